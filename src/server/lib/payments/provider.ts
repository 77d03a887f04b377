/**
 * One interface for every payment gateway. Services never talk to a gateway directly, so the sandbox
 * (tests, fresh installs) and HyperPay (production) are interchangeable.
 */
import type { PaymentChannel } from '../../../shared/paymentBrands';

export type PaymentState = 'success' | 'pending' | 'failed';
/** Which acquiring entity a payment goes through (HyperPay: mada, VISA/MASTER, Apple Pay, STC Pay: one each). */
export type { PaymentChannel };

export interface CheckoutRequest {
  amount: string;
  currency: string;
  merchantTransactionId: string;
  channel: PaymentChannel;
}

export interface Checkout {
  checkoutId: string;
  /** The COPYandPAY-like widget script that draws the payment form for this checkout (`…/paymentWidgets.js?checkoutId=…`). */
  widgetUrl: string;
}

export interface PaymentResult {
  state: PaymentState;
  /** The gateway's own id of the payment: what completion is keyed by. Null while nothing was charged. */
  paymentId: string | null;
  checkoutId: string | null;
  amount: string | null;
  currency: string | null;
  brand: string | null;
  last4: string | null;
  resultCode: string;
  description: string;
  /** The gateway's answer without card data, kept for audits. */
  raw: Record<string, unknown>;
}

export interface RefundResult {
  state: PaymentState;
  refundId: string | null;
  resultCode: string;
  raw: Record<string, unknown>;
}

export interface RefundRequest {
  paymentId: string;
  amount: string;
  currency: string;
  channel: PaymentChannel;
  merchantTransactionId: string;
}

export interface PaymentReference {
  checkoutId?: string;
  resourcePath?: string;
  channel: PaymentChannel;
}

export interface PaymentProvider {
  readonly name: 'sandbox' | 'hyperpay';
  /** The channels this installation can take (a HyperPay wallet without its entity id is not offered). */
  readonly channels: readonly PaymentChannel[];
  createCheckout(request: CheckoutRequest): Promise<Checkout>;
  getPaymentResult(reference: PaymentReference): Promise<PaymentResult>;
  /**
   * Gives `amount` of a payment back. `merchantTransactionId` is the app's own reference of the refund (the same on
   * every attempt): what findRefund looks it up by when an answer was lost.
   */
  refund(request: RefundRequest): Promise<RefundResult>;
  /**
   * The refund the gateway made under this merchant reference (its final state), or null when it made none: a
   * refund whose answer was lost (a time-out) is reconciled with this before it is ever sent again.
   */
  findRefund(reference: { merchantTransactionId: string; channel: PaymentChannel }): Promise<RefundResult | null>;
  /**
   * The payment a notification reports, or null when it cannot be verified (tampered, wrong key, unknown
   * format, a field of the wrong type, a checkout the gateway does not know).
   */
  verifyNotification(body: string, headers: Record<string, string | string[] | undefined>): Promise<PaymentResult | null>;
}

export class GatewayError extends Error {
  constructor(
    message: string,
    readonly resultCode?: string,
  ) {
    super(message);
    this.name = 'GatewayError';
  }
}

/**
 * The checkout id of a result page's resourcePath: the checkout's own path, with or without the trailing
 * `/payment` (clients of the original API send both). Anything else (another host, `..`) is null: a
 * resourcePath is user input and must never make the server call elsewhere.
 */
export function checkoutIdOfResourcePath(resourcePath: string): string | null {
  return /^\/v1\/checkouts\/([\w.-]{1,128})(\/payment)?$/.exec(resourcePath)?.[1] ?? null;
}

/** The gateway has no such checkout: nothing can be paid on it (never a reason to answer "pending"). */
export class UnknownCheckout extends Error {
  constructor(readonly checkoutId: string) {
    super(`The gateway does not know checkout ${checkoutId}`);
    this.name = 'UnknownCheckout';
  }
}

/** OPPWA result codes: success, pending (review/async), everything else failed. */
export function classifyResultCode(code: string): PaymentState {
  if (/^(000\.000\.|000\.100\.1|000\.[36])/.test(code)) return 'success';
  if (/^(000\.200)/.test(code)) return 'pending';
  return 'failed';
}

/** Strips anything that could be card data before a gateway answer is stored. */
export function withoutCardData(raw: Record<string, unknown>): Record<string, unknown> {
  const { card, customer: _customer, ...rest } = raw;
  if (card && typeof card === 'object') {
    const { last4Digits, expiryMonth, expiryYear } = card as Record<string, unknown>;
    return { ...rest, card: { last4Digits, expiryMonth, expiryYear } };
  }
  return rest;
}
