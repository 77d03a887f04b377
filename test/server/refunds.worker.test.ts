// Issue 22, section 2: refunds that are never lost. A staff refund is recorded and answered at once; the refund worker
// sends it, retries a refusal with back-off (test card …0317 refuses twice), fails one for good after the last attempt
// with a staff alert (…0325), asks the provider before resending one whose answer was lost (never refunding twice),
// and the credit note is issued once, on success. Caps: never more than was paid, on a retry too.
import { sql } from 'drizzle-orm';
import { rows } from '../../src/server/db/sql';
import { createSandboxProvider, SANDBOX_CARDS } from '../../src/server/lib/payments/sandbox';
import type { PaymentProvider } from '../../src/server/lib/payments/provider';
import { makeHut, stay } from '../helpers/server/booking';
import { staffCaller } from '../helpers/server/dashboard';
import { memoryMailer } from '../helpers/server/mail';
import { createTestApp, makeUser, type TestApp } from '../helpers/server/testApp';
import { createTestClock } from '../helpers/server/testClock';

const clock = createTestClock('2026-03-01T09:00:00.000Z');
const mailer = memoryMailer();
const MINUTE = 60_000;

/** The sandbox, with faults a test switches on: an answer lost after the refund was made, a gate that holds sends. */
const faults = { loseNextAnswer: false, gate: null as Promise<void> | null, refundCalls: 0 };
function faultySandbox(inner: PaymentProvider): PaymentProvider {
  return {
    ...inner,
    name: inner.name,
    createCheckout: (request) => inner.createCheckout(request),
    getPaymentResult: (reference) => inner.getPaymentResult(reference),
    verifyNotification: (body, headers) => inner.verifyNotification(body, headers),
    findRefund: (reference) => inner.findRefund(reference),
    async refund(request) {
      faults.refundCalls += 1;
      if (faults.gate) await faults.gate;
      const answer = await inner.refund(request);
      if (faults.loseNextAnswer) {
        faults.loseNextAnswer = false;
        throw new Error('The operation was aborted due to timeout');
      }
      return answer;
    },
  };
}

let t: TestApp;
let staff: ReturnType<typeof staffCaller>;
let guest: ReturnType<typeof staffCaller>;
let guestEmail: string;
let hutId: number;
let day = 2;

beforeAll(async () => {
  t = await createTestApp({
    clock,
    mailer,
    config: { refundRetryMinutes: [1, 5, 30], refundMaxAttempts: 3 },
    paymentProvider: (db, config) => {
      const sandbox = createSandboxProvider(config.jwtSecret, db);
      return Object.assign(faultySandbox(sandbox), { charge: sandbox.charge, sign: sandbox.sign });
    },
  });
  staff = staffCaller(t, await makeUser(t.db, { role: 'admin', fullName: 'Omar Gate' }));
  const guestRow = await makeUser(t.db, { fullName: 'Huda', language: 'en' });
  guest = staffCaller(t, guestRow);
  guestEmail = guestRow.email;
  hutId = (await makeHut(t.db)).id;
}, 120_000);
afterAll(() => t?.close());

/** A one-night stay paid with `card` (500.00 on a weekday). */
async function paidWith(card: string) {
  const from = `2026-03-${String(day).padStart(2, '0')}`;
  const to = `2026-03-${String(day + 1).padStart(2, '0')}`;
  day += 2;
  const id = (await guest('POST', '/api/products/booking/', stay(hutId, from, to))).json().id as number;
  expect((await guest('PUT', `/api/products/booking/update/${id}/`, { ...stay(hutId, from, to), status: 'confirmed' })).statusCode).toBe(
    200,
  );
  const checkout = (await guest('POST', '/api/payments/create-checkout/', { booking_id: id })).json();
  const pay = await guest('PUT', `/api/products/bookings-pay/${id}/`, {
    checkout_id: checkout.checkout_id,
    card_number: card,
    expiry_month: 12,
    expiry_year: 2030,
    cvc: '123',
    holder: 'Huda',
  });
  expect(pay.json()).toMatchObject({ status: 'paid' });
  return id;
}

const requestOf = (bookingId: number) =>
  rows<{ id: number; status: string; attempts: number; uncertain: boolean; last_error: string | null; provider_reference: string | null }>(
    t.db,
    sql`SELECT id, status, attempts, uncertain, last_error, provider_reference FROM refund_requests WHERE booking_id = ${bookingId}::int ORDER BY id`,
  );
const attemptsOf = async (refundId: number) =>
  (
    await rows<{ action: string; outcome: string }>(
      t.db,
      sql`SELECT action, outcome FROM refund_attempts WHERE refund_id = ${refundId}::int ORDER BY id`,
    )
  ).map((a) => `${a.action}:${a.outcome}`);
const sandboxRefunds = async (refundId: number) =>
  (
    await rows<{ n: number }>(
      t.db,
      sql`SELECT count(*)::int AS n FROM sandbox_gateway_payments s JOIN payment_transactions r ON r.checkout_id = s.merchant_transaction_id
        WHERE s.type = 'RF' AND r.id = ${refundId}::int`,
    )
  )[0].n;
const creditNotes = async (bookingId: number) =>
  (
    await rows<{ n: number }>(
      t.db,
      sql`SELECT count(*)::int AS n FROM tax_documents WHERE booking_id = ${bookingId}::int AND type = 'credit_note'`,
    )
  )[0].n;
const paymentStatus = async (refundId: number) =>
  (await rows<{ status: string }>(t.db, sql`SELECT status::text AS status FROM payment_transactions WHERE id = ${refundId}::int`))[0]
    .status;

it('card …0317: a staff cancel answers with the refund pending; refused twice, the third send goes through, one credit note', async () => {
  const id = await paidWith(SANDBOX_CARDS.refundLate);
  mailer.clear();
  const calls = faults.refundCalls;
  const cancel = await staff('POST', `/api/dashboard/bookings/${id}/cancel/`, { refund: 'full', reason: 'Storm' });
  expect(cancel.statusCode).toBe(200);
  // Answered without the provider: nothing was sent in the request.
  expect(faults.refundCalls).toBe(calls);
  expect(cancel.json()).toMatchObject({
    booking: { status: 'cancelled', refund_pending: true, refund_status: 'pending' },
    refundable: '0.00',
  });
  const mine = await guest('GET', `/api/products/bookings/${id}/`);
  expect(mine.json()).toMatchObject({ status: 'cancelled', refund_pending: true, refund_status: 'pending', refunded: '0.00' });
  const [request] = await requestOf(id);

  expect(await t.app.refundJobs.runOnce()).toBe(1);
  expect(await requestOf(id)).toEqual([expect.objectContaining({ status: 'pending', attempts: 1, uncertain: false })]);
  // Not due before its back-off (1 minute).
  expect(await t.app.refundJobs.runOnce()).toBe(0);
  clock.advance(MINUTE);
  expect(await t.app.refundJobs.runOnce()).toBe(1);
  expect(await requestOf(id)).toEqual([expect.objectContaining({ status: 'pending', attempts: 2 })]);
  clock.advance(4 * MINUTE);
  expect(await t.app.refundJobs.runOnce()).toBe(0);
  clock.advance(MINUTE);
  expect(await t.app.refundJobs.runOnce()).toBe(1);
  expect(await requestOf(id)).toEqual([
    expect.objectContaining({ status: 'succeeded', attempts: 3, provider_reference: expect.stringMatching(/^sbxref_/) }),
  ]);
  expect(await attemptsOf(request.id)).toEqual(['send:refused', 'send:refused', 'send:succeeded']);
  expect(await sandboxRefunds(request.id)).toBe(1);
  expect(await creditNotes(id)).toBe(1);
  expect(await t.app.refundJobs.runOnce()).toBe(0);
  expect(await creditNotes(id)).toBe(1);
  expect((await guest('GET', `/api/products/bookings/${id}/`)).json()).toMatchObject({
    status: 'refunded',
    refunded: '500.00',
    refund_pending: false,
    refund_status: 'succeeded',
  });
  // The cancellation at once, the refund when it went through.
  expect(mailer.sent.filter((m) => m.to === guestEmail).map((m) => m.subject)).toEqual([
    expect.stringMatching(/cancel/i),
    expect.stringMatching(/refund/i),
  ]);
});

it('card …0325: failed for good after the last attempt, staff alerted; listed, retried (audited), refused beyond what was paid', async () => {
  const id = await paidWith(SANDBOX_CARDS.refundRefused);
  const answer = await staff('POST', `/api/dashboard/bookings/${id}/refund/`, { amount: '200', reason: 'Noisy AC' });
  expect(answer.json()).toMatchObject({ refundable: '300.00', booking: { refund_pending: true } });
  const [request] = await requestOf(id);
  for (const wait of [0, 1, 5]) {
    clock.advance(wait * MINUTE);
    expect(await t.app.refundJobs.runOnce()).toBe(1);
  }
  expect(await requestOf(id)).toEqual([
    expect.objectContaining({ status: 'failed', attempts: 3, last_error: expect.stringContaining('800.100.100') }),
  ]);
  expect(await paymentStatus(request.id)).toBe('failed');
  const alerts = await rows<{ kind: string; subject_id: number; details: Record<string, unknown> }>(
    t.db,
    sql`SELECT kind, subject_id, details FROM staff_alerts WHERE kind = 'refund_failed'`,
  );
  expect(alerts).toEqual([
    {
      kind: 'refund_failed',
      subject_id: request.id,
      details: {
        booking_id: id,
        refund_id: request.id,
        amount: '200.00',
        reason: 'Noisy AC',
        error: expect.stringContaining('800.100.100'),
      },
    },
  ]);
  // Failed frees the reservation: all 500.00 can be refunded again; the guest no longer sees it pending.
  expect((await staff('GET', `/api/dashboard/bookings/${id}/`)).json()).toMatchObject({
    refundable: '500.00',
    booking: { refund_pending: false, refund_status: 'failed' },
  });
  expect(await t.app.refundJobs.runOnce()).toBe(0);

  const failed = await staff('GET', '/api/dashboard/refunds/?status=failed');
  expect(failed.statusCode).toBe(200);
  expect(failed.json()).toMatchObject({
    count: 1,
    failed_count: 1,
    results: [
      { id: request.id, booking: id, amount: '200.00', status: 'failed', attempts: 3, requested_by: 'Omar Gate', reason: 'Noisy AC' },
    ],
  });
  expect((await staff('GET', '/api/dashboard/refunds/counts/')).json()).toEqual({ pending: 0, failed: 1 });
  expect((await guest('GET', '/api/dashboard/refunds/')).statusCode).toBe(403);

  // Retried: pending and due now, attempts afresh, audited.
  const retried = await staff('POST', `/api/dashboard/refunds/${request.id}/retry/`);
  expect(retried.statusCode).toBe(200);
  expect(retried.json()).toMatchObject({ id: request.id, status: 'pending', attempts: 0 });
  expect(await paymentStatus(request.id)).toBe('pending');
  expect((await staff('POST', `/api/dashboard/refunds/${request.id}/retry/`, undefined, 'ar')).json()).toMatchObject({
    code: 'not_failed',
  });
  const audit = await rows<{ action: string; entity_id: string }>(
    t.db,
    sql`SELECT action, entity_id FROM audit_log WHERE action = 'refund_retry'`,
  );
  expect(audit).toEqual([{ action: 'refund_retry', entity_id: String(id) }]);
  expect((await staff('GET', '/api/dashboard/refunds/?status=pending')).json()).toMatchObject({
    count: 1,
    pending_count: 1,
    failed_count: 0,
  });
  for (const wait of [0, 1, 5]) {
    clock.advance(wait * MINUTE);
    expect(await t.app.refundJobs.runOnce()).toBe(1);
  }
  expect(await requestOf(id)).toEqual([expect.objectContaining({ status: 'failed' })]);
  expect(await sandboxRefunds(request.id)).toBe(0);

  // Caps: a refund over what is left is refused in the guest's words; a retry the charge can no longer cover too.
  await t.db.execute(sql`UPDATE sandbox_gateway_payments SET last4 = '1111' WHERE type = 'DB' AND last4 = '0325'`);
  const over = await staff('POST', `/api/dashboard/bookings/${id}/refund/`, { amount: '500.01', reason: 'Too much' }, 'ar');
  expect(over.statusCode).toBe(409);
  expect(over.json()).toMatchObject({ code: 'refund_exceeds', detail: 'أقصى ما يمكن استرداده من هذا الحجز الآن ٥٠٠٫٠٠ ر.س.' });
  expect((await staff('POST', `/api/dashboard/bookings/${id}/refund/`, { amount: '400', reason: 'Most of it' })).statusCode).toBe(200);
  const tooLate = await staff('POST', `/api/dashboard/refunds/${request.id}/retry/`);
  expect(tooLate.statusCode).toBe(409);
  expect(tooLate.json()).toMatchObject({ code: 'refund_exceeds', detail: 'At most 100.00 SAR can still be refunded on this booking.' });
  expect(await paymentStatus(request.id)).toBe('failed');
});

it('concurrent refunds that together pass what was paid: the database lets exactly what was paid through', async () => {
  const id = await paidWith(SANDBOX_CARDS.visa);
  const paid = Math.round(Number((await staff('GET', `/api/dashboard/bookings/${id}/`)).json().refundable) * 100);
  // Four at once, each 40 % of what was paid: two fit, the other two would pass it.
  const each = Math.round(paid * 0.4);
  const answers = await Promise.all(
    [1, 2, 3, 4].map(() => staff('POST', `/api/dashboard/bookings/${id}/refund/`, { amount: (each / 100).toFixed(2), reason: 'Parallel' })),
  );
  expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 200, 409, 409]);
  const [{ total }] = await rows<{ total: number }>(
    t.db,
    sql`SELECT sum(amount_halalas)::int AS total FROM refund_requests WHERE booking_id = ${id}::int AND status = 'pending'`,
  );
  expect(total).toBe(2 * each);
  await t.app.refundJobs.runOnce();
  expect((await requestOf(id)).map((r) => r.status)).toEqual(['succeeded', 'succeeded']);
});

it('an answer lost after the provider refunded: the worker asks the provider, finds it, and never sends it twice', async () => {
  const id = await paidWith(SANDBOX_CARDS.visa);
  expect((await staff('POST', `/api/dashboard/bookings/${id}/refund/`, { amount: '120', reason: 'Late check-in' })).statusCode).toBe(200);
  const [request] = await requestOf(id);
  faults.loseNextAnswer = true;
  const calls = faults.refundCalls;
  expect(await t.app.refundJobs.runOnce()).toBe(1);
  // The provider made it, the answer was lost: pending, uncertain, never failed.
  expect(await sandboxRefunds(request.id)).toBe(1);
  expect(await requestOf(id)).toEqual([
    expect.objectContaining({ status: 'pending', uncertain: true, last_error: expect.stringContaining('timeout') }),
  ]);
  expect(await paymentStatus(request.id)).toBe('pending');
  clock.advance(MINUTE);
  expect(await t.app.refundJobs.runOnce()).toBe(1);
  expect(faults.refundCalls).toBe(calls + 1);
  expect(await sandboxRefunds(request.id)).toBe(1);
  expect(await attemptsOf(request.id)).toEqual(['send:unknown', 'query:succeeded']);
  expect(await requestOf(id)).toEqual([expect.objectContaining({ status: 'succeeded', uncertain: false })]);
  expect(await creditNotes(id)).toBe(1);
  expect((await guest('GET', `/api/products/bookings/${id}/`)).json()).toMatchObject({ refunded: '120.00', refund_pending: false });
});

it('a sender that crashed mid-send: once its lease runs out another asks the provider, then sends it once', async () => {
  const id = await paidWith(SANDBOX_CARDS.visa);
  expect((await staff('POST', `/api/dashboard/bookings/${id}/refund/`, { amount: '80', reason: 'Towels' })).statusCode).toBe(200);
  const [request] = await requestOf(id);
  // A claim that never came back (the instance died before sending).
  await t.db.execute(sql`UPDATE refund_requests SET status = 'sending', attempts = 1, uncertain = true, lease_owner = 'gone',
    leased_until = ${new Date(clock.now().getTime() + MINUTE).toISOString()}::timestamptz WHERE id = ${request.id}::int`);
  expect(await t.app.refundJobs.runOnce()).toBe(0);
  clock.advance(2 * MINUTE);
  expect(await t.app.refundJobs.runOnce()).toBe(1);
  expect(await attemptsOf(request.id)).toEqual(['query:not_found', 'send:succeeded']);
  expect(await sandboxRefunds(request.id)).toBe(1);
  expect(await requestOf(id)).toEqual([expect.objectContaining({ status: 'succeeded', attempts: 2 })]);
});

it('started (as main.ts does), a staff refund is answered while the provider is still busy, and then goes through', async () => {
  const id = await paidWith(SANDBOX_CARDS.visa);
  let release!: () => void;
  faults.gate = new Promise<void>((resolve) => (release = resolve));
  t.app.refundJobs.start();
  const calls = faults.refundCalls;
  const answer = await staff('POST', `/api/dashboard/bookings/${id}/refund/`, { amount: '50', reason: 'Nudged' });
  expect(answer.statusCode).toBe(200);
  expect(answer.json()).toMatchObject({ booking: { refund_pending: true } });
  // The nudge reaches the provider, which has not answered yet.
  while (faults.refundCalls === calls) await new Promise((resolve) => setImmediate(resolve));
  expect((await requestOf(id))[0]).toMatchObject({ status: 'sending' });
  faults.gate = null;
  release();
  await t.app.refundJobs.runOnce();
  expect((await requestOf(id))[0]).toMatchObject({ status: 'succeeded' });
});
