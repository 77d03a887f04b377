// The phone menu at 390 px in both languages: it fills the screen's height and its links work.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { mkdirSync } from 'node:fs';
import { checkAccessibility } from '../helpers/e2e/axe';
import { browserAvailable, guardPage, SCREENSHOT_DIR } from '../helpers/e2e/browser';
import { useServerAndBrowser } from '../helpers/e2e/suite';

const describeBrowser = browserAvailable() ? describe : describe.skip;
const locale = (lang: string) => JSON.parse(readFileSync(path.resolve(__dirname, `../../public/locales/${lang}.json`), 'utf8'));

describeBrowser('the phone menu', () => {
  const live = useServerAndBrowser();

  test.each(['en', 'ar'] as const)(
    'opens full height and follows a link in %s',
    async (lang) => {
      const words = locale(lang);
      const context = await live.browser.newContext({ viewport: { width: 390, height: 844 }, locale: lang });
      await context.addCookies([{ name: 'i18next', value: lang, url: live.server.url }]);
      const page = await context.newPage();
      const guard = guardPage(page, live.server.url);
      await page.goto(`${live.server.url}/`);
      await page.waitForFunction((l) => document.documentElement.lang === l, lang);

      await page.getByRole('button', { name: words.header.openMenu }).click();
      const drawer = page.getByRole('dialog', { name: words.header.menu });
      await drawer.waitFor();
      await page.waitForTimeout(400); // the slide-in animation
      const box = await drawer.boundingBox();
      // The whole height of the screen, not the header's 72 px it was clipped to.
      expect(box?.height).toBeGreaterThanOrEqual(800);
      // It slides in from the reading side: the left edge in English, the right edge in Arabic.
      if (lang === 'en') expect(box?.x).toBe(0);
      else expect(Math.round((box?.x ?? 0) + (box?.width ?? 0))).toBe(390);
      mkdirSync(SCREENSHOT_DIR, { recursive: true });
      await page.screenshot({ path: path.join(SCREENSHOT_DIR, `shell-${lang}-menu-phone.png`) });
      // The viewport only (the drawer is fixed), so not the screenshot helper: check the open menu here.
      await checkAccessibility(page, `shell-${lang}-menu-phone`);

      await drawer.getByRole('link', { name: words.nav.huts }).click();
      await page.waitForURL(/\/huts$/);
      await drawer.waitFor({ state: 'hidden' });
      await page.getByRole('heading', { level: 1 }).first().waitFor();

      expect(guard.errors).toEqual([]);
      expect(guard.external).toEqual([]);
      await context.close();
    },
    90_000,
  );
});
