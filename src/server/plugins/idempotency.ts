import { createHash } from 'node:crypto';
import { Type, type TObject } from '@sinclair/typebox';
import { sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest, FastifySchema, onSendHookHandler, preHandlerAsyncHookHandler } from 'fastify';
import { DetailError } from '../../shared/schemas/common';
import { rows } from '../db/sql';
import type { Clock } from '../lib/clock';
import { Conflict, text, Unprocessable } from '../lib/errors';
import { declaresBearer } from './auth';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Honours an `Idempotency-Key` header (plugins/idempotency.ts): the same key replays the first answer. */
    idempotent?: boolean;
  }
  interface FastifyRequest {
    /** Set while this request holds its idempotency key's row: its answer is stored when it is sent. */
    idempotency: Claim | null;
  }
}

interface Claim {
  userId: number;
  route: string;
  key: string;
}

export const IDEMPOTENCY_HEADER = 'idempotency-key';
export const REPLAYED_HEADER = 'idempotent-replayed';
/** A key is remembered this long; after it, the same key is a new request. */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;
/**
 * A first request still "in flight" after this long was lost (its instance stopped before answering): the
 * next request with the key takes it over rather than be told "in progress" for a day. Far above any answer
 * time (requests that long are cut by the proxy first), so a live request is never taken over.
 */
export const IN_FLIGHT_LIMIT_MS = 5 * 60 * 1000;

const KEY_SCHEMA = Type.String({
  minLength: 1,
  maxLength: 255,
  pattern: '^[\\x21-\\x7E]+$',
  description:
    'Optional. A unique value (a UUID) made once per submission and sent again on a retry: the same key from the same user ' +
    'on the same route replays the first answer (header Idempotent-Replayed: true) without a second effect for 24 hours; ' +
    'the same key with another body is refused (422), and while the first request is still being answered (409).',
});

/** The route's schema with the header declared (OpenAPI and validation) and the 422 of a reused key. */
function withIdempotencyHeader(schema: FastifySchema | undefined): FastifySchema {
  const headers = (schema?.headers ?? Type.Object({})) as TObject;
  const response = schema?.response as Record<string, unknown> | undefined;
  return {
    ...schema,
    headers: { ...headers, properties: { ...headers.properties, [IDEMPOTENCY_HEADER]: KEY_SCHEMA } },
    ...(response ? { response: { ...response, 422: DetailError, 409: response[409] ?? DetailError } } : {}),
  };
}

/** What makes two requests "the same": method, path with query, and body (SHA-256, hex). */
export const requestHash = (method: string, url: string, body: unknown) =>
  createHash('sha256')
    .update(JSON.stringify([method, url, body ?? null]))
    .digest('hex');

/**
 * `config: { idempotent: true }` on a signed-in write route: a request with an `Idempotency-Key` header claims
 * the key in the database (table idempotency_keys, so every instance sees it) before the handler runs; its
 * answer (status and body, errors too, but not a 5xx, which frees the key for a retry) is stored as it is sent.
 * The same key again from the same user on the same route: the stored answer with `Idempotent-Replayed: true`;
 * with another method, path or body: 422; while the first is still being answered: 409. Keys expire after 24 h
 * (expired rows are deleted before each claim). Without the header the route behaves as before.
 */
export default fp<{ clock: Clock }>(
  async (app, { clock }) => {
    app.decorateRequest('idempotency', null);

    async function claim(request: FastifyRequest, reply: FastifyReply) {
      const key = request.headers[IDEMPOTENCY_HEADER];
      if (typeof key !== 'string' || !request.user) return;
      const userId = request.user.id;
      const route = `${request.method} ${request.routeOptions.url ?? request.url}`;
      const hash = requestHash(request.method, request.url, request.body);
      const now = clock.now();
      await app.db.execute(
        sql`DELETE FROM idempotency_keys WHERE created_at < ${new Date(now.getTime() - IDEMPOTENCY_TTL_MS).toISOString()}::timestamptz`,
      );
      // The row may vanish between the insert and the read (a 5xx frees it): claim again then.
      for (let attempt = 0; attempt < 3; attempt += 1) {
        const claimed = await rows<{ ok: number }>(
          app.db,
          sql`INSERT INTO idempotency_keys (user_id, route, key, request_hash, created_at)
            VALUES (${userId}::int, ${route}, ${key}, ${hash}, ${now.toISOString()}::timestamptz)
            ON CONFLICT DO NOTHING RETURNING 1 AS ok`,
        );
        if (claimed.length > 0) {
          request.idempotency = { userId, route, key };
          return;
        }
        const where = sql`user_id = ${userId}::int AND route = ${route} AND key = ${key}`;
        const [stored] = await rows<{
          request_hash: string;
          status: number | null;
          response: string | null;
          content_type: string | null;
          lost: boolean;
        }>(
          app.db,
          sql`SELECT request_hash, status, response, content_type,
              created_at < ${new Date(now.getTime() - IN_FLIGHT_LIMIT_MS).toISOString()}::timestamptz AS lost
            FROM idempotency_keys WHERE ${where}`,
        );
        if (!stored) continue;
        if (stored.request_hash !== hash) throw new Unprocessable(text('idempotency.mismatch'));
        if (stored.status === null && stored.lost) {
          // Taken over by one request only: the first to move created_at on.
          const taken = await rows<{ ok: number }>(
            app.db,
            sql`UPDATE idempotency_keys SET created_at = ${now.toISOString()}::timestamptz
              WHERE ${where} AND status IS NULL
                AND created_at < ${new Date(now.getTime() - IN_FLIGHT_LIMIT_MS).toISOString()}::timestamptz RETURNING 1 AS ok`,
          );
          if (taken.length > 0) {
            request.idempotency = { userId, route, key };
            return;
          }
          continue;
        }
        if (stored.status === null) throw new Conflict(text('idempotency.inProgress'), { code: 'idempotency_in_progress' });
        return reply
          .code(stored.status)
          .header(REPLAYED_HEADER, 'true')
          .header('content-type', stored.content_type ?? 'application/json; charset=utf-8')
          .send(stored.response ?? '');
      }
      throw new Conflict(text('idempotency.inProgress'), { code: 'idempotency_in_progress' });
    }

    const preHandler: preHandlerAsyncHookHandler = async function idempotencyClaim(request, reply) {
      await claim(request, reply);
    };

    const onSend: onSendHookHandler<unknown> = function idempotencyStore(request, reply, payload, done) {
      const held = request.idempotency;
      if (!held) return done(null, payload);
      request.idempotency = null;
      const where = sql`user_id = ${held.userId}::int AND route = ${held.route} AND key = ${held.key}`;
      const contentType = reply.getHeader('content-type');
      const store =
        reply.statusCode < 500 && typeof payload === 'string'
          ? app.db.execute(sql`UPDATE idempotency_keys SET status = ${reply.statusCode}::smallint, response = ${payload},
              content_type = ${typeof contentType === 'string' ? contentType : null} WHERE ${where}`)
          : app.db.execute(sql`DELETE FROM idempotency_keys WHERE ${where}`);
      store.then(
        () => done(null, payload),
        (error: unknown) => {
          request.log.error({ err: error }, 'idempotent answer not stored');
          // A key that cannot hold its answer must not stay "in progress" for a day.
          app.db.execute(sql`DELETE FROM idempotency_keys WHERE ${where}`).then(
            () => done(null, payload),
            () => done(null, payload),
          );
        },
      );
    };

    app.addHook('onRoute', (route) => {
      const config = route.config as { idempotent?: boolean } | undefined;
      if (!config?.idempotent) return;
      if (!declaresBearer(route.schema)) throw new Error(`${String(route.method)} ${route.url}: config.idempotent needs a signed-in route`);
      route.schema = withIdempotencyHeader(route.schema);
      const asList = <T>(hooks: T | T[] | undefined): T[] => (hooks === undefined ? [] : Array.isArray(hooks) ? hooks : [hooks]);
      route.preHandler = [...asList(route.preHandler), preHandler];
      route.onSend = [...asList(route.onSend), onSend] as typeof route.onSend;
    });
  },
  { name: 'idempotency', dependencies: ['db', 'auth'] },
);
