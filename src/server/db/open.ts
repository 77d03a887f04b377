import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { AppConfig } from '../config';
import { createDatabase, type DatabaseHandle } from './client';
import { migrateDatabase } from './migrate';
import { seedDatabase, type SeedReport } from './seed/seed';

/**
 * The database the configuration names (PostgreSQL when DATABASE_URL is set, else PGlite files), migrated and
 * seeded under one lock, so instances starting together never race each other's seed.
 */
export async function openConfiguredDatabase(config: AppConfig, options: { seed: boolean } = { seed: true }): Promise<{ handle: DatabaseHandle; seeded: SeedReport }> {
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
    await migrateDatabase(handle, options.seed ? async () => {
      seeded = await seedDatabase(handle.db, { demo: config.seedDemo, vatRate: config.vatRate, qrSecret: config.jwtSecret });
    } : undefined);
  } catch (error) {
    await handle.close();
    throw error;
  }
  return { handle, seeded };
}
