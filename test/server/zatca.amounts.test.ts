// Lines, VAT per rate and totals of ZATCA documents, against examples worked by hand (amounts in halalas).
import { computeTotals, netOfGross, shareOut, vatOnNet, STANDARD_VAT } from '../../src/server/lib/zatca';

describe('ZATCA amounts', () => {
  it('a stay with a promo discount: the allowance and the lines add up to what the guest paid', () => {
    // Lines 2 × 450.00 + 3 × 19.99 = 959.97; promo 90.00; paid 869.97.
    // Taxable: 869.97 / 1.15 = 756.4957 → 756.50, and no net n gives n + round(0.15 n) = 869.97 exactly
    // (756.49 → 869.96, 756.50 → 869.98), so VAT = 869.97 − 756.50 = 113.47 (ZATCA allows ±0.01 on 113.475).
    // Allowance: 90.00 / 1.15 = 78.26 (78.26 + 11.74 = 90.00). Lines share 756.50 + 78.26 = 834.76 pro rata:
    // 834.76 × 900/959.97 = 782.613… and × 59.97/959.97 = 52.147…; the halala left goes to the larger remainder.
    const totals = computeTotals({
      lines: [
        { name: 'Hut night', quantity: 2, unitPriceWithVat: 45_000 },
        { name: 'Ticket', quantity: 3, unitPriceWithVat: 1_999 },
      ],
      discountWithVat: 9_000,
    });
    expect(totals.lines.map(({ net, vatAmount, amountWithVat }) => ({ net, vatAmount, amountWithVat }))).toEqual([
      { net: 78_261, vatAmount: 11_739, amountWithVat: 90_000 },
      { net: 5_215, vatAmount: 782, amountWithVat: 5_997 },
    ]);
    expect(totals.breakdown).toEqual([{ vat: STANDARD_VAT, taxable: 75_650, tax: 11_347, allowance: 7_826 }]);
    expect(totals).toMatchObject({
      lineNetTotal: 83_476,
      allowanceTotal: 7_826,
      taxExclusive: 75_650,
      vatTotal: 11_347,
      taxInclusive: 86_997,
    });
  });

  it('a partial refund of 150.00: the document says 150.00 even though no net gives it exactly', () => {
    // 150.00 / 1.15 = 130.4348 → 130.43; 130.43 × 0.15 = 19.5645 → 19.56 (149.99); 130.44 → 19.57 (150.01).
    const totals = computeTotals({ lines: [{ name: 'Refund', quantity: 1, unitPriceWithVat: 15_000 }] });
    expect(totals.breakdown[0]).toMatchObject({ taxable: 13_043, tax: 1_957 });
    expect(totals.taxInclusive).toBe(15_000);
    // The line reads as the totals do: VAT 19.57 (net × 15 % = 19.5645, within 0.01), 130.43 + 19.57 = 150.00.
    expect(totals.lines[0]).toMatchObject({ net: 13_043, vatAmount: 1_957, amountWithVat: 15_000 });
  });

  it('a refund of 1,000.00: the line reads VAT 130.43 and 1,000.00, as the totals do (not 130.44 and 1,000.01)', () => {
    // 1,000.00 / 1.15 = 869.5652 → 869.57; 869.57 × 0.15 = 130.4355 → 130.44 would make 1,000.01, and no net
    // gives 1,000.00 exactly (869.56 → 999.99, 869.58 → 1,000.02). VAT = 1,000.00 − 869.57 = 130.43, within 0.01
    // of 130.4355 (BR-S-09); the line carries the same 130.43 so that line and totals agree.
    const totals = computeTotals({ lines: [{ name: 'Refund', quantity: 1, unitPriceWithVat: 100_000 }] });
    expect(totals.breakdown[0]).toMatchObject({ taxable: 86_957, tax: 13_043 });
    expect(totals.lines[0]).toMatchObject({ net: 86_957, vatAmount: 13_043, amountWithVat: 100_000 });
    expect(totals).toMatchObject({ lineNetTotal: 86_957, taxExclusive: 86_957, vatTotal: 13_043, taxInclusive: 100_000 });
  });

  it('a refund of 100.00 where an exact net exists takes it: VAT is exactly net × 15 %, rounded', () => {
    // 100.00 / 1.15 = 86.9565 → 86.96; 86.96 × 0.15 = 13.044 → 13.04; 86.96 + 13.04 = 100.00.
    const totals = computeTotals({ lines: [{ name: 'Refund', quantity: 1, unitPriceWithVat: 10_000 }] });
    expect(totals.breakdown[0]).toMatchObject({ taxable: 8_696, tax: 1_304 });
    expect(totals.lines[0]).toMatchObject({ net: 8_696, vatAmount: 1_304, amountWithVat: 10_000 });
  });

  it('many small lines do not drift: a hundred 1.00 items are 86.96 + 13.04, not 87.00 + 13.05', () => {
    // Each 1.00 alone would be 0.87 net (100 × 0.87 = 87.00, VAT 13.05, total 100.05). Shared out instead:
    // 86.96 over 100 lines is 0.87 for the first 96 and 0.86 for the last 4.
    const totals = computeTotals({
      lines: Array.from({ length: 100 }, (_, index) => ({ name: `Item ${index + 1}`, quantity: 1, unitPriceWithVat: 100 })),
    });
    expect(totals).toMatchObject({ lineNetTotal: 8_696, taxExclusive: 8_696, vatTotal: 1_304, taxInclusive: 10_000 });
    expect(totals.lines.filter((line) => line.net === 87)).toHaveLength(96);
    expect(totals.lines.slice(96).map((line) => [line.net, line.vatAmount])).toEqual([
      [86, 13],
      [86, 13],
      [86, 13],
      [86, 13],
    ]);
  });

  it('a discount across two VAT rates is shared pro rata and each rate has its own VAT', () => {
    // 115.00 at 15 % and 50.00 zero-rated, 16.50 off: 16.50 × 115/165 = 11.50 and 5.00.
    // Standard: 103.50 paid → 90.00 + 13.50; allowance 11.50 → 10.00 net. Zero-rated: 45.00, allowance 5.00.
    const zeroRated = { code: 'Z' as const, rate: 0, exemptionReasonCode: 'VATEX-SA-32', exemptionReason: 'Export of goods' };
    const totals = computeTotals({
      lines: [
        { name: 'Dinner', quantity: 1, unitPriceWithVat: 11_500 },
        { name: 'Export', quantity: 1, unitPriceWithVat: 5_000, vat: zeroRated },
      ],
      discountWithVat: 1_650,
    });
    expect(totals.breakdown).toEqual([
      { vat: STANDARD_VAT, taxable: 9_000, tax: 1_350, allowance: 1_000 },
      { vat: zeroRated, taxable: 4_500, tax: 0, allowance: 500 },
    ]);
    expect(totals.lines.map((line) => line.net)).toEqual([10_000, 5_000]);
    expect(totals.taxInclusive).toBe(14_850);
  });

  it('for every amount up to 200.00 the net and VAT add up to it, and the VAT is net × 15 % within ZATCA’s 0.01', () => {
    for (let gross = 0; gross <= 20_000; gross += 1) {
      const net = netOfGross(gross, STANDARD_VAT);
      const vat = gross - net;
      expect(Math.abs(vat - vatOnNet(net, STANDARD_VAT))).toBeLessThanOrEqual(1);
    }
    // 4 halalas has no exact net (3 → 3.45 ≈ 3, 4 → 4.6 ≈ 5): it is the nearest, 3, with 1 of VAT.
    expect(netOfGross(4, STANDARD_VAT)).toBe(3);
  });

  it('documents of random lines and discounts always balance to the halala', () => {
    let seed = 7;
    const random = (limit: number) => (seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648) % limit;
    for (let round = 0; round < 300; round += 1) {
      const lines = Array.from({ length: 1 + random(12) }, (_, index) => ({
        name: `L${index}`,
        quantity: 1 + random(5),
        unitPriceWithVat: random(60_000),
      }));
      const gross = lines.reduce((sum, line) => sum + line.quantity * line.unitPriceWithVat, 0);
      const discount = random(gross + 1);
      const totals = computeTotals({ lines, discountWithVat: discount });
      expect(totals.taxInclusive).toBe(gross - discount);
      expect(totals.lineNetTotal - totals.allowanceTotal).toBe(totals.taxExclusive);
      for (const entry of totals.breakdown) expect(Math.abs(entry.tax - vatOnNet(entry.taxable, entry.vat))).toBeLessThanOrEqual(1);
      for (const line of totals.lines) {
        expect(line.amountWithVat).toBe(line.net + line.vatAmount);
        expect(Math.abs(line.vatAmount - vatOnNet(line.net, line.vat))).toBeLessThanOrEqual(1);
      }
      // The lines add up to their gross prices; without a discount, their VAT is the document's VAT.
      expect(totals.lines.reduce((sum, line) => sum + line.amountWithVat, 0)).toBe(gross);
      if (discount === 0) expect(totals.lines.reduce((sum, line) => sum + line.vatAmount, 0)).toBe(totals.vatTotal);
    }
  });

  it('shares out exactly, largest remainder first', () => {
    expect(shareOut(10, [1, 1, 1])).toEqual([4, 3, 3]);
    expect(shareOut(100, [0, 0])).toEqual([100, 0]);
    expect(shareOut(9_007_199_254, [9_007_199_254, 1])).toEqual([9_007_199_253, 1]);
  });

  it('refuses what cannot be invoiced', () => {
    expect(() => computeTotals({ lines: [] })).toThrow(/at least one line/);
    expect(() => computeTotals({ lines: [{ name: 'x', quantity: 0, unitPriceWithVat: 100 }] })).toThrow(/quantity/);
    expect(() => computeTotals({ lines: [{ name: 'x', quantity: 1, unitPriceWithVat: 10.5 }] })).toThrow(/halalas/);
    expect(() => computeTotals({ lines: [{ name: 'x', quantity: 1, unitPriceWithVat: 100 }], discountWithVat: 101 })).toThrow(/discount/);
  });
});
