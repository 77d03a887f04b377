import type { FastifyRequest } from 'fastify';
import { STAFF_SECURITY, staffRoute as staffAccess } from '../../../lib/staffRoute';
import type { Actor } from './hutsStaffService';

/** What every catalogue staff route spreads in: the shared staff access declaration, plus its OpenAPI tag and security. */
export const staffRoute = (tag: string) => ({
  ...staffAccess(),
  schemaBase: { tags: [tag], security: STAFF_SECURITY },
});

export const actorOf = (request: FastifyRequest): Actor => ({ id: request.user!.id, lang: request.lang });
