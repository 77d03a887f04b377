import type { Pool } from 'pg';
import path from 'node:path';
import { installChangeTriggers } from './changes';
import type { DatabaseHandle } from './client';

export const MIGRATIONS_DIR = path.join(__dirname, 'migrations');

// Any constant shared by every instance of this app; pg_advisory_lock serialises concurrent starts.
const STARTUP_LOCK_KEY = 7_331_001;

/**
 * Applies drizzle-kit's migrations, the change triggers (changes.ts), then `afterMigrations` (the seed), all under one database lock: on
 * PostgreSQL several instances may start at once on an empty database, so they queue and the later ones find
 * the migrations applied and the seed's rows present (the seed only fills empty tables), and do nothing.
 */
export async function migrateDatabase(handle: DatabaseHandle, afterMigrations?: () => Promise<void>): Promise<void> {
  const migrationsFolder = MIGRATIONS_DIR;
  if (handle.kind === 'pglite') {
    // One process owns a PGlite data folder: nobody to queue behind.
    const { migrate } = await import('drizzle-orm/pglite/migrator');
    await migrate(handle.db as never, { migrationsFolder });
    await installChangeTriggers(handle.db);
    await afterMigrations?.();
    return;
  }
  const { migrate } = await import('drizzle-orm/node-postgres/migrator');
  await withSessionLock(handle, async () => {
    await migrate(handle.db as never, { migrationsFolder });
    await installChangeTriggers(handle.db);
    await afterMigrations?.();
  });
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
