// Booking decisions per second: `npx tsx bench/booking-load.ts` (embedded PGlite, plus PostgreSQL when
// DATABASE_URL or TEST_DATABASE_URL is set: a fresh database, dropped afterwards). Loopback only.
// BENCH_CLIENTS guests (20) book random huts and stays at once for BENCH_DURATION seconds (10). A decision
// is what a guest waits for: create, then confirm (= hold), or the create's refusal. In the same run, in
// alternating one-second slices, the same clients hit a constant-JSON route: the ratio travels between machines. The
// clients run in a process of their own (bench/lib/bookingClient.ts): this one serves only. Afterwards a SQL query counts
// pairs of holding bookings of one hut with overlapping stays: double bookings, must be 0. DATABASE_POOL_MAX sizes the
// server's PostgreSQL pool as in production (bench/lib/databases.ts).
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { runOnEveryDatabase } from './lib/databases';
import { fork } from 'node:child_process';
import type { ClientAnswer, ClientJob } from './lib/bookingClient';
import { constantBody, CONSTANT_ROUTE } from './lib/load';
import { profiled } from './lib/profile';
import { addPricedHuts } from './lib/pricedHuts';
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import { users } from '../src/server/db/schema';
import { holding } from '../src/server/db/bookingStatus';
import { rows } from '../src/server/db/sql';

const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 20);
const SECONDS = Number(process.env.BENCH_DURATION ?? 10);
// Enough huts and days that most decisions are real holds, with some guests still racing for the same nights.
const HUTS = Number(process.env.BENCH_HUTS ?? 200);
const DAYS = 365;

/** The guests' loops run in a child process (bench/lib/bookingClient.ts), so this process's CPU is the server's alone. */
function inClientProcess(job: ClientJob): Promise<ClientAnswer> {
  const child = fork(path.join(__dirname, 'lib/bookingClient.ts'), [], { execArgv: ['--import', 'tsx'] });
  return new Promise((resolve, reject) => {
    child.once('message', (answer) => resolve(answer as ClientAnswer));
    child.once('exit', (code) => code !== 0 && reject(new Error(`the bench client exited with ${code}`)));
    child.send(job);
  });
}

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

    const job = { base, clients: CLIENTS, seconds: SECONDS, headers, huts: made.map((hut) => hut.id), today, days: DAYS };
    const { baseline: constant, measured: decisions, outcomes } = await inClientProcess({ ...job, kind: 'compare' });
    // With BENCH_CPU_PROFILE: a further run of decisions alone, the server's process profiled (not counted in the table).
    if (process.env.BENCH_CPU_PROFILE) await profiled(`decisions ${label}`, () => inClientProcess({ ...job, kind: 'decisions' }));

    const now = new Date();
    const [{ doubles }] = await rows<{ doubles: number }>(
      app.db,
      sql`SELECT count(*)::int AS doubles FROM bookings a JOIN bookings b
      ON a.hut_id = b.hut_id AND a.id < b.id AND a.stay && b.stay WHERE ${holding('a', now)} AND ${holding('b', now)}`,
    );
    const load = os.loadavg().map((value) => value.toFixed(1));
    console.log(
      `\n${label}: ${CLIENTS} clients, ${SECONDS} s each, ${HUTS} huts × ${DAYS} days, Node ${process.version}, load average ${load.join(' ')}`,
    );
    console.log('| decisions/s | p50 ms | p99 ms | held | 409 taken | other | double bookings | constant req/s | ratio to constant |');
    console.log('|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
    console.log(
      `| ${decisions.perSecond.toFixed(0)} | ${decisions.p50.toFixed(1)} | ${decisions.p99.toFixed(1)} | ${outcomes.held} | ${outcomes.taken} | ${outcomes.other} | ${doubles} | ` +
        `${constant!.perSecond.toFixed(0)} | ${(decisions.perSecond / constant!.perSecond).toFixed(3)} |`,
    );
    if (doubles !== 0 || outcomes.other !== 0) process.exitCode = 1;
  } finally {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

runOnEveryDatabase(run);
