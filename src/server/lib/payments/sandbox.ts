import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { sandboxGatewayCheckouts, sandboxGatewayPayments } from '../../db/schema';
import {
  checkoutIdOfResourcePath,
  UnknownCheckout,
  type Checkout,
  type CheckoutRequest,
  type PaymentProvider,
  type PaymentResult,
  type RefundResult,
} from './provider';

export interface SandboxCard {
  number: string;
  expiryMonth: number;
  expiryYear: number;
  cvc: string;
  holder: string;
}

export const SANDBOX_CARDS = {
  visa: '4111111111111111',
  master: '5555555555554444',
  declined: '4000000000000002',
  /** Pays; a refund of its payment is refused the first two times, then goes through. */
  refundLate: '4000000000000317',
  /** Pays; a refund of its payment is always refused. */
  refundRefused: '4000000000000325',
} as const;

/** What the sandbox answers when it refuses a refund (OPPWA's "transaction declined by the issuer" family). */
export const SANDBOX_REFUND_REFUSED = '800.100.100';

export interface SandboxCharge {
  state: 'success' | 'failed';
  /** What the gateway now reports for the checkout (the one charge, if this or an earlier attempt made it). */
  result: PaymentResult | null;
  declineCode?: string;
}

export interface SandboxProvider extends PaymentProvider {
  /**
   * The embedded hosted page's "pay" button. Only brand and last four digits leave this function. `db` lets
   * a caller's transaction carry the charge, so the booking's row stays locked from the check to the charge.
   */
  charge(checkoutId: string, card: SandboxCard, db?: Database): Promise<SandboxCharge>;
  /** Signs a notification body as the sandbox gateway would (tests, local tools). */
  sign(body: string): string;
}

export function cardBrand(number: string): string {
  if (/^4/.test(number)) return 'VISA';
  if (/^(5[1-5]|2[2-7])/.test(number)) return 'MASTER';
  return 'CARD';
}

const SANDBOX_CHECKOUT_ID = /^sbx_[0-9a-f]{24}$/;

const refundDone = (refundId: string, paymentId: string, amount: string): RefundResult => ({
  state: 'success',
  refundId,
  resultCode: SUCCESS_CODE,
  raw: { id: refundId, paymentId, amount },
});
const SUCCESS_CODE = '000.100.110';

/**
 * The built-in test gateway. Like an external gateway it keeps its own records (sandbox_gateway_* tables),
 * so any app instance, before or after a restart, sees the same checkouts; a checkout it does not know is
 * an UnknownCheckout, never "pending". The payment id is derived from the checkout and a checkout has at
 * most one charge (primary key and a partial unique index), so it is charged at most once.
 */
export function createSandboxProvider(secret: string, db: Database): SandboxProvider {
  const sign = (body: string) => createHmac('sha256', `sandbox-webhook:${secret}`).update(body).digest('hex');

  async function resultOf(via: Database, checkoutId: string): Promise<PaymentResult> {
    const [found] = await via
      .select({ checkout: sandboxGatewayCheckouts, charge: sandboxGatewayPayments })
      .from(sandboxGatewayCheckouts)
      .leftJoin(
        sandboxGatewayPayments,
        and(eq(sandboxGatewayPayments.checkoutId, sandboxGatewayCheckouts.id), eq(sandboxGatewayPayments.type, 'DB')),
      )
      .where(eq(sandboxGatewayCheckouts.id, checkoutId));
    if (!found) throw new UnknownCheckout(checkoutId);
    const { checkout, charge } = found;
    if (!charge) {
      return {
        state: 'pending',
        paymentId: null,
        checkoutId,
        amount: checkout.amount,
        currency: checkout.currency,
        brand: null,
        last4: null,
        resultCode: '000.200.000',
        description: 'transaction pending',
        raw: { checkoutId },
      };
    }
    return {
      state: 'success',
      paymentId: charge.id,
      checkoutId,
      amount: charge.amount,
      currency: charge.currency,
      brand: charge.brand,
      last4: charge.last4,
      resultCode: SUCCESS_CODE,
      description: 'Request successfully processed in sandbox mode',
      raw: { id: charge.id, brand: charge.brand, last4: charge.last4 },
    };
  }

  return {
    name: 'sandbox',
    async createCheckout(request: CheckoutRequest): Promise<Checkout> {
      const checkoutId = `sbx_${randomBytes(12).toString('hex')}`;
      await db.insert(sandboxGatewayCheckouts).values({
        id: checkoutId,
        amount: request.amount,
        currency: request.currency,
        merchantTransactionId: request.merchantTransactionId,
      });
      return { checkoutId };
    },

    async charge(checkoutId, card, via = db) {
      const before = await resultOf(via, checkoutId);
      if (before.state === 'success') return { state: 'success', result: before };
      if (card.number === SANDBOX_CARDS.declined) return { state: 'failed', result: null, declineCode: 'card_declined' };
      await via
        .insert(sandboxGatewayPayments)
        .values({
          id: `sbxpay_${checkoutId.slice(4)}`,
          checkoutId,
          type: 'DB',
          amount: before.amount ?? '0',
          currency: before.currency ?? 'SAR',
          brand: cardBrand(card.number),
          last4: card.number.slice(-4),
        })
        .onConflictDoNothing();
      return { state: 'success', result: await resultOf(via, checkoutId) };
    },

    async getPaymentResult(reference) {
      const checkoutId = reference.checkoutId ?? checkoutIdOfResourcePath(reference.resourcePath ?? '') ?? '';
      return resultOf(db, checkoutId);
    },

    async refund(request): Promise<RefundResult> {
      const [charge] = await db
        .select()
        .from(sandboxGatewayPayments)
        .where(and(eq(sandboxGatewayPayments.id, request.paymentId), eq(sandboxGatewayPayments.type, 'DB')));
      if (!charge)
        return {
          state: 'failed',
          refundId: null,
          resultCode: '700.400.200',
          raw: { paymentId: request.paymentId, description: 'no such payment' },
        };
      const refused = (description: string): RefundResult => ({
        state: 'failed',
        refundId: null,
        resultCode: SANDBOX_REFUND_REFUSED,
        raw: { paymentId: request.paymentId, description },
      });
      // The test cards whose refunds fail (README, docs/operations.md): counted in the gateway's own row, so
      // every instance sees the same count.
      if (charge.last4 === SANDBOX_CARDS.refundRefused.slice(-4)) return refused('refund refused (test card)');
      if (charge.last4 === SANDBOX_CARDS.refundLate.slice(-4)) {
        const counted = await db
          .update(sandboxGatewayPayments)
          .set({ refundRefusals: sql`${sandboxGatewayPayments.refundRefusals} + 1` })
          .where(and(eq(sandboxGatewayPayments.id, charge.id), lt(sandboxGatewayPayments.refundRefusals, 2)))
          .returning({ id: sandboxGatewayPayments.id });
        if (counted.length) return refused('refund refused for now (test card)');
      }
      const refundId = `sbxref_${randomBytes(8).toString('hex')}`;
      await db.insert(sandboxGatewayPayments).values({
        id: refundId,
        checkoutId: charge.checkoutId,
        type: 'RF',
        amount: request.amount,
        currency: request.currency,
        refundOf: charge.id,
        merchantTransactionId: request.merchantTransactionId,
      });
      return refundDone(refundId, request.paymentId, request.amount);
    },

    async findRefund({ merchantTransactionId }) {
      const [found] = await db
        .select()
        .from(sandboxGatewayPayments)
        .where(and(eq(sandboxGatewayPayments.merchantTransactionId, merchantTransactionId), eq(sandboxGatewayPayments.type, 'RF')))
        .limit(1);
      return found ? refundDone(found.id, found.refundOf ?? '', found.amount) : null;
    },

    async verifyNotification(body, headers) {
      const signature = headers['x-sandbox-signature'];
      if (typeof signature !== 'string' || !/^[0-9a-f]{64}$/.test(signature)) return null;
      if (!timingSafeEqual(Buffer.from(sign(body), 'hex'), Buffer.from(signature, 'hex'))) return null;
      let payload: unknown;
      try {
        payload = JSON.parse(body);
      } catch {
        return null;
      }
      // Signed is not the same as well formed: every field is checked before it is used.
      if (typeof payload !== 'object' || payload === null || Array.isArray(payload)) return null;
      const { checkoutId } = payload as Record<string, unknown>;
      if (typeof checkoutId !== 'string' || !SANDBOX_CHECKOUT_ID.test(checkoutId)) return null;
      try {
        return await resultOf(db, checkoutId);
      } catch (error) {
        if (error instanceof UnknownCheckout) return null;
        throw error;
      }
    },
    sign,
  };
}
