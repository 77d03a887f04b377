// The back office in the browser, in English and Arabic: the demo admin signs in from /dashboard (and
// comes back to it), edits an FAQ entry and sees it on the guest page, approves a supplier who registered
// in this test, and that supplier then signs in. Screenshots of every back-office screen at 1280 and 390 px.
import type { Browser, Page } from 'playwright-core';
import { browserAvailable, guardPage, screenshot } from '../helpers/e2e/browser';
import { readCode } from '../helpers/e2e/outbox';
import { useServerAndBrowser } from '../helpers/e2e/suite';

const describeBrowser = browserAvailable() ? describe : describe.skip;
const PASSWORD = 'Reef-Hut-2026';

const copy = {
  en: {
    email: 'E-mail',
    password: 'Password',
    signIn: 'Sign in',
    question: 'Question (English)',
    questionAr: 'Question (Arabic)',
    save: 'Save',
    edit: /^Edit “/,
    approve: (name: string) => `Approve ${name}`,
    confirmApprove: 'Approve',
    supplierHome: 'Your overview',
  },
  ar: {
    email: 'البريد الإلكتروني',
    password: 'كلمة المرور',
    signIn: 'دخول',
    question: 'السؤال (بالإنجليزية)',
    questionAr: 'السؤال (بالعربية)',
    save: 'حفظ',
    edit: /^تعديل «/,
    approve: (name: string) => `قبول ${name}`,
    confirmApprove: 'قبول',
    supplierHome: 'نظرة عامة على أعمالك',
  },
} as const;

async function newPage(browser: Browser, url: string, lang: 'en' | 'ar', width = 1280) {
  const context = await browser.newContext({ viewport: { width, height: 900 }, locale: lang });
  await context.addCookies([{ name: 'i18next', value: lang, url }]);
  return context.newPage();
}

async function signIn(page: Page, lang: 'en' | 'ar', email: string, password: string) {
  const text = copy[lang];
  await page.getByLabel(text.email, { exact: true }).fill(email);
  await page.getByLabel(text.password, { exact: true }).fill(password);
  await page.getByRole('button', { name: text.signIn, exact: true }).click();
}

/** A supplier registers and verifies their e-mail through the API, as the sign-up screen would. */
async function registerSupplier(url: string, lang: 'en' | 'ar') {
  const email = `supplier-${lang}-${Date.now()}@example.com`;
  const company = lang === 'ar' ? 'غوص الشعاب' : `Reef Divers ${Date.now() % 10000}`;
  const headers = { 'content-type': 'application/json', 'accept-language': lang };
  const registered = await fetch(`${url}/register/`, {
    method: 'POST',
    headers,
    body: JSON.stringify({
      email,
      password: PASSWORD,
      confirm_password: PASSWORD,
      full_name: 'Huda Saleh',
      phone: '+966512345678',
      account_type: 'supplier',
      company_name: company,
      breif: 'Morning dives on the house reef.',
    }),
  });
  if (registered.status !== 201) throw new Error(`registration failed: ${registered.status} ${await registered.text()}`);
  return { email, company };
}

describeBrowser('the back office in the browser', () => {
  const live = useServerAndBrowser();

  test.each(['en', 'ar'] as const)('admin edits the FAQ and approves a supplier, who signs in (%s)', async (lang) => {
    const text = copy[lang];
    const url = live.server.url;
    const supplier = await registerSupplier(url, lang);
    const { code } = await readCode(live.server.dataDir, supplier.email);
    await fetch(`${url}/verfiy-otp/?forget=false&change_email=false`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: supplier.email, otp: code }),
    });

    const page = await newPage(live.browser, url, lang);
    const guard = guardPage(page, url);
    const shot = (step: string) => screenshot(page, `dashboard-${lang}-${step}`);

    // A signed-out visitor is sent to sign in, and comes back to the back office.
    await page.goto(`${url}/dashboard/content/faq`);
    await page.waitForURL('**/account/login?next=**');
    await signIn(page, lang, 'admin@kenresort.sa', 'KenResort#2026');
    await page.waitForURL('**/dashboard/content/faq');

    // Edit the first FAQ entry in both languages and see it on the guest page.
    const stamp = Date.now() % 100000;
    const question = `Is breakfast served on the deck? (${stamp})`;
    const questionAr = `هل يُقدَّم الإفطار على السطح؟ (${stamp})`;
    await page.getByRole('button', { name: text.edit }).first().click();
    await page.getByLabel(text.question, { exact: true }).fill(question);
    await page.getByLabel(text.questionAr, { exact: true }).fill(questionAr);
    await shot('faq-edit');
    await page.getByRole('button', { name: text.save, exact: true }).click();
    await page.getByText(lang === 'ar' ? questionAr : question, { exact: true }).waitFor();
    await shot('content-faq');

    const guest = await newPage(live.browser, url, lang);
    await guest.goto(`${url}/`);
    // The questions are far down the home page, which brings them as the visitor scrolls there.
    await guest.getByRole('contentinfo').scrollIntoViewIfNeeded();
    await guest
      .getByText(lang === 'ar' ? questionAr : question)
      .first()
      .waitFor();
    await guest.context().close();

    // Approve the supplier who registered above: the resort confirms, told what approving allows.
    await page.goto(`${url}/dashboard/suppliers`);
    await page.getByRole('button', { name: text.approve(supplier.company) }).click();
    const confirm = page.getByRole('dialog');
    await confirm.getByRole('button', { name: text.confirmApprove, exact: true }).click();
    await page.getByRole('button', { name: text.approve(supplier.company) }).waitFor({ state: 'detached' });

    // The approved supplier signs in, and lands on their own overview in the back office.
    const supplierPage = await newPage(live.browser, url, lang);
    await supplierPage.goto(`${url}/account/login`);
    await signIn(supplierPage, lang, supplier.email, PASSWORD);
    await supplierPage.waitForURL(/\/dashboard$/);
    await supplierPage.getByRole('heading', { level: 1, name: text.supplierHome }).waitFor();
    await supplierPage.context().close();

    // Every back-office screen, wide and on a phone.
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      for (const [name, path] of [
        ['content-about', '/dashboard/content/about-us'],
        ['content-faq', '/dashboard/content/faq'],
        ['content-partners', '/dashboard/content/partners'],
        ['reviews', '/dashboard/reviews'],
        ['users', '/dashboard/users'],
        ['suppliers', '/dashboard/suppliers?status=approved'],
        ['audit', '/dashboard/audit'],
      ] as const) {
        await page.goto(`${url}${path}`);
        await page.getByRole('heading', { level: 1 }).waitFor();
        await page.waitForLoadState('networkidle');
        if (name === 'content-faq') {
          // Every entry's Edit button in the same place, on a phone too (the buttons stay together at the row's end).
          const edits = await page
            .getByRole('button', { name: text.edit })
            .evaluateAll((buttons) => buttons.map((button) => Math.round(button.getBoundingClientRect().right)));
          expect(edits.length).toBeGreaterThan(1);
          expect(new Set(edits).size).toBe(1);
        }
        if (name === 'audit') {
          // Subjects in words and links, never a table's name and a number ("price_range #20", "booking #4").
          await page.getByRole('table').locator('tbody a').first().waitFor();
          expect(await page.getByRole('table').innerText()).not.toMatch(/[a-z]+_[a-z]+ #\d|booking #\d/);
        }
        await shot(`${name}-${width}`);
      }
      await page.goto(`${url}/dashboard/users?q=admin%40kenresort.sa`);
      await page.getByRole('link', { name: 'Ken Resort Admin' }).click();
      await page.waitForURL('**/dashboard/users/*');
      await page.waitForLoadState('networkidle');
      await shot(`user-${width}`);
    }
    await page.getByRole('button', { name: lang === 'ar' ? 'افتح القائمة' : 'Open the menu' }).click();
    await page.getByRole('dialog').waitFor();
    await shot('drawer-390');

    expect(guard.errors).toEqual([]);
    expect(guard.external).toEqual([]);
    await page.context().close();
  });
});
