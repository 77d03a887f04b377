import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { createDatabase, type DatabaseHandle } from '../../../src/server/db/client';
import { migrateDatabase } from '../../../src/server/db/migrate';

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default; with TEST_DB_KIND=postgres
 * (the server-pg Jest project) a uniquely named database on TEST_DATABASE_URL, dropped on close.
 */
export async function createTestDatabase(): Promise<DatabaseHandle> {
  if (process.env.TEST_DB_KIND !== 'postgres') {
    // The server's own path (PGlite in a worker thread); TEST_PGLITE_THREAD=main compares with in-process PGlite.
    const handle = await createDatabase({ kind: 'pglite', thread: process.env.TEST_PGLITE_THREAD === 'main' ? 'main' : 'worker' });
    await migrateDatabase(handle);
    return handle;
  }
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DB_KIND=postgres needs TEST_DATABASE_URL, e.g. postgres://postgres@127.0.0.1:5432/test');
  const fresh = await freshPostgresDatabase(adminUrl);
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

/** A new, empty, uniquely named database on the PostgreSQL server of `adminUrl`, not migrated. */
export async function freshPostgresDatabase(adminUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `ken_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  await adminQuery(adminUrl, `CREATE DATABASE "${name}"`);
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
