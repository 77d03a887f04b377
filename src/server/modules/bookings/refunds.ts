import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Language } from '../../../shared/constants';
import { toCents, toMoney } from '../../../shared/money';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/errors';
import { t } from '../../lib/i18n';
import { violates } from '../../lib/pgErrors';
import type { BookingDeps } from './context';
import { rows } from '../../db/sql';
import { transactionColumns, type TransactionRecord } from './transactions';

/** 409 when a refund would give back more than the booking was paid (the app's check or the database trigger's). */
export class RefundExceeds extends AppError {
  constructor(lang: Language, left: string) {
    super(409, { detail: t(lang, 'bookingStaff.refundExceeds', { left }), code: 'refund_exceeds', refundable: left });
  }
}

type Charge = TransactionRecord & { refunded: string };

/** The booking's charges (booking and extras, paid) with what each has already given back or has reserved to. */
export async function chargesOf(db: Database, bookingId: number): Promise<Charge[]> {
  return rows<Charge>(db, sql`SELECT ${transactionColumns}, (SELECT coalesce(sum(r.amount), 0) FROM payment_transactions r
      WHERE r.refund_of = t.id AND r.kind = 'refund' AND r.status IN ('pending', 'success'))::numeric(10, 2)::text AS refunded
    FROM payment_transactions t WHERE t.booking_id = ${bookingId}::int AND t.kind <> 'refund' AND t.status IN ('success', 'refunded') ORDER BY t.id`);
}

export const refundableCents = (charges: Charge[]) => charges.reduce((sum, c) => sum + Math.max(0, toCents(c.amount) - toCents(c.refunded)), 0);

interface Reservation { id: number; charge: Charge; amount: string }

export interface RefundRequest {
  bookingId: number;
  /** Halalas; with `upTo`, clipped to what is left instead of refused. */
  cents: number;
  reason: string;
  lang: Language;
  upTo?: boolean;
  /** Taken from this charge first (the ticket's own checkout, the late payment). */
  chargeId?: number;
  /** A cancelled ticket's refund: at most one per ticket (unique index). */
  ticketId?: number;
  /** Checks and records (audit) inside the reserving transaction, the booking's row locked: refusing there reserves nothing. */
  within?: (tx: Database) => Promise<void>;
}

/**
 * The one refund path. Inside a transaction with the booking's row locked, the amount is spread over the
 * charges (the preferred one first) and reserved as pending refund rows; the trigger refund_within_paid
 * refuses any total above what was paid. Then each goes to the provider and is marked done, or failed
 * (which frees the reservation). Answers the halalas given back; a refund already made for the ticket answers 0.
 */
export async function refundBooking(deps: BookingDeps, request: RefundRequest): Promise<{ refunded: number; failed: number }> {
  let reservations: Reservation[];
  try {
    reservations = await deps.db.transaction(async (tx) => {
      await tx.execute(sql`SELECT id FROM bookings WHERE id = ${request.bookingId}::int FOR NO KEY UPDATE`);
      // A ticket already refunded (a parallel or earlier call reserved it before we got the lock): nothing to do.
      // Read here, not left to the unique index: an insert would wait on that refund's row while its settlement
      // waits on this booking's lock (a deadlock PostgreSQL breaks with an error).
      if (request.ticketId !== undefined) {
        const done = await rows(tx, sql`SELECT 1 FROM payment_transactions WHERE booking_ticket_id = ${request.ticketId}::int AND kind = 'refund' AND status IN ('pending', 'success') LIMIT 1`);
        if (done.length > 0) return [];
      }
      await request.within?.(tx);
      const charges = (await chargesOf(tx, request.bookingId)).sort((a, b) => Number(b.id === request.chargeId) - Number(a.id === request.chargeId));
      const left = refundableCents(charges);
      if (request.cents > left && !request.upTo) throw new RefundExceeds(request.lang, toMoney(left));
      let owed = Math.min(request.cents, left);
      const reserved: Reservation[] = [];
      for (const charge of charges) {
        const take = Math.min(owed, toCents(charge.amount) - toCents(charge.refunded));
        if (take <= 0) continue;
        const amount = toMoney(take);
        const [row] = await rows<{ id: number }>(tx, sql`INSERT INTO payment_transactions (provider, checkout_id, booking_id, amount, currency, status, kind, refund_of, booking_ticket_id, raw)
          VALUES (${deps.provider.name}, ${`refund:${randomUUID()}`}, ${request.bookingId}::int, ${amount}::numeric, ${charge.currency}, 'pending', 'refund',
            ${charge.id}::int, ${request.ticketId ?? null}::int, ${JSON.stringify({ reason: request.reason, refunds: charge.id, channel: charge.channel })}::jsonb) RETURNING id`);
        reserved.push({ id: row.id, charge, amount });
        owed -= take;
        if (owed === 0) break;
      }
      return reserved;
    });
  } catch (error) {
    if (violates(error, 'payment_transactions_one_ticket_refund')) return { refunded: 0, failed: 0 };
    if (violates(error, 'refund_within_paid')) {
      throw new RefundExceeds(request.lang, toMoney(refundableCents(await chargesOf(deps.db, request.bookingId))));
    }
    throw error;
  }
  let refunded = 0;
  let failed = 0;
  for (const reservation of reservations) {
    if (await settle(deps, reservation)) refunded += toCents(reservation.amount);
    else failed += toCents(reservation.amount);
  }
  return { refunded, failed };
}

/** Sends one reserved refund to the provider and records its answer. */
async function settle(deps: BookingDeps, { id, charge, amount }: Reservation): Promise<boolean> {
  const now = deps.clock.now().toISOString();
  if (!charge.gateway_payment_id) {
    await deps.db.execute(sql`UPDATE payment_transactions SET status = 'failed', result_code = 'no_payment_id', verified_at = ${now}::timestamptz WHERE id = ${id}::int`);
    return false;
  }
  let refund;
  try {
    refund = await deps.provider.refund({ paymentId: charge.gateway_payment_id, amount, currency: charge.currency, channel: charge.channel });
  } catch (error) {
    // Unknown whether the gateway gave it back: the reservation stays pending, so it is never given twice.
    deps.log.error({ err: error, transaction: charge.id, refund: id }, 'refund failed');
    return false;
  }
  const answer = JSON.stringify({ result: refund.raw });
  if (refund.state === 'failed') {
    deps.log.error({ transaction: charge.id, code: refund.resultCode }, 'refund refused by the gateway');
    await deps.db.execute(sql`UPDATE payment_transactions SET status = 'failed', result_code = ${refund.resultCode}, raw = raw || ${answer}::jsonb,
      verified_at = ${now}::timestamptz WHERE id = ${id}::int`);
    return false;
  }
  await deps.db.transaction(async (tx) => {
    await tx.execute(sql`UPDATE payment_transactions SET status = 'success', gateway_payment_id = ${refund.refundId}, result_code = ${refund.resultCode},
      raw = raw || ${answer}::jsonb, verified_at = ${now}::timestamptz WHERE id = ${id}::int`);
    // A charge given back in full is `refunded`.
    await tx.execute(sql`UPDATE payment_transactions c SET status = 'refunded' WHERE c.id = ${charge.id}::int AND c.status = 'success'
      AND c.amount <= (SELECT coalesce(sum(r.amount), 0) FROM payment_transactions r WHERE r.refund_of = c.id AND r.kind = 'refund' AND r.status = 'success')`);
  });
  return true;
}
