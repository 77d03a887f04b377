// The back office at scale (issue 27 §2): `npx tsx bench/backoffice.ts` (PGlite, plus PostgreSQL when
// DATABASE_URL or TEST_DATABASE_URL names an admin connection: a fresh database, dropped afterwards).
// Lays in three years of history by SQL (bench/sql/history.sql: 200 huts, 30,000 guests, 100,000 bookings with
// their payments and audit rows), then calls each back-office screen BENCH_CALLS times (50) for time, one client over
// loopback HTTP in a process of its own (BENCH_CLIENT=inline: in this one), after 2 warm-up calls, and prints p50/p95.
// Before those, BENCH_RSS_CALLS (20) calls for memory: the RSS growth is the largest rise of the server's resident memory
// (this process, the PGlite worker thread included) over one call, sampled every 5 ms; run with
// NODE_OPTIONS=--expose-gc to collect garbage before each of those calls, else earlier calls' garbage counts too (the
// timed calls never force a collection).
// BENCH_SCREENS=figures,search picks screens by part of their name; the constant route (/healthz) is always timed.
// BENCH_TIMES=1 prints every timed call of each screen, sorted (where a p95 comes from).
import { fork } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { runOnEveryDatabase } from './lib/databases';
import { percentile } from './lib/load';
import { callScreens, type ScreenAnswer, type ScreenCalls } from './lib/screenClient';
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import { users } from '../src/server/db/schema';
import { rows } from '../src/server/db/sql';

const CALLS = Number(process.env.BENCH_CALLS ?? 50);
const RSS_CALLS = Number(process.env.BENCH_RSS_CALLS ?? 20);
const ONLY = process.env.BENCH_SCREENS?.split(',');

const statements = (file: string) =>
  readFileSync(file, 'utf8')
    .replace(/^--.*$/gm, '')
    .split(/;\s*$/m)
    .map((statement) => statement.trim())
    .filter(Boolean);

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/**
 * The one client, in a process of its own (bench/lib/screenClient.ts): its CPU, its garbage and the answers it reads
 * are not the server's. BENCH_CLIENT=inline makes the calls from this process instead, as the bench did before.
 */
function screenClient(): { call(urls: string[], headers: Record<string, string>): Promise<ScreenAnswer>; close(): void } {
  if (process.env.BENCH_CLIENT === 'inline')
    return { call: (urls, headers) => callScreens({ id: 0, urls, headers }), close: () => undefined };
  // The client runs with V8's defaults (NODE_OPTIONS=--expose-gc is for this process's memory calls).
  const child = fork(path.join(__dirname, 'lib/screenClient.ts'), [], {
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, NODE_OPTIONS: '' },
  });
  const waiting = new Map<number, { resolve: (answer: ScreenAnswer) => void; reject: (error: Error) => void }>();
  let next = 0;
  child.on('message', (answer: ScreenAnswer) => {
    waiting.get(answer.id)?.resolve(answer);
    waiting.delete(answer.id);
  });
  // A client that dies fails the calls it owed, so the run's clean-up (server, data folder, database) still happens.
  child.on('exit', (code) => {
    for (const call of waiting.values()) call.reject(new Error(`the bench client exited with ${code}`));
    waiting.clear();
  });
  return {
    call: (urls, headers) =>
      new Promise((resolve, reject) => {
        const id = (next += 1);
        waiting.set(id, { resolve, reject });
        child.send({ id, urls, headers } satisfies ScreenCalls);
      }),
    close: () => child.disconnect(),
  };
}

async function run(label: string, env: Record<string, string>): Promise<void> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'ken-bench-'));
  const config = loadConfig({
    NODE_ENV: 'development',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
    WEB_DIR: path.join(dataDir, 'no-web'),
    PUBLIC_READS_PER_MINUTE: '1000000',
    ...env,
  });
  const app = await buildApp(config, { logger: false });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  const base = `http://127.0.0.1:${address.port}`;
  const client = screenClient();
  try {
    const seeded = performance.now();
    for (const statement of statements(path.join(__dirname, 'sql/history.sql'))) await app.db.execute(sql.raw(statement));
    const [counts] = await rows<Record<string, number>>(
      app.db,
      sql`SELECT (SELECT count(*)::int FROM huts) AS huts, (SELECT count(*)::int FROM users) AS users, (SELECT count(*)::int FROM bookings) AS bookings,
        (SELECT count(*)::int FROM payment_transactions) AS payments, (SELECT count(*)::int FROM audit_log) AS audit`,
    );
    console.log(`\n## ${label}\nhistory laid in ${((performance.now() - seeded) / 1000).toFixed(1)} s:`, JSON.stringify(counts));

    const [staff] = await app.db
      .insert(users)
      .values({ email: `bench.staff.${Date.now()}@example.test`, fullName: 'Bench staff', role: 'admin', isVerified: true })
      .returning();
    const headers = () => ({ authorization: `Bearer ${app.tokens.signAccess(staff)}`, 'accept-language': 'en' });
    const [sample] = await rows<{ code: string; phone: string; full_name: string; full_name_ar: string }>(
      app.db,
      sql`SELECT b.code, u.phone, u.full_name, u.full_name_ar FROM bookings b JOIN users u ON u.id = b.user_id ORDER BY b.id OFFSET 5000 LIMIT 1`,
    );
    const q = (text: string) => encodeURIComponent(text);
    const today = new Date();
    const yearAgo = isoDay(new Date(today.getTime() - 364 * 86_400_000));
    const month = isoDay(today).slice(0, 8);

    const gridFrom = isoDay(new Date(today.getTime() - 15 * 86_400_000));
    const gridTo = isoDay(new Date(today.getTime() + 15 * 86_400_000));

    let miss = 0;
    const screens: [string, () => string][] = [
      // The constant route: what this machine answers at the moment, to read the other lines against.
      ['constant route (/healthz)', () => `/healthz`],
      ['figures, a month', () => `/api/dashboard/figures/?from=${month}01`],
      ['figures, a year', () => `/api/dashboard/figures/?from=${yearAgo}&to=${isoDay(today)}`],
      ['bookings search by code', () => `/api/dashboard/bookings/?q=${sample.code}`],
      ['bookings search by name', () => `/api/dashboard/bookings/?q=${q('Noura Alharbi')}`],
      ['bookings search by name (one guest)', () => `/api/dashboard/bookings/?q=${q(sample.full_name.split(' ').slice(1).join(' '))}`],
      ['bookings search by Arabic name', () => `/api/dashboard/bookings/?q=${q(sample.full_name_ar)}`],
      ['bookings search by phone', () => `/api/dashboard/bookings/?q=${q(sample.phone.slice(-6))}`],
      ['bookings first page', () => `/api/dashboard/bookings/`],
      ['users search', () => `/api/dashboard/users/?q=Layla`],
      ["a year's CSV export", () => `/api/dashboard/bookings/export.csv?created_from=${yearAgo}&created_to=${isoDay(today)}`],
      // A query the cache has never seen: what the first visitor after a change waits for.
      ['huts list, cache emptied', () => `/api/products/huts-list/?page=1&bench_miss=${(miss += 1)}`],
      // The front desk's reservations grid: every one of the 200 huts over 31 days around today.
      ['reservations grid, 200 huts × 31 days', () => `/api/dashboard/grid/?from=${gridFrom}&to=${gridTo}`],
    ];

    console.log('| screen | p50 ms | p95 ms | status | bytes | RSS growth MB (max) |\n|---|---:|---:|---|---:|---:|');
    for (const [name, url] of screens) {
      if (ONLY && !name.startsWith('constant') && !ONLY.some((part) => name.includes(part))) continue;
      let status = 0;
      let bytes = 0;
      const calls = async (count: number) => {
        const answer = await client.call(
          Array.from({ length: count }, () => base + url()),
          headers(),
        );
        ({ status, bytes } = answer);
        return answer.times;
      };
      // First the memory a call takes: RSS_CALLS calls, garbage collected before each (with --expose-gc), the server's
      // resident memory sampled every 5 ms; the largest rise over one call. (Measured after the timed calls instead, on a
      // heap they had grown, the export's rise read 0.)
      let rssGrowth = 0;
      for (let n = 0; n < RSS_CALLS; n += 1) {
        global.gc?.();
        const before = process.memoryUsage.rss();
        let peak = before;
        const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage.rss())), 5);
        await calls(1);
        clearInterval(sampler);
        peak = Math.max(peak, process.memoryUsage.rss());
        rssGrowth = Math.max(rssGrowth, (peak - before) / 2 ** 20);
      }
      // Then the timed calls, as a client makes them: no collection forced before, no sampler running beside. A call
      // timed right after a forced full collection came out 2-5 ms slower (the constant route's p50 3.1 ms instead of
      // 1.3), which the earlier figures carried. The first 2 warm up.
      const times = (await calls(CALLS + 2)).slice(2);
      times.sort((a, b) => a - b);
      if (process.env.BENCH_TIMES) console.log(`${name}: ${times.map((t) => t.toFixed(1)).join(' ')}`);
      console.log(
        `| ${name} | ${percentile(times, 50).toFixed(1)} | ${percentile(times, 95).toFixed(1)} | ${status} | ${bytes} | ${rssGrowth.toFixed(1)} |`,
      );
    }
  } finally {
    client.close();
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

runOnEveryDatabase(run);
