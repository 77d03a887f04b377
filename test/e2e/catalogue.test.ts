// A visitor browsing the catalogue in English and in Arabic, in Debian's Chromium: home → a featured hut
// → dates and guests on the calendar → the price; events → an event; services → the next partner → back.
import type { Page } from 'playwright-core';
import { browserAvailable, guardPage, screenshot } from '../helpers/e2e/browser';
import { useServerAndBrowser } from '../helpers/e2e/suite';
import { addDays, fromIso } from '../../src/shared/dates';

const describeBrowser = browserAvailable() ? describe : describe.skip;

type Hut = { id: number; title: string; title_ar: string; max_kids_num: number };
type Night = { date: string; price: string | null; available: boolean };
type Named = { id: number; title: string; title_ar: string };
type Supplier = { company_name: string; company_name_ar?: string | null };

const LABELS = {
  en: {
    nextMonth: 'Next month',
    moreKids: 'More: Children',
    summary: 'Price summary',
    partners: 'Partners',
    nextPage: 'Next page',
    total: 'Total',
    fullScreen: 'Full screen',
  },
  ar: {
    nextMonth: 'الشهر التالي',
    moreKids: 'زيادة الأطفال',
    summary: 'ملخص السعر',
    partners: 'الشركاء',
    nextPage: 'الصفحة التالية',
    total: 'الإجمالي',
    fullScreen: 'ملء الشاشة',
  },
} as const;

async function getJson<T>(page: Page, url: string): Promise<T> {
  return (await page.request.get(url)).json() as Promise<T>;
}

describeBrowser('catalogue in the browser', () => {
  const live = useServerAndBrowser();

  test.each(['en', 'ar'] as const)('home → hut → dates, guests and price; events; services with back in %s', async (lang) => {
    const labels = LABELS[lang];
    const name = (item: Named) => (lang === 'ar' ? item.title_ar || item.title : item.title);
    const supplierName = (supplier: Supplier) =>
      lang === 'ar' ? supplier.company_name_ar || supplier.company_name : supplier.company_name;
    const context = await live.browser.newContext({ viewport: { width: 1280, height: 900 }, locale: lang });
    await context.addCookies([{ name: 'i18next', value: lang, url: live.server.url }]);
    const page = await context.newPage();
    const guard = guardPage(page, live.server.url);

    // Home: the featured huts link to their pages.
    await page.goto(`${live.server.url}/`);
    await page.waitForFunction((l) => document.documentElement.lang === l, lang);
    const featured = await getJson<Hut[]>(page, `${live.server.url}/api/products/huts-home/list/`);
    expect(featured.length).toBeGreaterThan(0);
    const hut = featured.find((item) => item.max_kids_num > 0) ?? featured[0];
    const card = page.getByRole('link', { name: name(hut), exact: true }).first();
    await card.waitFor();
    await screenshot(page, `catalogue-${lang}-home`);
    await card.click();

    // The hut's page, then a stay of four nights from the first Thursday of next month.
    await page.waitForURL(`**/huts/${hut.id}/details`);
    await page.getByRole('heading', { level: 1, name: name(hut) }).waitFor();
    await page.getByRole('grid').waitFor();
    const firstDay = (await page.locator('[role="gridcell"][data-day]').first().getAttribute('data-day')) as string;
    await page.getByRole('button', { name: labels.nextMonth }).click();
    let checkIn = addDays(`${firstDay.slice(0, 7)}-01`, 32).slice(0, 8) + '02';
    while (fromIso(checkIn).getUTCDay() !== 4) checkIn = addDays(checkIn, 1);
    const checkOut = addDays(checkIn, 4);
    const nights = await getJson<Night[]>(
      page,
      `${live.server.url}/api/products/huts/${hut.id}/availability/?from=${checkIn}&to=${addDays(checkOut, -1)}`,
    );
    expect(nights.every((night) => night.available)).toBe(true);
    await page.locator(`[data-day="${checkIn}"]`).click();
    await page.locator(`[data-day="${checkOut}"]`).click();
    await page.waitForURL(`**/huts/${hut.id}/details?from=${checkIn}&to=${checkOut}`);
    if (hut.max_kids_num > 0) {
      await page.getByRole('button', { name: labels.moreKids }).click();
      await page.waitForURL(/kids=1/);
    }
    const summary = page.getByRole('region', { name: labels.summary });
    await summary.waitFor();
    const total = nights.reduce((sum, night) => sum + Number(night.price), 0);
    const expected = new Intl.NumberFormat(lang === 'ar' ? 'ar-SA-u-nu-arab' : 'en-GB', {
      style: 'currency',
      currency: 'SAR',
      maximumFractionDigits: 0,
    }).format(total);
    expect(await summary.textContent()).toContain(expected);
    await screenshot(page, `catalogue-${lang}-hut-details`);
    // The sign-in link keeps the whole choice for the way back.
    const next = new URL(
      (await page.locator('a[href^="/account/login?next="]').getAttribute('href')) as string,
      live.server.url,
    ).searchParams.get('next');
    expect(next).toContain(`from=${checkIn}&to=${checkOut}`);

    // Events list → an event.
    await page.goto(`${live.server.url}/event`);
    const events = await getJson<{ results: Named[] }>(page, `${live.server.url}/api/products/events/?page=1&page_size=9`);
    const event = events.results[0];
    await page.getByRole('link', { name: name(event), exact: true }).click();
    await page.waitForURL(`**/event/${event.id}/details`);
    await page.getByRole('heading', { level: 1, name: name(event) }).waitFor();
    await page.getByRole('table').waitFor();
    await screenshot(page, `catalogue-${lang}-event-details`);

    // Services: the first partner, the next one, then back with the live.browser.
    await page.goto(`${live.server.url}/services`);
    const suppliers = await getJson<{ results: Supplier[] }>(page, `${live.server.url}/api/products/service-suppliers/list/?page=1`);
    const second = await getJson<{ results: Supplier[] }>(page, `${live.server.url}/api/products/service-suppliers/list/?page=2`);
    await page.getByRole('heading', { level: 2, name: supplierName(suppliers.results[0]) }).waitFor();
    await screenshot(page, `catalogue-${lang}-services`);
    await page.getByRole('navigation', { name: labels.partners }).getByRole('link', { name: labels.nextPage }).click();
    await page.waitForURL('**/services?page=2');
    await page.getByRole('heading', { level: 2, name: supplierName(second.results[0]) }).waitFor();
    await screenshot(page, `catalogue-${lang}-services-page-2`);
    await page.goBack();
    await page.waitForURL('**/services');
    await page.getByRole('heading', { level: 2, name: supplierName(suppliers.results[0]) }).waitFor();

    // A service's own page.
    await page.locator('a[href^="/services/"]').first().click();
    await page.waitForURL(/\/services\/\d+$/);
    await page.getByRole('table').waitFor();
    await screenshot(page, `catalogue-${lang}-service-details`);

    // Phone size: the hut page with the panel under the photos.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${live.server.url}/huts/${hut.id}/details?from=${checkIn}&to=${checkOut}`);
    await page.getByRole('region', { name: labels.summary }).waitFor();
    await screenshot(page, `catalogue-${lang}-hut-details-phone`);

    // The hut's photos full screen, and back to the page with Escape.
    const fullScreen = page.getByRole('button', { name: labels.fullScreen });
    await fullScreen.click();
    const viewer = page.getByRole('dialog');
    await viewer.getByRole('img').waitFor();
    await screenshot(page, `catalogue-${lang}-hut-photos-full-phone`);
    await page.keyboard.press('Escape');
    await viewer.waitFor({ state: 'hidden' });
    expect(await fullScreen.evaluate((button) => button === document.activeElement)).toBe(true);

    expect(guard.errors).toEqual([]);
    expect(guard.external).toEqual([]);
    await context.close();
  });
});
