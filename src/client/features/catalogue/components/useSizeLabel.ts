import { useTranslation } from 'react-i18next';
import type { HutSummary } from '../../../../shared/schemas/catalogue';

/** Hut sizes as words (the API spells medium "meduim"). */
export function useSizeLabel() {
  const { t } = useTranslation();
  return (size: HutSummary['size']) =>
    size === 'small' ? t('huts.sizeSmall') : size === 'large' ? t('huts.sizeLarge') : t('huts.sizeMedium');
}
