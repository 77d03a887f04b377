import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { HUT_SIZES } from '../../../../shared/schemas/catalogue';
import type { MissingForGuests } from '../../../../shared/schemas/dashboard/catalogueCommon';
import { FormAlert, Select, TextField } from '../../../ui/form';
import { useHutSizeLabel } from '../../../ui/useHutSizeLabel';
import { BilingualField } from '../components/BilingualField';
import { GuestVisibility } from '../components/GuestVisibility';
import { SaveBar } from '../components/SaveBar';
import type { StaleEdit } from '../components/useStaleEdit';
import type { HutDraft } from './hutForm';
import { Fieldset, LineListField } from './LineListField';

type Props = {
  initial: HutDraft;
  busy: boolean;
  errors: Record<string, string[]>;
  /** A refusal that is not about one field (404, 409 other than stale). */
  alert?: string;
  onSubmit: (draft: HutDraft) => void;
  /** "Changed by someone else": shown by Save, with a Reload that keeps this form's edit. */
  edit?: StaleEdit<HutDraft>;
  /** What guests would miss (the saved hut's); a new hut has neither picture nor price. */
  missing?: MissingForGuests;
};

/** Every field of a hut: texts in English and Arabic side by side, numbers, times, position, services and activities. */
export function HutForm({ initial, busy, errors, alert, onSubmit, edit, missing = ['picture', 'price'] }: Props) {
  const { t } = useTranslation();
  const sizeLabel = useHutSizeLabel();
  const [draft, setDraft] = useState(initial);
  const set = (changes: Partial<HutDraft>) => setDraft((current) => ({ ...current, ...changes }));
  const setText = (field: string, value: string) => set({ [field]: value } as Partial<HutDraft>);
  const count = (field: 'max_persons_num' | 'max_kids_num' | 'bedrooms_num' | 'bathrooms_num', label: string, min: number) => (
    <TextField
      type="number"
      inputMode="numeric"
      min={min}
      label={label}
      name={field}
      value={String(draft[field])}
      error={errors[field]}
      required
      onChange={(event) => set({ [field]: event.target.value === '' ? 0 : Number(event.target.value) } as Partial<HutDraft>)}
    />
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit(draft);
  };

  return (
    <Form onSubmit={submit} noValidate aria-label={t('dashboard.huts.formLabel')}>
      {alert ? <FormAlert messages={alert} /> : null}
      <Fieldset>
        <legend>{t('dashboard.huts.texts')}</legend>
        <BilingualField
          label={t('dashboard.huts.name')}
          name="title"
          nameAr="title_ar"
          value={draft.title}
          valueAr={draft.title_ar}
          onChange={setText}
          errors={errors}
          required
          maxLength={200}
        />
        <BilingualField
          label={t('dashboard.huts.description')}
          name="description"
          nameAr="description_ar"
          value={draft.description}
          valueAr={draft.description_ar}
          onChange={setText}
          errors={errors}
          multiline
          maxLength={5000}
        />
      </Fieldset>
      <Fieldset>
        <legend>{t('dashboard.huts.capacity')}</legend>
        <Grid>
          <Select
            label={t('dashboard.huts.size')}
            name="size"
            value={draft.size}
            error={errors.size}
            onChange={(event) => set({ size: event.target.value as HutDraft['size'] })}
            options={HUT_SIZES.map((size) => ({ value: size, label: sizeLabel(size) }))}
          />
          {count('max_persons_num', t('dashboard.huts.adults'), 1)}
          {count('max_kids_num', t('dashboard.huts.children'), 0)}
          {count('bedrooms_num', t('dashboard.huts.bedrooms'), 0)}
          {count('bathrooms_num', t('dashboard.huts.bathrooms'), 0)}
          <TextField
            type="time"
            label={t('dashboard.huts.checkIn')}
            name="check_in"
            value={draft.check_in}
            error={errors.check_in}
            onChange={(event) => set({ check_in: event.target.value })}
            required
          />
          <TextField
            type="time"
            label={t('dashboard.huts.checkOut')}
            name="check_out"
            value={draft.check_out}
            error={errors.check_out}
            onChange={(event) => set({ check_out: event.target.value })}
            required
          />
        </Grid>
      </Fieldset>
      <Fieldset>
        <legend>{t('dashboard.huts.location')}</legend>
        <Grid>
          <TextField
            label={t('dashboard.huts.latitude')}
            name="latitude"
            inputMode="decimal"
            dir="ltr"
            value={draft.latitude}
            error={errors.latitude}
            onChange={(event) => set({ latitude: event.target.value })}
          />
          <TextField
            label={t('dashboard.huts.longitude')}
            name="longitude"
            inputMode="decimal"
            dir="ltr"
            value={draft.longitude}
            error={errors.longitude}
            onChange={(event) => set({ longitude: event.target.value })}
          />
        </Grid>
        <BilingualField
          label={t('dashboard.huts.address')}
          name="address"
          nameAr="address_ar"
          value={draft.address}
          valueAr={draft.address_ar}
          onChange={setText}
          errors={errors}
          maxLength={500}
        />
      </Fieldset>
      <LineListField
        legend={t('dashboard.huts.mainServices')}
        name="main_services"
        withIcon
        lines={draft.main_services}
        blank={{ icon: null, description: '', description_ar: '' }}
        errors={errors}
        onChange={(lines) => set({ main_services: lines })}
      />
      <LineListField
        legend={t('dashboard.huts.extraServices')}
        name="extra_services"
        withIcon
        lines={draft.extra_services}
        blank={{ icon: null, description: '', description_ar: '' }}
        errors={errors}
        onChange={(lines) => set({ extra_services: lines })}
      />
      <LineListField
        legend={t('dashboard.huts.activities')}
        name="activities"
        lines={draft.activities}
        blank={{ description: '', description_ar: '' }}
        errors={errors}
        onChange={(lines) => set({ activities: lines })}
      />
      <GuestVisibility
        kind="hut"
        label={t('dashboard.huts.activeLabel')}
        checked={draft.is_active ?? false}
        missing={missing}
        onChange={(is_active) => set({ is_active })}
      />
      <SaveBar busy={busy} edit={edit} draft={draft} />
    </Form>
  );
}

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space(5)};
`;

export const Grid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  grid-template-columns: repeat(auto-fill, minmax(150px, 1fr));
`;
