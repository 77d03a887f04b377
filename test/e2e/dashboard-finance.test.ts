// The back office's money screens in the browser, in English and Arabic at 1280 and 390 px: the ledger (its
// payment method a select of the brands), the supplier statements (the commission rate with its percent sign) and
// the tax documents (the month a select of Intl's month names). Each is screenshotted and checked with axe-core.
import type { Browser, Page } from 'playwright-core';
import { browserAvailable, guardPage, screenshot } from '../helpers/e2e/browser';
import { useServerAndBrowser } from '../helpers/e2e/suite';

const describeBrowser = browserAvailable() ? describe : describe.skip;

const copy = {
  en: { email: 'E-mail', password: 'Password', signIn: 'Sign in', method: 'Payment method', mada: 'mada', month: 'November 2026' },
  ar: { email: 'البريد الإلكتروني', password: 'كلمة المرور', signIn: 'دخول', method: 'وسيلة الدفع', mada: 'مدى', month: 'نوفمبر ٢٠٢٦' },
} as const;

async function signedInPage(browser: Browser, url: string, lang: 'en' | 'ar'): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: lang });
  await context.addCookies([{ name: 'i18next', value: lang, url }]);
  const page = await context.newPage();
  await page.goto(`${url}/dashboard/ledger`);
  await page.waitForURL('**/account/login?next=**');
  await page.getByLabel(copy[lang].email, { exact: true }).fill('admin@kenresort.sa');
  await page.getByLabel(copy[lang].password, { exact: true }).fill('KenResort#2026');
  await page.getByRole('button', { name: copy[lang].signIn, exact: true }).click();
  await page.waitForURL('**/dashboard/ledger');
  return page;
}

async function bothWidths(page: Page, name: string) {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await screenshot(page, `${name}-${width}`);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

describeBrowser('the back office’s money screens', () => {
  const live = useServerAndBrowser();

  test.each(['en', 'ar'] as const)('ledger, supplier statements and tax documents (%s)', async (lang) => {
    const text = copy[lang];
    const url = live.server.url;
    const page = await signedInPage(live.browser, url, lang);
    const guard = guardPage(page, url);

    // The ledger's payment method is a select of the brands, named in the page's language.
    const method = page.getByRole('combobox', { name: text.method, exact: true });
    await method.waitFor();
    expect(await method.locator('option').allTextContents()).toContain(text.mada);
    await bothWidths(page, `dashboard-${lang}-ledger`);

    await page.goto(`${url}/dashboard/statements`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await bothWidths(page, `dashboard-${lang}-statements`);

    // The tax documents' month is a select whose options are Intl's month names in the page's language.
    await page.goto(`${url}/dashboard/documents`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.getByRole('option', { name: text.month, exact: true }).waitFor({ state: 'attached' });
    expect(await page.locator('input[type="month"]').count()).toBe(0);
    await bothWidths(page, `dashboard-${lang}-documents`);

    expect(guard.errors).toEqual([]);
    expect(guard.external).toEqual([]);
    await page.context().close();
  });
});
