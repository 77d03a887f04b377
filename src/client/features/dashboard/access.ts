// The one list of roles that have a back office, kept apart from the dashboard's screens so the header
// can ask "may this role open /dashboard?" without loading any of the back office's code.
import type { Role } from '../../../shared/constants';

/** Roles with at least one back-office area: staff, and suppliers (their own catalogue, sales, tickets at the gate and messages). */
export const DASHBOARD_ROLES: readonly Role[] = ['admin', 'supplier'];

export const canUseDashboard = (role: Role | null): boolean => role !== null && DASHBOARD_ROLES.includes(role);
