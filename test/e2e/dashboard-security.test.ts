// "Sign-in and security" in the browser (issue 23 §5), in English and Arabic, on a phone and a wide screen: a
// front-desk member (a role that does not require two-step sign-in) opens the screen from the account links, turns
// it on with the code an authenticator app would compute from the key the page shows, sees the recovery codes once,
// and the next sign-in asks for the app's code.
import type { Browser, Page } from 'playwright-core';
import { Secret, TOTP } from 'otpauth';
import { browserAvailable, guardPage, screenshot } from '../helpers/e2e/browser';
import { LOGIN, locale } from '../helpers/e2e/locale';
import { readMail } from '../helpers/e2e/outbox';
import { useServerAndBrowser } from '../helpers/e2e/suite';

const describeBrowser = browserAvailable() ? describe : describe.skip;
const PASSWORD = 'Desk-Member-2026';

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

/** The demo manager invites a front-desk member through the API; they set their password from the e-mailed link. */
async function frontDeskMember(url: string, dataDir: string, email: string, lang: 'en' | 'ar') {
  const post = (path: string, body: object, token?: string) =>
    fetch(`${url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
  const { token } = (await (await post('/login/', { email: 'admin@kenresort.sa', password: 'KenResort#2026' })).json()) as {
    token: string;
  };
  const invited = await post(
    '/api/dashboard/users/invitations/',
    { email, full_name: lang === 'ar' ? 'سلمى الاستقبال' : 'Salma Desk', staff_role: 'front_desk', language: lang },
    token,
  );
  expect(invited.status).toBe(201);
  const mail = await readMail(dataDir, email, (parts) => parts.some((part) => part.includes('/join-staff/')));
  const link = /\/join-staff\/([A-Za-z0-9_-]+)/.exec(mail.parts.find((part) => part.includes('/join-staff/'))!)![1];
  const accepted = await post(`/staff-invitation/${link}/`, { password: PASSWORD, confirm_password: PASSWORD });
  expect(accepted.status).toBe(200);
}

describeBrowser('sign-in and security', () => {
  const live = useServerAndBrowser();

  test.each(['en', 'ar'] as const)('a front-desk member turns two-step sign-in on and signs in with a code (%s)', async (lang) => {
    const t = locale(lang);
    const words = t.dashboard.security;
    const url = live.server.url;
    const prefix = lang === 'ar' ? '/ar' : '';
    const email = `desk-security-${lang}@kenresort.sa`;
    await frontDeskMember(url, live.server.dataDir, email, lang);

    // On a phone: sign in with the password alone, open the screen from the drawer's account links.
    const page = await newPage(live.browser, url, lang, 390);
    const guard = guardPage(page, url);
    await page.goto(`${url}${prefix}/dashboard`);
    await page.waitForURL('**/account/login?next=**');
    await signIn(page, lang, email, PASSWORD);
    await page.waitForURL('**/dashboard/grid');
    // The drawer closes on navigation: the back office may still be settling on its first screen, so open it again if so.
    const drawerLink = page.getByRole('dialog').getByRole('link', { name: words.open, exact: true });
    for (let attempt = 0; ; attempt += 1) {
      await page.getByRole('button', { name: t.header.openMenu }).click();
      const opened = await drawerLink.waitFor({ timeout: 5000 }).then(
        () => true,
        () => false,
      );
      if (opened) break;
      if (attempt === 2) throw new Error('the drawer did not open');
    }
    await page.waitForTimeout(400); // the slide-in animation
    await screenshot(page, `security-${lang}-drawer-390`);
    await drawerLink.click();
    await page.getByRole('heading', { level: 1, name: words.title }).waitFor();
    const panel = page.getByRole('region', { name: words.twoFactor });
    await panel.getByText(words.off, { exact: true }).waitFor();
    await screenshot(page, `security-${lang}-off-390`);

    await panel.getByRole('button', { name: words.turnOn, exact: true }).click();
    await panel.getByRole('img', { name: t.account.twoFactor.qrAlt }).waitFor();
    await screenshot(page, `security-${lang}-enrol-390`);
    const key = (await panel.locator('code bdi').innerText()).replace(/\s/g, '');
    const app = new TOTP({ secret: Secret.fromBase32(key), digits: 6, period: 30 });
    await panel.getByLabel(t.account.twoFactor.codeLabel, { exact: true }).fill(app.generate());
    await panel.getByRole('button', { name: words.confirmOn, exact: true }).click();
    const codes = panel.getByRole('list', { name: t.account.twoFactor.codesTitle });
    await codes.waitFor();
    expect(await codes.getByRole('listitem').count()).toBe(10);
    await screenshot(page, `security-${lang}-codes-390`);
    await page.setViewportSize({ width: 1280, height: 900 });
    await screenshot(page, `security-${lang}-codes-1280`);
    await panel.getByRole('button', { name: words.codesSaved, exact: true }).click();
    await panel.getByText(words.on, { exact: true }).waitFor();
    // Not required of the front desk: it can be turned off again.
    await panel.getByRole('button', { name: words.turnOff, exact: true }).waitFor();
    await screenshot(page, `security-${lang}-on-1280`);

    // Signed out, the next sign-in asks for the app's code (the next 30-second step's: this one's was used).
    await page.getByRole('button', { name: t.header.signOut, exact: true }).click();
    await page.waitForURL((address) => !address.pathname.includes('dashboard'));
    await page.goto(`${url}${prefix}/dashboard`);
    await page.waitForURL('**/account/login?next=**');
    await signIn(page, lang, email, PASSWORD);
    await page.getByRole('heading', { level: 1, name: t.account.twoFactor.title }).waitFor();
    await page.setViewportSize({ width: 390, height: 900 });
    await screenshot(page, `security-${lang}-verify-390`);
    await page.getByLabel(t.account.twoFactor.codeLabel, { exact: true }).fill(app.generate({ timestamp: Date.now() + 30_000 }));
    await page.getByRole('button', { name: t.account.twoFactor.submit, exact: true }).click();
    await page.waitForURL('**/dashboard/grid');

    expect(guard.errors).toEqual([]);
    await page.context().close();
  });
});
