import { eq } from 'drizzle-orm';
import { MARKETING_CONSENT_TEXT, MARKETING_CONSENT_VERSION } from '../../src/shared/consent';
import { ConsentState } from '../../src/shared/schemas/privacy';
import { consentEvents, otpCodes, users } from '../../src/server/db/schema';
import { createMailer } from '../../src/server/lib/mail';
import { hashPassword } from '../../src/server/lib/passwords';
import { createConsentService, listUnsubscribeHeaders } from '../../src/server/modules/accounts/consent';
import { codeIn, eventually, memoryMailer, startSmtpServer, type MemoryMailer } from '../helpers/server/mail';
import { shapeErrors } from '../helpers/server/schemaCheck';
import { readZip } from '../helpers/server/zipRead';
import { createTestApp, makeUser, TEST_JWT_SECRET, type TestApp } from '../helpers/server/testApp';
import { createTestClock } from '../helpers/server/testClock';

// Issue 26 §1: deletion by e-mailed code for accounts without a password, consent to marketing e-mails (recorded,
// withdrawable in the profile and in one click), and the sign-in answer's date_calendars (§4).
const clock = createTestClock('2026-03-10T09:00:00.000Z');
let t: TestApp;
let mailer: MemoryMailer;
beforeAll(async () => {
  mailer = memoryMailer();
  t = await createTestApp({ clock, mailer });
}, 120_000);
afterAll(() => t?.close());

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token?: string, payload?: object, lang: 'en' | 'ar' = 'en') =>
  t.app.inject({
    method,
    url,
    payload,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), 'accept-language': lang },
  });

describe('deleting an account without a password (Google sign-in)', () => {
  it('e-mails a code in the asker’s language and deletes the account with it; a password account is told to use its password', async () => {
    const google = await makeUser(t.db, { fullName: 'Nora Google', passwordHash: null, language: 'en' });
    const token = t.tokenFor(google);

    const noCode = await call('DELETE', '/user-info/', token, {}, 'ar');
    expect(noCode.statusCode).toBe(409);
    expect(noCode.json().code).toBe('no_password');
    expect(noCode.json().detail).toContain('رمز الحذف');

    const asked = await call('POST', '/user-info/delete-code/', token, undefined, 'ar');
    expect(asked.statusCode).toBe(200);
    expect(asked.json()).toEqual({ message: expect.stringContaining(google.email), email: google.email });
    const mail = await mailer.lastTo(google.email);
    expect(mail.subject).toBe('رمز حذف حسابك في منتجع كِن');
    const code = codeIn(mail.text)!;
    expect(code).toMatch(/^\d{6}$/);

    // One a minute per account.
    expect((await call('POST', '/user-info/delete-code/', token)).statusCode).toBe(429);

    const wrong = await call('DELETE', '/user-info/', token, { code: code === '000000' ? '111111' : '000000' }, 'ar');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ code: ['الرمز غير صحيح.'] });
    // A password is no proof for an account without one.
    expect((await call('DELETE', '/user-info/', token, { password: 'anything' })).statusCode).toBe(409);

    // Arabic-Indic digits typed on an Arabic keyboard are the same code.
    const arabicDigits = code.replace(/\d/g, (d) => String.fromCharCode(0x0660 + Number(d)));
    expect((await call('DELETE', '/user-info/', token, { code: arabicDigits })).statusCode).toBe(204);
    const [row] = await t.db.select().from(users).where(eq(users.id, google.id));
    expect(row.deletedAt).not.toBeNull();
    expect(row.email).toBe(`deleted-${google.id}@invalid`);
    expect((await call('GET', '/user-info/', token)).statusCode).toBe(401);

    const withPassword = await makeUser(t.db, { passwordHash: await hashPassword('correct horse battery') });
    const refused = await call('POST', '/user-info/delete-code/', t.tokenFor(withPassword));
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'has_password', detail: 'Your account has a password: confirm the deletion with it.' });
    const missing = await call('DELETE', '/user-info/', t.tokenFor(withPassword), { code: '123456' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ password: ['This field is required.'] });
  });

  it('voids a code after 5 wrong tries, and an expired code is refused', async () => {
    const google = await makeUser(t.db, { passwordHash: null });
    const token = t.tokenFor(google);
    expect((await call('POST', '/user-info/delete-code/', token)).statusCode).toBe(200);
    const code = codeIn((await mailer.lastTo(google.email)).text)!;
    const other = code === '999999' ? '888888' : '999999';
    const answers = [];
    for (let i = 0; i < 5; i += 1) answers.push((await call('DELETE', '/user-info/', token, { code: other })).json().code[0]);
    expect(answers).toEqual([...Array(4).fill('Invalid code.'), 'Too many incorrect attempts. Request a new code.']);
    const late = await call('DELETE', '/user-info/', token, { code });
    expect(late.json()).toEqual({ code: ['Too many incorrect attempts. Request a new code.'] });
    expect((await t.db.select().from(users).where(eq(users.id, google.id)))[0].deletedAt).toBeNull();

    // Another account's code, left to expire (the code route allows one a minute per account, in real time).
    const late2 = await makeUser(t.db, { passwordHash: null });
    const token2 = t.tokenFor(late2);
    expect((await call('POST', '/user-info/delete-code/', token2)).statusCode).toBe(200);
    const fresh = codeIn((await mailer.lastTo(late2.email)).text)!;
    const [stored] = await t.db.select().from(otpCodes).where(eq(otpCodes.email, late2.email));
    expect(stored.purpose).toBe('delete_account');
    clock.set(new Date(stored.expiresAt.getTime() + 1000));
    expect((await call('DELETE', '/user-info/', token2, { code: fresh })).json()).toEqual({
      code: ['This code has expired. Request a new one.'],
    });
  });
});

describe('consent to marketing e-mails', () => {
  it('records the opt-in at sign-up with the words shown and their language; unticked records nothing', async () => {
    const register = (email: string, extra: object, lang: 'en' | 'ar') =>
      call(
        'POST',
        '/register/',
        undefined,
        { email, password: 'Str0ng#pass', confirm_password: 'Str0ng#pass', full_name: 'Sara', phone: '+966512345678', ...extra },
        lang,
      );
    expect((await register('optin@example.com', { marketing_emails: true }, 'ar')).statusCode).toBe(201);
    expect((await register('optout@example.com', {}, 'en')).statusCode).toBe(201);
    const [optIn] = await t.db.select().from(users).where(eq(users.email, 'optin@example.com'));
    const [optOut] = await t.db.select().from(users).where(eq(users.email, 'optout@example.com'));
    const events = await t.db.select().from(consentEvents).where(eq(consentEvents.userId, optIn.id));
    expect(events).toEqual([
      expect.objectContaining({
        kind: 'marketing_emails',
        action: 'given',
        text: MARKETING_CONSENT_TEXT.ar,
        textVersion: MARKETING_CONSENT_VERSION,
        language: 'ar',
        source: 'registration',
        createdAt: clock.now(),
      }),
    ]);
    expect(await t.db.select().from(consentEvents).where(eq(consentEvents.userId, optOut.id))).toEqual([]);
  });

  it('is switched in the profile, each change kept as an event, and shows in the data export', async () => {
    const guest = await makeUser(t.db);
    const token = t.tokenFor(guest);
    const start = await call('GET', '/user-info/consents/', token, undefined, 'ar');
    expect(start.statusCode).toBe(200);
    expect(start.json()).toEqual({
      marketing_emails: false,
      text: MARKETING_CONSENT_TEXT.ar,
      text_version: MARKETING_CONSENT_VERSION,
      history: [],
    });

    const on = await call('PUT', '/user-info/consents/', token, { marketing_emails: true }, 'en');
    expect(on.statusCode).toBe(200);
    expect(shapeErrors(ConsentState, on.json())).toEqual([]);
    expect(on.json().marketing_emails).toBe(true);
    // Saying it twice keeps one event.
    await call('PUT', '/user-info/consents/', token, { marketing_emails: true }, 'en');
    clock.advance(60_000);
    const off = await call('PUT', '/user-info/consents/', token, { marketing_emails: false }, 'ar');
    expect(off.json().marketing_emails).toBe(false);
    expect(
      off.json().history.map((event: { action: string; language: string; source: string }) => [event.action, event.language, event.source]),
    ).toEqual([
      ['withdrawn', 'ar', 'profile'],
      ['given', 'en', 'profile'],
    ]);
    expect(off.json().history[1].text).toBe(MARKETING_CONSENT_TEXT.en);

    // "Download my data" carries the history, words and all.
    expect((await call('POST', '/user-info/export/', token)).statusCode).toBe(202);
    await t.app.privacy.drain();
    const link = /\/profile\?export=(\S+)/.exec((await mailer.lastTo(guest.email)).text)![1];
    const zip = readZip((await call('GET', `/user-info/export/${link}/`, token)).rawPayload);
    const exported = JSON.parse(zip.get('my-data.json')!.toString('utf8'));
    expect(exported.consents.map((event: { action: string; text: string }) => [event.action, event.text])).toEqual([
      ['given', MARKETING_CONSENT_TEXT.en],
      ['withdrawn', MARKETING_CONSENT_TEXT.ar],
    ]);

    const bad = await call('PUT', '/user-info/consents/', token, { marketing_emails: 'maybe' }, 'ar');
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json())).toEqual(['marketing_emails']);
    expect((await call('GET', '/user-info/consents/')).statusCode).toBe(401);
  });

  it('is withdrawn in one click from an e-mail (RFC 8058), without sign-in; a forged link changes nothing', async () => {
    const guest = await makeUser(t.db, { language: 'ar' });
    const consent = createConsentService({ db: t.db, clock, secret: TEST_JWT_SECRET, publicUrl: t.config.publicUrl });
    expect(await consent.marketingRecipient(guest.id)).toBeNull();
    await call('PUT', '/user-info/consents/', t.tokenFor(guest), { marketing_emails: true }, 'ar');
    const recipient = (await consent.marketingRecipient(guest.id))!;
    expect(recipient).toMatchObject({ to: guest.email, language: 'ar' });
    expect(recipient.headers).toEqual({
      'List-Unsubscribe': `<${recipient.unsubscribeUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    const url = new URL(recipient.unsubscribeUrl);
    expect(url.pathname).toBe('/unsubscribe/');
    const path = `${url.pathname}${url.search}`;

    // Opening the link (a browser, or a mail scanner) only asks.
    const page = await t.app.inject({ method: 'GET', url: path });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('dir="rtl"');
    expect(page.body).toContain('<form method="post"');
    expect(await consent.hasConsent(guest.id)).toBe(true);

    const forged = path.replace(/token=(\d+)\./, (_m, id: string) => `token=${Number(id) + 1}.`);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: forged,
          payload: 'List-Unsubscribe=One-Click',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
        })
      ).statusCode,
    ).toBe(404);
    expect(await consent.hasConsent(guest.id)).toBe(true);
    // A forged link opened in a browser is a page saying so; any other caller gets the contract's JSON 404.
    const forgedPage = await t.app.inject({ method: 'GET', url: forged, headers: { accept: 'text/html,*/*' } });
    expect([forgedPage.statusCode, forgedPage.headers['content-type']]).toEqual([404, 'text/html; charset=utf-8']);
    expect(forgedPage.body).toContain('رابط إلغاء الاشتراك هذا غير صالح');
    const forgedJson = await t.app.inject({ method: 'GET', url: forged });
    expect([forgedJson.statusCode, forgedJson.json()]).toEqual([
      404,
      { detail: 'رابط إلغاء الاشتراك هذا غير صالح. يمكنك إيقاف الرسائل من ملفك الشخصي.' },
    ]);

    // The mail client's one-click POST, as RFC 8058 writes it.
    const click = await t.app.inject({
      method: 'POST',
      url: path,
      payload: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(click.statusCode).toBe(200);
    expect(click.body).toContain('لن تصلك بعد الآن');
    expect(await consent.hasConsent(guest.id)).toBe(false);
    expect(await consent.marketingRecipient(guest.id)).toBeNull();
    // Twice is harmless and records one withdrawal.
    await t.app.inject({
      method: 'POST',
      url: path,
      payload: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    const events = await t.db.select().from(consentEvents).where(eq(consentEvents.userId, guest.id));
    expect(events.map((event) => [event.action, event.source, event.language])).toEqual([
      ['given', 'profile', 'ar'],
      ['withdrawn', 'unsubscribe_link', 'ar'],
    ]);
  });

  it('news and offers go only to standing opt-ins, each in its language, with the one-click link and headers', async () => {
    const admin = await makeUser(t.db, { role: 'admin' });
    const arabic = await makeUser(t.db, { language: 'ar', fullName: 'نورة' });
    const english = await makeUser(t.db, { language: 'en' });
    const withdrew = await makeUser(t.db);
    const never = await makeUser(t.db);
    await call('PUT', '/user-info/consents/', t.tokenFor(arabic), { marketing_emails: true }, 'ar');
    await call('PUT', '/user-info/consents/', t.tokenFor(english), { marketing_emails: true }, 'en');
    await call('PUT', '/user-info/consents/', t.tokenFor(withdrew), { marketing_emails: true }, 'en');
    await call('PUT', '/user-info/consents/', t.tokenFor(withdrew), { marketing_emails: false }, 'en');
    mailer.clear();
    const news = { subject: 'Winter on the reef', subject_ar: 'الشتاء على الشعاب', body: 'Dolphins are back.', body_ar: 'عادت الدلافين.' };
    expect((await call('POST', '/api/dashboard/newsletter/', t.tokenFor(english), news)).statusCode).toBe(403);
    const sent = await call('POST', '/api/dashboard/newsletter/', t.tokenFor(admin), news);
    expect(sent.statusCode).toBe(200);
    // Earlier tests' opt-ins may stand too: count what reached these four. Mail leaves after the answer (the outbox).
    const to = (user: { email: string }) => mailer.sent.filter((mail) => mail.to === user.email);
    await eventually(() => (mailer.sent.length >= sent.json().sent ? true : undefined));
    expect([to(arabic).length, to(english).length, to(withdrew).length, to(never).length]).toEqual([1, 1, 0, 0]);
    expect(sent.json().sent).toBe(mailer.sent.length);
    const [ar] = to(arabic);
    expect(ar.subject).toBe('الشتاء على الشعاب');
    expect(ar.text).toContain('عادت الدلافين.');
    expect(ar.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    const link = /<(.+)>/.exec(ar.headers!['List-Unsubscribe'])![1];
    expect(ar.text).toContain(link);
    expect(to(english)[0].subject).toBe('Winter on the reef');
    // The link in the e-mail withdraws in one click, and the next news skips that reader.
    const url = new URL(link);
    await t.app.inject({
      method: 'POST',
      url: `${url.pathname}${url.search}`,
      payload: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    mailer.clear();
    const again = await call('POST', '/api/dashboard/newsletter/', t.tokenFor(admin), news);
    await eventually(() => (mailer.sent.length >= again.json().sent ? true : undefined));
    expect([to(arabic).length, to(english).length]).toEqual([0, 1]);
  });

  it('sends the one-click headers over real SMTP', async () => {
    const smtp = await startSmtpServer();
    try {
      // The app's own mailer (lib/mail.ts) carries a message's headers to the wire.
      const mail = createMailer({ smtpUrl: smtp.url, dataDir: t.config.dataDir, production: false, log: { info: () => undefined } });
      const url = 'https://kenresort.example/unsubscribe/?token=1.abc&lang=en';
      await mail.send({
        to: 'guest@example.com',
        subject: 'News',
        text: 'Hello',
        html: '<p>Hello</p>',
        headers: listUnsubscribeHeaders(url),
      });
      const received = await smtp.lastTo('guest@example.com');
      // Long header lines are folded on the wire (RFC 5322): read them unfolded.
      received.raw = received.raw.replace(/\r?\n[ \t]+/g, ' ');
      expect(received.raw).toContain(`List-Unsubscribe: <${url}>`);
      expect(received.raw).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
      mail.close?.();
    } finally {
      await smtp.close();
    }
  });
});

describe('the sign-in answer (issue 26 §4)', () => {
  it('carries the account’s date_calendars, as /user-info/ does', async () => {
    const password = 'correct horse battery';
    const guest = await makeUser(t.db, { passwordHash: await hashPassword(password), dateCalendars: 'gregorian' });
    const login = await call('POST', '/login/', undefined, { email: guest.email, password });
    expect(login.statusCode).toBe(200);
    expect(login.json().date_calendars).toBe('gregorian');
    const profile = await call('GET', '/user-info/', login.json().token);
    expect(profile.json()).toMatchObject({ date_calendars: 'gregorian', has_password: true });
  });
});
