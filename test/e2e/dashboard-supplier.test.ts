// The supplier portal in the browser, in English (desktop) and Arabic (phone): the demo dive supplier signs
// in and lands on their overview, adds a service with a dated session through the forms, a guest buys two
// tickets for it (through the API, to stay fast), and the supplier sees the guest's name and quantity on
// the session. Screenshots of the supplier's screens at 1280 px and 390 px in both languages.
import { sql } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import type { Database } from '../../src/server/db/client';
import { addDays, todayIn } from '../../src/shared/dates';
import { formatNumber } from '../../src/client/ui/format';
import { browserAvailable, guardPage, screenshot } from '../helpers/e2e/browser';
import { LOGIN, locale } from '../helpers/e2e/locale';
import { useServerAndBrowser } from '../helpers/e2e/suite';

const describeBrowser = browserAvailable() ? describe : describe.skip;
const login = LOGIN;
const PASSWORD = 'KenResort#2026';

/** The demo guest signs in and books a hut stay with `quantity` tickets of the session; the payment is recorded directly. */
async function guestBuys(url: string, db: Database, serviceId: number, date: string, quantity: number) {
  const json = { 'content-type': 'application/json' };
  const signedIn = await fetch(`${url}/login/`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ email: 'guest@kenresort.sa', password: PASSWORD }),
  });
  const { token } = (await signedIn.json()) as { token: string };
  const headers = { ...json, authorization: `Bearer ${token}` };
  const [session] = (
    (await db.execute(sql`SELECT id FROM service_dates WHERE service_id = ${serviceId}::int AND date = ${date}::date`)) as unknown as {
      rows: { id: number }[];
    }
  ).rows;
  const [hut] = (
    (await db.execute(sql`SELECT id FROM huts WHERE deleted_at IS NULL AND is_active ORDER BY id LIMIT 1`)) as unknown as {
      rows: { id: number }[];
    }
  ).rows;
  const body = {
    hut: hut.id,
    persons_max_num: 2,
    kids_max_num: 0,
    date: { date_from: date, date_to: addDays(date, 1) },
    services: [{ service: serviceId, quantity, date: session.id }],
  };
  const created = await fetch(`${url}/api/products/booking/`, { method: 'POST', headers, body: JSON.stringify(body) });
  if (created.status !== 201) throw new Error(`booking failed: ${created.status} ${await created.text()}`);
  const { id } = (await created.json()) as { id: number };
  const held = await fetch(`${url}/api/products/booking/update/${id}/`, {
    method: 'PUT',
    headers,
    body: JSON.stringify({ ...body, status: 'confirmed' }),
  });
  if (held.status !== 200) throw new Error(`hold failed: ${held.status} ${await held.text()}`);
  // The card payment has its own end-to-end test; here the booking is simply marked paid.
  await db.execute(sql`UPDATE bookings SET status = 'paid', paid = total WHERE id = ${id}::int`);
}

describeBrowser('the supplier portal', () => {
  const live = useServerAndBrowser();

  /** Both widths; the page never scrolls sideways (a wide file input or select once pushed Arabic pages out). */
  const shoot = async (page: Page, name: string, width: number) => {
    const other = width === 1280 ? 390 : 1280;
    for (const size of [width, other]) {
      await page.setViewportSize({ width: size, height: 844 });
      await page.waitForTimeout(300);
      await screenshot(page, `${name}-${size}`);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect([name, size, overflow]).toEqual([name, size, 0]);
    }
    await page.setViewportSize({ width, height: 844 });
  };

  test.each([
    ['en', 1280],
    ['ar', 390],
  ] as const)('a supplier adds a dated service and sees the ticket a guest bought (%s, %i px)', async (lang, width) => {
    const t = locale(lang).dashboard;
    const url = live.server.url;
    const context = await live.browser.newContext({ viewport: { width, height: 844 }, locale: lang });
    await context.addCookies([{ name: 'i18next', value: lang, url }]);
    const page = await context.newPage();
    const guard = guardPage(page, url);
    const name = `supplier-${lang}`;

    // Signing in lands on the supplier's overview.
    await page.goto(`${url}/account/login`);
    await page.getByLabel(login[lang].email, { exact: true }).fill('supplier.dive@kenresort.sa');
    await page.getByLabel(login[lang].password, { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: login[lang].signIn, exact: true }).click();
    await page.waitForURL(/\/dashboard$/);
    await page.getByRole('heading', { level: 1, name: t.supplier.homeTitle }).waitFor();
    await shoot(page, `${name}-home`, width);

    // A new service: no owner to pick, it is theirs.
    await page.getByRole('link', { name: t.services.new }).first().click();
    const form = page.getByRole('form', { name: t.services.formLabel });
    await form.waitFor();
    expect(await form.getByLabel(t.services.supplier).count()).toBe(0);
    const stamp = Date.now() % 100000;
    const title = `Sunset kayak ${stamp}`;
    const titleAr = `قوارب الغروب ${stamp}`;
    await form.getByLabel(t.common.inEnglish.replace('{{label}}', t.items.name), { exact: true }).fill(title);
    await form.getByLabel(t.common.inArabic.replace('{{label}}', t.items.name), { exact: true }).fill(titleAr);
    await form.getByLabel(t.items.price, { exact: true }).fill('90');
    await shoot(page, `${name}-service-new`, width);
    // New services start hidden from guests (issue 20, item 11): the supplier shows this one at once, and is told
    // that guests will see it without a picture.
    await form.getByRole('checkbox', { name: t.items.active }).check();
    await form.getByText(t.visibility.showAnyway.replace('{{what}}', t.visibility.service.picture), { exact: true }).waitFor();
    await form.getByRole('button', { name: t.common.save, exact: true }).click();
    await page.waitForURL(/\/dashboard\/services\/\d+$/);
    const serviceId = Number(new URL(page.url()).pathname.split('/').pop());

    // A dated session a month ahead.
    const date = addDays(todayIn(), lang === 'en' ? 30 : 34);
    const newSession = page.getByLabel(t.sessions.new, { exact: true });
    await newSession.getByLabel(t.sessions.date, { exact: true }).fill(date);
    await newSession.getByLabel(t.sessions.capacity, { exact: true }).fill('6');
    await newSession.getByRole('button', { name: t.sessions.add }).click();
    await page.getByText(t.sessions.sold.replace('{{n}}', formatNumber(0, lang))).waitFor();

    // A guest buys two tickets; the supplier sees who and how many.
    await guestBuys(url, live.server.app.db as Database, serviceId, date, 2);
    await page.reload();
    await page.getByText(t.sessions.sold.replace('{{n}}', formatNumber(2, lang))).waitFor();
    await page.getByRole('button', { name: t.sessions.tickets }).click();
    const tickets = page.getByRole('list', { name: t.supplier.ticketsTitle });
    await tickets.getByText('Noura Al-Harbi').waitFor();
    expect(await tickets.getByText(t.supplier.ticketQuantity.replace('{{n}}', formatNumber(2, lang))).count()).toBe(1);
    expect(await tickets.textContent()).not.toMatch(/@|\+966/);
    await shoot(page, `${name}-service-tickets`, width);

    // The overview (with this month's figures), the services list (theirs only) and sales per month.
    await page.goto(`${url}/dashboard`);
    await page.getByRole('heading', { level: 2, name: t.supplier.upcoming }).waitFor();
    await shoot(page, `${name}-home-after`, width);
    await page.goto(`${url}/dashboard/services`);
    await page.getByRole('link', { name: lang === 'ar' ? titleAr : title }).waitFor();
    await shoot(page, `${name}-services`, width);
    await page.goto(`${url}/dashboard/sales`);
    await page.getByRole('heading', { level: 1, name: t.nav.sales }).waitFor();
    await shoot(page, `${name}-sales`, width);

    // Their own "Sign-in and security" from the account links: in the top bar on a wide screen, in the drawer on a
    // phone (opened again if the drawer closed while the page was still settling).
    const securityLink = page.getByRole('link', { name: t.security.open, exact: true });
    if (width === 390) {
      for (let attempt = 0; ; attempt += 1) {
        await page.getByRole('button', { name: locale(lang).header.openMenu }).click();
        const opened = await securityLink.waitFor({ timeout: 5000 }).then(
          () => true,
          () => false,
        );
        if (opened) break;
        if (attempt === 2) throw new Error('the drawer did not open');
      }
      await page.waitForTimeout(400); // the slide-in animation
      await screenshot(page, `${name}-security-drawer-390`);
    }
    await securityLink.click();
    await page.waitForURL(/\/dashboard\/security$/);
    await page.getByRole('heading', { level: 1, name: t.security.title }).waitFor();
    const twoFactor = page.getByRole('region', { name: t.security.twoFactor });
    await twoFactor.getByText(t.security.off, { exact: true }).waitFor();
    expect(await twoFactor.getByRole('button', { name: t.security.turnOn, exact: true }).count()).toBe(1);
    await page.getByRole('region', { name: locale(lang).profile.password.title }).waitFor();
    await shoot(page, `${name}-security`, width);

    expect(guard.errors).toEqual([]);
    expect(guard.external).toEqual([]);
    await context.close();
  });
});
