import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { mediaUrl, srcSetOf } from '../../../api/mediaUrl';
import { Button } from '../../../ui/Button';
import { FileField, fileProblem, FormAlert, IMAGE_TYPES } from '../../../ui/form';
import { useUploads } from '../../../ui/form/uploads';
import { Fieldset } from '../huts/LineListField';
import { detailOf, fieldErrors } from './formErrors';
import {
  type PictureArea,
  type PictureOwner,
  useRemovePictureMutation,
  useReorderPicturesMutation,
  useSetCoverMutation,
  useUploadPictureMutation,
} from './picturesApi';

export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;

/** The pictures of a hut, an event or a service: upload several at once, reorder, choose the cover, remove. */
export function PictureManager({ area, owner }: { area: PictureArea; owner: PictureOwner }) {
  const { t } = useTranslation();
  const [upload, uploading] = useUploadPictureMutation();
  const [reorder, reordering] = useReorderPicturesMutation();
  const [cover] = useSetCoverMutation();
  const [remove] = useRemovePictureMutation();
  const [problems, setProblems] = useState<string[]>([]);
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const uploads = useUploads();

  const onFiles = async (files: File[]) => {
    const found: string[] = [];
    const good = files.filter((file) => {
      const problem = fileProblem(file, IMAGE_TYPES, MAX_IMAGE_BYTES);
      if (problem)
        found.push(t(problem === 'size' ? 'dashboard.huts.imageTooLarge' : 'dashboard.huts.imageWrongType', { name: file.name }));
      return !problem;
    });
    // One at a time: each answer is the whole owner, so the last one shows every picture.
    // Each file counts as an upload in progress from the start, so the screen's Save waits for all of them.
    const answers = good.map(() => uploads.begin());
    for (const [index, file] of good.entries()) {
      setProgress({ done: index, total: good.length });
      const result = await upload({ area, id: owner.id, file });
      if ('error' in result)
        found.push(`${file.name}: ${fieldErrors(result.error).image?.[0] ?? detailOf(result.error) ?? t('dashboard.huts.uploadFailed')}`);
      answers[index](!('error' in result));
    }
    setProgress(null);
    setProblems(found);
  };

  const move = (index: number, offset: number) => {
    const ids = owner.images.map((image) => image.id);
    [ids[index], ids[index + offset]] = [ids[index + offset], ids[index]];
    void reorder({ area, id: owner.id, ids });
  };

  return (
    <Fieldset aria-busy={uploading.isLoading || reordering.isLoading || undefined}>
      <legend>{t('dashboard.huts.images')}</legend>
      <FileField
        label={t('dashboard.huts.addImages')}
        hint={t('dashboard.huts.imagesHint')}
        accept={IMAGE_TYPES.join(',')}
        multiple
        onFiles={(files) => void onFiles(files)}
        disabled={progress !== null}
        chooseLabel={t('dashboard.huts.chooseImages')}
        noFileLabel=""
      />
      {progress ? <p role="status">{t('dashboard.huts.uploading', { done: progress.done + 1, total: progress.total })}</p> : null}
      {problems.length > 0 ? <FormAlert messages={problems} /> : null}
      <List>
        {owner.images.map((image, index) => {
          const isCover = owner.cover === image.image;
          const n = index + 1;
          return (
            <li key={image.id}>
              <img
                src={mediaUrl(image.image)}
                srcSet={srcSetOf(image.variants)}
                sizes="160px"
                width={image.width ?? 160}
                height={image.height ?? 107}
                alt={t('dashboard.huts.imageAlt', { n })}
              />
              {isCover ? <Cover>{t('dashboard.huts.cover')}</Cover> : null}
              <Tools>
                <Button
                  type="button"
                  $variant="ghost"
                  disabled={index === 0}
                  onClick={() => move(index, -1)}
                  aria-label={t('dashboard.huts.moveImageUp', { n })}
                >
                  ↑
                </Button>
                <Button
                  type="button"
                  $variant="ghost"
                  disabled={index === owner.images.length - 1}
                  onClick={() => move(index, 1)}
                  aria-label={t('dashboard.huts.moveImageDown', { n })}
                >
                  ↓
                </Button>
                {!isCover ? (
                  <Button type="button" $variant="ghost" onClick={() => void cover({ area, id: owner.id, imageId: image.id })}>
                    {t('dashboard.huts.makeCover')}
                  </Button>
                ) : null}
                <Button
                  type="button"
                  $variant="ghost"
                  onClick={() => void remove({ area, id: owner.id, imageId: image.id })}
                  aria-label={t('dashboard.huts.removeImage', { n })}
                >
                  {t('dashboard.common.delete')}
                </Button>
              </Tools>
            </li>
          );
        })}
      </List>
    </Fieldset>
  );
}

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  grid-template-columns: repeat(auto-fill, minmax(150px, 1fr));
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    position: relative;
    display: grid;
    min-width: 0;
    gap: ${({ theme }) => theme.space(1)};
  }
  img {
    width: 100%;
    height: auto;
    aspect-ratio: 3 / 2;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radii.input};
    background: ${({ theme }) => theme.colors.sand};
  }
`;

const Cover = styled.span`
  position: absolute;
  top: 6px;
  left: 6px;
  padding: 2px 8px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.deepSea};
  color: ${({ theme }) => theme.colors.white};
  font-size: 12px;
`;

const Tools = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(1)};
  button {
    min-height: 36px;
    padding: 0 8px;
  }
`;
