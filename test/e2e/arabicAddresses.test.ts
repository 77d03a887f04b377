// Issue 29: an Arabic link works for a new visitor. A guest with no cookie (and an English browser) opens a hut's
// /ar address on a phone, signs in and books and pays from it, and every page on the way stays Arabic under /ar; on
// a hut page the language switch lands on the other language's address of the same hut, query kept.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { browserAvailable, guardPage, screenshot } from '../helpers/e2e/browser';
import { readCode } from '../helpers/e2e/outbox';
import { useServerAndBrowser } from '../helpers/e2e/suite';
import { chooseMethod, MADA_CARD } from '../helpers/e2e/payment';
import { addDays, todayIn } from '../../src/shared/dates';

const describeBrowser = browserAvailable() ? describe : describe.skip;

type Locale = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
const locale = (lang: string): Locale => JSON.parse(readFileSync(path.resolve(__dirname, '../../public/locales', `${lang}.json`), 'utf8'));
type Hut = { id: number; title: string; title_ar: string };
type Night = { date: string; price: string | null; available: boolean };

describeBrowser('Arabic addresses', () => {
  const live = useServerAndBrowser();
  const ar = locale('ar');

  /** Two free nights in the hut from a week on. */
  async function freeStay(page: Page, hut: Hut) {
    const start = addDays(todayIn(), 7);
    const nights = (await (
      await page.request.get(`${live.server.url}/api/products/huts/${hut.id}/availability/?from=${start}&to=${addDays(start, 60)}`)
    ).json()) as Night[];
    const free = new Set(nights.filter((night) => night.available && night.price !== null).map((night) => night.date));
    const from = [...free].sort().find((day) => free.has(addDays(day, 1)));
    if (!from) throw new Error(`no two free nights in hut ${hut.id}`);
    return { from, to: addDays(from, 2) };
  }

  /** The page is Arabic, right to left, under /ar. */
  async function staysArabic(page: Page) {
    await page.waitForFunction(() => document.documentElement.lang === 'ar' && document.documentElement.dir === 'rtl');
    expect(new URL(page.url()).pathname).toMatch(/^\/ar\//);
  }

  test('a new visitor opens an /ar hut link on a phone, signs in, books and pays, all in Arabic', async () => {
    const email = `ar-link-${Date.now()}@example.com`;
    const password = 'Sea&Sand#2026';
    // No i18next cookie, an English browser: the address alone says Arabic.
    const context = await live.browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'en-US' });
    const page = await context.newPage();
    const guard = guardPage(page, live.server.url);
    const registered = await page.request.post(`${live.server.url}/register/`, {
      data: { email, password, confirm_password: password, full_name: 'سارة علي', phone: '+966512345678' },
      headers: { 'accept-language': 'ar' },
    });
    expect(registered.status()).toBe(201);
    const otp = (await readCode(live.server.dataDir, email)).code;
    expect((await page.request.post(`${live.server.url}/verfiy-otp/`, { data: { email, otp } })).ok()).toBe(true);

    const huts = (await (await page.request.get(`${live.server.url}/api/products/huts-home/list/`)).json()) as Hut[];
    const hut = huts[2] ?? huts[0];
    const stay = await freeStay(page, hut);
    const answer = await page.goto(`${live.server.url}/ar/huts/${hut.id}/details?from=${stay.from}&to=${stay.to}&adults=2`);
    expect(answer?.status()).toBe(200);
    await staysArabic(page);
    await page.getByRole('heading', { level: 1, name: hut.title_ar || hut.title }).waitFor();
    expect(await page.title()).toContain(hut.title_ar || hut.title);
    // Booking needs an account: the sign-in page, in Arabic under /ar, then back to the same hut and stay.
    await page.getByRole('link', { name: ar.bookingPanel.signInToBook, exact: true }).click();
    await page.waitForURL(/\/ar\/account\/login\?next=/);
    await staysArabic(page);
    await screenshot(page, 'ar-link-login-390');
    await page.locator('input[type="email"]').first().fill(email);
    await page.locator('input[type="password"]').first().fill(password);
    await page.locator('form button[type="submit"]').first().click();
    await page.waitForURL(`${live.server.url}/ar/huts/${hut.id}/details?from=${stay.from}&to=${stay.to}&adults=2`);
    await staysArabic(page);
    await page.getByRole('checkbox').check();
    await page.locator('[data-book-action]').getByRole('button', { name: ar.bookingPanel.book, exact: true }).click();
    await page.waitForURL(/\/ar\/\d+\/confirm\/confirm-booking$/);
    await staysArabic(page);
    const bookingId = Number(new URL(page.url()).pathname.split('/')[2]);
    const toPayment = page.getByRole('button', { name: ar.booking.confirm.goToPayment, exact: true });
    await toPayment.waitFor();
    await screenshot(page, 'ar-link-confirm-390');

    await toPayment.click();
    await page.waitForURL(`${live.server.url}/ar/${bookingId}/payment`);
    await staysArabic(page);
    await chooseMethod(page, ar, 'mada');
    const field = (label: string) => page.locator('.wpwl-form').getByLabel(label, { exact: true });
    await field(ar.payment.card.number).fill(MADA_CARD);
    await field(ar.payment.card.expiry).fill('1230');
    await field(ar.payment.card.cvc).fill('123');
    await field(ar.payment.card.holder).fill('Sara Ali');
    await screenshot(page, 'ar-link-payment-390');
    await page.locator('.wpwl-form-card .wpwl-button-pay').click();
    // The gateway sends the guest back under the Arabic prefix.
    await page.waitForURL(new RegExp(`/ar/${bookingId}/payment/success\\?id=`));
    await staysArabic(page);
    await page.getByRole('img', { name: new RegExp(ar.payment.success.qrAlt.split('{{code}}')[0]) }).waitFor();
    await screenshot(page, 'ar-link-success-390');
    expect(guard.errors).toEqual([]);
    expect(guard.external).toEqual([]);
    await context.close();
  });

  test('on a hut page the language switch lands on the other language’s address of the same hut, query kept', async () => {
    const context = await live.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const [hut] = (await (await page.request.get(`${live.server.url}/api/products/huts-home/list/`)).json()) as Hut[];
    await page.goto(`${live.server.url}/huts/${hut.id}/details?adults=2`);
    await page.waitForFunction(() => document.documentElement.lang === 'en');
    await page.getByRole('button', { name: 'العربية' }).first().click();
    await page.waitForURL(`${live.server.url}/ar/huts/${hut.id}/details?adults=2`);
    await staysArabic(page);
    await page.getByRole('heading', { level: 1, name: hut.title_ar || hut.title }).waitFor();
    await page.getByRole('button', { name: 'English' }).first().click();
    await page.waitForURL(`${live.server.url}/huts/${hut.id}/details?adults=2`);
    await page.waitForFunction(() => document.documentElement.lang === 'en' && document.documentElement.dir === 'ltr');
    await context.close();
  });
});
