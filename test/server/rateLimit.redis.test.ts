// Several instances behind a load balancer share their rate limits through Redis (REDIS_URL).
// Runs where a Redis server is given in TEST_REDIS_URL (CI starts one); elsewhere it says so and skips.
import { createTestApp, makeUser, type TestApp } from '../helpers/server/testApp';
import { randomInt } from 'node:crypto';
import { hashPassword } from '../../src/server/lib/passwords';
import { client, freshEmail, freshIp, PASSWORD } from '../helpers/server/accounts';

const redisUrl = process.env.TEST_REDIS_URL;
if (!redisUrl) console.warn('rate limits through Redis: SKIPPED, set TEST_REDIS_URL=redis://127.0.0.1:6379 to run them');
const describeRedis = redisUrl ? describe : describe.skip;

describeRedis('rate limits shared through Redis', () => {
  let first: TestApp;
  let second: TestApp;
  let alone: TestApp;

  beforeAll(async () => {
    [first, second, alone] = await Promise.all([
      createTestApp({ config: { redisUrl } }),
      createTestApp({ config: { redisUrl } }),
      createTestApp(), // in memory: counts only its own requests
    ]);
  }, 120_000);

  afterAll(async () => {
    await Promise.all([first?.close(), second?.close(), alone?.close()]);
  });

  it('refuses on one instance a code already sent through another', async () => {
    const email = freshEmail('shared');
    expect((await client(first.app).post('/resend-otp/', { email })).statusCode).toBe(200);
    const again = await client(second.app).post('/resend-otp/', { email });
    expect(again.statusCode).toBe(429);
    expect(Number(again.headers['retry-after'])).toBeGreaterThan(0);
    expect(Object.keys(again.json())).toEqual(['detail']);
  });

  it('counts wrong passwords from one address on every instance, and still lets another account sign in from it', async () => {
    // Counts outlive the test in Redis (15 minutes): an address of its own for each run.
    const wifi = `172.${randomInt(16, 32)}.${randomInt(256)}.${randomInt(1, 255)}`;
    const email = freshEmail('shared-login');
    const passwordHash = await hashPassword(PASSWORD);
    await makeUser(first.db, { email, passwordHash });
    const other = await makeUser(second.db, { email: freshEmail('shared-other'), passwordHash });
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const instance = attempt % 2 ? second : first;
      expect((await client(instance.app, wifi).post('/login/', { email, password: 'Wrong-password-1' })).statusCode).toBe(400);
    }
    expect((await client(second.app, freshIp()).post('/login/', { email, password: PASSWORD })).statusCode).toBe(429);
    expect((await client(second.app, wifi).post('/login/', { email: other.email, password: PASSWORD })).statusCode).toBe(200);
  });

  it('keeps an in-memory instance to its own counts', async () => {
    const email = freshEmail('local');
    expect((await client(first.app).post('/resend-otp/', { email })).statusCode).toBe(200);
    expect((await client(alone.app).post('/resend-otp/', { email })).statusCode).toBe(200);
  });
});
