import { createDecipheriv } from 'node:crypto';
import type { HyperPayConfig } from '../../config';
import { PAYMENT_CHANNELS } from '../../../shared/paymentBrands';
import {
  checkoutIdOfResourcePath,
  classifyResultCode,
  GatewayError,
  withoutCardData,
  type Checkout,
  type CheckoutRequest,
  type PaymentChannel,
  type PaymentProvider,
  type PaymentResult,
  type RefundResult,
} from './provider';
import { readOppwaAnswer, type OppwaAnswer } from './oppwaAnswer';

/** HyperPay COPYandPAY (OPPWA): checkouts, payment results, refunds, AES-256-GCM notifications. */
export function createHyperPayProvider(config: HyperPayConfig, fetchImpl: typeof fetch = fetch): PaymentProvider {
  // Each brand's payments go through its own entity (HyperPay's requirement): mada, VISA/MASTER, Apple Pay, STC Pay.
  const entityFor = (channel: PaymentChannel) => {
    const entity = config.entityIds[channel];
    if (!entity) throw new GatewayError(`No HyperPay entity is configured for ${channel}`);
    return entity;
  };

  async function call(method: 'GET' | 'POST', path: string, form?: Record<string, string>): Promise<OppwaAnswer> {
    let response: Response;
    try {
      response = await fetchImpl(`${config.baseUrl}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${config.accessToken}`,
          ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
        },
        body: form ? new URLSearchParams(form).toString() : undefined,
        signal: AbortSignal.timeout(15_000),
      });
    } catch (error) {
      throw new GatewayError(`HyperPay unreachable: ${(error as Error).message}`);
    }
    const text = await response.text();
    let answer: OppwaAnswer | null;
    try {
      answer = readOppwaAnswer(JSON.parse(text));
    } catch {
      throw new GatewayError(`HyperPay answered ${response.status} without JSON`);
    }
    if (!answer) throw new GatewayError(`HyperPay answered ${response.status} with fields of unexpected types`);
    return answer;
  }

  const toResult = (answer: OppwaAnswer): PaymentResult => {
    const resultCode = answer.result?.code ?? '';
    const state = classifyResultCode(resultCode);
    return {
      state,
      paymentId: state === 'failed' && !answer.id ? null : (answer.id ?? null),
      checkoutId: answer.ndc ?? null,
      amount: answer.amount ?? null,
      currency: answer.currency ?? null,
      brand: answer.paymentBrand ?? null,
      last4: answer.card?.last4Digits ?? null,
      resultCode,
      description: answer.result?.description ?? '',
      raw: withoutCardData(answer),
    };
  };

  return {
    name: 'hyperpay',
    channels: PAYMENT_CHANNELS.filter((channel) => !!config.entityIds[channel]),
    async createCheckout(request: CheckoutRequest): Promise<Checkout> {
      const answer = await call('POST', '/v1/checkouts', {
        entityId: entityFor(request.channel),
        amount: request.amount,
        currency: request.currency,
        paymentType: 'DB',
        merchantTransactionId: request.merchantTransactionId,
      });
      const code = answer.result?.code ?? '';
      if (!answer.id || !/^000\.200\.100/.test(code))
        throw new GatewayError(`HyperPay refused the checkout: ${code} ${answer.result?.description ?? ''}`, code);
      return { checkoutId: answer.id, widgetUrl: `${config.baseUrl}/v1/paymentWidgets.js?checkoutId=${encodeURIComponent(answer.id)}` };
    },

    async getPaymentResult(reference) {
      // Always the checkout's own payment path: a resourcePath is user input and must never point elsewhere.
      const checkoutId = reference.checkoutId ?? checkoutIdOfResourcePath(reference.resourcePath ?? '');
      if (!checkoutId) throw new GatewayError('Invalid resourcePath');
      const path = `/v1/checkouts/${encodeURIComponent(checkoutId)}/payment`;
      const result = toResult(await call('GET', `${path}?entityId=${encodeURIComponent(entityFor(reference.channel))}`));
      if (!result.checkoutId) result.checkoutId = checkoutId;
      return result;
    },

    async refund(request): Promise<RefundResult> {
      const answer = await call('POST', `/v1/payments/${encodeURIComponent(request.paymentId)}`, {
        entityId: entityFor(request.channel),
        amount: request.amount,
        currency: request.currency,
        paymentType: 'RF',
        merchantTransactionId: request.merchantTransactionId,
      });
      const resultCode = answer.result?.code ?? '';
      return { state: classifyResultCode(resultCode), refundId: answer.id ?? null, resultCode, raw: withoutCardData(answer) };
    },

    // OPPWA's transaction reports: GET /v1/query?entityId=…&merchantTransactionId=… lists the payments made under that
    // reference (`payments`), or answers 700.400.580 ("cannot find transaction") when there is none.
    async findRefund({ merchantTransactionId, channel }) {
      const answer = await call(
        'GET',
        `/v1/query?entityId=${encodeURIComponent(entityFor(channel))}&merchantTransactionId=${encodeURIComponent(merchantTransactionId)}`,
      );
      const code = answer.result?.code ?? '';
      if (/^700\.400\.580/.test(code)) return null;
      const listed = Array.isArray(answer.payments) ? answer.payments.map(readOppwaAnswer) : null;
      if (!listed || listed.some((payment) => payment === null))
        throw new GatewayError(`HyperPay answered the refund query with ${code || 'an unexpected shape'}`, code || undefined);
      const refunds = (listed as OppwaAnswer[]).filter((payment) => payment.paymentType === 'RF');
      // A success among them settles it; else the last refusal; none is none.
      const states = refunds.map((payment) => ({ payment, state: classifyResultCode(payment.result?.code ?? '') }));
      const chosen = states.find((s) => s.state === 'success') ?? states.find((s) => s.state === 'pending') ?? states.at(-1);
      if (!chosen) return null;
      return {
        state: chosen.state,
        refundId: chosen.payment.id ?? null,
        resultCode: chosen.payment.result?.code ?? '',
        raw: withoutCardData(chosen.payment),
      };
    },

    async verifyNotification(body, headers) {
      const header = (name: string) => {
        const value = headers[name];
        return typeof value === 'string' ? value.trim() : undefined;
      };
      const iv = header('x-initialization-vector');
      const tag = header('x-authentication-tag');
      const hex = body.trim();
      if (!iv || !tag || !/^[0-9a-fA-F]+$/.test(iv) || !/^[0-9a-fA-F]{32}$/.test(tag) || !/^([0-9a-fA-F]{2})+$/.test(hex)) return null;
      try {
        const decipher = createDecipheriv('aes-256-gcm', Buffer.from(config.webhookKey, 'hex'), Buffer.from(iv, 'hex'));
        decipher.setAuthTag(Buffer.from(tag, 'hex'));
        const plain = Buffer.concat([decipher.update(Buffer.from(hex, 'hex')), decipher.final()]).toString('utf8');
        const notification: unknown = JSON.parse(plain);
        if (typeof notification !== 'object' || notification === null || (notification as { type?: unknown }).type !== 'PAYMENT')
          return null;
        const payload = readOppwaAnswer((notification as { payload?: unknown }).payload);
        return payload ? toResult(payload) : null;
      } catch {
        return null;
      }
    },
  };
}
