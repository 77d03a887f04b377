// Booking load: `npx tsx bench/booking-load.ts` (embedded PGlite, plus PostgreSQL when DATABASE_URL or
// TEST_DATABASE_URL is set: a fresh database, dropped afterwards). Loopback only, bounded in requests and
// time. Many clients book random huts and dates at once (create, then confirm = hold); afterwards a SQL
// query counts pairs of holding bookings of one hut with overlapping stays: double bookings, must be 0.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { runOnEveryDatabase } from './lib/databases';
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import { users } from '../src/server/db/schema';
import { holding, rows } from '../src/server/modules/catalogue/sql';

const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 20);
const ATTEMPTS_PER_CLIENT = Number(process.env.BENCH_ATTEMPTS ?? 25);
const MAX_SECONDS = Number(process.env.BENCH_DURATION ?? 30);

const addDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const percentile = (sorted: number[], p: number) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] : 0);

async function run(label: string, env: Record<string, string>): Promise<void> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'ken-bench-'));
  const config = loadConfig({ NODE_ENV: 'development', DATA_DIR: dataDir, LOG_LEVEL: 'silent', SEED_DEMO: 'true', WEB_DIR: path.join(dataDir, 'no-web'), ...env });
  const app = await buildApp(config, { logger: false });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  const base = `http://127.0.0.1:${address.port}`;
  try {
    const huts = (await rows<{ id: number; max: number }>(app.db, sql`SELECT id, max_persons_num AS max FROM huts WHERE is_active ORDER BY id`));
    const created = await app.db.insert(users).values(Array.from({ length: CLIENTS }, (_, i) => ({ email: `bench${i}.${Date.now()}@example.test`, fullName: `Bench ${i}`, isVerified: true }))).returning();
    const deadline = Date.now() + MAX_SECONDS * 1000;
    const latencies: number[] = [];
    const outcomes = { held: 0, conflict: 0, other: 0 };
    const started = Date.now();
    await Promise.all(created.map(async (user) => {
      for (let attempt = 0; attempt < ATTEMPTS_PER_CLIENT && Date.now() < deadline; attempt += 1) {
        // Access tokens live 15 minutes; a fresh one per attempt keeps long runs valid.
        const headers = { authorization: `Bearer ${app.tokens.signAccess(user)}`, 'content-type': 'application/json' };
        const hut = huts[Math.floor(Math.random() * huts.length)];
        const start = 7 + Math.floor(Math.random() * 40);
        const body = { hut: hut.id, persons_max_num: 1, kids_max_num: 0, date: { date_from: addDays(start), date_to: addDays(start + 1 + Math.floor(Math.random() * 3)) } };
        const t0 = performance.now();
        const create = await fetch(`${base}/api/products/booking/`, { method: 'POST', headers, body: JSON.stringify(body) });
        const booking = (await create.json()) as { id?: number };
        if (create.status !== 201 || !booking.id) {
          outcomes[create.status === 409 ? 'conflict' : 'other'] += 1;
          latencies.push(performance.now() - t0);
          continue;
        }
        const hold = await fetch(`${base}/api/products/booking/update/${booking.id}/`, { method: 'PUT', headers, body: JSON.stringify({ ...body, status: 'confirmed' }) });
        await hold.arrayBuffer();
        latencies.push(performance.now() - t0);
        outcomes[hold.status === 200 ? 'held' : hold.status === 409 ? 'conflict' : 'other'] += 1;
      }
    }));
    const seconds = (Date.now() - started) / 1000;
    const now = new Date();
    const [{ doubles }] = await rows<{ doubles: number }>(app.db, sql`SELECT count(*)::int AS doubles FROM bookings a JOIN bookings b
      ON a.hut_id = b.hut_id AND a.id < b.id AND a.stay && b.stay WHERE ${holding('a', now)} AND ${holding('b', now)}`);
    latencies.sort((x, y) => x - y);
    console.log(`\n${label}: ${CLIENTS} clients × up to ${ATTEMPTS_PER_CLIENT} bookings (create + hold), ${huts.length} huts, ${seconds.toFixed(1)} s, Node ${process.version}`);
    console.log('| holds/s | attempts/s | held | 409 taken | other | p50 ms | p99 ms | double bookings |');
    console.log('|---:|---:|---:|---:|---:|---:|---:|---:|');
    const attempts = outcomes.held + outcomes.conflict + outcomes.other;
    console.log(`| ${(outcomes.held / seconds).toFixed(1)} | ${(attempts / seconds).toFixed(1)} | ${outcomes.held} | ${outcomes.conflict} | ${outcomes.other} | ${percentile(latencies, 50).toFixed(1)} | ${percentile(latencies, 99).toFixed(1)} | ${doubles} |`);
    if (doubles !== 0 || outcomes.other !== 0) process.exitCode = 1;
  } finally {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

runOnEveryDatabase(run);
