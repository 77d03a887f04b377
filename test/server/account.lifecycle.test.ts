import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { SESSION_ERRORS } from '../../src/shared/constants';
import { LoginAnswer, RegisterAnswer } from '../../src/shared/schemas/account';
import { refreshTokens, users } from '../../src/server/db/schema';
import { hashPassword } from '../../src/server/lib/passwords';
import { client, freshEmail, PASSWORD, refreshCookieOf, registration } from '../helpers/server/accounts';
import { codeIn, eventually, startSmtpServer } from '../helpers/server/mail';
import { shapeErrors } from '../helpers/server/schemaCheck';
import { createTestApp, makeUser, type TestApp } from '../helpers/server/testApp';
import { createTestClock } from '../helpers/server/testClock';

const clock = createTestClock('2026-03-01T09:00:00.000Z');
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let t: TestApp;

beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createTestApp({ clock, config: { smtpUrl: smtp.url } });
}, 120_000);
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const codeFor = async (email: string) => codeIn((await smtp.lastTo(email)).text)!;

describe('account lifecycle over a real SMTP server', () => {
  it('registers, verifies by the e-mailed code, refreshes and signs out', async () => {
    const http = client(t.app);
    const email = freshEmail('life');
    const registered = await http.post('/register/', registration(email.toUpperCase()));
    expect(registered.statusCode).toBe(201);
    expect(shapeErrors(RegisterAnswer, registered.json())).toEqual([]);
    expect(registered.json().user).toMatchObject({ email, role: 'guest', full_name: 'Huda Saleh', phone: '+966512345678' });
    expect(refreshCookieOf(registered)).toBeUndefined();

    const mail = await smtp.lastTo(email);
    expect(mail.subject).toBe('Your Ken Resort verification code');
    const code = codeIn(mail.text)!;
    expect(code).toMatch(/^\d{6}$/);
    expect(mail.html).toContain(`<bdi dir="ltr"`);
    expect(mail.html).not.toMatch(/<img/i);
    // A link to the code screen for this address, saying when the code went out (the app's clock).
    const link = `${t.config.publicUrl}/account/${encodeURIComponent(email)}/verify-account?sent=${clock.now().getTime()}`;
    expect(mail.text).toContain(link);
    expect(mail.html).toContain(`<a href="${link}"`);

    // Unverified: the password is right, but sign-in waits for the code.
    const early = await http.post('/login/', { email, password: PASSWORD });
    expect(early.statusCode).toBe(400);
    expect(early.json()).toEqual({ non_field_errors: ['This user is not verified.'] });

    const verified = await http.post('/verfiy-otp/?forget=false&change_email=false', { email, otp: code });
    expect(verified.statusCode).toBe(200);
    const answer = verified.json();
    expect(answer.message).toBe('Verification successful');
    expect(shapeErrors(LoginAnswer, answer)).toEqual([]);
    const cookie = verified.cookies.find((c) => c.name === 'ken_refresh')!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect((await http.get('/user-info/', bearer(answer.token))).json()).toMatchObject({ email, id: answer.id });

    // The code is single use.
    expect((await http.post('/verfiy-otp/', { email, otp: code })).statusCode).toBe(400);

    const login = await http.post('/login/', { email, password: PASSWORD });
    expect(login.statusCode).toBe(200);
    expect(login.json()).toMatchObject({ id: answer.id, role: 'guest', email, full_name: 'Huda Saleh', avatar: null });
    const loginCookie = refreshCookieOf(login)!;

    const refreshed = await http.post('/token/refresh/', undefined, { cookie: `ken_refresh=${loginCookie}` });
    expect(refreshed.statusCode).toBe(200);
    const rotated = refreshCookieOf(refreshed)!;
    expect(rotated).not.toBe(loginCookie);
    expect((await http.get('/user-info/', bearer(refreshed.json().token))).statusCode).toBe(200);

    const logout = await http.post('/logout/', undefined, { ...bearer(login.json().token), cookie: `ken_refresh=${rotated}` });
    expect(logout.statusCode).toBe(204);
    expect(logout.body).toBe('');
    expect(logout.cookies.find((c) => c.name === 'ken_refresh')?.value).toBe('');
    const afterLogout = await http.post('/token/refresh/', undefined, { cookie: `ken_refresh=${rotated}` });
    expect(afterLogout.statusCode).toBe(401);
    expect(afterLogout.json()).toEqual({ detail: SESSION_ERRORS.refreshInvalid });
  });

  it('writes the code e-mail in Arabic, right to left, when the client asks for Arabic', async () => {
    const http = client(t.app);
    const email = freshEmail('arabic');
    const registered = await http.post('/register/', registration(email), { 'accept-language': 'ar' });
    expect(registered.json().message).toBe('تم إنشاء حسابك وأرسلنا رمز التحقق إلى بريدك الإلكتروني.');
    const mail = await smtp.lastTo(email);
    expect(mail.subject).toBe('رمز التحقق من منتجع كِن');
    expect(mail.html).toContain('dir="rtl"');
    expect(mail.html).toContain('lang="ar"');
    expect(mail.text).toContain('الرمز صالح لمدة ٥ دقائق.');
  });

  it('resets a forgotten password and ends every earlier session', async () => {
    const http = client(t.app);
    const email = freshEmail('forget');
    const user = await makeUser(t.db, { email, passwordHash: await hashPassword('Old-password-1') });
    const login = await http.post('/login/', { email, password: 'Old-password-1' });
    const oldToken = login.json().token as string;
    const oldRefresh = refreshCookieOf(login)!;

    // No window yet: the reset is refused.
    const early = await http.put('/change-forget-password/', { email, new_password: 'New-password-2', confirm_password: 'New-password-2' });
    expect(early.statusCode).toBe(400);
    expect(early.json()).toHaveProperty('non_field_errors');

    const resend = await http.post('/resend-otp/', { email });
    expect(resend.json()).toEqual({ message: 'OTP has been resent.' });
    const mail = await smtp.lastTo(email);
    expect(mail.subject).toBe('Your Ken Resort password reset code');
    const opened = await http.post('/verfiy-otp/?forget=true', { email, otp: codeIn(mail.text) });
    expect(opened.statusCode).toBe(200);
    expect(opened.json()).toEqual({ message: 'Code verified. You can now set a new password.' });
    expect(refreshCookieOf(opened)).toBeUndefined();

    clock.advance(2000); // tokens carry whole seconds
    const mismatch = await http.put('/change-forget-password/', {
      email,
      new_password: 'New-password-2',
      confirm_password: 'Other-password-3',
    });
    expect(mismatch.json()).toEqual({ confirm_password: ['The two passwords do not match.'] });
    const reset = await http.put('/change-forget-password/', { email, new_password: 'New-password-2', confirm_password: 'New-password-2' });
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).toHaveProperty('success');

    const old = await http.get('/user-info/', bearer(oldToken));
    expect(old.statusCode).toBe(401);
    expect(old.json()).toEqual({ error: SESSION_ERRORS.passwordChanged });
    expect((await http.post('/token/refresh/', undefined, { cookie: `ken_refresh=${oldRefresh}` })).statusCode).toBe(401);
    expect((await http.post('/login/', { email, password: 'Old-password-1' })).statusCode).toBe(400);
    expect((await http.post('/login/', { email, password: 'New-password-2' })).json()).toMatchObject({ id: user.id });

    // The window was single use.
    const again = await http.put('/change-forget-password/', {
      email,
      new_password: 'Third-password-4',
      confirm_password: 'Third-password-4',
    });
    expect(again.statusCode).toBe(400);
  });

  it('closes the reset window after 10 minutes', async () => {
    const http = client(t.app);
    const email = freshEmail('window');
    await makeUser(t.db, { email, passwordHash: await hashPassword(PASSWORD) });
    await http.post('/resend-otp/?forget=true', { email });
    await http.post('/verfiy-otp/?forget=true', { email, otp: await codeFor(email) });
    clock.advance(10 * 60 * 1000 + 1000);
    const late = await http.put('/change-forget-password/', { email, new_password: 'New-password-2', confirm_password: 'New-password-2' });
    expect(late.statusCode).toBe(400);
  });

  it('changes the e-mail only once the code sent to the new address comes back', async () => {
    const http = client(t.app);
    const user = await makeUser(t.db, { email: freshEmail('before') });
    const token = t.tokenFor(user);
    const newEmail = freshEmail('after');
    const patched = await http.patch('/user-info/', { email: newEmail }, bearer(token));
    expect(patched.statusCode).toBe(200);
    expect(patched.json().email).toBe(user.email);
    const mail = await smtp.lastTo(newEmail);
    expect(mail.subject).toBe('Confirm your new e-mail address');

    // A code for the new address is not a sign-up code, and a wrong one does nothing.
    expect((await http.post('/verfiy-otp/', { email: newEmail, otp: codeIn(mail.text) })).statusCode).toBe(400);
    expect(
      (await http.post('/verfiy-otp/?change_email=true', { email: newEmail, otp: '000000' === codeIn(mail.text) ? '111111' : '000000' }))
        .statusCode,
    ).toBe(400);

    await http.post('/resend-otp/?change_email=true', { email: newEmail });
    const resent = await eventually(() => smtp.received.filter((m) => m.to.includes(newEmail))[1]);
    const confirmed = await http.post('/verfiy-otp/?change_email=true', { email: newEmail, otp: codeIn(resent.text) });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({ message: 'Your email address has been changed.' });
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({ email: newEmail, pendingEmail: null });
  });

  it('revokes the whole family when a rotated refresh token is presented again', async () => {
    const http = client(t.app);
    const email = freshEmail('reuse');
    await makeUser(t.db, { email, passwordHash: await hashPassword(PASSWORD) });
    const first = refreshCookieOf(await http.post('/login/', { email, password: PASSWORD }))!;
    const second = refreshCookieOf(await http.post('/token/refresh/', undefined, { cookie: `ken_refresh=${first}` }))!;

    const replay = await http.post('/token/refresh/', undefined, { cookie: `ken_refresh=${first}` });
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toEqual({ detail: 'invalid token' });
    // The legitimate holder of the newest token is signed out as well.
    const legit = await http.post('/token/refresh/', undefined, { cookie: `ken_refresh=${second}` });
    expect(legit.statusCode).toBe(401);
    expect((await http.post('/token/refresh/')).json()).toEqual({ detail: 'invalid token' });
    expect((await http.post('/token/refresh/', undefined, { cookie: 'ken_refresh=made-up' })).statusCode).toBe(401);
  });

  it('refuses a refresh token after its 30 days', async () => {
    const http = client(t.app);
    const email = freshEmail('stale');
    const user = await makeUser(t.db, { email, passwordHash: await hashPassword(PASSWORD) });
    const cookie = refreshCookieOf(await http.post('/login/', { email, password: PASSWORD }))!;
    clock.advance(31 * 24 * 3600 * 1000);
    expect((await http.post('/token/refresh/', undefined, { cookie: `ken_refresh=${cookie}` })).statusCode).toBe(401);
    const rows = await t.db.select().from(refreshTokens).where(eq(refreshTokens.userId, user.id));
    expect(rows).toHaveLength(1);
  });

  it("verifies a pending supplier's e-mail as a success, and tells a pending or rejected supplier why they cannot sign in yet", async () => {
    const http = client(t.app);
    const email = freshEmail('supplier');
    const registered = await http.post(
      '/register/',
      registration(email, { account_type: 'supplier', breif: 'Sunset kayak tours', company_name: 'Reef Kayaks' }),
    );
    expect(registered.statusCode).toBe(201);
    expect(registered.json().user).toMatchObject({ role: 'supplier', supplier_status: 'pending' });
    // The right code verifies the e-mail: a success that says the application is with the resort, no session.
    const verify = await http.post('/verfiy-otp/', { email, otp: await codeFor(email) }, { 'accept-language': 'ar' });
    expect(verify.statusCode).toBe(200);
    expect(verify.json()).toEqual({
      message: 'تم التحقق من بريدك الإلكتروني، وطلبك كمورّد الآن لدى المنتجع للموافقة عليه.',
      supplier_status: 'pending',
    });
    expect(refreshCookieOf(verify)).toBeUndefined();
    expect((await t.db.select().from(users).where(eq(users.email, email)))[0]).toMatchObject({
      isVerified: true,
      supplierStatus: 'pending',
    });
    const login = await http.post('/login/', { email, password: PASSWORD });
    expect(login.statusCode).toBe(403);
    expect(login.json()).toEqual({ detail: "Your supplier account is awaiting the resort's approval." });
    const arabic = await http.post('/login/', { email, password: PASSWORD }, { 'accept-language': 'ar' });
    expect(arabic.json()).toEqual({ detail: 'حساب المورّد الخاص بك بانتظار موافقة المنتجع.' });

    await t.db.update(users).set({ supplierStatus: 'rejected' }).where(eq(users.email, email));
    const rejected = await http.post('/login/', { email, password: PASSWORD });
    expect(rejected.statusCode).toBe(403);
    expect(rejected.json().detail).toMatch(/not approved/);

    await t.db.update(users).set({ supplierStatus: 'approved' }).where(eq(users.email, email));
    expect((await http.post('/login/', { email, password: PASSWORD })).json()).toMatchObject({ role: 'supplier' });
    const dropdown = (await http.get('/supplier-dropdown/')).json() as { email: string }[];
    expect(dropdown.find((s) => s.email === email)).toMatchObject({
      role: 'supplier',
      full_name: 'Huda Saleh',
      company_name: 'Reef Kayaks',
      phone: '+966512345678',
    });
  });

  it('gives identical answers for unknown and known e-mails', async () => {
    const http = client(t.app);
    const known = freshEmail('known');
    await makeUser(t.db, { email: known, passwordHash: await hashPassword(PASSWORD) });
    const unknown = freshEmail('nobody');
    const wrong = await http.post('/login/', { email: known, password: 'Wrong-password-1' });
    const missing = await http.post('/login/', { email: unknown, password: 'Wrong-password-1' });
    expect(wrong.statusCode).toBe(400);
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual(wrong.json());
    expect(wrong.json()).toEqual({ non_field_errors: ['Invalid email or password.'] });

    const resendKnown = await http.post('/resend-otp/', { email: known });
    const resendUnknown = await http.post('/resend-otp/', { email: unknown });
    expect([resendKnown.statusCode, resendKnown.body]).toEqual([resendUnknown.statusCode, resendUnknown.body]);
    const verifyKnown = await http.post('/verfiy-otp/?forget=true', { email: known, otp: '12345x' });
    const verifyUnknown = await http.post('/verfiy-otp/?forget=true', { email: unknown, otp: '12345x' });
    expect(verifyUnknown.json()).toEqual(verifyKnown.json());
  });
});

describe('the default outbox transport', () => {
  it('writes each message as an .eml file into DATA_DIR/outbox', async () => {
    const outboxApp = await createTestApp({ clock });
    try {
      const email = freshEmail('outbox');
      await client(outboxApp.app).post('/register/', registration(email));
      const dir = path.join(outboxApp.config.dataDir, 'outbox');
      const file = await eventually(() => {
        try {
          return readdirSync(dir).find((name) => name.endsWith('.eml'));
        } catch {
          return undefined;
        }
      });
      const raw = readFileSync(path.join(dir, file), 'utf8');
      expect(raw).toContain(`To: ${email}`);
      expect(raw).toContain('Subject: Your Ken Resort verification code');
      expect(raw).toMatch(/Content-Type: text\/plain/);
      expect(raw).toMatch(/Content-Type: text\/html/);
    } finally {
      await outboxApp.close();
    }
  }, 120_000);
});
