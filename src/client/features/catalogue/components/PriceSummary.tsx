import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { DateRange } from '../../../ui/DateRange';
import { factSeparator, formatNumber, formatPrice } from '../../../ui/format';
import type { StaySummary } from '../lib/pricing';
import { MoneyList, MoneyRow as Row } from '../../../ui/MoneyRows';
import { TotalWithVat } from '../../../ui/TotalWithVat';

type Props = { summary: StaySummary; vatRate: number; checkIn: string; checkOut: string };

/** Nights × prices grouped, then the total and the VAT it includes (prices include VAT). */
export function PriceSummary({ summary, vatRate, checkIn, checkOut }: Props) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const money = (value: number) => formatPrice(value, lang);
  return (
    <Wrap aria-label={t('bookingPanel.summaryLabel')}>
      <p className="stay">
        <DateRange from={checkIn} to={checkOut} />
        {factSeparator(lang)}
        {t('counts.nights', { count: summary.nights })}
      </p>
      <MoneyList>
        {summary.lines.map((line) => (
          <Row key={`${line.price}-${line.weekend}`}>
            <dt>
              {t('bookingPanel.nightsTimes', {
                nights: line.weekend ? t('counts.weekendNights', { count: line.nights }) : t('counts.nights', { count: line.nights }),
                price: money(line.price),
              })}
            </dt>
            <dd>{money(line.amount)}</dd>
          </Row>
        ))}
        {summary.adjustments.map((adjustment) => (
          <Row key={adjustment.kind}>
            <dt>{t(`bookingPanel.adjust.${adjustment.kind}`, { percent: formatNumber(adjustment.percent ?? 0, lang) })}</dt>
            <dd>{money(adjustment.amount)}</dd>
          </Row>
        ))}
        <TotalWithVat total={summary.total} vat={summary.vat} vatRate={vatRate} />
      </MoneyList>
    </Wrap>
  );
}

export default PriceSummary;

const Wrap = styled.section`
  .stay {
    margin-bottom: ${({ theme }) => theme.space(3)};
    font-size: ${({ theme }) => theme.fontSizes.xs};
    color: ${({ theme }) => theme.colors.muted};
  }
`;
