import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { AppConfig } from '../config';
import { createDatabase, type Database, type DatabaseHandle } from './client';
import { migrateDatabase } from './migrate';

export interface SeedReport {
  /** Table name → rows inserted by this run (0 when the table already had rows). */
  inserted: Record<string, number>;
}

/** Fills a freshly migrated database. The seed stands above the modules (src/server/seed), so main.ts passes it in. */
export type Seed = (db: Database) => Promise<SeedReport>;

/**
 * The database the configuration names (PostgreSQL when DATABASE_URL is set, else PGlite files), migrated and,
 * given a seed, seeded under one lock, so instances starting together never race each other's seed.
 */
export async function openConfiguredDatabase(config: AppConfig, seed?: Seed): Promise<{ handle: DatabaseHandle; seeded: SeedReport }> {
  let handle: DatabaseHandle;
  if (config.databaseUrl) {
    handle = await createDatabase({ kind: 'postgres', url: config.databaseUrl });
  } else {
    const dir = path.join(config.dataDir, 'pglite');
    mkdirSync(dir, { recursive: true });
    handle = await createDatabase({ kind: 'pglite', dir });
  }
  let seeded: SeedReport = { inserted: {} };
  try {
    await migrateDatabase(
      handle,
      seed
        ? async () => {
            seeded = await seed(handle.db);
          }
        : undefined,
    );
  } catch (error) {
    await handle.close();
    throw error;
  }
  return { handle, seeded };
}
