import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { DeskQuote } from '../../../../shared/schemas/dashboard/deskBookings';
import { formatNumber, formatPrice } from '../../../ui/format';

/** The desk's price: the online quote's amounts, then the manual discount; every total with its VAT part. */
export function QuoteSummary({ quote, lang }: { quote: DeskQuote; lang: string }) {
  const { t } = useTranslation();
  const rows: [string, string][] = [
    [t('dashboard.desk.nights', { count: quote.nights, formatted: formatNumber(quote.nights, lang) }), formatPrice(quote.subtotal, lang)],
  ];
  if (quote.promo_discount !== '0.00') rows.push([t('dashboard.desk.promoDiscount'), formatPrice(-Number(quote.promo_discount), lang)]);
  if (quote.manual_discount !== '0.00') rows.push([t('dashboard.desk.manualDiscount'), formatPrice(-Number(quote.manual_discount), lang)]);
  return (
    <>
      {!quote.nights_available ? <Taken role="alert">{t('dashboard.desk.nightsTaken')}</Taken> : null}
      <Rows>
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
        <Total>
          <dt>{t('dashboard.desk.total')}</dt>
          <dd>{formatPrice(quote.total, lang)}</dd>
        </Total>
        <div>
          <dt>{t('dashboard.desk.vat')}</dt>
          <dd>{formatPrice(quote.vat, lang)}</dd>
        </div>
      </Rows>
    </>
  );
}

const Rows = styled.dl`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  div {
    display: flex;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space(3)};
  }
  dd {
    margin: 0;
    font-variant-numeric: tabular-nums;
  }
`;

const Total = styled.div`
  padding-top: ${({ theme }) => theme.space(2)};
  border-top: 1px solid ${({ theme }) => theme.colors.line};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const Taken = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
`;
