// Memory over a long mixed load: `npx tsx bench/soak.ts` (PGlite, then PostgreSQL when DATABASE_URL or
// TEST_DATABASE_URL is set; BENCH_ONLY=pglite|postgres picks one). Runs the compiled server (`npm run build:server`
// first, as bench/startup.ts) as a child process on fresh demo data, then SOAK_MINUTES (10) of mixed load from
// SOAK_CLIENTS (8) loops: catalogue reads with varied dates, desk quotes, bookings created and held by SOAK_GUESTS
// (4) signed-in guests (their holds expire and the sweeper frees them meanwhile), the guests' own lists, and
// back-office lists. RSS and heap (the server's /metrics) every 10 s; the growth figure is the slope of RSS over
// the run after its first 2 minutes (warm-up: JIT, compiled schemas, caches filling to their bound) and the
// median of the first such minute against the last.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { runOnEveryDatabase } from './lib/databases';
import { percentile, startServer, type ServerProcess } from './lib/serverProcess';
import { readCode } from '../test/helpers/e2e/outbox';
import { DEMO_PASSWORD } from '../src/server/seed/demoAccounts';

const MINUTES = Number(process.env.SOAK_MINUTES ?? 10);
const CLIENTS = Number(process.env.SOAK_CLIENTS ?? 8);
const GUESTS = Number(process.env.SOAK_GUESTS ?? 4);
const SAMPLE_MS = 10_000;
const WARM_UP_MS = Math.min(120_000, (MINUTES * 60_000) / 5);
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const pick = <T>(list: T[]) => list[Math.floor(Math.random() * list.length)];

interface Sample {
  at: number;
  rssMb: number;
  heapMb?: number;
}

async function json(server: ServerProcess, method: string, url: string, body?: unknown, token?: string) {
  const response = await fetch(server.base + url, {
    method,
    headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await response.text();
  return { status: response.status, body: text ? (JSON.parse(text) as Record<string, unknown>) : {} };
}

/** A verified guest, registered through the API with the code the server e-mailed to its outbox. */
async function newGuest(server: ServerProcess, dataDir: string, i: number): Promise<string> {
  const email = `soak${i}.${Date.now()}@example.test`;
  const password = 'Soak-password-2026';
  const registered = await json(server, 'POST', '/register/', {
    email,
    password,
    confirm_password: password,
    full_name: `Soak Guest ${i}`,
    phone: `+9665100000${String(i).padStart(2, '0')}`,
  });
  if (registered.status !== 201) throw new Error(`register ${registered.status} ${JSON.stringify(registered.body)}`);
  const verified = await json(server, 'POST', '/verfiy-otp/', { email, otp: (await readCode(dataDir, email)).code });
  if (verified.status !== 200) throw new Error(`verify ${verified.status}`);
  return tokenOf(verified.body);
}

function tokenOf(body: Record<string, unknown>): string {
  const token = (body.token ?? (body.tokens as { access?: string } | undefined)?.access ?? body.access) as string | undefined;
  if (!token) throw new Error(`no token in ${Object.keys(body).join(', ')}`);
  return token;
}

async function run(label: string, env: Record<string, string>): Promise<void> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'ken-soak-'));
  const server = await startServer({
    DATA_DIR: dataDir,
    SEED_DEMO: 'true',
    WEB_DIR: path.join(dataDir, 'no-web'),
    PUBLIC_READS_PER_MINUTE: '1000000',
    ...env,
  });
  const status = new Map<number, number>();
  const latencies: number[] = [];
  try {
    const huts = ((await json(server, 'GET', '/api/products/huts-list/')).body.results as { id: number }[]).map((hut) => hut.id);
    const admin = tokenOf((await json(server, 'POST', '/login/', { email: 'admin@kenresort.sa', password: DEMO_PASSWORD })).body);
    const guests: string[] = [];
    for (let i = 0; i < GUESTS; i += 1) guests.push(await newGuest(server, dataDir, i));
    const metricsToken = env.METRICS_TOKEN;

    const stay = (hut: number, start: number, nights: number) => ({
      hut,
      persons_max_num: 1,
      kids_max_num: 0,
      date: { date_from: day(start), date_to: day(start + nights) },
    });
    const steps: (() => Promise<number>)[] = [
      // Catalogue: the list with and without dates, a hut, its availability over two months.
      () =>
        json(server, 'GET', `/api/products/huts-list/?date_from=${day(5 + Math.floor(Math.random() * 200))}&date_to=${day(207)}`).then(
          (r) => r.status,
        ),
      () => json(server, 'GET', '/api/products/huts-list/').then((r) => r.status),
      () => json(server, 'GET', `/api/products/huts/${pick(huts)}/`).then((r) => r.status),
      () => {
        const from = 1 + Math.floor(Math.random() * 300);
        return json(server, 'GET', `/api/products/huts/${pick(huts)}/availability/?from=${day(from)}&to=${day(from + 60)}`).then(
          (r) => r.status,
        );
      },
      () => json(server, 'GET', '/api/content/faq/').then((r) => r.status),
      // A desk quote: the price of a stay as staff would book it, nothing held.
      () =>
        json(
          server,
          'POST',
          '/api/dashboard/bookings/quote/',
          {
            ...stay(pick(huts), 1 + Math.floor(Math.random() * 300), 1 + Math.floor(Math.random() * 4)),
            new_guest: { full_name: 'Walk In', phone: '+966500000099' },
            payment: { method: 'cash' },
          },
          admin,
        ).then((r) => r.status),
      // A guest books and holds (confirm) a random stay; a taken one is refused 409.
      async () => {
        const token = pick(guests);
        const body = stay(pick(huts), 1 + Math.floor(Math.random() * 365), 1 + Math.floor(Math.random() * 3));
        const created = await json(server, 'POST', '/api/products/booking/', body, token);
        if (created.status !== 201) return created.status;
        return (
          await json(server, 'PUT', `/api/products/booking/update/${created.body.id as number}/`, { ...body, status: 'confirmed' }, token)
        ).status;
      },
      () => json(server, 'GET', '/api/products/bookings/upcoming/', undefined, pick(guests)).then((r) => r.status),
      // Back office: bookings, users, the reservations grid.
      () =>
        json(server, 'GET', `/api/dashboard/bookings/?page=${1 + Math.floor(Math.random() * 3)}`, undefined, admin).then((r) => r.status),
      () => json(server, 'GET', '/api/dashboard/users/', undefined, admin).then((r) => r.status),
      () => json(server, 'GET', `/api/dashboard/grid/?from=${day(Math.floor(Math.random() * 60))}`, undefined, admin).then((r) => r.status),
    ];

    const samples: Sample[] = [];
    const started = performance.now();
    const sample = async () => {
      const heap = metricsToken
        ? await fetch(`${server.base}/metrics`, { headers: { authorization: `Bearer ${metricsToken}` } })
            .then((r) => r.text())
            .then((text) => Number(/^nodejs_heap_size_used_bytes\s+(\S+)/m.exec(text)?.[1] ?? NaN) / 1048576)
            .catch(() => undefined)
        : undefined;
      samples.push({ at: performance.now() - started, rssMb: server.rssMb(), heapMb: heap });
    };
    await sample();
    const sampler = setInterval(() => void sample(), SAMPLE_MS);
    const deadline = started + MINUTES * 60_000;
    await Promise.all(
      Array.from({ length: CLIENTS }, async () => {
        while (performance.now() < deadline) {
          const t0 = performance.now();
          const code = await pick(steps)().catch(() => 0);
          latencies.push(performance.now() - t0);
          status.set(code, (status.get(code) ?? 0) + 1);
        }
      }),
    );
    clearInterval(sampler);
    await sample();
    report(label, samples, latencies, status);
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

function report(label: string, samples: Sample[], latencies: number[], status: Map<number, number>) {
  const warm = samples.filter((s) => s.at >= WARM_UP_MS);
  const median = (values: number[]) =>
    percentile(
      [...values].sort((a, b) => a - b),
      50,
    );
  const minute = (from: number) => warm.filter((s) => s.at >= from && s.at < from + 60_000).map((s) => s.rssMb);
  const firstMinute = median(minute(WARM_UP_MS));
  const lastMinute = median(minute(MINUTES * 60_000 - 60_000));
  // Least squares slope of RSS against time after the warm-up, in MB per minute.
  const xs = warm.map((s) => s.at / 60_000);
  const ys = warm.map((s) => s.rssMb);
  const mx = xs.reduce((a, b) => a + b, 0) / xs.length;
  const my = ys.reduce((a, b) => a + b, 0) / ys.length;
  const slope = xs.reduce((sum, x, i) => sum + (x - mx) * (ys[i] - my), 0) / xs.reduce((sum, x) => sum + (x - mx) ** 2, 0);
  latencies.sort((a, b) => a - b);
  const seconds = MINUTES * 60;
  console.log(
    `\n${label}: ${MINUTES} min, ${CLIENTS} loops, ${GUESTS} guests, Node ${process.version}, load average ${os
      .loadavg()
      .map((n) => n.toFixed(1))
      .join(' ')}`,
  );
  console.log(
    `  ${latencies.length} requests (${(latencies.length / seconds).toFixed(0)}/s), p50 ${percentile(latencies, 50).toFixed(0)} ms, p99 ${percentile(latencies, 99).toFixed(0)} ms; ` +
      `answers ${[...status.entries()]
        .sort((a, b) => a[0] - b[0])
        .map(([code, n]) => `${code}: ${n}`)
        .join(', ')}`,
  );
  console.log(`  RSS MB every 10 s: ${samples.map((s) => s.rssMb.toFixed(0)).join(' ')}`);
  if (samples.some((s) => s.heapMb !== undefined))
    console.log(`  heap used MB every 10 s: ${samples.map((s) => (s.heapMb === undefined ? '?' : s.heapMb.toFixed(0))).join(' ')}`);
  console.log(
    `  after ${WARM_UP_MS / 1000} s of warm-up: RSS median first minute ${firstMinute.toFixed(0)} MB, last minute ${lastMinute.toFixed(0)} MB, ` +
      `slope ${slope.toFixed(2)} MB/min, max ${Math.max(...ys).toFixed(0)} MB`,
  );
}

if (process.env.BENCH_SERVER !== 'tsx') execFileSync('npm', ['run', '--silent', 'build:server'], { stdio: 'inherit' });
runOnEveryDatabase((label, env) => run(label, { METRICS_TOKEN: 'soak-metrics-token-0123456789abcdef', ...env }));
