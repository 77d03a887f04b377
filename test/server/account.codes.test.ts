import { eq } from 'drizzle-orm';
import { otpCodes } from '../../src/server/db/schema';
import { hashPassword } from '../../src/server/lib/passwords';
import { client, freshEmail, PASSWORD, registration } from '../helpers/server/accounts';
import { codeIn, eventually, memoryMailer } from '../helpers/server/mail';
import { createTestApp, makeUser, type TestApp } from '../helpers/server/testApp';
import { createTestClock } from '../helpers/server/testClock';

const clock = createTestClock('2026-03-01T09:00:00.000Z');
const mailer = memoryMailer();
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ clock, mailer });
}, 120_000);
afterAll(() => t?.close());

async function registered() {
  const http = client(t.app);
  const email = freshEmail('code');
  await http.post('/register/', registration(email));
  const code = codeIn((await mailer.lastTo(email)).text)!;
  return { http, email, code, wrong: code === '000000' ? '111111' : '000000' };
}

describe('codes', () => {
  it('are stored only as a hash', async () => {
    const { email, code } = await registered();
    const [row] = await t.db.select().from(otpCodes).where(eq(otpCodes.email, email));
    expect(row.codeHash).not.toContain(code);
    expect(row.purpose).toBe('verify');
  });

  it('expire after 5 minutes (injected clock)', async () => {
    const { http, email, code } = await registered();
    clock.advance(5 * 60 * 1000 + 1);
    const late = await http.post('/verfiy-otp/', { email, otp: code });
    expect(late.statusCode).toBe(400);
    expect(late.json()).toEqual({ otp: ['This code has expired. Request a new one.'] });
  });

  it('are void after 5 wrong tries, even for the right code', async () => {
    const { email, code, wrong } = await registered();
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      const response = await client(t.app).post('/verfiy-otp/', { email, otp: wrong });
      expect(response.json()).toEqual({ otp: ['Invalid code.'] });
    }
    const fifth = await client(t.app).post('/verfiy-otp/', { email, otp: wrong });
    expect(fifth.json()).toEqual({ otp: ['Too many incorrect attempts. Request a new code.'] });
    const right = await client(t.app).post('/verfiy-otp/', { email, otp: code });
    expect(right.statusCode).toBe(400);
    expect(right.json()).toEqual({ otp: ['Too many incorrect attempts. Request a new code.'] });
  });

  it('accept Arabic-Indic digits', async () => {
    const { http, email, code } = await registered();
    const arabic = code.replace(/\d/g, (d) => String.fromCharCode(0x0660 + Number(d)));
    const response = await http.post('/verfiy-otp/', { email, otp: arabic });
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe('Verification successful');
  });

  it('are replaced by a resend: one live code per purpose', async () => {
    const { email, code } = await registered();
    clock.advance(61_000);
    await client(t.app).post('/resend-otp/', { email });
    await new Promise((resolve) => setTimeout(resolve, 50));
    const fresh = codeIn(mailer.sent.filter((m) => m.to === email).at(-1)!.text)!;
    const rows = await t.db.select().from(otpCodes).where(eq(otpCodes.email, email));
    expect(rows).toHaveLength(1);
    if (fresh !== code) expect((await client(t.app).post('/verfiy-otp/', { email, otp: code })).statusCode).toBe(400);
    expect((await client(t.app).post('/verfiy-otp/', { email, otp: fresh })).statusCode).toBe(200);
  });
});

describe('the language of a code e-mail', () => {
  const ARABIC = /[\u0600-\u06FF]/;
  /** The resent code's e-mail to an account that signed up in Arabic, asked for with these headers. */
  async function resentTo(headers: Record<string, string>) {
    const email = freshEmail('lang');
    await client(t.app).post('/register/', registration(email), { 'accept-language': 'ar' });
    expect((await mailer.lastTo(email)).subject).toMatch(ARABIC);
    clock.advance(61_000);
    expect((await client(t.app).post('/resend-otp/', { email }, headers)).statusCode).toBe(200);
    return eventually(() => mailer.sent.filter((message) => message.to === email)[1]);
  }

  it('follows the language the client states (Accept-Language)', async () => {
    expect((await resentTo({ 'accept-language': 'en' })).subject).toBe('Your Ken Resort verification code');
  });

  it('is the one saved on the account when the client states none', async () => {
    expect((await resentTo({})).subject).toMatch(ARABIC);
  });
});

describe('rate limits', () => {
  it('allow one resend a minute per e-mail, with a 429 {detail} and Retry-After, known or not', async () => {
    for (const email of [freshEmail('limit'), (await makeUser(t.db, { email: freshEmail('limitknown') })).email]) {
      const first = await client(t.app).post('/resend-otp/', { email });
      expect(first.statusCode).toBe(200);
      const second = await client(t.app).post('/resend-otp/', { email: email.toUpperCase() });
      expect(second.statusCode).toBe(429);
      expect(Number(second.headers['retry-after'])).toBeGreaterThan(0);
      expect(Object.keys(second.json())).toEqual(['detail']);
      expect(second.json().detail).toMatch(/Too many requests/);
    }
  });

  it('limit wrong sign-ins per e-mail and address, in the request language (the address alone: signIn.limits.test.ts)', async () => {
    const http = client(t.app);
    const email = freshEmail('ip');
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await http.post('/login/', { email, password: 'Wrong-password' })).statusCode).toBe(400);
    }
    const blocked = await http.post('/login/', { email, password: 'Wrong-password' }, { 'accept-language': 'ar' });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['retry-after']).toBeDefined();
    expect(blocked.json().detail).toMatch(/طلبات كثيرة جدًا/);
  });

  it('limit sign-in attempts per e-mail across addresses', async () => {
    const email = freshEmail('target');
    await makeUser(t.db, { email, passwordHash: await hashPassword(PASSWORD) });
    for (let attempt = 0; attempt < 5; attempt += 1) await client(t.app).post('/login/', { email, password: 'Wrong-password' });
    const blocked = await client(t.app).post('/login/', { email, password: PASSWORD });
    expect(blocked.statusCode).toBe(429);
  });

  it('limit registrations and code checks per IP', async () => {
    const http = client(t.app);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 11; attempt += 1)
      statuses.push((await http.post('/verfiy-otp/', { email: freshEmail('v'), otp: '123456' })).statusCode);
    expect(statuses.slice(0, 10).every((status) => status === 400)).toBe(true);
    expect(statuses[10]).toBe(429);
    const other = client(t.app);
    for (let attempt = 0; attempt < 10; attempt += 1) await other.post('/register/', { email: 'bad' });
    expect((await other.post('/register/', registration(freshEmail('r')))).statusCode).toBe(429);
  });
});
