// Issue 23 §5: staff invitations (48 h links), user management, and two-step sign-in with a real TOTP
// implementation (the otpauth library computes the codes an authenticator app would show at the test's clock).
import { eq } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { staffInvitations, users } from '../../src/server/db/schema';
import { hashPassword } from '../../src/server/lib/passwords';
import { PASSWORD, client, freshEmail } from '../helpers/server/accounts';
import { eventually, memoryMailer } from '../helpers/server/mail';
import { createTestClock } from '../helpers/server/testClock';
import { createTestApp, makeUser, type TestApp } from '../helpers/server/testApp';

const mailer = memoryMailer();
const clock = createTestClock('2026-06-01T08:00:00.000Z');
let t: TestApp;
let manager: { id: number };
beforeAll(async () => {
  t = await createTestApp({ mailer, clock });
  manager = await makeUser(t.db, { role: 'admin', staffRole: 'manager' });
}, 120_000);
afterAll(() => t?.close());

const send = (method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, payload?: object, lang = 'en') =>
  // Signed at the moment of the call: the tests move the clock by days.
  t.app.inject({ method, url, payload, headers: { authorization: `Bearer ${t.tokenFor(manager as never)}`, 'accept-language': lang } });
const codeAt = (secret: string, at: Date) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate({ timestamp: at.getTime() });
const linkIn = (text: string) => /\/join-staff\/([A-Za-z0-9_-]+)/.exec(text)?.[1];

async function staffWithPassword(staffRole: 'manager' | 'finance' | 'front_desk' | 'gate') {
  const email = freshEmail(staffRole);
  await makeUser(t.db, { email, role: 'admin', staffRole, passwordHash: await hashPassword(PASSWORD) });
  return email;
}

describe('invitations', () => {
  it('invites a staff member whose link sets the password once; the new front desk signs in without a second step', async () => {
    const email = freshEmail('desk');
    const invited = await send('POST', '/api/dashboard/users/invitations/', {
      email,
      full_name: 'Salma Desk',
      staff_role: 'front_desk',
      language: 'ar',
    });
    expect(invited.statusCode).toBe(201);
    expect(invited.json()).toMatchObject({
      user: { email, staff_role: 'front_desk', invitation_pending: true, role: 'admin' },
      expires_at: '2026-06-03T08:00:00.000Z',
    });
    // The staff list (which reads only the columns it shows) says the same of the account as the invitation's answer.
    const listed = async () => (await send('GET', `/api/dashboard/users/?q=${encodeURIComponent(email)}`)).json().results;
    expect(await listed()).toEqual([invited.json().user]);
    const mail = await mailer.lastTo(email);
    expect(mail.subject).toBe('دعوة إلى لوحة إدارة منتجع كِن');
    expect(mail.text).toContain('الاستقبال');
    const token = linkIn(mail.text)!;
    // No password yet: the account cannot sign in.
    expect((await client(t.app).post('/login/', { email, password: PASSWORD })).statusCode).toBe(400);

    expect((await client(t.app).get(`/staff-invitation/${token}/`)).json()).toEqual({
      email,
      full_name: 'Salma Desk',
      staff_role: 'front_desk',
      expires_at: '2026-06-03T08:00:00.000Z',
    });
    const mismatch = await client(t.app).post(`/staff-invitation/${token}/`, { password: PASSWORD, confirm_password: 'Other-Pass-1' });
    expect(mismatch.statusCode).toBe(400);
    const accepted = await client(t.app).post(`/staff-invitation/${token}/`, { password: PASSWORD, confirm_password: PASSWORD });
    expect(accepted.json()).toEqual({ message: 'Your password is set. Sign in to start.' });
    // The link proved the address too.
    expect(await listed()).toEqual([{ ...invited.json().user, invitation_pending: false, is_verified: true, version: expect.any(Number) }]);
    const again = await client(t.app).post(
      `/staff-invitation/${token}/`,
      { password: 'Another-Pass-2', confirm_password: 'Another-Pass-2' },
      { 'accept-language': 'ar' },
    );
    expect([again.statusCode, again.json()]).toEqual([
      404,
      { detail: 'انتهت صلاحية رابط الدعوة أو سبق استخدامه. اطلب من المدير إرسال رابط جديد.' },
    ]);
    const login = await client(t.app).post('/login/', { email, password: PASSWORD });
    expect(login.json()).toMatchObject({ role: 'admin', token: expect.any(String) });
    // The front desk cannot open the figures.
    const figures = await t.app.inject({
      method: 'GET',
      url: '/api/dashboard/figures/',
      headers: { authorization: `Bearer ${login.json().token}` },
    });
    expect(figures.statusCode).toBe(403);
  });

  it('lets a link expire after 48 hours, and a new link voids the earlier one', async () => {
    const email = freshEmail('gate');
    const invited = (
      await send('POST', '/api/dashboard/users/invitations/', { email, full_name: 'Gate Keeper', staff_role: 'gate', language: 'en' })
    ).json();
    const first = linkIn((await mailer.lastTo(email)).text)!;
    clock.advance(48 * 3600_000 + 1000);
    expect((await client(t.app).get(`/staff-invitation/${first}/`)).statusCode).toBe(404);
    const resent = await send('POST', `/api/dashboard/users/${invited.user.id}/invitation/`);
    expect(resent.json().expires_at).toBe(new Date(clock.now().getTime() + 48 * 3600_000).toISOString());
    // Mail goes out after the answer: wait for the new link rather than read the first one again.
    const second = await eventually(() => {
      const latest = mailer.sent.filter((message) => message.to === email).map((message) => linkIn(message.text));
      return latest.length === 2 ? latest[1] : undefined;
    });
    expect(second).not.toBe(first);
    clock.advance(-48 * 3600_000); // back within the first link's window: it stays void
    expect((await client(t.app).get(`/staff-invitation/${first}/`)).statusCode).toBe(404);
    clock.advance(48 * 3600_000);
    expect((await client(t.app).post(`/staff-invitation/${second}/`, { password: PASSWORD, confirm_password: PASSWORD })).statusCode).toBe(
      200,
    );
    expect((await send('POST', `/api/dashboard/users/${invited.user.id}/invitation/`)).statusCode).toBe(409);
    const rows = await t.db.select().from(staffInvitations).where(eq(staffInvitations.userId, invited.user.id));
    expect(rows.map((row) => [row.acceptedAt !== null, row.voidedAt !== null]).sort()).toEqual([
      [false, true],
      [true, false],
    ]);
  });

  it('refuses a taken e-mail and an unknown role, and only a manager may invite', async () => {
    const taken = await send('POST', '/api/dashboard/users/invitations/', {
      email: (await makeUser(t.db)).email,
      full_name: 'X',
      staff_role: 'gate',
      language: 'en',
    });
    expect([taken.statusCode, taken.json()]).toEqual([400, { email: ['A user with this email already exists.'] }]);
    expect(
      (await send('POST', '/api/dashboard/users/invitations/', { email: freshEmail(), full_name: 'X', staff_role: 'boss', language: 'en' }))
        .statusCode,
    ).toBe(400);
    const desk = await makeUser(t.db, { role: 'admin', staffRole: 'front_desk' });
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/dashboard/users/invitations/',
      payload: { email: freshEmail(), full_name: 'X', staff_role: 'manager', language: 'en' },
      headers: { authorization: `Bearer ${t.tokenFor(desk)}` },
    });
    expect(refused.statusCode).toBe(403);
  });
});

describe('user management', () => {
  it("changes a role (not one's own), corrects name, phone and national ID, creates guest and supplier accounts, sends a reset", async () => {
    const desk = await makeUser(t.db, { role: 'admin', staffRole: 'front_desk' });
    const changed = await send('PUT', `/api/dashboard/users/${desk.id}/staff-role/`, { staff_role: 'finance', version: desk.version });
    expect(changed.json()).toMatchObject({ staff_role: 'finance', version: desk.version + 1 });
    const self = await send('PUT', `/api/dashboard/users/${manager.id}/staff-role/`, { staff_role: 'gate', version: 1 }, 'ar');
    expect([self.statusCode, self.json().detail]).toEqual([409, 'لا يمكنك تغيير دورك بنفسك. اطلب ذلك من مدير آخر.']);
    const guest = await makeUser(t.db);
    expect((await send('PUT', `/api/dashboard/users/${guest.id}/staff-role/`, { staff_role: 'gate', version: 1 })).statusCode).toBe(409);

    const edited = await send('PATCH', `/api/dashboard/users/${guest.id}/`, {
      full_name: 'Huda Al-Qahtani',
      phone: '+966 55 123 4567',
      id_num: '1098765432',
      version: 1,
    });
    expect(edited.json()).toMatchObject({ full_name: 'Huda Al-Qahtani', phone: '+966551234567', id_num: '1098765432', version: 2 });
    const badPhone = await send('PATCH', `/api/dashboard/users/${guest.id}/`, { phone: '12', version: 2 });
    expect(Object.keys(badPhone.json())).toEqual(['phone']);
    expect((await send('PATCH', `/api/dashboard/users/${guest.id}/`, { full_name: 'Late', version: 1 })).statusCode).toBe(409);

    const supplierEmail = freshEmail('supplier');
    const supplier = await send('POST', '/api/dashboard/users/accounts/', {
      role: 'supplier',
      email: supplierEmail,
      full_name: 'Reef Divers',
      company_name: 'Reef Divers Co.',
      phone: '+966501112233',
      language: 'en',
    });
    expect(supplier.json()).toMatchObject({ role: 'supplier', supplier_status: 'approved', is_verified: true, staff_role: null });
    const walkIn = await send('POST', '/api/dashboard/users/accounts/', {
      role: 'guest',
      email: freshEmail('walkin'),
      full_name: 'Walk In',
      language: 'ar',
    });
    expect(walkIn.json()).toMatchObject({ role: 'guest', is_verified: true });

    mailer.clear();
    expect((await send('POST', `/api/dashboard/users/${supplier.json().id}/password-reset/`)).statusCode).toBe(204);
    const reset = await mailer.lastTo(supplierEmail);
    expect(reset.text).toMatch(/\b\d{6}\b/);
    expect(reset.text).toContain('/otp?sent=');
  });
});

describe('two-step sign-in', () => {
  it('makes a manager enrol at the next sign-in: QR and secret, a real TOTP code turns it on and answers ten recovery codes', async () => {
    const email = await staffWithPassword('manager');
    const first = (await client(t.app).post('/login/', { email, password: PASSWORD })).json();
    expect(first).toEqual({ two_factor: 'enrol', challenge: expect.any(String) });
    // The challenge is no session.
    const asToken = await t.app.inject({
      method: 'GET',
      url: '/api/dashboard/figures/',
      headers: { authorization: `Bearer ${first.challenge}` },
    });
    expect(asToken.statusCode).toBe(401);

    const enrol = (await client(t.app).post('/login/two-factor/enrol/', { challenge: first.challenge })).json();
    expect(enrol.otpauth_url).toMatch(/^otpauth:\/\/totp\/Ken%20Resort:.+\?issuer=Ken%20Resort&secret=[A-Z2-7]+/);
    expect(Buffer.from(enrol.qr.split(',')[1], 'base64').toString()).toContain('<svg');
    const wrong = await client(t.app).post(
      '/login/two-factor/',
      { challenge: first.challenge, code: '000000' },
      { 'accept-language': 'ar' },
    );
    expect([wrong.statusCode, wrong.json()]).toEqual([
      400,
      { code: ['الرمز غير صحيح. أدخل الرمز المكوّن من ٦ أرقام الظاهر الآن في تطبيق المصادقة.'] },
    ]);
    const done = await client(t.app).post('/login/two-factor/', { challenge: first.challenge, code: codeAt(enrol.secret, clock.now()) });
    expect(done.json()).toMatchObject({ role: 'admin', token: expect.any(String), recovery_codes: expect.any(Array) });
    expect(done.headers['set-cookie']).toBeDefined();
    const recovery: string[] = done.json().recovery_codes;
    expect(new Set(recovery).size).toBe(10);
    expect(recovery[0]).toMatch(/^[a-z2-7]{5}-[a-z2-7]{5}$/);

    // Next sign-in: verify with a code; the same code again is refused (replay), the next step's is taken.
    clock.advance(60_000);
    const second = (await client(t.app).post('/login/', { email, password: PASSWORD })).json();
    expect(second.two_factor).toBe('verify');
    const code = codeAt(enrol.secret, clock.now());
    expect((await client(t.app).post('/login/two-factor/', { challenge: second.challenge, code })).statusCode).toBe(200);
    const third = (await client(t.app).post('/login/', { email, password: PASSWORD })).json();
    expect((await client(t.app).post('/login/two-factor/', { challenge: third.challenge, code })).statusCode).toBe(400);
    clock.advance(30_000);
    expect(
      (await client(t.app).post('/login/two-factor/', { challenge: third.challenge, code: codeAt(enrol.secret, clock.now()) })).statusCode,
    ).toBe(200);

    // A recovery code works once, typed in capitals without its dash too.
    const fourth = (await client(t.app).post('/login/', { email, password: PASSWORD })).json();
    const typed = recovery[3].replace('-', '').toUpperCase();
    expect((await client(t.app).post('/login/two-factor/', { challenge: fourth.challenge, recovery_code: typed })).statusCode).toBe(200);
    const fifth = (await client(t.app).post('/login/', { email, password: PASSWORD })).json();
    const reused = await client(t.app).post('/login/two-factor/', { challenge: fifth.challenge, recovery_code: recovery[3] });
    expect([reused.statusCode, Object.keys(reused.json())]).toEqual([400, ['recovery_code']]);

    // A challenge lasts five minutes.
    clock.advance(5 * 60_000 + 1000);
    const late = await client(t.app).post('/login/two-factor/', { challenge: fifth.challenge, code: codeAt(enrol.secret, clock.now()) });
    expect([late.statusCode, Object.keys(late.json())]).toEqual([400, ['challenge']]);
  });

  it('requires the second step of finance too, keeps it optional for the front desk and the gate, and exempts the demo manager', async () => {
    expect((await client(t.app).post('/login/', { email: await staffWithPassword('finance'), password: PASSWORD })).json().two_factor).toBe(
      'enrol',
    );
    expect(
      (await client(t.app).post('/login/', { email: await staffWithPassword('front_desk'), password: PASSWORD })).json().token,
    ).toBeDefined();
    expect(
      (await client(t.app).post('/login/', { email: await staffWithPassword('gate'), password: PASSWORD })).json().token,
    ).toBeDefined();
    const demo = freshEmail('demo');
    await makeUser(t.db, { email: demo, role: 'admin', passwordHash: await hashPassword(PASSWORD), twoFactorExempt: true });
    expect((await client(t.app).post('/login/', { email: demo, password: PASSWORD })).json()).toMatchObject({
      role: 'admin',
      token: expect.any(String),
    });
  });

  it("lets a manager clear a staff member's app (a lost phone): they enrol again at the next sign-in", async () => {
    const email = await staffWithPassword('finance');
    const start = (await client(t.app).post('/login/', { email, password: PASSWORD })).json();
    const { secret } = (await client(t.app).post('/login/two-factor/enrol/', { challenge: start.challenge })).json();
    expect(
      (await client(t.app).post('/login/two-factor/', { challenge: start.challenge, code: codeAt(secret, clock.now()) })).statusCode,
    ).toBe(200);
    const [row] = await t.db.select().from(users).where(eq(users.email, email));
    expect((await send('GET', `/api/dashboard/users/${row.id}/`)).json().two_factor).toBe(true);
    expect((await send('POST', `/api/dashboard/users/${row.id}/two-factor/reset/`)).statusCode).toBe(204);
    expect((await client(t.app).post('/login/', { email, password: PASSWORD })).json().two_factor).toBe('enrol');
  });
});
