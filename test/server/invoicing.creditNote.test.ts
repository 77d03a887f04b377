// Issue 22 §3: a refund's credit note shares the amount given back over the lines of the invoice it corrects, to the
// halala, with the same sharing the suppliers' figures use (finance/shares.ts), so the documents and the statements
// agree. Worked by hand.
import { computeTotals } from '../../src/server/lib/zatca';
import { creditNoteInput, type InvoiceBilled } from '../../src/server/modules/bookings/taxDocuments';

const invoice: InvoiceBilled = {
  id: 7,
  lines: [
    { name: 'Lagoon Hut (كوخ البحيرة), night', amountWithVat: 90_000, vatRate: 15 },
    { name: 'Snorkel trip (2026-03-05)', amountWithVat: 21_600, vatRate: 15 },
  ],
};
const refund = (cents: number) => ({ id: 9, bookingId: 3, cents, reason: 'Noise' });

test('123.45 over 900.00 and 216.00: 99.56 and 23.89 (the halala left goes to the larger remainder)', () => {
  // 12345 × 90000 / 111600 = 9955.65 and 12345 × 21600 / 111600 = 2389.35: 9955 + 2389 = 12344, one halala left.
  const note = creditNoteInput(refund(12_345), invoice);
  expect(note).toMatchObject({ kind: 'credit_note', correctsDocumentId: 7, paymentId: 9, bookingId: 3, reason: 'Noise' });
  expect(note.lines.map((line) => [line.name, line.unitPriceWithVat, line.quantity])).toEqual([
    ['Refund: Lagoon Hut (كوخ البحيرة), night', 9_956, 1],
    ['Refund: Snorkel trip (2026-03-05)', 2_389, 1],
  ]);
  expect(computeTotals(note).taxInclusive).toBe(12_345);
});

test('a one-halala refund goes whole to the line holding most; lines with no share are left out', () => {
  const note = creditNoteInput(refund(1), invoice);
  expect(note.lines.map((line) => [line.name, line.unitPriceWithVat])).toEqual([['Refund: Lagoon Hut (كوخ البحيرة), night', 1]]);
});

test("the note adds up to the refund exactly over many small lines, each at its line's VAT rate", () => {
  const many: InvoiceBilled = {
    id: 1,
    lines: [
      ...Array.from({ length: 40 }, (_, index) => ({ name: `Item ${index + 1}`, amountWithVat: 101 + index, vatRate: 15 })),
      { name: 'Dinner', amountWithVat: 5_000, vatRate: 15 },
    ],
  };
  const note = creditNoteInput(refund(3_333), many);
  expect(note.lines.reduce((sum, line) => sum + line.unitPriceWithVat, 0)).toBe(3_333);
  expect(computeTotals(note).taxInclusive).toBe(3_333);
  expect(note.lines.at(-1)).toMatchObject({ name: 'Refund: Dinner', vat: { code: 'S', rate: 15 } });
});
