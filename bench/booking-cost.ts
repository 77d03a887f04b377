// What one booking decision costs: `npx tsx bench/booking-cost.ts` with TEST_DATABASE_URL (or DATABASE_URL) naming an
// admin connection of PostgreSQL (a fresh database, dropped afterwards), or BENCH_ONLY=pglite for the embedded database
// (a fresh data folder; its thread is part of this process). Prints
// - on PostgreSQL, the statements (node-postgres round trips) of one create and one hold by a guest already signed in;
// - CPU per decision over BENCH_DECISIONS (400) decisions by 4 guests: this Node process (the app and light-my-request,
//   no HTTP client; PGlite's thread included) and the PostgreSQL backends of this database (from /proc), which a busy
//   machine hardly moves (time spent waiting for a core is not counted), unlike requests per second.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type * as PgModule from 'pg';
import { withFreshPostgres } from './lib/databases';
import { addPricedHuts } from './lib/pricedHuts';
import { profiled } from './lib/profile';
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import { users } from '../src/server/db/schema';
import { rows } from '../src/server/db/sql';
import { addDays } from '../src/shared/dates';

const DECISIONS = Number(process.env.BENCH_DECISIONS ?? 400);
const GUESTS = 4;
const HUTS = 200;

// The app loads node-postgres through the same CommonJS module: every query of every pooled connection passes here.
const pg = createRequire(__filename)('pg') as typeof PgModule;
const sent: string[] = [];
/** The statements of the counted decision with their parameters (BENCH_EXPLAIN=1 times each with EXPLAIN ANALYZE). */
const statements: { text: string; values: unknown[] }[] = [];
let counting = false;
const query = pg.Client.prototype.query;
pg.Client.prototype.query = function (this: unknown, ...args: unknown[]) {
  const first = args[0] as string | { text: string; name?: string };
  const text = typeof first === 'string' ? first : first.text;
  const name = typeof first === 'object' && first.name ? `[prepared ${first.name}] ` : '';
  if (counting) {
    sent.push(name + text.replace(/\s+/g, ' ').slice(0, 100));
    const values = (typeof first === 'object' ? (first as { values?: unknown[] }).values : undefined) ?? (args[1] as unknown[] | undefined);
    statements.push({ text, values: values ?? [] });
  }
  return (query as (...a: unknown[]) => unknown).apply(this, args);
} as never;

/** CPU time (ms) of these processes so far, from /proc (clock ticks of 10 ms). */
function cpuOf(pids: (number | string)[]): number {
  let ticks = 0;
  for (const pid of pids) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // the backend ended
    }
  }
  return ticks * 10;
}

/**
 * Each statement of the counted decision again, on a connection of its own: BENCH_EXPLAIN=1 runs each 200 times as a
 * prepared statement, each in a transaction rolled back (the backend's CPU per execution, with plan_cache_mode forced
 * custom, generic, or left to PostgreSQL); BENCH_EXPLAIN=plans prints each one's EXPLAIN ANALYZE as well.
 */
async function explain(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const run = (text: string, values: unknown[], name?: string) =>
    (query as (...a: unknown[]) => unknown).call(client, name ? { name, text, values } : { text, values }) as Promise<{
      rows: Record<string, string>[];
    }>;
  try {
    console.log(
      '\nEach statement of the decision, prepared, 500 times, each in a transaction rolled back (backend CPU ms per execution: custom plan / generic plan / auto · statement):',
    );
    const [{ pid }] = (await run('SELECT pg_backend_pid() AS pid', [])).rows;
    /** Backend CPU ms per execution (from /proc: time waiting for a core is not counted). */
    const timed = async (text: string, values: unknown[], name: string | undefined, mode: string) => {
      let before = 0;
      for (let i = 0; i < 510; i += 1) {
        if (i === 10) before = cpuOf([Number(pid)]);
        await run('BEGIN', []);
        await run(`SET LOCAL plan_cache_mode = ${mode}`, []);
        await run(text, values, name);
        await run('ROLLBACK', []);
      }
      return (cpuOf([Number(pid)]) - before) / 500;
    };
    const empty = await timed('SELECT 1', [], undefined, 'auto');
    console.log(`  (minus ${empty.toFixed(3)} ms, the same with SELECT 1 for the statement: BEGIN, SET and ROLLBACK each time)`);
    for (const [index, statement] of statements.entries()) {
      try {
        const times: string[] = [];
        for (const mode of ['force_custom_plan', 'force_generic_plan', 'auto']) {
          times.push(((await timed(statement.text, statement.values, `explain_${index}_${mode}`, mode)) - empty).toFixed(3));
        }
        console.log(`  ${times.join(' / ')} · ${statement.text.replace(/\s+/g, ' ').slice(0, 90)}`);
        if (process.env.BENCH_EXPLAIN === 'plans') {
          const plan = await run(`EXPLAIN (ANALYZE) ${statement.text}`, statement.values);
          console.log(plan.rows.map((row) => `      ${row['QUERY PLAN']}`).join('\n'));
        }
      } catch (error) {
        console.log(`  (failed: ${(error as Error).message}) ${statement.text.slice(0, 80)}`);
        await run('ROLLBACK', []);
      }
    }
  } finally {
    await client.end();
  }
}

async function run(url: string | undefined): Promise<void> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'ken-bench-'));
  const config = loadConfig({
    NODE_ENV: 'development',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'true',
    WEB_DIR: path.join(dataDir, 'no-web'),
    ...(url ? { DATABASE_URL: url } : {}),
  });
  const app = await buildApp(config, { logger: false });
  await app.ready();
  try {
    const today = new Date().toISOString().slice(0, 10);
    const made = await addPricedHuts(app.db, HUTS, 400);
    const guests = await app.db
      .insert(users)
      .values(
        Array.from({ length: GUESTS }, (_, i) => ({
          email: `cost${i}.${Date.now()}@example.test`,
          fullName: `Cost ${i}`,
          isVerified: true,
        })),
      )
      .returning();
    const headers = guests.map((user) => ({ authorization: `Bearer ${app.tokens.signAccess(user)}`, 'content-type': 'application/json' }));

    // Every decision a different hut or nights, so every one is a hold (no 409).
    let next = 0;
    const decide = async (guest: number): Promise<number> => {
      const n = next++;
      const start = 1 + ((Math.floor(n / HUTS) * 3) % 360);
      const body = {
        hut: made[n % HUTS].id,
        persons_max_num: 1,
        kids_max_num: 0,
        date: { date_from: addDays(today, start), date_to: addDays(today, start + 2) },
      };
      const create = await app.inject({ method: 'POST', url: '/api/products/booking/', headers: headers[guest], payload: body });
      if (create.statusCode !== 201) throw new Error(`create: ${create.statusCode} ${create.body}`);
      const split = sent.length;
      const hold = await app.inject({
        method: 'PUT',
        url: `/api/products/booking/update/${create.json<{ id: number }>().id}/`,
        headers: headers[guest],
        payload: { ...body, status: 'confirmed' },
      });
      if (hold.statusCode !== 200) throw new Error(`hold: ${hold.statusCode} ${hold.body}`);
      return split;
    };
    const loop = async (guest: number, count: number) => {
      for (let i = 0; i < count; i += 1) await decide(guest);
    };

    await Promise.all(headers.map((_, guest) => loop(guest, 10))); // warm: connections, sessions, JIT
    counting = true;
    const split = await decide(0);
    counting = false;
    if (url) {
      console.log(`\nOne decision by a signed-in guest: ${sent.length} round trips`);
      console.log(`create (${split}):`);
      for (const line of sent.slice(0, split)) console.log(`  ${line}`);
      console.log(`hold (${sent.length - split}):`);
      for (const line of sent.slice(split)) console.log(`  ${line}`);
      if (process.env.BENCH_EXPLAIN) await explain(url);
    }

    const backends = url
      ? (
          await rows<{ pid: number }>(
            app.db,
            sql`SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()`,
          )
        ).map((row) => row.pid)
      : [];
    const node = process.cpuUsage();
    // This process's main thread alone (the event loop: the app and the injector), apart from V8's and libuv's helpers.
    const mainThread = `${process.pid}/task/${process.pid}`;
    const main = cpuOf([mainThread]);
    const postgres = cpuOf(backends);
    const started = performance.now();
    // BENCH_CPU_PROFILE=dir: a CPU profile of these decisions (the app and light-my-request only: no HTTP client).
    await profiled('booking-cost decisions', () => Promise.all(headers.map((_, guest) => loop(guest, Math.ceil(DECISIONS / GUESTS)))));
    const wall = performance.now() - started;
    const done = Math.ceil(DECISIONS / GUESTS) * GUESTS;
    const used = process.cpuUsage(node);
    const nodeMs = (used.user + used.system) / 1000;
    const postgresMs = cpuOf(backends) - postgres;
    const mainMs = cpuOf([mainThread]) - main;
    console.log(
      url
        ? `\n${done} decisions by ${GUESTS} guests (${backends.length} PostgreSQL backends), CPU per decision, Node ${process.version}:`
        : `\n${done} decisions by ${GUESTS} guests on PGlite (its thread counted in Node), CPU per decision, Node ${process.version}:`,
    );
    // Node's kernel time apart: a profile's samples in `writev` are mostly time the thread waited while the database ran
    // on its core (it was woken by the write), not work of the call; the system CPU here is what the kernel did for Node.
    console.log('| Node ms | of it, kernel | of it, main thread | PostgreSQL ms | total ms | wall ms per decision |');
    console.log('|---:|---:|---:|---:|---:|---:|');
    console.log(
      `| ${(nodeMs / done).toFixed(2)} | ${(used.system / 1000 / done).toFixed(2)} | ${(mainMs / done).toFixed(2)} | ${(postgresMs / done).toFixed(2)} | ${((nodeMs + postgresMs) / done).toFixed(2)} | ${(wall / done).toFixed(2)} |`,
    );
  } finally {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const adminUrl = process.env.DATABASE_URL ?? process.env.TEST_DATABASE_URL;
if (process.env.BENCH_ONLY === 'pglite') {
  run(undefined).catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
} else if (!adminUrl) {
  console.log('Set TEST_DATABASE_URL (or DATABASE_URL) to an admin connection of a PostgreSQL server, or BENCH_ONLY=pglite.');
} else {
  withFreshPostgres(adminUrl, run).catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
