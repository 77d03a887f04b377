/** What OPPWA (HyperPay) answers about a checkout or payment, after its fields were checked. */
export interface OppwaAnswer {
  id?: string;
  ndc?: string;
  amount?: string;
  currency?: string;
  paymentBrand?: string;
  result?: { code?: string; description?: string };
  card?: { last4Digits?: string };
  [key: string]: unknown;
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

// Each field the app uses, with the shape OPPWA documents and the size of the column it ends up in.
const ID = /^[\w.-]{1,128}$/;
const TOP_LEVEL: Record<string, RegExp> = {
  id: ID,
  ndc: ID,
  amount: /^\d{1,8}(\.\d{1,2})?$/,
  currency: /^[A-Z]{3}$/,
  paymentBrand: /^[\w -]{1,20}$/,
};

/**
 * The answer or notification payload if every field the app reads has the expected type and form, else
 * null. A gateway's data is input like any other: a signed notification is authentic, not necessarily well formed.
 */
export function readOppwaAnswer(value: unknown): OppwaAnswer | null {
  if (!isObject(value)) return null;
  for (const [field, pattern] of Object.entries(TOP_LEVEL)) {
    const found = value[field];
    if (found !== undefined && (typeof found !== 'string' || !pattern.test(found))) return null;
  }
  const { result, card } = value;
  if (result !== undefined) {
    if (!isObject(result)) return null;
    if (result.code !== undefined && (typeof result.code !== 'string' || !/^[\d.]{1,40}$/.test(result.code))) return null;
    if (result.description !== undefined && typeof result.description !== 'string') return null;
  }
  if (card !== undefined) {
    if (!isObject(card)) return null;
    if (card.last4Digits !== undefined && (typeof card.last4Digits !== 'string' || !/^\d{4}$/.test(card.last4Digits))) return null;
  }
  return value as OppwaAnswer;
}
