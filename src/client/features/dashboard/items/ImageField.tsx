import { useId, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { mediaUrl } from '../../../api/mediaUrl';
import { Button } from '../../../ui/Button';
import { FieldError, fileProblem, IMAGE_TYPES } from '../../../ui/form';
import { useUploads } from '../../../ui/form/uploads';
import { fieldErrors } from '../components/formErrors';
import { useUploadCatalogueImageMutation } from '../huts/hutsApi';
import { MAX_IMAGE_BYTES } from '../components/PictureManager';

type Props = { label: string; value: string | null; onChange: (image: string | null) => void; error?: string[] };

/** One picture of an item, event or service: uploaded at once (re-encoded by the server), its path kept in the form. */
export function ImageField({ label, value, onChange, error }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const [upload, uploading] = useUploadCatalogueImageMutation();
  const [problem, setProblem] = useState<string | null>(null);
  const uploads = useUploads();
  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const wrong = fileProblem(file, IMAGE_TYPES, MAX_IMAGE_BYTES);
    if (wrong) return setProblem(t(wrong === 'size' ? 'dashboard.huts.imageTooLarge' : 'dashboard.huts.imageWrongType', { name: file.name }));
    // The form's Save waits for this answer; the picture is in the draft before the wait ends.
    const answered = uploads.begin();
    const result = await upload(file);
    const ok = 'data' in result && !!result.data;
    if (ok) {
      setProblem(null);
      onChange(result.data!.image);
    } else setProblem(fieldErrors(result.error).image?.[0] ?? t('dashboard.huts.uploadFailed'));
    answered(ok);
  };
  return (
    <Wrap>
      <label htmlFor={id}>{label}</label>
      {value ? <img src={mediaUrl(value)} alt="" width={160} height={107} /> : null}
      <input id={id} type="file" accept={IMAGE_TYPES.join(',')} onChange={onFile} disabled={uploading.isLoading} aria-describedby={`${id}-error`} />
      {value ? <Button type="button" $variant="ghost" onClick={() => onChange(null)}>{t('dashboard.items.removeImage')}</Button> : null}
      <FieldError id={`${id}-error`} messages={problem ?? error} />
    </Wrap>
  );
}

const Wrap = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  justify-items: start;
  label {
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }
  img {
    width: 160px;
    height: auto;
    aspect-ratio: 3 / 2;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radii.input};
  }
`;
