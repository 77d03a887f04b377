import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { createDatabase, type DatabaseHandle } from '../../../src/server/db/client';
import { migrateDatabase } from '../../../src/server/db/migrate';
import { pgliteTemplateTarball, POSTGRES_TEMPLATE_ENV } from './dbTemplates';

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default; with TEST_DB_KIND=postgres
 * (the server-pg Jest project) a uniquely named database on TEST_DATABASE_URL, dropped on close.
 */
export async function createTestDatabase(): Promise<DatabaseHandle> {
  if (process.env.TEST_DB_KIND !== 'postgres') {
    // The server's own path (PGlite in a worker thread); TEST_PGLITE_THREAD=main compares with in-process PGlite.
    // From the run's migrated template when there is one (dbTemplates.ts); the migrator then finds nothing to do.
    const handle = await createDatabase({
      kind: 'pglite',
      thread: process.env.TEST_PGLITE_THREAD === 'main' ? 'main' : 'worker',
      loadDataDir: pgliteTemplateTarball(),
    });
    await migrateDatabase(handle);
    return handle;
  }
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DB_KIND=postgres needs TEST_DATABASE_URL, e.g. postgres://postgres@127.0.0.1:5432/test');
  const fresh = await freshPostgresDatabase(adminUrl, process.env[POSTGRES_TEMPLATE_ENV]);
  const handle = await createDatabase({ kind: 'postgres', url: fresh.url });
  await migrateDatabase(handle);
  return {
    ...handle,
    async close() {
      await handle.close();
      await fresh.drop();
    },
  };
}

/** A new, uniquely named database on the PostgreSQL server of `adminUrl`: empty, or a copy of `template`. */
export async function freshPostgresDatabase(adminUrl: string, template?: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `ken_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  await adminQuery(adminUrl, template ? `CREATE DATABASE "${name}" TEMPLATE "${template}"` : `CREATE DATABASE "${name}"`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => adminQuery(adminUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`) };
}

async function adminQuery(url: string, statement: string): Promise<void> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
