// Staff run the catalogue from the back office, in English and in Arabic: the demo admin signs in,
// creates a hut with two pictures and Arabic texts, prices next month (with a weekend price) and closes
// two nights; a guest then finds the hut on /huts and sees those prices and closed nights on its calendar.
// Screenshots of each catalogue screen at 1280 px and 390 px go to artifacts/screenshots.
import sharp from 'sharp';
import type { Page } from 'playwright-core';
import { browserAvailable, guardPage, screenshot } from '../helpers/e2e/browser';
import { LOGIN, locale } from '../helpers/e2e/locale';
import { useServerAndBrowser } from '../helpers/e2e/suite';
import { addDays, todayIn } from '../../src/shared/dates';
import { formatNumber, formatPrice } from '../../src/client/ui/format';

const describeBrowser = browserAvailable() ? describe : describe.skip;
const login = LOGIN;

/** The first day of next month and the days used below: a weekday, a Friday, and two nights to close. */
function nextMonth() {
  const today = todayIn();
  const first = `${addDays(`${today.slice(0, 7)}-01`, 40).slice(0, 7)}-01`;
  const last = addDays(`${addDays(first, 40).slice(0, 7)}-01`, -1);
  const days = Array.from({ length: Number(last.slice(8)) }, (_value, index) => addDays(first, index));
  const friday = days.find((day) => new Date(`${day}T00:00:00Z`).getUTCDay() === 5)!;
  const weekday = days.find((day) => new Date(`${day}T00:00:00Z`).getUTCDay() === 1)!;
  return { first, last, friday, weekday, closed: [addDays(first, 9), addDays(first, 10)] };
}

describeBrowser('the catalogue back office', () => {
  const live = useServerAndBrowser();

  const shoot = async (page: Page, name: string) => {
    await screenshot(page, name);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.waitForTimeout(300);
    await screenshot(page, `${name}-phone`);
    await page.setViewportSize({ width: 1280, height: 900 });
  };

  test.each(['en', 'ar'] as const)('create a hut with pictures, price and close nights, and see it as a guest (%s)', async (lang) => {
    const t = locale(lang).dashboard;
    const month = nextMonth();
    const context = await live.browser.newContext({ viewport: { width: 1280, height: 900 }, locale: lang });
    await context.addCookies([{ name: 'i18next', value: lang, url: live.server.url }]);
    const page = await context.newPage();
    const guard = guardPage(page, live.server.url);

    // Sign in as the demo admin, heading for a new hut.
    await page.goto(`${live.server.url}/dashboard/huts/new`);
    await page.waitForURL('**/account/login?next=*');
    await page.getByLabel(login[lang].email, { exact: true }).fill('admin@kenresort.sa');
    await page.getByLabel(login[lang].password, { exact: true }).fill('KenResort#2026');
    await page.getByRole('button', { name: login[lang].signIn, exact: true }).click();
    await page.waitForURL('**/dashboard/huts/new');

    // The hut form: texts in both languages, a service, an activity.
    const title = `${lang === 'ar' ? 'Dune' : 'Lagoon'} Hut ${Date.now() % 100000}`;
    const titleAr = `كوخ ${lang === 'ar' ? 'الكثبان' : 'البحيرة'} ${Date.now() % 100000}`;
    const field = (label: string) => page.getByLabel(label, { exact: true });
    // Numbers inside texts follow the language's digits (the app's one Intl helper: Arabic-Indic in Arabic).
    const digits = (n: number) => formatNumber(n, lang);
    const pair = (name: string) => ({
      en: field(t.common.inEnglish.replace('{{label}}', name)),
      ar: field(t.common.inArabic.replace('{{label}}', name)),
    });
    await pair(t.huts.name).en.fill(title);
    await pair(t.huts.name).ar.fill(titleAr);
    await pair(t.huts.description).en.fill('A quiet hut on the lagoon with a private deck.');
    await pair(t.huts.description).ar.fill('كوخ هادئ على البحيرة مع سطح خاص.');
    await pair(t.huts.address).en.fill('South lagoon, plot 7');
    await pair(t.huts.address).ar.fill('البحيرة الجنوبية، القطعة 7');
    await field(t.huts.adults).fill('4');
    await page.getByRole('group', { name: t.huts.mainServices }).getByRole('button', { name: t.common.add }).click();
    await field(t.huts.icon).selectOption('/media/icons/wifi.svg');
    await pair(t.huts.lineText.replace('{{n}}', digits(1))).en.fill('Fast Wi-Fi');
    await pair(t.huts.lineText.replace('{{n}}', digits(1))).ar.fill('إنترنت سريع');
    await shoot(page, `dashboard-hut-new-${lang}`);
    await page.getByRole('button', { name: t.common.save, exact: true }).click();
    await page.waitForURL(/\/dashboard\/huts\/\d+$/);
    const hutId = Number(page.url().split('/').pop());

    // Two pictures, made here, uploaded together.
    const photo = (color: string) =>
      sharp({ create: { width: 1400, height: 900, channels: 3, background: color } })
        .jpeg()
        .toBuffer();
    await page.getByLabel(t.huts.addImages).setInputFiles([
      { name: 'deck.jpg', mimeType: 'image/jpeg', buffer: await photo('#1f7a80') },
      { name: 'view.jpg', mimeType: 'image/jpeg', buffer: await photo('#e07a5f') },
    ]);
    await page.getByRole('img', { name: t.huts.imageAlt.replace('{{n}}', digits(2)) }).waitFor();
    await page.getByText(t.huts.cover, { exact: true }).waitFor();
    await shoot(page, `dashboard-hut-edit-${lang}`);

    // The hut list finds it by its Arabic name.
    await page.goto(`${live.server.url}/dashboard/huts?q=${encodeURIComponent(titleAr)}`);
    await page.getByRole('link', { name: lang === 'ar' ? titleAr : title }).waitFor();
    // "Created" is a date, not the hut's number.
    expect(await page.getByRole('table').locator('tbody td').allInnerTexts()).not.toContainEqual(expect.stringMatching(/^#/));
    // A new hut starts hidden from guests; the list says what it still needs (its pictures are in, not its price).
    await page.getByRole('table').getByText(t.visibility.needs.replace('{{what}}', t.visibility.hut.price), { exact: true }).waitFor();
    await shoot(page, `dashboard-huts-${lang}`);

    // Next month priced with a weekend price, two nights closed.
    await page.goto(`${live.server.url}/dashboard/prices?hut=${hutId}&year=${month.first.slice(0, 4)}`);
    const night = (day: string) => page.locator(`button[data-day="${day}"]`);
    await night(month.first).click();
    await night(month.last).click();
    await field(t.prices.price).fill('700');
    await field(t.prices.weekendPrice).fill('900');
    await page.getByRole('button', { name: t.prices.setPrice }).click();
    await page.getByRole('heading', { name: t.prices.ranges }).locator('xpath=..').getByRole('listitem').first().waitFor();
    await night(month.closed[0]).click();
    await night(month.closed[1]).click();
    await field(t.prices.reason).fill(lang === 'ar' ? 'صيانة' : 'Maintenance');
    await page.getByRole('button', { name: t.prices.close }).click();
    await page.getByRole('button', { name: t.prices.reopen }).waitFor();
    expect(await night(month.closed[0]).getAttribute('aria-label')).toContain(t.prices.closed);
    await night(month.closed[1]).scrollIntoViewIfNeeded();
    await shoot(page, `dashboard-prices-${lang}`);

    // With pictures and a price it is ready: staff show it to guests.
    await page.goto(`${live.server.url}/dashboard/huts/${hutId}`);
    await page.getByText(t.visibility.hiddenReady, { exact: true }).waitFor();
    await page.getByRole('checkbox', { name: t.huts.activeLabel }).check();
    await page.getByRole('button', { name: t.common.save, exact: true }).click();
    await page.getByText(t.common.saved).first().waitFor();

    // The other catalogue screens: a promo code for the new hut, the item, event and service screens.
    await page.goto(`${live.server.url}/dashboard/promos`);
    await page.getByRole('button', { name: t.promos.new }).click();
    const code = `SEA${lang.toUpperCase()}${Date.now() % 10000}`;
    await field(t.promos.code).fill(code);
    await field(t.promos.percentage).fill('15');
    await page
      .getByRole('dialog')
      .getByLabel(lang === 'ar' ? titleAr : title, { exact: true })
      .check();
    // At 1280×800 Save is in view without scrolling, and the huts are no scrolling list inside the dialog.
    await page.setViewportSize({ width: 1280, height: 800 });
    const save = page.getByRole('dialog').getByRole('button', { name: t.common.save, exact: true });
    const saveBox = (await save.boundingBox())!;
    expect(saveBox.y + saveBox.height).toBeLessThanOrEqual(800);
    expect(
      await page
        .getByRole('dialog')
        .locator('fieldset')
        .evaluate((list) => list.scrollHeight <= list.clientHeight + 1),
    ).toBe(true);
    await page.setViewportSize({ width: 1280, height: 900 });
    await shoot(page, `dashboard-promo-form-${lang}`);
    await page.getByRole('dialog').getByRole('button', { name: t.common.save, exact: true }).click();
    await page.getByRole('button', { name: code }).waitFor();
    await shoot(page, `dashboard-promos-${lang}`);

    await page.goto(`${live.server.url}/dashboard/items?hut=${hutId}`);
    await page.getByRole('button', { name: t.items.new }).click();
    await pair(t.items.name).en.fill('Fruit basket');
    await pair(t.items.name).ar.fill('سلة فواكه');
    await field(t.items.price).fill('45');
    await page.getByRole('dialog').getByRole('button', { name: t.common.save, exact: true }).click();
    await page
      .getByRole('button', { name: lang === 'ar' ? 'سلة فواكه' : 'Fruit basket' })
      .first()
      .waitFor();
    await shoot(page, `dashboard-items-${lang}`);

    await page.goto(`${live.server.url}/dashboard/events/new`);
    await pair(t.items.name).en.fill('Sunset kayak');
    await pair(t.items.name).ar.fill('كاياك الغروب');
    await page.getByRole('button', { name: t.common.save, exact: true }).click();
    await page.waitForURL(/\/dashboard\/events\/\d+$/);
    await field(t.sessions.date).last().fill(month.weekday);
    await field(t.sessions.price).last().fill('120');
    await page.getByRole('button', { name: t.sessions.add }).click();
    await page.getByRole('button', { name: t.sessions.cancel }).waitFor();
    // "Cancel session" on one line, as tall as the Save beside it, on a desktop and on a phone.
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      const cancelBox = (await page.getByRole('button', { name: t.sessions.cancel }).boundingBox())!;
      const saveBox = (await page.getByRole('button', { name: t.common.save, exact: true }).last().boundingBox())!;
      expect(Math.round(cancelBox.height)).toBe(Math.round(saveBox.height));
    }
    await page.setViewportSize({ width: 1280, height: 900 });
    await shoot(page, `dashboard-event-${lang}`);
    await page.goto(`${live.server.url}/dashboard/events`);
    await page
      .getByRole('link', { name: lang === 'ar' ? 'كاياك الغروب' : 'Sunset kayak' })
      .first()
      .waitFor();
    await shoot(page, `dashboard-events-${lang}`);
    await page.goto(`${live.server.url}/dashboard/services`);
    await page.getByRole('table').waitFor();
    await shoot(page, `dashboard-services-${lang}`);
    await page.goto(`${live.server.url}/dashboard/services/new`);
    await page.getByRole('form').waitFor();
    await shoot(page, `dashboard-service-new-${lang}`);

    // As a guest (a fresh browser, signed out): the hut is on /huts and its calendar shows the change.
    const guestContext = await live.browser.newContext({ viewport: { width: 1280, height: 900 }, locale: lang });
    await guestContext.addCookies([{ name: 'i18next', value: lang, url: live.server.url }]);
    const guest = await guestContext.newPage();
    await guest.goto(`${live.server.url}/huts`);
    const card = guest.getByRole('link', { name: lang === 'ar' ? titleAr : title });
    await card.waitFor();
    await shoot(guest, `dashboard-guest-huts-${lang}`);
    await card.click();
    await guest.waitForURL(`**/huts/${hutId}/details**`);
    const calendar = guest.getByRole('grid');
    await calendar.waitFor();
    const cell = (day: string) => guest.locator(`[role="gridcell"][data-day="${day}"]`);
    for (let step = 0; step < 3 && !(await cell(month.first).count()); step += 1) {
      await guest.getByRole('button', { name: locale(lang).calendar.nextMonth }).click();
    }
    await cell(month.closed[0]).waitFor();
    for (const day of month.closed) expect(await cell(day).getAttribute('aria-disabled')).toBe('true');
    const money = (amount: number) => formatPrice(amount, lang);
    const weekdayLabel = await cell(month.weekday).getAttribute('aria-label');
    const fridayLabel = await cell(month.friday).getAttribute('aria-label');
    expect(weekdayLabel?.replace(/\s/g, '')).toContain(money(700).replace(/\s/g, ''));
    expect(fridayLabel?.replace(/\s/g, '')).toContain(money(900).replace(/\s/g, ''));
    await shoot(guest, `dashboard-guest-calendar-${lang}`);

    expect(guard.errors).toEqual([]);
    expect(guard.external).toEqual([]);
    await guestContext.close();
    await context.close();
  });
});
