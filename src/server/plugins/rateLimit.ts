import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { Redis } from 'ioredis';
import { text, TooManyRequests } from '../lib/errors';

export interface LimitRule {
  /** Distinguishes counters: the same key under two rules never shares a count. */
  name: string;
  max: number;
  windowSeconds: number;
  /** The counted identity (IP, e-mail…); undefined skips this rule for the request. */
  key(request: FastifyRequest): string | undefined;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** A hook that counts the request under every rule and answers 429 {detail} + Retry-After past any limit. */
    limits(...rules: LimitRule[]): preHandlerAsyncHookHandler;
  }
}

/**
 * @fastify/rate-limit as a counter only (global: false): its own per-route hook runs once per request, and
 * these routes need several counters at once (per IP and per e-mail), so the 429 is raised here.
 * In memory by default; with REDIS_URL the counts are shared by every instance.
 */
export default fp<{ redisUrl?: string }>(
  async (app, { redisUrl }) => {
    let redis: Redis | undefined;
    if (redisUrl) {
      const { Redis: RedisClient } = await import('ioredis');
      redis = new RedisClient(redisUrl, { maxRetriesPerRequest: 1, enableOfflineQueue: false, connectTimeout: 2000, lazyConnect: true });
      redis.on('error', (error) => app.log.warn({ err: error }, 'rate-limit store unavailable'));
      app.addHook('onClose', async () => void redis?.disconnect());
      // Without an offline queue, a command sent before the connection is up fails and skipOnError lets the
      // request through uncounted: connect before serving. If Redis is down, the API still answers (ioredis
      // keeps reconnecting) rather than refusing every sign-in.
      await redis.connect().catch((error: Error) => app.log.error({ err: error }, 'rate-limit store unreachable at start'));
    }
    await app.register(rateLimit, { global: false, skipOnError: true, nameSpace: 'ken-rl:', ...(redis ? { redis } : {}) });

    app.decorate('limits', (...rules: LimitRule[]) => {
      const counters = rules.map((rule) => ({
        rule,
        check: app.createRateLimit({
          max: rule.max,
          timeWindow: rule.windowSeconds * 1000,
          keyGenerator: (request) => `${rule.name}:${rule.key(request) ?? ''}`,
        }),
      }));
      return async function rateLimited(request: FastifyRequest) {
        let retryAfter = 0;
        for (const { rule, check } of counters) {
          if (rule.key(request) === undefined) continue;
          const result = await check(request);
          if (!result.isAllowed && result.isExceeded) retryAfter = Math.max(retryAfter, result.ttlInSeconds);
        }
        if (retryAfter > 0) throw new TooManyRequests(text('account.tooManyRequests', { seconds: retryAfter }), retryAfter);
      };
    });
  },
  { name: 'rate-limits', dependencies: ['request-context'] },
);

/** The e-mail of a JSON or form body, lower-cased, for per-address limits. */
export function bodyEmail(request: FastifyRequest): string | undefined {
  const email = (request.body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' && email.trim() ? email.trim().toLowerCase() : undefined;
}

export const byIp = (request: FastifyRequest) => request.ip;
