import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useWithHijri } from './dateCalendars';
import { formatDate } from './format';
import { ArrowRightIcon } from './icons';

type Props = {
  from: string;
  to: string;
  /** How each end is written; short weekday, day and month by default. */
  options?: Intl.DateTimeFormatOptions;
  className?: string;
  /** A date of the guest's own stay: the Hijri date beside each end in Arabic (unless they chose Gregorian only). */
  hijri?: boolean;
};

const SHORT: Intl.DateTimeFormatOptions = { weekday: 'short', day: 'numeric', month: 'short' };

/**
 * A stay or any date range, the one way every screen writes it: the first date where reading starts, an
 * arrow towards the second that mirrors with the page (never a text arrow, which the bidi algorithm does
 * not turn), and "to" for screen readers.
 */
export function DateRange({ from, to, options = SHORT, className, hijri = false }: Props) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const withHijri = useWithHijri();
  const write = (day: string) => (hijri ? withHijri(formatDate(day, lang, options), day) : formatDate(day, lang, options));
  return (
    <Range className={className}>
      <time dateTime={from}>{write(from)}</time>
      <ArrowRightIcon size={14} />
      <span className="visually-hidden"> {t('a11y.dateRangeTo')} </span>
      <time dateTime={to}>{write(to)}</time>
    </Range>
  );
}

export default DateRange;

const Range = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
  svg {
    flex: none;
  }
`;
