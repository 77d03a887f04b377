import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { toMoney } from '../../../shared/money';
import type { Database } from '../../db/client';
import { live, rows } from '../../db/sql';
import type { PaymentResult } from '../../lib/payments/provider';
import { expireLapsed } from './hold';
import { transactionColumns, type TransactionRecord } from './transactions';
import { hutNightsQuery } from '../catalogue/pricing';

// The SQL of bookings and payments that the services run (the booking read model is view.ts, the staff
// lists staffRepository.ts, the hold's seat count hold.ts, a booking's one-statement writes writes.ts).
// Each function is one statement, or one loop of the same statement; the caller's transaction or not.

type At = Date;
const ts = (at: At) => sql`${at.toISOString()}::timestamptz`;

/* ---- bookings ---- */

/** The booking's row locked (FOR NO KEY UPDATE): the order every booking write takes, so none deadlock. */
export const lockBooking = (tx: Database, id: number) => tx.execute(sql`SELECT id FROM bookings WHERE id = ${id}::int FOR NO KEY UPDATE`);

export async function ownerAndStatus(db: Database, id: number) {
  const [record] = await rows<{ user_id: number; status: string }>(
    db,
    sql`SELECT user_id, status::text AS status FROM bookings WHERE id = ${id}::int`,
  );
  return record ?? null;
}

/** Marks lapsed holds of other bookings on these nights expired; answers whether any was. */
export async function expireLapsedHolds(db: Database, stay: Parameters<typeof expireLapsed>[0], exceptId: number) {
  return (await rows(db, sql`${expireLapsed(stay, exceptId)} RETURNING id`)).length > 0;
}

/** A guest's bookings, upcoming or past, one page (with the total count and whether each can be rated). */
export async function guestBookingPage(
  db: Database,
  query: { userId: number; which: 'upcoming' | 'past'; today: string; now: At; size: number; offset: number; page: number },
) {
  const { userId, today } = query;
  // A hold that lapsed unpaid is expired even before the sweeper marks it.
  const expired = sql`(b.status = 'expired' OR (b.status = 'confirmed' AND b.hold_expires_at <= ${ts(query.now)}))`;
  // A cancelled, refunded or expired booking is no longer upcoming: it is listed with the past ones, under its status.
  const where =
    query.which === 'upcoming'
      ? sql`upper(b.stay) >= ${today}::date AND b.status NOT IN ('expired', 'completed', 'cancelled', 'refunded') AND NOT ${expired}`
      : sql`(upper(b.stay) < ${today}::date OR b.status IN ('completed', 'cancelled', 'refunded') OR ${expired})`;
  const order = query.which === 'upcoming' ? sql`lower(b.stay), b.id` : sql`upper(b.stay) DESC, b.id DESC`;
  const found = await rows<{ id: number; can_rate: boolean; total_count: number }>(
    db,
    sql`SELECT b.id, (b.status IN ('paid', 'completed') AND upper(b.stay) <= ${today}::date
        AND NOT EXISTS (SELECT 1 FROM reviews r WHERE r.booking_id = b.id)) AS can_rate, count(*) OVER ()::int AS total_count
      FROM bookings b WHERE b.user_id = ${userId}::int AND ${where} ORDER BY ${order} LIMIT ${query.size}::int OFFSET ${query.offset}::int`,
  );
  const count =
    found[0]?.total_count ??
    (query.page > 1
      ? (await rows<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM bookings b WHERE b.user_id = ${userId}::int AND ${where}`))[0].n
      : 0);
  return { found, count };
}

/** Events or services with their dates in [from, to) and the seats left on each (a booking's add-ons). */
export function offersDuring(db: Database, kind: 'event' | 'service', from: string, to: string, now: At) {
  return rows<{ id: number; title: string; title_ar: string; image: string | null; dates: unknown[] }>(
    db,
    kind === 'event'
      ? sql`SELECT x.id, x.title, x.title_ar, x.image, json_agg(json_build_object('id', d.id, 'date', to_char(d.date, 'YYYY-MM-DD'), 'price', d.price::text,
            'capacity', d.capacity, 'seats_left', d.capacity - (SELECT coalesce(sum(t.quantity), 0)::int FROM booking_tickets t JOIN bookings b ON b.id = t.booking_id
              WHERE t.event_date_id = d.id AND t.cancelled_at IS NULL AND (b.status = 'paid' OR (b.status = 'confirmed' AND b.hold_expires_at > ${ts(now)}))),
            'min_purchasable_quantity', d.min_purchasable_quantity, 'max_purchasable_quantity', d.max_purchasable_quantity) ORDER BY d.date, d.id) AS dates
          FROM events x JOIN event_dates d ON d.event_id = x.id WHERE ${live('x')} AND d.date >= ${from}::date AND d.date < ${to}::date
          GROUP BY x.id ORDER BY x.id`
      : sql`SELECT x.id, x.title, x.title_ar, x.image, json_agg(json_build_object('id', d.id, 'date', to_char(d.date, 'YYYY-MM-DD'), 'price', coalesce(d.price, x.price)::text,
            'capacity', d.capacity, 'seats_left', d.capacity - (SELECT coalesce(sum(t.quantity), 0)::int FROM booking_tickets t JOIN bookings b ON b.id = t.booking_id
              WHERE t.service_date_id = d.id AND t.cancelled_at IS NULL AND (b.status = 'paid' OR (b.status = 'confirmed' AND b.hold_expires_at > ${ts(now)}))),
            'min_purchasable_quantity', x.min_purchasable_quantity, 'max_purchasable_quantity', x.max_purchasable_quantity) ORDER BY d.date, d.id) AS dates
          FROM services x JOIN service_dates d ON d.service_id = x.id WHERE ${live('x')} AND d.date >= ${from}::date AND d.date < ${to}::date
          GROUP BY x.id ORDER BY x.id`,
  );
}

/** Services added to a paid booking (extras, paid by a checkout of their own); answers their ids. */
export async function insertExtras(
  tx: Database,
  bookingId: number,
  lines: { targetId: number; quantity: number; unitPrice: number }[],
  now: At,
) {
  const values = lines.map(
    (line) => sql`(${bookingId}::int, 'service', ${line.targetId}::int, ${line.quantity}::int,
    ${toMoney(line.unitPrice)}::numeric, ${toMoney(line.unitPrice * line.quantity)}::numeric, true, ${ts(now)})`,
  );
  const inserted = await rows<{ id: number }>(
    tx,
    sql`INSERT INTO booking_tickets (booking_id, kind, service_date_id, quantity, unit_price, total, is_extra, created_at)
    VALUES ${sql.join(values, sql`, `)} RETURNING id`,
  );
  return inserted.map((row) => row.id);
}

/** The booking's total grows by `amount` (extras), its VAT part with it. */
export const addToTotal = (tx: Database, id: number, amount: string, vatRate: number) =>
  tx.execute(sql`UPDATE bookings SET subtotal = subtotal + ${amount}::numeric, total = total + ${amount}::numeric,
    vat = round((total + ${amount}::numeric) - (total + ${amount}::numeric) / (1 + ${vatRate}::numeric), 2)
    WHERE id = ${id}::int`);

/** The cancel transition (guest or staff): what is owed back is recorded, the nights and seats are freed. */
export const markCancelled = (tx: Database, id: number, cancel: { reason: string | null; refundable: string; at: At }) =>
  tx.execute(sql`UPDATE bookings SET status = 'cancelled', cancel_reason = ${cancel.reason}, cancelled_at = ${ts(cancel.at)},
    refundable_amount = ${cancel.refundable}::numeric, updated_at = ${ts(cancel.at)} WHERE id = ${id}::int`);

/** confirmed → paid: the hold ends, the QR is issued. */
export const markPaid = (tx: Database, id: number, qrToken: string, at: At) =>
  tx.execute(sql`UPDATE bookings SET status = 'paid', paid = total, hold_expires_at = NULL,
      qr_token = ${qrToken}, updated_at = ${ts(at)}
    WHERE id = ${id}::int AND status = 'confirmed'`);

/** Marks a no-show once; answers whether this call did. */
export async function markNoShow(tx: Database, id: number, at: At) {
  return (
    (await rows(tx, sql`UPDATE bookings SET no_show_at = ${ts(at)} WHERE id = ${id}::int AND no_show_at IS NULL RETURNING id`)).length > 0
  );
}

/** A note with this request key is already on the booking (a second send). */
export async function noteSeen(tx: Database, id: number, requestKey: string) {
  return (
    (
      await rows(
        tx,
        sql`
    SELECT 1 FROM audit_log
    WHERE entity_type = 'booking' AND entity_id = ${String(id)} AND action = 'note' AND after->>'request_key' = ${requestKey}
    LIMIT 1`,
      )
    ).length > 0
  );
}

/** One rating per booking; answers null when it was rated already. */
export async function insertReview(
  db: Database,
  review: {
    userId: number;
    hutId: number | null;
    eventId?: number | null;
    serviceId?: number | null;
    bookingId: number;
    value: number;
    content: string;
    at: At;
  },
) {
  const created = await rows<{ id: number; created_at: string }>(
    db,
    sql`INSERT INTO reviews (user_id, hut_id, event_id, service_id, booking_id, value, content, is_published, created_at)
    VALUES (${review.userId}::int, ${review.hutId}::int, ${review.eventId ?? null}::int, ${review.serviceId ?? null}::int, ${review.bookingId}::int, ${review.value}::int, ${review.content}, true, ${ts(review.at)})
    ON CONFLICT (booking_id) WHERE booking_id IS NOT NULL DO NOTHING RETURNING id, created_at::text`,
  );
  return created[0] ?? null;
}

/** Records a booking e-mail for the staff timeline. */
export const logBookingMail = (
  db: Database,
  mail: { bookingId: number; kind: string; recipient: string; language: string; subject: string; at: At },
) =>
  db.execute(sql`INSERT INTO booking_mails (booking_id, kind, recipient, language, subject, created_at)
    VALUES (${mail.bookingId}::int, ${mail.kind}, ${mail.recipient}, ${mail.language}, ${mail.subject}, ${ts(mail.at)})`);

/* ---- a dated session cancelled (its tickets) ---- */

export type SessionColumn = 'event_date_id' | 'service_date_id';

/**
 * The session's tickets on holding bookings are cancelled. A paid ticket is owed its own price back; a ticket
 * of an unpaid hold leaves the booking's total. Answers how many tickets were cancelled now (none on a second call).
 */
export async function cancelSessionTickets(
  tx: Database,
  column: SessionColumn,
  sessionId: number,
  now: At,
  vatRate: number,
): Promise<number> {
  const at = now.toISOString();
  const cancelled = await rows<{ id: number; booking_id: number; total: string; refund_amount: string }>(
    tx,
    sql`UPDATE booking_tickets t
      SET cancelled_at = ${at}::timestamptz,
        refund_amount = CASE WHEN b.status IN ('paid', 'completed') AND (NOT t.is_extra OR t.paid_at IS NOT NULL) THEN t.total ELSE 0 END
    FROM bookings b WHERE b.id = t.booking_id AND t.${sql.raw(column)} = ${sessionId}::int AND t.cancelled_at IS NULL
      AND (b.status = 'paid' OR (b.status = 'confirmed' AND b.hold_expires_at > ${at}::timestamptz))
    RETURNING t.id, t.booking_id, t.total::text AS total, t.refund_amount::text AS refund_amount`,
  );
  // Unpaid: the hold (or the unpaid extra) no longer charges for it.
  for (const ticket of cancelled.filter((row) => Number(row.refund_amount) === 0)) {
    await tx.execute(sql`UPDATE bookings SET subtotal = greatest(subtotal - ${ticket.total}::numeric, 0), total = greatest(total - ${ticket.total}::numeric, 0),
      vat = round(greatest(total - ${ticket.total}::numeric, 0) - greatest(total - ${ticket.total}::numeric, 0) / (1 + ${vatRate}::numeric), 2),
      updated_at = ${at}::timestamptz WHERE id = ${ticket.booking_id}::int AND status = 'confirmed'`);
  }
  return cancelled.length;
}

/** Whether any ticket (of any booking, cancelled or not) still points at the session: then it is closed, not deleted. */
export async function sessionHasTickets(tx: Database, column: SessionColumn, sessionId: number): Promise<boolean> {
  return (await rows(tx, sql`SELECT 1 FROM booking_tickets WHERE ${sql.raw(column)} = ${sessionId}::int LIMIT 1`)).length > 0;
}

/** The session's cancelled, paid tickets not refunded yet (nor being refunded), by booking. */
export function sessionTicketsOwed(db: Database, column: SessionColumn, sessionId: number) {
  return rows<{ id: number; booking_id: number; refund_amount: string; charge: number | null }>(
    db,
    sql`SELECT t.id, t.booking_id,
      t.refund_amount::text AS refund_amount, t.payment_transaction_id AS charge FROM booking_tickets t
    WHERE t.${sql.raw(column)} = ${sessionId}::int AND t.cancelled_at IS NOT NULL AND t.refund_amount > 0
      AND NOT EXISTS (SELECT 1 FROM payment_transactions r WHERE r.booking_ticket_id = t.id AND r.kind = 'refund' AND r.status IN ('pending', 'success'))
    ORDER BY t.booking_id, t.id`,
  );
}

/**
 * Paid tickets of cancelled sessions whose refund was never asked for, cancelled before `before`: the process stopped
 * between the cancellation's commit and its refunds. A refund asked for and refused is not among them (staff retry it).
 */
export function ticketsNeverRefunded(db: Database, before: At, limit = 100) {
  return rows<{ id: number; booking_id: number; refund_amount: string; charge: number | null }>(
    db,
    sql`SELECT t.id, t.booking_id, t.refund_amount::text AS refund_amount, t.payment_transaction_id AS charge FROM booking_tickets t
    WHERE t.cancelled_at < ${ts(before)} AND t.refund_amount > 0
      AND NOT EXISTS (SELECT 1 FROM payment_transactions r WHERE r.booking_ticket_id = t.id AND r.kind = 'refund')
    ORDER BY t.booking_id, t.id LIMIT ${limit}::int`,
  );
}

/**
 * For the original clients' payment summary: the hut's nightly price over the booked nights as its price list
 * stands (their `hut.price`: the average when nights differ), and the booking's first tax invoice.
 */
export async function paymentSummaryFacts(db: Database, booking: { id: number; hutId: number | null; from: string; nights: number }) {
  const [found] = await rows<{ hut_price: string | null; invoice: number | null }>(
    db,
    sql`SELECT ${
      booking.hutId === null
        ? sql`NULL::text` // a day visit has no nights
        : sql`(SELECT round(avg(n.price::numeric), 2)::text FROM (${hutNightsQuery({ hutId: booking.hutId, from: booking.from, nights: booking.nights, today: booking.from, now: new Date(0) })}) n)`
    } AS hut_price,
      (SELECT d.id FROM tax_documents d WHERE d.booking_id = ${booking.id}::int AND d.type = 'invoice' ORDER BY d.id LIMIT 1) AS invoice`,
  );
  return { hutPrice: found?.hut_price ?? null, invoice: found?.invoice ?? null };
}

/* ---- payments: completion ---- */

export async function bookingOfCheckout(tx: Database, checkoutId: string) {
  const [target] = await rows<{ booking_id: number }>(
    tx,
    sql`SELECT booking_id FROM payment_transactions WHERE checkout_id = ${checkoutId}`,
  );
  return target?.booking_id ?? null;
}

/** pending|failed → success for one checkout: exactly one caller gets the row back. */
export async function claimCharge(tx: Database, result: PaymentResult & { checkoutId: string }, now: At) {
  const [claimed] = await rows<TransactionRecord>(
    tx,
    sql`UPDATE payment_transactions t SET status = 'success', gateway_payment_id = ${result.paymentId},
      brand = coalesce(${result.brand}, t.brand), last4 = coalesce(${result.last4}, t.last4), result_code = ${result.resultCode},
      raw = coalesce(t.raw, '{}'::jsonb) || ${JSON.stringify({ result: result.raw })}::jsonb, verified_at = ${ts(now)}
    WHERE t.checkout_id = ${result.checkoutId} AND t.status IN ('pending', 'failed') RETURNING ${transactionColumns}`,
  );
  return claimed;
}

/** What the extras a charge is for still owe. */
export async function owedByCharge(tx: Database, chargeId: number) {
  const [{ owed }] = await rows<{ owed: string }>(
    tx,
    sql`SELECT coalesce(sum(total), 0)::text AS owed FROM booking_tickets
    WHERE payment_transaction_id = ${chargeId}::int AND paid_at IS NULL`,
  );
  return owed;
}

/** The extras a charge is for are paid; the booking's paid amount grows by it. Answers the tickets' ids. */
export async function payExtras(tx: Database, charge: TransactionRecord, now: At) {
  const paidTickets = await rows<{ id: number }>(
    tx,
    sql`UPDATE booking_tickets SET paid_at = ${ts(now)}
    WHERE payment_transaction_id = ${charge.id}::int AND paid_at IS NULL RETURNING id`,
  );
  await tx.execute(
    sql`UPDATE bookings SET paid = paid + ${charge.amount}::numeric, updated_at = ${ts(now)} WHERE id = ${charge.booking_id}::int`,
  );
  return paidTickets.map((row) => row.id);
}

/* ---- payments: refunds ---- */

export type Charge = TransactionRecord & { refunded: string };

/** The booking's charges (booking and extras, paid) with what each has already given back or has reserved to. */
export async function chargesOf(db: Database, bookingId: number): Promise<Charge[]> {
  return rows<Charge>(
    db,
    sql`SELECT ${transactionColumns}, (SELECT coalesce(sum(r.amount), 0) FROM payment_transactions r
      WHERE r.refund_of = t.id AND r.kind = 'refund' AND r.status IN ('pending', 'success'))::numeric(10, 2)::text AS refunded
    FROM payment_transactions t WHERE t.booking_id = ${bookingId}::int AND t.kind <> 'refund' AND t.status IN ('success', 'refunded') ORDER BY t.id`,
  );
}

/** A refund for the ticket is made or under way. */
export async function ticketRefunded(tx: Database, ticketId: number) {
  return (
    (
      await rows(
        tx,
        sql`SELECT 1 FROM payment_transactions WHERE booking_ticket_id = ${ticketId}::int AND kind = 'refund' AND status IN ('pending', 'success') LIMIT 1`,
      )
    ).length > 0
  );
}

/**
 * A refund asked for: its pending payment row reserves `amount` of a charge (the trigger refund_within_paid refuses
 * more than was paid) and its request row (same id) is what the refund worker sends. Answers the id.
 */
export async function reserveRefund(
  tx: Database,
  refund: {
    provider: string;
    bookingId: number;
    charge: Charge;
    amount: string;
    ticketId?: number;
    reason: string;
    requestedBy?: number | null;
    notify: boolean;
    at: At;
  },
) {
  const { charge } = refund;
  const [row] = await rows<{ id: number }>(
    tx,
    sql`INSERT INTO payment_transactions (provider, checkout_id, booking_id, amount, currency, status, kind, refund_of, booking_ticket_id, raw, created_at)
    VALUES (${refund.provider}, ${`refund:${randomUUID()}`}, ${refund.bookingId}::int, ${refund.amount}::numeric, ${charge.currency}, 'pending', 'refund',
      ${charge.id}::int, ${refund.ticketId ?? null}::int, ${JSON.stringify({ reason: refund.reason, refunds: charge.id, channel: charge.channel })}::jsonb,
      ${ts(refund.at)}) RETURNING id`,
  );
  await tx.execute(sql`INSERT INTO refund_requests (id, booking_id, charge_id, amount_halalas, reason, requested_by, status, next_attempt_at, notify, created_at, updated_at)
    VALUES (${row.id}::int, ${refund.bookingId}::int, ${charge.id}::int, round(${refund.amount}::numeric * 100)::int, ${refund.reason},
      ${refund.requestedBy ?? null}::int, 'pending', ${ts(refund.at)}, ${refund.notify}, ${ts(refund.at)}, ${ts(refund.at)})`);
  return row.id;
}

/** A refund request claimed by one sender: what it needs to send it, and whether an earlier send went unanswered. */
export interface ClaimedRefund {
  id: number;
  booking_id: number;
  charge_id: number;
  amount: string;
  currency: string;
  reason: string;
  /** The refund's own reference at the provider (the same on every send). */
  merchant_reference: string;
  payment_id: string | null;
  channel: 'mada' | 'card';
  attempts: number;
  was_uncertain: boolean;
  notify: boolean;
  /** Who asked (null: the guest, the system). */
  requested_by: number | null;
  /** The charge was taken at the desk (desk_payments): cash or the card terminal; null for a gateway's charge. */
  desk_method: 'cash' | 'terminal' | null;
  /** The desk payment's slip reference ('' when none was given). */
  desk_reference: string | null;
}

/**
 * Claims one refund request for `owner` until `leaseUntil`: a due pending one, or one whose sender's lease ran out
 * (it crashed mid-send). `FOR UPDATE SKIP LOCKED`: instances claiming at once each get another row. The claim
 * counts the attempt and marks the request uncertain: until an answer is written, a send may have reached the
 * provider, so whoever picks it up next asks the provider first. `id` claims that request only (sent at once).
 */
export async function claimRefund(db: Database, claim: { owner: string; now: At; leaseUntil: At; id?: number }) {
  const [claimed] = await rows<ClaimedRefund>(
    db,
    sql`WITH picked AS (
        SELECT q.id, q.uncertain FROM refund_requests q
        WHERE ((q.status = 'pending' AND q.next_attempt_at <= ${ts(claim.now)}) OR (q.status = 'sending' AND q.leased_until <= ${ts(claim.now)}))
          ${claim.id === undefined ? sql`` : sql`AND q.id = ${claim.id}::int`}
        ORDER BY q.next_attempt_at, q.id LIMIT 1 FOR UPDATE OF q SKIP LOCKED)
      UPDATE refund_requests r SET status = 'sending', attempts = r.attempts + 1, leased_until = ${ts(claim.leaseUntil)},
        lease_owner = ${claim.owner}, uncertain = true, updated_at = ${ts(claim.now)}
      FROM picked, payment_transactions t, payment_transactions c
      WHERE r.id = picked.id AND t.id = r.id AND c.id = r.charge_id
      RETURNING r.id, r.booking_id, r.charge_id, t.amount::text AS amount, t.currency, r.reason, t.checkout_id AS merchant_reference,
        c.gateway_payment_id AS payment_id, coalesce(t.raw->>'channel', c.raw->>'channel', 'card') AS channel, r.attempts,
        picked.uncertain AS was_uncertain, r.notify, r.requested_by,
        (SELECT d.method FROM desk_payments d WHERE d.payment_transaction_id = c.id) AS desk_method,
        (SELECT d.reference FROM desk_payments d WHERE d.payment_transaction_id = c.id) AS desk_reference`,
  );
  return claimed ?? null;
}

/** Every send or question to the provider about a refund, with its answer. */
export const recordRefundAttempt = (
  db: Database,
  attempt: {
    refundId: number;
    action: 'send' | 'query' | 'retry';
    outcome: 'succeeded' | 'refused' | 'unknown' | 'not_found' | 'requested';
    resultCode?: string | null;
    response?: unknown;
    error?: string | null;
    at: At;
  },
) =>
  db.execute(sql`INSERT INTO refund_attempts (refund_id, action, outcome, result_code, response, error, attempted_at)
    VALUES (${attempt.refundId}::int, ${attempt.action}, ${attempt.outcome}, ${attempt.resultCode ?? null},
      ${attempt.response === undefined ? null : JSON.stringify(attempt.response)}::jsonb, ${attempt.error ?? null}, ${ts(attempt.at)})`);

/** Back to pending until `nextAt` (the sender's lease released); answers whether this sender still held it. */
export async function refundLater(
  db: Database,
  id: number,
  later: { owner: string; nextAt: At; uncertain: boolean; error: string; at: At },
) {
  return (
    (
      await rows(
        db,
        sql`UPDATE refund_requests SET status = 'pending', leased_until = NULL, lease_owner = NULL, next_attempt_at = ${ts(later.nextAt)},
        uncertain = ${later.uncertain}, last_error = ${later.error}, updated_at = ${ts(later.at)}
      WHERE id = ${id}::int AND status = 'sending' AND lease_owner = ${later.owner} RETURNING id`,
      )
    ).length > 0
  );
}

/**
 * The provider gave the refund back: the request succeeded and its payment row is `success` (its charge `refunded`
 * once given back in full), then `within` (the credit note) in the same transaction. Exactly once: a request already
 * settled (another sender found the same refund) answers false and changes nothing.
 */
export async function refundSucceeded(
  db: Database,
  id: number,
  refund: { refundId: string | null; resultCode: string; raw: unknown; at: At },
  within?: (tx: Database) => Promise<void>,
) {
  return db.transaction(async (tx) => {
    const [settled] = await rows<{ charge_id: number }>(
      tx,
      sql`UPDATE refund_requests SET status = 'succeeded', leased_until = NULL, lease_owner = NULL, uncertain = false,
        provider_reference = ${refund.refundId}, last_error = NULL, finished_at = ${ts(refund.at)}, updated_at = ${ts(refund.at)}
      WHERE id = ${id}::int AND status IN ('pending', 'sending') RETURNING charge_id`,
    );
    if (!settled) return false;
    await tx.execute(sql`UPDATE payment_transactions SET status = 'success', gateway_payment_id = ${refund.refundId}, result_code = ${refund.resultCode},
      raw = raw || ${JSON.stringify({ result: refund.raw })}::jsonb, verified_at = ${ts(refund.at)} WHERE id = ${id}::int`);
    await tx.execute(sql`UPDATE payment_transactions c SET status = 'refunded' WHERE c.id = ${settled.charge_id}::int AND c.status = 'success'
      AND c.amount <= (SELECT coalesce(sum(r.amount), 0) FROM payment_transactions r WHERE r.refund_of = c.id AND r.kind = 'refund' AND r.status = 'success')`);
    await within?.(tx);
    return true;
  });
}

/**
 * Failed for good (refused past the last attempt, or nothing to refund at the provider): the request and its payment
 * row are `failed`, which frees the reservation, and staff get an alert. Answers whether this call settled it.
 */
export async function refundFailedForGood(
  db: Database,
  id: number,
  failure: { owner?: string; resultCode: string; error: string; raw?: unknown; at: At },
) {
  return db.transaction(async (tx) => {
    const [settled] = await rows<{ booking_id: number; amount_halalas: number; reason: string }>(
      tx,
      sql`UPDATE refund_requests SET status = 'failed', leased_until = NULL, lease_owner = NULL, uncertain = false,
        last_error = ${failure.error}, finished_at = ${ts(failure.at)}, updated_at = ${ts(failure.at)}
      WHERE id = ${id}::int AND status = 'sending' ${failure.owner === undefined ? sql`` : sql`AND lease_owner = ${failure.owner}`}
      RETURNING booking_id, amount_halalas, reason`,
    );
    if (!settled) return false;
    await tx.execute(sql`UPDATE payment_transactions SET status = 'failed', result_code = ${failure.resultCode},
      raw = raw || ${JSON.stringify({ result: failure.raw ?? null })}::jsonb, verified_at = ${ts(failure.at)} WHERE id = ${id}::int AND status = 'pending'`);
    const amount = toMoney(settled.amount_halalas);
    await tx.execute(sql`INSERT INTO staff_alerts (kind, subject_type, subject_id, message, details, created_at)
      VALUES ('refund_failed', 'refund', ${id}::int, ${`Refund ${id} of ${amount} for booking ${settled.booking_id} failed for good: ${failure.error}`},
        ${JSON.stringify({ booking_id: settled.booking_id, refund_id: id, amount, reason: settled.reason, error: failure.error })}::jsonb, ${ts(failure.at)})`);
    return true;
  });
}

/**
 * A failed refund asked for again (staff): back to pending, due now, its attempts counted afresh. Its payment row
 * reserves the money again, so the trigger refund_within_paid refuses it when the charge has been given back since.
 * Answers the booking, or null when the request is not failed.
 */
export async function reopenRefund(tx: Database, id: number, at: At) {
  const [reopened] = await rows<{ booking_id: number }>(
    tx,
    sql`UPDATE refund_requests SET status = 'pending', attempts = 0, next_attempt_at = ${ts(at)}, finished_at = NULL, notify = true,
      updated_at = ${ts(at)} WHERE id = ${id}::int AND status = 'failed' RETURNING booking_id`,
  );
  if (!reopened) return null;
  await tx.execute(sql`UPDATE payment_transactions SET status = 'pending', verified_at = NULL WHERE id = ${id}::int AND status = 'failed'`);
  return reopened.booking_id;
}

/** The guest hears when this refund goes through (it did not at once). */
export const notifyWhenSettled = (db: Database, id: number) =>
  db.execute(sql`UPDATE refund_requests SET notify = true WHERE id = ${id}::int AND status IN ('pending', 'sending')`);

/** The booking a refund request belongs to (null: no such request). */
export async function bookingOfRefund(db: Database, id: number) {
  const [found] = await rows<{ booking_id: number; status: string }>(
    db,
    sql`SELECT booking_id, status FROM refund_requests WHERE id = ${id}::int`,
  );
  return found ?? null;
}

/** cancelled → refunded once every refund asked for since the cancellation has gone through (none pending, none failed). */
export const markRefundedWhenSettled = (db: Database, id: number, at: At) =>
  db.execute(sql`UPDATE bookings b SET status = 'refunded', refunded_at = ${ts(at)} WHERE b.id = ${id}::int AND b.status = 'cancelled'
    AND EXISTS (SELECT 1 FROM refund_requests q WHERE q.booking_id = b.id AND q.created_at >= b.cancelled_at AND q.status = 'succeeded')
    AND NOT EXISTS (SELECT 1 FROM refund_requests q WHERE q.booking_id = b.id AND q.created_at >= b.cancelled_at AND q.status <> 'succeeded')`);

export type RefundListStatus = 'pending' | 'failed' | 'succeeded';

/** The back office's refunds (pending includes those being sent), newest first, one page. */
export async function refundPage(db: Database, query: { status?: RefundListStatus; id?: number; limit: number; offset: number }) {
  const where =
    query.id !== undefined
      ? sql`q.id = ${query.id}::int`
      : query.status === undefined
        ? sql`true`
        : query.status === 'pending'
          ? sql`q.status IN ('pending', 'sending')`
          : sql`q.status = ${query.status}`;
  const found = await rows<{
    id: number;
    booking: number;
    booking_code: string;
    guest_name: string;
    guest_email: string;
    amount: string;
    currency: string;
    reason: string;
    status: 'pending' | 'sending' | 'succeeded' | 'failed';
    attempts: number;
    next_attempt_at: string | null;
    last_error: string | null;
    provider_reference: string | null;
    requested_by: string | null;
    created_at: string;
    finished_at: string | null;
    total_count: number;
  }>(
    db,
    sql`SELECT q.id, q.booking_id AS booking, b.code AS booking_code, u.full_name AS guest_name, u.email AS guest_email,
        t.amount::text AS amount, t.currency, q.reason, q.status, q.attempts,
        CASE WHEN q.status IN ('pending', 'sending') THEN to_char(q.next_attempt_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') END AS next_attempt_at,
        q.last_error, q.provider_reference, s.full_name AS requested_by,
        to_char(q.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at,
        to_char(q.finished_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS finished_at, count(*) OVER ()::int AS total_count
      FROM refund_requests q JOIN payment_transactions t ON t.id = q.id JOIN bookings b ON b.id = q.booking_id JOIN users u ON u.id = b.user_id
        LEFT JOIN users s ON s.id = q.requested_by
      WHERE ${where} ORDER BY q.created_at DESC, q.id DESC LIMIT ${query.limit}::int OFFSET ${query.offset}::int`,
  );
  return found;
}

/** How many refunds staff should look at: not given back yet (pending, being sent) and failed. */
export async function refundsNeedingAttention(db: Database) {
  const [counted] = await rows<{ pending: number; failed: number }>(
    db,
    sql`SELECT count(*) FILTER (WHERE status IN ('pending', 'sending'))::int AS pending, count(*) FILTER (WHERE status = 'failed')::int AS failed
      FROM refund_requests`,
  );
  return counted;
}

/* ---- payments: checkouts and the gateway's notifications ---- */

/** The booking's open (pending) checkout of that kind, if any. */
export async function openCheckout(db: Database, bookingId: number, kind: TransactionRecord['kind']) {
  const [open] = await rows<TransactionRecord>(
    db,
    sql`SELECT ${transactionColumns} FROM payment_transactions t
    WHERE t.booking_id = ${bookingId}::int AND t.kind = ${kind}::payment_kind AND t.status = 'pending'`,
  );
  return open;
}

/** A pending checkout is closed as failed (superseded, refused, unknown at the gateway); one already settled is left alone. */
export const closeCheckout = (db: Database, id: number, resultCode: string, verifiedAt?: At) =>
  verifiedAt
    ? db.execute(sql`UPDATE payment_transactions SET status = 'failed', result_code = ${resultCode},
        verified_at = ${ts(verifiedAt)} WHERE id = ${id}::int AND status = 'pending'`)
    : db.execute(
        sql`UPDATE payment_transactions SET status = 'failed', result_code = ${resultCode} WHERE id = ${id}::int AND status = 'pending'`,
      );

/** Records a checkout opened at the gateway; the extras not yet paid are tied to it. */
export async function insertCheckout(
  tx: Database,
  checkout: {
    provider: string;
    checkoutId: string;
    bookingId: number;
    amount: string;
    currency: string;
    kind: TransactionRecord['kind'];
    channel: string;
    widgetUrl?: string | null;
    at: At;
  },
) {
  const [row] = await rows<TransactionRecord>(
    tx,
    sql`INSERT INTO payment_transactions AS t (provider, checkout_id, booking_id, amount, currency, status, kind, raw, created_at)
    VALUES (${checkout.provider}, ${checkout.checkoutId}, ${checkout.bookingId}::int, ${checkout.amount}::numeric, ${checkout.currency}, 'pending', ${checkout.kind}::payment_kind,
      ${JSON.stringify({ channel: checkout.channel, widget_url: checkout.widgetUrl })}::jsonb, ${ts(checkout.at)}) RETURNING ${transactionColumns}`,
  );
  if (checkout.kind === 'extra') {
    await tx.execute(
      sql`UPDATE booking_tickets SET payment_transaction_id = ${row.id}::int WHERE booking_id = ${checkout.bookingId}::int AND is_extra AND paid_at IS NULL`,
    );
  }
  return row;
}

/** Checkouts still pending since before `cutoff`, oldest first (reconciliation). */
export const pendingCheckouts = (db: Database, cutoff: At, limit: number) =>
  rows<TransactionRecord>(
    db,
    sql`SELECT ${transactionColumns} FROM payment_transactions t
    WHERE t.status = 'pending' AND t.kind <> 'refund' AND t.created_at <= ${ts(cutoff)} ORDER BY t.created_at LIMIT ${limit}::int`,
  );

/** A notification recorded by its hash; answers its id, or null for a replay. */
export async function recordNotification(db: Database, notification: { provider: string; hash: string; verified: boolean; at: At }) {
  const [fresh] = await rows<{ id: number }>(
    db,
    sql`INSERT INTO gateway_notifications (provider, payload_hash, verified, received_at)
    VALUES (${notification.provider}, ${notification.hash}, ${notification.verified}, ${ts(notification.at)}) ON CONFLICT (payload_hash) DO NOTHING RETURNING id`,
  );
  return fresh?.id ?? null;
}

export const notificationProcessed = (db: Database, id: number) =>
  db.execute(sql`UPDATE gateway_notifications SET processed = true WHERE id = ${id}::int`);

/* ---- the sweeper ---- */

/** Lapsed holds → expired. */
export const expireLapsedHoldsAll = (db: Database, now: At) =>
  rows<{ id: number }>(
    db,
    sql`UPDATE bookings SET status = 'expired', updated_at = ${ts(now)}
    WHERE status = 'confirmed' AND hold_expires_at <= ${ts(now)} RETURNING id`,
  );

/** Paid stays past their check-out time (in the resort's time zone) → completed. */
export const completeEndedStays = (db: Database, now: At, timeZone: string) =>
  rows<{ id: number }>(
    db,
    sql`UPDATE bookings b SET status = 'completed', updated_at = ${ts(now)} FROM bookings x LEFT JOIN huts h ON h.id = x.hut_id
    WHERE x.id = b.id AND b.status = 'paid' AND ((upper(b.stay) + coalesce(h.check_out, time '00:00')) AT TIME ZONE ${sql.raw(`'${timeZone.replace(/'/g, '')}'`)}) <= ${ts(now)} RETURNING b.id`,
  );

/** Extras added but never paid (no checkout pending or paid for them) since before `cutoff` are dropped. */
export const dropUnpaidExtras = (db: Database, cutoff: At) =>
  db.execute(sql`DELETE FROM booking_tickets t WHERE t.is_extra AND t.paid_at IS NULL AND t.created_at <= ${ts(cutoff)}
    AND NOT EXISTS (SELECT 1 FROM payment_transactions p WHERE p.id = t.payment_transaction_id AND p.status IN ('pending', 'success'))`);
