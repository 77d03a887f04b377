// A day visitor in the browser (issue 25 §2), in English on a desktop and in Arabic on a phone (each step also
// photographed at the other width): the event page's "Book tickets" path, two tickets for today's dive without a stay,
// the one payment screen, the success page with its QR and the PDF e-ticket, then the gate redeems both tickets.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Browser, Page } from 'playwright-core';
import { todayIn } from '../../src/shared/dates';
import { rows } from '../../src/server/db/sql';
import { browserAvailable, guardPage, screenshot } from '../helpers/e2e/browser';
import { useServerAndBrowser } from '../helpers/e2e/suite';

const describeBrowser = browserAvailable() ? describe : describe.skip;

type Locale = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
const locale = (lang: string): Locale => JSON.parse(readFileSync(path.resolve(__dirname, '../../public/locales', `${lang}.json`), 'utf8'));
const fill = (text: string, values: Record<string, string>) => text.replace(/{{(\w+)}}/g, (_, key: string) => values[key] ?? '');
const PASSWORD = 'KenResort#2026';
const DIVE = { en: 'Reef dive for visitors', ar: 'غوص الشعاب للزوار' };

describeBrowser('a day visit in the browser', () => {
  const live = useServerAndBrowser();
  let eventId = 0;

  beforeAll(async () => {
    // Today's dive, open to day visitors (staff open it in the back office; the server tests cover that route).
    const [event] = await rows<{ id: number }>(
      live.server.app.db,
      sql`INSERT INTO events (title, title_ar, description, description_ar, location, location_ar, open_to_day_visitors, day_visit_cancel_hours)
        VALUES (${DIVE.en}, ${DIVE.ar}, 'Two hours on the house reef with a guide.', 'ساعتان على الشعاب المرجانية مع مرشد.', 'Dive centre', 'مركز الغوص', true, 24)
        RETURNING id`,
    );
    eventId = event.id;
    await live.server.app.db.execute(
      sql`INSERT INTO event_dates (event_id, date, price, capacity, max_purchasable_quantity) VALUES (${eventId}, ${todayIn()}::date, 150, 10, 6)`,
    );
  });

  async function signedIn(browser: Browser, lang: 'en' | 'ar', width: number, email: string, next: string): Promise<Page> {
    const t = locale(lang);
    const context = await browser.newContext({ viewport: { width, height: width < 600 ? 844 : 900 }, locale: lang });
    await context.addCookies([{ name: 'i18next', value: lang, url: live.server.url }]);
    const page = await context.newPage();
    await page.goto(`${live.server.url}/account/login?next=${encodeURIComponent(next)}`);
    await page.getByLabel(t.account.fields.email, { exact: true }).fill(email);
    await page.getByLabel(t.account.fields.password, { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: t.account.login.submit, exact: true }).click();
    await page.waitForURL(`**${next}`, { timeout: 30_000 });
    return page;
  }

  /** Photographed at this width and at the other (phone 390, desktop 1280), then back. */
  async function shoot(page: Page, name: string) {
    const width = page.viewportSize()!.width;
    await screenshot(page, `${name}-${width}`);
    const other = width < 600 ? { width: 1280, height: 900 } : { width: 390, height: 844 };
    await page.setViewportSize(other);
    await screenshot(page, `${name}-${other.width}`);
    await page.setViewportSize({ width, height: width < 600 ? 844 : 900 });
  }

  /** The one payment screen every booking takes: a mada card (BIN 588845, chosen first) through the gateway's widget. */
  async function pay(page: Page, t: Locale) {
    await page.getByRole('radio', { name: new RegExp(t.payment.method.mada) }).check();
    const field = (label: string) => page.locator('.wpwl-form').getByLabel(label, { exact: true });
    await field(t.payment.card.number).fill('5888450000000003');
    await field(t.payment.card.expiry).fill('1230');
    await field(t.payment.card.cvc).fill('123');
    await field(t.payment.card.holder).fill('Sara Ali');
    await page.locator('.wpwl-form-card .wpwl-button-pay').click();
  }

  test.each([
    ['en', 1280],
    ['ar', 390],
  ] as const)(
    'buys two dive tickets without a stay, pays, gets the e-ticket and is redeemed at the gate (%s, %i px)',
    async (lang, width) => {
      const t = locale(lang);
      const page = await signedIn(live.browser, lang, width, 'guest@kenresort.sa', `/event/${eventId}/details`);
      const guard = guardPage(page, live.server.url);
      const panel = page.locator('#tickets');

      // The event page says tickets can be booked; on a phone the bar at the bottom leads there.
      await panel.getByRole('heading', { name: t.dayVisit.heading }).waitFor();
      await shoot(page, `dayvisit-${lang}-01-event`);
      if (width < 600) await page.getByRole('region', { name: t.dayVisit.barLabel }).getByRole('button', { name: t.dayVisit.book }).click();
      await panel.getByRole('button', { name: fill(t.bookingPanel.increase, { label: t.dayVisit.tickets }) }).click();
      await panel.getByRole('checkbox').check();
      await shoot(page, `dayvisit-${lang}-02-tickets`);
      await panel.getByRole('button', { name: t.dayVisit.book, exact: true }).first().click();

      // The checkout: the booking's one payment screen, the visit's day and tickets in its summary.
      await page.waitForURL(/\/\d+\/payment$/);
      const bookingId = Number(/\/(\d+)\/payment$/.exec(new URL(page.url()).pathname)![1]);
      // (On a phone the summary is a closed sheet at the bottom: the visit is in it, not yet in view.)
      await page.getByText(DIVE[lang]).first().waitFor({ state: 'attached' });
      await shoot(page, `dayvisit-${lang}-03-checkout`);
      await pay(page, t);

      // Paid: the success page with the QR, and the e-ticket as a PDF.
      await page.waitForURL(new RegExp(`/${bookingId}/payment/success`), { timeout: 60_000 });
      await page.getByRole('heading', { name: t.payment.success.dayVisitTitle, level: 1 }).waitFor({ timeout: 30_000 });
      const qr = page.getByRole('img', { name: new RegExp(t.payment.success.qrAlt.split('{{code}}')[0]) });
      await qr.waitFor();
      expect(await qr.getAttribute('src')).toMatch(/^data:image\//);
      await shoot(page, `dayvisit-${lang}-04-eticket`);
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: t.payment.success.ticket }).click(),
      ]);
      expect(
        readFileSync((await download.path())!)
          .subarray(0, 5)
          .toString(),
      ).toBe('%PDF-');
      const [{ code }] = await rows<{ code: string }>(
        live.server.app.db,
        sql`SELECT code FROM bookings WHERE id = ${bookingId} AND kind = 'day_visit' AND status = 'paid'`,
      );
      expect(guard.errors).toEqual([]);
      expect(guard.external).toEqual([]);
      await page.context().close();

      // At the gate: the code is valid and both tickets are redeemed, one at a time.
      const gate = await signedIn(live.browser, lang, width, 'admin@kenresort.sa', '/dashboard/scan');
      await gate.getByLabel(t.dashboard.scan.codeLabel, { exact: true }).fill(code);
      await gate.getByRole('button', { name: t.dashboard.scan.verify }).click();
      await gate.getByText(t.dashboard.scan.valid, { exact: true }).waitFor();
      const redeem = gate.getByRole('button', { name: fill(t.dashboard.scan.redeemOne, { title: DIVE[lang] }) });
      const n = (value: number) => new Intl.NumberFormat(lang === 'ar' ? 'ar-SA' : 'en').format(value);
      const left = (remaining: number) => fill(t.dashboard.scan.remaining, { remaining: n(remaining), quantity: n(2) });
      await redeem.click();
      await gate.getByText(left(1)).waitFor();
      await redeem.click();
      await gate.getByText(left(0)).waitFor();
      await shoot(gate, `dayvisit-${lang}-05-gate`);
      const [{ redeemed }] = await rows<{ redeemed: number }>(
        live.server.app.db,
        sql`SELECT coalesce(sum(r.quantity), 0)::int AS redeemed FROM ticket_redemptions r JOIN booking_tickets t ON t.id = r.ticket_id WHERE t.booking_id = ${bookingId}`,
      );
      expect(redeemed).toBe(2);
      expect(await gate.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await gate.context().close();
    },
  );
});
