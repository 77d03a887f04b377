import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { ContentListEntry, ContentListName } from '../../../../shared/schemas/dashboard/content';
import { Button } from '../../../ui/Button';
import { FormAlert, TextField } from '../../../ui/form';
import { BilingualField } from '../components/BilingualField';
import { SaveBar } from '../components/SaveBar';
import { UploadScope } from '../../../ui/form/uploads';
import { detailOf, fieldErrors, isStale } from '../components/formErrors';
import { useCreateContentEntryMutation, useUpdateContentEntryMutation } from './contentAdminApi';
import { ImageInput } from './ImageInput';
import { blankEntry, LIST_FORMS } from './fields';

type Props = { name: ContentListName; entry: ContentListEntry | null; onDone: () => void; onReload: () => void };

/** Adds or edits one entry of a list; the server's field errors show under each field. */
export function EntryForm({ name, entry, onDone, onReload }: Props) {
  const { t } = useTranslation();
  const form = LIST_FORMS[name];
  const [values, setValues] = useState<Record<string, string | null>>(() => {
    const blank = blankEntry(form);
    return entry ? Object.fromEntries(Object.keys(blank).map((key) => [key, (entry[key] as string | null) ?? blank[key]])) : blank;
  });
  const [create, creating] = useCreateContentEntryMutation();
  const [update, updating] = useUpdateContentEntryMutation();
  const state = entry ? updating : creating;
  const errors = fieldErrors(state.error);
  const set = (field: string, value: string | null) => setValues((current) => ({ ...current, [field]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body = { ...values, ...(form.url ? { url: values.url || null } : {}) };
    const result = entry ? await update({ name, id: entry.id, body: { ...body, version: entry.version } }) : await create({ name, body });
    if ('data' in result) onDone();
  };

  return (
    <UploadScope>
      <Form onSubmit={submit} noValidate aria-label={entry ? t('dashboard.content.editEntry') : t('dashboard.content.newEntry')}>
        {!isStale(state.error) ? <FormAlert messages={detailOf(state.error)} /> : null}
        {form.name ? <TextField label={t('dashboard.content.fieldName')} value={values.name ?? ''} onChange={(event) => set('name', event.target.value)} error={errors.name} maxLength={150} /> : null}
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
        {form.url ? <TextField type="url" dir="ltr" label={t('dashboard.content.fieldUrl')} value={values.url ?? ''} onChange={(event) => set('url', event.target.value)} error={errors.url} /> : null}
        {form.image ? <ImageInput label={t('dashboard.content.fieldImage')} value={values.image ?? null} onChange={(url) => set('image', url)} error={errors.image} /> : null}
        <Actions>
          <Button type="button" $variant="ghost" onClick={onDone}>
            {t('dashboard.common.cancel')}
          </Button>
          <SaveBar busy={state.isLoading} edit={{ stale: isStale(state.error), reload: onReload }} draft={values} />
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
