import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { ErrorState } from '../../../ui/ErrorState';
import { FormAlert } from '../../../ui/form';
import { BilingualField } from '../components/BilingualField';
import { SaveBar } from '../components/SaveBar';
import { UploadScope } from '../../../ui/form/uploads';
import { detailOf, fieldErrors, isStale } from '../components/formErrors';
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

type Query = { data?: Record<string, unknown> | null; isError: boolean; isSuccess: boolean; refetch: () => void };

/** One-entry pages (About us, the terms' heading): load, edit in both languages, save with the version read. */
function SinglePage({ query, pairs, images = [], save, state }: {
  query: Query; pairs: Pair[]; images?: typeof ABOUT_IMAGES;
  save: (body: Record<string, unknown>) => Promise<unknown>; state: { error?: unknown; isLoading: boolean; isSuccess: boolean; reset: () => void };
}) {
  const { t } = useTranslation();
  const [values, setValues] = useState<Record<string, string | null>>({});
  const loaded = query.data;
  useEffect(() => {
    const next: Record<string, string | null> = {};
    for (const pair of pairs) {
      next[pair.name] = (loaded?.[pair.name] as string) ?? '';
      next[pair.nameAr] = (loaded?.[pair.nameAr] as string) ?? '';
    }
    for (const image of images) next[image.name] = (loaded?.[image.name] as string | null) ?? null;
    setValues(next);
  }, [loaded, pairs, images]);

  if (query.isError) return <ErrorState onRetry={query.refetch} />;
  const error = state.error as Parameters<typeof fieldErrors>[0];
  const errors = fieldErrors(error);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    await save({ ...values, ...(loaded ? { version: loaded.version } : {}) });
  };
  const set = (field: string, value: string | null) => setValues((current) => ({ ...current, [field]: value }));

  return (
    <UploadScope>
      <Form onSubmit={submit} noValidate>
        {isStale(error) ? null : <FormAlert messages={detailOf(error)} />}
        {state.isSuccess ? <FormAlert tone="info" messages={t('dashboard.common.saved')} /> : null}
        {pairs.map((pair) => (
          <BilingualField key={pair.name} label={t(pair.label)} name={pair.name} nameAr={pair.nameAr} multiline={pair.multiline} maxLength={pair.maxLength}
            value={values[pair.name] ?? ''} valueAr={values[pair.nameAr] ?? ''} errors={errors} onChange={set} />
        ))}
        {images.map((image) => (
          <ImageInput key={image.name} label={t(image.label)} value={values[image.name] ?? null} onChange={(url) => set(image.name, url)} error={errors[image.name]} />
        ))}
        <SaveBar busy={state.isLoading} disabled={!query.isSuccess} edit={{ stale: isStale(error), reload: () => { state.reset(); query.refetch(); } }} draft={values} />
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
