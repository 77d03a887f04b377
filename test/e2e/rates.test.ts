// Rate plans, stay rules and bulk edits (issue 24 §2): a guest picks the non-refundable rate on the hut page and reads its
// policy before paying (beside Book, then on the confirm and payment steps); a check-out two nights after a check-in
// that needs three is refused on the calendar with that reason; staff preview and save a price change over three huts.
// English and Arabic, 1280 and 390 px, screenshotted and checked with axe-core.
import { sql } from 'drizzle-orm';
import type { Locator, Page } from 'playwright-core';
import { rows } from '../../src/server/db/sql';
import { addDays, todayIn } from '../../src/shared/dates';
import { browserAvailable, guardPage, screenshot } from '../helpers/e2e/browser';
import { LOGIN, locale } from '../helpers/e2e/locale';
import { readCode } from '../helpers/e2e/outbox';
import { useServerAndBrowser } from '../helpers/e2e/suite';

const describeBrowser = browserAvailable() ? describe : describe.skip;
type Night = { date: string; price: string | null; available: boolean };
const visible = (locator: Locator) => locator.waitFor({ state: 'visible' });
const POLICY = { en: 'Paid in full now; nothing is refunded if you cancel.', ar: 'يُدفع المبلغ كاملًا الآن، ولا يُرد شيء عند الإلغاء.' };

describeBrowser('rate plans, stay rules and bulk edits', () => {
  const live = useServerAndBrowser();

  async function phoneAndDesktop(page: Page, name: string) {
    await screenshot(page, name);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await screenshot(page, `${name}-phone`);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.waitForTimeout(300);
  }

  /** The first day from `start` with `count` free, priced nights in a row. */
  async function freeRun(hutId: number, start: string, count: number) {
    const nights = (await (
      await fetch(`${live.server.url}/api/products/huts/${hutId}/availability/?from=${start}&to=${addDays(start, 60)}`)
    ).json()) as Night[];
    const ok = (night?: Night) => !!night && night.available && night.price !== null;
    const index = nights.findIndex((_night, i) => nights.slice(i, i + count).length === count && nights.slice(i, i + count).every(ok));
    if (index < 0) throw new Error(`no ${count} free nights in hut ${hutId} from ${start}`);
    return nights[index].date;
  }

  async function showMonthOf(page: Page, day: string, t: ReturnType<typeof locale>) {
    for (let i = 0; i < 4 && (await page.locator(`[data-day="${day}"]`).count()) === 0; i += 1)
      await page.getByRole('button', { name: t.calendar.nextMonth }).first().click();
  }

  test.each(['en', 'ar'] as const)('the non-refundable rate and its policy, a minimum stay, a bulk price change (%s)', async (lang) => {
    const t = locale(lang);
    const db = live.server.app.db;
    const [{ id: hutId }] = await rows<{ id: number }>(
      db,
      sql`SELECT id FROM huts WHERE is_active AND deleted_at IS NULL ORDER BY id OFFSET ${lang === 'en' ? 0 : 1} LIMIT 1`,
    );
    const planName = lang === 'en' ? 'Non-refundable saver' : 'سعر التوفير غير القابل للاسترداد';
    await rows(
      db,
      sql`INSERT INTO hut_rate_plans (hut_id, name, name_ar, percent_off, refundable, policy, policy_ar)
          VALUES (${hutId}, 'Non-refundable saver', 'سعر التوفير غير القابل للاسترداد', 15, false, ${POLICY.en}, ${POLICY.ar})`,
    );
    // A three-night minimum for arrivals over a week that has four free nights, five weeks ahead.
    const ruleDay = await freeRun(hutId, addDays(todayIn(), 35), 4);
    await rows(
      db,
      sql`INSERT INTO hut_stay_rules (hut_id, date_from, date_to, min_nights) VALUES (${hutId}, ${ruleDay}::date, ${addDays(ruleDay, 6)}::date, 3)`,
    );
    const stayFrom = await freeRun(hutId, addDays(todayIn(), 10), 2);

    // A fresh, verified guest, signed in.
    const email = `rates-${lang}-${Date.now()}@example.com`;
    const password = 'Sea&Sand#2026';
    const context = await live.browser.newContext({ viewport: { width: 1280, height: 900 }, locale: lang });
    await context.addCookies([{ name: 'i18next', value: lang, url: live.server.url }]);
    const page = await context.newPage();
    const guard = guardPage(page, live.server.url);
    const registered = await page.request.post(`${live.server.url}/register/`, {
      data: { email, password, confirm_password: password, full_name: 'Sara Ali', phone: '+966512345678' },
      headers: { 'accept-language': lang },
    });
    expect(registered.status()).toBe(201);
    expect(
      (
        await page.request.post(`${live.server.url}/verfiy-otp/`, {
          data: { email, otp: (await readCode(live.server.dataDir, email)).code },
        })
      ).ok(),
    ).toBe(true);
    await page.goto(`${live.server.url}/account/login`);
    await page.locator('input[type="email"]').first().fill(email);
    await page.locator('input[type="password"]').first().fill(password);
    await page.locator('form button[type="submit"]').first().click();
    await page.waitForURL(`${live.server.url}/`);

    // The hut page: choose the non-refundable rate; its policy is said beside Book and the price takes 15 % off.
    const prefix = lang === 'ar' ? '/ar' : '';
    await page.goto(`${live.server.url}${prefix}/huts/${hutId}/details?from=${stayFrom}&to=${addDays(stayFrom, 2)}&adults=2`);
    const rate = page.getByRole('radio', { name: new RegExp(planName) });
    await visible(rate);
    await rate.click();
    await page.waitForURL(/plan=\d+/);
    await visible(page.locator('[data-policy]').filter({ hasText: POLICY[lang] }));
    await visible(page.getByText(t.bookingPanel.adjust.planDiscount.split('(')[0].trim()).first());
    await page.getByRole('checkbox').check();
    await phoneAndDesktop(page, `rates-${lang}-01-hut-plan`);
    await page.getByRole('button', { name: t.bookingPanel.book, exact: true }).click();
    await page.waitForURL(/\/\d+\/confirm\/confirm-booking$/);
    const bookingId = Number(/\/(\d+)\/confirm\//.exec(new URL(page.url()).pathname)?.[1]);
    const terms = page.locator('[data-rate-plan]').filter({ hasText: POLICY[lang] }).first();
    await visible(terms);
    await phoneAndDesktop(page, `rates-${lang}-02-confirm`);
    await page.getByRole('button', { name: t.booking.confirm.goToPayment, exact: true }).click();
    await page.waitForURL(new RegExp(`/${bookingId}/payment$`));
    await visible(page.locator('[data-rate-plan]').filter({ hasText: POLICY[lang] }).first());
    await phoneAndDesktop(page, `rates-${lang}-03-payment`);
    const [held] = await rows<{ rate_plan: { plan: { refundable: boolean } } }>(
      db,
      sql`SELECT rate_plan FROM bookings WHERE id = ${bookingId}`,
    );
    expect(held.rate_plan.plan.refundable).toBe(false);

    // The calendar: arrivals on the rule's first day need three nights; a check-out two nights later is refused, saying so.
    await page.goto(`${live.server.url}${prefix}/huts/${hutId}/details`);
    await page.getByRole('grid').first().waitFor();
    await showMonthOf(page, ruleDay, t);
    await page.locator(`[data-day="${ruleDay}"]`).first().click();
    const note = page
      .locator('[role="status"][data-refusal], [role="status"]')
      .filter({ hasText: t.calendar.stayMin.split('{{date}}')[0].trim() })
      .first();
    await visible(note);
    await showMonthOf(page, addDays(ruleDay, 2), t);
    await page
      .locator(`[data-day="${addDays(ruleDay, 2)}"]`)
      .first()
      .click({ force: true });
    const refusal = page.locator('[data-refusal="minNights"]').first();
    await visible(refusal);
    expect(await refusal.textContent()).toContain(t.calendar.refusedMin.split('{{date}}')[0].trim());
    await phoneAndDesktop(page, `rates-${lang}-04-minimum-stay`);
    // Three nights are accepted.
    await page
      .locator(`[data-day="${addDays(ruleDay, 3)}"]`)
      .first()
      .click();
    await page.waitForURL(new RegExp(`to=${addDays(ruleDay, 3)}`));
    expect(guard.errors).toEqual([]);
    expect(guard.external).toEqual([]);
    await context.close();

    // Staff: one price change over three huts, previewed hut by hut, then saved.
    const staff = await live.browser.newContext({ viewport: { width: 1280, height: 900 }, locale: lang });
    await staff.addCookies([{ name: 'i18next', value: lang, url: live.server.url }]);
    const desk = await staff.newPage();
    const deskGuard = guardPage(desk, live.server.url);
    await desk.goto(`${live.server.url}/dashboard/prices/bulk`);
    await desk.waitForURL('**/account/login?next=*');
    await desk.getByLabel(LOGIN[lang].email, { exact: true }).fill('admin@kenresort.sa');
    await desk.getByLabel(LOGIN[lang].password, { exact: true }).fill('KenResort#2026');
    await desk.getByRole('button', { name: LOGIN[lang].signIn, exact: true }).click();
    await desk.waitForURL(/\/dashboard\/prices\/bulk$/);
    const form = desk.getByRole('form', { name: t.dashboard.bulk.title });
    const huts = form.getByRole('group', { name: t.dashboard.bulk.huts }).getByRole('checkbox');
    await visible(huts.first());
    for (let i = 0; i < 3; i += 1) await huts.nth(i).check();
    const spanStart = addDays(todayIn(), lang === 'en' ? 70 : 90);
    await form.getByLabel(t.dashboard.rates.from, { exact: true }).fill(spanStart);
    await form.getByLabel(t.dashboard.rates.to, { exact: true }).fill(addDays(spanStart, 6));
    await form.getByLabel(t.dashboard.prices.price, { exact: true }).fill('777');
    await form.getByRole('button', { name: t.dashboard.bulk.preview, exact: true }).click();
    const preview = desk.getByRole('region', { name: t.dashboard.bulk.previewTitle });
    const items = preview.getByRole('listitem').filter({ has: desk.locator('strong') });
    await visible(preview.getByText(t.dashboard.bulk.newPrice.split('{{price}}')[0].trim()));
    expect(await items.count()).toBe(3);
    await phoneAndDesktop(desk, `rates-${lang}-05-bulk-preview`);
    // One audit entry for the one change, whichever language's test ran before (each can run alone with -t).
    const bulkEdits = async () =>
      (await rows<{ count: number }>(db, sql`SELECT count(*)::int AS count FROM audit_log WHERE action = 'bulk_edit'`))[0].count;
    const editsBefore = await bulkEdits();
    await preview.getByRole('button', { name: new RegExp(t.dashboard.bulk.save_other.split('{{count}}')[0].trim().slice(0, 4)) }).click();
    await visible(preview.getByText(t.dashboard.bulk.saved));
    expect(await bulkEdits()).toBe(editsBefore + 1);
    await screenshot(desk, `rates-${lang}-06-bulk-saved`);
    // The hut's price calendar screen lists its rate plans and stay rules beside the nights.
    await desk.goto(`${live.server.url}/dashboard/prices?hut=${hutId}`);
    const plans = desk.getByRole('region', { name: t.dashboard.rates.plans });
    await visible(plans.getByText(planName, { exact: true }));
    await visible(
      desk
        .getByRole('region', { name: t.dashboard.rates.rules })
        .getByText(new RegExp(t.dashboard.rates.minNightsShort.split('{{nights}}')[0].trim())),
    );
    await phoneAndDesktop(desk, `rates-${lang}-07-price-calendar`);
    expect(deskGuard.errors).toEqual([]);
    await staff.close();
  });
});
