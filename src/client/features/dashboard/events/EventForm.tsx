import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { EventInput } from '../../../../shared/schemas/dashboard/events';
import type { MissingForGuests } from '../../../../shared/schemas/dashboard/catalogueCommon';
import { FormAlert, Select } from '../../../ui/form';
import { BilingualField } from '../components/BilingualField';
import { GuestVisibility } from '../components/GuestVisibility';
import { SaveBar } from '../components/SaveBar';
import type { StaleEdit } from '../components/useStaleEdit';
import { useCatalogueChoices } from '../components/useCatalogueChoices';
import { LineListField } from '../huts/LineListField';
import { ImageField } from '../items/ImageField';
import { useSupplierId } from '../supplier/useSupplierId';

type Props = {
  initial: EventInput;
  busy: boolean;
  errors: Record<string, string[]>;
  alert?: string;
  onSubmit: (input: EventInput) => void;
  /** "Changed by someone else": shown by Save, with a Reload that keeps this form's edit. */
  edit?: StaleEdit<EventInput>;
  /** Only a new event picks its first picture here; a saved one has the picture manager below the form. */
  withPicture: boolean;
  /** What guests would miss (the saved event's); a new one lacks a session, and a picture until one is chosen. */
  missing?: MissingForGuests;
};

/** An event's texts in both languages, picture, place, hut and supplier, what it includes and notes. */
export function EventForm({ initial, busy, errors, alert, onSubmit, withPicture, edit, missing }: Props) {
  const { t } = useTranslation();
  const choices = useCatalogueChoices();
  const ownerId = useSupplierId();
  const [draft, setDraft] = useState(ownerId ? { ...initial, supplier_id: ownerId } : initial);
  const set = (changes: Partial<EventInput>) => setDraft((current) => ({ ...current, ...changes }));
  const setText = (field: string, value: string) => set({ [field]: value } as Partial<EventInput>);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit(draft);
  };
  return (
    <Form onSubmit={submit} noValidate aria-label={t('dashboard.events.formLabel')}>
      {alert ? <FormAlert messages={alert} /> : null}
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
      <BilingualField
        label={t('dashboard.events.location')}
        name="location"
        nameAr="location_ar"
        value={draft.location}
        valueAr={draft.location_ar}
        onChange={setText}
        errors={errors}
        maxLength={300}
      />
      {withPicture ? (
        <ImageField label={t('dashboard.items.image')} value={draft.image} onChange={(image) => set({ image })} error={errors.image} />
      ) : null}
      <Select
        label={t('dashboard.items.hut')}
        value={String(draft.hut_id ?? '')}
        error={errors.hut_id}
        onChange={(event) => set({ hut_id: event.target.value ? Number(event.target.value) : null })}
        options={[{ value: '', label: t('dashboard.events.noHut') }, ...choices.huts]}
      />
      {ownerId ? null : (
        <Select
          label={t('dashboard.services.supplier')}
          value={String(draft.supplier_id ?? '')}
          error={errors.supplier_id}
          onChange={(event) => set({ supplier_id: event.target.value ? Number(event.target.value) : null })}
          options={[{ value: '', label: t('dashboard.events.resort') }, ...choices.suppliers]}
        />
      )}
      <LineListField
        legend={t('dashboard.events.includes')}
        name="includes"
        withIcon
        lines={draft.includes}
        blank={{ icon: null, description: '', description_ar: '' }}
        errors={errors}
        onChange={(lines) => set({ includes: lines })}
      />
      <LineListField
        legend={t('dashboard.events.notes')}
        name="notes"
        lines={draft.notes}
        blank={{ description: '', description_ar: '' }}
        errors={errors}
        onChange={(lines) => set({ notes: lines })}
      />
      <GuestVisibility
        kind="event"
        label={t('dashboard.items.active')}
        checked={draft.is_active ?? false}
        onChange={(is_active) => set({ is_active })}
        missing={missing ?? (draft.image ? ['price'] : ['picture', 'price'])}
      />
      <SaveBar busy={busy} edit={edit} draft={draft} />
    </Form>
  );
}

export const Form = styled.form`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(4)};
`;
