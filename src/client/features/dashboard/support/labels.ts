import { useTranslation } from 'react-i18next';
import type { SupportStatus } from '../../../../shared/schemas/dashboard/support';

export function useSupportStatusLabel() {
  const { t } = useTranslation();
  const labels: Record<SupportStatus, string> = {
    open: t('dashboard.support.statusOpen'),
    answered: t('dashboard.support.statusAnswered'),
    closed: t('dashboard.support.statusClosed'),
  };
  return (status: SupportStatus) => labels[status];
}

/** Who a message went to: the resort itself, or a supplier by name. */
export function useReceiverLabel() {
  const { t } = useTranslation();
  return (receiver: { name: string } | null) => receiver?.name || t('dashboard.support.theResort');
}
