import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { DeskQuote } from '../../../../shared/schemas/dashboard/deskBookings';
import { formatNumber, formatPrice } from '../../../ui/format';
import { usePlanPolicy } from '../../catalogue/components/RatePlanChoice';

/**
 * The desk's price: the online quote's amounts, then the manual discount; every total with its VAT part; and the rate
 * plan priced with the cancellation policy the booking will keep (issue 24 §2).
 */
export function QuoteSummary({ quote, lang, refundHours }: { quote: DeskQuote; lang: string; refundHours?: number }) {
  const { t } = useTranslation();
  const policyOf = usePlanPolicy(refundHours);
  const plan = quote.rate_plan;
  const planName = plan ? (lang === 'ar' ? plan.name_ar || plan.name : plan.name) : t('ratePlans.standard');
  const planEffect = [
    quote.plan_discount !== '0.00' ? formatPrice(-Number(quote.plan_discount), lang) : null,
    quote.plan_addon !== '0.00' ? `+${formatPrice(quote.plan_addon, lang)}` : null,
  ]
    .filter(Boolean)
    .join(' · ');
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
      <Rate data-rate-plan={plan?.id ?? 'standard'} data-refundable={plan ? plan.refundable : true}>
        <strong>{t('dashboard.desk.ratePlan', { name: planName })}</strong>
        {planEffect ? <span> ({t('dashboard.desk.planInPrice', { amount: planEffect })})</span> : null}
        <span className="policy">{policyOf(plan)}</span>
      </Rate>
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

const Rate = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(1)};
  margin: ${({ theme }) => theme.space(3, 0, 0)};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  .policy {
    flex-basis: 100%;
    color: ${({ theme }) => theme.colors.muted};
  }
  &[data-refundable='false'] .policy {
    color: ${({ theme }) => theme.colors.danger};
  }
`;

const Taken = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
`;
