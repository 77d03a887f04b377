// Money owed at the desk and an early check-out (issue 23) in the browser. A stay paid in cash at the desk is cancelled
// with a full refund: the refund is owed at the desk, listed under "Money owed at the desk", and handed over through
// the confirm dialog (English on a desktop, Arabic on a phone; each pictured at the other width too). A guest who
// leaves early frees the remaining nights: the booking's screen says so, and the grid's bar ends on the day they left.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Browser, Page } from 'playwright-core';
import { users } from '../../src/server/db/schema';
import { rows } from '../../src/server/db/sql';
import { addDays, todayIn } from '../../src/shared/dates';
import { makeHut } from '../helpers/server/booking';
import { browserAvailable, guardPage, screenshot } from '../helpers/e2e/browser';
import { useServerAndBrowser } from '../helpers/e2e/suite';

const describeBrowser = browserAvailable() ? describe : describe.skip;
const locale = (lang: string) => JSON.parse(readFileSync(path.resolve(__dirname, `../../public/locales/${lang}.json`), 'utf8'));
const login = {
  en: { email: 'E-mail', password: 'Password', signIn: 'Sign in' },
  ar: { email: 'البريد الإلكتروني', password: 'كلمة المرور', signIn: 'دخول' },
} as const;
const device = (width: number) => (width < 600 ? 'phone' : 'desktop');

async function staffPage(browser: Browser, url: string, where: string, lang: 'en' | 'ar', width: number): Promise<Page> {
  const phone = width < 600;
  const context = await browser.newContext({ viewport: { width, height: phone ? 844 : 900 }, locale: lang, hasTouch: phone });
  await context.addCookies([{ name: 'i18next', value: lang, url }]);
  const page = await context.newPage();
  await page.goto(`${url}${where}`);
  await page.waitForURL('**/account/login?next=**');
  await page.getByLabel(login[lang].email, { exact: true }).fill('admin@kenresort.sa');
  await page.getByLabel(login[lang].password, { exact: true }).fill('KenResort#2026');
  await page.getByRole('button', { name: login[lang].signIn, exact: true }).click();
  await page.waitForURL(`**${where}`);
  return page;
}

describeBrowser('money owed at the desk and an early check-out', () => {
  const live = useServerAndBrowser();
  const today = todayIn('Asia/Riyadh', new Date());
  let token = '';
  let hutId = 0;

  const api = async (method: string, route: string, body?: object) => {
    const answer = await fetch(`${live.server.url}${route}`, {
      method,
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: body ? JSON.stringify(body) : undefined,
    });
    return { status: answer.status, json: (await answer.json()) as Record<string, unknown> };
  };

  beforeAll(async () => {
    const signIn = await fetch(`${live.server.url}/login/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@kenresort.sa', password: 'KenResort#2026' }),
    });
    token = ((await signIn.json()) as { token: string }).token;
    hutId = (
      await makeHut(live.server.app.db, addDays(today, -5), 60, { title: 'Desk Hut North', titleAr: 'كوخ المكتب الشمالي', sortOrder: -30 })
    ).id;
  });

  test.each([
    ['en', 1280, 390, 'Omar Saleh', 20],
    ['ar', 390, 1280, 'هدى الحربي', 24],
  ] as const)('a cash refund is owed at the desk until handed over (%s, %i px)', async (lang, width, otherWidth, guest, offset) => {
    const t = locale(lang).dashboard.deskRefunds;
    const url = live.server.url;
    // Paid in cash at the desk, then cancelled with everything refunded: owed at the desk.
    const created = await api('POST', '/api/dashboard/bookings/', {
      hut: hutId,
      persons_max_num: 2,
      date: { date_from: addDays(today, offset), date_to: addDays(today, offset + 2) },
      new_guest: { full_name: guest, phone: lang === 'en' ? '+966512300100' : '+966512300200' },
      payment: { method: 'cash', reference: `R-${lang}` },
    });
    expect(created.status).toBe(201);
    const booking = created.json.booking as { id: number; code: string };
    const cancelled = await api('POST', `/api/dashboard/bookings/${booking.id}/cancel/`, { refund: 'full', reason: 'Plans changed' });
    expect(cancelled.status).toBe(200);

    const page = await staffPage(live.browser, url, '/dashboard/desk-refunds', lang, width);
    const guard = guardPage(page, url);
    await page.getByRole('heading', { name: locale(lang).dashboard.nav.deskRefunds, level: 1 }).waitFor();
    const row = page.getByRole('row').filter({ hasText: booking.code });
    await row.waitFor();
    await screenshot(page, `desk-refunds-${lang}-${device(width)}`);
    await page.setViewportSize({ width: otherWidth, height: otherWidth < 600 ? 844 : 900 });
    await screenshot(page, `desk-refunds-${lang}-${device(otherWidth)}`);
    await page.setViewportSize({ width, height: width < 600 ? 844 : 900 });

    await page.getByRole('button', { name: t.handOverLabel.replace('{{code}}', booking.code) }).click();
    const dialog = page.getByRole('dialog', { name: t.confirmTitle });
    await dialog.waitFor();
    await dialog.getByLabel(t.note, { exact: true }).fill(lang === 'en' ? 'Receipt 5521' : 'إيصال ٥٥٢١');
    await screenshot(page, `desk-refunds-${lang}-${device(width)}-dialog`);
    await dialog.getByRole('button', { name: t.confirm }).click();
    await dialog.waitFor({ state: 'detached' });
    await row.waitFor({ state: 'detached' });
    const [saved] = await rows<{ method: string; note: string; by: string }>(
      live.server.app.db,
      sql`SELECT d.handed_over_method AS method, d.handed_over_note AS note, u.email AS by FROM desk_refund_handovers d
          JOIN users u ON u.id = d.handed_over_by WHERE d.booking_id = ${booking.id}`,
    );
    expect(saved).toEqual({ method: 'cash', note: lang === 'en' ? 'Receipt 5521' : 'إيصال ٥٥٢١', by: 'admin@kenresort.sa' });

    // The booking's screen shows it handed over.
    await page.goto(`${url}/dashboard/bookings/${booking.id}`);
    await page.getByRole('heading', { name: t.bookingTitle }).waitFor();
    await page.getByText(t.stateHandedOver, { exact: true }).waitFor();
    await page.getByRole('heading', { name: t.bookingTitle }).scrollIntoViewIfNeeded();
    await screenshot(page, `desk-refunds-${lang}-${device(width)}-booking`);
    expect(guard.errors).toEqual([]);
    expect(guard.external).toEqual([]);
    await page.context().close();
  });

  test.each([
    ['en', 1280],
    ['ar', 390],
  ] as const)(
    'an early check-out frees the remaining nights: said on the booking, the grid bar ends today (%s, %i px)',
    async (lang, width) => {
      const url = live.server.url;
      const db = live.server.app.db;
      const hut = (
        await makeHut(db, addDays(today, -5), 60, { title: `Early Hut ${lang}`, titleAr: `كوخ المغادرة ${lang}`, sortOrder: -40 })
      ).id;
      const [guest] = await db
        .insert(users)
        .values({
          email: `early-${lang}-${Date.now()}@example.test`,
          fullName: lang === 'en' ? 'Sami Early' : 'سامي المبكر',
          isVerified: true,
        })
        .returning();
      const [booking] = await rows<{ id: number; code: string }>(
        db,
        sql`INSERT INTO bookings (code, user_id, hut_id, persons_max_num, status, stay, total, paid)
          VALUES (${`KEN-E${lang.toUpperCase()}${String(Date.now()).slice(-3)}`}, ${guest.id}, ${hut}, 2, 'paid',
            daterange(${addDays(today, -1)}::date, ${addDays(today, 3)}::date), 2000, 2000) RETURNING id, code`,
      );
      expect((await api('POST', `/api/dashboard/checkin/bookings/${booking.id}/check-in/`, {})).status).toBe(200);
      const out = await api('POST', `/api/dashboard/checkin/bookings/${booking.id}/check-out/`, { via: 'desk' });
      expect(out.status).toBe(200);

      const t = locale(lang).dashboard.bookings;
      const page = await staffPage(live.browser, url, `/dashboard/bookings/${booking.id}`, lang, width);
      const guard = guardPage(page, url);
      const note = page.getByText(t.noAutomaticRefund.slice(0, 20), { exact: false });
      await note.waitFor();
      await note.scrollIntoViewIfNeeded();
      await screenshot(page, `early-checkout-${lang}-${device(width)}-booking`);

      // The grid from yesterday: the stay now ends today (its check-out day), so a grid from today has none of its nights.
      await page.goto(`${url}/dashboard/grid?from=${addDays(today, -1)}`);
      const bar = page.locator(`a[data-booking="${booking.id}"]`).first();
      await bar.waitFor();
      await bar.scrollIntoViewIfNeeded();
      await screenshot(page, `early-checkout-${lang}-${device(width)}-grid`);
      const [stay] = await rows<{ stay: string }>(db, sql`SELECT stay::text AS stay FROM bookings WHERE id = ${booking.id}`);
      expect(stay.stay).toBe(`[${addDays(today, -1)},${today})`);
      expect(guard.errors).toEqual([]);
      await page.context().close();
    },
  );
});
