// Lines, VAT per rate and totals of a document, in integer halalas. Prices include VAT, so the amount the guest
// pays is fixed and everything else is derived from it:
// - per VAT category, the taxable amount is the net of what is paid (chosen so that net + round(net × rate) is
//   exactly the paid amount whenever such a net exists), and the category VAT is the rest: the document's total
//   with VAT is what the guest paid, to the halala, and BR-CO-17/BR-S-09 hold (exactly, or within ZATCA's 0.01);
// - the category's net (plus the discount's net, which is a document-level allowance) is shared out over its
//   lines pro rata, largest remainder first, so Σ line net − allowance = taxable exactly (BR-S-08, BR-CO-13)
//   even with many small lines, where rounding each line on its own would drift;
// - each line's VAT is its net × rate rounded to the halala (BR-KSA-50) and its amount with VAT is net + VAT
//   (BR-KSA-51). ZATCA adds VAT up per category, not per line, so Σ line VAT may differ from the category VAT
//   by a few halalas; the category figures are the ones that count.
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
    members.forEach(({ line, gross, index }, memberIndex) => {
      const net = nets[memberIndex];
      const vatAmount = vatOnNet(net, vat);
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
