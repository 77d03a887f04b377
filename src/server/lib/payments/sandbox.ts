import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { sandboxGatewayCheckouts, sandboxGatewayPayments } from '../../db/schema';
import type { PaymentBrand } from '../../../shared/constants';
import { cardBrandOf, CHANNEL_OF_BRAND, PAYMENT_CHANNELS, type PaymentChannel } from '../../../shared/paymentBrands';
import {
  checkoutIdOfResourcePath,
  classifyResultCode,
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

/** Where this server serves the sandbox's COPYandPAY-like widget script. */
export const SANDBOX_WIDGET_PATH = '/sandbox/v1/paymentWidgets.js';

export const SANDBOX_CARDS = {
  visa: '4111111111111111',
  master: '5555555555554444',
  /** A mada card (BIN 588845, on the published mada list): paid through the mada entity. */
  mada: '5888450000000003',
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

/** What the sandbox widget sends for one attempt: a card, or a simulated wallet's approval. */
export type SandboxWidgetPayment =
  | { brand: 'MADA' | 'VISA' | 'MASTER'; card: SandboxCard }
  | { brand: 'APPLEPAY'; approved: boolean }
  | { brand: 'STC_PAY'; mobile: string; otp: string };

/** The sandbox's STC Pay one-time code (its widget says so): any other code is refused like a wrong one. */
export const SANDBOX_STC_PAY_OTP = '123456';
/** OPPWA result codes the sandbox answers with for a refused attempt. */
export const SANDBOX_DECLINED = {
  card: '800.100.151',
  wallet: '100.396.101',
  otp: '800.100.402',
  brand: '100.100.700',
} as const;

export interface SandboxProvider extends PaymentProvider {
  /**
   * The widget's payment (issue 25 §1): pays a checkout as HyperPay's COPYandPAY does, with the brand the checkout's
   * channel takes, and answers the checkout's resourcePath; a refused attempt leaves the checkout failed.
   */
  payByWidget(checkoutId: string, payment: SandboxWidgetPayment): Promise<{ resourcePath: string; result: PaymentResult }>;
  /** A checkout's channel, amount and currency for the widget, or null for an unknown one. */
  widgetCheckout(checkoutId: string): Promise<{ channel: PaymentChannel; amount: string; currency: string; done: boolean } | null>;
  /**
   * The embedded hosted page's "pay" button. Only brand and last four digits leave this function. `db` lets
   * a caller's transaction carry the charge, so the booking's row stays locked from the check to the charge.
   */
  charge(checkoutId: string, card: SandboxCard, db?: Database): Promise<SandboxCharge>;
  /** Signs a notification body as the sandbox gateway would (tests, local tools). */
  sign(body: string): string;
}

/** A card's brand by its number: mada by its BIN first (src/shared/paymentBrands.ts), then VISA and MASTER. */
export function cardBrand(number: string): string {
  return cardBrandOf(number) ?? 'CARD';
}

export const SANDBOX_CHECKOUT_ID = /^sbx_[0-9a-f]{24}$/;

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
export function createSandboxProvider(secret: string, db: Database, publicUrl = ''): SandboxProvider {
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
    if (!charge && checkout.resultCode) {
      return {
        state: classifyResultCode(checkout.resultCode),
        paymentId: null,
        checkoutId,
        amount: checkout.amount,
        currency: checkout.currency,
        brand: null,
        last4: null,
        resultCode: checkout.resultCode,
        description: 'transaction declined in sandbox mode',
        raw: { checkoutId, result: { code: checkout.resultCode } },
      };
    }
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
    channels: PAYMENT_CHANNELS,
    async createCheckout(request: CheckoutRequest): Promise<Checkout> {
      const checkoutId = `sbx_${randomBytes(12).toString('hex')}`;
      await db.insert(sandboxGatewayCheckouts).values({
        id: checkoutId,
        amount: request.amount,
        currency: request.currency,
        merchantTransactionId: request.merchantTransactionId,
        channel: request.channel,
      });
      // As HyperPay's integration guide builds it from the checkout id, under the sandbox's own path of this server.
      return { checkoutId, widgetUrl: `${publicUrl}${SANDBOX_WIDGET_PATH}?checkoutId=${checkoutId}` };
    },

    async widgetCheckout(checkoutId) {
      if (!SANDBOX_CHECKOUT_ID.test(checkoutId)) return null;
      try {
        const result = await resultOf(db, checkoutId);
        const [row] = await db.select().from(sandboxGatewayCheckouts).where(eq(sandboxGatewayCheckouts.id, checkoutId));
        return {
          channel: row.channel as PaymentChannel,
          amount: row.amount,
          currency: row.currency,
          done: result.state !== 'pending',
        };
      } catch (error) {
        if (error instanceof UnknownCheckout) return null;
        throw error;
      }
    },

    async payByWidget(checkoutId, payment) {
      const resourcePath = `/v1/checkouts/${checkoutId}/payment`;
      return db.transaction(async (tx) => {
        // The checkout's row locked: two submissions of one widget settle one after the other, once.
        const [row] = await tx.select().from(sandboxGatewayCheckouts).where(eq(sandboxGatewayCheckouts.id, checkoutId)).for('update');
        if (!row) throw new UnknownCheckout(checkoutId);
        const before = await resultOf(tx, checkoutId);
        // Like a COPYandPAY checkout, one attempt: a paid or refused checkout answers what it answered.
        if (before.state !== 'pending') return { resourcePath, result: before };
        const refuse = async (code: string) => {
          await tx.update(sandboxGatewayCheckouts).set({ resultCode: code }).where(eq(sandboxGatewayCheckouts.id, checkoutId));
          return { resourcePath, result: await resultOf(tx, checkoutId) };
        };
        if (CHANNEL_OF_BRAND[payment.brand] !== row.channel) return refuse(SANDBOX_DECLINED.brand);
        let brand: string = payment.brand;
        let last4: string | null = null;
        if ('card' in payment) {
          // The card's own brand decides (a mada card is paid as MADA, whichever card brand was shown).
          brand = cardBrand(payment.card.number);
          if (payment.card.number === SANDBOX_CARDS.declined) return refuse(SANDBOX_DECLINED.card);
          if (CHANNEL_OF_BRAND[brand as PaymentBrand] !== row.channel) return refuse(SANDBOX_DECLINED.brand);
          last4 = payment.card.number.slice(-4);
        } else if (payment.brand === 'APPLEPAY') {
          if (!payment.approved) return refuse(SANDBOX_DECLINED.wallet);
        } else if (payment.otp !== SANDBOX_STC_PAY_OTP) return refuse(SANDBOX_DECLINED.otp);
        await tx
          .insert(sandboxGatewayPayments)
          .values({
            id: `sbxpay_${checkoutId.slice(4)}`,
            checkoutId,
            type: 'DB',
            amount: row.amount,
            currency: row.currency,
            brand,
            last4,
          })
          .onConflictDoNothing();
        return { resourcePath, result: await resultOf(tx, checkoutId) };
      });
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
