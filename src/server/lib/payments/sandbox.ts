import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Checkout, CheckoutRequest, PaymentProvider, PaymentResult, RefundResult } from './provider';

export interface SandboxCard {
  number: string;
  expiryMonth: number;
  expiryYear: number;
  cvc: string;
  holder: string;
}

export const SANDBOX_CARDS = { visa: '4111111111111111', master: '5555555555554444', declined: '4000000000000002' } as const;

export interface SandboxCharge {
  state: 'success' | 'failed';
  paymentId: string | null;
  brand: string;
  last4: string;
  declineCode?: string;
}

export interface SandboxProvider extends PaymentProvider {
  /** The embedded hosted page's "pay" button. Only brand and last four digits leave this function. */
  charge(checkoutId: string, card: SandboxCard): SandboxCharge;
  /** Signs a notification body as the sandbox gateway would (tests, local tools). */
  sign(body: string): string;
}

export function cardBrand(number: string): string {
  if (/^4/.test(number)) return 'VISA';
  if (/^(5[1-5]|2[2-7])/.test(number)) return 'MASTER';
  return 'CARD';
}

interface SandboxCheckout {
  amount: string;
  currency: string;
  result: PaymentResult | null;
}

/**
 * The built-in test gateway. Its state lives in memory (a restart forgets unpaid checkouts, as a real
 * gateway's session would expire); the payment id is derived from the checkout so one checkout is
 * charged at most once.
 */
export function createSandboxProvider(secret: string): SandboxProvider {
  const checkouts = new Map<string, SandboxCheckout>();
  const sign = (body: string) => createHmac('sha256', `sandbox-webhook:${secret}`).update(body).digest('hex');
  const pendingResult = (checkoutId: string, checkout?: SandboxCheckout): PaymentResult => ({
    state: 'pending', paymentId: null, checkoutId, amount: checkout?.amount ?? null, currency: checkout?.currency ?? null, brand: null, last4: null,
    resultCode: '000.200.000', description: 'transaction pending', raw: { checkoutId },
  });

  return {
    name: 'sandbox',
    async createCheckout(request: CheckoutRequest): Promise<Checkout> {
      const checkoutId = `sbx_${randomBytes(12).toString('hex')}`;
      checkouts.set(checkoutId, { amount: request.amount, currency: request.currency, result: null });
      return { checkoutId };
    },

    charge(checkoutId, card) {
      const checkout = checkouts.get(checkoutId);
      const brand = cardBrand(card.number);
      const last4 = card.number.slice(-4);
      if (checkout?.result?.state === 'success') return { state: 'success', paymentId: checkout.result.paymentId, brand, last4 };
      if (card.number === SANDBOX_CARDS.declined) return { state: 'failed', paymentId: null, brand, last4, declineCode: 'card_declined' };
      const paymentId = `sbxpay_${checkoutId.slice(4)}`;
      const result: PaymentResult = {
        state: 'success', paymentId, checkoutId, amount: checkout?.amount ?? null, currency: checkout?.currency ?? null, brand, last4,
        resultCode: '000.100.110', description: 'Request successfully processed in sandbox mode', raw: { id: paymentId, brand, last4 },
      };
      if (checkout) checkout.result = result;
      return { state: 'success', paymentId, brand, last4 };
    },

    async getPaymentResult(reference) {
      const checkoutId = reference.checkoutId ?? reference.resourcePath?.split('/').filter(Boolean).at(-2) ?? '';
      const checkout = checkouts.get(checkoutId);
      return checkout?.result ?? pendingResult(checkoutId, checkout);
    },

    async refund(request): Promise<RefundResult> {
      const refundId = `sbxref_${randomBytes(8).toString('hex')}`;
      return { state: 'success', refundId, resultCode: '000.100.110', raw: { id: refundId, paymentId: request.paymentId, amount: request.amount } };
    },

    verifyNotification(body, headers) {
      const signature = headers['x-sandbox-signature'];
      if (typeof signature !== 'string' || !/^[0-9a-f]{64}$/.test(signature)) return null;
      if (!timingSafeEqual(Buffer.from(sign(body), 'hex'), Buffer.from(signature, 'hex'))) return null;
      try {
        const payload = JSON.parse(body) as { checkoutId?: string };
        const checkout = payload.checkoutId ? checkouts.get(payload.checkoutId) : undefined;
        return checkout?.result ?? (payload.checkoutId ? pendingResult(payload.checkoutId, checkout) : null);
      } catch {
        return null;
      }
    },
    sign,
  };
}
