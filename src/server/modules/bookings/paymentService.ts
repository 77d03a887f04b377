import { createHash } from 'node:crypto';
import { AppError, Conflict, NotFound, ServiceUnavailable, text, ValidationFailed } from '../../lib/errors';
import { checkoutIdOfResourcePath, GatewayError, UnknownCheckout, type PaymentResult } from '../../lib/payments/provider';
import type { BookingDeps } from './context';
import type { BookingService } from './service';
import { createCheckoutFlow } from './checkout';
import { completePayment } from './completion';
import { createSandboxPay } from './sandboxPay';
import { closeCheckout, notificationProcessed, pendingCheckouts, recordNotification } from './store';
import { findTransaction, type TransactionRecord } from './transactions';

const publicTransaction = (t: TransactionRecord) => ({
  id: t.id,
  checkout_id: t.checkout_id,
  amount: t.amount,
  currency: t.currency,
  status: t.status,
  kind: t.kind,
  booking_id: t.booking_id,
  brand: t.brand,
  last4: t.last4,
  created_at: t.created_at,
  verified_at: t.verified_at,
});

export function createPaymentService(deps: BookingDeps, bookings: BookingService) {
  const { db, provider } = deps;

  /** Applies what the gateway says about a transaction; success goes through the one completion step. */
  async function apply(transaction: TransactionRecord, result: PaymentResult) {
    if (result.state === 'success' && result.paymentId) await completePayment(deps, { ...result, checkoutId: transaction.checkout_id });
    else if (result.state === 'failed') {
      await closeCheckout(db, transaction.id, result.resultCode, deps.clock.now());
    }
    return (await findTransaction(deps, { id: transaction.id }))!;
  }

  const answer = (transaction: TransactionRecord) => ({
    success: transaction.status === 'success',
    status: (transaction.status === 'refunded' ? 'failed' : transaction.status) as 'success' | 'failed' | 'pending',
    transaction: publicTransaction(transaction),
  });

  return {
    createCheckout: createCheckoutFlow(deps, bookings, apply),

    async verify(userId: number, query: { resourcePath?: string; checkout_id?: string }) {
      const fromPath = query.resourcePath === undefined ? undefined : checkoutIdOfResourcePath(query.resourcePath);
      if (fromPath === null) throw new ValidationFailed({ resourcePath: [text('booking.paymentUnknown')] });
      const checkoutId = query.checkout_id ?? fromPath;
      if (!checkoutId) throw new ValidationFailed({ checkout_id: [text('booking.paymentUnknown')] });
      const transaction = await findTransaction(deps, { checkoutId });
      // Another guest's checkout is as unknown as one that does not exist.
      const mine =
        transaction &&
        transaction.kind !== 'refund' &&
        (await bookings.owned(userId, transaction.booking_id).then(
          () => true,
          () => false,
        ));
      if (!transaction || !mine) throw new NotFound(text('booking.paymentUnknown'));
      // A failed checkout is asked about again: a payment made on a replaced checkout must be found (and refunded).
      if (transaction.status !== 'pending' && transaction.status !== 'failed') return answer(transaction);
      try {
        const result = await provider.getPaymentResult({ checkoutId, channel: transaction.channel });
        return answer(await apply(transaction, result));
      } catch (error) {
        if (error instanceof GatewayError) throw new ServiceUnavailable(text('booking.gatewayDown'));
        if (error instanceof UnknownCheckout) throw new Conflict(text('booking.checkoutNotAtGateway'));
        throw error;
      }
    },

    /** 200 only for a notification the provider's adapter verified; replays are recognised by their hash. */
    async webhook(body: string, headers: Record<string, string | string[] | undefined>) {
      const result = await provider.verifyNotification(body, headers);
      // The signature headers are part of the key: a forged copy of a real body must not make the real one look like a replay.
      const signature = ['x-initialization-vector', 'x-authentication-tag', 'x-sandbox-signature']
        .map((name) => String(headers[name] ?? ''))
        .join(':');
      const hash = createHash('sha256').update(`${signature}:${body}`).digest('hex');
      const fresh = await recordNotification(db, { provider: provider.name, hash, verified: result !== null, at: deps.clock.now() });
      if (!result) throw new AppError(400, { detail: 'Notification could not be verified.' });
      if (fresh === null) return { received: true, duplicate: true };
      const transaction = result.checkoutId
        ? await findTransaction(deps, { checkoutId: result.checkoutId })
        : result.paymentId
          ? await findTransaction(deps, { paymentId: result.paymentId })
          : null;
      // A superseded (failed) checkout is applied too: money taken for it must be refunded, never kept unnoticed.
      if (transaction && (transaction.status === 'pending' || transaction.status === 'failed')) await apply(transaction, result);
      await notificationProcessed(db, fresh);
      return { received: true, duplicate: false };
    },

    sandboxPay: createSandboxPay(deps, bookings),

    /** Asks the gateway about payments still pending (the shopper may never have come back). */
    async reconcile(limit = 50) {
      const pending = await pendingCheckouts(db, new Date(deps.clock.now().getTime() - 60_000), limit);
      let settled = 0;
      for (const transaction of pending) {
        try {
          const after = await apply(
            transaction,
            await provider.getPaymentResult({ checkoutId: transaction.checkout_id, channel: transaction.channel }),
          );
          if (after.status !== 'pending') settled += 1;
        } catch (error) {
          if (error instanceof UnknownCheckout) {
            // Nothing can ever be paid on it: closed, so it stops blocking a new checkout and is not asked about again.
            await closeCheckout(db, transaction.id, 'unknown_at_gateway');
            settled += 1;
            continue;
          }
          deps.log.error({ err: error, transaction: transaction.id }, 'reconciliation failed');
        }
      }
      return settled;
    },
  };
}

export type PaymentService = ReturnType<typeof createPaymentService>;
