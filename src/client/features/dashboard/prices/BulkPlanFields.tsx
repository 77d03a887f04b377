// The bulk editor's rate plans (issue 24 §2): a plan created on every chosen hut (names in both languages, its
// percentage off or add-on per night, its cancellation policy), or a plan found on each hut by name or kind given a new
// percentage, add-on, or switched on or off. Plans hold for every date; the preview says what each hut gains or changes
// and which stays sold on the plan keep the terms and policy they were sold with.
import { useTranslation } from 'react-i18next';
import type { BulkEditInput, BulkHutPlan } from '../../../../shared/schemas/dashboard/rates';
import { RATE_PLAN_KINDS, type RatePlanKind } from '../../../../shared/ratePlans';
import { Bdi } from '../../../ui/Bdi';
import { formatNumber, formatPrice } from '../../../ui/format';
import { Checkbox, FormAlert, Select, TextField } from '../../../ui/form';
import { useLocalized } from '../../../ui/useLocalized';
import { moneyOf } from './RatesPanel';

export const emptyPlanForm = {
  mode: '' as '' | 'create' | 'change',
  name: '',
  nameAr: '',
  percent: '',
  addon: '',
  nonRefundable: false,
  policy: '',
  policyAr: '',
  matchBy: 'kind' as 'kind' | 'name',
  matchName: '',
  kind: 'non_refundable' as RatePlanKind,
  newPercent: '',
  newAddon: '',
  active: '' as '' | 'on' | 'off',
};
export type PlanForm = typeof emptyPlanForm;

/** The part of the bulk edit's body the plan fields make. */
export function planBody(form: PlanForm): Pick<BulkEditInput, 'new_plan' | 'plan_change'> {
  if (form.mode === 'create')
    return {
      new_plan: {
        name: form.name.trim(),
        name_ar: form.nameAr.trim(),
        percent_off: Number(form.percent.trim() || 0),
        addon_per_night: moneyOf(form.addon || '0'),
        refundable: !form.nonRefundable,
        free_cancel_hours: null,
        policy: form.policy.trim(),
        policy_ar: form.policyAr.trim(),
      },
    };
  if (form.mode === 'change')
    return {
      plan_change: {
        ...(form.matchBy === 'name' ? { name: form.matchName.trim() } : { kind: form.kind }),
        ...(form.newPercent.trim() ? { percent_off: Number(form.newPercent.trim()) } : {}),
        ...(form.newAddon.trim() ? { addon_per_night: moneyOf(form.newAddon) } : {}),
        ...(form.active ? { is_active: form.active === 'on' } : {}),
      },
    };
  return {};
}

/** "12 % off · no refund · off" in the reader's language. */
export function usePlanTerms() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  return (terms: BulkHutPlan['after']) =>
    [
      terms.percent_off ? t('ratePlans.percentOff', { percent: formatNumber(terms.percent_off, lang) }) : null,
      Number(terms.addon_per_night) ? t('ratePlans.addon', { price: formatPrice(terms.addon_per_night, lang) }) : null,
      terms.refundable ? null : t('dashboard.rates.nonRefundable'),
      terms.is_active ? null : t('dashboard.bulk.plan.off'),
    ]
      .filter(Boolean)
      .join(' · ') || t('dashboard.bulk.plan.noEffect');
}

export function BulkPlanFields({
  form,
  set,
  errors,
}: {
  form: PlanForm;
  set: (changes: Partial<PlanForm>) => void;
  errors: Record<string, string[]>;
}) {
  const { t } = useTranslation();
  const nested = (prefix: string) =>
    Object.entries(errors)
      .filter(([key]) => key === prefix || key.startsWith(`${prefix}/`))
      .flatMap(([, messages]) => messages);
  const problems = [...nested('new_plan'), ...nested('plan_change')];
  return (
    <fieldset>
      <legend>{t('dashboard.bulk.plan.legend')}</legend>
      <Select
        label={t('dashboard.bulk.plan.mode')}
        value={form.mode}
        onChange={(event) => set({ mode: event.target.value as PlanForm['mode'] })}
        options={[
          { value: '', label: t('dashboard.bulk.plan.none') },
          { value: 'create', label: t('dashboard.bulk.plan.create') },
          { value: 'change', label: t('dashboard.bulk.plan.change') },
        ]}
      />
      {form.mode === 'create' ? (
        <>
          <TextField
            label={t('dashboard.rates.planName')}
            value={form.name}
            maxLength={80}
            onChange={(e) => set({ name: e.target.value })}
          />
          <TextField
            label={t('dashboard.rates.planNameAr')}
            dir="rtl"
            lang="ar"
            value={form.nameAr}
            maxLength={80}
            onChange={(e) => set({ nameAr: e.target.value })}
          />
          <TextField
            label={t('dashboard.rates.percentOff')}
            inputMode="numeric"
            dir="ltr"
            value={form.percent}
            onChange={(e) => set({ percent: e.target.value })}
          />
          <TextField
            label={t('dashboard.rates.addon')}
            inputMode="decimal"
            dir="ltr"
            value={form.addon}
            onChange={(e) => set({ addon: e.target.value })}
          />
          <Checkbox
            label={t('dashboard.rates.nonRefundable')}
            checked={form.nonRefundable}
            onChange={(e) => set({ nonRefundable: e.target.checked })}
          />
          <TextField
            label={t('dashboard.rates.policy')}
            value={form.policy}
            maxLength={500}
            onChange={(e) => set({ policy: e.target.value })}
          />
          <TextField
            label={t('dashboard.rates.policyAr')}
            dir="rtl"
            lang="ar"
            value={form.policyAr}
            maxLength={500}
            onChange={(e) => set({ policyAr: e.target.value })}
          />
        </>
      ) : null}
      {form.mode === 'change' ? (
        <>
          <Select
            label={t('dashboard.bulk.plan.matchBy')}
            value={form.matchBy}
            onChange={(event) => set({ matchBy: event.target.value as PlanForm['matchBy'] })}
            options={[
              { value: 'kind', label: t('dashboard.bulk.plan.byKind') },
              { value: 'name', label: t('dashboard.bulk.plan.byName') },
            ]}
          />
          {form.matchBy === 'kind' ? (
            <Select
              label={t('dashboard.bulk.plan.kindLabel')}
              value={form.kind}
              onChange={(event) => set({ kind: event.target.value as RatePlanKind })}
              options={RATE_PLAN_KINDS.map((kind) => ({ value: kind, label: t(`dashboard.bulk.plan.kind.${kind}`) }))}
            />
          ) : (
            <TextField
              label={t('dashboard.bulk.plan.nameToFind')}
              hint={t('dashboard.bulk.plan.nameHint')}
              value={form.matchName}
              maxLength={80}
              onChange={(e) => set({ matchName: e.target.value })}
            />
          )}
          <TextField
            label={t('dashboard.bulk.plan.newPercent')}
            hint={t('dashboard.bulk.plan.keepHint')}
            inputMode="numeric"
            dir="ltr"
            value={form.newPercent}
            onChange={(e) => set({ newPercent: e.target.value })}
          />
          <TextField
            label={t('dashboard.bulk.plan.newAddon')}
            hint={t('dashboard.bulk.plan.keepHint')}
            inputMode="decimal"
            dir="ltr"
            value={form.newAddon}
            onChange={(e) => set({ newAddon: e.target.value })}
          />
          <Select
            label={t('dashboard.bulk.plan.switch')}
            value={form.active}
            onChange={(event) => set({ active: event.target.value as PlanForm['active'] })}
            options={[
              { value: '', label: t('dashboard.bulk.plan.switchKeep') },
              { value: 'on', label: t('dashboard.bulk.plan.switchOn') },
              { value: 'off', label: t('dashboard.bulk.plan.switchOff') },
            ]}
          />
        </>
      ) : null}
      {form.mode ? <p className="hint">{t('dashboard.bulk.plan.everyDate')}</p> : null}
      {problems.length > 0 ? <FormAlert messages={problems} /> : null}
    </fieldset>
  );
}

/** "15 % off · switched off": what a change of plans sets, in the reader's language. */
export function usePlanChangeText() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  return (change: NonNullable<BulkEditInput['plan_change']>) =>
    [
      change.percent_off !== undefined ? t('ratePlans.percentOff', { percent: formatNumber(change.percent_off, lang) }) : null,
      change.addon_per_night !== undefined ? t('ratePlans.addon', { price: formatPrice(change.addon_per_night, lang) }) : null,
      change.is_active === undefined ? null : change.is_active ? t('dashboard.bulk.plan.switchOn') : t('dashboard.bulk.plan.off'),
    ]
      .filter(Boolean)
      .join(' · ');
}

/** What one hut gains or changes in its plans, and the stays sold on a plan that keep their terms. */
export function HutPlanLines({ plans }: { plans: BulkHutPlan[] }) {
  const { t } = useTranslation();
  const { pick } = useLocalized();
  const terms = usePlanTerms();
  return (
    <>
      {plans.map((plan) => (
        <span key={plan.id ?? `new-${plan.name}`} data-plan={plan.id === null ? 'new' : plan.id} className="plan">
          <span>
            {plan.before === null
              ? t('dashboard.bulk.plan.gains', { name: pick(plan, 'name'), terms: terms(plan.after) })
              : t('dashboard.bulk.plan.changes', { name: pick(plan, 'name'), before: terms(plan.before), after: terms(plan.after) })}
          </span>
          {plan.before !== null ? (
            <span>
              {plan.bookings_count === 0
                ? t('dashboard.bulk.plan.noneSold')
                : t('dashboard.bulk.plan.soldKeep', { count: plan.bookings_count })}{' '}
              {plan.bookings.map((booking) => (
                <code key={booking.code}>
                  <Bdi>{booking.code}</Bdi>{' '}
                </code>
              ))}
            </span>
          ) : null}
        </span>
      ))}
    </>
  );
}
