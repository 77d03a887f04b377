// Flood of expensive public reads while /healthz is probed: `npx tsx bench/flood.ts` (PGlite, then PostgreSQL when
// DATABASE_URL or TEST_DATABASE_URL is set). Not a test: it prints figures for docs/performance.md.
// The server runs as its own process (compiled when built; BENCH_SERVER=tsx for the sources). From one IP the
// per-IP limit answers most of the flood with 429 (counted apart); PUBLIC_READS_PER_MINUTE=100000 lifts it to
// measure the database and the cache themselves.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { runOnEveryDatabase } from './lib/databases';
import { percentile, sleep, startServer } from './lib/serverProcess';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const AMOUNT = Number(process.env.BENCH_AMOUNT ?? 2000);
const PROBE_MS = 75;
const SETTLE_SECONDS = Number(process.env.BENCH_SETTLE ?? 20);
/** Distinct URLs cycled through: 0 repeats (what a cache sees most), many (a crawler defeating it). */
const VARIANTS = Number(process.env.BENCH_VARIANTS ?? 40);

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

function floodPaths(): string[] {
  const paths: string[] = [];
  for (let i = 0; paths.length < VARIANTS; i += 1) {
    const hut = (i % 4) + 1;
    paths.push(`/api/products/huts/${hut}/availability/?from=${day(Math.floor(i / 4))}&to=${day(Math.floor(i / 4) + 365)}`);
    paths.push(`/api/products/huts-list/?date_from=${day(3 + i)}&date_to=${day(5 + i + (i % 3))}&guests=2`);
  }
  return paths;
}

/** /healthz every PROBE_MS until stopped; a probe that gets no answer in 15 s counts as 15 s. */
function startProbe(base: string) {
  const latencies: number[] = [];
  let unanswered = 0;
  let running = true;
  const loop = (async () => {
    while (running) {
      const started = performance.now();
      const ok = await fetch(`${base}/healthz`, { signal: AbortSignal.timeout(15_000) }).then(
        (r) => r.ok,
        () => false,
      );
      if (!ok) unanswered += 1;
      latencies.push(performance.now() - started);
      await sleep(PROBE_MS);
    }
  })();
  return async () => {
    running = false;
    await loop;
    return { sorted: latencies.sort((a, b) => a - b), unanswered };
  };
}

async function run(label: string, env: Record<string, string>): Promise<void> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'ken-flood-'));
  const server = await startServer({ DATA_DIR: dataDir, SEED_DEMO: 'true', WEB_DIR: path.join(dataDir, 'no-web'), ...env });
  try {
    const paths = floodPaths();
    for (const route of paths.slice(0, 2)) {
      const check = await fetch(server.base + route);
      if (!check.ok) throw new Error(`${route} answered ${check.status}: ${await check.text()}`);
    }
    // The machine's own noise: the same probe with no flood (other work on a shared machine shows up here).
    const stopIdleProbe = startProbe(server.base);
    await sleep(5000);
    const idle = await stopIdleProbe();
    const rssBefore = server.rssMb();
    let next = 0;
    const stopProbe = startProbe(server.base);
    const result = await autocannon({
      url: server.base,
      connections: CONNECTIONS,
      amount: AMOUNT,
      timeout: 30,
      requests: [{ setupRequest: (request) => ({ ...request, path: paths[next++ % paths.length] }) }],
    });
    const probe = await stopProbe();
    const rssAfter = server.rssMb();
    await sleep(SETTLE_SECONDS * 1000);
    const rssSettled = server.rssMb();
    const limited = result.statusCodeStats?.['429']?.count ?? 0;
    console.log(
      `\n${label}: ${AMOUNT} requests, ${CONNECTIONS} connections, ${paths.length} distinct URLs, Node ${process.version}, ${os.cpus().length} cores`,
    );
    console.log(
      `  /healthz probe, no flood (${idle.sorted.length} probes): p50 ${percentile(idle.sorted, 50).toFixed(1)} ms, p99 ${percentile(idle.sorted, 99).toFixed(1)} ms, max ${idle.sorted.at(-1)?.toFixed(1)} ms`,
    );
    console.log(
      `  /healthz probe during the flood (${probe.sorted.length} probes): p50 ${percentile(probe.sorted, 50).toFixed(1)} ms, p99 ${percentile(probe.sorted, 99).toFixed(1)} ms, max ${probe.sorted.at(-1)?.toFixed(1)} ms, unanswered ${probe.unanswered}`,
    );
    console.log(
      `  flood: ${Math.round(result.requests.average)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, max ${result.latency.max} ms; 2xx ${result['2xx']}, 429 ${limited}, other non-2xx ${result.non2xx - limited}, errors ${result.errors}, timeouts ${result.timeouts}`,
    );
    console.log(
      `  server RSS: before ${rssBefore.toFixed(0)} MB, right after ${rssAfter.toFixed(0)} MB, after ${SETTLE_SECONDS} s ${rssSettled.toFixed(0)} MB (${(((rssSettled - rssBefore) / rssBefore) * 100).toFixed(1)} %)`,
    );
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

runOnEveryDatabase(run);
