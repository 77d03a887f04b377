import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { mediaUrl } from '../../../api/mediaUrl';
import { FileField, IMAGE_TYPES, type FileChoice } from '../../../ui/form';
import { UserIcon } from '../../../ui/icons';

interface AvatarPickerProps {
  current: string | null;
  /** The form's `useFileChoice(IMAGE_TYPES, 'validation.imageType')`. */
  choice: FileChoice;
  serverError?: string[];
}

/** The avatar with a preview of the chosen picture; JPEG, PNG or WebP up to 5 MB, checked here too. */
export function AvatarPicker({ current, choice, serverError }: AvatarPickerProps) {
  const { t } = useTranslation();
  const [preview, setPreview] = useState<string | null>(null);
  const { file } = choice;

  useEffect(() => {
    if (!file) return setPreview(null);
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  const shown = preview ?? (current ? mediaUrl(current) : null);
  const error = choice.problem ? choice.problemKeys.map((key) => t(key)) : serverError;
  return (
    <Row>
      <Circle>{shown ? <img src={shown} alt={t('profile.avatar.preview')} /> : <UserIcon size={40} />}</Circle>
      <FileField
        label={t('profile.avatar.label')}
        accept={IMAGE_TYPES.join(',')}
        chooseLabel={t('profile.avatar.choose')}
        noFileLabel={t('profile.avatar.none')}
        fileName={file?.name}
        hint={t('profile.avatar.hint')}
        error={error}
        onFile={choice.choose}
      />
    </Row>
  );
}

export default AvatarPicker;

const Row = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(5)};
`;

const Circle = styled.div`
  display: grid;
  flex: none;
  place-items: center;
  width: 88px;
  height: 88px;
  overflow: hidden;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.sand};
  color: ${({ theme }) => theme.colors.stone};
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;
