/**
 * What a payment provider's result code (OPPWA/HyperPay's "000.100.110") means, in the groups its documentation
 * gives (https://hyperpay.docs.oppwa.com/reference/resultCodes), so that staff read words instead of codes.
 */
export const PAYMENT_RESULTS = [
  'approved',
  'review',
  'pending',
  'bank_declined',
  'risk_declined',
  'authentication',
  'card_details',
  'communication',
  'system',
  'other',
] as const;
export type PaymentResult = (typeof PAYMENT_RESULTS)[number];

const GROUPS: [RegExp, PaymentResult][] = [
  [/^(000\.000\.|000\.100\.1|000\.[36])/, 'approved'],
  [/^(000\.400\.0[^3]|000\.400\.100)/, 'review'],
  [/^(000\.200|800\.400\.5|100\.400\.500)/, 'pending'],
  [/^(000\.400\.[1][0-9][1-9]|000\.400\.2|800\.400\.2|100\.380\.4|100\.390)/, 'authentication'],
  [/^(800\.[17]00|800\.800\.[123]|300\.100\.100)/, 'bank_declined'],
  [/^(100\.400\.[0-3]|100\.38|100\.370\.100|100\.370\.11|100\.100\.701|800\.[32]|800\.1[123456]0)/, 'risk_declined'],
  [/^(100\.100|100\.2[01]|100\.55|200\.[123]|100\.[53][07]|100\.800)/, 'card_details'],
  [/^(900\.[1234]00|000\.400\.030)/, 'communication'],
  [/^(800\.[56]|999\.|600\.1|800\.800\.[84]|600\.[23]|500\.[12]|800\.121|700\.)/, 'system'],
];

export function paymentResultOf(code: string): PaymentResult {
  return GROUPS.find(([pattern]) => pattern.test(code))?.[1] ?? 'other';
}
