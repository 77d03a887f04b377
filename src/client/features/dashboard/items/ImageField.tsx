import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { mediaUrl } from '../../../api/mediaUrl';
import { Button } from '../../../ui/Button';
import { FileField, fileProblem, IMAGE_TYPES } from '../../../ui/form';
import { useUploads } from '../../../ui/form/uploads';
import { fieldErrors } from '../components/formErrors';
import { useUploadCatalogueImageMutation } from '../huts/hutsApi';
import { MAX_IMAGE_BYTES } from '../components/PictureManager';

type Props = { label: string; value: string | null; onChange: (image: string | null) => void; error?: string[] };

/** One picture of an item, event or service: uploaded at once (re-encoded by the server), its path kept in the form. */
export function ImageField({ label, value, onChange, error }: Props) {
  const { t } = useTranslation();
  const [upload, uploading] = useUploadCatalogueImageMutation();
  const [problem, setProblem] = useState<string | null>(null);
  const uploads = useUploads();
  const onFile = async (file: File | undefined) => {
    if (!file) return;
    const wrong = fileProblem(file, IMAGE_TYPES, MAX_IMAGE_BYTES);
    if (wrong)
      return setProblem(t(wrong === 'size' ? 'dashboard.huts.imageTooLarge' : 'dashboard.huts.imageWrongType', { name: file.name }));
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
      <FileField
        label={label}
        accept={IMAGE_TYPES.join(',')}
        onFiles={([file]) => void onFile(file)}
        disabled={uploading.isLoading}
        error={problem ?? error}
        chooseLabel={uploading.isLoading ? t('dashboard.huts.uploadingOne') : t('dashboard.content.chooseImage')}
        noFileLabel={value ? '' : t('dashboard.content.noImage')}
      />
      {value ? <img src={mediaUrl(value)} alt="" width={160} height={107} /> : null}
      {value ? (
        <Button type="button" $variant="ghost" onClick={() => onChange(null)}>
          {t('dashboard.items.removeImage')}
        </Button>
      ) : null}
    </Wrap>
  );
}

const Wrap = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  justify-items: start;
  img {
    width: 160px;
    height: auto;
    aspect-ratio: 3 / 2;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radii.input};
  }
`;
