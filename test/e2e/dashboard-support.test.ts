// The support inbox in the browser, in English and Arabic: a guest writes through the contact API, staff
// find the message in the back office and answer it, and the reply is in the outbox, in the guest's language.
// Screenshots of the inbox and the message at 1280 and 390 px.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { browserAvailable, guardPage, screenshot } from '../helpers/e2e/browser';
import { readMail } from '../helpers/e2e/outbox';
import { useServerAndBrowser } from '../helpers/e2e/suite';

const describeBrowser = browserAvailable() ? describe : describe.skip;
/** A 1×1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

type Locale = { dashboard: { nav: Record<string, string>; support: Record<string, string> }; auth?: unknown };
const locale = (lang: 'en' | 'ar') =>
  JSON.parse(readFileSync(path.resolve(__dirname, `../../public/locales/${lang}.json`), 'utf8')) as Locale;
const signInCopy = {
  en: { email: 'E-mail', password: 'Password', signIn: 'Sign in' },
  ar: { email: 'البريد الإلكتروني', password: 'كلمة المرور', signIn: 'دخول' },
} as const;

describeBrowser('the support inbox in the browser', () => {
  const live = useServerAndBrowser();

  test.each([
    ['en', 1280],
    ['ar', 390],
  ] as const)("staff answer a guest's message and the reply is e-mailed (%s, answered at %i px)", async (lang, width) => {
    const text = locale(lang).dashboard;
    const url = live.server.url;
    const stamp = `${lang}${Date.now() % 1_000_000}`;
    const email = `guest-${stamp}@example.com`;
    const question = lang === 'ar' ? `هل يمكن إحضار كعكة عيد ميلاد؟ ${stamp}` : `Can we bring a birthday cake? ${stamp}`;
    const answer = lang === 'ar' ? 'بالتأكيد، سنجهّز لكم طاولة على الشاطئ.' : 'Of course, we will set a table on the beach.';
    // The contact form's request, with a picture attached.
    const form = new FormData();
    form.set('full_name', lang === 'ar' ? 'هدى صالح' : 'Huda Saleh');
    form.set('email', email);
    form.set('content', question);
    form.set('attachment', new Blob([PNG], { type: 'image/png' }), 'cake.png');
    const sent = await fetch(`${url}/support/create/`, { method: 'POST', headers: { 'accept-language': lang }, body: form });
    expect(sent.status).toBe(201);
    const messageId = ((await sent.json()) as { id: number }).id;

    const context = await live.browser.newContext({ viewport: { width, height: 900 }, locale: lang });
    await context.addCookies([{ name: 'i18next', value: lang, url }]);
    const page = await context.newPage();
    const guard = guardPage(page, url);
    const shot = (step: string) => screenshot(page, `dashboard-support-${lang}-${step}`);

    await page.goto(`${url}/dashboard/support?status=open&q=${stamp}`);
    await page.waitForURL('**/account/login?next=**');
    await page.getByLabel(signInCopy[lang].email, { exact: true }).fill('admin@kenresort.sa');
    await page.getByLabel(signInCopy[lang].password, { exact: true }).fill('KenResort#2026');
    await page.getByRole('button', { name: signInCopy[lang].signIn, exact: true }).click();
    await page.waitForURL('**/dashboard/support?**');

    const inbox = page.getByRole('table', { name: text.nav.support });
    await inbox.getByText(email).waitFor();
    await page.waitForLoadState('networkidle');
    await shot(`inbox-${width}`);
    await inbox.getByRole('link').first().click();
    await page.waitForURL('**/dashboard/support/*');
    await page.getByText(question).waitFor();
    await shot(`message-${width}`);

    // The attachment is saved as a file (fetched with the token), never opened in the page.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: text.support.download }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`ken-support-${messageId}.png`);
    expect(page.url()).toContain(`/dashboard/support/${messageId}`);

    await page.getByLabel(text.support.reply).fill(answer);
    const send = page.getByRole('button', { name: text.support.send });
    // A double click: the same reply, one e-mail.
    await send.dblclick();
    const thread = page.getByRole('region', { name: text.support.thread });
    await thread.getByText(answer).waitFor();
    await page.getByText(text.support.statusAnswered).first().waitFor();
    await shot(`answered-${width}`);

    const mail = await readMail(live.server.dataDir, email, (parts) => parts.some((part) => part.includes(answer)));
    const html = mail.parts.find((part) => part.includes('<html'))!;
    expect(html).toContain(lang === 'ar' ? '<html lang="ar" dir="rtl">' : '<html lang="en" dir="ltr">');
    expect(html).toContain(question);
    expect(await thread.getByText(answer).count()).toBe(1);
    const outbox = path.join(live.server.dataDir, 'outbox');
    const replies = readdirSync(outbox)
      .filter((file) => file.endsWith('.eml'))
      .map((file) => readFileSync(path.join(outbox, file), 'utf8'))
      .filter((raw) => new RegExp(`^To: .*${email.replace(/[.+]/g, '\\$&')}`, 'mi').test(raw));
    expect(replies).toHaveLength(1);

    // The other width: the inbox filtered by status, and the answered message.
    const other = width === 1280 ? 390 : 1280;
    await page.setViewportSize({ width: other, height: 900 });
    await page.reload();
    await thread.getByText(answer).waitFor();
    await page.waitForLoadState('networkidle');
    await shot(`answered-${other}`);
    await page.goto(`${url}/dashboard/support?status=answered&q=${stamp}`);
    await inbox.getByText(email).waitFor();
    await page.waitForLoadState('networkidle');
    await shot(`inbox-${other}`);

    expect(guard.errors).toEqual([]);
    expect(guard.external).toEqual([]);
    await context.close();
  });
});
