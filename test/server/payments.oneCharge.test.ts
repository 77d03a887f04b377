import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { users } from '../../src/server/db/schema';
import type { SandboxProvider } from '../../src/server/lib/payments/sandbox';
import { rows } from '../../src/server/db/sql';
import { makeHut, makeServiceDate, stay } from '../helpers/server/booking';
import { memoryMailer } from '../helpers/server/mail';
import { createTestApp, type TestApp } from '../helpers/server/testApp';
import { createTestClock } from '../helpers/server/testClock';

// A guest with two tabs open, or a double click, must never be charged twice (issue 9 §1). Same file on PGlite and PostgreSQL.
const clock = createTestClock('2026-03-01T09:00:00.000Z');
const mailer = memoryMailer();
let t: TestApp;
let guest: typeof users.$inferSelect;
beforeAll(async () => {
  t = await createTestApp({ clock, mailer });
  [guest] = await t.db
    .insert(users)
    .values({ email: `twotabs.${Date.now()}@example.test`, fullName: 'Two Tabs', isVerified: true })
    .returning();
});
afterAll(() => t.close());

const TIMEOUT_MS = 120_000;
const card = { card_number: '4111 1111 1111 1111', expiry_month: 12, expiry_year: 2030, cvc: '123', holder: 'Huda' };
const ENGLISH = 'en';
const arabic = 'ar';
// Tokens are signed at call time: the test clock moves past their 15-minute lifetime.
const inject = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, lang = ENGLISH) =>
  t.app.inject({ method, url, payload, headers: { authorization: `Bearer ${t.tokenFor(guest)}`, 'accept-language': lang } });

/** Charges and refunds for one booking, as the app recorded them and as the (sandbox) gateway itself did: they must agree. */
async function moneyMoved(bookingId: number) {
  const [app] = await rows<{ charges: number; refunds: number }>(
    t.db,
    sql`SELECT
      count(*) FILTER (WHERE kind <> 'refund' AND gateway_payment_id IS NOT NULL)::int AS charges,
      count(*) FILTER (WHERE kind = 'refund')::int AS refunds
    FROM payment_transactions WHERE booking_id = ${bookingId}::int`,
  );
  const [gateway] = await rows<{ charges: number; refunds: number }>(
    t.db,
    sql`SELECT
      count(*) FILTER (WHERE g.type = 'DB')::int AS charges, count(*) FILTER (WHERE g.type = 'RF')::int AS refunds
    FROM sandbox_gateway_payments g WHERE g.checkout_id IN (SELECT checkout_id FROM payment_transactions WHERE booking_id = ${bookingId}::int)`,
  );
  expect(gateway).toEqual(app);
  return app;
}

/** The tax invoices issued for the booking's charges (issue 22): one per successful charge, the amount it took. */
async function invoicesOf(bookingId: number) {
  return rows<{ charge: number; total: number; amount: string }>(
    t.db,
    sql`SELECT d.payment_transaction_id AS charge, d.total, p.amount::text AS amount FROM tax_documents d
      JOIN payment_transactions p ON p.id = d.payment_transaction_id WHERE d.booking_id = ${bookingId}::int AND d.type = 'invoice' ORDER BY d.counter`,
  );
}

/** 20 checkouts requested at once, then 20 payments sent at once with the checkouts they got. */
async function twentyTabs(bookingId: number, kind: 'booking' | 'extra') {
  const checkouts = await Promise.all(
    Array.from({ length: 20 }, () => inject('POST', '/api/payments/create-checkout/', { booking_id: bookingId, kind })),
  );
  const payments = await Promise.all(
    checkouts.map((checkout, i) =>
      inject(
        'PUT',
        `/api/products/bookings-pay/${bookingId}/`,
        { ...card, checkout_id: checkout.json().checkout_id },
        i % 2 ? arabic : ENGLISH,
      ),
    ),
  );
  return { checkouts, payments };
}

/** Odd callers asked in Arabic (see twentyTabs). */
function expectOneSuccessAndClearRefusals(payments: LightMyRequestResponse[]) {
  expect(payments.filter((a) => a.statusCode === 200)).toHaveLength(1);
  expect(payments.filter((a) => a.statusCode !== 200)).toHaveLength(19);
  payments.forEach((answer, i) => {
    if (answer.statusCode === 200) return;
    expect(answer.statusCode).toBe(409);
    expect(answer.json().detail).toMatch(i % 2 ? /^[\u0600-\u06FF]/ : /already paid|in progress/i);
  });
}

test(
  '20 checkouts and 20 payments at once for one booking: one checkout, one charge, no refund, paid once',
  async () => {
    const hut = (await makeHut(t.db)).id;
    const body = stay(hut, '2026-04-01', '2026-04-04');
    const id = (await inject('POST', '/api/products/booking/', body)).json().id as number;
    expect((await inject('PUT', `/api/products/booking/update/${id}/`, { ...body, status: 'confirmed' })).statusCode).toBe(200);
    mailer.clear();

    const { checkouts, payments } = await twentyTabs(id, 'booking');
    expect(checkouts.map((a) => a.statusCode)).toEqual(Array(20).fill(201));
    expect(new Set(checkouts.map((a) => a.json().checkout_id)).size).toBe(1);
    expectOneSuccessAndClearRefusals(payments);
    expect(await moneyMoved(id)).toEqual({ charges: 1, refunds: 0 });
    // 20 payments reaching the completion at once: one invoice, for what the one charge took.
    const invoices = await invoicesOf(id);
    expect(invoices).toHaveLength(1);
    expect(invoices[0].total).toBe(Math.round(Number(invoices[0].amount) * 100));
    const booking = (await inject('GET', `/api/products/booking/paid/${id}/`)).json();
    expect(booking).toMatchObject({ status: 'paid', is_paid: true, not_paid: '0.00' });
    expect(booking.paid).toBe((await inject('GET', `/api/products/bookings/${id}/`)).json().total_price);
    // A checkout asked for after the payment is refused too, with the same clear answer.
    const late = await inject('POST', '/api/payments/create-checkout/', { booking_id: id });
    expect([late.statusCode, late.json().detail]).toEqual([409, expect.stringMatching(/already paid/i)]);
  },
  TIMEOUT_MS,
);

test(
  'the same for a payment of extras added to a paid booking',
  async () => {
    const hut = (await makeHut(t.db)).id;
    const { serviceId, dateId } = await makeServiceDate(t.db, '2026-04-11', 30);
    const body = stay(hut, '2026-04-10', '2026-04-13');
    const id = (await inject('POST', '/api/products/booking/', body)).json().id as number;
    await inject('PUT', `/api/products/booking/update/${id}/`, { ...body, status: 'confirmed' });
    const first = (await inject('POST', '/api/payments/create-checkout/', { booking_id: id })).json();
    expect((await inject('PUT', `/api/products/bookings-pay/${id}/`, { ...card, checkout_id: first.checkout_id })).statusCode).toBe(200);
    const extra = await inject('POST', '/api/products/service-tickets/extra/', {
      booking: id,
      tickets: [{ service: serviceId, quantity: 2, date: dateId }],
    });
    expect(extra.json()).toMatchObject({ amount_due: '160.00' });

    const { checkouts, payments } = await twentyTabs(id, 'extra');
    expect(checkouts.map((a) => a.statusCode)).toEqual(Array(20).fill(201));
    expect(new Set(checkouts.map((a) => a.json().checkout_id)).size).toBe(1);
    expect(checkouts[0].json().amount).toBe('160.00');
    expectOneSuccessAndClearRefusals(payments);
    // The stay's charge and the extras' charge: two in all.
    expect(await moneyMoved(id)).toEqual({ charges: 2, refunds: 0 });
    // The stay's invoice and the added services' own invoice (2 × 80.00).
    expect((await invoicesOf(id)).map((invoice) => [invoice.total, invoice.amount])).toEqual([
      [Math.round(Number((await inject('GET', `/api/products/bookings/${id}/`)).json().total_price) * 100) - 16_000, expect.any(String)],
      [16_000, '160.00'],
    ]);
    const state = (await inject('GET', `/api/products/booking/paid/${id}/`)).json();
    expect(state).toMatchObject({ status: 'paid', is_paid: true, not_paid: '0.00' });
    expect(state.paid).toBe((await inject('GET', `/api/products/bookings/${id}/`)).json().total_price);
  },
  TIMEOUT_MS,
);

test(
  'a checkout for an amount no longer owed is replaced; its old page is closed and a payment made on it anyway is refunded',
  async () => {
    const hut = (await makeHut(t.db)).id;
    const body = stay(hut, '2026-05-01', '2026-05-03');
    const id = (await inject('POST', '/api/products/booking/', body)).json().id as number;
    await inject('PUT', `/api/products/booking/update/${id}/`, { ...body, status: 'confirmed' });
    const old = (await inject('POST', '/api/payments/create-checkout/', { booking_id: id })).json();
    // The guest adds a night in another tab: the open checkout's amount is no longer what is owed.
    const longer = stay(hut, '2026-05-01', '2026-05-04');
    expect((await inject('PUT', `/api/products/booking/update/${id}/`, { ...longer, status: 'confirmed' })).statusCode).toBe(200);
    const fresh = (await inject('POST', '/api/payments/create-checkout/', { booking_id: id })).json();
    expect(fresh.checkout_id).not.toBe(old.checkout_id);
    expect(fresh.amount).toBe((await inject('GET', `/api/products/bookings/${id}/`)).json().total_price);
    expect((await inject('POST', '/api/payments/create-checkout/', { booking_id: id })).json().checkout_id).toBe(fresh.checkout_id);

    const closed = await inject('PUT', `/api/products/bookings-pay/${id}/`, { ...card, checkout_id: old.checkout_id }, arabic);
    expect([closed.statusCode, closed.json().detail]).toEqual([409, expect.stringMatching(/^[\u0600-\u06FF]/)]);
    // The old page was paid at the gateway all the same (a widget left open): found by verify-payment, refunded, nothing applied.
    const gateway = t.app.bookingJobs.deps.provider as SandboxProvider;
    await gateway.charge(old.checkout_id, { number: '4111111111111111', expiryMonth: 12, expiryYear: 2030, cvc: '123', holder: 'Huda' });
    const verified = await inject('GET', `/api/payments/verify-payment/?checkout_id=${old.checkout_id}`);
    expect(verified.json()).toMatchObject({ success: false, status: 'failed', transaction: { status: 'refunded' } });
    expect((await inject('GET', `/api/products/booking/paid/${id}/`)).json()).toMatchObject({
      status: 'confirmed',
      is_paid: false,
      paid: '0.00',
    });
    expect(await moneyMoved(id)).toEqual({ charges: 1, refunds: 1 });

    expect((await inject('PUT', `/api/products/bookings-pay/${id}/`, { ...card, checkout_id: fresh.checkout_id })).json()).toMatchObject({
      status: 'paid',
      is_paid: true,
      not_paid: '0.00',
    });
    expect(await moneyMoved(id)).toEqual({ charges: 2, refunds: 1 });
  },
  TIMEOUT_MS,
);

test(
  'an open checkout too old for the gateway to take a payment on is replaced, not handed out again',
  async () => {
    const hut = (await makeHut(t.db)).id;
    const body = stay(hut, '2026-05-10', '2026-05-12');
    const id = (await inject('POST', '/api/products/booking/', body)).json().id as number;
    await inject('PUT', `/api/products/booking/update/${id}/`, { ...body, status: 'confirmed' });
    const first = (await inject('POST', '/api/payments/create-checkout/', { booking_id: id })).json();
    clock.advance(10 * 60_000);
    expect((await inject('POST', '/api/payments/create-checkout/', { booking_id: id })).json().checkout_id).toBe(first.checkout_id);
    clock.advance(16 * 60_000); // 26 minutes: the hold (30) still runs, an OPPWA checkout (valid 30) is about to lapse
    const second = (await inject('POST', '/api/payments/create-checkout/', { booking_id: id })).json();
    expect(second.checkout_id).not.toBe(first.checkout_id);
    expect((await inject('PUT', `/api/products/bookings-pay/${id}/`, { ...card, checkout_id: second.checkout_id })).json()).toMatchObject({
      status: 'paid',
      is_paid: true,
    });
    expect(await moneyMoved(id)).toEqual({ charges: 1, refunds: 0 });
    clock.set('2026-03-01T09:00:00.000Z');
  },
  TIMEOUT_MS,
);
