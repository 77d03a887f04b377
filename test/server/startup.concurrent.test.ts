// Two instances started at the same moment on one EMPTY PostgreSQL database (a rolling start, an orchestrator
// starting replicas): both go through the real start path (buildApp opens, migrates and seeds), both must serve.
// Only meaningful on PostgreSQL (PGlite's data folder belongs to one process): the server-pg project runs it.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { count, eq, sql } from 'drizzle-orm';
import { Client } from 'pg';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { huts, siteRatings } from '../../src/server/db/schema';
import { TEST_JWT_SECRET } from '../helpers/server/testApp';

const adminUrl = process.env.TEST_DATABASE_URL;
const onPostgres = process.env.TEST_DB_KIND === 'postgres' && adminUrl;
const describePg = onPostgres ? describe : describe.skip;

async function admin(statement: string) {
  const client = new Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

describePg('two instances starting together on an empty database', () => {
  const name = `ken_start_${process.pid}_${Date.now()}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'ken-start-'));
  const apps: FastifyInstance[] = [];

  beforeAll(() => admin(`CREATE DATABASE "${name}"`));
  afterAll(async () => {
    await Promise.all(apps.map((app) => app.close()));
    await admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('both migrate, seed and serve; the demo data is there once', async () => {
    const url = new URL(adminUrl!);
    url.pathname = `/${name}`;
    const config = loadConfig({
      NODE_ENV: 'test',
      DATABASE_URL: url.toString(),
      DATA_DIR: dataDir,
      JWT_SECRET: TEST_JWT_SECRET,
      LOG_LEVEL: 'silent',
      SEED_DEMO: 'true',
      WEB_DIR: path.join(dataDir, 'no-web'),
    });
    const starts = await Promise.allSettled(
      [0, 1].map(async () => {
        const app = await buildApp(config, { logger: false });
        apps.push(app);
        await app.ready();
        return app;
      }),
    );
    expect(starts.map((start) => (start.status === 'rejected' ? String(start.reason) : 'started'))).toEqual(['started', 'started']);

    for (const app of apps) {
      expect((await app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
      const huts = await app.inject({ method: 'GET', url: '/api/products/huts-list/' });
      expect(huts.statusCode).toBe(200);
      expect(huts.json().count).toBeGreaterThan(0);
    }
    const faq = await apps[0].inject({ method: 'GET', url: '/api/content/faq/' });
    expect(faq.statusCode).toBe(200);
    const [ratings] = await apps[1].db.select({ n: count() }).from(siteRatings);
    expect(ratings.n).toBe(5);
  }, 120_000);

  it("sees the other instance's writes at once: its cached catalogue is dropped by the database's notification", async () => {
    const list = async () => (await apps[0].inject({ method: 'GET', url: '/api/products/huts-list/' })).json().count as number;
    const before = await list();
    expect(await list()).toBe(before); // now cached on the first instance
    await apps[1].db
      .update(huts)
      .set({ isActive: false })
      .where(eq(huts.id, sql`(select min(id) from huts where is_active)`));
    let after = await list();
    for (let tries = 0; tries < 100 && after === before; tries += 1) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      after = await list();
    }
    expect(after).toBe(before - 1);
  });
});
