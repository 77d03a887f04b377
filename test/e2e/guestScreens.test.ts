// Screens changed for phones and both languages, at 390 px and 1280 px: the hut page (the phone's
// bottom bar, exact calendar prices, the bookable "from" price), sign-up (phone hint, privacy link) and
// the privacy policy; the date picker open on the home search and the profile's birth date.
// Screenshots go to artifacts/screenshots.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { browserAvailable, guardPage, screenshot } from '../helpers/e2e/browser';
import { readCode } from '../helpers/e2e/outbox';
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
    await page.screenshot({
      path: path.join(path.dirname(await screenshot(page, `guest-${lang}-hut-phone`)), `guest-${lang}-hut-phone-viewport.png`),
    });
    await bar.getByRole('button', { name: words.bookingPanel.chooseDatesShort }).click();
    await page.waitForFunction(() => {
      const grid = document.querySelector('[role="grid"]');
      if (!grid) return false;
      const rect = grid.getBoundingClientRect();
      return rect.top >= 0 && rect.bottom <= window.innerHeight;
    });
    // The "from" price selects its bookable night.
    if (hut.lowest_price_date) {
      await page
        .locator('#booking-panel-title ~ button, section[aria-labelledby="booking-panel-title"] button')
        .filter({ hasText: words.huts.from })
        .first()
        .click();
      await page.waitForURL(new RegExp(`from=${hut.lowest_price_date}`));
      await page.getByRole('region', { name: words.bookingPanel.summaryLabel }).first().waitFor();
    }
    await page.screenshot({
      path: path.join(path.dirname(await screenshot(page, `guest-${lang}-hut-dates-phone`)), `guest-${lang}-hut-dates-phone-viewport.png`),
    });
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.waitForTimeout(200);
    expect(await bar.isVisible()).toBe(false); // desktop: the panel itself stays beside the content
    await screenshot(page, `guest-${lang}-hut-dates`);

    for (const [route, name] of [
      ['/account/register', 'register'],
      ['/privacy', 'privacy'],
      ['/services', 'services'],
    ] as const) {
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
  });

  test.each(['en', 'ar'] as const)('the date picker on the home search and the profile in %s', async (lang) => {
    const words = locale(lang);
    const context = await live.browser.newContext({ viewport: { width: 1280, height: 900 }, locale: lang });
    await context.addCookies([{ name: 'i18next', value: lang, url: live.server.url }]);
    const page = await context.newPage();
    const guard = guardPage(page, live.server.url);
    const openLabel = (label: string) => words.datePicker.open.replace('{{label}}', label);
    const dialog = page.getByRole('dialog');

    // The home search: typed check-in, then the calendar from the check-out's button in range mode.
    await page.goto(`${live.server.url}/`);
    await page.waitForFunction((l) => document.documentElement.lang === l, lang);
    const search = page.getByRole('search', { name: words.home.bookingBarLabel });
    const nextMonth = new Date(Date.now() + 40 * 86_400_000);
    const typed = `10/${String(nextMonth.getUTCMonth() + 1).padStart(2, '0')}/${nextMonth.getUTCFullYear()}`;
    const arabicDigits = (text: string) => text.replace(/\d/g, (digit) => '٠١٢٣٤٥٦٧٨٩'[Number(digit)]);
    await search.getByLabel(words.stay.checkIn, { exact: true }).fill(lang === 'ar' ? arabicDigits(typed) : typed);
    for (const [width, suffix] of [
      [1280, ''],
      [390, '-phone'],
    ] as const) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      await search.scrollIntoViewIfNeeded();
      await search.getByRole('button', { name: openLabel(words.stay.checkOut) }).click();
      await dialog.getByRole('grid').waitFor();
      const box = await dialog.boundingBox();
      expect((box?.x ?? -1) >= 0 && (box?.x ?? 0) + (box?.width ?? 0) <= width).toBe(true);
      await page.waitForTimeout(150);
      await screenshot(page, `dates-${lang}-home${suffix}`);
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
    }

    // The profile's birth date: a signed-in guest.
    const email = `dates-${lang}-${Date.now()}@example.com`;
    const password = 'Sea&Sand#2026';
    const registered = await page.request.post(`${live.server.url}/register/`, {
      data: { email, password, confirm_password: password, full_name: 'Sara Ali', phone: '+966512345678' },
    });
    expect(registered.status()).toBe(201);
    await page.request.post(`${live.server.url}/verfiy-otp/`, {
      data: { email, otp: (await readCode(live.server.dataDir, email)).code },
    });
    await page.setViewportSize({ width: 1280, height: 900 });
    // Signed in on the way to the profile (no reload after signing in).
    await page.goto(`${live.server.url}/profile`);
    await page.waitForURL('**/account/login?next=%2Fprofile');
    await page.locator('input[type="email"]').first().fill(email);
    await page.locator('input[type="password"]').first().fill(password);
    await page.locator('form button[type="submit"]').first().click();
    await page.waitForURL(`${live.server.url}/profile`);
    await page.getByRole('heading', { level: 1, name: words.profile.title }).waitFor();
    const birth = page.getByLabel(words.profile.details.birthDate, { exact: true });
    await birth.fill(lang === 'ar' ? '١٤/٠٣/١٩٩٠' : '14/03/1990');
    for (const [width, suffix] of [
      [1280, ''],
      [390, '-phone'],
    ] as const) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      await birth.scrollIntoViewIfNeeded();
      await page.getByRole('button', { name: openLabel(words.profile.details.birthDate) }).click();
      await dialog.getByRole('grid').waitFor();
      const box = await dialog.boundingBox();
      expect((box?.x ?? -1) >= 0 && (box?.x ?? 0) + (box?.width ?? 0) <= width).toBe(true);
      await page.waitForTimeout(150);
      await dialog.scrollIntoViewIfNeeded();
      await screenshot(page, `dates-${lang}-profile${suffix}`);
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
    }
    expect(await birth.inputValue()).toBe(lang === 'ar' ? '١٤/٠٣/١٩٩٠' : '14/03/1990');

    expect(guard.errors).toEqual([]);
    expect(guard.external).toEqual([]);
    await context.close();
  });
});
