import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { ItemInput, StaffItem } from '../../../../shared/schemas/dashboard/items';
import { Checkbox, FormAlert, Select, TextField } from '../../../ui/form';
import { BilingualField } from '../components/BilingualField';
import { SaveBar } from '../components/SaveBar';
import { UploadScope } from '../../../ui/form/uploads';
import { detailOf, fieldErrors, isStale, type MutationError } from '../components/formErrors';
import { useStaleEdit, type StaleEdit } from '../components/useStaleEdit';
import { useCatalogueChoices } from '../components/useCatalogueChoices';
import { ImageField } from './ImageField';
import { useCreateItemMutation, useLazyGetItemQuery, useUpdateItemMutation } from './itemsApi';

const toMoney = (typed: string) => (/^\d+(\.\d{1,2})?$/.test(typed.trim()) ? Number(typed.trim()).toFixed(2) : typed.trim());

const draftOf = (item: StaffItem): ItemInput => ({
  hut_id: item.hut_id,
  title: item.title,
  title_ar: item.title_ar,
  image: item.image,
  price: item.price,
  capacity: item.capacity,
  min_purchasable_quantity: item.min_purchasable_quantity,
  max_purchasable_quantity: item.max_purchasable_quantity,
  is_active: item.is_active,
});

/**
 * A special item: its hut, name in both languages, picture, price, stock and how many a guest may take. A save
 * refused as stale reloads the item (GET …/items/:id/) and keeps the edit to compare or re-apply (useStaleEdit).
 */
export function ItemForm({ item, hutId, onDone }: { item: StaffItem | null; hutId: number | null; onDone: () => void }) {
  const [create, created] = useCreateItemMutation();
  const [update, updated] = useUpdateItemMutation();
  const [fetchLatest, fetched] = useLazyGetItemQuery();
  // The item as last read: the row the dialog was opened from, then what Reload fetched.
  const record = (item && fetched.data?.id === item.id ? fetched.data : null) ?? item;
  const stale = useStaleEdit({
    error: updated.error,
    latest: record ? draftOf(record) : null,
    refetch: () => (item ? fetchLatest(item.id) : undefined),
    reset: updated.reset,
  });
  const call = item ? updated : created;
  const blank: ItemInput = {
    hut_id: hutId ?? 0,
    title: '',
    title_ar: '',
    image: null,
    price: '',
    capacity: 10,
    min_purchasable_quantity: 1,
    max_purchasable_quantity: 5,
    is_active: true,
  };

  const save = async (draft: ItemInput) => {
    const body = { ...draft, price: toMoney(draft.price) };
    const result = record ? await update({ id: record.id, body: { ...body, version: record.version } }) : await create(body);
    if (!('data' in result)) return;
    stale.saved();
    onDone();
  };
  return (
    <ItemFields
      key={stale.formKey}
      initial={stale.initial ?? blank}
      sold={record?.sold ?? null}
      call={call}
      onSubmit={save}
      edit={stale.edit}
    />
  );
}

function ItemFields({
  initial,
  sold,
  call,
  onSubmit,
  edit,
}: {
  initial: ItemInput;
  sold: number | null;
  call: { error?: MutationError; isLoading: boolean };
  onSubmit: (draft: ItemInput) => void;
  edit: StaleEdit<ItemInput>;
}) {
  const { t } = useTranslation();
  const choices = useCatalogueChoices();
  const [draft, setDraft] = useState<ItemInput>(initial);
  const errors = fieldErrors(call.error);
  const set = (changes: Partial<ItemInput>) => setDraft((current) => ({ ...current, ...changes }));
  const number = (field: 'capacity' | 'min_purchasable_quantity' | 'max_purchasable_quantity', label: string, hint?: string) => (
    <TextField
      type="number"
      min={0}
      label={label}
      hint={hint}
      value={String(draft[field])}
      error={errors[field]}
      onChange={(event) => set({ [field]: Number(event.target.value) })}
    />
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit(draft);
  };

  return (
    <UploadScope>
      <Form onSubmit={submit} noValidate>
        {isStale(call.error) ? null : <FormAlert messages={detailOf(call.error)} />}
        <Select
          label={t('dashboard.items.hut')}
          value={String(draft.hut_id || '')}
          error={errors.hut_id}
          onChange={(event) => set({ hut_id: Number(event.target.value) })}
          options={[{ value: '', label: t('dashboard.items.chooseHut') }, ...choices.huts]}
        />
        <BilingualField
          label={t('dashboard.items.name')}
          name="title"
          nameAr="title_ar"
          value={draft.title}
          valueAr={draft.title_ar}
          required
          maxLength={200}
          errors={errors}
          onChange={(field, value) => set({ [field]: value })}
        />
        <ImageField label={t('dashboard.items.image')} value={draft.image} onChange={(image) => set({ image })} error={errors.image} />
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
          {number('capacity', t('dashboard.items.stock'), sold !== null ? t('dashboard.items.soldHint', { sold }) : undefined)}
          {number('min_purchasable_quantity', t('dashboard.items.min'))}
          {number('max_purchasable_quantity', t('dashboard.items.max'))}
        </Grid>
        <Checkbox
          label={t('dashboard.items.active')}
          checked={draft.is_active}
          onChange={(event) => set({ is_active: event.target.checked })}
        />
        <SaveBar busy={call.isLoading} edit={edit} draft={draft} />
      </Form>
    </UploadScope>
  );
}

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
`;

export const Grid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  grid-template-columns: repeat(auto-fill, minmax(140px, 1fr));
`;
