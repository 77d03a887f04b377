import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { type ChannelListener, listenOnPooled, listenOnPostgres, onPooledWrite } from './pgListener';
import type { PGlite } from '@electric-sql/pglite';
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
  close(): Promise<void>;
}

export async function createDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  return options.kind === 'pglite'
    ? createPglite(options.dir, options.thread ?? 'worker', options.loadDataDir)
    : createPostgres(options.url, options.poolMax ?? 10);
}

/**
 * PGlite's default shared_buffers (128 MB) is allocated and touched at open: ~120 MB of resident memory for a
 * database of a few MB whose files the OS caches anyway. 32 MB measured no slower; 16 MB took a bare PGlite
 * from 224 to 173 MB after twenty joins of every booking, opening no slower (docs/performance.md).
 */
const PGLITE_OPTIONS = { postgresqlconf: ['shared_buffers=16MB'] };

async function createPglite(dir: string | undefined, thread: 'worker' | 'main', loadDataDir: Blob | undefined): Promise<DatabaseHandle> {
  const options = loadDataDir ? { ...PGLITE_OPTIONS, loadDataDir } : PGLITE_OPTIONS;
  // The worker starts compiling PGlite first; drizzle's driver loads meanwhile.
  const starting = thread === 'worker' ? PgliteThread.start(dir, options) : undefined;
  // Dynamic imports: PGlite is ESM only and the postgres-only deployments never load its WASM.
  const { drizzle } = await import('drizzle-orm/pglite');
  let client: PgliteThread | PGlite;
  if (starting) {
    client = await starting;
  } else {
    const { PGlite } = await import('@electric-sql/pglite');
    const { btree_gist } = await import('@electric-sql/pglite/contrib/btree_gist');
    const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
    client = await PGlite.create(dir, { extensions: { btree_gist, pg_trgm }, ...options });
  }
  const db = drizzle(client as never, { schema }) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    ping: async () => void (await client.query('select 1')),
    // One process owns the data folder and notifications never get lost in it: always live.
    listen: async (channel, listener) => {
      await client.listen(channel, (payload) => listener.onNotify(payload));
      listener.onLive(true);
    },
    close: () => client.close(),
  };
}

async function createPostgres(url: string, poolMax: number): Promise<DatabaseHandle> {
  const { Pool } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
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
