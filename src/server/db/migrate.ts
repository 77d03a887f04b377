import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type * as NodePostgresMigrator from 'drizzle-orm/node-postgres/migrator';
import type * as PgliteMigrator from 'drizzle-orm/pglite/migrator';
import type { Pool } from 'pg';
import { installChangeTriggers } from './changes';
import type { Database, DatabaseHandle } from './client';

export const MIGRATIONS_DIR = path.join(__dirname, 'migrations');

// Any constant shared by every instance of this app; pg_advisory_lock serialises concurrent starts.
const STARTUP_LOCK_KEY = 7_331_001;

/**
 * Applies drizzle-kit's migrations, the change triggers (changes.ts), then `afterMigrations` (the seed), all under one database lock: on
 * PostgreSQL several instances may start at once on an empty database, so they queue and the later ones find
 * the migrations applied and the seed's rows present (the seed only fills empty tables), and do nothing.
 */
export async function migrateDatabase(handle: DatabaseHandle, afterMigrations?: () => Promise<void>): Promise<void> {
  const run = async () => {
    if (!(await migrationsCurrent(handle.db))) await migrate(handle);
    await installChangeTriggers(handle.db);
    await afterMigrations?.();
  };
  // One process owns a PGlite data folder: nobody to queue behind.
  if (handle.kind === 'pglite') await run();
  else await withSessionLock(handle, run);
}

/* eslint-disable @typescript-eslint/no-require-imports -- required, not imported: import() would load drizzle's ES
   module build beside the CommonJS one the app uses (db/client.ts) */
async function migrate(handle: DatabaseHandle): Promise<void> {
  const migrationsFolder = MIGRATIONS_DIR;
  if (handle.kind === 'pglite') {
    const { migrate: run } = require('drizzle-orm/pglite/migrator') as typeof PgliteMigrator;
    await run(handle.db as never, { migrationsFolder });
  } else {
    const { migrate: run } = require('drizzle-orm/node-postgres/migrator') as typeof NodePostgresMigrator;
    await run(handle.db as never, { migrationsFolder });
  }
}
/* eslint-enable @typescript-eslint/no-require-imports */

/**
 * Drizzle's migrator applies each migration newer than the newest it recorded, after creating its schema and table
 * if missing (DDL, which PGlite makes slow) and reading and hashing every migration file. When the journal's newest
 * is recorded already it would do nothing: two reads say so first, and a start on current data skips it.
 */
async function migrationsCurrent(db: Database): Promise<boolean> {
  const rows = async (statement: string) => ((await db.execute(sql.raw(statement))) as unknown as { rows: Record<string, unknown>[] }).rows;
  const [table] = await rows(`SELECT to_regclass('drizzle.__drizzle_migrations') IS NOT NULL AS present`);
  if (!table.present) return false;
  const [recorded] = await rows('SELECT max(created_at)::text AS newest FROM drizzle.__drizzle_migrations');
  return recorded.newest !== null && Number(recorded.newest) >= newestInJournal();
}

function newestInJournal(): number {
  const journal = JSON.parse(readFileSync(path.join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8')) as { entries: { when: number }[] };
  return Math.max(...journal.entries.map((entry) => entry.when));
}

async function withSessionLock(handle: DatabaseHandle, run: () => Promise<void>): Promise<void> {
  // node-postgres pools connections: the lock must be taken and released on one dedicated client,
  // while the migrator and the seed use others; the lock still excludes other instances, which is all we need.
  const pool = (handle.db as unknown as { $client: Pool }).$client;
  const lockClient = await pool.connect();
  try {
    await lockClient.query('select pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
    await run();
  } finally {
    await lockClient.query('select pg_advisory_unlock($1)', [STARTUP_LOCK_KEY]).catch(() => undefined);
    lockClient.release();
  }
}
