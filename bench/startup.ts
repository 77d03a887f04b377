// Start-up time and memory of the server as shipped: `npx tsx bench/startup.ts` (PGlite, then PostgreSQL when
// DATABASE_URL or TEST_DATABASE_URL is set). Runs `npm run build:server` first unless BENCH_SERVER=tsx.
// For each database: a first start creates, migrates and seeds the data; then STARTS restarts on that existing
// data are timed from spawn to the first 200; then idle memory, and memory during LOAD_SECONDS of mixed load
// (sampled every 10 s: it should stay flat after the first samples).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { runOnEveryDatabase } from './lib/databases';
import { percentile, serverCommand, sleep, startServer } from './lib/serverProcess';

const STARTS = Number(process.env.BENCH_STARTS ?? 5);
const LOAD_SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 120);
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/** Catalogue (varied, so partly uncached), content, health, a refused sign-in and a 404: what a site sees. */
function mixedPaths(): { method: string; path: string; body?: string; headers?: Record<string, string> }[] {
  const requests: { method: string; path: string; body?: string; headers?: Record<string, string> }[] = [];
  for (let i = 0; i < 60; i += 1) {
    requests.push({ method: 'GET', path: `/api/products/huts/${(i % 4) + 1}/availability/?from=${day(i)}&to=${day(i + 60)}` });
    requests.push({ method: 'GET', path: `/api/products/huts-list/?date_from=${day(2 + i)}&date_to=${day(4 + i)}` });
    requests.push({ method: 'GET', path: '/api/products/huts-list/' });
    requests.push({ method: 'GET', path: `/api/products/huts/${(i % 4) + 1}/` });
    requests.push({ method: 'GET', path: '/api/content/faq/' });
    requests.push({ method: 'GET', path: '/api/products/events/random/' });
    requests.push({
      method: 'POST',
      path: '/login/',
      body: JSON.stringify({ email: `nobody${i}@example.test`, password: 'wrong-password' }),
      headers: { 'content-type': 'application/json' },
    });
    requests.push({ method: 'GET', path: `/api/products/huts/${9000 + i}/` });
  }
  return requests;
}

async function run(label: string, env: Record<string, string>): Promise<void> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'ken-startup-'));
  const serverEnv = {
    DATA_DIR: dataDir,
    SEED_DEMO: 'true',
    WEB_DIR: path.join(dataDir, 'no-web'),
    PUBLIC_READS_PER_MINUTE: '1000000',
    ...env,
  };
  try {
    const first = await startServer(serverEnv);
    await first.stop();
    const times: number[] = [];
    for (let i = 0; i < STARTS; i += 1) {
      const server = await startServer(serverEnv);
      times.push(server.firstOkMs);
      await server.stop();
    }
    const server = await startServer(serverEnv);
    await sleep(5000);
    const idle = server.rssMb();
    const samples: number[] = [];
    const requests = mixedPaths();
    let next = 0;
    const load = autocannon({
      url: server.base,
      connections: 10,
      duration: LOAD_SECONDS,
      requests: [{ setupRequest: (request) => ({ ...request, ...requests[next++ % requests.length] }) }],
    });
    const sampler = setInterval(() => samples.push(server.rssMb()), 10_000);
    const result = await load;
    clearInterval(sampler);
    await sleep(10_000);
    const settled = server.rssMb();
    await server.stop();
    const sorted = [...times].sort((a, b) => a - b);
    console.log(
      `\n${label} (${serverCommand()
        .join(' ')
        .replace(process.cwd() + '/', '')}), Node ${process.version}, ${os.cpus().length} cores`,
    );
    console.log(`  first start on an empty data folder/database (create, migrate, seed): ${first.firstOkMs.toFixed(0)} ms`);
    console.log(
      `  launch → first 200 on existing data, ${STARTS} starts: median ${percentile(sorted, 50).toFixed(0)} ms, max ${sorted.at(-1)!.toFixed(0)} ms`,
    );
    console.log(`  RSS idle: ${idle.toFixed(0)} MB`);
    console.log(
      `  mixed load ${LOAD_SECONDS} s, 10 connections: ${Math.round(result.requests.average)} req/s, p99 ${result.latency.p99} ms, 5xx ${result['5xx']}`,
    );
    console.log(`  RSS every 10 s under load: ${samples.map((mb) => mb.toFixed(0)).join(', ')} MB; 10 s after: ${settled.toFixed(0)} MB`);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (process.env.BENCH_SERVER !== 'tsx') execFileSync('npm', ['run', '--silent', 'build:server'], { stdio: 'inherit' });
runOnEveryDatabase(run);
