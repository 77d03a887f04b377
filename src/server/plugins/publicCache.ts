import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ChangeFeed } from '../db/changes';
import type { Clock } from '../lib/clock';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set on a cache miss: where onSend stores the answer, and the data version it was computed at. */
    publicCacheSlot?: { key: string; version: number; settled?: Promise<void>; done?: () => void };
  }
}

export interface PublicCacheOptions {
  /** The app's clock: answers depend on it (holds expire, days pass), so entries age by it. */
  clock: Clock;
  /** Route URLs (as declared) never cached, e.g. answers in random order. */
  except?: string[];
  /** Upper bound on an entry's age: answers that depend on the clock (holds expiring, a new day) refresh by then. */
  maxAgeMs?: number;
  maxEntries?: number;
  maxBytes?: number;
}

interface Entry {
  version: number;
  etag: string;
  body: string;
  /** Clock times: an entry is used only between them (a test clock may also go back). */
  computedAt: number;
  expires: number;
}

const matches = (header: string | undefined, etag: string) =>
  !!header && header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);

/**
 * Caches the 200 answers of the public GET routes of one (encapsulated) plugin in process memory, and answers
 * browsers with ETag / 304. An entry is valid only at the data version it was computed at: the version moves
 * on every committed change announced by the database (db/changes.ts), whoever wrote it, on any instance. The
 * version is read BEFORE the answer is computed, so an answer computed while a write commits is stored under
 * the old version and never served after the notification. While the change feed is down nothing is cached.
 */
export function cachePublicReads(app: FastifyInstance, changes: ChangeFeed, options: PublicCacheOptions): void {
  const now = () => options.clock.now().getTime();
  const except = new Set(options.except ?? []);
  const maxAgeMs = options.maxAgeMs ?? 10_000;
  const maxEntries = options.maxEntries ?? 1000;
  const maxBytes = options.maxBytes ?? 32 * 1024 * 1024;
  // Insertion order is eviction order (a Map iterates oldest first); re-stored keys move to the end.
  const entries = new Map<string, Entry>();
  let bytes = 0;
  // Misses being computed, by key: a burst of the same request computes it once; the others wait for it.
  const computing = new Map<string, { version: number; settled: Promise<void> }>();

  const drop = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    bytes -= entry.body.length;
    entries.delete(key);
  };
  const store = (key: string, entry: Entry) => {
    drop(key);
    entries.set(key, entry);
    bytes += entry.body.length;
    for (const oldest of entries.keys()) {
      if (entries.size <= maxEntries && bytes <= maxBytes) break;
      drop(oldest);
    }
  };

  const fresh = (key: string, version: number) => {
    const hit = entries.get(key);
    return hit && hit.version === version && hit.expires > now() && hit.computedAt <= now() ? hit : undefined;
  };

  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.method !== 'GET' || except.has(request.routeOptions.url ?? '') || !changes.live) return;
    const key = `${request.lang}|${request.url}`;
    const version = changes.version;
    const pending = computing.get(key);
    if (pending?.version === version) await pending.settled;
    const hit = fresh(key, version);
    if (hit) {
      reply.header('etag', hit.etag).header('cache-control', 'no-cache');
      if (matches(request.headers['if-none-match'], hit.etag)) return reply.code(304).send();
      return reply.type('application/json; charset=utf-8').send(hit.body);
    }
    drop(key);
    const slot: NonNullable<FastifyRequest['publicCacheSlot']> = { key, version };
    if (!computing.has(key)) {
      slot.settled = new Promise<void>((resolve) => (slot.done = resolve));
      computing.set(key, { version, settled: slot.settled });
    }
    request.publicCacheSlot = slot;
  });

  // Whatever the answer (an error, an aborted request), whoever waits on this computation goes on.
  const release = (request: FastifyRequest) => {
    const slot = request.publicCacheSlot;
    if (!slot?.done) return;
    slot.done();
    slot.done = undefined;
    if (computing.get(slot.key)?.settled === slot.settled) computing.delete(slot.key);
  };
  app.addHook('onResponse', async (request) => release(request));
  app.addHook('onRequestAbort', async (request) => release(request));

  app.addHook('onSend', async (request, reply, payload) => {
    // A hit answered in onRequest already carries its ETag: nothing to hash or store again.
    if (request.method !== 'GET' || reply.statusCode !== 200 || typeof payload !== 'string' || reply.hasHeader('etag')) return payload;
    if (except.has(request.routeOptions.url ?? '')) return payload;
    const etag = `"${createHash('sha1').update(payload).digest('base64url')}"`;
    // no-cache: the browser keeps the answer but asks every time; an unchanged answer costs a 304.
    reply.header('etag', etag).header('cache-control', 'no-cache');
    const slot = request.publicCacheSlot;
    if (slot) {
      store(slot.key, { version: slot.version, etag, body: payload, computedAt: now(), expires: now() + maxAgeMs });
      release(request);
    }
    if (!matches(request.headers['if-none-match'], etag)) return payload;
    reply.code(304);
    return '';
  });
}
