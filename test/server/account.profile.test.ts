import { existsSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import { UserProfile } from '../../src/shared/schemas/users';
import { users } from '../../src/server/db/schema';
import { hashPassword } from '../../src/server/lib/passwords';
import { client, freshEmail, freshIp, multipart, PASSWORD, refreshCookieOf, registration } from '../helpers/server/accounts';
import { memoryMailer } from '../helpers/server/mail';
import { shapeErrors } from '../helpers/server/schemaCheck';
import { createTestApp, makeUser, type TestApp } from '../helpers/server/testApp';
import { createTestClock } from '../helpers/server/testClock';

const clock = createTestClock('2026-03-01T09:00:00.000Z');
let t: TestApp;
let png: Buffer;

beforeAll(async () => {
  t = await createTestApp({ clock, mailer: memoryMailer() });
  png = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#1b6f6a' } })
    .png()
    .toBuffer();
}, 120_000);
afterAll(() => t?.close());

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const inject = (
  method: 'PATCH' | 'PUT' | 'POST',
  url: string,
  body: { payload: Buffer; headers: Record<string, string> },
  headers: Record<string, string> = {},
) => t.app.inject({ method, url, payload: body.payload, headers: { ...body.headers, ...headers }, remoteAddress: freshIp() });

/** Every bad input must be a 4xx in the contract's shape: {"field": ["…"]} or {"detail": "…"}. */
function expectContractError(response: { statusCode: number; json(): unknown }, field?: string) {
  expect(response.statusCode).toBeGreaterThanOrEqual(400);
  expect(response.statusCode).toBeLessThan(500);
  const body = response.json() as Record<string, unknown>;
  if (typeof body.detail === 'string') return;
  for (const messages of Object.values(body)) {
    expect(Array.isArray(messages)).toBe(true);
    for (const message of messages as unknown[]) expect(typeof message).toBe('string');
  }
  if (field) expect(body).toHaveProperty([field]);
}

describe('PATCH/PUT /user-info/', () => {
  it('changes only the token’s own profile, partially', async () => {
    const me = await makeUser(t.db, { fullName: 'Me', phone: '+966500000001' });
    const other = await makeUser(t.db, { fullName: 'Other', phone: '+966500000002' });
    const http = client(t.app);
    const patched = await http.patch(
      '/user-info/',
      { full_name: 'Huda', gender: 'female', birth_date: '1990-05-04', address: 'Jeddah', id_num: '1234567890' },
      bearer(t.tokenFor(me)),
    );
    expect(patched.statusCode).toBe(200);
    expect(shapeErrors(UserProfile, patched.json())).toEqual([]);
    expect(patched.json()).toMatchObject({
      id: me.id,
      full_name: 'Huda',
      gender: 'female',
      phone: '+966500000001',
      birth_date: '1990-05-04',
    });
    const put = await http.put('/user-info/', { phone: '+447700900123' }, bearer(t.tokenFor(me)));
    expect(put.json()).toMatchObject({ full_name: 'Huda', phone: '+447700900123' });

    // Ids in the body or query are not a way to reach another account.
    const sneaky = await http.patch(
      '/user-info/?id=' + other.id,
      { id: other.id, full_name: 'Hijacked' } as object,
      bearer(t.tokenFor(me)),
    );
    expect(sneaky.json().id).toBe(me.id);
    const [otherRow] = await t.db.select().from(users).where(eq(users.id, other.id));
    expect(otherRow.fullName).toBe('Other');
    expect((await http.get('/user-info/', bearer(t.tokenFor(other)))).json()).toMatchObject({ id: other.id, full_name: 'Other' });
    expect((await http.patch('/user-info/', { full_name: 'Nobody' })).statusCode).toBe(401);
  });

  it('takes an avatar as multipart and stores a 512×512 WebP under /uploads/avatars/', async () => {
    const me = await makeUser(t.db);
    const response = await inject(
      'PATCH',
      '/user-info/',
      multipart({ full_name: 'With Avatar', gender: '' }, [{ name: 'avatar', filename: 'me.png', contentType: 'image/png', content: png }]),
      bearer(t.tokenFor(me)),
    );
    expect(response.statusCode).toBe(200);
    const { avatar, full_name, gender } = response.json();
    expect({ full_name, gender }).toEqual({ full_name: 'With Avatar', gender: null });
    expect(avatar).toMatch(/^\/uploads\/avatars\/[0-9a-f]{32}\.webp$/);
    const file = path.join(t.config.dataDir, avatar);
    expect(existsSync(file)).toBe(true);
    expect(await sharp(file).metadata()).toMatchObject({ format: 'webp', width: 512, height: 512 });
    const served = await t.app.inject({ method: 'GET', url: avatar });
    expect(served.statusCode).toBe(200);
    expect(served.headers['x-content-type-options']).toBe('nosniff');
  });

  it('changes the password only with the current one, and keeps the caller signed in', async () => {
    const email = freshEmail('pw');
    const me = await makeUser(t.db, { email, passwordHash: await hashPassword(PASSWORD) });
    const http = client(t.app);
    const login = await http.post('/login/', { email, password: PASSWORD });
    const oldToken = login.json().token as string;
    const missing = await http.patch('/user-info/', { password: 'Brand-new-pass-1' }, bearer(oldToken));
    expect(missing.json()).toEqual({ current_password: ['This field is required.'] });
    const wrong = await http.patch('/user-info/', { password: 'Brand-new-pass-1', current_password: 'nope-nope' }, bearer(oldToken));
    expect(wrong.json()).toEqual({ current_password: ['The current password is incorrect.'] });

    clock.advance(2000);
    const changed = await http.patch('/user-info/', { password: 'Brand-new-pass-1', current_password: PASSWORD }, bearer(oldToken));
    expect(changed.statusCode).toBe(200);
    expect(changed.json().token).toEqual(expect.any(String));
    expect(refreshCookieOf(changed)).toBeDefined();
    expect((await http.get('/user-info/', bearer(oldToken))).json()).toEqual({ error: 'Token expired' });
    expect((await http.get('/user-info/', bearer(changed.json().token))).json().id).toBe(me.id);
    expect((await http.post('/token/refresh/', undefined, { cookie: `ken_refresh=${refreshCookieOf(login)}` })).statusCode).toBe(401);
    expect((await http.post('/login/', { email, password: 'Brand-new-pass-1' })).statusCode).toBe(200);
  });

  it('refuses an e-mail another account uses', async () => {
    const me = await makeUser(t.db);
    const other = await makeUser(t.db);
    const response = await client(t.app).patch('/user-info/', { email: other.email }, bearer(t.tokenFor(me)));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ email: ['A user with this email already exists.'] });
  });
});

it('keeps the language the account signed up in, shows it, and changes it with the interface', async () => {
  const http = client(t.app);
  const email = freshEmail('lang');
  const registered = await http.post('/register/', registration(email), { 'accept-language': 'ar' });
  expect(registered.statusCode).toBe(201);
  expect(registered.json().user.language).toBe('ar');
  const [row] = await t.db.select().from(users).where(eq(users.email, email));
  const token = t.tokenFor(row);
  const shown = await http.get('/user-info/', bearer(token));
  expect(shown.json()).toMatchObject({ email, language: 'ar' });
  expect(shapeErrors(UserProfile, shown.json())).toEqual([]);
  // The language switch of a signed-in user saves the new language on the account.
  const switched = await http.patch('/user-info/', { language: 'en' }, { ...bearer(token), 'accept-language': 'en' });
  expect(switched.json().language).toBe('en');
  expect((await http.get('/user-info/', bearer(token))).json().language).toBe('en');
  expectContractError(await http.patch('/user-info/', { language: 'fr' }, bearer(token)), 'language');
});

describe('bad input is always a 4xx in the contract’s shape', () => {
  const long = 'x'.repeat(20_000);
  const profileCases: [string, object, string][] = [
    ['a number as full_name object', { full_name: { first: 'a' } }, 'full_name'],
    ['an empty full_name', { full_name: '' }, 'full_name'],
    ['a very long full_name', { full_name: long }, 'full_name'],
    ['a very long address', { address: long }, 'address'],
    ['a very long id_num', { id_num: long }, 'id_num'],
    ['a phone without +', { phone: '0512345678' }, 'phone'],
    ['a short Saudi phone', { phone: '+96651234' }, 'phone'],
    ['a list of objects as phone', { phone: [{ n: 1 }] }, 'phone'],
    ['an unknown gender', { gender: 'other' }, 'gender'],
    ['a future birth date', { birth_date: '2999-01-01' }, 'birth_date'],
    ['an impossible birth date', { birth_date: '1990-02-31' }, 'birth_date'],
    ['a badly formatted birth date', { birth_date: '04/05/1990' }, 'birth_date'],
    ['a malformed e-mail', { email: 'not-an-email' }, 'email'],
    ['a short new password', { password: 'short', current_password: PASSWORD }, 'password'],
    ['a very long password', { password: long, current_password: PASSWORD }, 'password'],
    ['an avatar URL in JSON', { avatar: 'http://evil.example/x.png' }, 'avatar'],
  ];
  it.each(profileCases)('PATCH /user-info/ with %s', async (_name, body, field) => {
    const me = await makeUser(t.db);
    expectContractError(await client(t.app).patch('/user-info/', body, bearer(t.tokenFor(me))), field);
  });

  it('answers with messages in Arabic when asked', async () => {
    const me = await makeUser(t.db);
    const response = await client(t.app).patch(
      '/user-info/',
      { phone: '123', birth_date: '2999-01-01' },
      { ...bearer(t.tokenFor(me)), 'accept-language': 'ar' },
    );
    expect(response.json()).toEqual({
      phone: ['أدخل +966 متبوعًا بـ ٩ أرقام، أو رقمًا دوليًا مثل +447700900123.'],
      birth_date: ['يجب أن يكون تاريخ الميلاد في الماضي.'],
    });
    const schemaLevel = await client(t.app).patch('/user-info/', { full_name: '' }, { ...bearer(t.tokenFor(me)), 'accept-language': 'ar' });
    expect(schemaLevel.json()).toEqual({ full_name: ['هذا الحقل مطلوب.'] });
  });

  it.each([
    [
      'a body that is not JSON',
      () =>
        t.app.inject({
          method: 'POST',
          url: '/register/',
          payload: '{"email":',
          headers: { 'content-type': 'application/json' },
          remoteAddress: freshIp(),
        }),
    ],
    [
      'a JSON array',
      () =>
        t.app.inject({
          method: 'POST',
          url: '/register/',
          payload: '[1,2]',
          headers: { 'content-type': 'application/json' },
          remoteAddress: freshIp(),
        }),
    ],
    [
      'plain text',
      () =>
        t.app.inject({
          method: 'POST',
          url: '/login/',
          payload: 'email=x',
          headers: { 'content-type': 'text/plain' },
          remoteAddress: freshIp(),
        }),
    ],
    [
      'an unknown content type',
      () =>
        t.app.inject({
          method: 'POST',
          url: '/login/',
          payload: '<x/>',
          headers: { 'content-type': 'application/xml' },
          remoteAddress: freshIp(),
        }),
    ],
    ['no body', () => client(t.app).post('/login/')],
    [
      'a broken multipart body',
      () =>
        t.app.inject({
          method: 'POST',
          url: '/register/',
          payload: 'garbage',
          headers: { 'content-type': 'multipart/form-data; boundary=zzz' },
          remoteAddress: freshIp(),
        }),
    ],
    [
      'multipart without a boundary',
      () =>
        t.app.inject({
          method: 'POST',
          url: '/register/',
          payload: 'garbage',
          headers: { 'content-type': 'multipart/form-data' },
          remoteAddress: freshIp(),
        }),
    ],
  ])('%s', async (_name, send) => {
    expectContractError(await send());
  });

  const registerCases: [string, object, string][] = [
    ['missing fields', {}, 'email'],
    ['a number as e-mail', { ...registration('x@example.test'), email: 42 }, 'email'],
    ['a short password', registration(freshEmail(), { password: 'short', confirm_password: 'short' }), 'password'],
    ['mismatched passwords', registration(freshEmail(), { confirm_password: 'Something-else-1' }), 'confirm_password'],
    ['a bad phone', registration(freshEmail(), { phone: '+1' }), 'phone'],
    ['an unknown account type', registration(freshEmail(), { account_type: 'admin' }), 'account_type'],
    ['a supplier without a description', registration(freshEmail(), { account_type: 'supplier' }), 'breif'],
    ['a very long description', registration(freshEmail(), { account_type: 'supplier', breif: long }), 'breif'],
    ['an object as full name', registration(freshEmail(), { full_name: { a: true } }), 'full_name'],
    ['a very long e-mail', registration(`${'a'.repeat(300)}@example.test`), 'email'],
  ];
  it.each(registerCases)('POST /register/ with %s', async (_name, body, field) => {
    expectContractError(await client(t.app).post('/register/', body), field);
  });

  it('POST /register/ with an existing e-mail', async () => {
    const existing = await makeUser(t.db);
    const response = await client(t.app).post('/register/', registration(existing.email.toUpperCase()), { 'accept-language': 'ar' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ email: ['يوجد مستخدم مسجَّل بهذا البريد الإلكتروني بالفعل.'] });
  });

  it.each([
    ['/login/', { email: 'x@example.test' }, 'password'],
    ['/login/', { email: { address: 'x@example.test' }, password: 'x' }, 'email'],
    ['/verfiy-otp/', { email: 'x@example.test' }, 'otp'],
    ['/verfiy-otp/', { email: 'x@example.test', otp: 'x'.repeat(100) }, 'otp'],
    ['/resend-otp/', { email: 'nope' }, 'email'],
    ['/auth/google-login/', { credential: 'x'.repeat(10_000) }, 'credential'],
  ])('POST %s with %j', async (url, body, field) => {
    expectContractError(await client(t.app).post(url, body), field);
  });

  it('PUT /change-forget-password/ with missing and short fields', async () => {
    expectContractError(
      await client(t.app).put('/change-forget-password/', { email: 'x@example.test', new_password: 'short' }),
      'new_password',
    );
  });

  it('a bad query flag', async () => {
    expectContractError(await client(t.app).post('/verfiy-otp/?forget=maybe', { email: 'x@example.test', otp: '123456' }), 'forget');
  });

  describe('avatar files', () => {
    it('refuses a file larger than 5 MB', async () => {
      const me = await makeUser(t.db);
      const big = Buffer.concat([png, Buffer.alloc(5 * 1024 * 1024 + 10)]);
      const response = await inject(
        'PATCH',
        '/user-info/',
        multipart({}, [{ name: 'avatar', filename: 'big.png', contentType: 'image/png', content: big }]),
        bearer(t.tokenFor(me)),
      );
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ avatar: ['The file must be at most 5 MB.'] });
    });

    it.each([
      ['HTML named .png', Buffer.from('<html><script>alert(1)</script></html>'), 'image/png'],
      ['a PDF', Buffer.from('%PDF-1.4\n%test\n'), 'image/png'],
      ['an SVG', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'image/svg+xml'],
    ])('refuses %s by its magic bytes', async (_name, content, contentType) => {
      const me = await makeUser(t.db);
      const response = await inject(
        'PATCH',
        '/user-info/',
        multipart({}, [{ name: 'avatar', filename: 'x.png', contentType, content }]),
        bearer(t.tokenFor(me)),
      );
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ avatar: ['Upload a JPEG, PNG or WebP image.'] });
    });

    it('refuses a truncated image that only starts like a PNG', async () => {
      const me = await makeUser(t.db);
      const response = await inject(
        'PATCH',
        '/user-info/',
        multipart({}, [{ name: 'avatar', filename: 'x.png', contentType: 'image/png', content: png.subarray(0, 40) }]),
        bearer(t.tokenFor(me)),
      );
      expect(response.statusCode).toBe(400);
      expect(response.json()).toHaveProperty('avatar');
    });

    it('refuses an unexpected file field', async () => {
      const me = await makeUser(t.db);
      const response = await inject(
        'PATCH',
        '/user-info/',
        multipart({}, [{ name: 'resume', filename: 'x.png', contentType: 'image/png', content: png }]),
        bearer(t.tokenFor(me)),
      );
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ resume: ['Unexpected file.'] });
    });

    it('registers with an avatar sent as multipart', async () => {
      const email = freshEmail('mp');
      const fields = Object.fromEntries(
        Object.entries(registration(email, { birth_date: '1991-07-08', gender: 'male' })).map(([k, v]) => [k, String(v)]),
      );
      const response = await inject(
        'POST',
        '/register/',
        multipart(fields, [{ name: 'avatar', filename: 'a.png', contentType: 'image/png', content: png }]),
      );
      expect(response.statusCode).toBe(201);
      expect(response.json().user).toMatchObject({
        email,
        gender: 'male',
        birth_date: '1991-07-08',
        avatar: expect.stringMatching(/^\/uploads\/avatars\//),
      });
    });
  });
});
