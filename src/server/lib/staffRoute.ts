import type { FastifyInstance } from 'fastify';
import type { Role } from '../../shared/constants';

declare module 'fastify' {
  // The route-table declarations (see the brief's conventions); the auth plugin of branch h9auth reads them.
  interface FastifyContextConfig {
    roles?: Role[];
    auth?: 'optional';
  }
}

/** The roles of the resort's back office. */
export const STAFF_ROLES: Role[] = ['admin'];

/**
 * Route options every back-office endpoint spreads in: the route-table declaration (`config.roles`) that
 * the auth plugin reads, and until that plugin installs the check itself, the check at onRequest (before
 * the body is parsed or validated).
 */
export function staffRoute(app: FastifyInstance) {
  return { onRequest: app.requireRole(...STAFF_ROLES), config: { roles: STAFF_ROLES } };
}

export const STAFF_SECURITY = [{ bearerAuth: [] }];
