/** Money as integer halalas, so sums and percentages never drift; "450.00" on the wire. */
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
