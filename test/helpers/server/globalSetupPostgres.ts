// Jest globalSetup of the server-pg project: one migrated database per version of the migrations on
// TEST_DATABASE_URL's server, which createTestDatabase clones (CREATE DATABASE … TEMPLATE) for each file
// instead of migrating an empty one. Nobody connects to the template after it is made, as cloning requires.
import { Client } from 'pg';
import { createDatabase } from '../../../src/server/db/client';
import { migrateDatabase } from '../../../src/server/db/migrate';
import { POSTGRES_TEMPLATE_ENV, templateKey } from './dbTemplates';
import { freshPostgresDatabase } from './testDb';

async function databaseExists(adminUrl: string, name: string): Promise<boolean> {
  const client = new Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return (await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])).rowCount === 1;
  } finally {
    await client.end();
  }
}

export default async function globalSetupPostgres(): Promise<void> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) return;
  const name = `ken_template_${templateKey()}`;
  if (!(await databaseExists(adminUrl, name))) {
    // Built under a name of its own and renamed once complete: a half-made template is never cloned.
    const building = await freshPostgresDatabase(adminUrl);
    try {
      const handle = await createDatabase({ kind: 'postgres', url: building.url, poolMax: 2 });
      try {
        await migrateDatabase(handle);
      } finally {
        await handle.close();
      }
      const client = new Client({ connectionString: adminUrl });
      await client.connect();
      try {
        await client.query(`ALTER DATABASE "${new URL(building.url).pathname.slice(1)}" RENAME TO "${name}"`);
      } catch (error) {
        // Another run made the same template meanwhile: theirs is as good as ours.
        if (!(await databaseExists(adminUrl, name))) throw error;
      } finally {
        await client.end();
      }
    } finally {
      await building.drop();
    }
  }
  process.env[POSTGRES_TEMPLATE_ENV] = name;
}
