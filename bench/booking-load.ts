// Booking decisions per second: `npx tsx bench/booking-load.ts` (embedded PGlite, plus PostgreSQL when
// DATABASE_URL or TEST_DATABASE_URL is set: a fresh database, dropped afterwards). Loopback only.
// BENCH_CLIENTS guests (20) book random huts and stays at once for BENCH_DURATION seconds (10). A decision
// is what a guest waits for: create, then confirm (= hold), or the create's refusal. In the same run, in
// alternating one-second slices, the same clients hit a constant-JSON route: the ratio travels between machines. Afterwards a SQL query counts
// pairs of holding bookings of one hut with overlapping stays: double bookings, must be 0.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { runOnEveryDatabase } from './lib/databases';
import { closedLoop, compareWithBaseline, constantBody, CONSTANT_ROUTE } from './lib/load';
import { profiled } from './lib/profile';
import { addPricedHuts } from './lib/pricedHuts';
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import { users } from '../src/server/db/schema';
import { holding } from '../src/server/db/bookingStatus';
import { rows } from '../src/server/db/sql';
import { addDays } from '../src/shared/dates';

const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 20);
const SECONDS = Number(process.env.BENCH_DURATION ?? 10);
// Enough huts and days that most decisions are real holds, with some guests still racing for the same nights.
const HUTS = Number(process.env.BENCH_HUTS ?? 200);
const DAYS = 365;

async function run(label: string, env: Record<string, string>): Promise<void> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'ken-bench-'));
  const config = loadConfig({
    NODE_ENV: 'development',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'true',
    WEB_DIR: path.join(dataDir, 'no-web'),
    ...env,
  });
  const app = await buildApp(config, { logger: false });
  app.get(CONSTANT_ROUTE, async () => constantBody());
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  const base = `http://127.0.0.1:${address.port}`;
  try {
    const today = new Date().toISOString().slice(0, 10);
    const made = await addPricedHuts(app.db, HUTS, DAYS + 10);
    const guests = await app.db
      .insert(users)
      .values(
        Array.from({ length: CLIENTS }, (_, i) => ({
          email: `bench${i}.${Date.now()}@example.test`,
          fullName: `Bench ${i}`,
          isVerified: true,
        })),
      )
      .returning();
    // Access tokens live 15 minutes: one per guest covers a run.
    const headers = guests.map((user) => ({ authorization: `Bearer ${app.tokens.signAccess(user)}`, 'content-type': 'application/json' }));

    const outcomes = { held: 0, taken: 0, other: 0 };
    const constantCall = async () => void (await (await fetch(base + CONSTANT_ROUTE)).arrayBuffer());
    const decide = async (client: number) => {
      const hut = made[Math.floor(Math.random() * made.length)];
      const start = 1 + Math.floor(Math.random() * DAYS);
      const body = {
        hut: hut.id,
        persons_max_num: 1,
        kids_max_num: 0,
        date: { date_from: addDays(today, start), date_to: addDays(today, start + 1 + Math.floor(Math.random() * 3)) },
      };
      const create = await fetch(`${base}/api/products/booking/`, { method: 'POST', headers: headers[client], body: JSON.stringify(body) });
      const booking = (await create.json()) as { id?: number };
      if (create.status !== 201 || !booking.id) {
        outcomes[create.status === 409 ? 'taken' : 'other'] += 1;
        return;
      }
      const hold = await fetch(`${base}/api/products/booking/update/${booking.id}/`, {
        method: 'PUT',
        headers: headers[client],
        body: JSON.stringify({ ...body, status: 'confirmed' }),
      });
      await hold.arrayBuffer();
      outcomes[hold.status === 200 ? 'held' : hold.status === 409 ? 'taken' : 'other'] += 1;
    };
    const { baseline: constant, measured: decisions } = await compareWithBaseline(CLIENTS, SECONDS, constantCall, decide);
    // With BENCH_CPU_PROFILE: a further run of decisions alone, profiled (not counted in the table).
    if (process.env.BENCH_CPU_PROFILE) await profiled(`decisions ${label}`, () => closedLoop(CLIENTS, SECONDS, decide));

    const now = new Date();
    const [{ doubles }] = await rows<{ doubles: number }>(
      app.db,
      sql`SELECT count(*)::int AS doubles FROM bookings a JOIN bookings b
      ON a.hut_id = b.hut_id AND a.id < b.id AND a.stay && b.stay WHERE ${holding('a', now)} AND ${holding('b', now)}`,
    );
    console.log(`\n${label}: ${CLIENTS} clients, ${SECONDS} s each, ${HUTS} huts × ${DAYS} days, Node ${process.version}`);
    console.log('| decisions/s | p50 ms | p99 ms | held | 409 taken | other | double bookings | constant req/s | ratio to constant |');
    console.log('|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
    console.log(
      `| ${decisions.perSecond.toFixed(0)} | ${decisions.p50.toFixed(1)} | ${decisions.p99.toFixed(1)} | ${outcomes.held} | ${outcomes.taken} | ${outcomes.other} | ${doubles} | ` +
        `${constant.perSecond.toFixed(0)} | ${(decisions.perSecond / constant.perSecond).toFixed(3)} |`,
    );
    if (doubles !== 0 || outcomes.other !== 0) process.exitCode = 1;
  } finally {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

runOnEveryDatabase(run);
