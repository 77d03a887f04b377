import fp from 'fastify-plugin';
import type { FastifyInstance, RouteHandlerMethod } from 'fastify';
import { isDatabaseUnavailable } from '../lib/pgErrors';

/** How long a read waits for the database to answer again before it is answered 503 (a restart takes 1–3 s). */
const RECONNECT_WAIT_MS = 4000;
const PING_EVERY_MS = 200;

/**
 * Reads that are safe to repeat (GET, HEAD) and failed because the database could not be reached are run once more
 * after it answers a ping again: a restart of PostgreSQL under load then costs those readers a short wait, not an
 * error. Writes are never repeated here; they, and reads still failing, get the 503 of plugins/errors.ts.
 */
export default fp(
  async (app) => {
    let reconnecting: Promise<boolean> | undefined;
    /** One wait shared by every read that failed meanwhile: a single ping loop, not one per request. */
    const databaseBack = () =>
      (reconnecting ??= waitForDatabase(app).finally(() => {
        reconnecting = undefined;
      }));

    app.addHook('onRoute', (route) => {
      const methods = [route.method].flat();
      const handler = route.handler;
      // Only async handlers: their answer is what they return, so running one again cannot answer twice.
      if (!methods.every((method) => method === 'GET' || method === 'HEAD') || handler.constructor.name !== 'AsyncFunction') return;
      route.handler = async function retriedOnce(this: FastifyInstance, request, reply) {
        try {
          return await handler.call(this, request, reply);
        } catch (error) {
          if (!isDatabaseUnavailable(error) || reply.sent) throw error;
          request.log.warn({ err: error }, 'database unreachable during a read; retrying once when it answers');
          if (!(await databaseBack())) throw error;
          return handler.call(this, request, reply);
        }
      } as RouteHandlerMethod;
    });
  },
  { name: 'database-away' },
);

async function waitForDatabase(app: FastifyInstance): Promise<boolean> {
  const giveUpAt = Date.now() + RECONNECT_WAIT_MS;
  while (Date.now() < giveUpAt) {
    try {
      await app.dbHandle.ping();
      return true;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, PING_EVERY_MS));
    }
  }
  return false;
}
