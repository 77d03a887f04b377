// Rate plans at the desk and in the bulk editor (issue 24 §2, the gaps): staff book a stay on the non-refundable plan
// at the desk (each plan's price for the stay and its policy read before saving; the booking keeps the plan), then
// change that plan over three huts in the bulk editor, previewed hut by hut (the stay just sold keeps its terms),
// and save it as one audited change. English and Arabic, 1280 and 390 px, screenshotted and checked with axe-core.
import { sql } from 'drizzle-orm';
import type { Browser, Locator, Page } from 'playwright-core';
import { rows } from '../../src/server/db/sql';
import { addDays, todayIn } from '../../src/shared/dates';
import { makeHut } from '../helpers/server/booking';
import { checkAccessibility } from '../helpers/e2e/axe';
import { browserAvailable, guardPage, screenshot } from '../helpers/e2e/browser';
import { LOGIN, locale } from '../helpers/e2e/locale';
import { useServerAndBrowser } from '../helpers/e2e/suite';

const describeBrowser = browserAvailable() ? describe : describe.skip;
const visible = (locator: Locator) => locator.waitFor({ state: 'visible' });
const typed = (day: string) => day.split('-').reverse().join('/'); // dd/mm/yyyy, as the date field takes it
const PLAN = {
  name: 'Desk saver',
  name_ar: 'توفير المكتب',
  policy: 'Paid in full now; nothing is refunded if you cancel.',
  policy_ar: 'يُدفع المبلغ كاملًا الآن، ولا يُرد شيء عند الإلغاء.',
};

async function staffPage(browser: Browser, url: string, lang: 'en' | 'ar', path: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: lang });
  await context.addCookies([{ name: 'i18next', value: lang, url }]);
  const page = await context.newPage();
  await page.goto(`${url}${path}`);
  await page.waitForURL('**/account/login?next=**');
  await page.getByLabel(LOGIN[lang].email, { exact: true }).fill('admin@kenresort.sa');
  await page.getByLabel(LOGIN[lang].password, { exact: true }).fill('KenResort#2026');
  await page.getByRole('button', { name: LOGIN[lang].signIn, exact: true }).click();
  await page.waitForURL(`**${path}`);
  return page;
}

describeBrowser('rate plans at the desk and in the bulk editor', () => {
  const live = useServerAndBrowser();
  const today = todayIn('Asia/Riyadh', new Date());
  const huts: Record<'en' | 'ar', number[]> = { en: [], ar: [] };

  async function phoneAndDesktop(page: Page, name: string) {
    await checkAccessibility(page, name);
    await screenshot(page, name);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await checkAccessibility(page, `${name}-phone`);
    await screenshot(page, `${name}-phone`);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.waitForTimeout(300);
  }

  beforeAll(async () => {
    const db = live.server.app.db;
    // Three huts per language, first in the lists, each with the same non-refundable plan (12 % off).
    for (const [lang, order] of [
      ['en', -40],
      ['ar', -30],
    ] as const)
      for (let i = 0; i < 3; i += 1) {
        const hut = await makeHut(db, addDays(today, -5), 90, {
          title: `Plan Hut ${lang.toUpperCase()} ${i + 1}`,
          titleAr: `كوخ الخطة ${lang === 'en' ? 'أ' : 'ب'} ${i + 1}`,
          sortOrder: order + i,
        });
        huts[lang].push(hut.id);
        await rows(
          db,
          sql`INSERT INTO hut_rate_plans (hut_id, name, name_ar, percent_off, refundable, policy, policy_ar)
            VALUES (${hut.id}, ${PLAN.name}, ${PLAN.name_ar}, 12, false, ${PLAN.policy}, ${PLAN.policy_ar})`,
        );
      }
  });

  test.each(['en', 'ar'] as const)(
    'a desk booking on the non-refundable plan, then the plan changed over three huts (%s)',
    async (lang) => {
      const t = locale(lang);
      const desk = t.dashboard.desk;
      const url = live.server.url;
      const db = live.server.app.db;
      const planName = lang === 'en' ? PLAN.name : PLAN.name_ar;
      const policy = lang === 'en' ? PLAN.policy : PLAN.policy_ar;
      const page = await staffPage(live.browser, url, lang, '/dashboard/bookings/new');
      const guard = guardPage(page, url);
      await page.getByRole('heading', { name: desk.title, level: 1 }).waitFor();

      // The desk: a new guest, the first hut, two nights a week ahead, priced on the standard plan, then the saver.
      await page.getByRole('button', { name: desk.newGuest }).click();
      await page.getByLabel(desk.fullName, { exact: true }).fill(lang === 'en' ? 'Nadia Karim' : 'نادية كريم');
      await page.getByLabel(desk.phone, { exact: true }).fill(lang === 'en' ? '512340001' : '512340002');
      await page.getByLabel(desk.hut, { exact: true }).selectOption(String(huts[lang][0]));
      const from = addDays(today, 7);
      const checkIn = page.getByLabel(t.stay.checkIn, { exact: true });
      await checkIn.fill(typed(from));
      await checkIn.press('Tab');
      const checkOut = page.getByLabel(t.stay.checkOut, { exact: true });
      await checkOut.fill(typed(addDays(from, 2)));
      await checkOut.press('Tab');
      const standard = page.getByRole('radio', { name: new RegExp(t.ratePlans.standard) });
      await visible(standard);
      expect(await standard.isChecked()).toBe(true);
      await page.getByRole('button', { name: desk.priceIt }).click();
      await visible(page.locator('[data-rate-plan="standard"]'));
      await page.getByRole('radio', { name: new RegExp(planName) }).check();
      const rate = page.locator('[data-rate-plan][data-refundable="false"]').filter({ hasText: policy });
      await visible(rate);
      const [{ id: planId }] = await rows<{ id: number }>(db, sql`SELECT id FROM hut_rate_plans WHERE hut_id = ${huts[lang][0]}`);
      await page.getByRole('radio', { name: new RegExp(t.dashboard.desk.method.cash) }).check();
      await phoneAndDesktop(page, `rates-desk-${lang}-01-plan-quote`);

      await page.locator('form button[type="submit"]').click();
      await page.getByRole('heading', { name: desk.doneTitle, level: 1 }).waitFor();
      const [made] = await rows<{ code: string; total: string; rate_plan_id: number; rate_plan: { plan: { refundable: boolean } } }>(
        db,
        sql`SELECT code, total::text AS total, rate_plan_id, rate_plan FROM bookings WHERE hut_id = ${huts[lang][0]} ORDER BY id DESC LIMIT 1`,
      );
      expect(made).toMatchObject({ rate_plan_id: planId, rate_plan: { plan: { refundable: false } } });
      await screenshot(page, `rates-desk-${lang}-02-booked`);
      expect(guard.errors).toEqual([]);

      // The bulk editor: the non-refundable plan of the three huts to 15 %, found by its kind, no dates needed.
      await page.goto(`${url}/dashboard/prices/bulk`);
      const bulk = t.dashboard.bulk;
      const form = page.getByRole('form', { name: bulk.title });
      const hutBoxes = form.getByRole('group', { name: bulk.huts });
      for (let i = 0; i < 3; i += 1)
        await hutBoxes
          .getByRole('checkbox', { name: lang === 'en' ? `Plan Hut EN ${i + 1}` : `كوخ الخطة ب ${i + 1}`, exact: true })
          .check();
      await form.getByLabel(bulk.plan.mode, { exact: true }).selectOption('change');
      await form.getByLabel(bulk.plan.kindLabel, { exact: true }).selectOption('non_refundable');
      await form.getByLabel(bulk.plan.newPercent, { exact: true }).fill('15');
      await form.getByRole('button', { name: bulk.preview, exact: true }).click();
      const preview = page.getByRole('region', { name: bulk.previewTitle });
      await visible(preview.locator('[data-plan]').first());
      expect(await preview.locator('[data-plan]').count()).toBe(3);
      // The stay just sold is named: it keeps the plan and policy it was sold with.
      await visible(preview.locator(`[data-plan="${planId}"]`).filter({ hasText: made.code }));
      await phoneAndDesktop(page, `rates-desk-${lang}-03-bulk-plan-preview`);
      const [{ count: before }] = await rows<{ count: number }>(
        db,
        sql`SELECT count(*)::int AS count FROM audit_log WHERE action = 'bulk_edit'`,
      );
      await preview.getByRole('button', { name: new RegExp(bulk.save_other.split('{{count}}')[0].trim().slice(0, 4)) }).click();
      await visible(preview.getByText(bulk.saved));
      const [{ count: after }] = await rows<{ count: number }>(
        db,
        sql`SELECT count(*)::int AS count FROM audit_log WHERE action = 'bulk_edit'`,
      );
      expect(after).toBe(before + 1);
      const plans = await rows<{ percent_off: number }>(
        db,
        sql`SELECT percent_off FROM hut_rate_plans WHERE hut_id IN (${huts[lang][0]}, ${huts[lang][1]}, ${huts[lang][2]})`,
      );
      expect(plans.map((plan) => plan.percent_off)).toEqual([15, 15, 15]);
      const [kept] = await rows<{ total: string; rate_plan: { plan: { percent_off: number } } }>(
        db,
        sql`SELECT total::text AS total, rate_plan FROM bookings WHERE code = ${made.code}`,
      );
      expect(kept).toMatchObject({ total: made.total, rate_plan: { plan: { percent_off: 12 } } });
      await screenshot(page, `rates-desk-${lang}-04-bulk-plan-saved`);
      expect(guard.errors).toEqual([]);
      expect(guard.external).toEqual([]);
      await page.context().close();
    },
  );
});
