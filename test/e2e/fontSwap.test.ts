// The web fonts arriving late must not move the page (CLS ≤ 0.02, issue 12 §7): a hut's page on a phone in
// English and in Arabic, with every font response held back until the page has drawn in the local fallbacks,
// then let through. The phone's price bar (fixed at the bottom) followed its texts' wrapping and grew when
// the fonts swapped in (0.028 under Lighthouse); the fallbacks' metrics and the bar's fixed height keep it still.
import type { Route } from 'playwright-core';
import { browserAvailable, guardPage } from '../helpers/e2e/browser';
import { useServerAndBrowser } from '../helpers/e2e/suite';

const describeBrowser = browserAvailable() ? describe : describe.skip;

const BAR_LABEL = { en: 'Price and booking', ar: 'السعر والحجز' } as const;

describeBrowser('web fonts swapping in', () => {
  const live = useServerAndBrowser();

  // 412 px is Lighthouse's phone; 360 and 390 the common small and large ones.
  test.each([
    ['en', 360],
    ['en', 390],
    ['en', 412],
    ['ar', 360],
    ['ar', 390],
    ['ar', 412],
  ] as const)('leave a hut page on a phone where it was in %s at %i px', async (lang, width) => {
    const context = await live.browser.newContext({ viewport: { width, height: 844 }, locale: lang });
    await context.addCookies([{ name: 'i18next', value: lang, url: live.server.url }]);
    const page = await context.newPage();
    const guard = guardPage(page, live.server.url);
    const held: Route[] = [];
    await page.route('**/fonts/*.woff2', (route) => {
      held.push(route);
    });
    await page.addInitScript(() => {
      const shifts: number[] = [];
      (window as unknown as { shifts: number[] }).shifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
          if (!entry.hadRecentInput) shifts.push(entry.value);
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });

    // Not `load`: the preloaded fonts are held, and the load event waits for them.
    await page.goto(`${live.server.url}/huts/1/details`, { waitUntil: 'domcontentloaded' });
    const bar = page.getByRole('region', { name: BAR_LABEL[lang] });
    await bar.waitFor();
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(held.length).toBeGreaterThan(0);
    const before = await bar.boundingBox();

    await Promise.all(held.map((route) => route.continue()));
    await page.unroute('**/fonts/*.woff2');
    await page.evaluate(() =>
      document.fonts.ready.then(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))),
    );
    const loaded = await page.evaluate(() => [...document.fonts].filter((face) => face.status === 'loaded').length);
    expect(loaded).toBeGreaterThan(0);

    expect(await bar.boundingBox()).toEqual(before);
    const cls = await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts.reduce((sum, value) => sum + value, 0));
    expect(cls).toBeLessThanOrEqual(0.02);
    expect(guard.errors).toEqual([]);
    await context.close();
  });
});
