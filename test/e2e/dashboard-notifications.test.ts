// The back office's notification bell (issue 23 §6): a support message sent while staff have the back office open
// reaches the bell live (server-sent events, no reload), and the panel words it, links it and marks it read.
// English and Arabic, 1280 and 390 px, screenshotted and checked with axe-core.
import { checkAccessibility } from '../helpers/e2e/axe';
import { browserAvailable, guardPage, screenshot } from '../helpers/e2e/browser';
import { locale, LOGIN } from '../helpers/e2e/locale';
import { useServerAndBrowser } from '../helpers/e2e/suite';

const describeBrowser = browserAvailable() ? describe : describe.skip;

describeBrowser('the back office: live notifications', () => {
  const live = useServerAndBrowser();

  test.each(['en', 'ar'] as const)(
    'a support message arrives at the bell without a reload, opens in the panel and is marked read (%s)',
    async (lang) => {
      const t = locale(lang).dashboard.notifications;
      const context = await live.browser.newContext({ viewport: { width: 1280, height: 900 }, locale: lang });
      await context.addCookies([{ name: 'i18next', value: lang, url: live.server.url }]);
      const page = await context.newPage();
      const guard = guardPage(page, live.server.url);
      // What the bell asked for, said when a step times out.
      const calls: string[] = [];
      page.on('response', (response) => {
        if (response.url().includes('/notifications/'))
          calls.push(`${response.status()} ${response.url().replace(/ticket=[^&]+/, 'ticket=…')}`);
      });
      const step = async (what: Promise<unknown>) => {
        try {
          await what;
        } catch (error) {
          throw new Error(`${String(error)}\nnotification calls: ${calls.join('\n')}`);
        }
      };
      await page.goto(`${live.server.url}/dashboard`);
      await page.waitForURL('**/account/login?next=*');
      await page.getByLabel(LOGIN[lang].email, { exact: true }).fill('admin@kenresort.sa');
      await page.getByLabel(LOGIN[lang].password, { exact: true }).fill('KenResort#2026');
      await page.getByRole('button', { name: LOGIN[lang].signIn, exact: true }).click();
      await page.waitForURL(/\/dashboard$/);
      const bell = page.getByRole('button', { name: new RegExp(`^${t.bell}`) });
      await bell.waitFor();
      // Start from nothing unread, then wait for the stream to be up (the polling note goes away).
      await bell.click();
      const panel = page.getByRole('region', { name: t.title });
      const markAll = panel.getByRole('button', { name: t.markAll });
      if (await markAll.isVisible()) await markAll.click();
      await page.getByRole('button', { name: t.bell, exact: true }).waitFor();
      // The stream is up once the bell says so (data-live), after the list has loaded.
      await step(page.locator('[data-live="true"]').waitFor({ timeout: 45_000 }));
      expect(await panel.getByText(t.polling).count()).toBe(0);

      const name = lang === 'ar' ? 'نورة السالم' : 'Nora Salem';
      const sent = await fetch(`${live.server.url}/support/create/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'accept-language': lang },
        body: JSON.stringify({ full_name: name, email: 'nora@example.test', content: 'Is the reef open in December?' }),
      });
      expect(sent.status).toBe(201);
      const one = new Intl.NumberFormat(lang === 'ar' ? 'ar-SA' : 'en', {}).format(1);
      await step(page.getByRole('button', { name: t.bellUnread.replace('{{formatted}}', one) }).waitFor({ timeout: 10_000 }));
      const item = panel.getByRole('link', { name: new RegExp(name) });
      await item.waitFor();
      await checkAccessibility(page, `dashboard-notifications-${lang}`);
      await screenshot(page, `dashboard-notifications-${lang}`);
      await page.setViewportSize({ width: 390, height: 844 });
      await page.waitForTimeout(400);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await screenshot(page, `dashboard-notifications-${lang}-phone`);

      await panel.getByRole('button', { name: t.markRead }).first().click();
      await page.getByRole('button', { name: t.bell, exact: true }).waitFor();
      await item.click();
      await page.waitForURL(/\/dashboard\/support\/\d+$/);
      expect(guard.errors).toEqual([]);
      expect(guard.external).toEqual([]);
      await context.close();
    },
  );
});
