import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ServiceInput } from '../../../../shared/schemas/dashboard/services';
import type { MissingForGuests } from '../../../../shared/schemas/dashboard/catalogueCommon';
import { FormAlert, Select, TextField } from '../../../ui/form';
import { BilingualField } from '../components/BilingualField';
import { GuestVisibility } from '../components/GuestVisibility';
import { SaveBar } from '../components/SaveBar';
import type { StaleEdit } from '../components/useStaleEdit';
import { Form } from '../events/EventForm';
import { useCatalogueChoices } from '../components/useCatalogueChoices';
import { ImageField } from '../items/ImageField';
import { useSupplierId } from '../supplier/useSupplierId';
import { Grid } from '../items/ItemForm';

type Props = {
  initial: ServiceInput;
  busy: boolean;
  errors: Record<string, string[]>;
  alert?: string;
  onSubmit: (input: ServiceInput) => void;
  /** "Changed by someone else": shown by Save, with a Reload that keeps this form's edit. */
  edit?: StaleEdit<ServiceInput>;
  /** Only a new service picks its first picture here; a saved one has the picture manager below the form. */
  withPicture: boolean;
  /** What guests would miss (the saved service's); a new one lacks a picture until one is chosen. */
  missing?: MissingForGuests;
};
const toMoney = (typed: string) => (/^\d+(\.\d{1,2})?$/.test(typed.trim()) ? Number(typed.trim()).toFixed(2) : typed.trim());

/** A supplier's service: supplier, hut, texts in both languages, picture, price, capacity and quantities. */
export function ServiceForm({ initial, busy, errors, alert, onSubmit, withPicture, edit, missing }: Props) {
  const { t } = useTranslation();
  const choices = useCatalogueChoices();
  const ownerId = useSupplierId();
  const [draft, setDraft] = useState(ownerId ? { ...initial, supplier_id: ownerId } : initial);
  const set = (changes: Partial<ServiceInput>) => setDraft((current) => ({ ...current, ...changes }));
  const setText = (field: string, value: string) => set({ [field]: value } as Partial<ServiceInput>);
  const number = (field: 'capacity' | 'min_purchasable_quantity' | 'max_purchasable_quantity', label: string) => (
    <TextField
      type="number"
      min={0}
      label={label}
      value={String(draft[field])}
      error={errors[field]}
      onChange={(event) => set({ [field]: Number(event.target.value) })}
    />
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit({ ...draft, price: toMoney(draft.price) });
  };
  return (
    <Form onSubmit={submit} noValidate aria-label={t('dashboard.services.formLabel')}>
      {alert ? <FormAlert messages={alert} /> : null}
      {ownerId ? null : (
        <Select
          label={t('dashboard.services.supplier')}
          value={String(draft.supplier_id || '')}
          error={errors.supplier_id}
          onChange={(event) => set({ supplier_id: Number(event.target.value) })}
          options={[{ value: '', label: t('dashboard.services.chooseSupplier') }, ...choices.suppliers]}
        />
      )}
      <Select
        label={t('dashboard.items.hut')}
        value={String(draft.hut_id ?? '')}
        error={errors.hut_id}
        onChange={(event) => set({ hut_id: event.target.value ? Number(event.target.value) : null })}
        options={[{ value: '', label: t('dashboard.events.noHut') }, ...choices.huts]}
      />
      <BilingualField
        label={t('dashboard.items.name')}
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
      {withPicture ? (
        <ImageField label={t('dashboard.items.image')} value={draft.image} onChange={(image) => set({ image })} error={errors.image} />
      ) : null}
      <Grid>
        <TextField
          label={t('dashboard.items.price')}
          inputMode="decimal"
          dir="ltr"
          value={draft.price}
          error={errors.price}
          required
          onChange={(event) => set({ price: event.target.value })}
        />
        {number('capacity', t('dashboard.sessions.capacity'))}
        {number('min_purchasable_quantity', t('dashboard.items.min'))}
        {number('max_purchasable_quantity', t('dashboard.items.max'))}
      </Grid>
      <GuestVisibility
        kind="service"
        label={t('dashboard.items.active')}
        checked={draft.is_active ?? false}
        onChange={(is_active) => set({ is_active })}
        missing={missing ?? (draft.image ? [] : ['picture'])}
      />
      <SaveBar busy={busy} edit={edit} draft={draft} />
    </Form>
  );
}
