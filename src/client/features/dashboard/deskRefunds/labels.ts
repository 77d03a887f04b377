import { useTranslation } from 'react-i18next';
import type { DeskRefundMethod } from '../../../../shared/schemas/dashboard/deskRefunds';

/** How a desk refund goes back, as the reader's language says it. */
export function useDeskRefundLabels() {
  const { t } = useTranslation();
  return {
    method: (method: DeskRefundMethod) =>
      method === 'cash' ? t('dashboard.deskRefunds.methodCash') : t('dashboard.deskRefunds.methodTerminal'),
  };
}
