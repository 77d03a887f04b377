import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Language } from '../../../shared/constants';
import type { SandboxPayBody } from '../../../shared/schemas/booking';
import type { CreateCheckoutBody } from '../../../shared/schemas/payments';
import { AppError, Conflict, NotFound, ServiceUnavailable, ValidationFailed } from '../../lib/errors';
import { GatewayError, type PaymentResult } from '../../lib/payments/provider';
import type { SandboxProvider } from '../../lib/payments/sandbox';
import { rows } from '../catalogue/sql';
import type { BookingDeps } from '../bookings/context';
import { bm } from '../bookings/messages';
import { toCents, toMoney } from '../../../shared/money';
import type { BookingService } from '../bookings/service';
import { ticketsOf, unpaidCents } from '../bookings/view';
import { completePayment, findTransaction, transactionColumns, type TransactionRecord } from './completion';

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

const publicTransaction = (t: TransactionRecord) => ({
  id: t.id, checkout_id: t.checkout_id, amount: t.amount, currency: t.currency, status: t.status, kind: t.kind, booking_id: t.booking_id,
  brand: t.brand, last4: t.last4, created_at: t.created_at, verified_at: t.verified_at,
});

export function createPaymentService(deps: BookingDeps, bookings: BookingService) {
  const { db, provider } = deps;

  /** Applies what the gateway says about a transaction; success goes through the one completion step. */
  async function apply(transaction: TransactionRecord, result: PaymentResult) {
    if (result.state === 'success' && result.paymentId) await completePayment(deps, { ...result, checkoutId: transaction.checkout_id });
    else if (result.state === 'failed') {
      await db.execute(sql`UPDATE payment_transactions SET status = 'failed', result_code = ${result.resultCode},
        verified_at = ${deps.clock.now().toISOString()}::timestamptz WHERE id = ${transaction.id}::int AND status = 'pending'`);
    }
    return (await findTransaction(deps, { id: transaction.id }))!;
  }

  const answer = (transaction: TransactionRecord) => ({
    success: transaction.status === 'success',
    status: (transaction.status === 'refunded' ? 'failed' : transaction.status) as 'success' | 'failed' | 'pending',
    transaction: publicTransaction(transaction),
  });

  return {
    async createCheckout(userId: number, body: CreateCheckoutBody, lang: Language) {
      const record = await bookings.owned(userId, body.booking_id);
      const kind = body.kind ?? 'booking';
      const now = deps.clock.now();
      let amount: number;
      if (kind === 'booking') {
        if (record.status !== 'confirmed' && record.status !== 'expired') throw new Conflict(bm(lang, 'notPayable'));
        if (record.status === 'expired' || !record.hold_expires_at || new Date(record.hold_expires_at) <= now) throw new Conflict(bm(lang, 'holdExpired'));
        amount = toCents(record.total) - toCents(record.paid);
      } else {
        if (record.status !== 'paid') throw new Conflict(bm(lang, 'extrasNeedPaid'));
        amount = unpaidCents(record, (await ticketsOf(db, [record.id])).get(record.id) ?? []);
      }
      if (amount <= 0) throw new Conflict(bm(lang, 'nothingToPay'));
      const channel = body.brand === 'MADA' ? 'mada' : 'card';
      let checkout;
      try {
        checkout = await provider.createCheckout({ amount: toMoney(amount), currency: record.currency, merchantTransactionId: `${record.code}-${now.getTime()}`, channel });
      } catch (error) {
        if (error instanceof GatewayError) throw new ServiceUnavailable(bm(lang, 'gatewayDown'));
        throw error;
      }
      await db.transaction(async (tx) => {
        const [created] = await rows<{ id: number }>(tx, sql`INSERT INTO payment_transactions (provider, checkout_id, booking_id, amount, currency, status, kind, raw, created_at)
          VALUES (${provider.name}, ${checkout.checkoutId}, ${record.id}::int, ${toMoney(amount)}::numeric, ${record.currency}, 'pending', ${kind}::payment_kind,
            ${JSON.stringify({ channel })}::jsonb, ${now.toISOString()}::timestamptz) RETURNING id`);
        if (kind === 'extra') {
          await tx.execute(sql`UPDATE booking_tickets SET payment_transaction_id = ${created.id}::int WHERE booking_id = ${record.id}::int AND is_extra AND paid_at IS NULL`);
        }
      });
      return {
        success: true, checkout_id: checkout.checkoutId, provider: provider.name, amount: toMoney(amount), currency: record.currency,
        ...(checkout.widgetUrl ? { payment_widget_url: checkout.widgetUrl } : {}),
      };
    },

    async verify(userId: number, query: { resourcePath?: string; checkout_id?: string }, lang: Language) {
      let checkoutId = query.checkout_id;
      // Only the gateway's own relative path: a resourcePath is user input and must never point elsewhere.
      if (query.resourcePath !== undefined && !/^\/v1\/checkouts\/[\w.-]+\/payment$/.test(query.resourcePath)) {
        throw new ValidationFailed({ resourcePath: [bm(lang, 'paymentUnknown')] });
      }
      if (!checkoutId && query.resourcePath) checkoutId = /^\/v1\/checkouts\/([\w.-]+)\/payment$/.exec(query.resourcePath)?.[1];
      if (!checkoutId) throw new ValidationFailed({ checkout_id: [bm(lang, 'paymentUnknown')] });
      const transaction = await findTransaction(deps, { checkoutId });
      if (!transaction || transaction.kind === 'refund') throw new NotFound();
      await bookings.owned(userId, transaction.booking_id);
      if (transaction.status !== 'pending') return answer(transaction);
      try {
        const result = await provider.getPaymentResult({ checkoutId, resourcePath: query.resourcePath, channel: transaction.channel });
        return answer(await apply(transaction, result));
      } catch (error) {
        if (error instanceof GatewayError) throw new ServiceUnavailable(bm(lang, 'gatewayDown'));
        throw error;
      }
    },

    /** 200 only for a notification the provider's adapter verified; replays are recognised by their hash. */
    async webhook(body: string, headers: Record<string, string | string[] | undefined>) {
      const result = provider.verifyNotification(body, headers);
      // The signature headers are part of the key: a forged copy of a real body must not make the real one look like a replay.
      const signature = ['x-initialization-vector', 'x-authentication-tag', 'x-sandbox-signature'].map((name) => String(headers[name] ?? '')).join(':');
      const hash = createHash('sha256').update(`${signature}:${body}`).digest('hex');
      const [fresh] = await rows<{ id: number }>(db, sql`INSERT INTO gateway_notifications (provider, payload_hash, verified, received_at)
        VALUES (${provider.name}, ${hash}, ${result !== null}, ${deps.clock.now().toISOString()}::timestamptz) ON CONFLICT (payload_hash) DO NOTHING RETURNING id`);
      if (!result) throw new AppError(400, { detail: 'Notification could not be verified.' });
      if (!fresh) return { received: true, duplicate: true };
      const transaction = result.checkoutId ? await findTransaction(deps, { checkoutId: result.checkoutId }) : result.paymentId ? await findTransaction(deps, { paymentId: result.paymentId }) : null;
      if (transaction && transaction.status === 'pending') await apply(transaction, result);
      await db.execute(sql`UPDATE gateway_notifications SET processed = true WHERE id = ${fresh.id}::int`);
      return { received: true, duplicate: false };
    },

    /** The sandbox's hosted card form. Only brand and last four digits are ever kept. */
    async sandboxPay(userId: number, bookingId: number, body: SandboxPayBody, lang: Language) {
      if (provider.name !== 'sandbox') throw new NotFound();
      const errors: Record<string, string[]> = {};
      const number = body.card_number.replace(/[\s-]/g, '');
      if (!luhnValid(number)) errors.card_number = [bm(lang, 'cardNumber')];
      const now = deps.clock.now();
      const year = body.expiry_year < 100 ? 2000 + body.expiry_year : body.expiry_year;
      if (year < now.getUTCFullYear() || (year === now.getUTCFullYear() && body.expiry_month < now.getUTCMonth() + 1)) errors.expiry_month = [bm(lang, 'cardExpired')];
      if (!/^\d{3}$/.test(body.cvc)) errors.cvc = [bm(lang, 'cvc')];
      if (Object.keys(errors).length) throw new ValidationFailed(errors);
      const record = await bookings.owned(userId, bookingId);
      const transaction = await findTransaction(deps, { checkoutId: body.checkout_id });
      if (!transaction || transaction.booking_id !== record.id || transaction.kind === 'refund') throw new ValidationFailed({ checkout_id: [bm(lang, 'checkoutUnknown')] });
      if (transaction.status === 'pending') {
        if (transaction.kind === 'booking' && (record.status !== 'confirmed' || !record.hold_expires_at || new Date(record.hold_expires_at) <= now)) {
          throw new Conflict(bm(lang, record.status === 'paid' ? 'notPayable' : 'holdExpired'));
        }
        const charge = (provider as SandboxProvider).charge(body.checkout_id, { number, expiryMonth: body.expiry_month, expiryYear: year, cvc: body.cvc, holder: body.holder });
        if (charge.state === 'failed') throw new AppError(402, { detail: bm(lang, 'declined'), decline_code: charge.declineCode ?? 'card_declined' });
        await apply(transaction, await provider.getPaymentResult({ checkoutId: body.checkout_id, channel: transaction.channel }));
      }
      return bookings.paidState(userId, bookingId);
    },

    /** Asks the gateway about payments still pending (the shopper may never have come back). */
    async reconcile(limit = 50) {
      const cutoff = new Date(deps.clock.now().getTime() - 60_000).toISOString();
      const pending = await rows<TransactionRecord>(db, sql`SELECT ${transactionColumns} FROM payment_transactions t
        WHERE t.status = 'pending' AND t.kind <> 'refund' AND t.created_at <= ${cutoff}::timestamptz ORDER BY t.created_at LIMIT ${limit}::int`);
      let settled = 0;
      for (const transaction of pending) {
        try {
          const after = await apply(transaction, await provider.getPaymentResult({ checkoutId: transaction.checkout_id, channel: transaction.channel }));
          if (after.status !== 'pending') settled += 1;
        } catch (error) {
          deps.log.error({ err: error, transaction: transaction.id }, 'reconciliation failed');
        }
      }
      return settled;
    },
  };
}

export type PaymentService = ReturnType<typeof createPaymentService>;
