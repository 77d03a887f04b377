// The gate in the browser, in English and Arabic, on a phone and a desktop: the demo admin types an
// e-ticket's booking code, sees the stay, redeems a ticket, checks the guest in, and checking the code again
// says "already checked in"; a photo of another e-ticket's QR code goes through the photo input.
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import QRCode from 'qrcode';
import { users } from '../../src/server/db/schema';
import { addDays, todayIn } from '../../src/shared/dates';
import { makeEventDate } from '../helpers/server/booking';
import { gateBooking } from '../helpers/server/gate';
import { browserAvailable, guardPage, screenshot } from '../helpers/e2e/browser';
import { useServerAndBrowser } from '../helpers/e2e/suite';

const describeBrowser = browserAvailable() ? describe : describe.skip;
const SECRET = 'e2e-gate-secret-that-is-long-enough-for-hs256-0123456789';

const copy = {
  en: {
    email: 'E-mail',
    password: 'Password',
    signIn: 'Sign in',
    code: 'Booking code',
    verify: 'Check the code',
    valid: 'Valid',
    invalid: 'Not valid',
    checkIn: 'Check in',
    checkedIn: /^Checked in at \d\d:\d\d by /,
    already: /^Already checked in at \d\d:\d\d by /,
    photo: 'Scan from a photo',
    hut: 'Reef Hut',
    redeem: 'Redeem one: Night dive',
    left: '1 of 2 left',
    cancelled: 'This booking was cancelled.',
  },
  ar: {
    email: 'البريد الإلكتروني',
    password: 'كلمة المرور',
    signIn: 'دخول',
    code: 'رمز الحجز',
    verify: 'تحقق من الرمز',
    valid: 'صالحة',
    invalid: 'غير صالحة',
    checkIn: 'تسجيل الوصول',
    checkedIn: /^تم تسجيل الوصول الساعة [٠-٩]{2}:[٠-٩]{2} بواسطة /,
    already: /^سبق تسجيل الوصول الساعة [٠-٩]{2}:[٠-٩]{2} بواسطة /,
    photo: 'المسح من صورة',
    hut: 'كوخ الشعاب',
    redeem: 'استخدام واحدة: غوص ليلي',
    left: 'المتبقي ١ من ٢',
    cancelled: 'تم إلغاء هذا الحجز.',
  },
} as const;

type Session = Awaited<ReturnType<Awaited<ReturnType<Browser['newContext']>>['storageState']>>;
/** One sign-in per language (sign-ins are rate-limited per e-mail); later pages reuse its session. */
const sessions: Partial<Record<'en' | 'ar', Session>> = {};

async function adminAtTheGate(browser: Browser, url: string, lang: 'en' | 'ar', width: number): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 900 }, locale: lang, storageState: sessions[lang] });
  await context.addCookies([{ name: 'i18next', value: lang, url }]);
  const page = await context.newPage();
  await page.goto(`${url}/dashboard/scan`);
  if (!sessions[lang]) {
    await page.waitForURL('**/account/login?next=**');
    await page.getByLabel(copy[lang].email, { exact: true }).fill('admin@kenresort.sa');
    await page.getByLabel(copy[lang].password, { exact: true }).fill('KenResort#2026');
    await page.getByRole('button', { name: copy[lang].signIn, exact: true }).click();
    await page.waitForURL('**/dashboard/scan');
    // The session reaches local storage a moment after the redirect (redux-persist writes after the state
    // change): wait for it, or the saved state may hold no session and later pages land on the sign-in form.
    await page.waitForFunction(() => window.localStorage.getItem('ken_token') !== null);
    sessions[lang] = await context.storageState();
  }
  await page.getByLabel(copy[lang].code, { exact: true }).waitFor();
  return page;
}

describeBrowser('the gate in the browser', () => {
  const live = useServerAndBrowser({ JWT_SECRET: SECRET });
  const today = todayIn('Asia/Riyadh', new Date());
  const paidStay = async (status = 'paid') => {
    const db = live.server.app.db;
    const [guest] = await db
      .insert(users)
      .values({ email: `gate-${Date.now()}-${Math.random()}@example.test`, fullName: 'Huda Al-Harbi', isVerified: true })
      .returning();
    const { dateId } = await makeEventDate(db, today, 10);
    return gateBooking(db, {
      guestId: guest.id,
      from: addDays(today, -1),
      to: addDays(today, 2),
      status,
      secret: SECRET,
      tickets: [{ kind: 'event', dateId, quantity: 2 }],
    });
  };

  test.each([
    ['en', 390],
    ['en', 1280],
    ['ar', 390],
    ['ar', 1280],
  ] as const)('a typed code: the stay, a ticket redeemed, check in, then "already checked in" (%s, %i px)', async (lang, width) => {
    const text = copy[lang];
    const booking = await paidStay();
    const page = await adminAtTheGate(live.browser, live.server.url, lang, width);
    const guard = guardPage(page, live.server.url);
    const shot = (step: string) => screenshot(page, `scan-${lang}-${width}-${step}`);
    await shot('empty');

    await page.getByLabel(text.code, { exact: true }).fill(booking.code.toLowerCase());
    await page.getByRole('button', { name: text.verify }).click();
    await page.getByText(text.valid, { exact: true }).waitFor();
    await page.getByText('Huda Al-Harbi').waitFor();
    await page.getByText(text.hut, { exact: true }).waitFor();
    await page.getByRole('button', { name: text.redeem }).click();
    await page.getByText(text.left).waitFor();
    await shot('valid');

    await page.getByRole('button', { name: text.checkIn, exact: true }).click();
    await page.getByText(text.checkedIn).waitFor();
    await page.getByRole('button', { name: text.verify }).click();
    await page.getByText(text.already).waitFor();
    expect(await page.getByRole('button', { name: text.checkIn, exact: true }).count()).toBe(0);
    await shot('already');
    // Nothing sticks out sideways on a phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    expect(guard.errors).toEqual([]);
    expect(guard.external).toEqual([]);
    await page.context().close();
  });

  test.each(['en', 'ar'] as const)("a photo of the e-ticket's QR code, read in the browser (%s)", async (lang) => {
    const text = copy[lang];
    const valid = await paidStay();
    const cancelled = await paidStay('cancelled');
    const folder = mkdtempSync(path.join(os.tmpdir(), 'ken-qr-'));
    const photo = async (qr: string, name: string) => {
      const file = path.join(folder, name);
      writeFileSync(file, await QRCode.toBuffer(qr, { errorCorrectionLevel: 'M', margin: 2, width: 480 }));
      return file;
    };
    const page = await adminAtTheGate(live.browser, live.server.url, lang, 390);
    const guard = guardPage(page, live.server.url);

    await page.getByLabel(text.photo).setInputFiles(await photo(valid.qr, 'valid.png'));
    await page.getByText(text.valid, { exact: true }).waitFor();
    await page.getByText(valid.code).waitFor();
    await page.getByRole('button', { name: text.checkIn, exact: true }).click();
    await page.getByText(text.checkedIn).waitFor();

    await page.getByLabel(text.photo).setInputFiles(await photo(cancelled.qr, 'cancelled.png'));
    await page.getByText(text.invalid, { exact: true }).waitFor();
    await page.getByText(text.cancelled).waitFor();
    await screenshot(page, `scan-${lang}-390-photo-cancelled`);
    expect(guard.errors).toEqual([]);
    expect(guard.external).toEqual([]);
    await page.context().close();
  });
});
