// Public pages come drawn by the server (src/client/ssr): readable before any script runs, in the visitor's
// language, and then hydrated in place: the server's elements stay, nothing is redrawn, nothing is reported as
// a mismatch, and the page answers input. A signed-in guest's session is read once the page has hydrated.
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { APP_READY_SELECTOR, browserAvailable, guardPage, SCREENSHOT_DIR, screenshot } from '../helpers/e2e/browser';
import { useServerAndBrowser } from '../helpers/e2e/suite';

const describeBrowser = browserAvailable() ? describe : describe.skip;
const locale = (lang: string) => JSON.parse(readFileSync(path.resolve(__dirname, `../../public/locales/${lang}.json`), 'utf8'));
const LANGUAGES = ['en', 'ar'] as const;

interface HutSummary {
  id: number;
  title: string;
  title_ar: string;
}

describeBrowser('server-drawn pages', () => {
  const live = useServerAndBrowser();

  const html = async (url: string, lang: string) => {
    const response = await fetch(live.server.url + url, { headers: { accept: 'text/html', cookie: `i18next=${lang}` } });
    expect(response.status).toBe(200);
    return response.text();
  };
  const rootOf = (body: string) => body.match(/<div id="root">([\s\S]*?)<\/div><script type="application\/json" id="ken-state">/)?.[1];

  test.each(LANGUAGES)('send the huts list drawn, styled and titled in %s, and leave signed-in pages to the script', async (lang) => {
    const huts = (await (await fetch(`${live.server.url}/api/products/huts-list/?page=1&page_size=6`)).json()) as { results: HutSummary[] };
    expect(huts.results.length).toBeGreaterThan(0);
    const body = await html('/huts', lang);
    const root = rootOf(body);
    expect(root).toBeDefined();
    for (const hut of huts.results) expect(root).toContain(lang === 'ar' ? hut.title_ar : hut.title);
    expect(body).toMatch(/<style data-styled="true"/);
    expect(body).toContain(`<title>${locale(lang).huts.title}${lang === 'ar' ? '، ' : ' · '}${locale(lang).header.brand}</title>`);
    // The scripts follow the first paint: no deferred script in the document, the loader names them.
    expect(body).not.toMatch(/<script defer/);
    expect(body).toMatch(
      /<script src="\/after-paint.js" async data-preload="[^"]*\/locales\/[a-z]{2}\.json[^"]*" data-scripts="[^"]*\/assets\/main\.[^"]+\.js"/,
    );

    const hutPage = rootOf(await html(`/huts/${huts.results[0].id}/details`, lang));
    expect(hutPage).toContain(`<h1>${lang === 'ar' ? huts.results[0].title_ar : huts.results[0].title}</h1>`);

    const signedIn = await html('/my-booking', lang);
    expect(signedIn).toMatch(/<div id="?root"?><\/div>/);
    expect(signedIn).not.toContain('ken-state');
    expect(signedIn).toMatch(/<script defer/);
  });

  /** Loads `url` with the script held back, checks the server's page, then lets the script hydrate it. */
  async function loadHeldBack(page: Page, url: string) {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/assets/main.*.js', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(url, { waitUntil: 'commit' });
    const heading = page.locator('#root main h1');
    await heading.waitFor();
    // Drawn and styled before any script: the heading is visible and laid out, the root has no script-made parts.
    expect(await page.evaluate(() => document.documentElement.hasAttribute('data-app-ready'))).toBe(false);
    // The helper's wait after a goto (APP_READY_SELECTOR) must not take an app page that has not hydrated yet for
    // a page that is not the app's.
    expect(await page.$(APP_READY_SELECTOR)).toBeNull();
    await page.evaluate(() => {
      (window as unknown as { serverHeading: Element | null }).serverHeading = document.querySelector('#root main h1');
    });
    release();
    await page.waitForSelector('html[data-app-ready]', { state: 'attached', timeout: 30_000 });
    await page.waitForLoadState('networkidle');
    // Hydrated, not redrawn: the very element the server sent is still the page's heading.
    expect(
      await page.evaluate(
        () => (window as unknown as { serverHeading: Element | null }).serverHeading === document.querySelector('#root main h1'),
      ),
    ).toBe(true);
  }

  test.each(LANGUAGES)('hydrate in place in %s without a mismatch, and answer input after', async (lang) => {
    const words = locale(lang);
    const context = await live.browser.newContext({ viewport: { width: 390, height: 844 }, locale: lang });
    await context.addCookies([{ name: 'i18next', value: lang, url: live.server.url }]);
    const page = await context.newPage();
    const guard = guardPage(page, live.server.url);
    const consoleErrors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });

    for (const url of ['/', '/huts', '/huts/1/details', '/about']) {
      await loadHeldBack(page, live.server.url + url);
    }
    await screenshot(page, `ssr-${lang}-about-phone`);

    // The phone menu opens (a handler the script attached to the server's button) and its link navigates.
    await loadHeldBack(page, `${live.server.url}/`);
    await page.getByRole('button', { name: words.header.openMenu }).click();
    const drawer = page.getByRole('dialog', { name: words.header.menu });
    await drawer.getByRole('link', { name: words.nav.huts }).click();
    await page.waitForURL(/\/huts$/);
    await page.getByRole('heading', { level: 1, name: words.huts.title }).waitFor();

    expect(consoleErrors).toEqual([]);
    expect(guard.errors).toEqual([]);
    expect(guard.external).toEqual([]);
    await context.close();
  });

  // Every page the server draws (the pages with a prefetch in src/client/app/pages.tsx) shows its content to a
  // browser that runs no script at all: its heading, its words, no placeholder waiting for a script.
  test.each(LANGUAGES)('show every server-drawn page with its content without JavaScript in %s', async (lang) => {
    const first = async (list: string) =>
      ((await (await fetch(`${live.server.url}/api/products/${list}`)).json()) as { results: { id: number }[] }).results[0].id;
    const hut = await first('huts-list/?page=1&page_size=1');
    const event = await first('events/?page=1&page_size=1');
    const suppliers = (await (await fetch(`${live.server.url}/api/products/service-suppliers/list/?page=1&services_page=1`)).json()) as {
      results: { services: { results: { id: number }[] } }[];
    };
    const service = suppliers.results[0].services.results[0].id;
    const pages = [
      '/',
      '/huts',
      `/huts/${hut}/details`,
      '/event',
      `/event/${event}/details`,
      '/services',
      `/services/${service}`,
      '/about',
      '/terms-and-conditions',
      '/privacy',
    ];

    const context = await live.browser.newContext({ viewport: { width: 390, height: 844 }, locale: lang, javaScriptEnabled: false });
    await context.addCookies([{ name: 'i18next', value: lang, url: live.server.url }]);
    const page = await context.newPage();
    const empty: string[] = [];
    for (const url of pages) {
      // 'commit' then 'load': the helper's wait for the hydrated app (data-app-ready) would never end here.
      await page.goto(live.server.url + url, { waitUntil: 'commit' });
      await page.waitForLoadState('load');
      const shown = await page.evaluate(() => {
        const main = document.querySelector('#root main');
        const heading = main?.querySelector('h1');
        return {
          lang: document.documentElement.lang,
          heading: heading ? heading.getBoundingClientRect().height > 0 : false,
          words: (main as HTMLElement | null)?.innerText.trim().length ?? 0,
          // A part that waits for a script must not be left on show.
          waiting: [...(main?.querySelectorAll('[aria-busy="true"]') ?? [])].filter((part) => part.checkVisibility()).length,
        };
      });
      // The home page's drawn view is its hero (its sections below come after the first paint, with the script).
      if (shown.lang !== lang || !shown.heading || shown.words < (url === '/' ? 100 : 200) || shown.waiting > 0)
        empty.push(`${url} ${JSON.stringify(shown)}`);
      // Every character arrives whole: a multi-byte letter split between two of the renderer's chunks became U+FFFD.
      const content = await page.content();
      if (content.includes('\uFFFD'))
        empty.push(`${url} holds U+FFFD: ${content.slice(content.indexOf('\uFFFD') - 120, content.indexOf('\uFFFD') + 20)}`);
    }
    await page.goto(`${live.server.url}/services`, { waitUntil: 'commit' });
    await page.waitForLoadState('load');
    // Not the screenshot helper: its scrolling and the accessibility check run scripts in the page (the same
    // screens are checked with scripts on by the other tests).
    mkdirSync(SCREENSHOT_DIR, { recursive: true });
    await page.screenshot({
      path: path.join(SCREENSHOT_DIR, `ssr-${lang}-services-noscript-phone.jpg`),
      fullPage: true,
      type: 'jpeg',
      quality: 85,
    });
    expect(empty).toEqual([]);
    await context.close();
  });

  test('show a signed-in guest their account menu once the page has hydrated', async () => {
    const login = await fetch(`${live.server.url}/login/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@kenresort.sa', password: 'KenResort#2026' }),
    });
    expect(login.status).toBe(200);
    const session = (await login.json()) as { token: string; role: string; email: string; full_name: string };
    const context = await live.browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'en' });
    await context.addInitScript(
      (values) => {
        for (const [key, value] of Object.entries(values)) window.localStorage.setItem(key, value);
      },
      { ken_token: session.token, ken_role: session.role, ken_email: session.email, ken_full_name: session.full_name },
    );
    const page = await context.newPage();
    const consoleErrors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });
    await loadHeldBack(page, `${live.server.url}/huts`);
    await page.getByRole('button', { name: locale('en').header.accountMenu.replace('{{name}}', session.full_name) }).waitFor();
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});
