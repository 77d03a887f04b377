// Calm answers while the database is away (issue 28 §3): a PostgreSQL restart under load gives no 500; callers get
// 503 {detail} with Retry-After in their language, /readyz says not ready, and a read cut by the restart is run once
// more when the database answers again. The server here is a PostgreSQL of this test's own (initdb + pg_ctl on a free
// port): stopping the machine's shared one would break every other test running at the same moment.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { Client } from 'pg';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { privatePostgresUnavailable, startPrivatePostgres, type PrivatePostgres } from '../helpers/server/privatePostgres';
import { eventually } from '../helpers/server/mail';
import { TEST_JWT_SECRET } from '../helpers/server/testApp';

const unavailable = privatePostgresUnavailable();
if (unavailable) console.warn(`database restarts: SKIPPED, a private PostgreSQL cannot be started here (${unavailable})`);
const describeRestart = unavailable ? describe.skip : describe;

const ARABIC = /[\u0600-\u06FF]/;

describeRestart('the database restarting under load', () => {
  let postgres: PrivatePostgres;
  let app: FastifyInstance;
  let token: string;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'ken-away-'));
  const slowRuns = { get: 0, post: 0 };

  beforeAll(async () => {
    postgres = await startPrivatePostgres();
    app = await buildApp(
      loadConfig({
        NODE_ENV: 'test',
        DATABASE_URL: postgres.url,
        DATA_DIR: dataDir,
        JWT_SECRET: TEST_JWT_SECRET,
        LOG_LEVEL: 'silent',
        SEED_DEMO: 'true',
        WEB_DIR: path.join(dataDir, 'no-web'),
      }),
      { logger: false },
    );
    // A read and a write that each hold their connection long enough for the test to cut it from the server side.
    app.get('/test/slow-read', async () => {
      slowRuns.get += 1;
      await app.db.execute(sql`SELECT pg_sleep(0.8), 'ken-slow-query'`);
      return { ok: true };
    });
    app.post('/test/slow-write', async () => {
      slowRuns.post += 1;
      await app.db.execute(sql`SELECT pg_sleep(0.8), 'ken-slow-query'`);
      return { ok: true };
    });
    await app.ready();
    const login = await app.inject({
      method: 'POST',
      url: '/login/',
      payload: { email: 'guest@kenresort.sa', password: 'KenResort#2026' },
    });
    expect(login.statusCode).toBe(200);
    token = login.json().token;
  }, 120_000);

  afterAll(async () => {
    await app?.close();
    await postgres?.destroy();
    rmSync(dataDir, { recursive: true, force: true });
  });

  /** Ends the slow query's connection the way a restart does (57P01, "terminating connection due to administrator command"). */
  async function cutSlowQuery() {
    const admin = new Client({ connectionString: postgres.url });
    await admin.connect();
    try {
      for (let tries = 0; tries < 50; tries += 1) {
        const { rowCount } = await admin.query(
          "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE query LIKE '%ken-slow-query%' AND pid <> pg_backend_pid() AND state = 'active'",
        );
        if (rowCount) return;
        await sleep(20);
      }
      throw new Error('the slow query never started');
    } finally {
      await admin.end();
    }
  }

  it('runs a cut read once more and answers it; answers a cut write 503 with Retry-After, translated', async () => {
    const [read] = await Promise.all([app.inject({ method: 'GET', url: '/test/slow-read' }), cutSlowQuery()]);
    expect(read.statusCode).toBe(200);
    expect(slowRuns.get).toBe(2);

    for (const [language, pattern] of [
      ['en', /try again/i],
      ['ar', ARABIC],
    ] as const) {
      const [write] = await Promise.all([
        app.inject({ method: 'POST', url: '/test/slow-write', headers: { 'accept-language': language } }),
        cutSlowQuery(),
      ]);
      expect(write.statusCode).toBe(503);
      expect(Number(write.headers['retry-after'])).toBeGreaterThan(0);
      expect(Object.keys(write.json())).toEqual(['detail']);
      expect(write.json().detail).toMatch(pattern);
    }
    expect(slowRuns.post).toBe(2); // a write is never repeated
  }, 30_000);

  it('gives no 500 while PostgreSQL restarts and stops under load, says not ready while it is down, then serves again', async () => {
    type Phase = 'before' | 'restarting' | 'down' | 'after';
    const answers: { url: string; worker: number; phase: Phase; response: LightMyRequestResponse }[] = [];
    const readiness: number[] = [];
    let phase: Phase = 'before';
    let running = true;
    const WORKERS = 6;
    // Which workers have asked in each phase: a sign-in can take longer than a phase on a slow machine, so a phase
    // lasts until every worker has asked in it (its answer may come in a later one; it counts for the phase asked in).
    const askedIn: Record<Phase, Set<number>> = { before: new Set(), restarting: new Set(), down: new Set(), after: new Set() };
    // Worker 0 only writes (sign-ins), so writes keep arriving while the others' reads wait for the database.
    const load = async (worker: number) => {
      for (let round = 0; running; round += 1) {
        const language = (worker + round) % 2 ? 'ar' : 'en';
        const request =
          worker === 0 || round % 10 === 0
            ? { method: 'POST' as const, url: '/login/', payload: { email: 'guest@kenresort.sa', password: 'KenResort#2026' } }
            : { method: 'GET' as const, url: '/user-info/', headers: { authorization: `Bearer ${token}` } };
        // Each from its own address: the sign-in flood guard (300 a minute per address) is not what this test is about.
        const remoteAddress = `10.77.${worker}.${(round % 250) + 1}`;
        const asked = phase;
        askedIn[asked].add(worker);
        const response = await app.inject({ ...request, remoteAddress, headers: { ...request.headers, 'accept-language': language } });
        answers.push({ url: `${request.method} ${request.url} ${language}`, worker, phase: asked, response });
        await sleep(30);
      }
    };
    const probe = async () => {
      while (running) {
        readiness.push((await app.inject({ method: 'GET', url: '/readyz' })).statusCode);
        await sleep(100);
      }
    };
    const workerIds = Array.from({ length: WORKERS }, (_, worker) => worker);
    const lastOf = (worker: number) => answers.filter((answer) => answer.worker === worker).at(-1);
    // Waits (the load runs meanwhile) as long as a slow machine needs, up to a minute.
    const until = (condition: () => boolean) => eventually(() => condition() || undefined, 60_000);
    const workers = [...workerIds.map(load), probe()];

    // Every worker is answered before the restart, so the load is real when the database goes.
    await sleep(500);
    await until(() => workerIds.every((worker) => lastOf(worker)?.response.statusCode === 200));
    phase = 'restarting';
    await postgres.restart();
    await sleep(500);
    await until(() => askedIn.restarting.size === WORKERS);
    phase = 'down';
    await postgres.stop();
    await sleep(2500); // down long enough for the probe to see it, and for waiting reads to give up
    await until(() => askedIn.down.size === WORKERS && answers.some((answer) => answer.phase === 'down' && answer.url.startsWith('POST')));
    await postgres.start();
    phase = 'after';
    // Served again after the start: every worker's latest answer, asked after the start, is 200.
    await until(
      () =>
        workerIds.every((worker) => lastOf(worker)?.phase === 'after' && lastOf(worker)?.response.statusCode === 200) &&
        readiness.at(-1) === 200,
    );
    running = false;
    await Promise.all(workers);

    const statuses = answers.map(({ response }) => response.statusCode);
    const unexpected = answers.filter(({ response }) => ![200, 503].includes(response.statusCode));
    expect(unexpected.map(({ url, response }) => `${url}: ${response.statusCode} ${response.body}`)).toEqual([]);
    expect(statuses.filter((status) => status === 500)).toHaveLength(0);
    // Load in every phase: before the restart, across it, while stopped, and after the start.
    for (const each of ['before', 'restarting', 'down', 'after'] as const) {
      expect(answers.filter((answer) => answer.phase === each).length).toBeGreaterThanOrEqual(WORKERS);
    }
    for (const { url, response } of answers.filter(({ response }) => response.statusCode === 503)) {
      expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
      expect(response.json().detail).toMatch(url.endsWith(' ar') ? ARABIC : /try again/i);
    }
    // The stop was long enough to be seen, or this test proves nothing: writes were refused 503 meanwhile.
    expect(answers.filter(({ url, response }) => url.startsWith('POST') && response.statusCode === 503).length).toBeGreaterThan(0);
    expect(readiness).toContain(503);
    expect(readiness.at(-1)).toBe(200);
    // The last answers of every worker are 200.
    for (const worker of workerIds) expect(lastOf(worker)?.response.statusCode).toBe(200);
  }, 240_000);
});
