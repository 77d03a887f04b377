// Bookings made by staff (issue 23 §2) in the browser: a phone booking for a new guest without an e-mail (English,
// desktop) and for a guest found by phone (Arabic, phone), both paid in cash at the desk, appear on the reservations
// grid. The form is photographed at the other width too, so both languages are seen on a phone and a desktop.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Browser, Page } from 'playwright-core';
import { users } from '../../src/server/db/schema';
import { rows } from '../../src/server/db/sql';
import { addDays, todayIn } from '../../src/shared/dates';
import { makeEventDate, makeHut } from '../helpers/server/booking';
import { browserAvailable, guardPage, screenshot } from '../helpers/e2e/browser';
import { MADA_CARD } from '../helpers/e2e/payment';
import { useServerAndBrowser } from '../helpers/e2e/suite';

const describeBrowser = browserAvailable() ? describe : describe.skip;
const locale = (lang: string) => JSON.parse(readFileSync(path.resolve(__dirname, `../../public/locales/${lang}.json`), 'utf8'));
const typed = (day: string) => day.split('-').reverse().join('/'); // dd/mm/yyyy, as the date field takes it
const login = {
  en: { email: 'E-mail', password: 'Password', signIn: 'Sign in' },
  ar: { email: 'البريد الإلكتروني', password: 'كلمة المرور', signIn: 'دخول' },
} as const;

async function staffPage(browser: Browser, url: string, lang: 'en' | 'ar', width: number): Promise<Page> {
  const phone = width < 600;
  const context = await browser.newContext({ viewport: { width, height: phone ? 844 : 900 }, locale: lang, hasTouch: phone });
  await context.addCookies([{ name: 'i18next', value: lang, url }]);
  const page = await context.newPage();
  await page.goto(`${url}/dashboard/bookings/new`);
  await page.waitForURL('**/account/login?next=**');
  await page.getByLabel(login[lang].email, { exact: true }).fill('admin@kenresort.sa');
  await page.getByLabel(login[lang].password, { exact: true }).fill('KenResort#2026');
  await page.getByRole('button', { name: login[lang].signIn, exact: true }).click();
  await page.waitForURL('**/dashboard/bookings/new');
  return page;
}

describeBrowser('a booking taken at the desk', () => {
  const live = useServerAndBrowser();
  const today = todayIn('Asia/Riyadh', new Date());
  const huts: Record<string, number> = {};

  beforeAll(async () => {
    const db = live.server.app.db;
    huts.en = (await makeHut(db, addDays(today, -5), 60, { title: 'Desk Hut East', titleAr: 'كوخ المكتب الشرقي', sortOrder: -20 })).id;
    huts.ar = (await makeHut(db, addDays(today, -5), 60, { title: 'Desk Hut West', titleAr: 'كوخ المكتب الغربي', sortOrder: -19 })).id;
    // A night dive on the English stay's second day: added from the desk with the stay.
    await makeEventDate(db, addDays(today, 5), 8, '120.00');
    await db
      .insert(users)
      .values({ email: `desk-e2e-${Date.now()}@example.test`, fullName: 'Huda Alharbi', phone: '+966555123456', isVerified: true });
  });

  test.each([
    ['en', 1280, 390],
    ['ar', 390, 1280],
  ] as const)('a phone booking paid in cash appears on the grid (%s, %i px)', async (lang, width, otherWidth) => {
    const t = locale(lang).dashboard.desk;
    const url = live.server.url;
    const page = await staffPage(live.browser, url, lang, width);
    const guard = guardPage(page, url);
    const device = (w: number) => (w < 600 ? 'phone' : 'desktop');
    await page.getByRole('heading', { name: t.title, level: 1 }).waitFor();

    if (lang === 'en') {
      // A new guest, no e-mail.
      await page.getByRole('button', { name: t.newGuest }).click();
      await page.getByLabel(t.fullName, { exact: true }).fill('Omar Saleh');
      await page.getByLabel(t.phone, { exact: true }).fill('512345678');
    } else {
      // A guest found by phone number.
      await page.getByLabel(t.findGuest, { exact: true }).fill('555123456');
      await page.getByRole('button', { name: /Huda Alharbi/ }).click();
      await page.getByText('Huda Alharbi', { exact: true }).waitFor();
    }
    const from = addDays(today, lang === 'en' ? 4 : 2);
    await page.getByLabel(t.hut, { exact: true }).selectOption(String(huts[lang]));
    const checkIn = page.getByLabel(locale(lang).stay.checkIn, { exact: true });
    await checkIn.fill(typed(from));
    await checkIn.press('Tab');
    const checkOut = page.getByLabel(locale(lang).stay.checkOut, { exact: true });
    await checkOut.fill(typed(addDays(from, 2)));
    await checkOut.press('Tab');
    if (lang === 'en') await page.getByRole('button', { name: 'One more: Night dive' }).click();
    await page.getByRole('textbox', { name: t.discountPercent, exact: true }).fill('5');
    await page.getByLabel(t.discountReason, { exact: true }).fill(lang === 'en' ? 'Long-standing guest' : 'ضيف دائم');
    await page.getByRole('radio', { name: new RegExp(t.method.cash) }).check();
    await page.getByLabel(t.receipt, { exact: true }).fill('R-2044');
    await page.getByRole('button', { name: t.priceIt }).click();
    // The priced summary's discount line (the discount panel's heading has the same words).
    await page.locator('dt').getByText(t.manualDiscount, { exact: true }).waitFor();
    await screenshot(page, `desk-booking-${lang}-${device(width)}`);
    await page.setViewportSize({ width: otherWidth, height: otherWidth < 600 ? 844 : 900 });
    await screenshot(page, `desk-booking-${lang}-${device(otherWidth)}`);
    await page.setViewportSize({ width, height: width < 600 ? 844 : 900 });

    await page.locator('form button[type="submit"]').click();
    await page.getByRole('heading', { name: t.doneTitle, level: 1 }).waitFor();
    const [made] = await rows<{ id: number; code: string; status: string; total: string; method: string }>(
      live.server.app.db,
      sql`SELECT b.id, b.code, b.status::text, b.total::text, d.method FROM bookings b JOIN desk_payments d ON d.booking_id = b.id
        WHERE b.hut_id = ${huts[lang]} ORDER BY b.id DESC LIMIT 1`,
    );
    expect(made).toMatchObject({ status: 'paid', method: 'cash' });
    const tickets = await rows<{ quantity: number }>(
      live.server.app.db,
      sql`SELECT quantity FROM booking_tickets WHERE booking_id = ${made.id}`,
    );
    expect(tickets).toEqual(lang === 'en' ? [{ quantity: 1 }] : []);
    await page.getByText(made.code, { exact: true }).waitFor();
    await screenshot(page, `desk-booking-${lang}-${device(width)}-done`);

    await page.getByRole('link', { name: t.onGrid }).click();
    await page.waitForURL('**/dashboard/grid**');
    await page.locator(`a[data-booking="${made.id}"]`).first().waitFor();
    await screenshot(page, `desk-booking-${lang}-${device(width)}-grid`);
    expect(guard.errors).toEqual([]);
    expect(guard.external).toEqual([]);
    await page.context().close();
  });

  test('the guest pays through the payment link without an account (ar, 390 px)', async () => {
    const url = live.server.url;
    const t = locale('ar');
    // Staff make a link booking through the API (the form's path is the cash one above).
    const signIn = await fetch(`${url}/login/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@kenresort.sa', password: 'KenResort#2026' }),
    });
    const { token } = (await signIn.json()) as { token: string };
    const created = await fetch(`${url}/api/dashboard/bookings/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, 'accept-language': 'ar' },
      body: JSON.stringify({
        hut: huts.ar,
        persons_max_num: 2,
        date: { date_from: addDays(today, 10), date_to: addDays(today, 11) },
        new_guest: { full_name: 'سارة علي', phone: '+966512000111' },
        payment: { method: 'link' },
      }),
    });
    expect(created.status).toBe(201);
    const answer = (await created.json()) as { payment_url: string; booking: { id: number } };
    const link = new URL(answer.payment_url);

    const context = await live.browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'ar', hasTouch: true });
    await context.addCookies([{ name: 'i18next', value: 'ar', url }]);
    const page = await context.newPage();
    const guard = guardPage(page, url);
    await page.goto(`${url}${link.pathname}`);
    await page.getByRole('heading', { name: t.payLink.title, level: 1 }).waitFor();
    const field = (label: string) => page.locator('.wpwl-form').getByLabel(label, { exact: true });
    await field(t.payment.card.number).waitFor({ timeout: 60_000 });
    await screenshot(page, 'desk-pay-link-ar-phone');
    await field(t.payment.card.number).fill(MADA_CARD);
    await field(t.payment.card.expiry).fill('1230');
    await field(t.payment.card.cvc).fill('123');
    await field(t.payment.card.holder).fill('Sara Ali');
    await page.locator('.wpwl-form-card .wpwl-button-pay').click();
    await page.waitForURL(/\/pay\/[^/]+\/done\?/);
    await page.getByText(t.payLink.paid, { exact: true }).waitFor();
    await screenshot(page, 'desk-pay-link-ar-phone-done');
    const [row] = await rows<{ status: string }>(
      live.server.app.db,
      sql`SELECT status::text FROM bookings WHERE id = ${answer.booking.id}`,
    );
    expect(row.status).toBe('paid');
    expect(guard.errors).toEqual([]);
    await context.close();
  });
});
