// Public catalogue reads are cached in process and answered with ETag / 304 (issue 9 §5). The cache must
// never serve an answer older than a committed write, whoever made it: the app, the back office, a script or
// another instance. Writes here go straight to the database, not through any service, to prove that.
import { sql } from 'drizzle-orm';
import { huts } from '../../src/server/db/schema';
import { createTestApp, type TestApp } from '../helpers/server/testApp';

let t: TestApp;
const get = (url: string, headers: Record<string, string> = {}, remoteAddress = '127.0.0.1') =>
  t.app.inject({ method: 'GET', url, headers, remoteAddress });
const LIST = '/api/products/huts-list/';

beforeAll(async () => {
  t = await createTestApp({ config: { publicReadsPerMinute: 30 } });
  await t.db.insert(huts).values(
    ['One', 'Two'].map((title) => ({
      title,
      titleAr: `${title} ع`,
      size: 'small' as const,
      maxPersonsNum: 2,
      bedroomsNum: 1,
      bathroomsNum: 1,
    })),
  );
}, 120_000);
afterAll(() => t?.close());

/** Waits for another connection's notification (PostgreSQL delivers it at commit, asynchronously). */
async function eventually(check: () => Promise<boolean>) {
  for (let tries = 0; tries < 100 && !(await check()); tries += 1) await new Promise((resolve) => setTimeout(resolve, 20));
  expect(await check()).toBe(true);
}

it('answers with an ETag, and 304 when the browser already has that answer', async () => {
  const first = await get(LIST);
  expect(first.statusCode).toBe(200);
  expect(first.headers['cache-control']).toBe('no-cache');
  const etag = String(first.headers.etag);
  const again = await get(LIST, { 'if-none-match': etag });
  expect(again.statusCode).toBe(304);
  expect(again.body).toBe('');
  expect((await get(LIST, { 'if-none-match': '"other"' })).statusCode).toBe(200);
});

it('serves from memory, and never after a write by anyone', async () => {
  await t.db.execute(
    sql.raw(`CREATE FUNCTION quiet_hide(hut text) RETURNS void LANGUAGE plpgsql AS $$
    BEGIN PERFORM set_config('session_replication_role', 'replica', true); UPDATE huts SET is_active = false WHERE title = hut; END $$`),
  );
  expect((await get(LIST)).json().count).toBe(2);
  // A write that announces nothing (triggers off, hidden in a SELECT): the cached answer is what comes back.
  await t.db.execute(sql`SELECT quiet_hide('One')`);
  expect((await get(LIST)).json().count).toBe(2);
  // Any ordinary write (here raw SQL, as the back office or another instance would) empties it.
  await t.db.execute(sql`UPDATE huts SET sort_order = sort_order WHERE title = 'Two'`);
  await eventually(async () => (await get(LIST)).json().count === 1);
});

it('counts expensive reads per IP and answers 429 with a translated message', async () => {
  let last = await get(LIST, { 'accept-language': 'ar' });
  for (let i = 0; i < 40 && last.statusCode !== 429; i += 1) last = await get(LIST, { 'accept-language': 'ar' });
  expect(last.statusCode).toBe(429);
  expect(last.headers['retry-after']).toBeDefined();
  expect(last.json().detail).toMatch(/طلبات كثيرة/);
});

const onPostgres = process.env.TEST_DB_KIND === 'postgres';
(onPostgres ? it : it.skip)(
  'never serves what was cached before its LISTEN connection dropped (notifications lost meanwhile)',
  async () => {
    const list = async () => (await get(LIST, {}, '10.0.0.2')).json().count; // another IP: the test above used up its limit
    await t.db.execute(sql`UPDATE huts SET is_active = true`);
    await eventually(async () => (await list()) === 2);
    // The listener's connection dies; a write whose notification nobody hears (triggers off) happens meanwhile.
    await t.db.execute(
      sql`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND query ILIKE 'LISTEN%'`,
    );
    await t.db.execute(sql`SELECT quiet_hide('Two')`);
    await eventually(async () => t.app.changes.live);
    await eventually(async () => (await list()) === 1);
  },
);
