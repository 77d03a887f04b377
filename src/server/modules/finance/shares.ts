// Issue 22 §3: what each line of a booking was really paid and given back. A booking-level promo discount and every
// refund are shared out over the booking's lines (nights, tickets, items, services) pro rata, to the halala, with the
// same allocation the tax documents use for their allowance (lib/zatca `shareOut`: largest remainder, ties to the
// earlier line), so a supplier's figures, the ledger and the documents add up to the same halalas. Pure: no database.
import { shareOut } from '../../lib/zatca';

/** One line of a booking, in halalas (VAT included, as every price). */
export interface SplitLine {
  key: string;
  /** The line's price before the promo: quantity × unit price. */
  gross: number;
  /** The promo applies to it (the stay's own lines; services added after payment are charged in full). */
  discounted: boolean;
}

/** One refund that went through, in halalas, in the order they were made. */
export interface SplitRefund {
  amount: number;
  /** The lines it gives back (a cancelled session's ticket, the lines of the charge refunded); empty or absent: every line. */
  lines?: string[];
}

export interface SplitLineResult {
  key: string;
  gross: number;
  /** Its share of the promo discount. */
  discount: number;
  /** What the guest paid for it: gross − discount. */
  paid: number;
  /** Its share of the refunds. */
  refunded: number;
  /** What the resort kept: paid − refunded. */
  net: number;
}

/**
 * Shares the promo `discount` over the discounted lines in proportion to their gross, then each refund, in order,
 * over the lines it covers in proportion to what each still holds (paid less earlier refunds), so a second refund
 * never gives back a line twice and a line's refunds never pass what was paid for it while the refunds stay within
 * what was paid (the database's cap). Σ discount = `discount`, Σ refunded = Σ refunds, exactly.
 */
export function splitBooking(input: { lines: SplitLine[]; discount: number; refunds: SplitRefund[] }): SplitLineResult[] {
  for (const value of [input.discount, ...input.lines.map((line) => line.gross), ...input.refunds.map((refund) => refund.amount)]) {
    if (!Number.isInteger(value) || value < 0) throw new Error('Amounts are whole halalas, never negative.');
  }
  const discounted = input.lines.filter((line) => line.discounted);
  const discountShares = new Map<string, number>();
  shareOut(
    input.discount,
    discounted.map((line) => line.gross),
  ).forEach((share, index) => discountShares.set(discounted[index].key, share));
  const results = input.lines.map((line) => {
    const discount = discountShares.get(line.key) ?? 0;
    return { key: line.key, gross: line.gross, discount, paid: line.gross - discount, refunded: 0, net: line.gross - discount };
  });
  for (const refund of input.refunds) {
    const wanted = new Set(refund.lines ?? []);
    let covered = results.filter((line) => wanted.has(line.key));
    if (covered.length === 0) covered = results;
    if (covered.length === 0) continue;
    shareOut(
      refund.amount,
      covered.map((line) => line.net),
    ).forEach((share, index) => {
      covered[index].refunded += share;
      covered[index].net -= share;
    });
  }
  return results;
}
