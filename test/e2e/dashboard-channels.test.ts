// Calendar sync (issue 24 §1): staff import a channel's calendar (served here by a local server, its host allowed with
// ICAL_ALLOWED_HOSTS) into a hut from its page's Channels panel, and the nights it blocks can no longer be picked on
// the guest's calendar of that hut. English and Arabic, 1280 and 390 px, screenshotted and checked with axe-core.
import { sql } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { rows } from '../../src/server/db/sql';
import { addDays, todayIn } from '../../src/shared/dates';
import { browserAvailable, guardPage, screenshot } from '../helpers/e2e/browser';
import { LOGIN, locale } from '../helpers/e2e/locale';
import { useServerAndBrowser } from '../helpers/e2e/suite';
import { icsOf, startFeedServer } from '../helpers/server/feedServer';

const describeBrowser = browserAvailable() ? describe : describe.skip;
type Night = { date: string; price: string | null; available: boolean };

describeBrowser('the back office: a hut’s channels', () => {
  const live = useServerAndBrowser({ ICAL_ALLOWED_HOSTS: '127.0.0.1' });
  let feeds: Awaited<ReturnType<typeof startFeedServer>>;
  beforeAll(async () => {
    feeds = await startFeedServer();
  });
  afterAll(() => feeds?.close());

  async function phoneAndDesktop(page: Page, name: string) {
    await screenshot(page, name);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await screenshot(page, `${name}-phone`);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.waitForTimeout(300);
  }

  test.each(['en', 'ar'] as const)('staff import a calendar; its nights are blocked on the guest calendar (%s)', async (lang) => {
    const t = locale(lang);
    const c = t.dashboard.channels;
    const [{ id: hutId }] = await rows<{ id: number }>(
      live.server.app.db,
      sql`SELECT id FROM huts WHERE is_active AND deleted_at IS NULL ORDER BY id LIMIT 1`,
    );
    // Three free, priced nights next month, different ones per language (both runs share the hut).
    const start = addDays(`${addDays(todayIn(), 31).slice(0, 7)}-01`, lang === 'en' ? 9 : 16);
    const nights = (await (
      await fetch(`${live.server.url}/api/products/huts/${hutId}/availability/?from=${start}&to=${addDays(start, 6)}`)
    ).json()) as Night[];
    const free = nights.map((night) => night.date).find((_date, i) => nights.slice(i, i + 3).filter((n) => n.available).length === 3);
    if (!free) throw new Error(`no three free nights in hut ${hutId} from ${start}`);
    const blocked = [free, addDays(free, 1), addDays(free, 2)];
    feeds.serve(`/airbnb-${lang}.ics`, icsOf([{ from: free, to: addDays(free, 3) }]));

    const context = await live.browser.newContext({ viewport: { width: 1280, height: 900 }, locale: lang });
    await context.addCookies([{ name: 'i18next', value: lang, url: live.server.url }]);
    const page = await context.newPage();
    const guard = guardPage(page, live.server.url);
    await page.goto(`${live.server.url}/dashboard/huts/${hutId}`);
    await page.waitForURL('**/account/login?next=*');
    await page.getByLabel(LOGIN[lang].email, { exact: true }).fill('admin@kenresort.sa');
    await page.getByLabel(LOGIN[lang].password, { exact: true }).fill('KenResort#2026');
    await page.getByRole('button', { name: LOGIN[lang].signIn, exact: true }).click();
    await page.waitForURL(new RegExp(`/dashboard/huts/${hutId}$`));

    const panel = page.getByRole('region', { name: c.title });
    await panel.waitFor();
    const exportUrl = await panel.getByLabel(c.exportLabel).inputValue();
    // Absolute, on the configured PUBLIC_URL (unset here: http://localhost:PORT), and served by this server.
    expect(exportUrl).toMatch(/^http:\/\/[^/]+\/ical\/huts\/[A-Za-z0-9_-]{43}\.ics$/);
    const feed = await fetch(`${live.server.url}${new URL(exportUrl).pathname}`);
    expect([feed.status, feed.headers.get('content-type')]).toEqual([200, 'text/calendar; charset=utf-8']);

    const name = lang === 'en' ? 'Airbnb' : 'Booking.com';
    await panel.getByLabel(c.name, { exact: true }).fill(name);
    await panel.getByLabel(c.url, { exact: true }).fill(feeds.url(`/airbnb-${lang}.ics`));
    await panel.getByRole('button', { name: c.add, exact: true }).click();
    const item = panel.getByRole('listitem').filter({ hasText: feeds.url(`/airbnb-${lang}.ics`) });
    await item.getByText(c.blockedNights).waitFor();
    expect(feeds.hits(`/airbnb-${lang}.ics`)).toBe(1);
    await phoneAndDesktop(page, `dashboard-channels-${lang}`);

    // The guest's calendar of the hut: the three nights cannot be picked, the night after them can.
    await page.goto(`${live.server.url}${lang === 'ar' ? '/ar' : ''}/huts/${hutId}/details`);
    await page.getByRole('grid').first().waitFor();
    for (let i = 0; i < 3 && (await page.locator(`[data-day="${free}"]`).count()) === 0; i += 1)
      await page.getByRole('button', { name: t.calendar.nextMonth }).first().click();
    for (const day of blocked) {
      const cell = page.locator(`[data-day="${day}"]`).first();
      expect(await cell.getAttribute('aria-label')).toContain(t.calendar.unavailable);
    }
    expect(
      await page
        .locator(`[data-day="${addDays(free, 3)}"]`)
        .first()
        .getAttribute('aria-label'),
    ).not.toContain(t.calendar.unavailable);
    await screenshot(page, `dashboard-channels-${lang}-guest-calendar`);
    // On a phone the calendar opens from the bar at the bottom.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('button', { name: t.bookingPanel.chooseDatesShort, exact: true }).click();
    await page.locator(`[data-day="${free}"]`).first().waitFor({ state: 'visible' });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await page.locator(`[data-day="${free}"]:visible`).first().getAttribute('aria-label')).toContain(t.calendar.unavailable);
    await screenshot(page, `dashboard-channels-${lang}-guest-calendar-phone`);
    expect(guard.errors).toEqual([]);
    expect(guard.external).toEqual([]);
    await context.close();
  });
});
