import { existsSync, mkdirSync, readdirSync } from 'node:fs';
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
    handle = await createDatabase({ kind: 'postgres', url: config.databaseUrl, poolMax: config.databasePoolMax });
  } else {
    handle = await openEmbedded(path.join(config.dataDir, 'pglite'));
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

/** The embedded database's folder holds something but cannot be opened: the server stops and says what to do. */
export class DataFolderUnusable extends Error {
  constructor(dir: string, reason: string) {
    super(
      `The embedded database in ${dir} cannot be opened (${reason}). Nothing in it was changed, and it will not be ` +
        'replaced by an empty one. Keep the folder as it is (copy it aside for inspection), then restore the last backup ' +
        'into an empty DATA_DIR: npm run restore -- --in FILE (docs/operations.md, "Backups").',
    );
    this.name = 'DataFolderUnusable';
  }
}

/**
 * PGlite makes a new, empty database in a folder without PG_VERSION: only a folder that is missing or empty may get one.
 * A folder with files but no PG_VERSION (a half-copied or damaged one), or one PGlite fails to open, is refused, so
 * a resort's data is never silently traded for an empty database. A folder left by a killed process opens as usual
 * (PostgreSQL replays its write-ahead log).
 */
async function openEmbedded(dir: string): Promise<DatabaseHandle> {
  const entries = existsSync(dir) ? readdirSync(dir) : [];
  if (entries.length > 0 && !entries.includes('PG_VERSION')) throw new DataFolderUnusable(dir, 'it holds files but no PG_VERSION');
  mkdirSync(dir, { recursive: true });
  try {
    return await createDatabase({ kind: 'pglite', dir });
  } catch (error) {
    if (entries.length === 0) throw error;
    throw new DataFolderUnusable(dir, error instanceof Error ? error.message : String(error));
  }
}
