// /dashboard/prices/bulk (issue 24 §2): one change of prices, stay rules or closed nights over many huts and a
// date range (or a named season), and of rate plans (created on many huts, or changed by name or kind, for every
// date), previewed hut by hut (what changes, which bookings keep what they were sold) before it is saved as one
// audited change.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { BulkEditInput, BulkPreview } from '../../../../shared/schemas/dashboard/rates';
import { DateField } from '../../../ui/date/DateField';
import { Bdi } from '../../../ui/Bdi';
import { Button, LinkButton } from '../../../ui/Button';
import { formatDate, formatPrice } from '../../../ui/format';
import { Checkbox, FormAlert, Select, TextField } from '../../../ui/form';
import { useDocumentTitle } from '../../../ui/useDocumentTitle';
import { useLocalized } from '../../../ui/useLocalized';
import { ScreenHeader } from '../components/ScreenHeader';
import { detailOf, fieldErrors } from '../components/formErrors';
import { useCatalogueChoices } from '../components/useCatalogueChoices';
import { intOrNull, moneyOf, useRuleText } from './RatesPanel';
import { BulkPlanFields, emptyPlanForm, HutPlanLines, planBody, usePlanChangeText, usePlanTerms, type PlanForm } from './BulkPlanFields';
import { SeasonForm } from './SeasonForm';
import { useApplyBulkMutation, useGetSeasonsQuery, usePreviewBulkMutation } from './ratesApi';

export default function BulkRatesScreen() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const { pick } = useLocalized();
  useDocumentTitle(t('dashboard.bulk.title'));
  const { huts } = useCatalogueChoices();
  const seasons = useGetSeasonsQuery();
  const [chosen, setChosen] = useState<string[]>([]);
  const [form, setForm] = useState({
    season: '',
    from: '',
    to: '',
    price: '',
    weekend: '',
    setRule: false,
    min: '',
    max: '',
    cta: false,
    ctd: false,
    close: false,
    reason: '',
  });
  const [plan, setPlan] = useState<PlanForm>(emptyPlanForm);
  const planTerms = usePlanTerms();
  const planChange = usePlanChangeText();
  const [preview, previewed] = usePreviewBulkMutation();
  const [apply, applied] = useApplyBulkMutation();
  const [shown, setShown] = useState<BulkPreview | null>(null);
  const ruleText = useRuleText();
  const day = (value: string) => formatDate(value, lang, { day: 'numeric', month: 'short', year: 'numeric' });
  const set = (changes: Partial<typeof form>) => {
    setForm({ ...form, ...changes });
    setShown(null);
  };
  const setPlanForm = (changes: Partial<PlanForm>) => {
    setPlan({ ...plan, ...changes });
    setShown(null);
  };

  const body = (): BulkEditInput => ({
    huts: chosen.map(Number),
    // Rate plans hold for every date: without a price, rule or closure the dates may be left empty.
    ...(form.season ? { season: Number(form.season) } : form.from || form.to ? { date_from: form.from, date_to: form.to } : {}),
    ...(form.price.trim()
      ? { price: { price: moneyOf(form.price), weekend_price: form.weekend.trim() ? moneyOf(form.weekend) : null } }
      : {}),
    ...(form.setRule
      ? {
          rule: {
            min_nights: intOrNull(form.min),
            max_nights: intOrNull(form.max),
            closed_to_arrival: form.cta,
            closed_to_departure: form.ctd,
          },
        }
      : {}),
    ...(form.close ? { close: { reason: form.reason.trim() } } : {}),
    ...planBody(plan),
  });
  const onPreview = async (event: FormEvent) => {
    event.preventDefault();
    const result = await preview(body());
    setShown('data' in result && result.data ? result.data : null);
  };
  const onApply = async () => {
    const result = await apply(body());
    if ('data' in result && result.data) setShown(result.data);
  };
  const error = previewed.error ?? applied.error;
  const errors = fieldErrors(error);
  const messages = [...(errors.non_field_errors ?? []), ...(errors.huts ?? []), ...(detailOf(error) ? [detailOf(error) as string] : [])];
  const hutName = (hut: { title: string; title_ar: string }) => pick(hut, 'title');

  return (
    <>
      <ScreenHeader
        title={t('dashboard.bulk.title')}
        text={t('dashboard.bulk.intro')}
        actions={
          <LinkButton to="/dashboard/prices" $variant="ghost">
            {t('dashboard.bulk.back')}
          </LinkButton>
        }
      />
      <Layout>
        <Form onSubmit={onPreview} aria-label={t('dashboard.bulk.title')}>
          <fieldset>
            <legend>{t('dashboard.bulk.huts')}</legend>
            {huts.map((hut) => (
              <Checkbox
                key={hut.value}
                label={hut.label}
                checked={chosen.includes(hut.value)}
                onChange={(event) => {
                  setChosen(event.target.checked ? [...chosen, hut.value] : chosen.filter((id) => id !== hut.value));
                  setShown(null);
                }}
              />
            ))}
          </fieldset>
          <fieldset>
            <legend>{t('dashboard.bulk.when')}</legend>
            <Select
              label={t('dashboard.bulk.season')}
              value={form.season}
              onChange={(event) => set({ season: event.target.value })}
              options={[
                { value: '', label: t('dashboard.bulk.ownDates') },
                ...(seasons.data ?? []).map((season) => ({
                  value: String(season.id),
                  label: `${pick(season, 'name')} (${day(season.date_from)} – ${day(season.date_to)})`,
                })),
              ]}
            />
            {!form.season ? (
              <Pair>
                <DateField
                  label={t('dashboard.rates.from')}
                  value={form.from}
                  max={form.to || undefined}
                  onChange={(from) => set({ from })}
                  error={errors.date_from}
                />
                <DateField
                  label={t('dashboard.rates.to')}
                  value={form.to}
                  min={form.from || undefined}
                  onChange={(to) => set({ to })}
                  error={errors.date_to}
                />
              </Pair>
            ) : null}
          </fieldset>
          <fieldset>
            <legend>{t('dashboard.bulk.what')}</legend>
            <Pair>
              <TextField
                label={t('dashboard.prices.price')}
                inputMode="decimal"
                dir="ltr"
                value={form.price}
                onChange={(e) => set({ price: e.target.value })}
              />
              <TextField
                label={t('dashboard.prices.weekendPrice')}
                inputMode="decimal"
                dir="ltr"
                value={form.weekend}
                onChange={(e) => set({ weekend: e.target.value })}
              />
            </Pair>
            <Checkbox label={t('dashboard.bulk.setRule')} checked={form.setRule} onChange={(e) => set({ setRule: e.target.checked })} />
            {form.setRule ? (
              <>
                <Pair>
                  <TextField
                    label={t('dashboard.rates.minNights')}
                    inputMode="numeric"
                    dir="ltr"
                    value={form.min}
                    onChange={(e) => set({ min: e.target.value })}
                    error={errors.min_nights}
                  />
                  <TextField
                    label={t('dashboard.rates.maxNights')}
                    inputMode="numeric"
                    dir="ltr"
                    value={form.max}
                    onChange={(e) => set({ max: e.target.value })}
                  />
                </Pair>
                <Checkbox
                  label={t('dashboard.rates.closedToArrival')}
                  checked={form.cta}
                  onChange={(e) => set({ cta: e.target.checked })}
                />
                <Checkbox
                  label={t('dashboard.rates.closedToDeparture')}
                  checked={form.ctd}
                  onChange={(e) => set({ ctd: e.target.checked })}
                />
              </>
            ) : null}
            <Checkbox label={t('dashboard.bulk.close')} checked={form.close} onChange={(e) => set({ close: e.target.checked })} />
            {form.close ? (
              <TextField
                label={t('dashboard.prices.reason')}
                value={form.reason}
                maxLength={200}
                onChange={(e) => set({ reason: e.target.value })}
              />
            ) : null}
          </fieldset>
          <BulkPlanFields form={plan} set={setPlanForm} errors={errors} />
          {messages.length > 0 ? <FormAlert messages={messages} /> : null}
          <Button type="submit" disabled={previewed.isLoading || chosen.length === 0}>
            {t('dashboard.bulk.preview')}
          </Button>
        </Form>
        <Result aria-live="polite" aria-labelledby="bulk-preview-title">
          <h2 id="bulk-preview-title">{t('dashboard.bulk.previewTitle')}</h2>
          {!shown ? (
            <p>{t('dashboard.bulk.previewEmpty')}</p>
          ) : (
            <>
              {shown.date_from && shown.date_to && shown.nights !== null ? (
                <p className="summary">
                  {t('dashboard.bulk.span', {
                    from: day(shown.date_from),
                    to: day(shown.date_to),
                    nights: t('counts.nights', { count: shown.nights }),
                  })}
                  {shown.season ? ` · ${pick(shown.season, 'name')}` : ''}
                </p>
              ) : null}
              <ul className="changes">
                {shown.price ? (
                  <li>
                    {t('dashboard.bulk.newPrice', { price: formatPrice(shown.price.price, lang) })}
                    {shown.price.weekend_price ? ` · ${t('dashboard.prices.weekend')} ${formatPrice(shown.price.weekend_price, lang)}` : ''}
                  </li>
                ) : null}
                {shown.rule ? <li>{t('dashboard.bulk.newRule', { rule: ruleText(shown.rule) || t('dashboard.bulk.noRule') })}</li> : null}
                {shown.close ? <li>{t('dashboard.bulk.closing')}</li> : null}
                {shown.new_plan ? (
                  <li>
                    {t('dashboard.bulk.plan.newPlan', {
                      name: pick(shown.new_plan, 'name'),
                      terms: planTerms({ ...shown.new_plan, is_active: shown.new_plan.is_active ?? true }),
                    })}
                  </li>
                ) : null}
                {shown.plan_change ? (
                  <li>
                    {t('dashboard.bulk.plan.changed', {
                      plan:
                        shown.plan_change.name !== undefined
                          ? shown.plan_change.name
                          : t(`dashboard.bulk.plan.kind.${shown.plan_change.kind ?? 'other'}`),
                      change: planChange(shown.plan_change),
                    })}
                  </li>
                ) : null}
              </ul>
              <HutList>
                {shown.huts.map((hut) => (
                  <li key={hut.id} data-refusal={hut.refusal ?? undefined}>
                    <strong>{hutName(hut)}</strong>
                    <span>
                      {hut.refusal
                        ? t(`dashboard.bulk.refusal.${hut.refusal}`)
                        : shown.applied
                          ? t('dashboard.bulk.changed')
                          : t('dashboard.bulk.willChange')}
                    </span>
                    <HutPlanLines plans={hut.plans} />
                    {shown.price && hut.current_prices.length > 0 ? (
                      <span>
                        {t('dashboard.bulk.nowPrices', { prices: hut.current_prices.map((price) => formatPrice(price, lang)).join(' / ') })}
                      </span>
                    ) : null}
                    {shown.date_from ? (
                      <span>
                        {hut.bookings.length === 0
                          ? t('dashboard.bulk.noBookings')
                          : t('dashboard.bulk.bookingsKept', { count: hut.bookings.length })}{' '}
                        {hut.bookings.map((booking) => (
                          <Code key={booking.code}>
                            <Bdi>{booking.code}</Bdi>
                          </Code>
                        ))}
                      </span>
                    ) : null}
                  </li>
                ))}
              </HutList>
              {shown.applied ? (
                <p role="status" className="done">
                  {t('dashboard.bulk.saved')}
                </p>
              ) : (
                <Button type="button" onClick={() => void onApply()} disabled={applied.isLoading}>
                  {t('dashboard.bulk.save', { count: shown.huts.filter((hut) => !hut.refusal).length })}
                </Button>
              )}
            </>
          )}
        </Result>
      </Layout>
      <SeasonForm />
    </>
  );
}

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(5)};
  align-items: start;
  ${({ theme }) => theme.media.lg} {
    grid-template-columns: minmax(320px, 420px) 1fr;
  }
`;

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  fieldset {
    display: grid;
    gap: ${({ theme }) => theme.space(2)};
    margin: 0;
    padding: ${({ theme }) => theme.space(4)};
    border: 1px solid ${({ theme }) => theme.colors.line};
    border-radius: ${({ theme }) => theme.radii.card};
    background: ${({ theme }) => theme.colors.white};
  }
  .hint {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.xs};
    color: ${({ theme }) => theme.colors.muted};
  }
  legend {
    padding: ${({ theme }) => theme.space(0, 1)};
    font-weight: 600;
    color: ${({ theme }) => theme.colors.deepSea};
  }
`;

const Pair = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  grid-template-columns: repeat(auto-fit, minmax(140px, 1fr));
`;

const Result = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radii.card};
  background: ${({ theme }) => theme.colors.sand};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
    color: ${({ theme }) => theme.colors.deepSea};
  }
  p,
  ul {
    margin: 0;
  }
  .changes {
    padding-inline-start: ${({ theme }) => theme.space(5)};
    font-weight: 600;
  }
  .done {
    color: ${({ theme }) => theme.colors.success};
    font-weight: 600;
  }
`;

const HutList = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  padding: 0;
  list-style: none;
  li {
    display: grid;
    gap: ${({ theme }) => theme.space(1)};
    padding: ${({ theme }) => theme.space(3)};
    border-radius: ${({ theme }) => theme.radii.input};
    background: ${({ theme }) => theme.colors.white};
    font-size: ${({ theme }) => theme.fontSizes.xs};
  }
  li[data-refusal] {
    border-inline-start: 3px solid ${({ theme }) => theme.colors.coral};
  }
  code {
    font-family: ui-monospace, monospace;
  }
  .plan {
    display: grid;
    gap: 2px;
  }
  strong {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.ink};
  }
`;

const Code = styled.span`
  display: inline-block;
  margin-inline-end: ${({ theme }) => theme.space(2)};
  font-family: ui-monospace, monospace;
`;
