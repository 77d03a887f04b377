import { useTranslation } from 'react-i18next';
import type { HUT_SIZES } from '../../shared/schemas/catalogue';

/**
 * Hut sizes as words, one vocabulary for guests and staff (Cosy, Family, Grand): the back office writes
 * what the site shows. The API spells medium "meduim".
 */
export function useHutSizeLabel() {
  const { t } = useTranslation();
  return (size: (typeof HUT_SIZES)[number]) =>
    size === 'small' ? t('huts.sizeSmall') : size === 'large' ? t('huts.sizeLarge') : t('huts.sizeMedium');
}
