import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Role } from '../../../../shared/constants';
import type { Actor } from './hutsStaffService';

/**
 * What every catalogue staff route declares: signed in (`security`), admin only (`config.roles`, which the
 * auth plugin turns into an onRequest check before the body is read), and its OpenAPI tag.
 */
export const staffRoute = (app: FastifyInstance, tag: string) => ({
  onRequest: app.requireRole('admin'),
  config: { roles: ['admin' as const] },
  schemaBase: { tags: [tag], security: [{ bearerAuth: [] }] },
});

export const actorOf = (request: FastifyRequest): Actor => ({ id: request.user!.id, lang: request.lang });

// Until the auth plugin declares the route-table config (branch h9auth), declared here identically.
declare module 'fastify' {
  interface FastifyContextConfig {
    roles?: readonly Role[];
  }
}
