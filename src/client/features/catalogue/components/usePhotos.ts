import { useTranslation } from 'react-i18next';
import type { HutImage } from '../../../../shared/schemas/catalogue';
import { formatNumber } from '../../../ui/format';
import type { GalleryImage } from '../../../ui/Gallery';

/**
 * The gallery pictures of a hut, an event or a service, in staff's order, with `srcset` and the real size
 * so nothing shifts while they load. Without a pictures list (older answers) the one cover is shown.
 */
export function usePhotos(name: string, images: HutImage[] | undefined, cover: string | null): { label: string; photos: GalleryImage[] } {
  const { t, i18n } = useTranslation();
  const list = images?.length ? images : cover ? [{ id: 0, image: cover }] : [];
  return {
    label: t('huts.galleryLabel', { name }),
    photos: list.map((image, index) => ({
      src: image.image,
      variants: image.variants,
      width: image.width ?? undefined,
      height: image.height ?? undefined,
      alt: t('huts.photoAlt', { name, n: formatNumber(index + 1, i18n.language) }),
    })),
  };
}
