import { createCipheriv, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../../src/server/config';
import { createHyperPayProvider } from '../../src/server/lib/payments/hyperpay';
import { cardBrandOf, isMadaCard, MADA_BINS } from '../../src/shared/paymentBrands';
import { rows } from '../../src/server/db/sql';
import { makeHut, stay } from '../helpers/server/booking';
import { memoryMailer } from '../helpers/server/mail';
import { createTestApp, makeUser, type TestApp } from '../helpers/server/testApp';
import { createTestClock } from '../helpers/server/testClock';

// A local stand-in for OPPWA (HyperPay COPYandPAY) on the loopback interface: no call leaves the machine.
const ACCESS_TOKEN = 'test-access-token';
const ENTITY_CARD = '8a8294174b7ecb28014b9699220015ca';
const ENTITY_MADA = '8a8294174b7ecb28014b9699220015cb';
const ENTITY_APPLEPAY = '8a8294174b7ecb28014b9699220015cc';
const ENTITY_STC_PAY = '8a8294174b7ecb28014b9699220015cd';
/** What the stand-in reports as paymentBrand for a checkout created on each entity. */
const BRAND_OF_ENTITY: Record<string, string> = { [ENTITY_APPLEPAY]: 'APPLEPAY', [ENTITY_STC_PAY]: 'STC_PAY', [ENTITY_MADA]: 'MADA' };
const entityOfCheckout = new Map<string, string>();
const webhookKey = randomBytes(32);

interface Seen {
  method: string;
  path: string;
  query: URLSearchParams;
  form: URLSearchParams;
  authorization?: string;
}
const seen: Seen[] = [];
/** What the gateway answers for a checkout's payment: set per test. */
const outcomes = new Map<string, 'success' | 'pending' | 'failed'>();
let checkoutSequence = 0;
const refundsMade: { merchantTransactionId: string | null }[] = [];
let gateway: Server;
let baseUrl: string;

const readBody = (request: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let body = '';
    request.on('data', (chunk: Buffer) => void (body += chunk.toString('utf8')));
    request.on('end', () => resolve(body));
  });

function answerLikeOppwa(seenRequest: Seen): [number, object] {
  const { method, path, form } = seenRequest;
  if (seenRequest.authorization !== `Bearer ${ACCESS_TOKEN}`)
    return [401, { result: { code: '800.900.300', description: 'invalid authentication information' } }];
  if (method === 'POST' && path === '/v1/checkouts') {
    checkoutSequence += 1;
    const id = `CHK${checkoutSequence}.uat01-vm-tx01`;
    outcomes.set(id, 'pending');
    entityOfCheckout.set(id, form.get('entityId') ?? '');
    return [
      200,
      {
        result: { code: '000.200.100', description: 'successfully created checkout' },
        buildNumber: 'b',
        timestamp: '2026-03-01 09:00:00+0000',
        ndc: id,
        id,
      },
    ];
  }
  const result = /^\/v1\/checkouts\/([\w.-]+)\/payment$/.exec(path);
  if (method === 'GET' && result) {
    const checkoutId = result[1];
    const outcome = outcomes.get(checkoutId);
    if (!outcome) return [404, { result: { code: '200.300.404', description: 'invalid or missing parameter' } }];
    if (outcome === 'pending') return [200, { result: { code: '000.200.000', description: 'transaction pending' }, ndc: checkoutId }];
    if (outcome === 'failed')
      return [
        400,
        { id: `PAYF-${checkoutId}`, result: { code: '800.100.151', description: 'transaction declined (invalid card)' }, ndc: checkoutId },
      ];
    return [
      200,
      {
        id: `PAY-${checkoutId}`,
        paymentType: 'DB',
        paymentBrand: BRAND_OF_ENTITY[entityOfCheckout.get(checkoutId) ?? ''] ?? 'VISA',
        amount: '1000.00',
        currency: 'SAR',
        ndc: checkoutId,
        result: { code: '000.100.110', description: "Request successfully processed in 'Merchant in Integrator Test Mode'" },
        card: { bin: '411111', last4Digits: '1111', holder: 'Huda', expiryMonth: '12', expiryYear: '2030' },
      },
    ];
  }
  const refund = /^\/v1\/payments\/([\w.-]+)$/.exec(path);
  if (method === 'POST' && refund && form.get('paymentType') === 'RF') {
    const made = {
      id: `RF-${refund[1]}`,
      referencedId: refund[1],
      paymentType: 'RF',
      amount: form.get('amount'),
      currency: form.get('currency'),
      merchantTransactionId: form.get('merchantTransactionId'),
      result: { code: '000.100.110', description: 'Request successfully processed' },
    };
    refundsMade.push(made);
    return [200, made];
  }
  // Transaction reports: the payments made under a merchant reference, or "cannot find transaction".
  if (method === 'GET' && path === '/v1/query' && seenRequest.query.get('entityId')) {
    const found = refundsMade.filter((made) => made.merchantTransactionId === seenRequest.query.get('merchantTransactionId'));
    if (!found.length) return [200, { result: { code: '700.400.580', description: 'cannot find transaction' } }];
    return [200, { result: { code: '000.000.100', description: 'successful request' }, payments: found }];
  }
  return [404, { result: { code: '200.300.404', description: 'invalid or missing parameter' } }];
}

const clock = createTestClock('2026-03-01T09:00:00.000Z');
const mailer = memoryMailer();
let t: TestApp;
let guest: Awaited<ReturnType<typeof makeUser>>;
let hutId: number;
const headers = () => ({ authorization: `Bearer ${t.tokenFor(guest)}` });

beforeAll(async () => {
  gateway = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    const body = await readBody(request);
    const entry: Seen = {
      method: request.method ?? '',
      path: url.pathname,
      query: url.searchParams,
      form: new URLSearchParams(body),
      authorization: request.headers.authorization,
    };
    seen.push(entry);
    const [status, answer] = answerLikeOppwa(entry);
    response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(answer));
  });
  await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(gateway.address() as AddressInfo).port}`;
  // The configuration as an operator sets it: PAYMENT_PROVIDER=hyperpay and HYPERPAY_* pointing at the local gateway.
  const fromEnv = loadConfig({
    NODE_ENV: 'test',
    JWT_SECRET: 'x'.repeat(40),
    PAYMENT_PROVIDER: 'hyperpay',
    HYPERPAY_BASE_URL: baseUrl,
    HYPERPAY_ACCESS_TOKEN: ACCESS_TOKEN,
    HYPERPAY_ENTITY_ID: ENTITY_CARD,
    HYPERPAY_ENTITY_ID_MADA: ENTITY_MADA,
    HYPERPAY_ENTITY_ID_APPLEPAY: ENTITY_APPLEPAY,
    HYPERPAY_ENTITY_ID_STC_PAY: ENTITY_STC_PAY,
    HYPERPAY_WEBHOOK_KEY: webhookKey.toString('hex'),
  });
  t = await createTestApp({ clock, mailer, config: { paymentProvider: fromEnv.paymentProvider, hyperpay: fromEnv.hyperpay } });
  guest = await makeUser(t.db);
  hutId = (await makeHut(t.db)).id;
});
afterAll(async () => {
  await t.close();
  await new Promise((resolve) => gateway.close(resolve));
});
beforeEach(() => {
  mailer.clear();
  seen.length = 0;
});

/** A confirmed booking and a HyperPay checkout for it. */
async function heldCheckout(from: string, to: string, brand?: 'MADA' | 'VISA' | 'MASTER' | 'APPLEPAY' | 'STC_PAY') {
  const body = stay(hutId, from, to);
  const id = (await t.app.inject({ method: 'POST', url: '/api/products/booking/', payload: body, headers: headers() })).json().id as number;
  expect(
    (
      await t.app.inject({
        method: 'PUT',
        url: `/api/products/booking/update/${id}/`,
        payload: { ...body, status: 'confirmed' },
        headers: headers(),
      })
    ).statusCode,
  ).toBe(200);
  const checkout = await t.app.inject({
    method: 'POST',
    url: '/api/payments/create-checkout/',
    payload: { booking_id: id, ...(brand ? { brand } : {}) },
    headers: headers(),
  });
  expect(checkout.statusCode).toBe(201);
  return { id, checkout: checkout.json() as { checkout_id: string; amount: string; provider: string; payment_widget_url?: string } };
}

const verify = (resourcePath: string) =>
  t.app.inject({
    method: 'GET',
    url: `/api/payments/verify-payment/?resourcePath=${encodeURIComponent(resourcePath)}`,
    headers: headers(),
  });
const bookingStatus = async (id: number) =>
  (await rows<{ status: string }>(t.db, sql`SELECT status::text AS status FROM bookings WHERE id = ${id}`))[0].status;

function encryptNotification(payload: object, key = webhookKey) {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const encrypted = Buffer.concat([cipher.update(JSON.stringify({ type: 'PAYMENT', action: 'CREATED', payload }), 'utf8'), cipher.final()]);
  return {
    body: encrypted.toString('hex').toUpperCase(),
    iv: iv.toString('hex').toUpperCase(),
    tag: cipher.getAuthTag().toString('hex').toUpperCase(),
  };
}
const notify = (body: string, iv: string, tag: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/payments/webhook/',
    payload: body,
    headers: { 'content-type': 'text/plain', 'x-initialization-vector': iv, 'x-authentication-tag': tag },
  });

test('create-checkout asks OPPWA for a DB checkout with the right entity; verify-payment follows pending then success', async () => {
  const { id, checkout } = await heldCheckout('2026-04-01', '2026-04-03');
  expect(checkout).toMatchObject({ provider: 'hyperpay', amount: '1000.00', currency: 'SAR', checkout_id: expect.stringMatching(/^CHK/) });
  expect(checkout.payment_widget_url).toBe(`${baseUrl}/v1/paymentWidgets.js?checkoutId=${encodeURIComponent(checkout.checkout_id)}`);
  const created = seen.find((request) => request.path === '/v1/checkouts')!;
  expect(Object.fromEntries(created.form)).toMatchObject({ entityId: ENTITY_CARD, amount: '1000.00', currency: 'SAR', paymentType: 'DB' });

  const resourcePath = `/v1/checkouts/${checkout.checkout_id}/payment`;
  const pending = await verify(resourcePath);
  expect(pending.json()).toMatchObject({ success: false, status: 'pending', transaction: { status: 'pending', booking_id: id } });
  expect(seen.at(-1)?.query.get('entityId')).toBe(ENTITY_CARD);
  expect(await bookingStatus(id)).toBe('confirmed');

  outcomes.set(checkout.checkout_id, 'success');
  const paid = await verify(resourcePath);
  expect(paid.json()).toMatchObject({
    success: true,
    status: 'success',
    transaction: { status: 'success', amount: '1000.00', brand: 'VISA', last4: '1111' },
  });
  expect(await bookingStatus(id)).toBe('paid');
  // Verified again (the shopper reloads): nothing is charged or mailed twice.
  expect((await verify(resourcePath)).json()).toMatchObject({ status: 'success' });
  expect(await rows(t.db, sql`SELECT 1 FROM payment_transactions WHERE booking_id = ${id} AND status = 'success'`)).toHaveLength(1);
  expect(mailer.sent).toHaveLength(1);
  const [raw] = await rows<{ raw: string }>(t.db, sql`SELECT raw::text AS raw FROM payment_transactions WHERE booking_id = ${id}`);
  expect(raw.raw).not.toContain('"holder"');
});

test('mada goes through the mada entity; a declined payment is failed and the booking stays payable', async () => {
  const { id, checkout } = await heldCheckout('2026-04-10', '2026-04-12', 'MADA');
  expect(Object.fromEntries(seen.find((request) => request.path === '/v1/checkouts')!.form)).toMatchObject({ entityId: ENTITY_MADA });
  outcomes.set(checkout.checkout_id, 'failed');
  const failed = await verify(`/v1/checkouts/${checkout.checkout_id}/payment`);
  expect(failed.json()).toMatchObject({ success: false, status: 'failed', transaction: { status: 'failed' } });
  expect(seen.at(-1)?.query.get('entityId')).toBe(ENTITY_MADA);
  expect(await bookingStatus(id)).toBe('confirmed');
  const again = await t.app.inject({
    method: 'POST',
    url: '/api/payments/create-checkout/',
    payload: { booking_id: id },
    headers: headers(),
  });
  expect(again.statusCode).toBe(201);
});

test('each brand goes through its own entity: VISA and MASTER the card one, Apple Pay and STC Pay theirs; the wallet is kept', async () => {
  const cases = [
    ['MASTER', ENTITY_CARD, 'VISA MASTER', 'VISA'],
    ['APPLEPAY', ENTITY_APPLEPAY, 'APPLEPAY', 'APPLEPAY'],
    ['STC_PAY', ENTITY_STC_PAY, 'STC_PAY', 'STC_PAY'],
  ] as const;
  let day = 1;
  for (const [brand, entity, widgetBrands, paidBrand] of cases) {
    seen.length = 0;
    day += 3;
    const from = `2026-06-${String(day).padStart(2, '0')}`;
    const { checkout } = await heldCheckout(from, `2026-06-${String(day + 1).padStart(2, '0')}`, brand);
    expect(Object.fromEntries(seen.find((request) => request.path === '/v1/checkouts')!.form)).toMatchObject({
      entityId: entity,
      paymentType: 'DB',
    });
    // The one widget path: HyperPay's script for the checkout, with the entity's brands for data-brands.
    expect(checkout).toMatchObject({
      payment_widget_url: `${baseUrl}/v1/paymentWidgets.js?checkoutId=${encodeURIComponent(checkout.checkout_id)}`,
      payment_brands: widgetBrands,
    });
    outcomes.set(checkout.checkout_id, 'success');
    const paid = await verify(`/v1/checkouts/${checkout.checkout_id}/payment`);
    expect(paid.json()).toMatchObject({ status: 'success', transaction: { brand: paidBrand } });
    // The result is asked for on the same entity the checkout was made on.
    expect(seen.at(-1)?.query.get('entityId')).toBe(entity);
  }
  // The pages may load HyperPay's widget (script, frames, form post) from its origin, and from nowhere else.
  const csp = String((await t.app.inject({ method: 'GET', url: '/api/config/' })).headers['content-security-policy']);
  for (const directive of ['script-src', 'frame-src', 'connect-src', 'form-action'])
    expect(csp).toMatch(new RegExp(`${directive} 'self' ${baseUrl.replace(/[.]/g, '\\.')}(;|$)`));
  // The public settings offer every brand whose entity is configured, mada first.
  expect((await t.app.inject({ method: 'GET', url: '/api/config/' })).json().payment_brands).toEqual([
    'MADA',
    'VISA',
    'MASTER',
    'APPLEPAY',
    'STC_PAY',
  ]);
});

test('the entity ids are validated at start: HYPERPAY_ENTITY_ID required, 32 hex characters, one per brand; a wallet without its own is not offered', () => {
  const base = {
    NODE_ENV: 'test',
    JWT_SECRET: 'x'.repeat(40),
    PAYMENT_PROVIDER: 'hyperpay',
    HYPERPAY_ACCESS_TOKEN: ACCESS_TOKEN,
    HYPERPAY_ENTITY_ID_MADA: ENTITY_MADA,
    HYPERPAY_WEBHOOK_KEY: webhookKey.toString('hex'),
  };
  expect(() => loadConfig(base)).toThrow(/HYPERPAY_ENTITY_ID is required/);
  expect(() => loadConfig({ ...base, HYPERPAY_ENTITY_ID: 'not-an-entity' })).toThrow(/HYPERPAY_ENTITY_ID must be 32 hexadecimal/);
  expect(() => loadConfig({ ...base, HYPERPAY_ENTITY_ID: ENTITY_CARD, HYPERPAY_ENTITY_ID_STC_PAY: ENTITY_MADA })).toThrow(
    /different entity/,
  );
  const cardsOnly = loadConfig({ ...base, HYPERPAY_ENTITY_ID: ENTITY_CARD });
  expect(cardsOnly.hyperpay?.entityIds).toEqual({ card: ENTITY_CARD, mada: ENTITY_MADA, applepay: undefined, stcpay: undefined });
  const provider = createHyperPayProvider(cardsOnly.hyperpay!);
  expect(provider.channels).toEqual(['mada', 'card']);
});

test('mada card numbers are told by their BIN, from the published list, before their VISA or Mastercard prefix', () => {
  // 440647 (VISA prefix), 588845 and 968201 are mada BINs; 411111 and 555555 are not.
  expect(['4406470000000000', '5888 4500 0000 0003', '9682010000000000'].map(cardBrandOf)).toEqual(['MADA', 'MADA', 'MADA']);
  // Less common BINs of the list (419593, 531196, a VISA and a Mastercard prefix): still mada.
  expect(['4195 9300 0000 0000', '5311 9600 0000 0000'].map(cardBrandOf)).toEqual(['MADA', 'MADA']);
  expect(['4111 1111 1111 1111', '5555555555554444', '2221000000000009', '6011000000000004'].map(cardBrandOf)).toEqual([
    'VISA',
    'MASTER',
    'MASTER',
    null,
  ]);
  expect(isMadaCard('44064')).toBe(false); // fewer than six digits: not yet known
  expect(MADA_BINS.every((bin) => /^\d{6}$/.test(bin))).toBe(true);
  expect(new Set(MADA_BINS).size).toBe(MADA_BINS.length);
});

test('a wallet the installation has no entity for is refused with a clear 400', async () => {
  const noWallets = loadConfig({
    NODE_ENV: 'test',
    JWT_SECRET: 'x'.repeat(40),
    PAYMENT_PROVIDER: 'hyperpay',
    HYPERPAY_BASE_URL: baseUrl,
    HYPERPAY_ACCESS_TOKEN: ACCESS_TOKEN,
    HYPERPAY_ENTITY_ID: ENTITY_CARD,
    HYPERPAY_ENTITY_ID_MADA: ENTITY_MADA,
    HYPERPAY_WEBHOOK_KEY: webhookKey.toString('hex'),
  });
  const app = await createTestApp({ clock, mailer, config: { paymentProvider: 'hyperpay', hyperpay: noWallets.hyperpay } });
  try {
    const user = await makeUser(app.db);
    const hut = (await makeHut(app.db)).id;
    const auth = { authorization: `Bearer ${app.tokenFor(user)}` };
    const body = stay(hut, '2026-05-25', '2026-05-27');
    const id = (await app.app.inject({ method: 'POST', url: '/api/products/booking/', payload: body, headers: auth })).json().id as number;
    await app.app.inject({
      method: 'PUT',
      url: `/api/products/booking/update/${id}/`,
      payload: { ...body, status: 'confirmed' },
      headers: auth,
    });
    const refused = await app.app.inject({
      method: 'POST',
      url: '/api/payments/create-checkout/',
      payload: { booking_id: id, brand: 'APPLEPAY' },
      headers: { ...auth, 'accept-language': 'ar' },
    });
    expect([refused.statusCode, refused.json().brand?.[0]]).toEqual([400, expect.stringMatching(/^[\u0600-\u06FF]/)]);
    expect((await app.app.inject({ method: 'GET', url: '/api/config/' })).json().payment_brands).toEqual(['MADA', 'VISA', 'MASTER']);
  } finally {
    await app.close();
  }
});

test("a resourcePath that is not the gateway's own is refused without calling anywhere", async () => {
  const { checkout } = await heldCheckout('2026-04-14', '2026-04-15');
  seen.length = 0;
  for (const path of [
    `https://evil.example/v1/checkouts/${checkout.checkout_id}/payment`,
    `/v1/checkouts/${checkout.checkout_id}/payment/../../x`,
    '/v1/checkouts//payment',
  ]) {
    const response = await verify(path);
    expect([path, response.statusCode < 500, response.statusCode >= 400]).toEqual([path, true, true]);
  }
  expect(seen).toHaveLength(0);
});

test('cancellation inside the policy refunds through OPPWA (paymentType RF)', async () => {
  const { id, checkout } = await heldCheckout('2026-04-20', '2026-04-22');
  outcomes.set(checkout.checkout_id, 'success');
  await verify(`/v1/checkouts/${checkout.checkout_id}/payment`);
  const cancelled = await t.app.inject({
    method: 'POST',
    url: `/api/products/booking/cancellation/${id}/`,
    payload: {},
    headers: headers(),
  });
  expect(cancelled.json()).toMatchObject({ status: 'refunded', cancellation: { refundable_amount: '1000.00' } });
  const refund = seen.find((request) => request.method === 'POST' && request.path === `/v1/payments/PAY-${checkout.checkout_id}`)!;
  expect(Object.fromEntries(refund.form)).toMatchObject({ paymentType: 'RF', amount: '1000.00', currency: 'SAR', entityId: ENTITY_CARD });
  expect(
    await rows(
      t.db,
      sql`SELECT 1 FROM payment_transactions WHERE booking_id = ${id} AND kind = 'refund' AND gateway_payment_id = ${`RF-PAY-${checkout.checkout_id}`}`,
    ),
  ).toHaveLength(1);
});

test('an encrypted notification pays once; replays are accepted as duplicates; tampering is refused', async () => {
  const { id, checkout } = await heldCheckout('2026-05-01', '2026-05-03');
  const payload = {
    id: `PAY-${checkout.checkout_id}`,
    ndc: checkout.checkout_id,
    paymentType: 'DB',
    paymentBrand: 'MASTER',
    amount: '1000.00',
    currency: 'SAR',
    result: { code: '000.000.000', description: 'Transaction succeeded' },
    card: { bin: '555555', last4Digits: '4444' },
  };
  const { body, iv, tag } = encryptNotification(payload);

  const flipped = (hex: string) => `${hex.slice(0, 10)}${hex[10] === '0' ? '1' : '0'}${hex.slice(11)}`;
  expect((await notify(flipped(body), iv, tag)).statusCode).toBe(400);
  expect((await notify(body, iv, flipped(tag))).statusCode).toBe(400);
  const wrongKey = encryptNotification(payload, randomBytes(32));
  expect((await notify(wrongKey.body, wrongKey.iv, wrongKey.tag)).statusCode).toBe(400);
  expect((await notify(body, '', tag)).statusCode).toBe(400);
  expect(await bookingStatus(id)).toBe('confirmed');

  const first = await notify(body, iv, tag);
  expect([first.statusCode, first.json()]).toEqual([200, { received: true, duplicate: false }]);
  expect(await bookingStatus(id)).toBe('paid');
  const replay = await notify(body, iv, tag);
  expect([replay.statusCode, replay.json()]).toEqual([200, { received: true, duplicate: true }]);
  expect(await rows(t.db, sql`SELECT 1 FROM payment_transactions WHERE booking_id = ${id} AND status = 'success'`)).toHaveLength(1);
  expect(mailer.sent).toHaveLength(1);
  // The shopper's result page afterwards sees the same single payment.
  expect((await verify(`/v1/checkouts/${checkout.checkout_id}/payment`)).json()).toMatchObject({
    status: 'success',
    transaction: { brand: 'MASTER', last4: '4444' },
  });
});

test('a correctly encrypted notification whose fields have the wrong types is refused with 400 and changes nothing', async () => {
  const { id, checkout } = await heldCheckout('2026-05-10', '2026-05-12');
  const good = {
    id: `PAY-${checkout.checkout_id}`,
    ndc: checkout.checkout_id,
    paymentBrand: 'VISA',
    amount: '1000.00',
    currency: 'SAR',
    result: { code: '000.000.000', description: 'Transaction succeeded' },
    card: { last4Digits: '1111' },
  };
  const wrong: object[] = [
    { ...good, ndc: 12345 },
    { ...good, ndc: { $ne: '' } },
    { ...good, ndc: [checkout.checkout_id] },
    { ...good, ndc: 'x'.repeat(500) },
    { ...good, ndc: "x' OR '1'='1" },
    { ...good, id: 7 },
    { ...good, id: { id: 'x' } },
    { ...good, amount: 1000 },
    { ...good, currency: ['SAR'] },
    { ...good, paymentBrand: { brand: 'VISA' } },
    { ...good, paymentBrand: 'V'.repeat(100) },
    { ...good, result: '000.000.000' },
    { ...good, result: { code: 0 } },
    { ...good, result: null },
    { ...good, result: { code: '000.000.000', description: 42 } },
    { ...good, card: { last4Digits: 1111 } },
    { ...good, card: 'x' },
  ];
  for (const payload of wrong) {
    const { body, iv, tag } = encryptNotification(payload);
    const answer = await notify(body, iv, tag);
    expect([JSON.stringify(payload).slice(0, 80), answer.statusCode, typeof answer.json().detail]).toEqual([
      JSON.stringify(payload).slice(0, 80),
      400,
      'string',
    ]);
  }
  // The envelope is checked as well: a payload that is not an object, a type that is not a string.
  for (const envelope of [{ type: 'PAYMENT', payload: 'x' }, { type: 'PAYMENT', payload: [good] }, { type: 7, payload: good }, 'PAYMENT']) {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', webhookKey, iv);
    const body = Buffer.concat([cipher.update(JSON.stringify(envelope), 'utf8'), cipher.final()]).toString('hex');
    expect((await notify(body, iv.toString('hex'), cipher.getAuthTag().toString('hex'))).statusCode).toBe(400);
  }
  expect(await bookingStatus(id)).toBe('confirmed');
  expect(await rows(t.db, sql`SELECT 1 FROM payment_transactions WHERE booking_id = ${id} AND status <> 'pending'`)).toHaveLength(0);
  // The same payment, well formed, still goes through.
  const { body, iv, tag } = encryptNotification(good);
  expect((await notify(body, iv, tag)).statusCode).toBe(200);
  expect(await bookingStatus(id)).toBe('paid');
});

test('verify-payment takes the resourcePath of the checkout with or without the trailing /payment (other clients send both)', async () => {
  const { id, checkout } = await heldCheckout('2026-05-20', '2026-05-22');
  const pending = await verify(`/v1/checkouts/${checkout.checkout_id}`);
  expect([pending.statusCode, pending.json().status]).toEqual([200, 'pending']);
  // The gateway is always asked at its own payment path.
  expect(seen.at(-1)?.path).toBe(`/v1/checkouts/${checkout.checkout_id}/payment`);
  outcomes.set(checkout.checkout_id, 'success');
  expect((await verify(`/v1/checkouts/${checkout.checkout_id}`)).json()).toMatchObject({
    success: true,
    status: 'success',
    transaction: { booking_id: id },
  });
  expect((await verify(`/v1/checkouts/${checkout.checkout_id}/payment`)).json()).toMatchObject({ success: true, status: 'success' });
  expect((await verify(`/v1/checkouts/${checkout.checkout_id}/`)).statusCode).toBe(400);
});

test('a refund carries its own reference, by which OPPWA’s transaction reports find it again (the refund worker’s reconciliation)', async () => {
  const provider = createHyperPayProvider(t.config.hyperpay!);
  const made = await provider.refund({
    paymentId: 'PAY-1',
    amount: '12.00',
    currency: 'SAR',
    channel: 'mada',
    merchantTransactionId: 'refund:abc-1',
  });
  expect(made).toMatchObject({ state: 'success', refundId: 'RF-PAY-1' });
  expect(Object.fromEntries(seen.at(-1)!.form)).toMatchObject({
    paymentType: 'RF',
    merchantTransactionId: 'refund:abc-1',
    entityId: ENTITY_MADA,
  });
  expect(await provider.findRefund({ merchantTransactionId: 'refund:abc-1', channel: 'mada' })).toMatchObject({
    state: 'success',
    refundId: 'RF-PAY-1',
    resultCode: '000.100.110',
  });
  expect(seen.at(-1)).toMatchObject({ method: 'GET', path: '/v1/query' });
  expect(Object.fromEntries(seen.at(-1)!.query)).toEqual({ entityId: ENTITY_MADA, merchantTransactionId: 'refund:abc-1' });
  expect(await provider.findRefund({ merchantTransactionId: 'refund:never-sent', channel: 'card' })).toBeNull();
});
