import { toCents, toMoney } from '../../../shared/money';
import type { Database } from '../../db/client';
import { Conflict, text } from '../../lib/errors';
import { violates } from '../../lib/pgErrors';
import type { BookingDeps } from './context';
import { sendRefundNow } from './refundWorker';
import { chargesOf, lockBooking, markRefundedWhenSettled, notifyWhenSettled, reserveRefund, ticketRefunded, type Charge } from './store';

/** 409 when a refund would give back more than the booking was paid (the app's check or the database trigger's). */
export class RefundExceeds extends Conflict {
  constructor(left: string) {
    super(text('bookingStaff.refundExceeds', { left }), { code: 'refund_exceeds', refundable: left });
  }
}

export const refundableCents = (charges: Charge[]) =>
  charges.reduce((sum, c) => sum + Math.max(0, toCents(c.amount) - toCents(c.refunded)), 0);

export interface RefundRequest {
  bookingId: number;
  /** Halalas; with `upTo`, clipped to what is left instead of refused. */
  cents: number;
  reason: string;
  upTo?: boolean;
  /** Taken from this charge first (the ticket's own checkout, the late payment). */
  chargeId?: number;
  /** A cancelled ticket's refund: at most one per ticket (unique index). */
  ticketId?: number;
  /** The staff member who asked (null: the guest, the system). */
  requestedBy?: number | null;
  /** Checks and records (audit) inside the reserving transaction, the booking's row locked: refusing there reserves nothing. */
  within?: (tx: Database) => Promise<void>;
  /**
   * `now` (default): the request is sent once at once, in this call; what does not go through stays pending for
   * the worker. `later`: recorded only, the worker nudged; the caller does not wait for the provider at all.
   */
  send?: 'now' | 'later';
}

/**
 * The one refund path. Inside a transaction with the booking's row locked, the amount is spread over the charges
 * (the preferred one first) and recorded as durable refund requests, each reserving its part (the trigger
 * refund_within_paid refuses any total above what was paid). Then each is sent once now (refundWorker.ts) or left
 * to the worker. Answers the halalas given back now and those still pending; a refund already made for the ticket
 * answers 0.
 */
export async function refundBooking(
  deps: BookingDeps,
  request: RefundRequest,
): Promise<{ refunded: number; pending: number; failed: number; ids: number[] }> {
  const reservations = await reserving(deps, request.bookingId, () =>
    deps.db.transaction(async (tx) => {
      await lockBooking(tx, request.bookingId);
      // A ticket already refunded (a parallel or earlier call reserved it before we got the lock): nothing to do.
      // Read here, not left to the unique index: an insert would wait on that refund's row while its settlement
      // waits on this booking's lock (a deadlock PostgreSQL breaks with an error).
      if (request.ticketId !== undefined) {
        if (await ticketRefunded(tx, request.ticketId)) return [];
      }
      await request.within?.(tx);
      return reserveRefunds(tx, deps, request);
    }),
  );
  return send(deps, reservations, request.send === 'later');
}

/** Spreads the request over the booking's charges and records each part as a refund request; the row is locked. */
async function reserveRefunds(tx: Database, deps: BookingDeps, request: RefundRequest): Promise<Reservation[]> {
  const charges = (await chargesOf(tx, request.bookingId)).sort(
    (a, b) => Number(b.id === request.chargeId) - Number(a.id === request.chargeId),
  );
  const left = refundableCents(charges);
  if (request.cents > left && !request.upTo) throw new RefundExceeds(toMoney(left));
  let owed = Math.min(request.cents, left);
  const reserved: Reservation[] = [];
  const at = deps.clock.now();
  for (const charge of charges) {
    const take = Math.min(owed, toCents(charge.amount) - toCents(charge.refunded));
    if (take <= 0) continue;
    const id = await reserveRefund(tx, {
      // Money taken at the desk goes back at the desk (refundWorker.ts settles it there, never at the gateway).
      provider: charge.provider === 'desk' ? 'desk' : deps.provider.name,
      bookingId: request.bookingId,
      charge,
      amount: toMoney(take),
      ticketId: request.ticketId,
      reason: request.reason,
      requestedBy: request.requestedBy,
      notify: request.send === 'later',
      at,
    });
    reserved.push({ id, cents: take, desk: charge.provider === 'desk' });
    owed -= take;
    if (owed === 0) break;
  }
  return reserved;
}

interface Reservation {
  id: number;
  cents: number;
  /** Taken at the desk: settled there at once even when the gateway's refunds are left to the worker. */
  desk: boolean;
}

/** Runs the reserving transaction; the database's refusals become answers (a ticket refunded twice: nothing). */
async function reserving(deps: BookingDeps, bookingId: number, run: () => Promise<Reservation[]>): Promise<Reservation[]> {
  try {
    return await run();
  } catch (error) {
    if (violates(error, 'payment_transactions_one_ticket_refund')) return [];
    if (violates(error, 'refund_within_paid')) {
      throw new RefundExceeds(toMoney(refundableCents(await chargesOf(deps.db, bookingId))));
    }
    throw error;
  }
}

/** Sends each reserved refund once now, or leaves them to the worker (nudged); answers where the halalas stand. */
async function send(deps: BookingDeps, reservations: Reservation[], later: boolean) {
  const ids = reservations.map((r) => r.id);
  let refunded = 0;
  let pending = 0;
  let failed = 0;
  if (later) {
    // A desk refund asks no provider: recorded as owed at the desk now (refundWorker.ts), the rest left to the worker.
    for (const reservation of reservations) {
      if (reservation.desk && (await sendRefundNow(deps, deps.refunds.owner, reservation.id)) === 'succeeded') {
        refunded += reservation.cents;
      } else pending += reservation.cents;
    }
    if (pending) deps.refunds.nudge();
    return { refunded, pending, failed, ids };
  }
  for (const reservation of reservations) {
    const outcome = await sendRefundNow(deps, deps.refunds.owner, reservation.id);
    if (outcome === 'succeeded') refunded += reservation.cents;
    else if (outcome === 'failed') failed += reservation.cents;
    else {
      pending += reservation.cents;
      // Not through at once: the worker carries on, and the guest hears when it goes through.
      await notifyWhenSettled(deps.db, reservation.id);
    }
  }
  return { refunded, pending, failed, ids };
}

/**
 * Cancels a booking and reserves its refund in one transaction: no reader ever sees it cancelled without its
 * refund pending, and no crash in between can lose the refund. `cancel` locks the booking's row, checks, marks it
 * cancelled and answers the halalas to give back (at most what is left), or null when there was nothing to cancel
 * (already cancelled). Answers whether this call cancelled it.
 */
export async function cancelWithRefund(
  deps: BookingDeps,
  request: Pick<RefundRequest, 'bookingId' | 'reason' | 'send' | 'requestedBy'> & {
    cancel: (tx: Database) => Promise<number | null>;
  },
): Promise<boolean> {
  let cancelled = false;
  const reservations = await reserving(deps, request.bookingId, () =>
    deps.db.transaction(async (tx) => {
      const cents = await request.cancel(tx);
      if (cents === null) return [];
      cancelled = true;
      if (cents <= 0) return [];
      await lockBooking(tx, request.bookingId);
      return reserveRefunds(tx, deps, { ...request, cents, upTo: true });
    }),
  );
  if (!cancelled) return false;
  await send(deps, reservations, request.send === 'later');
  await markRefundedWhenSettled(deps.db, request.bookingId, deps.clock.now());
  return true;
}

/**
 * A write and the refund it owes in one transaction (a booking's change to a cheaper stay): `work` locks the booking's
 * row, makes its change and answers the halalas to give back (at most what is left is reserved); then they are sent
 * once now or left to the worker. A crash after the commit loses nothing: the refund is a durable request by then.
 */
export async function writeWithRefund<T>(
  deps: BookingDeps,
  request: Pick<RefundRequest, 'bookingId' | 'reason' | 'send' | 'requestedBy'>,
  work: (tx: Database) => Promise<{ cents: number; result: T }>,
): Promise<{ result: T; refunded: number; pending: number }> {
  let result: T | undefined;
  const reservations = await reserving(deps, request.bookingId, () =>
    deps.db.transaction(async (tx) => {
      const done = await work(tx);
      result = done.result;
      if (done.cents <= 0) return [];
      return reserveRefunds(tx, deps, { ...request, cents: done.cents, upTo: true });
    }),
  );
  const sent = await send(deps, reservations, request.send === 'later');
  return { result: result as T, refunded: sent.refunded, pending: sent.pending };
}
