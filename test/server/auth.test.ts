import { eq } from 'drizzle-orm';
import { createSigner } from 'fast-jwt';
import { SESSION_ERRORS } from '../../src/shared/constants';
import { UserProfile } from '../../src/shared/schemas/users';
import { users } from '../../src/server/db/schema';
import { createTestApp, makeUser, TEST_JWT_SECRET, type TestApp } from '../helpers/server/testApp';
import { createTestClock } from '../helpers/server/testClock';
import { shapeErrors } from '../helpers/server/schemaCheck';

const clock = createTestClock('2026-03-01T09:00:00.000Z');
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ clock });
}, 120_000);
afterAll(() => t?.close());
beforeEach(() => clock.set('2026-03-01T09:00:00.000Z'));

const getProfile = (authorization?: string) =>
  t.app.inject({ method: 'GET', url: '/user-info/', headers: authorization ? { authorization } : {} });

const nowSeconds = () => Math.floor(clock.now().getTime() / 1000);

describe('GET /user-info/', () => {
  it('answers the profile of the token’s user', async () => {
    const user = await makeUser(t.db, { fullName: 'Huda Saleh', phone: '+966512345678', birthDate: '1990-05-04' });
    const response = await getProfile(`Bearer ${t.tokenFor(user)}`);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(shapeErrors(UserProfile, body)).toEqual([]);
    expect(body).toMatchObject({
      id: user.id,
      email: user.email,
      role: 'guest',
      full_name: 'Huda Saleh',
      birth_date: '1990-05-04',
      is_active: true,
    });
    expect(body).not.toHaveProperty('supplier_status');
  });

  it('includes supplier_status for suppliers', async () => {
    const supplier = await makeUser(t.db, { role: 'supplier', supplierStatus: 'pending' });
    const response = await getProfile(`Bearer ${t.tokenFor(supplier)}`);
    expect(response.json()).toMatchObject({ role: 'supplier', supplier_status: 'pending' });
  });
});

describe('session-ending answers', () => {
  it('asks for credentials when the header is missing', async () => {
    const response = await getProfile();
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ detail: 'Authentication credentials were not provided.' });
  });

  it.each([
    ['a malformed token', 'Bearer not-a-jwt'],
    ['another scheme', 'Basic dXNlcjpwYXNz'],
    [
      'a bad signature',
      () =>
        `Bearer ${createSigner({ key: 'another-secret-another-secret-another-secret' })({ user_id: 1, role: 'guest', email: 'x@y.z', token_type: 'access', iat: nowSeconds(), exp: nowSeconds() + 60 })}`,
    ],
    [
      'a refresh token',
      () =>
        `Bearer ${createSigner({ key: TEST_JWT_SECRET })({ user_id: 1, role: 'guest', email: 'x@y.z', token_type: 'refresh', iat: nowSeconds(), exp: nowSeconds() + 60 })}`,
    ],
    [
      'an unsigned token',
      () =>
        `Bearer ${createSigner({ algorithm: 'none' })({ user_id: 1, token_type: 'access', iat: nowSeconds(), exp: nowSeconds() + 60 })}`,
    ],
  ])('rejects %s as not valid for any token type', async (_name, header) => {
    const response = await getProfile(typeof header === 'function' ? header() : header);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ detail: SESSION_ERRORS.invalidToken });
  });

  it('says the token has expired once its lifetime has passed', async () => {
    const user = await makeUser(t.db);
    const token = t.tokenFor(user);
    clock.advance(t.config.accessTokenTtlSeconds * 1000 - 1000);
    expect((await getProfile(`Bearer ${token}`)).statusCode).toBe(200);
    clock.advance(1000);
    const response = await getProfile(`Bearer ${token}`);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ detail: SESSION_ERRORS.accessExpired });
  });

  it('ends tokens issued before the last password change', async () => {
    const user = await makeUser(t.db);
    const token = t.tokenFor(user);
    // Same clock second as the token: only the per-user token version can tell them apart.
    const [changed] = await t.db
      .update(users)
      .set({ passwordHash: 'another-hash', passwordChangedAt: clock.now() })
      .where(eq(users.id, user.id))
      .returning();
    const response = await getProfile(`Bearer ${token}`);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: SESSION_ERRORS.passwordChanged });

    expect((await getProfile(`Bearer ${t.tokenFor(changed)}`)).statusCode).toBe(200);
  });

  it('says User not found for a deactivated user', async () => {
    const user = await makeUser(t.db);
    await t.db.update(users).set({ isActive: false }).where(eq(users.id, user.id));
    const response = await getProfile(`Bearer ${t.tokenFor(user)}`);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ detail: SESSION_ERRORS.userNotFound });
  });

  it('says User not found for a deleted user', async () => {
    const user = await makeUser(t.db);
    const token = t.tokenFor(user);
    await t.db.delete(users).where(eq(users.id, user.id));
    const response = await getProfile(`Bearer ${token}`);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ detail: SESSION_ERRORS.userNotFound });
  });

  it('access tokens carry the payload the web app reads', async () => {
    const user = await makeUser(t.db, { role: 'admin' });
    const payload = JSON.parse(Buffer.from(t.tokenFor(user).split('.')[1], 'base64url').toString());
    expect(payload).toMatchObject({
      user_id: user.id,
      role: 'admin',
      email: user.email,
      token_type: 'access',
      iat: nowSeconds(),
      exp: nowSeconds() + 900,
    });
    expect(typeof payload.jti).toBe('string');
  });
});
