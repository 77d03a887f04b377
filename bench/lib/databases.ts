// The databases a load bench runs on: the embedded PGlite always, PostgreSQL when an admin URL is given
// (a fresh database is created for the run and dropped afterwards, so figures never depend on old data).
import { Client } from 'pg';

export async function withFreshPostgres(adminUrl: string, body: (url: string) => Promise<void>): Promise<void> {
  const name = `ken_bench_${process.pid}_${Date.now()}`;
  const admin = async (statement: string) => {
    const client = new Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE "${name}"`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  try {
    await body(url.toString());
  } finally {
    await admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  }
}

/**
 * Runs the bench on PGlite, then on PostgreSQL when DATABASE_URL or TEST_DATABASE_URL is set (BENCH_ONLY picks one);
 * DATABASE_POOL_MAX, when set, is passed on to the PostgreSQL run.
 */
export function runOnEveryDatabase(run: (label: string, env: Record<string, string>) => Promise<void>): void {
  const main = async () => {
    // BENCH_ONLY=pglite or postgres runs one of them (a profile of one database).
    const only = process.env.BENCH_ONLY;
    if (only !== 'postgres') await run('Embedded database (PGlite)', {});
    const pgUrl = process.env.DATABASE_URL ?? process.env.TEST_DATABASE_URL;
    if (only === 'pglite') return;
    // DATABASE_POOL_MAX sizes the server's pool as an operator would (10 when unset).
    const pool: Record<string, string> = process.env.DATABASE_POOL_MAX ? { DATABASE_POOL_MAX: process.env.DATABASE_POOL_MAX } : {};
    if (pgUrl) await withFreshPostgres(pgUrl, (url) => run('PostgreSQL', { DATABASE_URL: url, ...pool }));
    else console.log('\nPostgreSQL skipped: set DATABASE_URL or TEST_DATABASE_URL to an admin connection.');
  };
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
