import type { Role } from '../../shared/constants';

/** The roles of the resort's back office. */
export const STAFF_ROLES: readonly Role[] = ['admin'];

/**
 * Route options every back-office endpoint spreads in: the route-table declaration (`config.roles`) from
 * which the auth plugin installs the token and role check at onRequest, before the body is read.
 */
export function staffRoute() {
  return { config: { roles: STAFF_ROLES } };
}

export const STAFF_SECURITY = [{ bearerAuth: [] }];
