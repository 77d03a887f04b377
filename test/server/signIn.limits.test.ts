// Sign-in limits that fit a resort (issue 28 §5): every guest on the resort's Wi-Fi shares one public address, so
// one person's wrong passwords must not lock everyone else out. Failures are counted per account, per account and
// address, and per address with a much higher ceiling.
import { hashPassword } from '../../src/server/lib/passwords';
import { client, freshEmail, freshIp, PASSWORD } from '../helpers/server/accounts';
import { createTestApp, makeUser, type TestApp } from '../helpers/server/testApp';

let resort: TestApp; // the configuration a resort gets by default
let tuned: TestApp; // a low address ceiling, and an account limit out of the way of the per-pair one
let passwordHash: string;
beforeAll(async () => {
  [resort, tuned, passwordHash] = await Promise.all([
    createTestApp(),
    createTestApp({ config: { loginFailuresPerAccount: 50, loginFailuresPerAddress: 6 } }),
    hashPassword(PASSWORD),
  ]);
}, 120_000);
afterAll(async () => {
  await Promise.all([resort?.close(), tuned?.close()]);
});

const guest = async (t: TestApp) => (await makeUser(t.db, { email: freshEmail('guest'), passwordHash })).email;
const signIn = (t: TestApp, address: string, email: string, password: string, headers: Record<string, string> = {}) =>
  client(t.app, address).post('/login/', { email, password }, headers);

it('lets a guest sign in from the resort Wi-Fi after another guest failed twelve times from it', async () => {
  const wifi = freshIp();
  const clumsy = await guest(resort);
  const statuses: number[] = [];
  // Five on the clumsy guest's own account (up to the per-account limit), seven on addresses that have no account.
  for (let attempt = 0; attempt < 5; attempt += 1) statuses.push((await signIn(resort, wifi, clumsy, 'Wrong-password-1')).statusCode);
  for (let attempt = 0; attempt < 7; attempt += 1)
    statuses.push((await signIn(resort, wifi, freshEmail('typo'), 'Wrong-password-1')).statusCode);
  expect(statuses).toEqual(Array(12).fill(400));

  const other = await signIn(resort, wifi, await guest(resort), PASSWORD);
  expect(other.statusCode).toBe(200);
  expect(other.json().token).toEqual(expect.any(String));
  // …while the clumsy guest's account waits, from there and from anywhere.
  const refused = await signIn(resort, wifi, clumsy, PASSWORD, { 'accept-language': 'ar' });
  expect(refused.statusCode).toBe(429);
  expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  expect(refused.json()).toEqual({ detail: expect.stringMatching(/طلبات كثيرة جدًا/) });
  expect((await signIn(resort, freshIp(), clumsy, PASSWORD)).statusCode).toBe(429);
});

it('answers an unknown e-mail and a wrong password alike, and counts both', async () => {
  const address = freshIp();
  const unknown = await signIn(resort, address, freshEmail('nobody'), 'Wrong-password-1');
  const wrong = await signIn(resort, address, await guest(resort), 'Wrong-password-1');
  expect([unknown.statusCode, wrong.statusCode]).toEqual([400, 400]);
  expect(unknown.json()).toEqual(wrong.json());
  expect(unknown.json()).toEqual({ non_field_errors: ['Invalid email or password.'] });
});

it('holds the per-account limit across addresses (5 wrong passwords a minute), correct password or not', async () => {
  const email = await guest(resort);
  for (let attempt = 0; attempt < 5; attempt += 1)
    expect((await signIn(resort, freshIp(), email, 'Wrong-password-1')).statusCode).toBe(400);
  const blocked = await signIn(resort, freshIp(), email, PASSWORD);
  expect(blocked.statusCode).toBe(429);
  expect(Number(blocked.headers['retry-after'])).toBeLessThanOrEqual(60);
});

it('does not count correct passwords: a guest signs in again and again', async () => {
  const address = freshIp();
  const email = await guest(resort);
  for (let attempt = 0; attempt < 7; attempt += 1) expect((await signIn(resort, address, email, PASSWORD)).statusCode).toBe(200);
});

it('holds the per-pair limit: 5 wrong passwords from one address stop that address, not the guest elsewhere', async () => {
  const address = freshIp();
  const email = await guest(tuned);
  for (let attempt = 0; attempt < 5; attempt += 1) expect((await signIn(tuned, address, email, 'Wrong-password-1')).statusCode).toBe(400);
  const blocked = await signIn(tuned, address, email, PASSWORD);
  expect(blocked.statusCode).toBe(429);
  expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(60); // the pair's window is 15 minutes
  expect((await signIn(tuned, freshIp(), email, PASSWORD)).statusCode).toBe(200);
});

it('past the address ceiling refuses guessing from that address but lets a correct password through', async () => {
  const wifi = freshIp();
  const tried = await guest(tuned);
  expect((await signIn(tuned, wifi, tried, 'Wrong-password-1')).statusCode).toBe(400);
  for (let attempt = 0; attempt < 5; attempt += 1)
    expect((await signIn(tuned, wifi, freshEmail('spray'), 'Wrong-password-1')).statusCode).toBe(400);
  // Six failures: the ceiling. A correct password for an account the address has not failed for goes through…
  expect((await signIn(tuned, wifi, await guest(tuned), PASSWORD)).statusCode).toBe(200);
  // …a wrong one is refused (and counted), as is any attempt on an account it has failed for, even the right password.
  const spray = freshEmail('spray');
  const wrong = await signIn(tuned, wifi, spray, 'Wrong-password-1');
  expect(wrong.statusCode).toBe(429);
  expect(Number(wrong.headers['retry-after'])).toBeGreaterThan(60);
  expect(wrong.json().detail).toMatch(/Too many requests/);
  expect((await signIn(tuned, wifi, spray, 'Wrong-password-1')).statusCode).toBe(429);
  expect((await signIn(tuned, wifi, tried, PASSWORD)).statusCode).toBe(429);
  // Another address is not affected.
  expect((await signIn(tuned, freshIp(), tried, PASSWORD)).statusCode).toBe(200);
});
