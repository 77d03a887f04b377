import type { FastifyRequest } from 'fastify';
import type { Role } from '../../../../shared/constants';
import { STAFF_ROLES, STAFF_SECURITY, staffRoute as staffAccess } from '../../../lib/staffRoute';
import type { Language } from '../../../../shared/constants';
import type { Clock } from '../../../lib/clock';

/** What the catalogue's staff route plugins are registered with. */
export interface DashboardRouteOptions {
  clock: Clock;
  uploadsDir: string;
  timeZone: string;
}

export interface Actor {
  id: number;
  lang: Language;
  /** Set for a supplier: every read and write is limited to the rows this user owns (404 for others). */
  ownerId?: number;
}

/** What every catalogue staff route spreads in: the shared staff access declaration, plus its OpenAPI tag and security. */
export const staffRoute = (tag: string, roles: readonly Role[] = STAFF_ROLES) => ({
  ...staffAccess(roles),
  schemaBase: { tags: [tag], security: STAFF_SECURITY },
});

/** A supplier acts on their own rows only (`ownerId`); staff act on every supplier's. */
export const actorOf = (request: FastifyRequest): Actor => ({
  id: request.user!.id, lang: request.lang, ...(request.user!.role === 'supplier' ? { ownerId: request.user!.id } : {}),
});
