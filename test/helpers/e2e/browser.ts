// Debian's Chromium driven by playwright-core (never a downloaded browser).
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type Page, type Response } from 'playwright-core';
import { checkAccessibility } from './axe';

export const CHROMIUM_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  // Headless Chromium is the whole browser with its window hidden: each new page's window also started the address
  // bar's suggestion popup, a chrome://omnibox-popup page in a renderer of its own (about 1 CPU-s, as much as the
  // app's page itself), which nobody sees here. Playwright adds these to its own --disable-features list.
  '--disable-features=WebUIOmniboxPopup,WebUIOmniboxAimPopup,WebUIOmniboxFullPopup,PreloadTopChromeWebUI',
];

export const SCREENSHOT_DIR = path.resolve(__dirname, '../../../artifacts/screenshots');

/** True when the browser tests can run; outside CI a missing Chromium skips them loudly. */
export function browserAvailable(): boolean {
  if (existsSync(CHROMIUM_PATH)) return true;
  if (process.env.CI === 'true' || process.env.E2E_REQUIRED === '1') {
    throw new Error(`Chromium is required for the end-to-end tests but ${CHROMIUM_PATH} is missing.`);
  }
  console.warn(
    `\n!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!\n` +
      `  End-to-end tests SKIPPED: ${CHROMIUM_PATH} is missing.\n` +
      `  Install Debian's browser with: apt-get install -y chromium\n` +
      `!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!\n`,
  );
  return false;
}

/**
 * Playwright's own limits for a navigation and for an action or a wait with no timeout of its own (30 s by default).
 * Four browser files share the two cores of a CI run with a server each: the first page of a run (fresh caches, four
 * servers and browsers starting) took over 30 s on a slow day. A wait that fails does so when its condition is
 * wrong, not because of these limits; they only bound a page that never answers.
 */
const NAVIGATION_TIMEOUT_MS = 90_000;
const ACTION_TIMEOUT_MS = 60_000;

/** How long a loaded page may take to answer input before a test goes on regardless (and its own checks decide). */
const READY_TIMEOUT_MS = 60_000;

/**
 * After `page.goto` to one of the web app's pages, waits until the app answers input (`<html data-app-ready>`,
 * app/renderApp.tsx): a server-drawn page shows its buttons before the script has hydrated them, and a click
 * then would do nothing, for a test as for a visitor. Other answers (JSON, files) are returned at once, and so
 * are HTML pages that are not the app's (no `#root` to draw into: the one-click unsubscribe page, say), which
 * never say they are ready: waiting for them cost a whole READY_TIMEOUT_MS each.
 */
export const APP_READY_SELECTOR = 'html[data-app-ready], html:not(:has(#root))';
const patched = new WeakSet<Page>();

function waitForAppOnGoto(page: Page): void {
  if (patched.has(page)) return;
  patched.add(page);
  const whenReady = async (response: Response | null, waitUntil: string | undefined) => {
    const html = (response?.headers()['content-type'] ?? '').startsWith('text/html');
    if (html && waitUntil !== 'commit') {
      await page.waitForSelector(APP_READY_SELECTOR, { state: 'attached', timeout: READY_TIMEOUT_MS }).catch(() => undefined);
    }
    return response;
  };
  const goto = page.goto.bind(page);
  page.goto = async (url, options) => whenReady(await goto(url, options), options?.waitUntil);
  const reload = page.reload.bind(page);
  page.reload = async (options) => whenReady(await reload(options), options?.waitUntil);
}

export async function launchBrowser(): Promise<Browser> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options) => {
    const context = await newContext(options);
    context.setDefaultNavigationTimeout(NAVIGATION_TIMEOUT_MS);
    context.setDefaultTimeout(ACTION_TIMEOUT_MS);
    // Without scripts the app never says it is ready: such a page is what the server sent, at once.
    if (options?.javaScriptEnabled === false) return context;
    context.on('page', waitForAppOnGoto);
    const contextPage = context.newPage.bind(context);
    context.newPage = async () => {
      const page = await contextPage();
      waitForAppOnGoto(page);
      return page;
    };
    return context;
  };
  const newPage = browser.newPage.bind(browser);
  browser.newPage = async (options) => {
    // Its context comes from browser.newContext above (Playwright's newPage calls it), limits included.
    const page = await newPage(options);
    if (options?.javaScriptEnabled !== false) waitForAppOnGoto(page);
    return page;
  };
  return browser;
}

/**
 * Waits for the page to draw its next frame. A page that draws none waits without end in a bare requestAnimationFrame
 * (page.evaluate has no time limit). A fresh boot's first run on 2026-11-30 held `catalogue` in Arabic for the test's
 * whole 300 s on the home page, ready, at the step that waited so; the failure report could still read the page but
 * not take its screenshot, which needs a frame (inferred, not reproduced in four more runs). So the wait is bounded; a
 * page still without a frame is brought to the front once and waited for again, and one that draws nothing then fails
 * here, saying so, with what the page says of its visibility. Both cases are written to the log.
 */
export async function nextFrame(page: Page, waitMs = 5_000): Promise<void> {
  const frame = () =>
    page.evaluate(
      (limit) =>
        new Promise<{ drawn: boolean; visibility: string; focused: boolean }>((resolve) => {
          const state = (drawn: boolean) => ({ drawn, visibility: document.visibilityState, focused: document.hasFocus() });
          requestAnimationFrame(() => resolve(state(true)));
          setTimeout(() => resolve(state(false)), limit);
        }),
      waitMs,
    );
  const first = await frame();
  if (first.drawn) return;
  process.stderr.write(`${page.url()} drew no frame in ${waitMs} ms (${JSON.stringify(first)}): bringing it to the front\n`);
  await page.bringToFront();
  const second = await frame();
  if (second.drawn) return;
  throw new Error(
    `${page.url()} drew no frame in ${waitMs} ms, nor in ${waitMs} ms more after being brought to the front (${JSON.stringify(second)})`,
  );
}

/**
 * Screenshots are for people to look at: a run with CI set (nobody looks, and the full-page captures cost the two
 * cores minutes) skips the picture unless E2E_SCREENSHOTS=1, and still checks the page with axe-core at each step.
 */
const TAKE_SCREENSHOTS = !process.env.CI || process.env.E2E_SCREENSHOTS === '1';

/**
 * Saves a full-page screenshot, then checks the screen with axe-core (WCAG 2.2 A/AA, see axe.ts): every screen a
 * browser test looks at is also checked, once per distinct view, language and width, and a violation fails the test.
 */
export async function screenshot(page: Page, name: string): Promise<string> {
  // The folder is made either way: tests also keep the PDFs they download there.
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const file = path.join(SCREENSHOT_DIR, `${name}.jpg`);
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight) {
      window.scrollTo({ top: y, behavior: 'instant' });
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    window.scrollTo({ top: 0, behavior: 'instant' });
  });
  await nextFrame(page);
  if (!TAKE_SCREENSHOTS) {
    await page.waitForLoadState('networkidle', { timeout: 30_000 }).catch(() => undefined);
    await checkAccessibility(page, name);
    return file;
  }
  // JPEG: a full page at 1280 px is a few megapixels, which PNG takes twice as long to encode (300 of them per run).
  // Lazy images load only near the viewport (Chromium starts them over a thousand pixels ahead): scroll through
  // the page a screen at a time so each is asked for, then wait below for the network to settle.
  await page.waitForLoadState('networkidle', { timeout: 30_000 }).catch(() => undefined);
  await page.screenshot({ path: file, fullPage: true, type: 'jpeg', quality: 85 });
  await checkAccessibility(page, name);
  return file;
}

/** Fails the test on any request that leaves the machine and on uncaught page errors. */
export function guardPage(page: Page, origin: string): { errors: string[]; external: string[] } {
  const errors: string[] = [];
  const external: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('request', (request) => {
    const url = request.url();
    if (!url.startsWith(origin) && !url.startsWith('data:') && !url.startsWith('blob:')) external.push(url);
  });
  return { errors, external };
}
