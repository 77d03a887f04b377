// HTTP load on the catalogue: `npx tsx bench/catalogue-load.ts` (embedded PGlite, plus PostgreSQL when
// DATABASE_URL or TEST_DATABASE_URL is set). Loopback only. Each endpoint runs beside a constant-JSON route
// measured in the same process, so the ratio (endpoint ÷ constant) is the figure that travels between machines.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { runOnEveryDatabase } from './lib/databases';
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';

const DURATION_SECONDS = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);

interface Row {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

async function measure(url: string): Promise<Omit<Row, 'name'>> {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_SECONDS });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx + result.timeouts,
  };
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
  // The baseline: same server, same plugins and hooks, no database.
  app.get('/bench/constant', async () => ({ ok: true, name: 'Ken Resort', items: [1, 2, 3] }));
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  const base = `http://127.0.0.1:${address.port}`;
  const from = new Date().toISOString().slice(0, 10);
  const to = new Date(Date.now() + 30 * 24 * 3600 * 1000).toISOString().slice(0, 10);
  const stayTo = new Date(Date.now() + 10 * 24 * 3600 * 1000).toISOString().slice(0, 10);
  const stayFrom = new Date(Date.now() + 7 * 24 * 3600 * 1000).toISOString().slice(0, 10);
  const targets: [string, string][] = [
    ['constant JSON', '/bench/constant'],
    ['hut list', '/api/products/huts-list/'],
    ['hut list, dates + guests', `/api/products/huts-list/?date_from=${stayFrom}&date_to=${stayTo}&guests=2`],
    ['hut details', '/api/products/huts/2/'],
    ['availability, 31 nights', `/api/products/huts/2/availability/?from=${from}&to=${to}`],
  ];
  const rows: Row[] = [];
  try {
    for (const [name, route] of targets) {
      const check = await fetch(base + route);
      if (!check.ok) throw new Error(`${route} answered ${check.status}`);
      rows.push({ name, ...(await measure(base + route)) });
    }
  } finally {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
  const constant = rows[0].rps;
  console.log(`\n${label}: ${CONNECTIONS} connections, ${DURATION_SECONDS} s each, Node ${process.version}`);
  console.log('| Endpoint | req/s | p50 ms | p99 ms | ratio to constant | errors |');
  console.log('|---|---:|---:|---:|---:|---:|');
  for (const row of rows)
    console.log(`| ${row.name} | ${Math.round(row.rps)} | ${row.p50} | ${row.p99} | ${(row.rps / constant).toFixed(3)} | ${row.errors} |`);
}

runOnEveryDatabase(run);
