// The back office's Resort details in the browser, in English and Arabic: the demo admin changes the resort's
// phone, e-mail and address, and every page's footer shows them, also as the server draws it (without a script);
// and the Tax invoice details (the seller on ZATCA documents). Screenshots of both screens at 1280 and 390 px.
import type { Browser, Page } from 'playwright-core';
import { browserAvailable, guardPage, screenshot } from '../helpers/e2e/browser';
import { useServerAndBrowser } from '../helpers/e2e/suite';

const describeBrowser = browserAvailable() ? describe : describe.skip;

const copy = {
  en: {
    email: 'E-mail',
    password: 'Password',
    signIn: 'Sign in',
    title: 'Resort details',
    phone: 'Phone',
    contactEmail: 'E-mail',
    address: 'Address (English)',
    save: 'Save',
    saved: 'Saved.',
  },
  ar: {
    email: 'البريد الإلكتروني',
    password: 'كلمة المرور',
    signIn: 'دخول',
    title: 'بيانات المنتجع',
    phone: 'رقم الهاتف',
    contactEmail: 'البريد الإلكتروني',
    address: 'العنوان (بالعربية)',
    save: 'حفظ',
    saved: 'تم الحفظ.',
  },
} as const;

const DESK_RULES = {
  en: { title: 'Front desk rules', frontDesk: 'Front desk (%)' },
  ar: { title: 'قواعد الاستقبال', frontDesk: 'موظفو الاستقبال (٪)' },
} as const;

async function newPage(browser: Browser, url: string, lang: 'en' | 'ar', options: { width?: number; javaScriptEnabled?: boolean } = {}) {
  const context = await browser.newContext({
    viewport: { width: options.width ?? 1280, height: 900 },
    locale: lang,
    javaScriptEnabled: options.javaScriptEnabled ?? true,
  });
  await context.addCookies([{ name: 'i18next', value: lang, url }]);
  return context.newPage();
}

async function signIn(page: Page, lang: 'en' | 'ar') {
  const text = copy[lang];
  await page.getByLabel(text.email, { exact: true }).fill('admin@kenresort.sa');
  await page.getByLabel(text.password, { exact: true }).fill('KenResort#2026');
  await page.getByRole('button', { name: text.signIn, exact: true }).click();
}

describeBrowser('Resort details in the back office', () => {
  const live = useServerAndBrowser();

  test.each(['en', 'ar'] as const)('admin changes the contact details and the site’s footer shows them (%s)', async (lang) => {
    const text = copy[lang];
    const url = live.server.url;
    const page = await newPage(live.browser, url, lang);
    const guard = guardPage(page, url);
    await page.goto(`${url}/dashboard/settings`);
    await page.waitForURL('**/account/login?next=**');
    await signIn(page, lang);
    await page.waitForURL('**/dashboard/settings');
    await page.getByRole('heading', { level: 1, name: text.title }).waitFor();

    const phone = page.getByLabel(text.phone, { exact: true });
    // The form is drawn again with the saved values once they arrive: type only then, or the typing is replaced.
    await page.waitForFunction(() => (document.querySelector('input[name="phone"]') as HTMLInputElement | null)?.value !== '');
    await phone.fill(lang === 'ar' ? '0550001234' : '+966 56 777 8888');
    await page.getByRole('textbox', { name: text.contactEmail, exact: true }).fill(`stay-${lang}@kenresort.sa`);
    const address = lang === 'ar' ? 'منتجع كِن، طريق الشاطئ، أملج' : 'Ken Resort, Beach Road, Umluj';
    await page.getByLabel(text.address, { exact: true }).fill(address);
    await page.getByRole('button', { name: text.save, exact: true }).click();
    await page.getByText(text.saved, { exact: true }).waitFor();
    const shown = lang === 'ar' ? '+966 55 000 1234' : '+966 56 777 8888';
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await screenshot(page, `dashboard-${lang}-resort-details-${width}`);
    }
    expect(guard.errors).toEqual([]);
    expect(guard.external).toEqual([]);
    await page.context().close();

    // The footer of a page the server draws, read without any script: the saved details are in it.
    const plain = await newPage(live.browser, url, lang, { javaScriptEnabled: false });
    const footer = plain.getByRole('contentinfo');
    const phoneLink = footer.getByRole('link', { name: new RegExp(shown.replace(/\+/g, '\\+')) });
    // Without scripts a page never changes once loaded, so ask again: a busy server sends the shell when drawing
    // takes over 3 s, and the public read cache learns of the save from the database's notification a moment
    // after the commit (docs/architecture.md, "Public read cache"), as a reader who reloads would see.
    for (let attempt = 0; attempt < 10; attempt += 1) {
      await plain.goto(`${url}/about`);
      if ((await phoneLink.count()) > 0) break;
      await plain.waitForTimeout(500);
    }
    await footer.getByRole('link', { name: new RegExp(shown.replace(/\+/g, '\\+')) }).waitFor();
    expect(await footer.getByRole('link', { name: new RegExp(`stay-${lang}@kenresort\\.sa`) }).getAttribute('href')).toBe(
      `mailto:stay-${lang}@kenresort.sa`,
    );
    expect(await footer.locator('address').textContent()).toContain(address);
    await plain.context().close();

    // And the footer the script draws on a page the server does not.
    const guest = await newPage(live.browser, url, lang, { width: 390 });
    await guest.goto(`${url}/contact`);
    const link = guest.getByRole('contentinfo').getByRole('link', { name: new RegExp(shown.replace(/\+/g, '\\+')) });
    await link.waitFor();
    expect(await link.getAttribute('href')).toBe(`tel:${shown.replace(/\s/g, '')}`);
    await link.scrollIntoViewIfNeeded();
    await screenshot(guest, `footer-${lang}-resort-details-390`);
    await guest.context().close();
  });
});

const sellerCopy = {
  en: {
    title: 'Tax invoice details',
    vat: 'VAT number',
    city: 'City',
    vatError: 'Enter the 15-digit VAT number, which starts and ends with 3 (for example 310175397400003).',
  },
  ar: {
    title: 'بيانات الفاتورة الضريبية',
    vat: 'الرقم الضريبي',
    city: 'المدينة',
    vatError: 'أدخل الرقم الضريبي المكوّن من ١٥ رقمًا، يبدأ بالرقم ٣ وينتهي به (مثل 310175397400003).',
  },
} as const;

describeBrowser('Tax invoice details in the back office', () => {
  const live = useServerAndBrowser();

  test.each(['en', 'ar'] as const)('admin is told a wrong VAT number by the field, then saves the seller (%s)', async (lang) => {
    const text = { ...copy[lang], ...sellerCopy[lang] };
    const url = live.server.url;
    const page = await newPage(live.browser, url, lang);
    const guard = guardPage(page, url);
    await page.goto(`${url}/dashboard/seller`);
    await page.waitForURL('**/account/login?next=**');
    await signIn(page, lang);
    await page.waitForURL('**/dashboard/seller');
    await page.getByRole('heading', { level: 1, name: text.title }).waitFor();
    const vat = page.getByRole('textbox', { name: text.vat, exact: true });
    // The form is drawn again once the saved seller arrives: typing before that would be lost.
    await page.waitForFunction(() => document.querySelector<HTMLInputElement>('input[name="vat_number"]')?.value === '310175397400003');
    await vat.fill('310175397400004');
    await page.getByRole('button', { name: text.save, exact: true }).click();
    await page.getByText(text.vatError, { exact: true }).waitFor();
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await screenshot(page, `dashboard-${lang}-seller-error-${width}`);
    }
    await vat.fill('310175397400003');
    await page.getByRole('textbox', { name: text.city, exact: true }).fill(lang === 'ar' ? 'أملج' : 'Umluj');
    await page.getByRole('button', { name: text.save, exact: true }).click();
    await page.getByText(text.saved, { exact: true }).waitFor();
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await screenshot(page, `dashboard-${lang}-seller-${width}`);
    }
    expect(guard.errors).toEqual([]);
    expect(guard.external).toEqual([]);
    await page.context().close();
  });

  // Issue 23 §2: the desk's rules, set by a manager. The front desk's discount limit typed in the language's digits.
  test.each(['en', 'ar'] as const)('a manager sets the front desk rules (%s)', async (lang) => {
    const text = copy[lang];
    const rules = DESK_RULES[lang];
    const url = live.server.url;
    const page = await newPage(live.browser, url, lang);
    const guard = guardPage(page, url);
    await page.goto(`${url}/dashboard/desk-settings`);
    await page.waitForURL('**/account/login?next=**');
    await signIn(page, lang);
    await page.waitForURL('**/dashboard/desk-settings');
    await page.getByRole('heading', { level: 1, name: rules.title }).waitFor();
    const limit = page.getByRole('textbox', { name: rules.frontDesk, exact: true });
    await page.waitForFunction(() => document.querySelector<HTMLInputElement>('input[name="max_discount_percent"]')?.value !== '');
    await limit.fill(lang === 'ar' ? '١٥' : '15');
    await page.getByRole('button', { name: text.save, exact: true }).click();
    await page.getByText(text.saved, { exact: true }).waitFor();
    expect(await limit.inputValue()).toBe('15');
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await screenshot(page, `dashboard-${lang}-desk-rules-${width}`);
    }
    expect(guard.errors).toEqual([]);
    expect(guard.external).toEqual([]);
    await page.context().close();
  });
});
