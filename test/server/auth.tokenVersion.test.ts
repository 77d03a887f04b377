import { eq } from 'drizzle-orm';
import { SESSION_ERRORS } from '../../src/shared/constants';
import { users } from '../../src/server/db/schema';
import { hashPassword } from '../../src/server/lib/passwords';
import { client, PASSWORD, refreshCookieOf } from '../helpers/server/accounts';
import { createTestApp, makeUser, type TestApp } from '../helpers/server/testApp';
import { createTestClock } from '../helpers/server/testClock';

// The clock never moves in this file: every token and every change happens in the same second.
const clock = createTestClock('2026-03-01T09:00:00.000Z');
let t: TestApp;
let passwordHash: string;

beforeAll(async () => {
  t = await createTestApp({ clock });
  passwordHash = await hashPassword(PASSWORD);
}, 120_000);
afterAll(() => t?.close());

async function signedIn() {
  const user = await makeUser(t.db, { passwordHash });
  const http = client(t.app);
  const login = await http.post('/login/', { email: user.email, password: PASSWORD });
  expect(login.statusCode).toBe(200);
  return { user, http, token: login.json().token as string, refresh: refreshCookieOf(login)! };
}

const profile = (token: string) => t.app.inject({ method: 'GET', url: '/user-info/', headers: { authorization: `Bearer ${token}` } });
const refresh = (cookie: string) => t.app.inject({ method: 'POST', url: '/token/refresh/', cookies: { ken_refresh: cookie } });

it('a password change ends tokens issued earlier in the same second; the new token works', async () => {
  const { http, token, refresh: cookie } = await signedIn();
  const change = await http.patch(
    '/user-info/',
    { password: 'Another-Horse-7', current_password: PASSWORD },
    { authorization: `Bearer ${token}` },
  );
  expect(change.statusCode).toBe(200);

  const old = await profile(token);
  expect(old.statusCode).toBe(401);
  expect(old.json()).toEqual({ error: SESSION_ERRORS.passwordChanged });
  expect((await refresh(cookie)).statusCode).toBe(401);
  expect((await profile(change.json().token)).statusCode).toBe(200);
});

it('a reset (any change of the password hash, whoever makes it) ends access and refresh tokens of the same second', async () => {
  const { user, token, refresh: cookie } = await signedIn();
  await t.db
    .update(users)
    .set({ passwordHash: await hashPassword('Reset-Horse-5') })
    .where(eq(users.id, user.id));
  expect((await profile(token)).json()).toEqual({ error: SESSION_ERRORS.passwordChanged });
  const refused = await refresh(cookie);
  expect(refused.statusCode).toBe(401);
  expect(refused.json()).toEqual({ detail: SESSION_ERRORS.refreshInvalid });
});

it('a deactivation ends tokens for good, even once the account is active again', async () => {
  const { user, token, refresh: cookie } = await signedIn();
  await t.db.update(users).set({ isActive: false }).where(eq(users.id, user.id));
  expect((await profile(token)).json()).toEqual({ detail: SESSION_ERRORS.userNotFound });
  await t.db.update(users).set({ isActive: true }).where(eq(users.id, user.id));
  expect((await profile(token)).statusCode).toBe(401);
  expect((await refresh(cookie)).statusCode).toBe(401);
});

it('other profile changes keep the session', async () => {
  const { http, token, refresh: cookie } = await signedIn();
  expect((await http.patch('/user-info/', { full_name: 'Huda S.' }, { authorization: `Bearer ${token}` })).statusCode).toBe(200);
  expect((await profile(token)).statusCode).toBe(200);
  expect((await refresh(cookie)).statusCode).toBe(200);
});

it('a token without a version is not valid', async () => {
  const { user } = await signedIn();
  const { createSigner } = await import('fast-jwt');
  const now = Math.floor(clock.now().getTime() / 1000);
  const legacy = createSigner({ key: t.config.jwtSecret })({
    user_id: user.id,
    role: 'guest',
    email: user.email,
    token_type: 'access',
    iat: now,
    exp: now + 60,
  });
  expect((await profile(legacy)).json()).toEqual({ detail: SESSION_ERRORS.invalidToken });
});
