import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { rows } from '../../db/sql';
import { sendBookingMail } from './bookingMail';
import { refundBooking } from './refunds';
import type { Actor } from '../catalogue/staff/hutsStaffService';
import { refusingHistory, type SessionEnd } from '../catalogue/staff/capacity';
import type { BookingDeps } from './context';

export type SessionColumn = 'event_date_id' | 'service_date_id';

/**
 * Inside the staff's transaction (the session's row locked): the session's tickets on holding bookings are
 * cancelled. A paid ticket is owed its own price back; a ticket of an unpaid hold leaves the booking's total.
 * Answers how many tickets were cancelled now (none on a second call).
 */
export async function cancelSessionTickets(tx: Database, column: SessionColumn, sessionId: number, now: Date, vatRate: number): Promise<number> {
  const at = now.toISOString();
  const cancelled = await rows<{ id: number; booking_id: number; total: string; refund_amount: string }>(tx, sql`UPDATE booking_tickets t
      SET cancelled_at = ${at}::timestamptz,
        refund_amount = CASE WHEN b.status IN ('paid', 'completed') AND (NOT t.is_extra OR t.paid_at IS NOT NULL) THEN t.total ELSE 0 END
    FROM bookings b WHERE b.id = t.booking_id AND t.${sql.raw(column)} = ${sessionId}::int AND t.cancelled_at IS NULL
      AND (b.status = 'paid' OR (b.status = 'confirmed' AND b.hold_expires_at > ${at}::timestamptz))
    RETURNING t.id, t.booking_id, t.total::text AS total, t.refund_amount::text AS refund_amount`);
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

/**
 * After the commit: each cancelled, paid ticket of the session not yet refunded gets its own price back
 * through the one refund path (at most one refund per ticket: unique index), and each guest one e-mail in
 * their language. Running it again (a second click, a parallel one) refunds nothing twice.
 */
export async function refundSessionTickets(deps: BookingDeps, column: SessionColumn, sessionId: number): Promise<number> {
  const owed = await rows<{ id: number; booking_id: number; refund_amount: string; charge: number | null }>(deps.db, sql`SELECT t.id, t.booking_id,
      t.refund_amount::text AS refund_amount, t.payment_transaction_id AS charge FROM booking_tickets t
    WHERE t.${sql.raw(column)} = ${sessionId}::int AND t.cancelled_at IS NOT NULL AND t.refund_amount > 0
      AND NOT EXISTS (SELECT 1 FROM payment_transactions r WHERE r.booking_ticket_id = t.id AND r.kind = 'refund' AND r.status IN ('pending', 'success'))
    ORDER BY t.booking_id, t.id`);
  const byBooking = new Map<number, { ids: number[]; cents: number }>();
  for (const ticket of owed) {
    const { refunded } = await refundBooking(deps, {
      bookingId: ticket.booking_id, cents: Math.round(Number(ticket.refund_amount) * 100), reason: 'session cancelled', lang: 'en',
      upTo: true, ticketId: ticket.id, chargeId: ticket.charge ?? undefined,
    });
    if (refunded === 0) continue;
    const entry = byBooking.get(ticket.booking_id) ?? { ids: [], cents: 0 };
    byBooking.set(ticket.booking_id, { ids: [...entry.ids, ticket.id], cents: entry.cents + refunded });
  }
  for (const [bookingId, { ids, cents }] of byBooking) {
    await sendBookingMail(deps, bookingId, 'session_cancelled', { ticketIds: ids, amount: (cents / 100).toFixed(2) });
  }
  return owed.length;
}

/** The catalogue's side of a dated session (an event's or a service's): who may touch it, how it ends, how it reads back. */
export interface SessionOffer<Offer> {
  lockSession(tx: Database, offerId: number, sessionId: number, actor: Actor): Promise<void>;
  endSession(tx: Database, sessionId: number, actor: Actor, end: SessionEnd): Promise<void>;
  get(offerId: number): Promise<Offer>;
}

/**
 * A staff member (or the offer's supplier) cancels a session: in one transaction the session is locked, its
 * tickets on holding bookings cancelled, and the session closed (tickets point at it) or deleted; after the
 * commit each paid ticket is refunded once and its guest e-mailed. Answers the offer as it now stands.
 */
export async function cancelSession<Offer>(deps: BookingDeps, offer: SessionOffer<Offer>, column: SessionColumn, offerId: number, sessionId: number, actor: Actor) {
  await refusingHistory(actor.lang, () =>
    deps.db.transaction(async (tx) => {
      await offer.lockSession(tx, offerId, sessionId, actor);
      const ticketsCancelled = await cancelSessionTickets(tx, column, sessionId, deps.clock.now(), deps.config.vatRate);
      await offer.endSession(tx, sessionId, actor, { keep: await sessionHasTickets(tx, column, sessionId), ticketsCancelled });
    }),
  );
  await refundSessionTickets(deps, column, sessionId);
  return offer.get(offerId);
}
