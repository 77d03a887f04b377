import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { AppConfig } from '../config';
import { createDatabase, type DatabaseHandle } from './client';
import { migrateDatabase } from './migrate';

/** The database the configuration names (PostgreSQL when DATABASE_URL is set, else PGlite files), migrated. */
export async function openConfiguredDatabase(config: AppConfig): Promise<DatabaseHandle> {
  let handle: DatabaseHandle;
  if (config.databaseUrl) {
    handle = await createDatabase({ kind: 'postgres', url: config.databaseUrl });
  } else {
    const dir = path.join(config.dataDir, 'pglite');
    mkdirSync(dir, { recursive: true });
    handle = await createDatabase({ kind: 'pglite', dir });
  }
  try {
    await migrateDatabase(handle);
  } catch (error) {
    await handle.close();
    throw error;
  }
  return handle;
}
