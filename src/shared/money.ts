// Money as integer halalas, so sums and percentages never drift; "450.00" on the wire. The server prices
// bookings with these, and the web app's price preview uses the same rules, so both agree to the halala.

/** VAT included in every price unless the installation configures another rate (VAT_RATE). */
export const DEFAULT_VAT_RATE = 0.15;

export const toCents = (value: string | number | null | undefined): number => Math.round(Number(value ?? 0) * 100);
export const toMoney = (cents: number): string => (cents / 100).toFixed(2);

export interface Amounts {
  subtotal: number;
  discount: number;
  vat: number;
  total: number;
}

/** Prices include VAT: the VAT part of a total is total − total / (1 + rate), rounded to the halala. */
export function amountsOf(subtotal: number, promoPercentage: number, vatRate: number): Amounts {
  const discount = Math.round((subtotal * promoPercentage) / 100);
  const total = subtotal - discount;
  return { subtotal, discount, vat: vatPart(total, vatRate), total };
}

export const vatPart = (total: number, vatRate: number) => Math.round(total - total / (1 + vatRate));
