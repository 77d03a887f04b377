import { toCents, toMoney } from '../../../shared/money';
import type { Database } from '../../db/client';
import { Conflict, text } from '../../lib/errors';
import { violates } from '../../lib/pgErrors';
import { sendBookingMail } from './bookingMail';
import type { BookingDeps } from './context';
import { creditNoteInput, invoiceOfCharge } from './taxDocuments';
import { chargesOf, lockBooking, markRefunded, refundDone, refundFailed, reserveRefund, ticketRefunded, type Charge } from './store';

/** 409 when a refund would give back more than the booking was paid (the app's check or the database trigger's). */
export class RefundExceeds extends Conflict {
  constructor(left: string) {
    super(text('bookingStaff.refundExceeds', { left }), { code: 'refund_exceeds', refundable: left });
  }
}

export const refundableCents = (charges: Charge[]) =>
  charges.reduce((sum, c) => sum + Math.max(0, toCents(c.amount) - toCents(c.refunded)), 0);

interface Reservation {
  id: number;
  charge: Charge;
  amount: string;
  bookingId: number;
  reason: string;
}

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
  /** Checks and records (audit) inside the reserving transaction, the booking's row locked: refusing there reserves nothing. */
  within?: (tx: Database) => Promise<void>;
}

/**
 * The one refund path. Inside a transaction with the booking's row locked, the amount is spread over the
 * charges (the preferred one first) and reserved as pending refund rows; the trigger refund_within_paid
 * refuses any total above what was paid. Then each goes to the provider and is marked done, or failed
 * (which frees the reservation). Answers the halalas given back; a refund already made for the ticket answers 0.
 */
export async function refundBooking(
  deps: BookingDeps,
  request: RefundRequest,
): Promise<{ refunded: number; failed: number; mailed: number }> {
  let reservations: Reservation[];
  try {
    reservations = await deps.db.transaction(async (tx) => {
      await lockBooking(tx, request.bookingId);
      // A ticket already refunded (a parallel or earlier call reserved it before we got the lock): nothing to do.
      // Read here, not left to the unique index: an insert would wait on that refund's row while its settlement
      // waits on this booking's lock (a deadlock PostgreSQL breaks with an error).
      if (request.ticketId !== undefined) {
        if (await ticketRefunded(tx, request.ticketId)) return [];
      }
      await request.within?.(tx);
      const charges = (await chargesOf(tx, request.bookingId)).sort(
        (a, b) => Number(b.id === request.chargeId) - Number(a.id === request.chargeId),
      );
      const left = refundableCents(charges);
      if (request.cents > left && !request.upTo) throw new RefundExceeds(toMoney(left));
      let owed = Math.min(request.cents, left);
      const reserved: Reservation[] = [];
      for (const charge of charges) {
        const take = Math.min(owed, toCents(charge.amount) - toCents(charge.refunded));
        if (take <= 0) continue;
        const amount = toMoney(take);
        const id = await reserveRefund(tx, {
          provider: deps.provider.name,
          bookingId: request.bookingId,
          charge,
          amount,
          ticketId: request.ticketId,
          reason: request.reason,
        });
        reserved.push({ id, charge, amount, bookingId: request.bookingId, reason: request.reason });
        owed -= take;
        if (owed === 0) break;
      }
      return reserved;
    });
  } catch (error) {
    if (violates(error, 'payment_transactions_one_ticket_refund')) return { refunded: 0, failed: 0, mailed: 0 };
    if (violates(error, 'refund_within_paid')) {
      throw new RefundExceeds(toMoney(refundableCents(await chargesOf(deps.db, request.bookingId))));
    }
    throw error;
  }
  let refunded = 0;
  let failed = 0;
  let mailed = 0;
  for (const reservation of reservations) {
    const settled = await settle(deps, reservation);
    if (settled === 'failed') failed += toCents(reservation.amount);
    else refunded += toCents(reservation.amount);
    if (settled === 'mailed') mailed += toCents(reservation.amount);
  }
  return { refunded, failed, mailed };
}

/**
 * Sends one reserved refund to the provider and records its answer: 'mailed' when it went through and its credit
 * note was issued and e-mailed (creditNoteMail), 'done' when it went through without a credit note.
 */
async function settle(deps: BookingDeps, { id, charge, amount, bookingId, reason }: Reservation): Promise<'failed' | 'done' | 'mailed'> {
  const now = deps.clock.now();
  if (!charge.gateway_payment_id) {
    await refundFailed(deps.db, id, { resultCode: 'no_payment_id', at: now });
    return 'failed';
  }
  let refund;
  try {
    refund = await deps.provider.refund({
      paymentId: charge.gateway_payment_id,
      amount,
      currency: charge.currency,
      channel: charge.channel,
    });
  } catch (error) {
    // Unknown whether the gateway gave it back: the reservation stays pending, so it is never given twice.
    deps.log.error({ err: error, transaction: charge.id, refund: id }, 'refund failed');
    return 'failed';
  }
  if (refund.state === 'failed') {
    deps.log.error({ transaction: charge.id, code: refund.resultCode }, 'refund refused by the gateway');
    await refundFailed(deps.db, id, { resultCode: refund.resultCode, raw: refund.raw, at: now });
    return 'failed';
  }
  let creditNote: number | null = null;
  await refundDone(
    deps.db,
    id,
    charge.id,
    { refundId: refund.refundId, resultCode: refund.resultCode, raw: refund.raw, at: now },
    async (tx) => {
      creditNote = await issueCreditNote(tx, deps, { id, bookingId, cents: toCents(amount), reason }, charge.id);
    },
  );
  if (creditNote === null) return 'done';
  await creditNoteMail(deps, bookingId, creditNote, amount);
  return 'mailed';
}

/**
 * The refund e-mail with its credit note (PDF) attached, in the guest's language, once the transaction that issued the
 * note has committed. The one place it is sent: whoever records a refund as done (today's synchronous refund, a worker
 * finishing one later) comes through here, and only the caller whose transaction inserted the note (one per refund
 * row, unique index) gets a note id to mail. A mail that fails is logged; the refund and its note stand.
 */
export async function creditNoteMail(deps: BookingDeps, bookingId: number, creditNoteId: number, amount: string): Promise<void> {
  try {
    await sendBookingMail(deps, bookingId, 'refunded', { amount, documentIds: [creditNoteId] });
  } catch (error) {
    deps.log.error({ err: error, document: creditNoteId }, 'credit note e-mail not sent');
  }
}

/**
 * The refund's credit note, in the transaction that records it as given back: it corrects the invoice of the charge
 * refunded (none when that charge was never invoiced, e.g. paid before invoicing existed). A failure is logged and
 * leaves the refund recorded: the money has gone back either way.
 */
async function issueCreditNote(
  tx: Database,
  deps: BookingDeps,
  refund: Parameters<typeof creditNoteInput>[1],
  chargeId: number,
): Promise<number | null> {
  try {
    return await tx.transaction(async (inner) => {
      const invoiceId = await invoiceOfCharge(inner, chargeId);
      if (invoiceId === null) return null;
      return (await deps.invoicing.issueDocument(inner, creditNoteInput(deps, refund, invoiceId))).id;
    });
  } catch (error) {
    deps.log.error({ err: error, refund: refund.id }, 'credit note not issued');
    return null;
  }
}

/** Gives a cancelled booking's refund back (at most what is left) and marks it `refunded` once all of it went through. */
export async function refundCancelled(deps: BookingDeps, id: number, cents: number, reason: string): Promise<void> {
  const { failed } = await refundBooking(deps, { bookingId: id, cents, reason, upTo: true });
  if (failed === 0) await markRefunded(deps.db, id, deps.clock.now());
}
