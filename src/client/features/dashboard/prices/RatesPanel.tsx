// A hut's rate plans, stay rules, length-of-stay discount and extra guest charges (issue 24 §2), beside its
// price calendar. Each form saves one thing; the server's translated refusals show under their fields.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { RatePlanInput, StaffHutRates, StaffRatePlan, StayRule } from '../../../../shared/schemas/dashboard/rates';
import { DateField } from '../../../ui/date/DateField';
import { Button } from '../../../ui/Button';
import { formatDate, formatNumber, formatPrice } from '../../../ui/format';
import { Checkbox, FormAlert, TextField } from '../../../ui/form';
import { CardList } from '../components/CardList';
import { RowActions } from '../components/RowActions';
import { detailOf, fieldErrors, type MutationError } from '../components/formErrors';
import {
  useAddRatePlanMutation,
  useAddStayRuleMutation,
  useGetHutRatesQuery,
  usePutHutRatesMutation,
  useRemoveStayRuleMutation,
  useUpdateRatePlanMutation,
} from './ratesApi';

/** "450" or "450.5" typed → the API's "450.00"; anything else is sent as typed for the server to name. */
export const moneyOf = (typed: string) => (/^\d+(\.\d{1,2})?$/.test(typed.trim()) ? Number(typed.trim()).toFixed(2) : typed.trim());
export const intOrNull = (typed: string) => (typed.trim() === '' ? null : Number(typed.trim()));

/** "min 3 nights · no arrivals" in the reader's language. */
export function useRuleText() {
  const { t } = useTranslation();
  return (rule: Pick<StayRule, 'min_nights' | 'max_nights' | 'closed_to_arrival' | 'closed_to_departure'>) =>
    [
      rule.min_nights ? t('dashboard.rates.minNightsShort', { nights: t('counts.nights', { count: rule.min_nights }) }) : null,
      rule.max_nights ? t('dashboard.rates.maxNightsShort', { nights: t('counts.nights', { count: rule.max_nights }) }) : null,
      rule.closed_to_arrival ? t('dashboard.rates.noArrivals') : null,
      rule.closed_to_departure ? t('dashboard.rates.noDepartures') : null,
    ]
      .filter(Boolean)
      .join(' · ');
}

export function RatesPanel({ hutId }: { hutId: number }) {
  const { t } = useTranslation();
  const rates = useGetHutRatesQuery({ hutId }, { skip: !hutId });
  if (!rates.data) return null;
  return (
    <>
      <PlansSection hutId={hutId} rates={rates.data} />
      <RulesSection hutId={hutId} rules={rates.data.stay_rules} />
      <ExtrasSection hutId={hutId} rates={rates.data} key={`${hutId}-${rates.fulfilledTimeStamp}`} />
      <p className="rates-hint">{t('dashboard.rates.bookingsKeep')}</p>
    </>
  );
}

type PlanFormValues = {
  name: string;
  name_ar: string;
  percent: string;
  addon: string;
  policy: string;
  policy_ar: string;
  nonRefundable: boolean;
};
const EMPTY_PLAN: PlanFormValues = { name: '', name_ar: '', percent: '', addon: '', policy: '', policy_ar: '', nonRefundable: false };
const formOf = (plan: StaffRatePlan): PlanFormValues => ({
  name: plan.name,
  name_ar: plan.name_ar,
  percent: String(plan.percent_off),
  addon: plan.addon_per_night,
  policy: plan.policy,
  policy_ar: plan.policy_ar,
  nonRefundable: !plan.refundable,
});
/** The form's values as the API's plan; the free-cancellation hours are the plan's own (none for a new plan). */
const planOf = (form: PlanFormValues, freeCancelHours: number | null): RatePlanInput => ({
  name: form.name.trim(),
  name_ar: form.name_ar.trim(),
  percent_off: Number(form.percent || 0),
  addon_per_night: moneyOf(form.addon || '0'),
  refundable: !form.nonRefundable,
  free_cancel_hours: freeCancelHours,
  policy: form.policy.trim(),
  policy_ar: form.policy_ar.trim(),
});
/** What a plan to the guest's price and refund, on one line: "15 % off · Non-refundable". */
const usePlanTerms = () => {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  return (plan: StaffRatePlan) =>
    [
      plan.percent_off ? t('ratePlans.percentOff', { percent: formatNumber(plan.percent_off, lang) }) : null,
      Number(plan.addon_per_night) ? t('ratePlans.addon', { price: formatPrice(plan.addon_per_night, lang) }) : null,
      plan.refundable ? null : t('dashboard.rates.nonRefundable'),
    ]
      .filter(Boolean)
      .join(' · ');
};

function PlansSection({ hutId, rates }: { hutId: number; rates: StaffHutRates }) {
  const { t } = useTranslation();
  const [add, added] = useAddRatePlanMutation();
  const [form, setForm] = useState(EMPTY_PLAN);
  const [editing, setEditing] = useState<number | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const result = await add({ hutId, body: planOf(form, null) });
    if (!('error' in result)) setForm(EMPTY_PLAN);
  };
  return (
    <Section aria-labelledby="plans-title">
      <h2 id="plans-title">{t('dashboard.rates.plans')}</h2>
      <CardList>
        <li>
          <span>{t('ratePlans.standard')}</span>
          <em>{t('dashboard.rates.standardNote')}</em>
        </li>
        {rates.rate_plans.map((plan) =>
          editing === plan.id ? (
            <li key={plan.id} className="editing">
              <EditPlan hutId={hutId} plan={plan} onDone={() => setEditing(null)} />
            </li>
          ) : (
            <PlanRow key={plan.id} hutId={hutId} plan={plan} onEdit={() => setEditing(plan.id)} />
          ),
        )}
      </CardList>
      <PlanForm
        label={t('dashboard.rates.addPlan')}
        form={form}
        setForm={setForm}
        onSubmit={submit}
        error={added.error}
        busy={added.isLoading}
      />
    </Section>
  );
}

/** One plan: its name, terms and guest policy, whether guests are offered it, and its Edit and Switch off/on. */
function PlanRow({ hutId, plan, onEdit }: { hutId: number; plan: StaffRatePlan; onEdit: () => void }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const terms = usePlanTerms();
  const [update, updated] = useUpdateRatePlanMutation();
  const name = lang === 'ar' ? plan.name_ar || plan.name : plan.name;
  const policy = lang === 'ar' ? plan.policy_ar : plan.policy;
  const toggle = () =>
    void update({
      hutId,
      planId: plan.id,
      body: { ...planOf(formOf(plan), plan.free_cancel_hours), is_active: !plan.is_active, version: plan.version },
    });
  return (
    <li aria-label={name} className={plan.is_active ? undefined : 'off'}>
      <span>{name}</span>
      <strong>{terms(plan)}</strong>
      {policy ? <em>{policy}</em> : null}
      {plan.is_active ? null : <em className="off-note">{t('dashboard.rates.planOff')}</em>}
      {detailOf(updated.error) ? <FormAlert messages={detailOf(updated.error)} /> : null}
      <RowActions>
        <Button type="button" $variant="ghost" onClick={onEdit}>
          {t('dashboard.common.edit')}
        </Button>
        <Button type="button" $variant="ghost" onClick={toggle} disabled={updated.isLoading}>
          {plan.is_active ? t('dashboard.rates.switchOff') : t('dashboard.rates.switchOn')}
        </Button>
      </RowActions>
    </li>
  );
}

/** A plan's terms edited in place, saved with the version read (someone else's save in between is refused and named). */
function EditPlan({ hutId, plan, onDone }: { hutId: number; plan: StaffRatePlan; onDone: () => void }) {
  const { t } = useTranslation();
  const [update, updated] = useUpdateRatePlanMutation();
  const [form, setForm] = useState(() => formOf(plan));
  const [version] = useState(plan.version);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const result = await update({
      hutId,
      planId: plan.id,
      body: { ...planOf(form, form.nonRefundable ? null : plan.free_cancel_hours), is_active: plan.is_active, version },
    });
    if (!('error' in result)) onDone();
  };
  return (
    <PlanForm
      label={t('dashboard.rates.editPlan')}
      submitLabel={t('dashboard.common.save')}
      form={form}
      setForm={setForm}
      onSubmit={submit}
      error={updated.error}
      busy={updated.isLoading}
      onCancel={onDone}
    />
  );
}

function PlanForm({
  label,
  submitLabel,
  form,
  setForm,
  onSubmit,
  error,
  busy,
  onCancel,
}: {
  label: string;
  submitLabel?: string;
  form: PlanFormValues;
  setForm: (form: PlanFormValues) => void;
  onSubmit: (event: FormEvent) => void;
  error: MutationError;
  busy: boolean;
  onCancel?: () => void;
}) {
  const { t } = useTranslation();
  const errors = fieldErrors(error);
  return (
    <Form onSubmit={onSubmit} aria-label={label}>
      {onCancel ? <h3>{label}</h3> : null}
      {detailOf(error) ? <FormAlert messages={detailOf(error)} /> : null}
      <TextField
        label={t('dashboard.rates.planName')}
        value={form.name}
        onChange={(e) => setForm({ ...form, name: e.target.value })}
        error={errors.name}
        required
      />
      <TextField
        label={t('dashboard.rates.planNameAr')}
        dir="rtl"
        lang="ar"
        value={form.name_ar}
        onChange={(e) => setForm({ ...form, name_ar: e.target.value })}
        error={errors.name_ar}
        required
      />
      <TextField
        label={t('dashboard.rates.percentOff')}
        inputMode="numeric"
        dir="ltr"
        value={form.percent}
        onChange={(e) => setForm({ ...form, percent: e.target.value })}
        error={errors.percent_off}
      />
      <TextField
        label={t('dashboard.rates.addon')}
        inputMode="decimal"
        dir="ltr"
        value={form.addon}
        onChange={(e) => setForm({ ...form, addon: e.target.value })}
        error={errors.addon_per_night}
      />
      <Checkbox
        label={t('dashboard.rates.nonRefundable')}
        checked={form.nonRefundable}
        onChange={(e) => setForm({ ...form, nonRefundable: e.target.checked })}
      />
      <TextField
        label={t('dashboard.rates.policy')}
        value={form.policy}
        maxLength={500}
        onChange={(e) => setForm({ ...form, policy: e.target.value })}
        error={errors.policy}
      />
      <TextField
        label={t('dashboard.rates.policyAr')}
        dir="rtl"
        lang="ar"
        value={form.policy_ar}
        maxLength={500}
        onChange={(e) => setForm({ ...form, policy_ar: e.target.value })}
        error={errors.policy_ar}
      />
      <Actions>
        <Button type="submit" $variant="secondary" disabled={busy}>
          {submitLabel ?? label}
        </Button>
        {onCancel ? (
          <Button type="button" $variant="ghost" onClick={onCancel}>
            {t('dashboard.common.cancel')}
          </Button>
        ) : null}
      </Actions>
    </Form>
  );
}

function RulesSection({ hutId, rules }: { hutId: number; rules: StayRule[] }) {
  const { t, i18n } = useTranslation();
  const ruleText = useRuleText();
  const [add, added] = useAddStayRuleMutation();
  const [remove] = useRemoveStayRuleMutation();
  const empty = { from: '', to: '', min: '', max: '', cta: false, ctd: false };
  const [form, setForm] = useState(empty);
  const errors = fieldErrors(added.error);
  const day = (value: string) => formatDate(value, i18n.language, { day: 'numeric', month: 'short', year: 'numeric' });
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const result = await add({
      hutId,
      body: {
        date_from: form.from,
        date_to: form.to,
        min_nights: intOrNull(form.min),
        max_nights: intOrNull(form.max),
        closed_to_arrival: form.cta,
        closed_to_departure: form.ctd,
      },
    });
    if (!('error' in result)) setForm(empty);
  };
  return (
    <Section aria-labelledby="rules-title">
      <h2 id="rules-title">{t('dashboard.rates.rules')}</h2>
      {rules.length === 0 ? <p>{t('dashboard.rates.noRules')}</p> : null}
      <CardList>
        {rules.map((rule) => (
          <li key={rule.id}>
            <span>
              {day(rule.date_from)} – {day(rule.date_to)}
            </span>
            <strong>{ruleText(rule)}</strong>
            <RowActions>
              <Button type="button" $variant="ghost" onClick={() => void remove({ hutId, ruleId: rule.id })}>
                {t('dashboard.common.delete')}
              </Button>
            </RowActions>
          </li>
        ))}
      </CardList>
      <Form onSubmit={submit} aria-label={t('dashboard.rates.addRule')}>
        <DateField
          label={t('dashboard.rates.from')}
          value={form.from}
          max={form.to || undefined}
          onChange={(from) => setForm({ ...form, from })}
          error={errors.date_from}
          required
        />
        <DateField
          label={t('dashboard.rates.to')}
          value={form.to}
          min={form.from || undefined}
          onChange={(to) => setForm({ ...form, to })}
          error={errors.date_to}
          required
        />
        <TextField
          label={t('dashboard.rates.minNights')}
          inputMode="numeric"
          dir="ltr"
          value={form.min}
          onChange={(e) => setForm({ ...form, min: e.target.value })}
          error={errors.min_nights}
        />
        <TextField
          label={t('dashboard.rates.maxNights')}
          inputMode="numeric"
          dir="ltr"
          value={form.max}
          onChange={(e) => setForm({ ...form, max: e.target.value })}
          error={errors.max_nights}
        />
        <Checkbox
          label={t('dashboard.rates.closedToArrival')}
          checked={form.cta}
          onChange={(e) => setForm({ ...form, cta: e.target.checked })}
        />
        <Checkbox
          label={t('dashboard.rates.closedToDeparture')}
          checked={form.ctd}
          onChange={(e) => setForm({ ...form, ctd: e.target.checked })}
        />
        <Button type="submit" $variant="secondary" disabled={added.isLoading}>
          {t('dashboard.rates.addRule')}
        </Button>
      </Form>
    </Section>
  );
}

function ExtrasSection({ hutId, rates }: { hutId: number; rates: StaffHutRates }) {
  const { t } = useTranslation();
  const [save, saved] = usePutHutRatesMutation();
  const tier = rates.stay_discounts[0];
  const [form, setForm] = useState({
    tierNights: tier ? String(tier.min_nights) : '',
    tierPercent: tier ? String(tier.percent) : '',
    base: rates.base_persons === null ? '' : String(rates.base_persons),
    adult: rates.extra_adult_price,
    child: rates.extra_child_price,
  });
  const errors = fieldErrors(saved.error);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const tiers =
      form.tierNights.trim() && form.tierPercent.trim() ? [{ min_nights: Number(form.tierNights), percent: Number(form.tierPercent) }] : [];
    void save({
      hutId,
      body: {
        stay_discounts: [...tiers, ...rates.stay_discounts.slice(1)],
        base_persons: intOrNull(form.base),
        extra_adult_price: moneyOf(form.adult || '0'),
        extra_child_price: moneyOf(form.child || '0'),
      },
    });
  };
  return (
    <Section aria-labelledby="extras-title">
      <h2 id="extras-title">{t('dashboard.rates.extras')}</h2>
      <Form onSubmit={submit} aria-label={t('dashboard.rates.extras')}>
        {errors.stay_discounts ? <FormAlert messages={errors.stay_discounts} /> : null}
        <TextField
          label={t('dashboard.rates.tierNights')}
          inputMode="numeric"
          dir="ltr"
          value={form.tierNights}
          onChange={(e) => setForm({ ...form, tierNights: e.target.value })}
        />
        <TextField
          label={t('dashboard.rates.tierPercent')}
          inputMode="numeric"
          dir="ltr"
          value={form.tierPercent}
          onChange={(e) => setForm({ ...form, tierPercent: e.target.value })}
        />
        <TextField
          label={t('dashboard.rates.basePersons')}
          hint={t('dashboard.rates.basePersonsHint')}
          inputMode="numeric"
          dir="ltr"
          value={form.base}
          onChange={(e) => setForm({ ...form, base: e.target.value })}
          error={errors.base_persons}
        />
        <TextField
          label={t('dashboard.rates.extraAdult')}
          inputMode="decimal"
          dir="ltr"
          value={form.adult}
          onChange={(e) => setForm({ ...form, adult: e.target.value })}
          error={errors.extra_adult_price}
        />
        <TextField
          label={t('dashboard.rates.extraChild')}
          inputMode="decimal"
          dir="ltr"
          value={form.child}
          onChange={(e) => setForm({ ...form, child: e.target.value })}
          error={errors.extra_child_price}
        />
        <Button type="submit" $variant="secondary" disabled={saved.isLoading}>
          {t('dashboard.common.save')}
        </Button>
        {saved.isSuccess ? <p role="status">{t('dashboard.rates.saved')}</p> : null}
      </Form>
    </Section>
  );
}

const Section = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  /* A plan edited in place: its form takes the row's whole width. */
  li.editing {
    padding: 0;
    border: 0;
    > form {
      flex: 1;
    }
  }
  /* A plan switched off: greyed, with its note saying guests are not offered it. */
  li.off {
    background: ${({ theme }) => theme.colors.sand};
    > span,
    > strong {
      color: ${({ theme }) => theme.colors.muted};
    }
  }
  li > [role='alert'] {
    flex-basis: 100%;
  }
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.deepSea};
  }
`;

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.colors.line};
  border-radius: ${({ theme }) => theme.radii.card};
  background: ${({ theme }) => theme.colors.white};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;
