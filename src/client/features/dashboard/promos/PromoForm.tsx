import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../../ui/date/DateField';
import styled from 'styled-components';
import type { PromoInput, StaffPromo } from '../../../../shared/schemas/dashboard/promos';
import { Checkbox, FormAlert, TextField } from '../../../ui/form';
import { useLocalized } from '../../../ui/useLocalized';
import { detailOf, fieldErrors, isStale, type MutationError } from '../components/formErrors';
import { SaveBar } from '../components/SaveBar';
import { useStaleEdit, type StaleEdit } from '../components/useStaleEdit';
import { useGetCatalogueOptionsQuery } from '../huts/hutsApi';
import { useCreatePromoMutation, useLazyGetPromoQuery, useUpdatePromoMutation } from './promosApi';

const blank: PromoInput = { code: '', percentage: 10, valid_from: null, valid_to: null, usage_limit: null, huts: [], is_active: true };

const draftOf = (promo: StaffPromo): PromoInput => ({
  code: promo.code,
  percentage: promo.percentage,
  valid_from: promo.valid_from,
  valid_to: promo.valid_to,
  usage_limit: promo.usage_limit,
  huts: promo.huts,
  is_active: promo.is_active,
});

/**
 * A promo code's fields; the huts it applies to are ticked from the list of huts. A save refused as stale
 * reloads the code (GET …/promos/:id/) and keeps the edit to compare or re-apply (useStaleEdit).
 */
export function PromoForm({ promo, onDone }: { promo: StaffPromo | null; onDone: () => void }) {
  const [create, created] = useCreatePromoMutation();
  const [update, updated] = useUpdatePromoMutation();
  const [fetchLatest, fetched] = useLazyGetPromoQuery();
  // The code as last read: the row the dialog was opened from, then what Reload fetched.
  const record = (promo && fetched.data?.id === promo.id ? fetched.data : null) ?? promo;
  const stale = useStaleEdit({
    error: updated.error,
    latest: record ? draftOf(record) : null,
    refetch: () => (promo ? fetchLatest(promo.id) : undefined),
    reset: updated.reset,
  });
  const call = promo ? updated : created;

  const save = async (draft: PromoInput) => {
    const result = record ? await update({ id: record.id, body: { ...draft, version: record.version } }) : await create(draft);
    if (!('data' in result)) return;
    stale.saved();
    onDone();
  };
  return <PromoFields key={stale.formKey} initial={stale.initial ?? blank} call={call} onSubmit={save} edit={stale.edit} />;
}

function PromoFields({
  initial,
  call,
  onSubmit,
  edit,
}: {
  initial: PromoInput;
  call: { error?: MutationError; isLoading: boolean };
  onSubmit: (draft: PromoInput) => void;
  edit: StaleEdit<PromoInput>;
}) {
  const { t } = useTranslation();
  const { pick } = useLocalized();
  const options = useGetCatalogueOptionsQuery();
  const [draft, setDraft] = useState<PromoInput>(initial);
  const errors = fieldErrors(call.error);
  const set = (changes: Partial<PromoInput>) => setDraft((current) => ({ ...current, ...changes }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit(draft);
  };
  const toggleHut = (id: number, on: boolean) => set({ huts: on ? [...draft.huts, id] : draft.huts.filter((hut) => hut !== id) });

  return (
    <Form onSubmit={submit} noValidate>
      {isStale(call.error) ? null : <FormAlert messages={detailOf(call.error)} />}
      <Row>
        <TextField
          label={t('dashboard.promos.code')}
          dir="ltr"
          value={draft.code}
          maxLength={40}
          required
          error={errors.code}
          onChange={(event) => set({ code: event.target.value.toUpperCase() })}
        />
        <TextField
          label={t('dashboard.promos.percentage')}
          type="number"
          min={1}
          max={100}
          value={String(draft.percentage)}
          required
          error={errors.percentage}
          onChange={(event) => set({ percentage: Number(event.target.value) })}
        />
      </Row>
      <Row>
        <DateField
          label={t('dashboard.promos.validFrom')}
          max={draft.valid_to ?? undefined}
          value={draft.valid_from ?? ''}
          error={errors.valid_from}
          onChange={(day) => set({ valid_from: day || null })}
        />
        <DateField
          label={t('dashboard.promos.validTo')}
          min={draft.valid_from ?? undefined}
          value={draft.valid_to ?? ''}
          error={errors.valid_to}
          onChange={(day) => set({ valid_to: day || null })}
        />
      </Row>
      <TextField
        label={t('dashboard.promos.usageLimit')}
        hint={t('dashboard.promos.usageLimitHint')}
        type="number"
        min={1}
        value={draft.usage_limit === null ? '' : String(draft.usage_limit)}
        error={errors.usage_limit}
        onChange={(event) => set({ usage_limit: event.target.value === '' ? null : Number(event.target.value) })}
      />
      <fieldset>
        <legend>{t('dashboard.promos.huts')}</legend>
        {errors.huts ? <FormAlert messages={errors.huts} /> : null}
        {(options.data?.huts ?? []).map((hut) => (
          <Checkbox
            key={hut.id}
            label={pick(hut, 'title')}
            checked={draft.huts.includes(hut.id)}
            onChange={(event) => toggleHut(hut.id, event.target.checked)}
          />
        ))}
      </fieldset>
      <Checkbox
        label={t('dashboard.promos.active')}
        checked={draft.is_active}
        onChange={(event) => set({ is_active: event.target.checked })}
      />
      <Footer>
        <SaveBar busy={call.isLoading} edit={edit} draft={draft} />
      </Footer>
    </Form>
  );
}

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  /* The huts side by side, and no scrolling list inside the scrolling dialog: the dialog alone scrolls. */
  fieldset {
    display: grid;
    gap: ${({ theme }) => theme.space(1, 3)};
    grid-template-columns: repeat(auto-fill, minmax(150px, 1fr));
    margin: 0;
    border: 1px solid ${({ theme }) => theme.colors.line};
    > [role='alert'] {
      grid-column: 1 / -1;
    }
    border-radius: ${({ theme }) => theme.radii.input};
  }
`;

const Row = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  grid-template-columns: 1fr 1fr;
  align-items: start;
`;

/** Save stays in view at the dialog's bottom edge while the fields above it scroll (a short window, a zoomed page). */
const Footer = styled.div`
  position: sticky;
  bottom: calc(-1 * ${({ theme }) => theme.space(6)});
  display: flex;
  justify-content: flex-end;
  margin-bottom: calc(-1 * ${({ theme }) => theme.space(6)});
  padding: ${({ theme }) => theme.space(3, 0, 6)};
  border-top: 1px solid ${({ theme }) => theme.colors.line};
  background: ${({ theme }) => theme.colors.white};
  ${({ theme }) => theme.media.sm} {
    bottom: calc(-1 * ${({ theme }) => theme.space(8)});
    margin-bottom: calc(-1 * ${({ theme }) => theme.space(8)});
    padding-bottom: ${({ theme }) => theme.space(8)};
  }
`;
