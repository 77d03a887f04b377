import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { Booking } from '../../../../shared/schemas/booking';
import { formatDate, formatPrice } from '../../../ui/format';
import { ChevronDownIcon } from '../../../ui/icons';
import { useLocalized } from '../../../ui/useLocalized';
import { useGuestsCount } from '../../../ui/guestsCount';
import { HoldCountdown } from './HoldCountdown';
import { DueNow } from './DueNow';
import { Totals } from './Totals';

type Props = {
  booking: Booking;
  showHold?: boolean;
  action?: ReactNode;
  note?: ReactNode;
  /** What this payment is for when it is not the whole booking (services added to a paid stay). */
  due?: string | null;
};

/**
 * The booking's summary: a sticky card beside the content on wide screens; on phones a bottom sheet
 * with the total and the action always in reach, its details opening upwards.
 */
export function SummarySheet({ booking, showHold, action, note, due }: Props) {
  const { t, i18n } = useTranslation();
  const guestsCount = useGuestsCount();
  const { pick } = useLocalized();
  const [open, setOpen] = useState(false);
  const detailsId = useId();
  const lang = i18n.language;
  const day = (value: string) => formatDate(value, lang, { weekday: 'short', day: 'numeric', month: 'short' });
  const hold = showHold && booking.status === 'confirmed' ? <HoldCountdown expiresAt={booking.hold_expires_at} /> : null;
  return (
    <Aside aria-label={t('booking.summary.label')} $open={open}>
      <SheetBar>
        <button type="button" aria-expanded={open} aria-controls={detailsId} onClick={() => setOpen((value) => !value)}>
          <span>
            <small>{due ? t('booking.summary.dueNow') : t('booking.totals.total')}</small>
            <strong>{formatPrice(due ?? booking.total_price, lang, booking.currency)}</strong>
          </span>
          <span className="toggle">
            {open ? t('booking.summary.hide') : t('booking.summary.show')}
            <ChevronDownIcon size={18} />
          </span>
        </button>
      </SheetBar>
      <Details id={detailsId}>
        <h2>{t('booking.summary.title')}</h2>
        <Stay>
          <strong>{pick(booking.hut, 'title')}</strong>
          <span>
            {day(booking.dates.date_from)} → {day(booking.dates.date_to)}
          </span>
          <span>
            {guestsCount(booking.persons_max_num, booking.kids_max_num)}
          </span>
        </Stay>
        <Totals booking={booking} />
        {due ? <DueNow amount={due} currency={booking.currency} /> : null}
      </Details>
      {hold}
      {note}
      {action ? <Action>{action}</Action> : null}
    </Aside>
  );
}

export default SummarySheet;

const Aside = styled.aside<{ $open: boolean }>`
  position: fixed;
  left: 0;
  right: 0;
  bottom: 0;
  z-index: ${({ theme }) => theme.zIndex.overlay - 1};
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  max-height: 85vh;
  overflow-y: auto;
  padding: ${({ theme }) => theme.space(3, 5, 5)};
  border-radius: 20px 20px 0 0;
  background: ${({ theme }) => theme.colors.white};
  box-shadow: 0 -12px 32px -12px rgba(11, 42, 60, 0.3);
  > div:nth-child(2) {
    display: ${({ $open }) => ($open ? 'grid' : 'none')};
  }
  ${({ theme }) => theme.media.md} {
    position: sticky;
    top: ${({ theme }) => theme.space(24)};
    z-index: auto;
    max-height: none;
    padding: ${({ theme }) => theme.space(6)};
    border-radius: ${({ theme }) => theme.radii.card};
    box-shadow: ${({ theme }) => theme.shadow};
    > div:nth-child(2) {
      display: grid;
    }
  }
`;

const SheetBar = styled.div`
  button {
    display: flex;
    width: 100%;
    min-height: ${({ theme }) => theme.minTarget};
    align-items: center;
    justify-content: space-between;
    border: 0;
    background: none;
    padding: 0;
    font: inherit;
    color: ${({ theme }) => theme.colors.deepSea};
    cursor: pointer;
    text-align: start;
  }
  small {
    display: block;
    font-size: ${({ theme }) => theme.fontSizes.xs};
    color: ${({ theme }) => theme.colors.muted};
  }
  strong {
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  .toggle {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(1)};
    font-size: ${({ theme }) => theme.fontSizes.xs};
    color: ${({ theme }) => theme.colors.lagoonDark};
  }
  &::before {
    content: '';
    display: block;
    width: 40px;
    height: 4px;
    margin: 0 auto ${({ theme }) => theme.space(2)};
    border-radius: 2px;
    background: ${({ theme }) => theme.colors.line};
  }
  ${({ theme }) => theme.media.md} {
    display: none;
  }
`;

const Details = styled.div`
  gap: ${({ theme }) => theme.space(4)};
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
    color: ${({ theme }) => theme.colors.deepSea};
  }
`;

const Stay = styled.p`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.muted};
  strong {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.deepSea};
  }
`;

const Action = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
`;

/** Room under the page's content on phones so the bottom sheet never covers its end. */
export const SheetSpacer = styled.div`
  height: 180px;
  ${({ theme }) => theme.media.md} {
    display: none;
  }
`;
