import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { type ChannelListener, listenOnPooled, listenOnPostgres, onPooledWrite } from './pgListener';
import type { PGlite } from '@electric-sql/pglite';
import type * as DrizzleNodePostgres from 'drizzle-orm/node-postgres';
import type * as DrizzlePglite from 'drizzle-orm/pglite';
import type * as Pg from 'pg';
import { PGLITE_OPTIONS, spawnPglite } from './embedded';
import { PgliteThread } from './pgliteThread';
import * as schema from './schema';

/** One type for both drivers, so repositories never know whether PGlite or PostgreSQL is underneath. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export type DatabaseOptions =
  | {
      kind: 'pglite';
      /** undefined = in memory */
      dir?: string;
      /** 'worker' (default): PGlite in its own thread, so HTTP keeps answering while it works. */
      thread?: 'worker' | 'main';
      /** Start from this data folder (a tarball from PGlite's dumpDataDir) instead of an empty one; tests use a migrated one. */
      loadDataDir?: Blob;
    }
  | { kind: 'postgres'; url: string; /** Connections of this instance (default 10, see docs/operations.md). */ poolMax?: number };

/** PGlite in its thread (`started`: one main.ts already started, db/embedded.ts) or PostgreSQL. */
type StartOptions =
  { kind: 'pglite'; dir?: string; loadDataDir?: Blob; started?: PgliteThread } | Extract<DatabaseOptions, { kind: 'postgres' }>;

/** The channel migration 0063's trigger announces a changed (or deleted) user's id on, '*' after a TRUNCATE. */
export const USER_CHANGE_CHANNEL = 'ken_user_changed';
/** The channels every pooled PostgreSQL connection LISTENs on from its start (`listen` with `ownWrites`). */
const OWN_WRITE_CHANNELS = [USER_CHANGE_CHANNEL];

export interface DatabaseHandle {
  db: Database;
  kind: DatabaseOptions['kind'];
  ping(): Promise<void>;
  /** PostgreSQL's connection pool of this instance (GET /metrics); none for PGlite, one connection in-process. */
  pool?(): { total: number; idle: number; waiting: number; max: number };
  /**
   * `ownWrites` (PostgreSQL): every pooled connection LISTENs on the channel as well (one of OWN_WRITE_CHANNELS), so a
   * NOTIFY sent by this instance's own statement reaches the listener before that statement answers (PostgreSQL
   * delivers a session's own notifications ahead of its ReadyForQuery). For channels whose announcements are rare
   * (users changing): each pooled connection also hears every other instance's.
   */
  listen(channel: string, listener: ChannelListener, options?: { ownWrites?: boolean }): Promise<void>;
  /**
   * Resolves once every LISTEN asked for so far is in place (PGlite's thread takes them while it opens, without making
   * the caller wait); fails if one could not be. The app awaits it before it answers anyone.
   */
  settled?(): Promise<void>;
  close(): Promise<void>;
}

export async function createDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.kind === 'pglite' && options.thread === 'main') return createPgliteInProcess(options.dir, options.loadDataDir);
  const { handle, opened } = startDatabase(options as StartOptions);
  try {
    await opened;
  } catch (error) {
    await handle.close().catch(() => undefined);
    throw error;
  }
  return handle;
}

/**
 * The handle at once, before the database is open: `opened` says when (or why not). Statements sent meanwhile wait
 * and run once it is (PGlite's thread keeps them in order; PostgreSQL's pool connects at its first statement), so a
 * start registers its routes while PGlite compiles and opens (main.ts, db/open.ts).
 */
export function startDatabase(options: StartOptions): { handle: DatabaseHandle; opened: Promise<void> } {
  if (options.kind === 'postgres') return { handle: createPostgres(options.url, options.poolMax ?? 10), opened: Promise.resolve() };
  const thread = options.started ?? spawnPglite(options.dir, options.loadDataDir);
  return { handle: pgliteHandle(thread), opened: thread.opened };
}

async function createPgliteInProcess(dir: string | undefined, loadDataDir: Blob | undefined): Promise<DatabaseHandle> {
  const options = loadDataDir ? { ...PGLITE_OPTIONS, loadDataDir } : PGLITE_OPTIONS;
  // Dynamic imports: PGlite is ESM first and the postgres-only deployments never load its WASM.
  const { PGlite } = await import('@electric-sql/pglite');
  const { btree_gist } = await import('@electric-sql/pglite/contrib/btree_gist');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  return pgliteHandle(await PGlite.create(dir, { extensions: { btree_gist, pg_trgm }, ...options }));
}

function pgliteHandle(client: PgliteThread | PGlite): DatabaseHandle {
  // Required, not imported: import() would load drizzle's ES module build beside the CommonJS one the schema and the
  // repositories use, a second copy of drizzle's core (~0.1-0.4 s of a start and ~5 MB of heap, docs/performance.md).
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- see above
  const { drizzle } = require('drizzle-orm/pglite') as typeof DrizzlePglite;
  const db = drizzle(client as never, { schema }) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    ping: async () => void (await client.query('select 1')),
    // One process owns the data folder and notifications never get lost in it: always live (the thread runs what is
    // sent after a LISTEN once the LISTEN is in place, so live from the moment it is asked for).
    listen: async (channel, listener) => {
      await client.listen(channel, (payload) => listener.onNotify(payload));
      listener.onLive(true);
    },
    settled: async () => {
      if (client instanceof PgliteThread) await client.listening();
    },
    close: () => client.close(),
  };
}

function createPostgres(url: string, poolMax: number): DatabaseHandle {
  // Required, not imported: see pgliteHandle.
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- see above
  const { Pool } = require('pg') as typeof Pg;
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- see above
  const { drizzle } = require('drizzle-orm/node-postgres') as typeof DrizzleNodePostgres;
  const pooled = listenOnPooled(OWN_WRITE_CHANNELS);
  const pool = new Pool({ connectionString: url, max: poolMax, onConnect: pooled.onConnect as never });
  // An idle client losing its connection must not crash the process; the next query reconnects.
  pool.on('error', () => undefined);
  const db = drizzle(pool, { schema }) as unknown as Database;
  const stops: (() => Promise<void>)[] = [];
  const listeners = new Set<ChannelListener>();
  onPooledWrite(pool, () => listeners.forEach((listener) => listener.onNotify('')));
  return {
    db,
    kind: 'postgres',
    ping: async () => void (await pool.query('select 1')),
    settled: async () => undefined,
    pool: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount, max: poolMax }),
    listen: async (channel, listener, options) => {
      stops.push(await listenOnPostgres(url, channel, listener));
      listeners.add(listener);
      if (options?.ownWrites) pooled.add(channel, listener);
    },
    close: async () => {
      await Promise.all(stops.map((stop) => stop()));
      await pool.end();
    },
  };
}
