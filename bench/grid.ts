// The reservations grid at scale (issue 23 §1): `npx tsx bench/grid.ts` (PGlite, plus PostgreSQL when DATABASE_URL or
// TEST_DATABASE_URL names an admin connection: a fresh database, dropped afterwards). Lays in the back-office bench's
// three years of history (bench/sql/history.sql: 200 huts, 100,000 bookings) and the grid's extras (bench/sql/grid.sql:
// closures, check-ins, no-shows), then asks GET /api/dashboard/grid/ for 200 huts × 31 days (and 14 and 62 days, and a
// month in the past) BENCH_CALLS times (20), one client over loopback HTTP after 2 warm-up calls, and prints p50/p95.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { runOnEveryDatabase } from './lib/databases';
import { percentile } from './lib/load';
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import { users } from '../src/server/db/schema';
import { rows } from '../src/server/db/sql';
import type { Grid } from '../src/shared/schemas/dashboard/grid';

const CALLS = Number(process.env.BENCH_CALLS ?? 20);

const statements = (file: string) =>
  readFileSync(file, 'utf8')
    .replace(/^--.*$/gm, '')
    .split(/;\s*$/m)
    .map((statement) => statement.trim())
    .filter(Boolean);

const isoDay = (date: Date) => date.toISOString().slice(0, 10);
const daysFrom = (day: string, days: number) => isoDay(new Date(new Date(`${day}T00:00:00Z`).getTime() + days * 86_400_000));

async function run(label: string, env: Record<string, string>): Promise<void> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'ken-bench-'));
  const config = loadConfig({
    NODE_ENV: 'development',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
    WEB_DIR: path.join(dataDir, 'no-web'),
    ...env,
  });
  const app = await buildApp(config, { logger: false });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  const base = `http://127.0.0.1:${address.port}`;
  try {
    const seeded = performance.now();
    for (const file of ['history.sql', 'grid.sql'])
      for (const statement of statements(path.join(__dirname, 'sql', file))) await app.db.execute(sql.raw(statement));
    const [counts] = await rows<Record<string, number>>(
      app.db,
      sql`SELECT (SELECT count(*)::int FROM huts) AS huts, (SELECT count(*)::int FROM bookings) AS bookings,
        (SELECT count(*)::int FROM hut_closed_nights) AS closures, (SELECT count(*)::int FROM booking_check_ins) AS check_ins`,
    );
    console.log(`\n## ${label}\nhistory laid in ${((performance.now() - seeded) / 1000).toFixed(1)} s:`, JSON.stringify(counts));

    const [staff] = await app.db
      .insert(users)
      .values({ email: `bench.staff.${Date.now()}@example.test`, fullName: 'Bench staff', role: 'admin', isVerified: true })
      .returning();
    const headers = { authorization: `Bearer ${app.tokens.signAccess(staff)}`, 'accept-language': 'en' };
    const today = isoDay(new Date());
    const ranges: [string, string, string][] = [
      ['two weeks from today (the default)', today, daysFrom(today, 13)],
      ['31 days from today', today, daysFrom(today, 30)],
      ['31 days a year ago', daysFrom(today, -365), daysFrom(today, -335)],
      ['62 days (the longest)', daysFrom(today, -31), daysFrom(today, 30)],
    ];

    console.log('| range | p50 ms | p95 ms | status | huts | bookings | closures | bytes |\n|---|---:|---:|---|---:|---:|---:|---:|');
    for (const [name, from, to] of ranges) {
      const times: number[] = [];
      let status = 0;
      let text = '';
      for (let call = -2; call < CALLS; call += 1) {
        const t0 = performance.now();
        const answer = await fetch(`${base}/api/dashboard/grid/?from=${from}&to=${to}`, { headers });
        text = await answer.text();
        const elapsed = performance.now() - t0;
        status = answer.status;
        if (call >= 0) times.push(elapsed);
      }
      times.sort((a, b) => a - b);
      const grid = JSON.parse(text) as Grid;
      const bookings = grid.huts.reduce((sum, hut) => sum + hut.bookings.length, 0);
      const closures = grid.huts.reduce((sum, hut) => sum + hut.closures.length, 0);
      console.log(
        `| ${name} | ${percentile(times, 50).toFixed(1)} | ${percentile(times, 95).toFixed(1)} | ${status} | ${grid.huts.length} | ${bookings} | ${closures} | ${text.length} |`,
      );
    }
  } finally {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

runOnEveryDatabase(run);
