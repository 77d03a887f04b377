// One real server and one Chromium per end-to-end file, started before its tests and closed after.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { APP_READY_SELECTOR, launchBrowser, SCREENSHOT_DIR } from './browser';
import { startServer, type RunningServer } from './server';

export interface Live {
  server: RunningServer;
  browser: Browser;
}

const FAILURE_DIR = path.join(path.dirname(SCREENSHOT_DIR), 'failures');

/**
 * What every open page shows when a test fails, called by the e2e environment (environment.cjs) before afterAll
 * closes the browser: its address, language and readiness, any dialog or notice, and the start of its text go to
 * the log (the one thing a CI run keeps); a screenshot goes to artifacts/failures/.
 */
async function reportPages(browser: Browser | undefined, testName: string): Promise<void> {
  if (!browser) return;
  const pages = browser.contexts().flatMap((context) => context.pages());
  mkdirSync(FAILURE_DIR, { recursive: true });
  const lines: string[] = [`${testName} failed; ${pages.length} open page(s):`];
  for (const [index, page] of pages.entries()) {
    if (page.isClosed()) continue;
    const file = path.join(FAILURE_DIR, `${testName.replace(/[^\p{L}\p{N}]+/gu, '-').slice(0, 120)}-${index + 1}.jpg`);
    await page.screenshot({ path: file, type: 'jpeg', quality: 70, timeout: 10_000 }).catch(() => undefined);
    const state = await page
      .evaluate((readySelector) => {
        const text = (element: Element | null) => ((element as HTMLElement | null)?.innerText ?? '').replace(/\s+/g, ' ').trim();
        return {
          lang: document.documentElement.lang,
          ready: document.documentElement.matches(readySelector),
          visibility: document.visibilityState,
          focused: document.hasFocus(),
          dialogs: [...document.querySelectorAll('[role="dialog"], [role="alertdialog"]')].map(text),
          notices: [...document.querySelectorAll('[role="alert"], [role="status"], .Toastify__toast')].map(text).filter(Boolean),
          main: text(document.querySelector('main') ?? document.body).slice(0, 1500),
        };
      }, APP_READY_SELECTOR)
      .catch((error: unknown) => ({ unreadable: String(error) }));
    lines.push(`  page ${index + 1}: ${page.url()}`, `    ${JSON.stringify(state)}`, `    screenshot: ${file}`);
  }
  // Straight to stderr: Jest's console would add a code frame of this helper to every report.
  process.stderr.write(`${lines.join('\n')}\n`);
}

/** Call inside a describe block; the returned object is filled before the first test runs. */
export function useServerAndBrowser(env: Record<string, string> = {}): Live {
  const live = {} as Live;
  beforeAll(async () => {
    (globalThis as { __e2eOnFailure?: (name: string) => Promise<void> }).__e2eOnFailure = (name) => reportPages(live.browser, name);
    live.server = await startServer(env);
    live.browser = await launchBrowser();
  });
  afterAll(async () => {
    await live.browser?.close();
    await live.server?.close();
  });
  return live;
}
