import { sql } from 'drizzle-orm';
import type { PaymentTransactionRow } from '../../db/schema';
import { AppError } from '../../lib/errors';
import type { PaymentChannel, PaymentResult } from '../../lib/payments/provider';
import { rows } from '../catalogue/sql';
import { holdUntil, todayOf, viewContext, type BookingDeps } from '../bookings/context';
import { holdBooking, pgCode } from '../bookings/hold';
import { bookingEmail } from '../bookings/mails';
import { findBooking, qrTokenFor, ticketsOf, toBookingView } from '../bookings/view';

export type CompletionOutcome = 'paid' | 'already' | 'refunded' | 'unknown';

export interface TransactionRecord {
  id: number;
  provider: string;
  checkout_id: string;
  gateway_payment_id: string | null;
  booking_id: number;
  amount: string;
  currency: string;
  status: PaymentTransactionRow['status'];
  kind: PaymentTransactionRow['kind'];
  brand: string | null;
  last4: string | null;
  channel: PaymentChannel;
  created_at: string;
  verified_at: string | null;
}

const iso = (column: string) => sql.raw(`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);
export const transactionColumns = sql`t.id, t.provider, t.checkout_id, t.gateway_payment_id, t.booking_id, t.amount::text AS amount, t.currency,
  t.status::text AS status, t.kind::text AS kind, t.brand, t.last4, coalesce(t.raw->>'channel', 'card') AS channel,
  ${iso('t.created_at')} AS created_at, ${iso('t.verified_at')} AS verified_at`;

export async function findTransaction(deps: BookingDeps, by: { checkoutId?: string; paymentId?: string; id?: number }): Promise<TransactionRecord | null> {
  const where = by.id ? sql`t.id = ${by.id}::int` : by.checkoutId ? sql`t.checkout_id = ${by.checkoutId}` : sql`t.gateway_payment_id = ${by.paymentId ?? ''}`;
  const [row] = await rows<TransactionRecord>(deps.db, sql`SELECT ${transactionColumns} FROM payment_transactions t WHERE ${where}`);
  return row ?? null;
}

/**
 * The one step that marks a payment done, whoever reports it first (result page, webhook, reconciliation).
 * The conditional UPDATE pending → success lets exactly one caller through; the unique gateway payment id
 * stops one payment being credited to two checkouts. A payment whose hold lapsed is re-held if the nights
 * and seats are still free, refunded otherwise.
 */
export async function completePayment(deps: BookingDeps, result: PaymentResult & { checkoutId: string }): Promise<CompletionOutcome> {
  const now = deps.clock.now();
  let outcome: CompletionOutcome = 'already';
  let toRefund: TransactionRecord | null = null;
  let paidBookingId: number | null = null;
  try {
    await deps.db.transaction(async (tx) => {
      const [claimed] = await rows<TransactionRecord>(tx, sql`UPDATE payment_transactions t SET status = 'success', gateway_payment_id = ${result.paymentId},
          brand = coalesce(${result.brand}, t.brand), last4 = coalesce(${result.last4}, t.last4), result_code = ${result.resultCode},
          raw = coalesce(t.raw, '{}'::jsonb) || ${JSON.stringify({ result: result.raw })}::jsonb, verified_at = ${now.toISOString()}::timestamptz
        WHERE t.checkout_id = ${result.checkoutId} AND t.status = 'pending' RETURNING ${transactionColumns}`);
      if (!claimed) {
        const known = await rows<{ id: number }>(tx, sql`SELECT id FROM payment_transactions WHERE checkout_id = ${result.checkoutId}`);
        outcome = known.length ? 'already' : 'unknown';
        return;
      }
      if (claimed.kind === 'extra') {
        const covered = await rows<{ id: number }>(tx, sql`UPDATE booking_tickets SET paid_at = ${now.toISOString()}::timestamptz
          WHERE payment_transaction_id = ${claimed.id}::int AND paid_at IS NULL RETURNING id`);
        if (covered.length === 0) {
          toRefund = claimed;
          return;
        }
        await tx.execute(sql`UPDATE bookings SET paid = paid + ${claimed.amount}::numeric, updated_at = ${now.toISOString()}::timestamptz WHERE id = ${claimed.booking_id}::int`);
        outcome = 'paid';
        return;
      }
      const booking = await findBooking(tx, claimed.booking_id, viewContext(deps), true);
      const holds = booking?.status === 'confirmed' && booking.hold_expires_at !== null && new Date(booking.hold_expires_at) > now;
      if (booking && !holds && ['confirmed', 'expired'].includes(booking.status)) {
        try {
          await tx.transaction((inner) =>
            holdBooking(inner, { id: booking.id, hutId: booking.hut_id, from: booking.date_from, to: booking.date_to, nights: booking.nights }, {
              now, today: todayOf(deps), holdExpiresAt: holdUntil(deps), lang: booking.user_language,
            }),
          );
        } catch (error) {
          if (!(error instanceof AppError) && !['23P01', '40P01'].includes(pgCode(error) ?? '')) throw error;
          toRefund = claimed;
          return;
        }
      } else if (!booking || !holds) {
        toRefund = claimed;
        return;
      }
      await tx.execute(sql`UPDATE bookings SET status = 'paid', paid = total, hold_expires_at = NULL,
          qr_token = ${qrTokenFor(deps.config.jwtSecret, booking)}, updated_at = ${now.toISOString()}::timestamptz
        WHERE id = ${booking.id}::int AND status = 'confirmed'`);
      paidBookingId = booking.id;
      outcome = 'paid';
    });
  } catch (error) {
    // Another checkout already carries this gateway payment id: it was applied there.
    if (pgCode(error) === '23505') return 'already';
    throw error;
  }
  if (toRefund) {
    await refundTransaction(deps, toRefund, (toRefund as TransactionRecord).amount, 'late payment');
    return 'refunded';
  }
  if (paidBookingId !== null) await sendBookingMail(deps, paidBookingId, 'confirmed');
  return outcome;
}

/** Gives money back through the provider and records it; the original transaction becomes `refunded`. */
export async function refundTransaction(deps: BookingDeps, transaction: TransactionRecord, amount: string, reason: string): Promise<boolean> {
  const paymentId = transaction.gateway_payment_id ?? (await findTransaction(deps, { id: transaction.id }))?.gateway_payment_id;
  if (!paymentId) return false;
  try {
    const refund = await deps.provider.refund({ paymentId, amount, currency: transaction.currency, channel: transaction.channel });
    if (refund.state === 'failed') {
      deps.log.error({ transaction: transaction.id, code: refund.resultCode }, 'refund refused by the gateway');
      return false;
    }
    await deps.db.transaction(async (tx) => {
      await tx.execute(sql`UPDATE payment_transactions SET status = 'refunded' WHERE id = ${transaction.id}::int AND status = 'success'`);
      await tx.execute(sql`INSERT INTO payment_transactions (provider, checkout_id, gateway_payment_id, booking_id, amount, currency, status, kind, raw, verified_at)
        VALUES (${deps.provider.name}, ${`refund:${refund.refundId ?? transaction.checkout_id}`}, ${refund.refundId}, ${transaction.booking_id}::int, ${amount}::numeric,
          ${transaction.currency}, 'success', 'refund', ${JSON.stringify({ reason, refunds: transaction.id, result: refund.raw })}::jsonb, ${deps.clock.now().toISOString()}::timestamptz)
        ON CONFLICT DO NOTHING`);
    });
    return true;
  } catch (error) {
    deps.log.error({ err: error, transaction: transaction.id }, 'refund failed');
    return false;
  }
}

export async function sendBookingMail(deps: BookingDeps, bookingId: number, kind: 'confirmed' | 'cancelled'): Promise<void> {
  const context = viewContext(deps);
  const record = await findBooking(deps.db, bookingId, context);
  if (!record) return;
  const booking = await toBookingView(record, (await ticketsOf(deps.db, [bookingId])).get(bookingId) ?? [], context);
  deps.deliverMail({ to: record.user_email, ...bookingEmail(kind, booking, record.user_language, deps.config.timeZone) });
}
