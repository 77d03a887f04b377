// Prints the gzip size of the JavaScript a first visit downloads, measured in Chromium against the
// real server and the production build: `npm run build && npm run bench:bundle [-- /huts/1/details]`.
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { launchBrowser } from '../test/helpers/e2e/browser';
import { startServer } from '../test/helpers/e2e/server';

interface FileSize {
  name: string;
  raw: number;
  gzip: number;
  brotli: number;
}

const BUDGETS: Record<string, number> = { '/': 160, '/huts/1/details': 200 };

async function measure(url: string): Promise<{ files: FileSize[] }> {
  const browser = await launchBrowser();
  try {
    // As the issue measures it: a phone's screen (what lies below it waits until the visitor scrolls).
    const page = await browser.newPage({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const pending: Promise<FileSize>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      pending.push(
        response.body().then((body) => ({
          name: new URL(response.url()).pathname,
          raw: body.length,
          gzip: gzipSync(body, { level: 9 }).length,
          brotli: brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
        })),
      );
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    return { files: await Promise.all(pending) };
  } finally {
    await browser.close();
  }
}

async function main() {
  const paths = process.argv.slice(2).length ? process.argv.slice(2) : ['/'];
  // WEB_DIR (and SSR_BUNDLE, its server renderer) measure another build (e.g. one made with source maps into a
  // folder of its own).
  const server = await startServer({
    LOG_LEVEL: 'error',
    ...(process.env.WEB_DIR ? { WEB_DIR: process.env.WEB_DIR } : {}),
    ...(process.env.SSR_BUNDLE ? { SSR_BUNDLE: process.env.SSR_BUNDLE } : {}),
  });
  let overBudget = false;
  try {
    for (const route of paths) {
      const { files } = await measure(server.url + route);
      const total = files.reduce((sum, file) => sum + file.gzip, 0) / 1024;
      const totalBrotli = files.reduce((sum, file) => sum + file.brotli, 0) / 1024;
      console.log(`\nFirst visit to ${route}: ${files.length} JavaScript files`);
      for (const file of files.sort((a, b) => b.gzip - a.gzip)) {
        console.log(
          `  ${(file.gzip / 1024).toFixed(1).padStart(7)} KB gzip  ${(file.raw / 1024).toFixed(1).padStart(7)} KB raw  ${file.name}`,
        );
      }
      const budget = BUDGETS[route] ?? BUDGETS['/huts/1/details'];
      console.log(`  total ${total.toFixed(1)} KB gzip (budget ${budget} KB), ${totalBrotli.toFixed(1)} KB brotli as the server sends it`);
      if (total > budget) overBudget = true;
    }
  } finally {
    await server.close();
  }
  if (overBudget) process.exitCode = 1;
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
