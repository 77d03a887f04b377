import type { FastifyInstance } from 'fastify';
import type { Role } from '../../shared/constants';
import { STAFF_JOBS, type StaffJob, type StaffRole } from '../../shared/staffRoles';

/** The roles of the resort's back office. */
export const STAFF_ROLES: readonly Role[] = ['admin'];

/**
 * Staff and suppliers: a supplier's calls are scoped to their own rows by the service (404 for another's),
 * and only an approved supplier gets past the auth plugin.
 */
export const SUPPLIER_AND_STAFF: readonly Role[] = ['admin', 'supplier'];

/**
 * Route options every back-office endpoint spreads in: the route-table declaration (`config.roles`) from
 * which the auth plugin installs the token and role check at onRequest, before the body is read. `job` names
 * the staff roles admitted (src/shared/staffRoles.ts); without one, the module's default (staffJob) applies,
 * and without that the manager alone.
 */
export function staffRoute(
  roles: readonly Role[] = STAFF_ROLES,
  job?: StaffJob,
): { config: { roles: readonly Role[]; staffRoles?: readonly StaffRole[] } } {
  return { config: job ? { roles, staffRoles: STAFF_JOBS[job] as readonly StaffRole[] } : { roles } };
}

/**
 * A module's default job: every staff route registered in this (encapsulated) plugin that declares no staff roles
 * of its own admits this job's. Call it first in a routes plugin registered with app.register (not fastify-plugin).
 */
export function staffJob(app: FastifyInstance, job: StaffJob) {
  app.addHook('onRoute', (route) => {
    const config = (route.config ?? {}) as { roles?: readonly Role[]; staffRoles?: readonly StaffRole[] };
    if (!config.roles?.includes('admin') || config.staffRoles) return;
    route.config = { ...route.config, staffRoles: STAFF_JOBS[job] };
  });
}

export const STAFF_SECURITY = [{ bearerAuth: [] }];
