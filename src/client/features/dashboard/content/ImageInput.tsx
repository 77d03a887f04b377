import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { mediaUrl } from '../../../api/mediaUrl';
import { Button } from '../../../ui/Button';
import { FileField, IMAGE_TYPES, fileProblem } from '../../../ui/form';
import { useUploads } from '../../../ui/form/uploads';
import { fieldErrors } from '../components/formErrors';
import { useUploadContentImageMutation } from './contentAdminApi';

type Props = { label: string; value: string | null; onChange: (url: string | null) => void; error?: string[] };

/** Uploads a picture at once (the server re-encodes it) and keeps its URL for the entry's save. */
export function ImageInput({ label, value, onChange, error }: Props) {
  const { t } = useTranslation();
  const [upload, { isLoading }] = useUploadContentImageMutation();
  const [problem, setProblem] = useState<string[] | undefined>();
  const uploads = useUploads();

  const choose = async (file: File | null) => {
    if (!file) return;
    const kind = fileProblem(file, IMAGE_TYPES);
    if (kind) return setProblem([t(kind === 'type' ? 'dashboard.content.imageType' : 'dashboard.content.imageSize')]);
    setProblem(undefined);
    // The form's Save waits for this answer; the picture is in the values before the wait ends.
    const answered = uploads.begin();
    const result = await upload(file);
    const ok = 'data' in result && !!result.data;
    if (ok) onChange(result.data!.url);
    else setProblem(fieldErrors(result.error).image ?? [t('dashboard.content.imageFailed')]);
    answered(ok);
    return undefined;
  };

  return (
    <Wrap>
      {value ? <Preview src={mediaUrl(value)} alt="" /> : null}
      <FileField
        label={label}
        accept={IMAGE_TYPES.join(',')}
        onFile={(file) => void choose(file)}
        chooseLabel={isLoading ? t('dashboard.common.saving') : t('dashboard.content.chooseImage')}
        noFileLabel={value ? '' : t('dashboard.content.noImage')}
        error={problem ?? error}
      />
      {value ? (
        <Button type="button" $variant="ghost" onClick={() => onChange(null)}>
          {t('dashboard.content.removeImage')}
        </Button>
      ) : null}
    </Wrap>
  );
}

const Wrap = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space(3)};
`;

const Preview = styled.img`
  width: 96px;
  height: 72px;
  object-fit: contain;
  border: 1px solid ${({ theme }) => theme.colors.line};
  border-radius: ${({ theme }) => theme.radii.input};
  background: ${({ theme }) => theme.colors.white};
`;
