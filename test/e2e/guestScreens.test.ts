// Screens changed for phones and both languages, at 390 px and 1280 px: the hut page (the phone's
// bottom bar, exact calendar prices, the bookable "from" price), sign-up (phone hint, privacy link) and
// the privacy policy. Screenshots go to artifacts/screenshots.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { browserAvailable, guardPage, screenshot } from '../helpers/e2e/browser';
import { useServerAndBrowser } from '../helpers/e2e/suite';

const describeBrowser = browserAvailable() ? describe : describe.skip;
const locale = (lang: string) => JSON.parse(readFileSync(path.resolve(__dirname, `../../public/locales/${lang}.json`), 'utf8'));

describeBrowser('guest screens on phones and desktops', () => {
  const live = useServerAndBrowser();

  test.each(['en', 'ar'] as const)('hut page, sign-up and privacy in %s', async (lang) => {
    const words = locale(lang);
    const context = await live.browser.newContext({ viewport: { width: 390, height: 844 }, locale: lang });
    await context.addCookies([{ name: 'i18next', value: lang, url: live.server.url }]);
    const page = await context.newPage();
    const guard = guardPage(page, live.server.url);
    const huts = await (await page.request.get(`${live.server.url}/api/products/huts-home/list/`)).json();
    const hut = huts[0];

    await page.goto(`${live.server.url}/huts/${hut.id}/details`);
    await page.waitForFunction((l) => document.documentElement.lang === l, lang);
    const bar = page.getByRole('region', { name: words.bookingPanel.barLabel });
    await bar.waitFor();
    // The phone bar is fixed to the bottom of the screen and its button brings the calendar into view.
    const box = await bar.boundingBox();
    expect(Math.round((box?.y ?? 0) + (box?.height ?? 0))).toBe(844);
    await page.screenshot({ path: path.join(path.dirname(await screenshot(page, `guest-${lang}-hut-phone`)), `guest-${lang}-hut-phone-viewport.png`) });
    await bar.getByRole('button', { name: words.bookingPanel.chooseDatesShort }).click();
    await page.waitForFunction(() => {
      const grid = document.querySelector('[role="grid"]');
      if (!grid) return false;
      const rect = grid.getBoundingClientRect();
      return rect.top >= 0 && rect.bottom <= window.innerHeight;
    });
    // The "from" price selects its bookable night.
    if (hut.lowest_price_date) {
      await page.locator('#booking-panel-title ~ button, section[aria-labelledby="booking-panel-title"] button').filter({ hasText: words.huts.from }).first().click();
      await page.waitForURL(new RegExp(`from=${hut.lowest_price_date}`));
      await page.getByRole('region', { name: words.bookingPanel.summaryLabel }).first().waitFor();
    }
    await page.screenshot({ path: path.join(path.dirname(await screenshot(page, `guest-${lang}-hut-dates-phone`)), `guest-${lang}-hut-dates-phone-viewport.png`) });
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.waitForTimeout(200);
    expect(await bar.isVisible()).toBe(false); // desktop: the panel itself stays beside the content
    await screenshot(page, `guest-${lang}-hut-dates`);

    for (const [route, name] of [['/account/register', 'register'], ['/privacy', 'privacy'], ['/services', 'services']] as const) {
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.goto(`${live.server.url}${route}`);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await screenshot(page, `guest-${lang}-${name}`);
      await page.setViewportSize({ width: 390, height: 844 });
      await page.waitForTimeout(200);
      await screenshot(page, `guest-${lang}-${name}-phone`);
    }

    expect(guard.errors).toEqual([]);
    expect(guard.external).toEqual([]);
    await context.close();
  }, 180_000);
});
