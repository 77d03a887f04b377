// The front desk in the browser, in English and Arabic: the demo admin checks a guest in at the gate, scans the
// e-ticket again on the day and checks the guest out (early), which makes the hut dirty; on a phone (390 px) the
// housekeeping screen shows it dirty and one tap marks it clean; out of order asks for a note and the nights.
// The scan log and the bookings list's front-desk filter are shown at 1280 px. Each screen is screenshotted and
// checked with axe-core (screenshot() runs it).
import { sql } from 'drizzle-orm';
import type { Browser, Page } from 'playwright-core';
import { users } from '../../src/server/db/schema';
import { rows } from '../../src/server/db/sql';
import { addDays, todayIn } from '../../src/shared/dates';
import { gateBooking } from '../helpers/server/gate';
import { browserAvailable, guardPage, screenshot } from '../helpers/e2e/browser';
import { useServerAndBrowser } from '../helpers/e2e/suite';

const describeBrowser = browserAvailable() ? describe : describe.skip;
const SECRET = 'e2e-front-desk-secret-that-is-long-enough-for-hs256-01234';

const copy = {
  en: {
    email: 'E-mail',
    password: 'Password',
    signIn: 'Sign in',
    code: 'Booking code',
    verify: 'Check the code',
    checkIn: 'Check in',
    checkedIn: /^Checked in at \d\d:\d\d by /,
    checkOut: 'Check out',
    checkedOut: /^Checked out at \d\d:\d\d by /,
    early: 'Early check-out',
    hut: 'Lagoon Villa (front desk, English)',
    hutAr: 'فيلا البحيرة (مكتب إنجليزي)',
    dirty: 'Dirty',
    clean: 'Clean',
    outOfOrder: 'Out of order',
    statusOf: (hut: string) => `Status of ${hut}`,
    note: 'Note',
    scanLog: 'Scan log',
    accepted: 'Accepted',
    stage: 'Front desk',
    checkedOutStage: 'Checked out',
  },
  ar: {
    email: 'البريد الإلكتروني',
    password: 'كلمة المرور',
    signIn: 'دخول',
    code: 'رمز الحجز',
    verify: 'تحقق من الرمز',
    checkIn: 'تسجيل الوصول',
    checkedIn: /^تم تسجيل الوصول الساعة [٠-٩]{2}:[٠-٩]{2} بواسطة /,
    checkOut: 'تسجيل المغادرة',
    checkedOut: /^سُجِّلت المغادرة الساعة [٠-٩]{2}:[٠-٩]{2} بواسطة /,
    early: 'مغادرة مبكرة',
    hut: 'Lagoon Villa (front desk, Arabic)',
    hutAr: 'فيلا البحيرة (مكتب عربي)',
    dirty: 'يحتاج تنظيفًا',
    clean: 'نظيف',
    outOfOrder: 'خارج الخدمة',
    statusOf: (hut: string) => `حالة ${hut}`,
    note: 'ملاحظة',
    scanLog: 'سجل المسح',
    accepted: 'مقبول',
    stage: 'مكتب الاستقبال',
    checkedOutStage: 'غادروا',
  },
} as const;

type Session = Awaited<ReturnType<Awaited<ReturnType<Browser['newContext']>>['storageState']>>;
/** One sign-in per language (sign-ins are rate-limited per e-mail); later pages reuse its session. */
const sessions: Partial<Record<'en' | 'ar', Session>> = {};

async function adminOn(browser: Browser, url: string, lang: 'en' | 'ar', width: number, screen: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 900 }, locale: lang, storageState: sessions[lang] });
  await context.addCookies([{ name: 'i18next', value: lang, url }]);
  const page = await context.newPage();
  await page.goto(`${url}/dashboard/${screen}`);
  if (!sessions[lang]) {
    await page.waitForURL('**/account/login?next=**');
    await page.getByLabel(copy[lang].email, { exact: true }).fill('admin@kenresort.sa');
    await page.getByLabel(copy[lang].password, { exact: true }).fill('KenResort#2026');
    await page.getByRole('button', { name: copy[lang].signIn, exact: true }).click();
    await page.waitForURL(`**/dashboard/${screen}`);
    await page.waitForFunction(() => window.localStorage.getItem('ken_token') !== null);
    sessions[lang] = await context.storageState();
  }
  return page;
}

describeBrowser('the front desk in the browser', () => {
  const live = useServerAndBrowser({ JWT_SECRET: SECRET });
  const today = todayIn('Asia/Riyadh', new Date());

  test.each(['en', 'ar'] as const)(
    'check in, then check out by scanning the e-ticket makes the hut dirty; housekeeping marks it clean on a phone (%s)',
    async (lang) => {
      const text = copy[lang];
      const db = live.server.app.db;
      const [guest] = await db
        .insert(users)
        .values({ email: `desk-${lang}-${Date.now()}@example.test`, fullName: 'Huda Al-Harbi', isVerified: true })
        .returning();
      const booking = await gateBooking(db, { guestId: guest.id, from: addDays(today, -1), to: addDays(today, 2), secret: SECRET });
      const [{ hut_id: hutId }] = await rows<{ hut_id: number }>(db, sql`SELECT hut_id FROM bookings WHERE id = ${booking.id}::int`);
      await db.execute(sql`UPDATE huts SET title = ${text.hut}, title_ar = ${text.hutAr} WHERE id = ${hutId}::int`);
      const hutName = lang === 'ar' ? text.hutAr : text.hut;

      // At the gate, on a phone: check in, then the same e-ticket scanned again offers the check-out.
      const gate = await adminOn(live.browser, live.server.url, lang, 390, 'scan');
      const guard = guardPage(gate, live.server.url);
      await gate.getByLabel(text.code, { exact: true }).fill(booking.code);
      await gate.getByRole('button', { name: text.verify }).click();
      await gate.getByRole('button', { name: text.checkIn, exact: true }).click();
      await gate.getByText(text.checkedIn).waitFor();
      expect(await gate.getByRole('button', { name: text.checkOut, exact: true }).count()).toBe(0);
      await gate.getByRole('button', { name: text.verify }).click();
      await gate.getByRole('button', { name: text.checkOut, exact: true }).click();
      await gate.getByText(text.checkedOut).waitFor();
      await gate.getByText(text.early, { exact: true }).waitFor();
      await screenshot(gate, `frontdesk-${lang}-390-checked-out`);
      expect(await gate.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

      // Housekeeping, on the same phone: the hut is dirty; one tap makes it clean.
      await gate.goto(`${live.server.url}/dashboard/housekeeping`);
      const card = gate.getByRole('region', { name: hutName, exact: true });
      await card.getByText(text.dirty, { exact: true }).first().waitFor();
      const group = card.getByRole('group', { name: text.statusOf(hutName) });
      expect(await group.getByRole('button', { name: text.dirty, exact: true }).getAttribute('aria-pressed')).toBe('true');
      await card.scrollIntoViewIfNeeded();
      await screenshot(gate, `frontdesk-${lang}-390-housekeeping-dirty`);
      const clean = group.getByRole('button', { name: text.clean, exact: true });
      const box = await clean.boundingBox();
      expect(box!.height).toBeGreaterThanOrEqual(44);
      // The button shows the choice at once; the database has it once the save has answered.
      await Promise.all([
        gate.waitForResponse((response) => response.url().includes('/housekeeping/') && response.request().method() === 'PUT'),
        clean.click(),
      ]);
      await group.locator('button[aria-pressed="true"]', { hasText: text.clean }).waitFor();
      await card.getByText(text.clean, { exact: true }).first().waitFor();
      const [state] = await rows<{ status: string }>(db, sql`SELECT status FROM hut_housekeeping WHERE hut_id = ${hutId}::int`);
      expect(state.status).toBe('clean');
      // Out of order asks for a note and the nights before anything is saved.
      await group.getByRole('button', { name: text.outOfOrder, exact: true }).click();
      await card.getByLabel(text.note).waitFor();
      await screenshot(gate, `frontdesk-${lang}-390-housekeeping-out-of-order-form`);
      expect(await gate.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      expect(guard.errors).toEqual([]);
      expect(guard.external).toEqual([]);
      await gate.context().close();

      // At a desk: the scan log lists the check-out; the bookings list filters the checked-out guests.
      const desk = await adminOn(live.browser, live.server.url, lang, 1280, 'scan-log');
      await desk.getByRole('heading', { name: text.scanLog, level: 1 }).waitFor();
      await desk.getByRole('link', { name: booking.code }).first().waitFor();
      await desk.locator('strong', { hasText: text.accepted }).first().waitFor();
      await screenshot(desk, `frontdesk-${lang}-1280-scan-log`);
      await desk.goto(`${live.server.url}/dashboard/housekeeping`);
      await desk.getByRole('region', { name: hutName, exact: true }).waitFor();
      await screenshot(desk, `frontdesk-${lang}-1280-housekeeping`);
      await desk.goto(`${live.server.url}/dashboard/bookings`);
      await desk.getByLabel(text.stage).selectOption('checked_out');
      await desk.getByRole('link', { name: booking.code }).waitFor();
      await screenshot(desk, `frontdesk-${lang}-1280-bookings-checked-out`);
      await desk.context().close();
    },
  );
});
