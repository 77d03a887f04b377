import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
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

// Issue 25 §1: the sandbox's own COPYandPAY-like widget, walked as a browser walks HyperPay's.
describe('the sandbox payment widget', () => {
  const checkoutFor = async (id: number, brand?: string) => {
    const answer = await inject(t.app, 'POST', '/api/payments/create-checkout/', { booking_id: id, ...(brand ? { brand } : {}) });
    expect(answer.statusCode).toBe(201);
    return answer.json() as { checkout_id: string; payment_widget_url: string; payment_brands: string; provider: string };
  };
  /** The widget's form post, as the browser sends it (form-encoded, no session). */
  const post = (checkoutId: string, fields: Record<string, string>, app: FastifyInstance = t.app) =>
    app.inject({
      method: 'POST',
      url: `/sandbox/v1/checkouts/${checkoutId}/payment`,
      payload: new URLSearchParams(fields).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded', host: 'localhost' },
    });
  const cardFields = (number: string, brand = 'VISA') => ({
    shopperResultUrl: 'http://localhost/7/payment/success',
    paymentBrand: brand,
    'card.number': number,
    'card.expiryMonth': '12',
    'card.expiryYear': '2030',
    'card.cvv': '123',
    'card.holder': 'Huda',
  });
  const brandOf = async (checkoutId: string) =>
    (await rows<{ brand: string | null }>(t.db, sql`SELECT brand FROM payment_transactions WHERE checkout_id = ${checkoutId}`))[0].brand;

  test('create-checkout names the widget script under the sandbox path, served as JavaScript with the brand’s fields', async () => {
    const id = await heldBooking('2026-05-04', '2026-05-06');
    const checkout = await checkoutFor(id, 'MADA');
    expect(checkout.payment_widget_url).toBe(`/sandbox/v1/paymentWidgets.js?checkoutId=${checkout.checkout_id}`);
    expect(checkout.payment_brands).toBe('MADA');
    const script = await t.app.inject({ method: 'GET', url: checkout.payment_widget_url });
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-type']).toMatch(/^application\/javascript/);
    expect(script.body).toContain('form.paymentWidgets');
    expect(script.body).toContain(`/sandbox/v1/checkouts/${checkout.checkout_id}/payment`);
    expect(script.body).toContain('"588845"'); // the published mada BINs go with it
    expect(script.body).not.toContain('</script');
    // A checkout id of another shape is refused; one nobody knows gets a script that says it cannot be paid.
    expect((await t.app.inject({ method: 'GET', url: '/sandbox/v1/paymentWidgets.js?checkoutId=../x' })).statusCode).toBe(400);
    const unknown = await t.app.inject({ method: 'GET', url: `/sandbox/v1/paymentWidgets.js?checkoutId=sbx_${'0'.repeat(24)}` });
    expect([unknown.statusCode, unknown.body.includes('"checkout":null')]).toEqual([200, true]);
  });

  test('a mada card pays through the widget: back to the action URL with id and resourcePath, verified as HyperPay’s', async () => {
    const id = await heldBooking('2026-05-11', '2026-05-13');
    const checkout = await checkoutFor(id, 'MADA');
    const paid = await post(checkout.checkout_id, cardFields('5888 4500 0000 0003', 'MADA'), other);
    expect(paid.statusCode).toBe(303);
    const back = new URL(paid.headers.location as string);
    expect(`${back.origin}${back.pathname}`).toBe('http://localhost/7/payment/success');
    expect(back.searchParams.get('id')).toBe(checkout.checkout_id);
    const resourcePath = back.searchParams.get('resourcePath')!;
    expect(resourcePath).toBe(`/v1/checkouts/${checkout.checkout_id}/payment`);
    // The result page sends the resourcePath back; the server asks the gateway and reads the result code.
    const verify = await inject(t.app, 'GET', `/api/payments/verify-payment/?resourcePath=${encodeURIComponent(resourcePath)}`);
    expect(verify.json()).toMatchObject({ success: true, status: 'success', transaction: { brand: 'MADA', last4: '0003' } });
    expect((await inject(t.app, 'GET', `/api/products/booking/paid/${id}/`)).json()).toMatchObject({ status: 'paid', is_paid: true });
    // The ledger carries the method.
    expect(await brandOf(checkout.checkout_id)).toBe('MADA');
    // A second post of the same widget charges nothing more: the checkout answers what it answered.
    const again = await post(checkout.checkout_id, cardFields('4111 1111 1111 1111'));
    expect(again.statusCode).toBe(303);
    expect(await rows(t.db, sql`SELECT 1 FROM sandbox_gateway_payments WHERE checkout_id = ${checkout.checkout_id}`)).toHaveLength(1);
  });

  test('a declined card returns like HyperPay’s, with a failed result code; the booking stays payable on a new checkout', async () => {
    const id = await heldBooking('2026-05-18', '2026-05-20');
    const checkout = await checkoutFor(id);
    expect(checkout.payment_brands).toBe('VISA MASTER');
    const declined = await post(checkout.checkout_id, cardFields('4000 0000 0000 0002'));
    const resourcePath = new URL(declined.headers.location as string).searchParams.get('resourcePath')!;
    const verify = await inject(t.app, 'GET', `/api/payments/verify-payment/?resourcePath=${encodeURIComponent(resourcePath)}`);
    expect(verify.json()).toMatchObject({ success: false, status: 'failed' });
    const code = (
      await rows<{ code: string }>(
        t.db,
        sql`SELECT result_code AS code FROM payment_transactions WHERE checkout_id = ${checkout.checkout_id}`,
      )
    )[0].code;
    expect(code).toMatch(/^800\./);
    const next = await checkoutFor(id);
    expect(next.checkout_id).not.toBe(checkout.checkout_id);
    expect((await post(next.checkout_id, cardFields('4111 1111 1111 1111'))).statusCode).toBe(303);
    expect((await inject(t.app, 'GET', `/api/payments/verify-payment/?checkout_id=${next.checkout_id}`)).json().status).toBe('success');
  });

  test('each checkout takes only its entity’s brands: a mada card on the card entity, or Apple Pay on the mada one, is refused', async () => {
    const id = await heldBooking('2026-05-25', '2026-05-27');
    const card = await checkoutFor(id, 'VISA');
    const refused = await post(card.checkout_id, cardFields('5888 4500 0000 0003', 'MASTER'));
    expect(refused.statusCode).toBe(303);
    expect((await inject(t.app, 'GET', `/api/payments/verify-payment/?checkout_id=${card.checkout_id}`)).json().status).toBe('failed');
    const mada = await checkoutFor(id, 'MADA');
    await post(mada.checkout_id, { shopperResultUrl: '/7/payment/success', paymentBrand: 'APPLEPAY', applePay: 'approved' });
    expect((await inject(t.app, 'GET', `/api/payments/verify-payment/?checkout_id=${mada.checkout_id}`)).json().status).toBe('failed');
  });

  test('simulated Apple Pay and STC Pay pay on their own entities and keep their method for the ledger and documents', async () => {
    const apple = await heldBooking('2026-06-01', '2026-06-03');
    const applePay = await checkoutFor(apple, 'APPLEPAY');
    expect(applePay.payment_brands).toBe('APPLEPAY');
    const cancelled = await post(applePay.checkout_id, { shopperResultUrl: '/x', paymentBrand: 'APPLEPAY', applePay: 'cancelled' });
    expect(cancelled.statusCode).toBe(303);
    expect((await inject(t.app, 'GET', `/api/payments/verify-payment/?checkout_id=${applePay.checkout_id}`)).json().status).toBe('failed');
    const retry = await checkoutFor(apple, 'APPLEPAY');
    await post(retry.checkout_id, { shopperResultUrl: '/x', paymentBrand: 'APPLEPAY', applePay: 'approved' });
    expect((await inject(t.app, 'GET', `/api/payments/verify-payment/?checkout_id=${retry.checkout_id}`)).json()).toMatchObject({
      status: 'success',
      transaction: { brand: 'APPLEPAY', last4: null },
    });

    const stc = await heldBooking('2026-06-08', '2026-06-10');
    const stcPay = await checkoutFor(stc, 'STC_PAY');
    // The phone number is checked first (a Saudi mobile), then the one-time code.
    const badPhone = await post(stcPay.checkout_id, {
      shopperResultUrl: '/x',
      paymentBrand: 'STC_PAY',
      'customer.mobile': '0123',
      otp: '1',
    });
    expect([badPhone.statusCode, Object.keys(badPhone.json())]).toEqual([400, ['customer.mobile']]);
    await post(stcPay.checkout_id, { shopperResultUrl: '/x', paymentBrand: 'STC_PAY', 'customer.mobile': '0551234567', otp: '123456' });
    expect((await inject(t.app, 'GET', `/api/payments/verify-payment/?checkout_id=${stcPay.checkout_id}`)).json()).toMatchObject({
      status: 'success',
      transaction: { brand: 'STC_PAY' },
    });
    const ledger = await rows<{ method: string }>(
      t.db,
      sql`SELECT lower(brand) AS method FROM payment_transactions WHERE checkout_id IN (${retry.checkout_id}, ${stcPay.checkout_id}) ORDER BY id`,
    );
    expect(ledger.map((row) => row.method)).toEqual(['applepay', 'stc_pay']);
    // The receipt and the tax invoice say how it was paid.
    const receipt = mailer.sent.find((mail) => mail.text.includes('Apple Pay'));
    expect(receipt?.text).toMatch(/Paid with:? *Apple Pay/);
    const [invoice] = await rows<{ id: number }>(
      t.db,
      sql`SELECT id FROM tax_documents WHERE booking_id = ${apple}::int AND type = 'invoice'`,
    );
    const pdf = await inject(t.app, 'GET', `/api/products/bookings/${apple}/documents/${invoice.id}/pdf/`);
    expect([pdf.statusCode, pdf.headers['content-type']]).toEqual([200, 'application/pdf']);
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'invoice-')), 'invoice.pdf');
    writeFileSync(file, pdf.rawPayload);
    // pdftotext marks the runs' directions; the words are what counts.
    const words = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' }).replace(/[\u200e\u200f\u202a-\u202e]/g, '');
    expect(words).toMatch(/Paid with\s+Apple Pay\s+وسيلة الدفع/);
  });

  test('the shopper is only ever sent back to this site (or a configured origin), and bad fields are 400s', async () => {
    const id = await heldBooking('2026-06-15', '2026-06-17');
    const checkout = await checkoutFor(id);
    const elsewhere = await post(checkout.checkout_id, { ...cardFields('4111 1111 1111 1111'), shopperResultUrl: 'https://evil.example/' });
    expect([elsewhere.statusCode, Object.keys(elsewhere.json())]).toEqual([400, ['shopperResultUrl']]);
    const script = await post(checkout.checkout_id, { ...cardFields('4111 1111 1111 1111'), shopperResultUrl: 'javascript:alert(1)' });
    expect(script.statusCode).toBe(400);
    const badCard = await post(checkout.checkout_id, { ...cardFields('4111'), 'card.cvv': '1' });
    expect([badCard.statusCode, Object.keys(badCard.json()).sort()]).toEqual([400, ['card.cvv', 'card.number']]);
    // Nothing was charged by any of them.
    expect(await rows(t.db, sql`SELECT 1 FROM sandbox_gateway_payments WHERE checkout_id = ${checkout.checkout_id}`)).toHaveLength(0);
  });
});
