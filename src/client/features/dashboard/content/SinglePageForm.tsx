import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { ErrorState } from '../../../ui/ErrorState';
import { FormAlert } from '../../../ui/form';
import { BilingualField } from '../components/BilingualField';
import { SaveBar } from '../components/SaveBar';
import { UploadScope } from '../../../ui/form/uploads';
import { detailOf, fieldErrors, isStale, type MutationError } from '../components/formErrors';
import { useStaleEdit, type StaleEdit } from '../components/useStaleEdit';
import { useGetStaffAboutQuery, useGetStaffTermsTitleQuery, useSaveAboutMutation, useSaveTermsTitleMutation } from './contentAdminApi';
import { ImageInput } from './ImageInput';

type Pair = { label: string; name: string; nameAr: string; multiline?: boolean; maxLength: number };
const ABOUT_PAIRS: Pair[] = [
  { label: 'dashboard.content.fieldAbout', name: 'about_us', nameAr: 'about_us_ar', multiline: true, maxLength: 5000 },
  { label: 'dashboard.content.fieldVision', name: 'vision', nameAr: 'vision_ar', multiline: true, maxLength: 5000 },
  { label: 'dashboard.content.fieldMission', name: 'mission', nameAr: 'mission_ar', multiline: true, maxLength: 5000 },
];
const ABOUT_IMAGES = [
  { name: 'main_image', label: 'dashboard.content.fieldMainImage' },
  { name: 'vision_image', label: 'dashboard.content.fieldVisionImage' },
  { name: 'mission_image', label: 'dashboard.content.fieldMissionImage' },
];
const TITLE_PAIRS: Pair[] = [{ label: 'dashboard.content.fieldTermsTitle', name: 'title', nameAr: 'title_ar', maxLength: 200 }];

type Query = { data?: Record<string, unknown> | null; isError: boolean; isSuccess: boolean; refetch: () => unknown };
type Values = Record<string, string | null>;
type SaveState = { error?: unknown; isLoading: boolean; isSuccess: boolean; reset: () => void };

/**
 * One-entry pages (About us, the terms' heading): load, edit in both languages, save with the version read.
 * A save refused as stale reloads the page and keeps the edit to compare or re-apply (useStaleEdit).
 */
function SinglePage({
  query,
  pairs,
  images = [],
  save,
  state,
}: {
  query: Query;
  pairs: Pair[];
  images?: typeof ABOUT_IMAGES;
  save: (body: Record<string, unknown>) => Promise<{ data: unknown } | { error: unknown }>;
  state: SaveState;
}) {
  const loaded = query.data;
  const valuesOf = (row: Record<string, unknown> | null | undefined): Values => {
    const next: Values = {};
    for (const pair of pairs) {
      next[pair.name] = (row?.[pair.name] as string) ?? '';
      next[pair.nameAr] = (row?.[pair.nameAr] as string) ?? '';
    }
    for (const image of images) next[image.name] = (row?.[image.name] as string | null) ?? null;
    return next;
  };
  const error = state.error as MutationError;
  const stale = useStaleEdit({ error, latest: loaded ? valuesOf(loaded) : null, refetch: query.refetch, reset: state.reset });

  if (query.isError) return <ErrorState onRetry={query.refetch} />;
  const submit = async (values: Values) => {
    const result = await save({ ...values, ...(loaded ? { version: loaded.version } : {}) });
    if ('data' in result) stale.saved();
  };
  // The form starts from the first load, then again on Reload (a refused save refetches nothing: see contentAdminApi).
  return (
    <SinglePageFields
      key={`${query.isSuccess ? 'read' : 'reading'}-${stale.formKey}`}
      initial={stale.initial ?? valuesOf(loaded)}
      pairs={pairs}
      images={images}
      ready={query.isSuccess}
      state={state}
      onSubmit={submit}
      edit={stale.edit}
    />
  );
}

function SinglePageFields({
  initial,
  pairs,
  images,
  ready,
  state,
  onSubmit,
  edit,
}: {
  initial: Values;
  pairs: Pair[];
  images: typeof ABOUT_IMAGES;
  ready: boolean;
  state: SaveState;
  onSubmit: (values: Values) => void;
  edit: StaleEdit<Values>;
}) {
  const { t } = useTranslation();
  const [values, setValues] = useState<Values>(initial);
  const error = state.error as MutationError;
  const errors = fieldErrors(error);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit(values);
  };
  const set = (field: string, value: string | null) => setValues((current) => ({ ...current, [field]: value }));

  return (
    <UploadScope>
      <Form onSubmit={submit} noValidate>
        {isStale(error) ? null : <FormAlert messages={detailOf(error)} />}
        {state.isSuccess ? <FormAlert tone="info" messages={t('dashboard.common.saved')} /> : null}
        {pairs.map((pair) => (
          <BilingualField
            key={pair.name}
            label={t(pair.label)}
            name={pair.name}
            nameAr={pair.nameAr}
            multiline={pair.multiline}
            maxLength={pair.maxLength}
            value={values[pair.name] ?? ''}
            valueAr={values[pair.nameAr] ?? ''}
            errors={errors}
            onChange={set}
          />
        ))}
        {images.map((image) => (
          <ImageInput
            key={image.name}
            label={t(image.label)}
            value={values[image.name] ?? null}
            onChange={(url) => set(image.name, url)}
            error={errors[image.name]}
          />
        ))}
        <SaveBar busy={state.isLoading} disabled={!ready} edit={edit} draft={values} />
      </Form>
    </UploadScope>
  );
}

export function AboutForm() {
  const query = useGetStaffAboutQuery();
  const [save, state] = useSaveAboutMutation();
  return <SinglePage query={query} pairs={ABOUT_PAIRS} images={ABOUT_IMAGES} save={save} state={state} />;
}

export function TermsTitleForm() {
  const query = useGetStaffTermsTitleQuery();
  const [save, state] = useSaveTermsTitleMutation();
  return <SinglePage query={query} pairs={TITLE_PAIRS} save={save} state={state} />;
}

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  margin-bottom: ${({ theme }) => theme.space(6)};
`;
