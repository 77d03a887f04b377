import type { Database } from '../../db/client';
import { sendBookingMail } from './bookingMail';
import { refundBooking } from './refunds';
import type { Actor } from '../../lib/actor';
import { refusingHistory, type SessionEnd } from '../catalogue/staff/capacity';
import type { BookingDeps } from './context';
import { cancelSessionTickets, sessionHasTickets, sessionTicketsOwed, ticketsNeverRefunded, type SessionColumn } from './store';

export type { SessionColumn } from './store';

/**
 * After the commit: each cancelled, paid ticket of the session not yet refunded gets its own price back
 * through the one refund path (at most one refund per ticket: unique index), and each guest one e-mail in
 * their language. Running it again (a second click, a parallel one) refunds nothing twice.
 */
export async function refundSessionTickets(deps: BookingDeps, column: SessionColumn, sessionId: number): Promise<number> {
  return refundTickets(deps, await sessionTicketsOwed(deps.db, column, sessionId));
}

/** How long after a session's cancellation its refunds are taken as interrupted (they are asked for within seconds). */
export const INTERRUPTED_AFTER_MS = 5 * 60_000;

/**
 * The sweeper's part: tickets whose session was cancelled but whose refund was never asked for (the instance stopped
 * right after the cancellation's commit) are refunded and their guests e-mailed, as the cancellation would have.
 */
export async function refundInterruptedCancellations(deps: BookingDeps): Promise<number> {
  const before = new Date(deps.clock.now().getTime() - INTERRUPTED_AFTER_MS);
  return refundTickets(deps, await ticketsNeverRefunded(deps.db, before));
}

async function refundTickets(
  deps: BookingDeps,
  owed: { id: number; booking_id: number; refund_amount: string; charge: number | null }[],
): Promise<number> {
  const byBooking = new Map<number, { ids: number[]; cents: number }>();
  for (const ticket of owed) {
    const { refunded, pending } = await refundBooking(deps, {
      bookingId: ticket.booking_id,
      cents: Math.round(Number(ticket.refund_amount) * 100),
      reason: 'session cancelled',
      upTo: true,
      ticketId: ticket.id,
      chargeId: ticket.charge ?? undefined,
    });
    // Given back now, or asked for and left to the refund worker (which e-mails again once it has gone through).
    if (refunded + pending === 0) continue;
    const entry = byBooking.get(ticket.booking_id) ?? { ids: [], cents: 0 };
    byBooking.set(ticket.booking_id, { ids: [...entry.ids, ticket.id], cents: entry.cents + refunded + pending });
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
export async function cancelSession<Offer>(
  deps: BookingDeps,
  offer: SessionOffer<Offer>,
  column: SessionColumn,
  offerId: number,
  sessionId: number,
  actor: Actor,
) {
  await refusingHistory(() =>
    deps.db.transaction(async (tx) => {
      await offer.lockSession(tx, offerId, sessionId, actor);
      const ticketsCancelled = await cancelSessionTickets(tx, column, sessionId, deps.clock.now(), deps.config.vatRate);
      await offer.endSession(tx, sessionId, actor, { keep: await sessionHasTickets(tx, column, sessionId), ticketsCancelled });
    }),
  );
  await refundSessionTickets(deps, column, sessionId);
  return offer.get(offerId);
}
