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

/** A count of failures (wrong passwords…) under a name, kept for a window from the first one. */
export interface FailureCount {
  count: number;
  /** Seconds until the count starts again from 0 (0 when nothing is counted). */
  ttlSeconds: number;
}

/** Failures counted only when they happen (not every request), read before the attempt: see accounts/signInLimits.ts. */
export interface FailureCounter {
  read(key: string): Promise<FailureCount>;
  record(key: string, windowSeconds: number): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** A hook that counts the request under every rule and answers 429 {detail} + Retry-After past any limit. */
    limits(...rules: LimitRule[]): preHandlerAsyncHookHandler;
    /** Failure counts, in Redis when REDIS_URL is set (shared by every instance), else in this process. */
    failures: FailureCounter;
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
    app.decorate(
      'failures',
      redis
        ? redisFailures(redis, (error) => app.log.warn({ err: error }, 'failure counts unavailable'))
        : memoryFailures((sweep) => app.addHook('onClose', async () => clearInterval(sweep))),
    );
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

const FAILURE_PREFIX = 'ken-fail:';

/** Counted in Redis: the window starts with the first failure (SET NX PX), like @fastify/rate-limit's fixed windows. */
function redisFailures(redis: Redis, warn: (error: unknown) => void): FailureCounter {
  return {
    async read(key) {
      try {
        const [count, ttl] = await Promise.all([redis.get(FAILURE_PREFIX + key), redis.pttl(FAILURE_PREFIX + key)]);
        return { count: Number(count ?? 0), ttlSeconds: ttl > 0 ? Math.ceil(ttl / 1000) : 0 };
      } catch (error) {
        // As skipOnError for the request limits: Redis away lets sign-ins through rather than refusing them all.
        warn(error);
        return { count: 0, ttlSeconds: 0 };
      }
    },
    async record(key, windowSeconds) {
      try {
        await redis
          .multi()
          .set(FAILURE_PREFIX + key, 0, 'PX', windowSeconds * 1000, 'NX')
          .incr(FAILURE_PREFIX + key)
          .exec();
      } catch (error) {
        warn(error);
      }
    },
  };
}

/** Counted in this process; expired entries are dropped when read and swept once a minute. */
function memoryFailures(stopOnClose: (sweep: NodeJS.Timeout) => void): FailureCounter {
  const counts = new Map<string, { count: number; resetAt: number }>();
  const live = (key: string) => {
    const entry = counts.get(key);
    if (entry && entry.resetAt <= Date.now()) counts.delete(key);
    return counts.get(key);
  };
  const sweep = setInterval(() => {
    for (const key of counts.keys()) live(key);
  }, 60_000).unref();
  stopOnClose(sweep);
  return {
    async read(key) {
      const entry = live(key);
      return entry ? { count: entry.count, ttlSeconds: Math.ceil((entry.resetAt - Date.now()) / 1000) } : { count: 0, ttlSeconds: 0 };
    },
    async record(key, windowSeconds) {
      const entry = live(key);
      if (entry) entry.count += 1;
      else counts.set(key, { count: 1, resetAt: Date.now() + windowSeconds * 1000 });
    },
  };
}

/** The e-mail of a JSON or form body, lower-cased, for per-address limits. */
export function bodyEmail(request: FastifyRequest): string | undefined {
  const email = (request.body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' && email.trim() ? email.trim().toLowerCase() : undefined;
}

export const byIp = (request: FastifyRequest) => request.ip;
