// Several instances behind a load balancer share their rate limits through Redis (REDIS_URL).
// Runs where a Redis server is given in TEST_REDIS_URL (CI starts one); elsewhere it says so and skips.
import { createTestApp, type TestApp } from '../helpers/server/testApp';
import { client, freshEmail } from '../helpers/server/accounts';

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

  it('keeps an in-memory instance to its own counts', async () => {
    const email = freshEmail('local');
    expect((await client(first.app).post('/resend-otp/', { email })).statusCode).toBe(200);
    expect((await client(alone.app).post('/resend-otp/', { email })).statusCode).toBe(200);
  });
});
