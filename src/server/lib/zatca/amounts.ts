// Lines, VAT per rate and totals of a document, in integer halalas. Prices include VAT, so the amount the guest
// pays is fixed and everything else is derived from it:
// - per VAT category, the taxable amount is the net of what is paid (chosen so that net + round(net × rate) is
//   exactly the paid amount whenever such a net exists), and the category VAT is the rest: the document's total
//   with VAT is what the guest paid, to the halala, and BR-CO-17/BR-S-09 hold (exactly, or within ZATCA's 0.01);
// - the category's net (plus the discount's net, which is a document-level allowance) is shared out over its
//   lines pro rata, largest remainder first, so Σ line net − allowance = taxable exactly (BR-S-08, BR-CO-13)
//   even with many small lines, where rounding each line on its own would drift;
// - each line's VAT is its net × rate rounded to the halala, and its amount with VAT is net + VAT (BR-KSA-51);
//   where that would make the lines add up to other than what was paid (1,000.00 at 15 % has no net n with
//   n + round(0.15 n) = 1,000.00, so 869.57 + 130.44 would read 1,000.01 beside totals of 130.43 and 1,000.00),
//   the category's halala of rounding goes to the line(s) nearest a rounding edge: each line VAT stays within
//   0.01 of net × rate (the tolerance ZATCA gives the category VAT in BR-S-09, and its rules set no line rule
//   beyond BR-KSA-51), Σ line VAT − the discount's VAT = the category VAT and Σ line amounts = Σ gross lines,
//   so a document without a discount reads the same on its lines and in its totals.
import { STANDARD_VAT, type ComputedLine, type DocumentInput, type DocumentTotals, type VatBreakdown, type VatCategory } from './types';

const basisPoints = (vat: VatCategory) => Math.round(vat.rate * 100);

/** numerator / denominator rounded half up, for non-negative integers. */
const roundDiv = (numerator: number, denominator: number) => Math.floor((2 * numerator + denominator) / (2 * denominator));

/** The VAT on a net amount: net × rate, rounded to the halala. */
export const vatOnNet = (net: number, vat: VatCategory) => roundDiv(net * basisPoints(vat), 10_000);

/** The net part of an amount with VAT: the net n with n + vatOnNet(n) = amount when there is one, else the nearest. */
export function netOfGross(gross: number, vat: VatCategory): number {
  const nearest = roundDiv(gross * 10_000, 10_000 + basisPoints(vat));
  for (const candidate of [nearest, nearest - 1, nearest + 1]) {
    if (candidate >= 0 && candidate + vatOnNet(candidate, vat) === gross) return candidate;
  }
  return nearest;
}

/** Shares `total` out in proportion to `weights` (largest remainder; ties to the earlier), summing exactly to it. */
export function shareOut(total: number, weights: number[]): number[] {
  const weightSum = weights.reduce((sum, weight) => sum + weight, 0);
  if (weights.length === 0) return [];
  if (weightSum === 0) return weights.map((_, index) => (index === 0 ? total : 0));
  // BigInt: total × weight passes 2^53 for large documents.
  const parts = weights.map((weight, index) => {
    const product = BigInt(total) * BigInt(weight);
    return { index, share: Number(product / BigInt(weightSum)), rest: product % BigInt(weightSum) };
  });
  let left = total - parts.reduce((sum, part) => sum + part.share, 0);
  for (const part of [...parts].sort((a, b) => (a.rest === b.rest ? a.index - b.index : a.rest > b.rest ? -1 : 1))) {
    if (left <= 0) break;
    part.share += 1;
    left -= 1;
  }
  return parts.map((part) => part.share);
}

/**
 * The VAT of a category's lines: each net × rate rounded to the halala, then the halalas by which they miss
 * `target` (the category's gross lines less their nets) moved one per line, to the lines whose exact VAT lies
 * nearest the rounding edge, so every line stays within 0.01 of net × rate and the lines add up to `target`.
 */
function lineVats(nets: number[], target: number, vat: VatCategory): number[] {
  const rate = basisPoints(vat);
  const vats = nets.map((net) => vatOnNet(net, vat));
  let left = target - vats.reduce((sum, amount) => sum + amount, 0);
  if (left === 0) return vats;
  const step = left > 0 ? 1 : -1;
  // How far each line's rounded VAT sits from its exact VAT in the direction of the move (in 1/10 000 halala):
  // the line rounded the most the other way moves first; ties to the earlier line.
  const order = nets
    .map((net, index) => ({ index, off: step * (net * rate - vats[index] * 10_000) }))
    .sort((a, b) => b.off - a.off || a.index - b.index);
  // target ≥ 0 (nets never pass their gross), so a move down always finds a line above zero.
  const turns = order.length * (Math.abs(left) + 2);
  for (let turn = 0; left !== 0 && turn < turns; turn += 1) {
    const { index } = order[turn % order.length];
    if (vats[index] + step < 0) continue;
    vats[index] += step;
    left -= step;
  }
  return vats;
}

const categoryKey = (vat: VatCategory) => `${vat.code}:${basisPoints(vat)}`;

export function computeTotals(input: Pick<DocumentInput, 'lines' | 'discountWithVat'>): DocumentTotals {
  if (input.lines.length === 0) throw new Error('A ZATCA document needs at least one line.');
  const grossLines = input.lines.map((line, index) => {
    if (!Number.isInteger(line.unitPriceWithVat) || line.unitPriceWithVat < 0)
      throw new Error(`Line ${index + 1}: the price must be whole halalas, not negative.`);
    if (!Number.isInteger(line.quantity) || line.quantity <= 0)
      throw new Error(`Line ${index + 1}: the quantity must be a positive whole number.`);
    return { line, vat: line.vat ?? STANDARD_VAT, gross: line.unitPriceWithVat * line.quantity };
  });
  const grossTotal = grossLines.reduce((sum, { gross }) => sum + gross, 0);
  const discount = input.discountWithVat ?? 0;
  if (!Number.isInteger(discount) || discount < 0 || discount > grossTotal)
    throw new Error('The discount must be whole halalas between 0 and the lines’ total.');

  const categories = [...new Map(grossLines.map(({ vat }) => [categoryKey(vat), vat])).values()];
  const grossPerCategory = categories.map((vat) =>
    grossLines.filter((entry) => categoryKey(entry.vat) === categoryKey(vat)).reduce((sum, { gross }) => sum + gross, 0),
  );
  const discountPerCategory = shareOut(discount, grossPerCategory);

  const lines: ComputedLine[] = [];
  const breakdown: VatBreakdown[] = categories.map((vat, categoryIndex) => {
    const paid = grossPerCategory[categoryIndex] - discountPerCategory[categoryIndex];
    const taxable = netOfGross(paid, vat);
    const allowance = netOfGross(discountPerCategory[categoryIndex], vat);
    const members = grossLines.map((entry, index) => ({ ...entry, index })).filter((entry) => categoryKey(entry.vat) === categoryKey(vat));
    const nets = shareOut(
      taxable + allowance,
      members.map(({ gross }) => gross),
    );
    const vatAmounts = lineVats(nets, members.reduce((sum, { gross }) => sum + gross, 0) - nets.reduce((sum, net) => sum + net, 0), vat);
    members.forEach(({ line, gross, index }, memberIndex) => {
      const net = nets[memberIndex];
      const vatAmount = vatAmounts[memberIndex];
      lines[index] = {
        id: index + 1,
        name: line.name,
        quantity: line.quantity,
        unitCode: line.unitCode ?? 'PCE',
        vat,
        grossWithVat: gross,
        net,
        vatAmount,
        amountWithVat: net + vatAmount,
      };
    });
    return { vat, taxable, tax: paid - taxable, allowance };
  });

  const lineNetTotal = lines.reduce((sum, line) => sum + line.net, 0);
  const allowanceTotal = breakdown.reduce((sum, entry) => sum + entry.allowance, 0);
  const taxExclusive = lineNetTotal - allowanceTotal;
  const vatTotal = breakdown.reduce((sum, entry) => sum + entry.tax, 0);
  return { lines, breakdown, lineNetTotal, allowanceTotal, taxExclusive, vatTotal, taxInclusive: taxExclusive + vatTotal };
}
