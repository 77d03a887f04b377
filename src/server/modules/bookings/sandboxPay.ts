import type { SandboxPayBody } from '../../../shared/schemas/booking';
import { AppError, Conflict, NotFound, text, ValidationFailed, type Text } from '../../lib/errors';
import { UnknownCheckout } from '../../lib/payments/provider';
import type { SandboxProvider } from '../../lib/payments/sandbox';
import type { BookingDeps } from './context';
import type { BookingService } from './service';
import { completeWithin, finishCompletion } from './completion';
import { findTransaction } from './transactions';

export function luhnValid(number: string): boolean {
  if (!/^\d{12,19}$/.test(number)) return false;
  let sum = 0;
  for (let i = 0; i < number.length; i += 1) {
    let digit = Number(number[number.length - 1 - i]);
    if (i % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return sum % 10 === 0;
}

function checkCard(body: SandboxPayBody, now: Date) {
  const errors: Record<string, Text[]> = {};
  const number = body.card_number.replace(/[\s-]/g, '');
  if (!luhnValid(number)) errors.card_number = [text('booking.cardNumber')];
  const year = body.expiry_year < 100 ? 2000 + body.expiry_year : body.expiry_year;
  if (year < now.getUTCFullYear() || (year === now.getUTCFullYear() && body.expiry_month < now.getUTCMonth() + 1))
    errors.expiry_month = [text('booking.cardExpired')];
  if (!/^\d{3}$/.test(body.cvc)) errors.cvc = [text('booking.cvc')];
  if (Object.keys(errors).length) throw new ValidationFailed(errors);
  return { number, expiryMonth: body.expiry_month, expiryYear: year, cvc: body.cvc, holder: body.holder };
}

/**
 * The sandbox's hosted card form. The check and the charge run in one transaction with the booking's row
 * locked: a second tab waits, then finds the booking paid and is told so; its card is never charged.
 * Anything but a completed payment is a 4xx that says what happened, never a 200 with nothing paid.
 */
export function createSandboxPay(deps: BookingDeps, bookings: BookingService) {
  return async function sandboxPay(userId: number, bookingId: number, body: SandboxPayBody) {
    const provider = deps.provider as SandboxProvider;
    if (provider.name !== 'sandbox') throw new NotFound();
    const card = checkCard(body, deps.clock.now());
    const done = await deps.db.transaction(async (tx) => {
      const record = await bookings.owned(userId, bookingId, tx, true);
      const transaction = await findTransaction(deps, { checkoutId: body.checkout_id }, tx);
      if (!transaction || transaction.booking_id !== record.id || transaction.kind === 'refund')
        throw new ValidationFailed({ checkout_id: [text('booking.checkoutUnknown')] });
      const paidAlready = text(transaction.kind === 'extra' ? 'booking.extrasAlreadyPaid' : 'booking.alreadyPaid');
      if (transaction.status === 'success') throw new Conflict(paidAlready);
      if (transaction.status !== 'pending') throw new Conflict(text('booking.checkoutClosed'));
      if (transaction.kind === 'booking') {
        if (record.status === 'paid' || record.status === 'completed') throw new Conflict(paidAlready);
        if (record.status !== 'confirmed' || !record.hold_expires_at || new Date(record.hold_expires_at) <= deps.clock.now()) {
          throw new Conflict(
            text(record.status === 'confirmed' || record.status === 'expired' ? 'booking.holdExpired' : 'booking.notPayable'),
          );
        }
      } else if (record.status !== 'paid') {
        throw new Conflict(text('booking.extrasNeedPaid'));
      }
      let charge;
      try {
        charge = await provider.charge(body.checkout_id, card, tx);
      } catch (error) {
        if (error instanceof UnknownCheckout) throw new Conflict(text('booking.checkoutNotAtGateway'));
        throw error;
      }
      if (charge.state === 'failed' || !charge.result?.paymentId)
        throw new AppError(402, { detail: text('booking.declined'), decline_code: charge.declineCode ?? 'card_declined' });
      return completeWithin(tx, deps, { ...charge.result, checkoutId: body.checkout_id });
    });
    await finishCompletion(deps, done);
    if (done.outcome !== 'paid') throw new Conflict(text('booking.checkoutClosed'));
    return bookings.paidState(userId, bookingId);
  };
}
