// Lighthouse (npm, mobile profile: simulated slow 4G and 4× CPU slowdown) against the production build:
// `npm run bench:lighthouse`. Builds the web app unless dist/ exists (BENCH_BUILD=1 forces a build), starts
// the real server in-process on its embedded database in a temporary data folder, and runs `/`, `/huts` and a
// hut's page in English and in Arabic (the language comes from the `i18next` cookie, as for a returning
// visitor), RUNS times each (3 by default). Every figure printed is the median of its runs, taken metric by
// metric. Debian's Chromium (CHROME_PATH, /usr/bin/chromium by default) with the e2e tests' flags.
// Prints figures only: it asserts nothing (a benchmark is not a test). `-- /path …` measures other pages;
// BENCH_LHR_DIR=folder writes each run's whole Lighthouse report (JSON) there; WEB_DIR and SSR_BUNDLE serve another build.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../test/helpers/e2e/browser';
import { startServer } from '../test/helpers/e2e/server';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const DEFAULT_PAGES = ['/', '/huts', '/huts/1/details'];
const LANGUAGES = ['en', 'ar'] as const;

interface RunFigures {
  performance: number;
  accessibility: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  totalKB: number;
  scriptKB: number;
  fontKB: number;
  imageKB: number;
  failedA11y: string[];
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

interface NetworkItem {
  resourceType?: string;
  transferSize?: number;
}

// Lighthouse's result type is large; the few fields read here are typed locally.
interface LhResult {
  categories: Record<string, { score: number | null }>;
  audits: Record<string, { numericValue?: number; score: number | null; scoreDisplayMode?: string; details?: { items?: unknown[] } }>;
}

function figures(lhr: LhResult): RunFigures {
  const items = (lhr.audits['network-requests']?.details?.items ?? []) as NetworkItem[];
  const bytesOf = (type?: string) =>
    items.filter((item) => !type || item.resourceType === type).reduce((sum, item) => sum + (item.transferSize ?? 0), 0) / 1024;
  const a11yIds = Object.keys(lhr.audits).filter(
    (id) => lhr.audits[id].score !== null && lhr.audits[id].score! < 1 && lhr.audits[id].scoreDisplayMode === 'binary',
  );
  return {
    performance: Math.round((lhr.categories.performance.score ?? 0) * 100),
    accessibility: Math.round((lhr.categories.accessibility.score ?? 0) * 100),
    fcp: lhr.audits['first-contentful-paint'].numericValue ?? 0,
    lcp: lhr.audits['largest-contentful-paint'].numericValue ?? 0,
    tbt: lhr.audits['total-blocking-time'].numericValue ?? 0,
    cls: lhr.audits['cumulative-layout-shift'].numericValue ?? 0,
    totalKB: bytesOf(),
    scriptKB: bytesOf('Script'),
    fontKB: bytesOf('Font'),
    imageKB: bytesOf('Image'),
    failedA11y: a11yIds,
  };
}

async function main() {
  const pages = process.argv.slice(2).length ? process.argv.slice(2) : DEFAULT_PAGES;
  const root = path.resolve(__dirname, '..');
  if (process.env.BENCH_BUILD === '1' || !existsSync(path.join(root, 'dist', 'index.html'))) {
    execFileSync('npx', ['webpack', '--mode', 'production'], { cwd: root, stdio: 'inherit' });
  }
  // Lighthouse, chrome-launcher and puppeteer-core (Lighthouse's own dependencies) are ES modules.
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const { default: puppeteer } = await import('puppeteer-core');

  // WEB_DIR and SSR_BUNDLE measure another build (e.g. the code before a change, built into a folder of its own).
  const server = await startServer({
    LOG_LEVEL: 'error',
    ...(process.env.WEB_DIR ? { WEB_DIR: process.env.WEB_DIR } : {}),
    ...(process.env.SSR_BUNDLE ? { SSR_BUNDLE: process.env.SSR_BUNDLE } : {}),
  });
  const userDataDir = mkdtempSync(path.join(os.tmpdir(), 'ken-lighthouse-'));
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: CHROMIUM_ARGS,
    userDataDir,
    logLevel: 'error',
  });
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
  const rows: string[] = [];
  try {
    for (const page of pages) {
      for (const language of LANGUAGES) {
        const runs: RunFigures[] = [];
        // A run Lighthouse could not complete (runtimeError, e.g. NO_NAVSTART on a loaded machine) reports zeros
        // that would drag the median: it is run again, at most RUNS more times for the page.
        let retries = RUNS;
        for (let run = 0; run < RUNS; run += 1) {
          // The language choice sits in the browser's cookie jar, as for a returning visitor (Lighthouse
          // clears caches between runs, not cookies), so both the server and the web app read it.
          const tab = await browser.newPage();
          await tab.setCookie({ name: 'i18next', value: language, url: server.url });
          const result = await lighthouse(
            server.url + page,
            { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'] },
            undefined,
            tab,
          );
          await tab.close();
          if (!result) throw new Error(`Lighthouse returned nothing for ${page}`);
          if (process.env.BENCH_LHR_DIR) {
            // The whole report of each run, to see which requests and shifts make a figure.
            mkdirSync(process.env.BENCH_LHR_DIR, { recursive: true });
            const name = `${page.replace(/\W+/g, '_') || 'home'}-${language}-${run + 1}.json`;
            writeFileSync(path.join(process.env.BENCH_LHR_DIR, name), JSON.stringify(result.lhr));
          }
          const runtimeError = (result.lhr as { runtimeError?: { code: string } }).runtimeError;
          if (runtimeError && retries > 0) {
            console.warn(`${page} ${language}: Lighthouse failed (${runtimeError.code}), running it again`);
            retries -= 1;
            run -= 1;
            continue;
          }
          runs.push(figures(result.lhr as unknown as LhResult));
        }
        const m = (key: keyof Omit<RunFigures, 'failedA11y'>) => median(runs.map((run) => run[key]));
        const failed = [...new Set(runs.flatMap((run) => run.failedA11y))];
        const row =
          `| \`${page}\` | ${language} | ${m('performance')} | ${m('accessibility')} | ${(m('fcp') / 1000).toFixed(1)} s | ` +
          `${(m('lcp') / 1000).toFixed(1)} s | ${Math.round(m('tbt'))} ms | ${m('cls').toFixed(3)} | ${Math.round(m('totalKB'))} | ` +
          `${Math.round(m('scriptKB'))} | ${Math.round(m('fontKB'))} | ${Math.round(m('imageKB'))} |`;
        rows.push(row);
        console.log(row + (failed.length ? `  failing audits: ${failed.join(', ')}` : ''));
      }
    }
  } finally {
    await browser.disconnect();
    await chrome.kill();
    rmSync(userDataDir, { recursive: true, force: true });
    await server.close();
  }
  console.log(`\nMedian of ${RUNS} runs each, Lighthouse mobile profile (KB = transferred):\n`);
  console.log('| Page | Lang | Perf | A11y | FCP | LCP | TBT | CLS | Total KB | JS KB | Font KB | Image KB |');
  console.log('|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
  for (const row of rows) console.log(row);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
