import { useTranslation } from 'react-i18next';
import type { Role } from '../../../../shared/constants';

export function useRoleLabel() {
  const { t } = useTranslation();
  const labels: Record<Role, string> = {
    guest: t('dashboard.users.roleGuest'),
    supplier: t('dashboard.users.roleSupplier'),
    admin: t('dashboard.users.roleAdmin'),
  };
  return (role: Role) => labels[role];
}

export function useSupplierStatusLabel() {
  const { t } = useTranslation();
  const labels = {
    pending: t('dashboard.suppliers.pending'),
    approved: t('dashboard.suppliers.approved'),
    rejected: t('dashboard.suppliers.rejected'),
  };
  return (status: keyof typeof labels) => labels[status];
}

export { useStaffRoleLabel, useStaffRoleOptions } from '../../../ui/staffRoleLabels';
