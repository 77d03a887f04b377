import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { ContentListEntry, ContentListName } from '../../../../shared/schemas/dashboard/content';
import { Button } from '../../../ui/Button';
import { FormAlert, TextField } from '../../../ui/form';
import { BilingualField } from '../components/BilingualField';
import { SaveBar } from '../components/SaveBar';
import { UploadScope } from '../../../ui/form/uploads';
import { detailOf, fieldErrors, isStale, type MutationError } from '../components/formErrors';
import { useStaleEdit, type StaleEdit } from '../components/useStaleEdit';
import { useCreateContentEntryMutation, useGetContentListQuery, useUpdateContentEntryMutation } from './contentAdminApi';
import { ImageInput } from './ImageInput';
import { blankEntry, LIST_FORMS } from './fields';

type Props = { name: ContentListName; entry: ContentListEntry | null; onDone: () => void };
type Values = Record<string, string | null>;

/**
 * Adds or edits one entry of a list; the server's field errors show under each field. A save refused as stale
 * reloads the list and keeps the edit to compare or re-apply (useStaleEdit).
 */
export function EntryForm({ name, entry, onDone }: Props) {
  const form = LIST_FORMS[name];
  const list = useGetContentListQuery(name);
  // The entry as last read: the one the form was opened on, then what Reload found in the list.
  const [record, setRecord] = useState(entry);
  const [create, creating] = useCreateContentEntryMutation();
  const [update, updating] = useUpdateContentEntryMutation();
  const state = entry ? updating : creating;
  const blank = blankEntry(form);
  const valuesOf = (row: ContentListEntry): Values =>
    Object.fromEntries(Object.keys(blank).map((key) => [key, (row[key] as string | null) ?? blank[key]]));
  const stale = useStaleEdit({
    error: updating.error,
    latest: record ? valuesOf(record) : null,
    refetch: async () => {
      const latest = (await list.refetch()).data?.find((row) => row.id === entry?.id);
      if (latest) setRecord(latest);
    },
    reset: updating.reset,
  });

  const save = async (values: Values) => {
    const body = { ...values, ...(form.url ? { url: values.url || null } : {}) };
    const result = record
      ? await update({ name, id: record.id, body: { ...body, version: record.version } })
      : await create({ name, body });
    if (!('data' in result)) return;
    stale.saved();
    onDone();
  };
  return (
    <EntryFields
      key={stale.formKey}
      name={name}
      editing={entry !== null}
      initial={stale.initial ?? blank}
      state={state}
      onSubmit={save}
      onCancel={onDone}
      edit={stale.edit}
    />
  );
}

function EntryFields({
  name,
  editing,
  initial,
  state,
  onSubmit,
  onCancel,
  edit,
}: {
  name: ContentListName;
  editing: boolean;
  initial: Values;
  state: { error?: MutationError; isLoading: boolean };
  onSubmit: (values: Values) => void;
  onCancel: () => void;
  edit: StaleEdit<Values>;
}) {
  const { t } = useTranslation();
  const form = LIST_FORMS[name];
  const [values, setValues] = useState<Values>(initial);
  const errors = fieldErrors(state.error);
  const set = (field: string, value: string | null) => setValues((current) => ({ ...current, [field]: value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit(values);
  };

  return (
    <UploadScope>
      <Form onSubmit={submit} noValidate aria-label={editing ? t('dashboard.content.editEntry') : t('dashboard.content.newEntry')}>
        {!isStale(state.error) ? <FormAlert messages={detailOf(state.error)} /> : null}
        {form.name ? (
          <TextField
            label={t('dashboard.content.fieldName')}
            value={values.name ?? ''}
            onChange={(event) => set('name', event.target.value)}
            error={errors.name}
            maxLength={150}
          />
        ) : null}
        {form.pairs.map((pair) => (
          <BilingualField
            key={pair.name}
            label={t(pair.label)}
            name={pair.name}
            nameAr={pair.nameAr}
            value={values[pair.name] ?? ''}
            valueAr={values[pair.nameAr] ?? ''}
            multiline={pair.multiline}
            maxLength={pair.maxLength}
            errors={errors}
            onChange={set}
          />
        ))}
        {form.url ? (
          <TextField
            type="url"
            dir="ltr"
            label={t('dashboard.content.fieldUrl')}
            value={values.url ?? ''}
            onChange={(event) => set('url', event.target.value)}
            error={errors.url}
          />
        ) : null}
        {form.image ? (
          <ImageInput
            label={t('dashboard.content.fieldImage')}
            value={values.image ?? null}
            onChange={(url) => set('image', url)}
            error={errors.image}
          />
        ) : null}
        <Actions>
          <Button type="button" $variant="ghost" onClick={onCancel}>
            {t('dashboard.common.cancel')}
          </Button>
          <SaveBar busy={state.isLoading} edit={edit} draft={values} />
        </Actions>
      </Form>
    </UploadScope>
  );
}

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.colors.line};
  border-radius: ${({ theme }) => theme.radii.card};
  background: ${({ theme }) => theme.colors.white};
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space(2)};
`;
