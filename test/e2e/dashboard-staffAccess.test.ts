// Staff roles, invitations and two-step sign-in in the browser (issue 23 §5), in English and Arabic, on a phone
// and a wide screen: the demo manager invites a front-desk member and a finance member by e-mail; each sets their
// password from the link; the front desk signs in without a second step and cannot open the figures (no menu entry,
// /dashboard sends them to the grid, the API refuses them); finance sets up the authenticator app inside the sign-in
// (the code computed from the key the page shows, as an app would) and is shown the recovery codes once.
import type { Browser, Page } from 'playwright-core';
import { Secret, TOTP } from 'otpauth';
import { browserAvailable, guardPage, screenshot } from '../helpers/e2e/browser';
import { LOGIN, locale } from '../helpers/e2e/locale';
import { readMail } from '../helpers/e2e/outbox';
import { useServerAndBrowser } from '../helpers/e2e/suite';

const describeBrowser = browserAvailable() ? describe : describe.skip;
const PASSWORD = 'Team-Member-2026';

async function newPage(browser: Browser, url: string, lang: 'en' | 'ar', width: number): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 900 }, locale: lang });
  await context.addCookies([{ name: 'i18next', value: lang, url }]);
  return context.newPage();
}

async function signIn(page: Page, lang: 'en' | 'ar', email: string, password: string) {
  await page.getByLabel(LOGIN[lang].email, { exact: true }).fill(email);
  await page.getByLabel(LOGIN[lang].password, { exact: true }).fill(password);
  await page.getByRole('button', { name: LOGIN[lang].signIn, exact: true }).click();
}

describeBrowser('staff roles, invitations and two-step sign-in', () => {
  const live = useServerAndBrowser();

  test.each(['en', 'ar'] as const)(
    'a manager invites staff who set their password; the front desk cannot open the figures (%s)',
    async (lang) => {
      const t = locale(lang);
      const url = live.server.url;
      const prefix = lang === 'ar' ? '/ar' : '';
      const desk = `desk-${lang}@kenresort.sa`;
      const finance = `finance-${lang}@kenresort.sa`;

      // The demo manager (exempt from the second step in a development seed) invites two people.
      const manager = await newPage(live.browser, url, lang, 1280);
      const guard = guardPage(manager, url);
      await manager.goto(`${url}${prefix}/dashboard/users`);
      await manager.waitForURL('**/account/login?next=**');
      await signIn(manager, lang, 'admin@kenresort.sa', 'KenResort#2026');
      await manager.getByRole('heading', { level: 1, name: t.dashboard.nav.users }).waitFor();
      for (const [email, name, role] of [
        [desk, lang === 'ar' ? 'سلمى الاستقبال' : 'Salma Desk', 'front_desk'],
        [finance, lang === 'ar' ? 'فهد المالية' : 'Fahad Finance', 'finance'],
      ] as const) {
        await manager.getByRole('button', { name: t.dashboard.users.inviteStaff, exact: true }).click();
        const form = manager.getByRole('form', { name: t.dashboard.users.inviteStaff });
        await form.getByLabel(t.dashboard.users.name, { exact: true }).fill(name);
        await form.getByLabel(t.dashboard.users.email, { exact: true }).fill(email);
        await form.getByLabel(t.dashboard.users.staffRole, { exact: true }).selectOption(role);
        await form.getByLabel(t.dashboard.users.language, { exact: true }).selectOption(lang);
        if (role === 'front_desk') {
          for (const width of [1280, 390]) {
            await manager.setViewportSize({ width, height: 900 });
            await screenshot(manager, `staff-${lang}-invite-${width}`);
          }
          await manager.setViewportSize({ width: 1280, height: 900 });
        }
        await form.getByRole('button', { name: t.dashboard.users.sendInvitation, exact: true }).click();
        await form.waitFor({ state: 'detached' });
      }

      const linkOf = async (email: string) => {
        const mail = await readMail(live.server.dataDir, email, (parts) =>
          parts.some((part) => part.includes('href="') && part.includes('/join-staff/')),
        );
        const html = mail.parts.find((part) => part.includes('href="') && part.includes('/join-staff/'))!;
        const link = /href="([^"]+\/join-staff\/[A-Za-z0-9_-]+)"/.exec(html)![1];
        expect(link.includes('/ar/account/join-staff/')).toBe(lang === 'ar');
        return link.replace(/^https?:\/\/[^/]+/, url);
      };

      // The front desk sets a password on a phone, signs in with it alone, and lands on the grid.
      const phone = await newPage(live.browser, url, lang, 390);
      await phone.goto(await linkOf(desk));
      await phone.getByRole('heading', { level: 1, name: t.account.join.title }).waitFor();
      await phone.getByText(desk).waitFor();
      await screenshot(phone, `staff-${lang}-join-390`);
      await phone.getByLabel(t.account.fields.newPassword, { exact: true }).fill(PASSWORD);
      await phone.getByLabel(t.account.fields.confirmPassword, { exact: true }).fill(PASSWORD);
      await phone.getByRole('button', { name: t.account.join.submit, exact: true }).click();
      await phone.waitForURL('**/account/login');
      // Staff open the back office at /dashboard; the front desk's starts at the grid (the figures are not theirs).
      await phone.goto(`${url}${prefix}/dashboard`);
      await phone.waitForURL('**/account/login?next=**');
      await signIn(phone, lang, desk, PASSWORD);
      await phone.waitForURL('**/dashboard/grid');
      await phone.setViewportSize({ width: 1280, height: 900 });
      const nav = phone.getByRole('navigation', { name: t.dashboard.nav.label }).first();
      await nav.getByRole('link', { name: t.dashboard.nav.grid, exact: true }).waitFor();
      expect(await nav.getByRole('link', { name: t.dashboard.nav.home, exact: true }).count()).toBe(0);
      expect(await nav.getByRole('link', { name: t.dashboard.nav.ledger, exact: true }).count()).toBe(0);
      expect(await nav.getByRole('link', { name: t.dashboard.nav.users, exact: true }).count()).toBe(0);
      await screenshot(phone, `staff-${lang}-front-desk-1280`);
      // The API refuses the figures to the front desk's own session, in the page's language.
      const refused = await phone.evaluate(async () => {
        const token = localStorage.getItem('ken_token') ?? '';
        const response = await fetch('/api/dashboard/figures/', { headers: { authorization: `Bearer ${token}` } });
        return response.status;
      });
      expect(refused).toBe(403);

      // Finance must set up the second step: the page shows the QR and the key; the code an app would show signs in.
      const second = await newPage(live.browser, url, lang, 390);
      await second.goto(await linkOf(finance));
      await second.getByLabel(t.account.fields.newPassword, { exact: true }).fill(PASSWORD);
      await second.getByLabel(t.account.fields.confirmPassword, { exact: true }).fill(PASSWORD);
      await second.getByRole('button', { name: t.account.join.submit, exact: true }).click();
      await second.waitForURL('**/account/login');
      await second.goto(`${url}${prefix}/dashboard`);
      await second.waitForURL('**/account/login?next=**');
      await signIn(second, lang, finance, PASSWORD);
      await second.getByRole('heading', { level: 1, name: t.account.twoFactor.enrolTitle }).waitFor();
      await second.getByRole('img', { name: t.account.twoFactor.qrAlt }).waitFor();
      await screenshot(second, `staff-${lang}-two-factor-enrol-390`);
      const key = (await second.locator('code bdi').innerText()).replace(/\s/g, '');
      const code = new TOTP({ secret: Secret.fromBase32(key), digits: 6, period: 30 }).generate();
      await second.getByLabel(t.account.twoFactor.codeLabel, { exact: true }).fill(code);
      await second.getByRole('button', { name: t.account.twoFactor.submit, exact: true }).click();
      const codes = second.getByRole('list', { name: t.account.twoFactor.codesTitle });
      await codes.waitFor();
      expect(await codes.getByRole('listitem').count()).toBe(10);
      await second.setViewportSize({ width: 1280, height: 900 });
      await screenshot(second, `staff-${lang}-recovery-codes-1280`);
      await second.getByRole('button', { name: t.account.twoFactor.codesSaved, exact: true }).click();
      await second.waitForURL(/\/dashboard$/);

      expect(guard.errors).toEqual([]);
      await Promise.all([manager, phone, second].map((page) => page.context().close()));
    },
  );
});
