import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/server/app';
import type { SandboxProvider } from '../../src/server/lib/payments/sandbox';
import { rows } from '../../src/server/db/sql';
import { makeHut, stay } from '../helpers/server/booking';
import { memoryMailer } from '../helpers/server/mail';
import { createTestApp, makeUser, type TestApp } from '../helpers/server/testApp';
import { createTestClock } from '../helpers/server/testClock';

// The sandbox gateway keeps its checkouts in the database, as an external gateway keeps its own (issue 13 §2):
// any instance on the same database, and any instance after a restart, knows them. Same file on PGlite and PostgreSQL.
const clock = createTestClock('2026-03-01T09:00:00.000Z');
const mailer = memoryMailer();
let t: TestApp;
let other: FastifyInstance;
let headers: Record<string, string>;
let hut: number;
const card = { card_number: '4111 1111 1111 1111', expiry_month: 12, expiry_year: 2030, cvc: '123', holder: 'Huda' };

/** Another instance of the app on the same database, as a second server process would be. */
const instance = async () => {
  const app = await buildApp(t.config, { db: t.handle, clock, logger: false, mailer });
  await app.ready();
  return app;
};

beforeAll(async () => {
  t = await createTestApp({ clock, mailer });
  other = await instance();
  headers = { authorization: `Bearer ${t.tokenFor(await makeUser(t.db))}` };
  hut = (await makeHut(t.db)).id;
});
afterAll(async () => {
  await other.close();
  await t.close();
});

const inject = (app: FastifyInstance, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, extra: Record<string, string> = {}) =>
  app.inject({ method, url, payload, headers: { ...headers, ...extra } });

async function heldBooking(from: string, to: string) {
  const body = stay(hut, from, to);
  const id = (await inject(t.app, 'POST', '/api/products/booking/', body)).json().id as number;
  expect((await inject(t.app, 'PUT', `/api/products/booking/update/${id}/`, { ...body, status: 'confirmed' })).statusCode).toBe(200);
  return id;
}

test('a checkout created on one instance is paid on another', async () => {
  const id = await heldBooking('2026-04-01', '2026-04-03');
  const checkout = (await inject(t.app, 'POST', '/api/payments/create-checkout/', { booking_id: id })).json();
  const paid = await inject(other, 'PUT', `/api/products/bookings-pay/${id}/`, { ...card, checkout_id: checkout.checkout_id });
  expect([paid.statusCode, paid.json()]).toEqual([200, { id, status: 'paid', is_paid: true, paid: checkout.amount, not_paid: '0.00' }]);
  const verified = await inject(t.app, 'GET', `/api/payments/verify-payment/?checkout_id=${checkout.checkout_id}`);
  expect(verified.json()).toMatchObject({
    success: true,
    status: 'success',
    transaction: { checkout_id: checkout.checkout_id, last4: '1111' },
  });
  // The checkout's resourcePath, with or without the trailing /payment (issue 9 §6).
  for (const path of [`/v1/checkouts/${checkout.checkout_id}`, `/v1/checkouts/${checkout.checkout_id}/payment`]) {
    expect((await inject(other, 'GET', `/api/payments/verify-payment/?resourcePath=${encodeURIComponent(path)}`)).json()).toMatchObject({
      success: true,
      status: 'success',
    });
  }
});

test('a checkout created before a restart is paid after it', async () => {
  const id = await heldBooking('2026-04-05', '2026-04-07');
  const before = await instance();
  const checkout = (await inject(before, 'POST', '/api/payments/create-checkout/', { booking_id: id })).json();
  await before.close();
  const after = await instance();
  try {
    const paid = await inject(after, 'PUT', `/api/products/bookings-pay/${id}/`, { ...card, checkout_id: checkout.checkout_id });
    expect([paid.statusCode, paid.json().is_paid]).toEqual([200, true]);
  } finally {
    await after.close();
  }
});

test("the reconciliation job of any instance settles a payment another instance's gateway page took", async () => {
  const id = await heldBooking('2026-04-09', '2026-04-11');
  const checkout = (await inject(t.app, 'POST', '/api/payments/create-checkout/', { booking_id: id })).json();
  // The guest paid on the gateway's page served by the other instance, then closed the tab: nobody reported it.
  const gateway = other.bookingJobs.deps.provider as SandboxProvider;
  expect(
    (
      await gateway.charge(checkout.checkout_id, {
        number: '4111111111111111',
        expiryMonth: 12,
        expiryYear: 2030,
        cvc: '123',
        holder: 'Huda',
      })
    ).state,
  ).toBe('success');
  clock.advance(2 * 60_000);
  expect((await t.app.bookingJobs.runOnce()).reconciled).toBe(1);
  expect((await inject(t.app, 'GET', `/api/products/booking/paid/${id}/`)).json()).toMatchObject({ status: 'paid', is_paid: true });
});

test('a checkout the gateway does not know gets a clear, translated error from every payment route, never a 200', async () => {
  const id = await heldBooking('2026-04-13', '2026-04-15');
  // Recorded by the app but unknown to the gateway (a gateway that lost it, or a row written by hand).
  await t.db.execute(sql`INSERT INTO payment_transactions (provider, checkout_id, booking_id, amount, currency, status, kind)
    SELECT 'sandbox', 'sbx_ghost', id, total, 'SAR', 'pending', 'booking' FROM bookings WHERE id = ${id}::int`);
  for (const [lang, pattern] of [
    ['en', /gateway does not know/],
    ['ar', /^[\u0600-\u06FF]/],
  ] as const) {
    const h = { 'accept-language': lang };
    const pay = await inject(other, 'PUT', `/api/products/bookings-pay/${id}/`, { ...card, checkout_id: 'sbx_ghost' }, h);
    expect([pay.statusCode, pay.json().detail]).toEqual([409, expect.stringMatching(pattern)]);
    const verify = await inject(other, 'GET', '/api/payments/verify-payment/?checkout_id=sbx_ghost', undefined, h);
    expect([verify.statusCode, verify.json().detail]).toEqual([409, expect.stringMatching(pattern)]);
  }
  // Nothing was charged, the booking still waits for its payment.
  expect(await rows(t.db, sql`SELECT 1 FROM sandbox_gateway_payments WHERE checkout_id = 'sbx_ghost'`)).toHaveLength(0);
  expect((await inject(t.app, 'GET', `/api/products/booking/paid/${id}/`)).json()).toMatchObject({ status: 'confirmed', is_paid: false });
  // Ids nobody knows: 400 from the card form, 404 from verify, 400 from the webhook; each with a detail.
  const unknownPay = await inject(
    t.app,
    'PUT',
    `/api/products/bookings-pay/${id}/`,
    { ...card, checkout_id: 'sbx_nobody' },
    { 'accept-language': 'ar' },
  );
  expect([unknownPay.statusCode, unknownPay.json().checkout_id?.[0]]).toEqual([400, expect.stringMatching(/^[\u0600-\u06FF]/)]);
  const unknownVerify = await inject(t.app, 'GET', '/api/payments/verify-payment/?checkout_id=sbx_nobody', undefined, {
    'accept-language': 'ar',
  });
  expect([unknownVerify.statusCode, unknownVerify.json().detail]).toEqual([404, expect.stringMatching(/^[\u0600-\u06FF]/)]);
  const gateway = t.app.bookingJobs.deps.provider as SandboxProvider;
  const body = JSON.stringify({ checkoutId: 'sbx_nobody' });
  const notified = await t.app.inject({
    method: 'POST',
    url: '/api/payments/webhook/',
    payload: body,
    headers: { 'content-type': 'text/plain', 'x-sandbox-signature': gateway.sign(body) },
  });
  expect([notified.statusCode, typeof notified.json().detail]).toEqual([400, 'string']);
});
