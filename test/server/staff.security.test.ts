// "Sign-in and security" (issue 23 §5): a staff member in a role that does not require two-step sign-in turns it on
// from the back office, with a real TOTP implementation (otpauth computes the codes an app would show at the test's
// clock); the next sign-in asks for the code; recovery codes work once; a manager cannot turn it off; wrong codes are
// refused and limited; the password changes there too. Sessions: on keeps them, off and a new password end the others.
import { and, eq } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { auditLog, users } from '../../src/server/db/schema';
import { hashPassword } from '../../src/server/lib/passwords';
import { PASSWORD, client, freshEmail, refreshCookieOf } from '../helpers/server/accounts';
import { createTestClock } from '../helpers/server/testClock';
import { createTestApp, makeUser, type TestApp } from '../helpers/server/testApp';

const clock = createTestClock('2026-06-01T08:00:00.000Z');
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock });
}, 120_000);
afterAll(() => t?.close());

const codeAt = (secret: string, at: Date) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate({ timestamp: at.getTime() });
const nextStep = () => clock.advance(30_000);

async function staff(staffRole: 'manager' | 'front_desk' | 'gate' | 'finance') {
  const email = freshEmail(staffRole);
  const user = await makeUser(t.db, { email, role: 'admin', staffRole, passwordHash: await hashPassword(PASSWORD) });
  return { email, id: user.id };
}

/** A session as the browser has one: the access token and the refresh cookie. */
async function signIn(email: string, password = PASSWORD) {
  const answer = await client(t.app).post('/login/', { email, password });
  expect(answer.json().token).toBeDefined();
  return { token: answer.json().token as string, cookie: refreshCookieOf(answer)! };
}

const as = (token: string, lang = 'en') => ({
  get: (url: string) => t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}`, 'accept-language': lang } }),
  send: (method: 'POST' | 'PUT', url: string, payload?: object) =>
    t.app.inject({ method, url, payload, headers: { authorization: `Bearer ${token}`, 'accept-language': lang } }),
});

const refreshed = (cookie: string) => t.app.inject({ method: 'POST', url: '/token/refresh/', cookies: { ken_refresh: cookie } });
const refreshWith = (cookie: string) => refreshed(cookie).then((answer) => answer.statusCode);

async function auditOf(userId: number) {
  const rows = await t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityType, 'user'), eq(auditLog.entityId, String(userId))));
  return rows.map((row) => [row.actorId, row.area, row.action]);
}

/** Turns the app on from the screen; answers the secret and the recovery codes. */
async function turnOn(token: string) {
  const enrol = await as(token).send('POST', '/api/dashboard/me/two-factor/enrol/');
  expect(enrol.statusCode).toBe(200);
  const { secret, qr, otpauth_url } = enrol.json();
  expect(otpauth_url).toMatch(/^otpauth:\/\/totp\/Ken%20Resort:/);
  expect(Buffer.from(qr.split(',')[1], 'base64').toString()).toContain('<svg');
  const on = await as(token).send('POST', '/api/dashboard/me/two-factor/', { code: codeAt(secret, clock.now()) });
  expect(on.statusCode).toBe(200);
  return { secret: secret as string, recovery: on.json().recovery_codes as string[] };
}

describe('sign-in and security', () => {
  it('lets the front desk turn two-step sign-in on: the next sign-in asks for the code, a recovery code works once, off again', async () => {
    const desk = await staff('front_desk');
    const session = await signIn(desk.email);
    const elsewhere = await signIn(desk.email);
    expect((await as(session.token).get('/api/dashboard/me/security/')).json()).toEqual({
      two_factor: false,
      required: false,
      enabled_at: null,
      recovery_codes_left: 0,
      has_password: true,
    });

    const { secret, recovery } = await turnOn(session.token);
    expect(new Set(recovery).size).toBe(10);
    expect(recovery[0]).toMatch(/^[a-z2-7]{5}-[a-z2-7]{5}$/);
    expect((await as(session.token).get('/api/dashboard/me/security/')).json()).toEqual({
      two_factor: true,
      required: false,
      enabled_at: clock.now().toISOString(),
      recovery_codes_left: 10,
      has_password: true,
    });
    // Turning it on signs nobody out: this session's token, and the other session's refresh cookie, still work.
    expect((await as(session.token).get('/api/dashboard/me/security/')).statusCode).toBe(200);
    const kept = await refreshed(elsewhere.cookie);
    expect(kept.statusCode).toBe(200);
    const elsewhereCookie = refreshCookieOf(kept)!;
    // Already on: a second set-up is refused.
    expect((await as(session.token).send('POST', '/api/dashboard/me/two-factor/enrol/')).statusCode).toBe(409);

    // The next sign-in asks for the code, as it does for managers.
    nextStep();
    const login = (await client(t.app).post('/login/', { email: desk.email, password: PASSWORD })).json();
    expect(login).toEqual({ two_factor: 'verify', challenge: expect.any(String) });
    const withCode = await client(t.app).post('/login/two-factor/', { challenge: login.challenge, code: codeAt(secret, clock.now()) });
    expect(withCode.json()).toMatchObject({ role: 'admin', token: expect.any(String) });

    // A recovery code signs in once.
    const again = (await client(t.app).post('/login/', { email: desk.email, password: PASSWORD })).json();
    expect((await client(t.app).post('/login/two-factor/', { challenge: again.challenge, recovery_code: recovery[0] })).statusCode).toBe(
      200,
    );
    const third = (await client(t.app).post('/login/', { email: desk.email, password: PASSWORD })).json();
    expect((await client(t.app).post('/login/two-factor/', { challenge: third.challenge, recovery_code: recovery[0] })).statusCode).toBe(
      400,
    );
    expect((await as(session.token).get('/api/dashboard/me/security/')).json().recovery_codes_left).toBe(9);

    // New recovery codes need the current code; the earlier ones stop working.
    nextStep();
    const renewed = await as(session.token).send('POST', '/api/dashboard/me/two-factor/recovery-codes/', {
      code: codeAt(secret, clock.now()),
    });
    expect(renewed.statusCode).toBe(200);
    const fresh: string[] = renewed.json().recovery_codes;
    expect(fresh).toHaveLength(10);
    expect(fresh).not.toContain(recovery[1]);
    const fourth = (await client(t.app).post('/login/', { email: desk.email, password: PASSWORD })).json();
    expect((await client(t.app).post('/login/two-factor/', { challenge: fourth.challenge, recovery_code: recovery[1] })).statusCode).toBe(
      400,
    );
    expect((await client(t.app).post('/login/two-factor/', { challenge: fourth.challenge, recovery_code: fresh[1] })).statusCode).toBe(200);

    // Off with the current code: the other sessions end, this one goes on with a new token and cookie.
    nextStep();
    const off = await as(session.token).send('POST', '/api/dashboard/me/two-factor/off/', { code: codeAt(secret, clock.now()) });
    expect(off.statusCode).toBe(200);
    expect(off.json().token).toEqual(expect.any(String));
    const renewedCookie = refreshCookieOf(off)!;
    expect(await refreshWith(elsewhereCookie)).toBe(401);
    expect(await refreshWith(session.cookie)).toBe(401);
    expect(await refreshWith(renewedCookie)).toBe(200);
    expect((await as(off.json().token).get('/api/dashboard/me/security/')).json()).toMatchObject({
      two_factor: false,
      recovery_codes_left: 0,
    });
    expect((await client(t.app).post('/login/', { email: desk.email, password: PASSWORD })).json().token).toBeDefined();

    expect(await auditOf(desk.id)).toEqual([
      [desk.id, 'users', 'two_factor_on'],
      [desk.id, 'users', 'recovery_codes_new'],
      [desk.id, 'users', 'two_factor_off'],
    ]);
  });

  it("refuses to turn it off for a manager (the role requires it), in the reader's language", async () => {
    const manager = await staff('manager');
    const start = (await client(t.app).post('/login/', { email: manager.email, password: PASSWORD })).json();
    const { secret } = (await client(t.app).post('/login/two-factor/enrol/', { challenge: start.challenge })).json();
    nextStep();
    const done = await client(t.app).post('/login/two-factor/', { challenge: start.challenge, code: codeAt(secret, clock.now()) });
    const token = done.json().token as string;
    expect((await as(token).get('/api/dashboard/me/security/')).json()).toMatchObject({ two_factor: true, required: true });
    nextStep();
    const refused = await as(token, 'ar').send('POST', '/api/dashboard/me/two-factor/off/', { code: codeAt(secret, clock.now()) });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().detail).toContain('يتطلب دورك التحقق بخطوتين');
    const byPassword = await as(token).send('POST', '/api/dashboard/me/two-factor/off/', { password: PASSWORD });
    expect([byPassword.statusCode, byPassword.json().detail]).toEqual([409, expect.stringContaining('Your role signs in with two steps')]);
    const [row] = await t.db.select().from(users).where(eq(users.id, manager.id));
    expect(row.totpEnabledAt).not.toBeNull();
    expect(await auditOf(manager.id)).toEqual([]);
  });

  it('refuses a wrong code, then limits guesses: five tries in five minutes per account', async () => {
    const gate = await staff('gate');
    const { token } = await signIn(gate.email);
    const { secret } = await turnOn(token); // 1st counted request
    nextStep();
    const good = codeAt(secret, clock.now());
    const wrong = good === '000000' ? '111111' : '000000';
    for (let attempt = 0; attempt < 4; attempt += 1) {
      const answer = await as(token, 'ar').send('POST', '/api/dashboard/me/two-factor/recovery-codes/', { code: wrong });
      expect([answer.statusCode, answer.json()]).toEqual([
        400,
        { code: ['الرمز غير صحيح. أدخل الرمز المكوّن من ٦ أرقام الظاهر الآن في تطبيق المصادقة.'] },
      ]);
    }
    // Past the limit even the right code waits.
    const limited = await as(token).send('POST', '/api/dashboard/me/two-factor/off/', { code: good });
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
    const [row] = await t.db.select().from(users).where(eq(users.id, gate.id));
    expect(row.totpEnabledAt).not.toBeNull();
    // A code of the wrong shape is refused by the schema, before any service runs.
    const other = await staff('front_desk');
    const session = await signIn(other.email);
    const malformed = await as(session.token).send('POST', '/api/dashboard/me/two-factor/', { code: '12ab' });
    expect(malformed.statusCode).toBe(400);
  });

  it('changes the password (the current one first): the other sessions end, this one goes on; turning off by password too', async () => {
    const desk = await staff('front_desk');
    const first = await signIn(desk.email);
    const second = await signIn(desk.email);
    const wrongCurrent = await as(first.token, 'ar').send('PUT', '/api/dashboard/me/password/', {
      current_password: 'Not-The-One-1',
      password: 'New-Horse-2026',
      confirm_password: 'New-Horse-2026',
    });
    expect([wrongCurrent.statusCode, wrongCurrent.json()]).toEqual([400, { current_password: ['كلمة المرور الحالية غير صحيحة.'] }]);
    const mismatch = await as(first.token).send('PUT', '/api/dashboard/me/password/', {
      current_password: PASSWORD,
      password: 'New-Horse-2026',
      confirm_password: 'New-Horse-2027',
    });
    expect([mismatch.statusCode, Object.keys(mismatch.json())]).toEqual([400, ['confirm_password']]);
    const changed = await as(first.token).send('PUT', '/api/dashboard/me/password/', {
      current_password: PASSWORD,
      password: 'New-Horse-2026',
      confirm_password: 'New-Horse-2026',
    });
    expect(changed.statusCode).toBe(200);
    expect(await refreshWith(second.cookie)).toBe(401);
    expect(await refreshWith(first.cookie)).toBe(401);
    expect(await refreshWith(refreshCookieOf(changed)!)).toBe(200);
    expect((await client(t.app).post('/login/', { email: desk.email, password: PASSWORD })).statusCode).toBe(400);
    const session = await signIn(desk.email, 'New-Horse-2026');

    // Turning off by password (a 4th and 5th counted request for this account).
    await turnOn(session.token);
    const off = await as(session.token).send('POST', '/api/dashboard/me/two-factor/off/', { password: 'New-Horse-2026' });
    expect(off.statusCode).toBe(200);
    expect(await refreshWith(session.cookie)).toBe(401);
    expect((await as(off.json().token).get('/api/dashboard/me/security/')).json().two_factor).toBe(false);
    expect((await auditOf(desk.id)).map(([, , action]) => action)).toEqual(['password_change', 'two_factor_on', 'two_factor_off']);
  });

  it('admits an approved supplier in their portal, and a signed-out caller gets 401 before the body is read', async () => {
    const supplier = await makeUser(t.db, { role: 'supplier', supplierStatus: 'approved', passwordHash: await hashPassword(PASSWORD) });
    const session = await signIn(supplier.email);
    expect((await as(session.token).get('/api/dashboard/me/security/')).json()).toMatchObject({ two_factor: false, required: false });
    const { secret } = await turnOn(session.token);
    nextStep();
    const login = (await client(t.app).post('/login/', { email: supplier.email, password: PASSWORD })).json();
    expect(login.two_factor).toBe('verify');
    expect(
      (await client(t.app).post('/login/two-factor/', { challenge: login.challenge, code: codeAt(secret, clock.now()) })).json(),
    ).toMatchObject({ role: 'supplier', token: expect.any(String) });
    const anonymous = await t.app.inject({ method: 'POST', url: '/api/dashboard/me/two-factor/off/', payload: { unexpected: 1 } });
    expect(anonymous.statusCode).toBe(401);
    const guest = await makeUser(t.db, { role: 'guest' });
    expect((await as(t.tokenFor(guest)).get('/api/dashboard/me/security/')).statusCode).toBe(403);
  });
});
