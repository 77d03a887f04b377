// Issue 26 §1 in the browser, English and Arabic, 1280 and 390 px: the profile's switch for news and offers by e-mail
// (off, then on, recorded on the real server) and the delete-account dialog. Screenshots go to artifacts/screenshots.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createConsentService } from '../../src/server/modules/accounts/consent';
import { MARKETING_CONSENT_TEXT } from '../../src/shared/consent';
import { APP_READY_SELECTOR, browserAvailable, guardPage, screenshot } from '../helpers/e2e/browser';
import { readCode } from '../helpers/e2e/outbox';
import { useServerAndBrowser } from '../helpers/e2e/suite';

const describeBrowser = browserAvailable() ? describe : describe.skip;
const locale = (lang: string) => JSON.parse(readFileSync(path.resolve(__dirname, `../../public/locales/${lang}.json`), 'utf8'));

describeBrowser('privacy in the profile', () => {
  const live = useServerAndBrowser();

  test.each(['en', 'ar'] as const)('consent switch and delete dialog in %s', async (lang) => {
    const words = locale(lang);
    const context = await live.browser.newContext({ viewport: { width: 1280, height: 900 }, locale: lang });
    await context.addCookies([{ name: 'i18next', value: lang, url: live.server.url }]);
    const page = await context.newPage();
    const guard = guardPage(page, live.server.url);

    const email = `consent-${lang}-${Date.now()}@example.com`;
    const password = 'Sea&Sand#2026';
    const registered = await page.request.post(`${live.server.url}/register/`, {
      data: { email, password, confirm_password: password, full_name: 'Sara Ali', phone: '+966512345678' },
    });
    expect(registered.status()).toBe(201);
    await page.request.post(`${live.server.url}/verfiy-otp/`, {
      data: { email, otp: (await readCode(live.server.dataDir, email)).code },
    });

    await page.goto(`${live.server.url}/profile`);
    await page.waitForURL('**/account/login?next=%2Fprofile');
    await page.locator('input[type="email"]').first().fill(email);
    await page.locator('input[type="password"]').first().fill(password);
    await page.locator('form button[type="submit"]').first().click();
    await page.waitForURL(`${live.server.url}/profile`);
    await page.getByRole('heading', { level: 1, name: words.profile.title }).waitFor();

    const section = page.getByRole('region', { name: words.profile.privacy.consentTitle });
    const toggle = section.getByRole('switch', { name: MARKETING_CONSENT_TEXT[lang] });
    await toggle.waitFor();
    expect(await toggle.isChecked()).toBe(false);
    await section.scrollIntoViewIfNeeded();
    await screenshot(page, `privacy-${lang}-consent-off`);
    await toggle.click();
    await section.getByText(words.profile.privacy.consentGiven.split('{{date}}')[0].trim()).waitFor();
    expect(await toggle.isChecked()).toBe(true);
    // Recorded on the server, with the words and the language shown.
    const { token } = await (await page.request.post(`${live.server.url}/login/`, { data: { email, password } })).json();
    const state = await (
      await page.request.get(`${live.server.url}/user-info/consents/`, { headers: { authorization: `Bearer ${token}` } })
    ).json();
    expect(state.marketing_emails).toBe(true);
    expect(state.history[0]).toMatchObject({ action: 'given', language: lang, text: MARKETING_CONSENT_TEXT[lang], source: 'profile' });

    for (const [width, suffix] of [
      [1280, ''],
      [390, '-phone'],
    ] as const) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      await section.scrollIntoViewIfNeeded();
      await screenshot(page, `privacy-${lang}-consent-on${suffix}`);
      const remove = page.getByRole('region', { name: words.profile.privacy.deleteTitle });
      await remove.getByRole('button', { name: words.profile.privacy.delete }).click();
      const dialog = page.getByRole('dialog', { name: words.profile.privacy.confirmTitle });
      await dialog.waitFor();
      await page.waitForTimeout(200);
      await screenshot(page, `privacy-${lang}-delete-dialog${suffix}`);
      await dialog.getByRole('button', { name: words.profile.privacy.cancel }).click();
      await dialog.waitFor({ state: 'detached' });
    }

    // The one-click link of a marketing e-mail, opened in a browser: a page in the link's language with one button.
    const consent = createConsentService({
      db: undefined as never,
      clock: { now: () => new Date() },
      secret: readFileSync(path.join(live.server.dataDir, 'jwt-secret'), 'utf8').trim(),
      publicUrl: live.server.url,
    });
    const { id } = await (
      await page.request.get(`${live.server.url}/user-info/`, { headers: { authorization: `Bearer ${token}` } })
    ).json();
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(consent.unsubscribeUrl(id, lang));
    expect(await page.evaluate(() => document.documentElement.dir)).toBe(lang === 'ar' ? 'rtl' : 'ltr');
    // Not the app (no script draws it, it never says it is ready): the helper's goto did not wait for it.
    expect(await page.evaluate(() => document.getElementById('root'))).toBeNull();
    expect(await page.$(APP_READY_SELECTOR)).not.toBeNull();
    await screenshot(page, `privacy-${lang}-unsubscribe-phone`);
    await page.getByRole('button').click();
    await page.waitForLoadState('load');
    await screenshot(page, `privacy-${lang}-unsubscribed-phone`);
    const after = await (
      await page.request.get(`${live.server.url}/user-info/consents/`, { headers: { authorization: `Bearer ${token}` } })
    ).json();
    expect(after.marketing_emails).toBe(false);
    expect(after.history[0]).toMatchObject({ action: 'withdrawn', source: 'unsubscribe_link' });

    expect(guard.errors).toEqual([]);
    expect(guard.external).toEqual([]);
    await context.close();
  });
});
