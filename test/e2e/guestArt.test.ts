// The resort's own pictures on the guest pages, in both languages at 390 px and 1280 px: every catalogue
// picture arrives (served from /media), offers its web sizes, and only the home hero loads with high
// priority. Screenshots go to artifacts/screenshots (guest-art-*).
import type { Page } from 'playwright-core';
import { browserAvailable, guardPage, screenshot } from '../helpers/e2e/browser';
import { useServerAndBrowser } from '../helpers/e2e/suite';

const describeBrowser = browserAvailable() ? describe : describe.skip;

/** Scrolls through the page so lazy pictures load, then waits until every picture has arrived. */
async function loadAllPictures(page: Page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 500) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 60));
    }
    window.scrollTo(0, 0);
  });
  // Pictures off screen (the gallery's other slides) stay lazy; wait for the rest to settle.
  await page.waitForLoadState('networkidle');
}

const pictures = (page: Page) =>
  page.$$eval('img[src^="/media/"], img[src*="/media/"]', (images) =>
    (images as HTMLImageElement[]).map((img) => ({
      src: img.getAttribute('src') ?? '',
      srcset: img.getAttribute('srcset'),
      sizes: img.getAttribute('sizes'),
      width: img.getAttribute('width'),
      loading: img.getAttribute('loading'),
      priority: img.getAttribute('fetchpriority'),
      loaded: img.naturalWidth > 0,
      broken: img.complete && img.naturalWidth === 0,
    })),
  );

describeBrowser('the resort’s own pictures on guest pages', () => {
  const live = useServerAndBrowser();

  test.each(['en', 'ar'] as const)(
    'home, huts, a hut, events and services in %s',
    async (lang) => {
      const context = await live.browser.newContext({ viewport: { width: 1280, height: 900 }, locale: lang });
      await context.addCookies([{ name: 'i18next', value: lang, url: live.server.url }]);
      const page = await context.newPage();
      const guard = guardPage(page, live.server.url);
      const huts = await (await page.request.get(`${live.server.url}/api/products/huts-home/list/`)).json();

      for (const [route, name] of [
        ['/', 'home'],
        ['/huts', 'huts'],
        [`/huts/${huts[0].id}/details`, 'hut'],
        ['/event', 'events'],
        ['/services', 'services'],
      ] as const) {
        await page.setViewportSize({ width: 1280, height: 900 });
        await page.goto(`${live.server.url}${route}`);
        await page.waitForFunction((l) => document.documentElement.lang === l, lang);
        await page.getByRole('heading', { level: 1 }).first().waitFor();
        await page.locator('img[srcset]').first().waitFor();
        await loadAllPictures(page);
        const shown = await pictures(page);
        const catalogue = shown.filter((picture) => /\/media\/(huts|events|services|hero)\//.test(picture.src));
        expect(catalogue.filter((picture) => picture.loaded).length).toBeGreaterThan(0);
        for (const picture of catalogue) {
          expect({ src: picture.src, broken: picture.broken, webp: picture.src.endsWith('.webp') }).toEqual({
            src: picture.src,
            broken: false,
            webp: true,
          });
          expect(picture.srcset).toMatch(/ 480w|960w/);
          expect(picture.sizes).toBeTruthy();
          expect(picture.width).toBeTruthy();
        }
        const eager = catalogue.filter((picture) => picture.priority === 'high');
        if (name === 'home') expect(eager.map((picture) => picture.src)).toEqual(['/media/hero/seascape-1600.webp']);
        if (name === 'huts' || name === 'events' || name === 'services')
          expect(catalogue.every((picture) => picture.loading === 'lazy')).toBe(true);
        if (name === 'hut') {
          // index.html preloads the gallery's first picture: what the preload fetched is the very file the <img>
          // shows, fetched once (the 88 px thumbnail of the same picture is another, smaller file).
          const first = await page.evaluate(() => {
            const shown = document.querySelector<HTMLImageElement>('img[fetchpriority="high"]')!.currentSrc;
            const base = new URL(shown).pathname.replace(/-\d+\.webp$/, '');
            const entries = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter((entry) =>
              new URL(entry.name).pathname.startsWith(`${base}-`),
            );
            return {
              preloaded: entries.filter((entry) => entry.initiatorType === 'link').map((entry) => entry.name),
              fetchedShown: entries.filter((entry) => entry.name === shown).length,
              shown,
            };
          });
          expect(first).toEqual({ preloaded: [first.shown], fetchedShown: 1, shown: expect.stringMatching(/\/media\/huts\/.+\.webp$/) });
        }
        await screenshot(page, `guest-art-${lang}-${name}`);
        await page.setViewportSize({ width: 390, height: 844 });
        await page.waitForTimeout(300);
        await loadAllPictures(page);
        if (name === 'home') {
          // A phone held upright shows the portrait crop of the hero, not the wide picture cropped in the browser.
          await page.waitForFunction(() =>
            /seascape-portrait-\d+\.webp$/.test(document.querySelector<HTMLImageElement>('img[fetchpriority="high"]')?.currentSrc ?? ''),
          );
        }
        await screenshot(page, `guest-art-${lang}-${name}-phone`);
      }

      expect(guard.errors).toEqual([]);
      expect(guard.external).toEqual([]);
      await context.close();
    },
    300_000,
  );
});
