import type { Pool } from 'pg';
import path from 'node:path';
import type { DatabaseHandle } from './client';

export const MIGRATIONS_DIR = path.join(__dirname, 'migrations');

// Any constant shared by every instance of this app; pg_advisory_lock serialises concurrent starts.
const MIGRATION_LOCK_KEY = 7_331_001;

/** Applies drizzle-kit's migrations; on PostgreSQL several instances may start at once, so they queue. */
export async function migrateDatabase(handle: DatabaseHandle): Promise<void> {
  const migrationsFolder = MIGRATIONS_DIR;
  if (handle.kind === 'pglite') {
    const { migrate } = await import('drizzle-orm/pglite/migrator');
    await migrate(handle.db as never, { migrationsFolder });
    return;
  }
  const { migrate } = await import('drizzle-orm/node-postgres/migrator');
  await withSessionLock(handle, () => migrate(handle.db as never, { migrationsFolder }));
}

async function withSessionLock(handle: DatabaseHandle, run: () => Promise<void>): Promise<void> {
  // node-postgres pools connections: the lock must be taken and released on one dedicated client,
  // while the migrator uses others; the lock still excludes other instances, which is all we need.
  const pool = (handle.db as unknown as { $client: Pool }).$client;
  const lockClient = await pool.connect();
  try {
    await lockClient.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await run();
  } finally {
    await lockClient.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
    lockClient.release();
  }
}
