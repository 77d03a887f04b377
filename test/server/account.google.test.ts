import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { generateKeyPairSync, sign, type KeyObject } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { users } from '../../src/server/db/schema';
import { client } from '../helpers/server/accounts';
import { createTestApp, makeUser, type TestApp } from '../helpers/server/testApp';
import { createTestClock } from '../helpers/server/testClock';

const CLIENT_ID = 'ken-test.apps.googleusercontent.com';
const clock = createTestClock('2026-03-01T09:00:00.000Z');
const google = generateKeyPairSync('rsa', { modulusLength: 2048 });
const stranger = generateKeyPairSync('rsa', { modulusLength: 2048 });
let jwks: Server;
let jwksHits = 0;
let t: TestApp;

const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const now = () => Math.floor(clock.now().getTime() / 1000);

function idToken(claims: Record<string, unknown> = {}, key: KeyObject = google.privateKey, kid = 'key-1') {
  const header = b64({ alg: 'RS256', kid, typ: 'JWT' });
  const payload = b64({
    iss: 'https://accounts.google.com',
    aud: CLIENT_ID,
    sub: '1234567890',
    email: 'sara.google@example.test',
    email_verified: true,
    name: 'Sara Google',
    iat: now(),
    exp: now() + 3600,
    ...claims,
  });
  return `${header}.${payload}.${sign('RSA-SHA256', Buffer.from(`${header}.${payload}`), key).toString('base64url')}`;
}

beforeAll(async () => {
  jwks = createServer((_request, response) => {
    jwksHits += 1;
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify({ keys: [{ ...google.publicKey.export({ format: 'jwk' }), kid: 'key-1', alg: 'RS256', use: 'sig' }] }));
  });
  await new Promise<void>((resolve) => jwks.listen(0, '127.0.0.1', resolve));
  const { port } = jwks.address() as AddressInfo;
  t = await createTestApp({ clock, config: { googleClientId: CLIENT_ID, googleJwksUrl: `http://127.0.0.1:${port}/certs` } });
}, 120_000);
afterAll(async () => {
  await t?.close();
  await new Promise((resolve) => jwks?.close(resolve));
});

const googleLogin = (credential: string) => client(t.app).post('/auth/google-login/', { credential });

describe('POST /auth/google-login/', () => {
  it('creates a verified guest on first use and signs the same account in afterwards', async () => {
    const first = await googleLogin(idToken());
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ role: 'guest', email: 'sara.google@example.test', full_name: 'Sara Google' });
    expect(first.cookies.some((cookie) => cookie.name === 'ken_refresh' && cookie.httpOnly)).toBe(true);
    const [row] = await t.db.select().from(users).where(eq(users.email, 'sara.google@example.test'));
    expect(row).toMatchObject({ isVerified: true, passwordHash: null, role: 'guest' });

    const second = await googleLogin(idToken({ iss: 'accounts.google.com' }));
    expect(second.json().id).toBe(first.json().id);
    expect(jwksHits).toBe(1); // the key set is cached
  });

  it('signs in an existing account with the same e-mail', async () => {
    const user = await makeUser(t.db, { email: 'known.google@example.test', isVerified: false });
    const answer = await googleLogin(idToken({ email: 'Known.Google@example.test' }));
    expect(answer.json()).toMatchObject({ id: user.id });
  });

  it.each([
    ['a wrong audience', () => idToken({ aud: 'someone-else.apps.googleusercontent.com' })],
    ['a wrong issuer', () => idToken({ iss: 'https://evil.example.test' })],
    ['an expired token', () => idToken({ exp: now() - 1 })],
    ['an unverified e-mail', () => idToken({ email_verified: false })],
    ['a bad signature', () => idToken({}, stranger.privateKey)],
    ['an unknown key id', () => idToken({}, google.privateKey, 'key-unknown')],
    [
      'a tampered payload',
      () => {
        const [h, , s] = idToken().split('.');
        return `${h}.${b64({ aud: CLIENT_ID, email: 'x@example.test' })}.${s}`;
      },
    ],
    ['garbage', () => 'not.a.jwt'],
    ['an HS256 token', () => `${b64({ alg: 'HS256', kid: 'key-1' })}.${b64({ aud: CLIENT_ID })}.AAAA`],
  ])('rejects %s with a 400', async (_name, credential) => {
    const response = await googleLogin(credential());
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ credential: ['The Google sign-in could not be verified.'] });
  });

  it('answers 404 with a clear detail when no client ID is configured', async () => {
    const off = await createTestApp({ clock });
    try {
      const response = await client(off.app).post('/auth/google-login/', { credential: idToken() });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ detail: 'Google sign-in is not configured.' });
    } finally {
      await off.close();
    }
  }, 120_000);
});
