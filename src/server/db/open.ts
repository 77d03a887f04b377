import type { AppConfig } from '../config';
import { startDatabase, type Database, type DatabaseHandle } from './client';
import { startEmbedded, type EmbeddedStart } from './embedded';
import { migrateDatabase } from './migrate';

export { DataFolderUnusable } from './embedded';

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
  return startOpeningDatabase(config, seed).opened;
}

export interface DatabaseOpening {
  /** The handle before the database is open (statements wait): for what only needs it later, as routes do. */
  handle: DatabaseHandle;
  /** Open, migrated and seeded; on failure the handle is closed. */
  opened: Promise<{ handle: DatabaseHandle; seeded: SeedReport }>;
}

/**
 * What openConfiguredDatabase does, with the handle given at once: main.ts registers the app's routes while PGlite
 * compiles, opens, migrates and seeds (its `embedded` thread already started, see startEmbedded), and answers
 * nobody before `opened`.
 */
export function startOpeningDatabase(config: AppConfig, seed?: Seed, embedded?: EmbeddedStart): DatabaseOpening {
  const started = config.databaseUrl
    ? startDatabase({ kind: 'postgres', url: config.databaseUrl })
    : openEmbedded(embedded ?? startEmbedded(config));
  const { handle } = started;
  const opened = (async () => {
    let seeded: SeedReport = { inserted: {} };
    try {
      await started.opened;
      await migrateDatabase(
        handle,
        seed
          ? async () => {
              seeded = await seed(handle.db);
            }
          : undefined,
      );
    } catch (error) {
      await handle.close().catch(() => undefined);
      throw error;
    }
    return { handle, seeded };
  })();
  opened.catch(() => undefined); // the owner awaits it
  return { handle, opened };
}

/** PGlite opening in its thread, turned into a handle: a folder it cannot open is refused as DataFolderUnusable. */
function openEmbedded(embedded: EmbeddedStart): { handle: DatabaseHandle; opened: Promise<void> } {
  const { handle, opened } = startDatabase({ kind: 'pglite', dir: embedded.dir, started: embedded.thread });
  return { handle, opened: opened.catch((error: unknown) => Promise.reject(embedded.failure(error))) };
}
