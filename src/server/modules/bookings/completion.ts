import { toCents } from '../../../shared/money';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/errors';
import type { PaymentResult } from '../../lib/payments/provider';
import { holdUntil, todayOf, viewContext, type BookingDeps } from './context';
import { pgCode } from '../../lib/pgErrors';
import { holdBooking } from './hold';
import { completeChange } from './changePayment';
import { sendBookingMail } from './bookingMail';
import { refundBooking } from './refunds';
import { findBooking, qrTokenFor } from './view';
import { holds } from './status';
import { bookingOfCheckout, claimCharge, lockBooking, markPaid, owedByCharge, payExtras } from './store';
import { invoiceInput, invoiceOfCharge } from './taxDocuments';
import type { TransactionRecord } from './transactions';

export type CompletionOutcome = 'paid' | 'already' | 'refunded' | 'unknown';

/** What one completion decided inside its transaction; the refund and the e-mail follow after the commit. */
export interface Completion {
  outcome: CompletionOutcome;
  toRefund: TransactionRecord | null;
  paidBookingId: number | null;
  /** The charge that went through (the booking's or added services'): its receipt is e-mailed after the commit. */
  receipt?: { kind: 'confirmed' | 'extras_paid' | 'changed'; charge: TransactionRecord; ticketIds: number[] };
}

/** Completes a payment in a transaction of its own (result page, webhook, reconciliation). */
export async function completePayment(deps: BookingDeps, result: PaymentResult & { checkoutId: string }): Promise<CompletionOutcome> {
  return finishCompletion(deps, await deps.db.transaction((tx) => completeWithin(tx, deps, result)));
}

/**
 * The one step that marks a payment done, whoever reports it first. It locks the booking's row before
 * anything else (the order every booking write uses, so completions never deadlock), then the conditional
 * UPDATE pending|failed → success lets exactly one caller through; the unique gateway payment id stops one
 * payment being credited to two checkouts. A payment whose amount is not what is owed (a checkout replaced
 * after the booking changed, a booking already paid) is refunded; a lapsed hold is re-held if the nights
 * and seats are still free, refunded otherwise.
 */
export async function completeWithin(tx: Database, deps: BookingDeps, result: PaymentResult & { checkoutId: string }): Promise<Completion> {
  const now = deps.clock.now();
  const settled = (outcome: CompletionOutcome, toRefund: TransactionRecord | null = null, paidBookingId: number | null = null) => ({
    outcome,
    toRefund,
    paidBookingId,
  });
  const target = await bookingOfCheckout(tx, result.checkoutId);
  if (target === null) return settled('unknown');
  await lockBooking(tx, target);
  let claimed: TransactionRecord | undefined;
  try {
    // A savepoint: a payment id already credited elsewhere must not abort the caller's transaction.
    claimed = await tx.transaction((inner) => claimCharge(inner, result, now));
  } catch (error) {
    if (pgCode(error) === '23505') return settled('already');
    throw error;
  }
  if (!claimed) return settled('already');
  if (claimed.kind === 'extra') {
    const owed = toCents(await owedByCharge(tx, claimed.id));
    const booking = await findBooking(tx, claimed.booking_id, viewContext(deps));
    // Added services, or the balance a staff change to a dearer stay left on a paid booking (total above paid, with
    // any services unpaid): the checkout took what was due then; anything else is not owed any more.
    const balance = booking && booking.status === 'paid' ? toCents(booking.total) - toCents(booking.paid) : 0;
    const forServices = owed > 0 && owed === toCents(claimed.amount);
    const forChange = !forServices && balance > owed && balance === toCents(claimed.amount);
    if (!booking || (!forServices && !forChange)) return settled('refunded', claimed);
    const ticketIds = await payExtras(tx, claimed, now);
    if (forServices) {
      await issueInvoice(tx, deps, claimed, { ticketIds, code: booking.code });
      return { ...settled('paid'), receipt: { kind: 'extras_paid', charge: claimed, ticketIds } };
    }
    // Billed as the change it pays for (taxDocuments.ts), as a guest's own change is.
    await issueInvoice(tx, deps, claimed, { balance: { booking, ticketIds } });
    return { ...settled('paid'), receipt: { kind: 'changed', charge: claimed, ticketIds: [] } };
  }
  if (claimed.kind === 'change') {
    // The difference of a guest's change: the move is made now, or the charge goes back (changePayment.ts).
    const before = await completeChange(tx, deps, claimed);
    if (!before) return settled('refunded', claimed);
    const after = await findBooking(tx, claimed.booking_id, viewContext(deps));
    // Its own simplified invoice, for the difference it charged (taxDocuments.ts).
    if (after) await issueInvoice(tx, deps, claimed, { change: { before, after } });
    return { ...settled('paid'), receipt: { kind: 'changed', charge: claimed, ticketIds: [] } };
  }
  const booking = await findBooking(tx, claimed.booking_id, viewContext(deps), true);
  if (
    !booking ||
    !['confirmed', 'expired'].includes(booking.status) ||
    toCents(claimed.amount) !== toCents(booking.total) - toCents(booking.paid)
  ) {
    return settled('refunded', claimed);
  }
  if (!holds(booking, now)) {
    try {
      await tx.transaction((inner) =>
        holdBooking(
          inner,
          { id: booking.id, hutId: booking.hut_id, from: booking.date_from, to: booking.date_to, nights: booking.nights },
          {
            now,
            today: todayOf(deps),
            holdExpiresAt: holdUntil(deps),
          },
        ),
      );
    } catch (error) {
      if (!(error instanceof AppError) && !['23P01', '40P01'].includes(pgCode(error) ?? '')) throw error;
      return settled('refunded', claimed);
    }
  }
  await markPaid(tx, booking.id, qrTokenFor(deps.config.jwtSecret, booking), now);
  await issueInvoice(tx, deps, claimed, { booking });
  return { ...settled('paid', null, booking.id), receipt: { kind: 'confirmed', charge: claimed, ticketIds: [] } };
}

/**
 * The charge's simplified tax invoice, last in the completion's transaction (the chain head stays locked until the
 * commit). Only the caller the claim let through gets here, and the unique payment reference on tax_documents
 * backs that: one invoice per charge. A failure to issue is logged, not allowed to undo a payment the gateway took.
 */
async function issueInvoice(tx: Database, deps: BookingDeps, charge: TransactionRecord, paid: Parameters<typeof invoiceInput>[3]) {
  try {
    const input = await tx.transaction((inner) => invoiceInput(inner, deps, charge, paid));
    await deps.invoicing.issueDocument(tx, input);
  } catch (error) {
    deps.log.error({ err: error, transaction: charge.id }, 'tax invoice not issued');
  }
}

/** After the commit: money that must go back goes back, and the guest gets the confirmation once. */
export async function finishCompletion(deps: BookingDeps, done: Completion): Promise<CompletionOutcome> {
  if (done.toRefund) {
    await refundTransaction(deps, done.toRefund, done.toRefund.amount, 'late payment');
    return 'refunded';
  }
  // Every payment is answered by its receipt, with the e-ticket as it now stands.
  if (done.receipt) {
    const { kind, charge, ticketIds } = done.receipt;
    // The charge's tax invoice (PDF and XML) travels with its receipt.
    const invoice = await invoiceOfCharge(deps.db, charge.id);
    await sendBookingMail(deps, charge.booking_id, kind, {
      ...(kind === 'changed' ? { change: { direction: 'charge' as const, amount: charge.amount, refund: '0.00', dropped: [] } } : {}),
      documentIds: invoice === null ? [] : [invoice.id],
      ticketIds,
      charge: { amount: charge.amount, brand: charge.brand, last4: charge.last4, at: charge.verified_at ?? deps.clock.now().toISOString() },
    });
  }
  return done.outcome;
}

/** Gives a charge's money back through the one refund path (refunds.ts); the charge becomes `refunded` once given back in full. */
export async function refundTransaction(
  deps: BookingDeps,
  transaction: TransactionRecord,
  amount: string,
  reason: string,
): Promise<boolean> {
  try {
    const { refunded } = await refundBooking(deps, {
      bookingId: transaction.booking_id,
      cents: toCents(amount),
      reason,
      chargeId: transaction.id,
    });
    return refunded === toCents(amount);
  } catch (error) {
    deps.log.error({ err: error, transaction: transaction.id }, 'refund failed');
    return false;
  }
}
