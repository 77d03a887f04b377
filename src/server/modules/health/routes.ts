import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { ServiceUnavailable, text } from '../../lib/errors';
import { DATABASE_RETRY_AFTER_SECONDS } from '../../plugins/errors';

/** Liveness says the process answers; readiness also needs the database, so a load balancer can wait. */
export default async function healthRoutes(app: FastifyInstance) {
  const schema = (status: string) => ({ tags: ['health'], response: { 200: Type.Object({ status: Type.Literal(status) }) } });
  app.get('/healthz', { schema: schema('ok'), logLevel: 'warn' }, async () => ({ status: 'ok' as const }));
  app.get('/readyz', { schema: schema('ready'), logLevel: 'warn' }, async (request) => {
    try {
      await app.dbHandle.ping();
    } catch (error) {
      request.log.error({ err: error }, 'readiness check failed');
      throw new ServiceUnavailable(text('errors.databaseUnavailable'), DATABASE_RETRY_AFTER_SECONDS);
    }
    return { status: 'ready' as const };
  });
}
