import type { Role } from '../../shared/constants';

/** The roles of the resort's back office. */
export const STAFF_ROLES: readonly Role[] = ['admin'];

/**
 * Staff and suppliers: a supplier's calls are scoped to their own rows by the service (404 for another's),
 * and only an approved supplier gets past the auth plugin.
 */
export const SUPPLIER_AND_STAFF: readonly Role[] = ['admin', 'supplier'];

/**
 * Route options every back-office endpoint spreads in: the route-table declaration (`config.roles`) from
 * which the auth plugin installs the token and role check at onRequest, before the body is read.
 */
export function staffRoute(roles: readonly Role[] = STAFF_ROLES) {
  return { config: { roles } };
}

export const STAFF_SECURITY = [{ bearerAuth: [] }];
