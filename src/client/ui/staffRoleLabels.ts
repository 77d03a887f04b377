import { useTranslation } from 'react-i18next';
import { STAFF_ROLES, type StaffRole } from '../../shared/staffRoles';

/** The staff roles by name (the invitation page and the back office's user screens). */
export function useStaffRoleLabel() {
  const { t } = useTranslation();
  const labels: Record<StaffRole, string> = {
    manager: t('dashboard.staffRoles.manager'),
    front_desk: t('dashboard.staffRoles.front_desk'),
    finance: t('dashboard.staffRoles.finance'),
    content: t('dashboard.staffRoles.content'),
    gate: t('dashboard.staffRoles.gate'),
    housekeeping: t('dashboard.staffRoles.housekeeping'),
  };
  return (role: StaffRole) => labels[role];
}

/** The roles as a picker's options, in the table's order. */
export function useStaffRoleOptions() {
  const label = useStaffRoleLabel();
  return STAFF_ROLES.map((role) => ({ value: role, label: label(role) }));
}
