// Staff run the day from the back office, in English and in Arabic: today's arrivals → a booking →
// a partial refund through the payment provider; the guest then sees it on /my-booking and the refund
// e-mail (in the guest's language) is in the outbox. Screenshots at 1280 px and 390 px.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { browserAvailable, guardPage, screenshot } from '../helpers/e2e/browser';
import { mailsTo, readCode } from '../helpers/e2e/outbox';
import { useServerAndBrowser } from '../helpers/e2e/suite';
import { addDays, todayIn } from '../../src/shared/dates';
import { formatPrice } from '../../src/client/ui/format';

const describeBrowser = browserAvailable() ? describe : describe.skip;
type Locale = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
const locale = (lang: string): Locale => JSON.parse(readFileSync(path.resolve(__dirname, '../../public/locales', `${lang}.json`), 'utf8'));
const fill = (text: string, values: Record<string, string>) => text.replace(/\{\{(\w+)\}\}/g, (_m, name: string) => values[name] ?? '');

describeBrowser('bookings in the back office', () => {
  const live = useServerAndBrowser();

  const shoot = async (page: Page, name: string) => {
    await screenshot(page, name);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.waitForTimeout(300);
    await screenshot(page, `${name}-phone`);
    await page.setViewportSize({ width: 1280, height: 900 });
  };

  /** A guest (in `lang`) with a paid stay from today, made through the API as the guest would. */
  async function paidGuest(page: Page, lang: 'en' | 'ar', hutIndex: number) {
    const url = live.server.url;
    const email = `staffview-${lang}-${Date.now()}@example.com`;
    const password = 'Sea&Sand#2026';
    const name = lang === 'ar' ? 'نورة القحطاني' : 'Maya Jones';
    expect(
      (
        await page.request.post(`${url}/register/`, {
          data: { email, password, confirm_password: password, full_name: name, phone: '+966512345678' },
        })
      ).status(),
    ).toBe(201);
    const token = (
      await (
        await page.request.post(`${url}/verfiy-otp/`, { data: { email, otp: (await readCode(live.server.dataDir, email)).code } })
      ).json()
    ).token as string;
    await live.server.app.db.execute(sql`UPDATE users SET language = ${lang} WHERE email = ${email}`);
    const headers = { authorization: `Bearer ${token}` };
    const huts = (await (await page.request.get(`${url}/api/products/huts-home/list/`)).json()) as { id: number }[];
    const today = todayIn();
    const stay = { hut: huts[hutIndex].id, persons_max_num: 2, kids_max_num: 0, date: { date_from: today, date_to: addDays(today, 1) } };
    const id = (await (await page.request.post(`${url}/api/products/booking/`, { data: stay, headers })).json()).id as number;
    expect(
      (await page.request.put(`${url}/api/products/booking/update/${id}/`, { data: { ...stay, status: 'confirmed' }, headers })).status(),
    ).toBe(200);
    const checkout = (await (await page.request.post(`${url}/api/payments/create-checkout/`, { data: { booking_id: id }, headers })).json())
      .checkout_id as string;
    const paid = await page.request.put(`${url}/api/products/bookings-pay/${id}/`, {
      data: { checkout_id: checkout, card_number: '4111111111111111', expiry_month: 12, expiry_year: 2030, cvc: '123', holder: name },
      headers,
    });
    expect((await paid.json()).status).toBe('paid');
    return { email, password, name, id };
  }

  async function signIn(page: Page, email: string, password: string, next: string) {
    await page.goto(`${live.server.url}/account/login?next=${encodeURIComponent(next)}`);
    await page.locator('input[type="email"]').first().fill(email);
    await page.locator('input[type="password"]').first().fill(password);
    await page.locator('form button[type="submit"]').first().click();
    await page.waitForURL(`**${next}`);
  }

  test.each([
    ['en', 0],
    ['ar', 1],
  ] as const)(
    "today's arrivals → a booking → a partial refund; the guest sees it (%s)",
    async (lang, hutIndex) => {
      const t = locale(lang);
      const b = t.dashboard.bookings;
      const context = await live.browser.newContext({ viewport: { width: 1280, height: 900 }, locale: lang });
      await context.addCookies([{ name: 'i18next', value: lang, url: live.server.url }]);
      const page = await context.newPage();
      const guard = guardPage(page, live.server.url);
      const guest = await paidGuest(page, lang, hutIndex);

      await signIn(page, 'admin@kenresort.sa', 'KenResort#2026', '/dashboard/bookings');
      // The list: searched by the guest's name, the filters in the URL.
      await page.getByLabel(b.search, { exact: true }).fill(guest.name);
      await page.waitForURL(/q=/);
      await page.getByRole('table').getByText(guest.name).waitFor();
      // A booking code never breaks ("KEN-/GZYJMX"), on a phone either: the table scrolls sideways instead.
      for (const width of [1280, 390]) {
        await page.setViewportSize({ width, height: 900 });
        expect(
          await page
            .getByRole('table')
            .locator('tbody bdi')
            .first()
            .evaluate((code) => code.getClientRects().length),
        ).toBe(1);
      }
      await page.setViewportSize({ width: 1280, height: 900 });
      await shoot(page, `dashboard-bookings-list-${lang}`);
      await page.getByRole('link', { name: t.dashboard.nav.arrivals }).first().click();
      await page.waitForURL('**/dashboard/arrivals');
      await page.getByRole('link', { name: guest.name }).waitFor();
      // The day buttons share one row on a desktop.
      const dayButtons = await Promise.all(
        [b.previousDay, b.today, b.nextDay].map(async (name) => (await page.getByRole('button', { name, exact: true }).boundingBox())!.y),
      );
      expect(new Set(dayButtons).size).toBe(1);
      await page.getByText(b.notCheckedIn).first().waitFor();
      await shoot(page, `dashboard-arrivals-${lang}`);

      await page.getByRole('link', { name: guest.name }).click();
      await page.getByRole('heading', { name: b.timeline }).waitFor();
      await shoot(page, `dashboard-booking-${lang}`);

      // More than can be refunded is refused in the form, translated; then a part goes back.
      await page.getByRole('button', { name: b.refund, exact: true }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel(b.amount, { exact: true }).fill('999999');
      await dialog.getByLabel(b.reason, { exact: true }).fill(lang === 'ar' ? 'تعطل المكيف' : 'Air conditioning broke');
      await dialog.getByRole('button', { name: b.refundConfirm }).click();
      await dialog.getByText(b.amountTooHigh.split('{{')[0].trim()).waitFor();
      await shoot(page, `dashboard-refund-form-${lang}`);
      await dialog.getByLabel(b.amount, { exact: true }).fill('100');
      await dialog.getByRole('button', { name: b.refundConfirm }).click();
      await dialog.waitFor({ state: 'detached' });
      const refunded = formatPrice('100', lang, 'SAR');
      // Recorded at once (pending) and given back by the refund worker right after: the page read again shows it.
      for (let tries = 0; !(await page.getByText(b.mailRefunded).isVisible()); tries += 1) {
        if (tries === 30) throw new Error('the refund was not given back');
        await page.reload();
        await page.getByRole('heading', { name: b.timeline }).waitFor();
      }
      await page.getByText(refunded, { exact: true }).first().waitFor();
      await shoot(page, `dashboard-booking-refunded-${lang}`);
      expect(guard.errors).toEqual([]);
      expect(guard.external).toEqual([]);

      // The guest's own page shows the refund; the refund e-mail is in the outbox, in the guest's language.
      const guestContext = await live.browser.newContext({ viewport: { width: 390, height: 844 }, locale: lang });
      await guestContext.addCookies([{ name: 'i18next', value: lang, url: live.server.url }]);
      const guestPage = await guestContext.newPage();
      await signIn(guestPage, guest.email, guest.password, '/my-booking');
      const line = fill(t.myBookings.refunded, { amount: refunded, kept: '' }).split(/[·؛]/)[0].trim();
      await guestPage.getByText(line).first().waitFor();
      await screenshot(guestPage, `my-booking-refunded-${lang}`);
      const mails = mailsTo(live.server.dataDir, guest.email);
      expect(mails.some((text) => text.includes(lang === 'ar' ? 'استرداد مبلغ من حجزك' : 'A refund on your Ken Resort booking'))).toBe(
        true,
      );
      await guestContext.close();
      await context.close();
    },
    240_000,
  );
});
