// A day visitor whose hold lapsed before paying holds the same tickets again (issue 25 §2), in English on a desktop and
// in Arabic on a phone (each step also photographed at the other width): from My bookings' card, and from the payment
// screen's expired step; both land on the payment screen with the widget.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import type { Browser, Page } from 'playwright-core';
import { addDays, todayIn } from '../../src/shared/dates';
import { users } from '../../src/server/db/schema';
import { rows } from '../../src/server/db/sql';
import { browserAvailable, guardPage, screenshot } from '../helpers/e2e/browser';
import { useServerAndBrowser } from '../helpers/e2e/suite';

const describeBrowser = browserAvailable() ? describe : describe.skip;

type Locale = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
const locale = (lang: string): Locale => JSON.parse(readFileSync(path.resolve(__dirname, '../../public/locales', `${lang}.json`), 'utf8'));
const PASSWORD = 'KenResort#2026';
const EMAIL = 'guest@kenresort.sa';
const SNORKEL = { en: 'Sunrise snorkel for visitors', ar: 'غطس الشروق للزوار' };

describeBrowser('a lapsed day-visit hold held again in the browser', () => {
  const live = useServerAndBrowser();
  let event = 0;
  let session = 0;

  beforeAll(async () => {
    const [row] = await rows<{ id: number }>(
      live.server.app.db,
      sql`INSERT INTO events (title, title_ar, description, description_ar, location, location_ar, open_to_day_visitors, day_visit_cancel_hours)
        VALUES (${SNORKEL.en}, ${SNORKEL.ar}, 'An hour over the house reef at sunrise.', 'ساعة فوق الشعاب عند الشروق.', 'Beach', 'الشاطئ', true, 24)
        RETURNING id`,
    );
    event = row.id;
    const [date] = await rows<{ id: number }>(
      live.server.app.db,
      sql`INSERT INTO event_dates (event_id, date, price, capacity, max_purchasable_quantity)
        VALUES (${event}, ${addDays(todayIn(), 1)}::date, 120, 10, 6) RETURNING id`,
    );
    session = date.id;
  });

  /** A day visit held for the guest, then lapsed unpaid (its hold ran out a minute ago). */
  async function lapsedVisit(): Promise<number> {
    const [guest] = await live.server.app.db.select().from(users).where(eq(users.email, EMAIL));
    const made = await live.server.app.inject({
      method: 'POST',
      url: '/api/products/day-visits/',
      payload: { events: [{ event, date: session, quantity: 2 }] },
      headers: { authorization: `Bearer ${live.server.app.tokens.signAccess(guest)}` },
    });
    expect(made.statusCode).toBe(201);
    const id = made.json().id as number;
    await lapse(id);
    return id;
  }
  const lapse = (id: number) =>
    live.server.app.db.execute(sql`UPDATE bookings SET hold_expires_at = now() - interval '1 minute' WHERE id = ${id}`);

  async function signedIn(browser: Browser, lang: 'en' | 'ar', width: number, next: string): Promise<Page> {
    const t = locale(lang);
    const context = await browser.newContext({ viewport: { width, height: width < 600 ? 844 : 900 }, locale: lang });
    await context.addCookies([{ name: 'i18next', value: lang, url: live.server.url }]);
    const page = await context.newPage();
    await page.goto(`${live.server.url}/account/login?next=${encodeURIComponent(next)}`);
    await page.getByLabel(t.account.fields.email, { exact: true }).fill(EMAIL);
    await page.getByLabel(t.account.fields.password, { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: t.account.login.submit, exact: true }).click();
    await page.waitForURL(`**${next}`, { timeout: 30_000 });
    return page;
  }

  async function shoot(page: Page, name: string) {
    const width = page.viewportSize()!.width;
    await screenshot(page, `${name}-${width}`);
    const other = width < 600 ? { width: 1280, height: 900 } : { width: 390, height: 844 };
    await page.setViewportSize(other);
    await screenshot(page, `${name}-${other.width}`);
    await page.setViewportSize({ width, height: width < 600 ? 844 : 900 });
  }

  test.each([
    ['en', 1280],
    ['ar', 390],
  ] as const)('from My bookings and from the payment screen (%s, %i px)', async (lang, width) => {
    const t = locale(lang);
    const id = await lapsedVisit();
    // A lapsed hold is listed with the past bookings, under its status.
    const page = await signedIn(live.browser, lang, width, '/my-booking?tab=past');
    const guard = guardPage(page, live.server.url);

    // My bookings: the card says the hold ran out, and offers the same tickets again beside booking anew.
    const card = page.getByRole('article').filter({ hasText: SNORKEL[lang] }).first();
    await card.getByText(t.myBookings.expiredNote).waitFor();
    const again = card.getByRole('button', { name: t.myBookings.holdAgain });
    await again.scrollIntoViewIfNeeded();
    await shoot(page, `dayvisit-holdagain-${lang}-01-card`);
    await again.click();
    await page.waitForURL(new RegExp(`/${id}/payment$`));
    await page.locator('.wpwl-form').waitFor({ timeout: 30_000 });
    await shoot(page, `dayvisit-holdagain-${lang}-02-payment`);
    const [{ status }] = await rows<{ status: string }>(
      live.server.app.db,
      sql`SELECT status::text FROM bookings WHERE id = ${id} AND hold_expires_at > now()`,
    );
    expect(status).toBe('confirmed');

    // Lapsed again on the payment screen (opened afresh): its expired step holds the tickets again.
    await lapse(id);
    await page.reload();
    await page.getByText(t.booking.expired.textVisit).waitFor({ timeout: 30_000 });
    await shoot(page, `dayvisit-holdagain-${lang}-03-expired`);
    await page.getByRole('button', { name: t.booking.expired.restartVisit }).click();
    await page.locator('.wpwl-form').waitFor({ timeout: 30_000 });
    expect(guard.errors).toEqual([]);
    await page.context().close();
  });
});
