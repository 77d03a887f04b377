import type { Role } from '../../../../shared/constants';
import type { StaffJob } from '../../../../shared/staffRoles';
import { STAFF_ROLES, STAFF_SECURITY, staffRoute as staffAccess } from '../../../lib/staffRoute';
import type { Clock } from '../../../lib/clock';

/** What the catalogue's staff route plugins are registered with. */
export interface DashboardRouteOptions {
  clock: Clock;
  uploadsDir: string;
  timeZone: string;
}

/** What every catalogue staff route spreads in: the shared staff access declaration, plus its OpenAPI tag and security. */
export const staffRoute = (tag: string, roles: readonly Role[] = STAFF_ROLES, job?: StaffJob) => ({
  ...staffAccess(roles, job),
  schemaBase: { tags: [tag], security: STAFF_SECURITY },
});
