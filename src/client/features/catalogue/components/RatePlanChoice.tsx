// The hut page's choice of rate (issue 24 §2): the standard flexible rate and the resort's plans, each with what it
// does to the price and its cancellation policy, read before paying. The choice lives in the URL (`plan`).
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { RatePlan } from '../../../../shared/schemas/catalogue';
import { formatNumber, formatPrice } from '../../../ui/format';

type Props = {
  plans: RatePlan[];
  chosen: number | null;
  refundHours: number | undefined;
  onChoose: (planId: number | null) => void;
  /** The stay's price on each plan, formatted (key: the plan's id, or 'standard'), where it is known (the desk's quote). */
  totals?: Record<string, string>;
};

/** The cancellation policy of a plan (null: the standard rate) in the reader's language. */
export function usePlanPolicy(refundHours: number | undefined) {
  const { t, i18n } = useTranslation();
  const ar = i18n.language === 'ar';
  return (plan: RatePlan | null) => {
    const own = plan && (ar ? plan.policy_ar : plan.policy).trim();
    if (own) return own;
    if (plan && !plan.refundable) return t('ratePlans.noRefund');
    const hours = plan?.free_cancel_hours ?? refundHours;
    return hours === undefined ? '' : t('ratePlans.freeUntil', { hours: t('counts.hours', { count: hours }) });
  };
}

export function RatePlanChoice({ plans, chosen, refundHours, onChoose, totals }: Props) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const name = useId();
  const policyOf = usePlanPolicy(refundHours);
  const effect = (plan: RatePlan) =>
    [
      plan.percent_off > 0 ? t('ratePlans.percentOff', { percent: formatNumber(plan.percent_off, lang) }) : null,
      Number(plan.addon_per_night) > 0 ? t('ratePlans.addon', { price: formatPrice(plan.addon_per_night, lang) }) : null,
    ]
      .filter(Boolean)
      .join(' · ');
  const options: { id: number | null; title: string; effect: string; policy: string; refundable: boolean }[] = [
    { id: null, title: t('ratePlans.standard'), effect: t('ratePlans.standardEffect'), policy: policyOf(null), refundable: true },
    ...plans.map((plan) => ({
      id: plan.id,
      title: lang === 'ar' ? plan.name_ar || plan.name : plan.name,
      effect: effect(plan),
      policy: policyOf(plan),
      refundable: plan.refundable,
    })),
  ];
  return (
    <Group>
      <legend>{t('ratePlans.legend')}</legend>
      {options.map((option) => {
        const id = `${name}-${option.id ?? 'standard'}`;
        return (
          <Option key={id} $chosen={option.id === chosen}>
            <input
              id={id}
              type="radio"
              name={name}
              checked={option.id === chosen}
              onChange={() => onChoose(option.id)}
              aria-describedby={`${id}-policy`}
            />
            <label htmlFor={id}>
              <span className="title">{option.title}</span>
              {option.effect ? <span className="effect">{option.effect}</span> : null}
              {totals?.[option.id ?? 'standard'] ? <strong className="total">{totals[option.id ?? 'standard']}</strong> : null}
            </label>
            <p id={`${id}-policy`} className="policy" data-refundable={option.refundable}>
              {option.policy}
            </p>
          </Option>
        );
      })}
    </Group>
  );
}

export default RatePlanChoice;

const Group = styled.fieldset`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  padding: ${({ theme }) => theme.space(4, 0, 0)};
  border: 0;
  border-top: 1px solid ${({ theme }) => theme.colors.line};
  legend {
    padding: 0;
    margin-bottom: ${({ theme }) => theme.space(2)};
    font-weight: 600;
    color: ${({ theme }) => theme.colors.deepSea};
  }
`;

const Option = styled.div<{ $chosen: boolean }>`
  display: grid;
  grid-template-columns: auto 1fr;
  column-gap: ${({ theme }) => theme.space(3)};
  align-items: start;
  padding: ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme, $chosen }) => ($chosen ? theme.colors.lagoon : theme.colors.line)};
  border-radius: ${({ theme }) => theme.radii.input};
  background: ${({ theme, $chosen }) => ($chosen ? theme.colors.sand : 'transparent')};
  input {
    width: 20px;
    height: 20px;
    margin: 2px 0 0;
    accent-color: ${({ theme }) => theme.colors.lagoon};
  }
  label {
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space(1, 3)};
    min-height: 24px;
    cursor: pointer;
  }
  .title {
    font-weight: 600;
    color: ${({ theme }) => theme.colors.ink};
  }
  .effect {
    color: ${({ theme }) => theme.colors.lagoonDark};
    font-size: ${({ theme }) => theme.fontSizes.xs};
  }
  .total {
    font-variant-numeric: tabular-nums;
    color: ${({ theme }) => theme.colors.ink};
  }
  .policy {
    grid-column: 2;
    margin: ${({ theme }) => theme.space(1, 0, 0)};
    font-size: ${({ theme }) => theme.fontSizes.xs};
    color: ${({ theme }) => theme.colors.muted};
  }
  .policy[data-refundable='false'] {
    color: ${({ theme }) => theme.colors.danger};
  }
`;
