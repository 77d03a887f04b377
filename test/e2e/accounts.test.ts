// A new guest's whole account life in the browser, in English and Arabic: register, verify with the
// e-mailed code (read from the outbox), sign out, recover the password, sign in, edit the profile and
// write to support. Screenshots of every screen go to artifacts/screenshots.
import type { Page } from 'playwright-core';
import { browserAvailable, guardPage, screenshot } from '../helpers/e2e/browser';
import { readCode, readMail } from '../helpers/e2e/outbox';
import { useServerAndBrowser } from '../helpers/e2e/suite';

const describeBrowser = browserAvailable() ? describe : describe.skip;

// A 1×1 PNG, enough for the server to accept and resize.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

const copy = {
  en: {
    register: 'Create account',
    verifyTitle: 'Verify your e-mail',
    account: (name: string) => `Account: ${name}`,
    signOut: 'Sign out',
    signIn: 'Sign in',
    forgot: 'Forgot your password?',
    sendCode: 'Send the code',
    resetTitle: 'Enter your code',
    newPassword: 'New password',
    confirm: 'Confirm the password',
    savePassword: 'Save the new password',
    email: 'E-mail',
    password: 'Password',
    fullName: 'Full name',
    phone: 'Mobile number',
    save: 'Save changes',
    saved: 'Your profile has been updated.',
    picture: 'Profile picture',
    message: 'Your message',
    attachment: 'Attachment (optional)',
    send: 'Send the message',
    sent: 'Your message has been sent',
    profileTitle: 'My profile',
    contactTitle: 'Contact us',
    digit: 'Digit 1 of 6',
    passwordChanged: 'Your password has been changed',
    language: 'Language of e-mails and e-tickets',
    terms: 'I accept the terms',
  },
  ar: {
    terms: 'أوافق على الشروط',
    register: 'إنشاء الحساب',
    verifyTitle: 'فعّل بريدك الإلكتروني',
    account: (name: string) => `الحساب: ${name}`,
    signOut: 'تسجيل الخروج',
    signIn: 'دخول',
    forgot: 'نسيت كلمة المرور؟',
    sendCode: 'أرسل الرمز',
    resetTitle: 'أدخل الرمز',
    newPassword: 'كلمة المرور الجديدة',
    confirm: 'تأكيد كلمة المرور',
    savePassword: 'احفظ كلمة المرور',
    email: 'البريد الإلكتروني',
    password: 'كلمة المرور',
    fullName: 'الاسم الكامل',
    phone: 'رقم الجوال',
    save: 'احفظ التغييرات',
    saved: 'حُدّثت بيانات ملفك الشخصي.',
    picture: 'الصورة الشخصية',
    message: 'رسالتك',
    attachment: 'مرفق (اختياري)',
    send: 'أرسل الرسالة',
    sent: 'وصلتنا رسالتك',
    profileTitle: 'ملفي الشخصي',
    contactTitle: 'تواصل معنا',
    digit: 'الرقم ١ من ٦',
    passwordChanged: 'تغيّرت كلمة المرور',
    language: 'لغة الرسائل والتذاكر الإلكترونية',
  },
} as const;

describeBrowser('accounts in the browser', () => {
  const live = useServerAndBrowser();

  test.each(['en', 'ar'] as const)('register, verify, sign out, reset, sign in, profile and support in %s', async (lang) => {
    const text = copy[lang];
    const email = `guest-${lang}-${Date.now()}@example.com`;
    const name = lang === 'ar' ? 'سارة العلي' : 'Sara Ali';
    const context = await live.browser.newContext({ viewport: { width: 1280, height: 900 }, locale: lang });
    await context.addCookies([{ name: 'i18next', value: lang, url: live.server.url }]);
    const page = await context.newPage();
    const guard = guardPage(page, live.server.url);
    const shot = (step: string) => screenshot(page, `accounts-${lang}-${step}`);
    const label = (p: Page, value: string) => p.getByLabel(value, { exact: true });

    // Register.
    await page.goto(`${live.server.url}/account/register`);
    await page.waitForFunction((l) => document.documentElement.lang === l, lang);
    await label(page, text.fullName).fill(name);
    await label(page, text.email).fill(email);
    await label(page, text.phone).fill('0512345678');
    await label(page, text.password).fill('Reef-Hut-2026');
    await label(page, text.confirm).fill('Reef-Hut-2026');
    await page.getByRole('checkbox', { name: copy[lang].terms }).check();
    await shot('register');
    await page.getByRole('button', { name: text.register }).click();

    // Verify with the e-mailed code.
    await page.waitForURL(`**/account/${encodeURIComponent(email)}/verify-account`);
    await page.getByRole('heading', { level: 1, name: text.verifyTitle }).waitFor();
    await shot('verify-code');
    const verification = await readCode(live.server.dataDir, email);
    await page.getByRole('textbox', { name: text.digit }).click();
    await page.keyboard.type(verification.code);
    await page.waitForURL(`${live.server.url}/`);
    const menu = page.getByRole('button', { name: text.account(name) });
    await menu.waitFor();
    await shot('signed-in');

    // Sign out from the header menu.
    await menu.click();
    await page.getByRole('button', { name: text.signOut }).click();
    await page
      .getByRole('link', { name: lang === 'ar' ? 'تسجيل الدخول' : 'Sign in' })
      .first()
      .waitFor();

    // Forget the password, read the reset code, set a new one.
    await page.goto(`${live.server.url}/account/login`);
    await shot('login');
    await page.getByRole('link', { name: text.forgot }).click();
    await label(page, text.email).fill(email);
    await shot('forget-password');
    await page.getByRole('button', { name: text.sendCode }).click();
    await page.waitForURL(`**/account/${encodeURIComponent(email)}/otp`);
    await page.getByRole('heading', { level: 1, name: text.resetTitle }).waitFor();
    const reset = await readCode(live.server.dataDir, email, verification.file);
    expect(reset.code).not.toBe(verification.code);
    await page.getByRole('textbox', { name: text.digit }).click();
    await page.keyboard.type(reset.code);
    await page.waitForURL(`**/account/${encodeURIComponent(email)}/reset-password`);
    await label(page, text.newPassword).fill('New-Reef-2026');
    await label(page, text.confirm).fill('New-Reef-2026');
    await shot('reset-password');
    await page.getByRole('button', { name: text.savePassword }).click();
    await page.waitForURL(`${live.server.url}/account/login`);
    await page.getByText(text.passwordChanged).first().waitFor();

    // Sign in with the new password, heading for the profile.
    await page.goto(`${live.server.url}/profile`);
    await page.waitForURL('**/account/login?next=%2Fprofile');
    await label(page, text.email).fill(email);
    await label(page, text.password).fill('New-Reef-2026');
    await page.getByRole('button', { name: text.signIn, exact: true }).click();
    await page.waitForURL(`${live.server.url}/profile`);
    await page.getByRole('heading', { level: 1, name: text.profileTitle }).waitFor();
    // The account kept the language it was created in, and the profile shows it.
    expect(await label(page, text.language).inputValue()).toBe(lang);

    // Edit the profile: a new name and an avatar.
    const newName = lang === 'ar' ? 'سارة الحربي' : 'Sara Al-Harbi';
    await label(page, text.fullName).fill(newName);
    await label(page, text.picture).setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
    await page.getByRole('button', { name: text.save }).click();
    await page.getByText(text.saved).first().waitFor();
    await page.getByRole('button', { name: text.account(newName) }).waitFor();
    await page.locator('img[src*="/uploads/"]').first().waitFor();
    await shot('profile');

    // Write to support with an attachment.
    await page.goto(`${live.server.url}/contact`);
    await page.getByRole('heading', { level: 1, name: text.contactTitle }).waitFor();
    expect(await label(page, text.email).inputValue()).toBe(email);
    await label(page, text.message).fill(lang === 'ar' ? 'هل يمكن الغوص عند الشروق؟' : 'Can we dive at sunrise?');
    await label(page, text.attachment).setInputFiles({ name: 'plan.png', mimeType: 'image/png', buffer: PNG });
    await shot('contact');
    await page.getByRole('button', { name: text.send }).click();
    await page.getByText(text.sent).first().waitFor();
    expect(await label(page, text.message).inputValue()).toBe('');

    // Phone-sized screenshots of the account screens.
    await page.setViewportSize({ width: 390, height: 844 });
    await shot('profile-phone');
    await page.goto(`${live.server.url}/contact`);
    await page.getByRole('heading', { level: 1, name: text.contactTitle }).waitFor();
    await shot('contact-phone');
    await menu.isVisible();
    await context.clearCookies();
    await page.evaluate(() => window.localStorage.clear());
    await context.addCookies([{ name: 'i18next', value: lang, url: live.server.url }]);
    await page.goto(`${live.server.url}/account/login`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await shot('login-phone');
    await page.goto(`${live.server.url}/account/register`);
    await page.getByRole('button', { name: text.register }).click();
    await shot('register-errors-phone');
    await page.goto(`${live.server.url}/account/${encodeURIComponent(email)}/verify-account`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await shot('verify-code-phone');

    expect(guard.errors).toEqual([]);
    expect(guard.external).toEqual([]);
    await context.close();
  });

  const supplierCopy = {
    en: {
      company: 'Company name',
      offer: 'What you offer',
      register: 'Create account',
      applicationTitle: 'Your application is with the resort',
      next: 'What happens next',
      mailLink: 'Enter the code',
      resendIn: /Send a new code in 0:[0-5]\d/,
      digit: 'Digit 1 of 6',
      contactTitle: 'Contact us',
      noAccount: 'No account needed',
      fullName: 'Full name',
      email: 'E-mail',
      message: 'Your message',
      send: 'Send the message',
      sent: 'Your message has been sent',
    },
    ar: {
      company: 'اسم المنشأة',
      offer: 'ماذا تقدّم؟',
      register: 'إنشاء الحساب',
      applicationTitle: 'طلبك الآن لدى المنتجع',
      next: 'ماذا يحدث بعد ذلك؟',
      mailLink: 'إدخال الرمز',
      resendIn: /يمكنك طلب رمز جديد بعد ٠:[٠-٥][٠-٩]/,
      digit: 'الرقم ١ من ٦',
      contactTitle: 'تواصل معنا',
      noAccount: 'لا تحتاج إلى حساب',
      fullName: 'الاسم الكامل',
      email: 'البريد الإلكتروني',
      message: 'رسالتك',
      send: 'أرسل الرسالة',
      sent: 'وصلتنا رسالتك',
    },
  } as const;

  test.each(['en', 'ar'] as const)(
    'a supplier signs up, opens the code screen from the e-mail on another device and lands on the application page in %s',
    async (lang) => {
      const text = supplierCopy[lang];
      const email = `supplier-${lang}-${Date.now()}@example.com`;
      const context = await live.browser.newContext({ viewport: { width: 1280, height: 900 }, locale: lang });
      await context.addCookies([{ name: 'i18next', value: lang, url: live.server.url }]);
      const page = await context.newPage();
      const guard = guardPage(page, live.server.url);
      const shot = (step: string) => screenshot(page, `accounts-supplier-${lang}-${step}`);
      const label = (value: string) => page.getByLabel(value, { exact: true });

      await page.goto(`${live.server.url}/account/supplier`);
      await page.waitForFunction((l) => document.documentElement.lang === l, lang);
      await label(copy[lang].fullName).fill(lang === 'ar' ? 'هدى صالح' : 'Huda Saleh');
      await label(text.company).fill('Reef Kayaks');
      await label(text.offer).fill(lang === 'ar' ? 'جولات تجديف عند الغروب' : 'Sunset kayak tours');
      await label(copy[lang].email).fill(email);
      await label(copy[lang].phone).fill('0512345678');
      await label(copy[lang].password).fill('Reef-Hut-2026');
      await label(copy[lang].confirm).fill('Reef-Hut-2026');
      await page.getByRole('checkbox', { name: copy[lang].terms }).check();
      await page.getByRole('button', { name: text.register }).click();
      await page.waitForURL(`**/account/${encodeURIComponent(email)}/verify-account`);

      // The e-mail's link, opened on another device: the code screen for that address, focus in the first box,
      // and the resend wait counted from when the code went out.
      const mail = await readMail(live.server.dataDir, email, (parts) => parts.some((part) => part.includes(text.mailLink)));
      const html = mail.parts.find((part) => part.includes(text.mailLink))!;
      const link = /href="([^"]+verify-account[^"]*)"/.exec(html)![1].replace(/&amp;/g, '&');
      expect(link).toMatch(new RegExp(`/account/${encodeURIComponent(email).replace(/[.+]/g, '\\$&')}/verify-account\\?sent=\\d+$`));
      const phone = await live.browser.newContext({ viewport: { width: 390, height: 844 }, locale: lang });
      await phone.addCookies([{ name: 'i18next', value: lang, url: live.server.url }]);
      const phonePage = await phone.newPage();
      const phoneGuard = guardPage(phonePage, live.server.url);
      await phonePage.goto(link.replace(/^https?:\/\/[^/]+/, live.server.url));
      const firstBox = phonePage.getByRole('textbox', { name: text.digit });
      await firstBox.waitFor();
      await phonePage.waitForFunction(() => document.activeElement?.getAttribute('autocomplete') === 'one-time-code');
      await phonePage.getByRole('button', { name: text.resendIn }).waitFor();
      await screenshot(phonePage, `accounts-supplier-${lang}-code-from-link-phone`);

      // The right code: a calm page that says what happens next, in place of an error.
      const { code } = await readCode(live.server.dataDir, email);
      await phonePage.keyboard.type(code);
      await phonePage.waitForURL(`**/account/${encodeURIComponent(email)}/supplier-application`);
      await phonePage.getByRole('heading', { level: 1, name: text.applicationTitle }).waitFor();
      await phonePage.getByRole('heading', { level: 2, name: text.next }).waitFor();
      expect(await phonePage.getByRole('alert').count()).toBe(0);
      await screenshot(phonePage, `accounts-supplier-${lang}-application-phone`);
      await page.goto(`${live.server.url}/account/${encodeURIComponent(email)}/supplier-application`);
      await page.getByRole('heading', { level: 1, name: text.applicationTitle }).waitFor();
      await shot('application');

      // A visitor with no account writes to the resort.
      await page.goto(`${live.server.url}/contact`);
      await page.getByRole('heading', { level: 1, name: text.contactTitle }).waitFor();
      await page.getByText(text.noAccount).waitFor();
      await label(text.fullName).fill(lang === 'ar' ? 'نورة سعد' : 'Nora Saad');
      await label(text.email).fill(`visitor-${lang}-${Date.now()}@example.com`);
      await label(text.message).fill(lang === 'ar' ? 'هل تستقبلون الغواصين دون حجز؟' : 'Do you take walk-in divers?');
      await shot('contact-signed-out');
      await page.getByRole('button', { name: text.send }).click();
      await page.getByText(text.sent).first().waitFor();
      await page.setViewportSize({ width: 390, height: 844 });
      await shot('contact-signed-out-phone');

      for (const g of [guard, phoneGuard]) {
        expect(g.errors).toEqual([]);
        expect(g.external).toEqual([]);
      }
      await phone.close();
      await context.close();
    },
  );
});
