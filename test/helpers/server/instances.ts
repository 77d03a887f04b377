// Several instances of the app on one PostgreSQL database, as behind a load balancer: what the tests of work shared
// across instances (refund workers, seats, notifications) need.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp, type BuildOverrides } from '../../../src/server/app';
import { loadConfig } from '../../../src/server/config';
import { createDatabase, type DatabaseHandle } from '../../../src/server/db/client';
import { migrateDatabase } from '../../../src/server/db/migrate';
import type { Clock } from '../../../src/server/lib/clock';
import { POSTGRES_TEMPLATE_ENV } from './dbTemplates';
import { TEST_JWT_SECRET } from './testApp';
import { freshPostgresDatabase } from './testDb';

/** True in the PostgreSQL project (with a server to reach): several instances need a database they can share. */
export const ON_POSTGRES = process.env.TEST_DB_KIND === 'postgres' && Boolean(process.env.TEST_DATABASE_URL);

/**
 * Runs `use` with `count` apps, each with its own pool on one fresh PostgreSQL database (migrated once) and one data
 * folder; closes them, drops the database and removes the folder afterwards, whatever happened.
 */
export async function withInstances<T>(
  count: number,
  options: { clock: Clock; overrides?: (handle: DatabaseHandle) => BuildOverrides },
  use: (apps: FastifyInstance[], handles: DatabaseHandle[]) => Promise<T>,
): Promise<T> {
  const database = await freshPostgresDatabase(process.env.TEST_DATABASE_URL!, process.env[POSTGRES_TEMPLATE_ENV]);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'ken-instances-'));
  const config = {
    ...loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      JWT_SECRET: TEST_JWT_SECRET,
      LOG_LEVEL: 'silent',
      WEB_DIR: path.join(dataDir, 'none'),
    }),
    serverRender: false,
  };
  const handles: DatabaseHandle[] = [];
  const apps: FastifyInstance[] = [];
  try {
    for (let index = 0; index < count; index += 1) {
      const handle = await createDatabase({ kind: 'postgres', url: database.url });
      handles.push(handle);
      if (index === 0) await migrateDatabase(handle);
      const app = await buildApp(config, { db: handle, clock: options.clock, logger: false, ...options.overrides?.(handle) });
      await app.ready();
      apps.push(app);
    }
    return await use(apps, handles);
  } finally {
    for (const app of apps) await app.close();
    for (const handle of handles) await handle.close();
    await database.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
