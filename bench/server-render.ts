// What drawing a page on the server costs the server: `npx tsx bench/server-render.ts` (after `npm run build`).
// Starts the real server in-process on its embedded database, asks for each page N times (BENCH_REQUESTS, 40 by
// default) in both languages, one after another, with the server renderer on and with SERVER_RENDER=false (the
// shell), and prints the median and p90 time to the last byte and the size as sent (brotli). Figures only.
import http from 'node:http';
import { brotliDecompressSync } from 'node:zlib';
import { startServer } from '../test/helpers/e2e/server';

const PAGES = ['/', '/huts', '/huts/1/details', '/about'];
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 40);

const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
};

/** One GET as a browser sends it; the body as it travelled (brotli) and decoded. */
function get(url: string, language: string): Promise<{ wire: Buffer; html: string }> {
  return new Promise((resolve, reject) => {
    const request = http.get(
      url,
      { headers: { accept: 'text/html', 'accept-encoding': 'br', cookie: `i18next=${language}` } },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const wire = Buffer.concat(chunks);
          const html = response.headers['content-encoding'] === 'br' ? brotliDecompressSync(wire).toString() : wire.toString();
          resolve({ wire, html });
        });
      },
    );
    request.on('error', reject);
  });
}

async function measure(url: string, language: string) {
  const times: number[] = [];
  let last: { wire: Buffer; html: string } = { wire: Buffer.alloc(0), html: '' };
  for (let i = 0; i < REQUESTS; i += 1) {
    const started = performance.now();
    last = await get(url, language);
    times.push(performance.now() - started);
  }
  return { p50: quantile(times, 0.5), p90: quantile(times, 0.9), bytes: last.wire.length, drawn: last.html.includes('id="ken-state"') };
}

async function main() {
  console.log(`| Page | Lang | Drawn by | p50 ms | p90 ms | KB (br) |`);
  console.log(`|---|---|---|---:|---:|---:|`);
  for (const serverRender of ['true', 'false']) {
    // One address asks for every page here: the per-address limit of drawn pages is lifted.
    const server = await startServer({ LOG_LEVEL: 'error', SERVER_RENDER: serverRender, DRAWN_PAGES_PER_MINUTE: '1000000' });
    try {
      for (const page of PAGES) {
        for (const language of ['en', 'ar']) {
          await measure(server.url + page, language); // warm-up (code, caches, database)
          const figures = await measure(server.url + page, language);
          console.log(
            `| \`${page}\` | ${language} | ${figures.drawn ? 'server' : 'script'} | ${figures.p50.toFixed(1)} | ${figures.p90.toFixed(1)} | ${(figures.bytes / 1024).toFixed(1)} |`,
          );
        }
      }
    } finally {
      await server.close();
    }
  }
}

void main();
