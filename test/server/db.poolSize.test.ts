// DATABASE_POOL_MAX (PostgreSQL only, the server-pg project): the server opens at most that many pooled connections,
// whatever its load; the statements beyond wait for a free one, and all of them are answered.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { Client } from 'pg';
import { loadConfig } from '../../src/server/config';
import type { DatabaseHandle } from '../../src/server/db/client';
import { openConfiguredDatabase } from '../../src/server/db/open';
import { rows } from '../../src/server/db/sql';
import { TEST_JWT_SECRET } from '../helpers/server/testApp';
import { POSTGRES_TEMPLATE_ENV } from '../helpers/server/dbTemplates';
import { freshPostgresDatabase } from '../helpers/server/testDb';

jest.setTimeout(120_000);

let handle: DatabaseHandle;
let drop: () => Promise<void>;
let dataDir: string;
let url: string;

beforeAll(async () => {
  const fresh = await freshPostgresDatabase(process.env.TEST_DATABASE_URL!, process.env[POSTGRES_TEMPLATE_ENV]);
  drop = fresh.drop;
  url = fresh.url;
  dataDir = mkdtempSync(path.join(tmpdir(), 'ken-pool-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    JWT_SECRET: TEST_JWT_SECRET,
    LOG_LEVEL: 'silent',
    DATABASE_URL: url,
    DATABASE_POOL_MAX: '3',
  });
  ({ handle } = await openConfiguredDatabase(config));
});

afterAll(async () => {
  await handle?.close();
  await drop?.();
  rmSync(dataDir, { recursive: true, force: true });
});

it('opens at most DATABASE_POOL_MAX connections under a burst, and answers every statement', async () => {
  expect(handle.pool!().max).toBe(3);
  const marker = `pool-size-${process.pid}`;
  // Eight statements at once, each holding its connection for 300 ms.
  const burst = Array.from({ length: 8 }, (_, i) =>
    rows<{ i: number }>(handle.db, sql`SELECT ${i}::int AS i, pg_sleep(0.3) /* ${sql.raw(marker)} */`),
  );
  await new Promise((resolve) => setTimeout(resolve, 50));
  const waiting = handle.pool!().waiting;
  // Watched from a session outside the pool, until the burst is answered: the most backends running its statement at once.
  const watcher = new Client({ connectionString: url });
  await watcher.connect();
  let done = false;
  const finished = Promise.all(burst).finally(() => (done = true));
  let most = 0;
  try {
    while (!done) {
      const { rows: seen } = await watcher.query<{ running: number }>(
        `SELECT count(*)::int AS running FROM pg_stat_activity
         WHERE datname = current_database() AND state = 'active' AND query LIKE $1 AND pid <> pg_backend_pid()`,
        [`%${marker}%`],
      );
      most = Math.max(most, seen[0].running);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  } finally {
    await watcher.end();
  }
  const answers = await finished;
  expect(answers.map(([row]) => row.i)).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
  expect(waiting).toBeGreaterThan(0);
  expect(handle.pool!().total).toBeLessThanOrEqual(3);
  expect(most).toBe(3);
});
