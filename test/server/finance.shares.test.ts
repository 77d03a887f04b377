import { shareOut } from '../../src/server/lib/zatca';
import { splitBooking, type SplitLine } from '../../src/server/modules/finance/shares';
import { prng } from '../helpers/server/fuzzInputs';

// Issue 22 §3: the promo and each refund shared out over a booking's lines, to the halala (hand-worked examples).
const line = (key: string, gross: number, discounted = true): SplitLine => ({ key, gross, discounted });

test('a 10 % promo over three lines with odd halalas: largest remainder, the sum exact', () => {
  // 333.33 + 333.33 + 333.35 = 1000.01; 10 % = 100.00. 10000 × 33333 / 100001 = 3333.27 (twice) and
  // 10000 × 33335 / 100001 = 3333.47: 9999 handed out, the last halala to the larger remainder, the third line.
  const split = splitBooking({ lines: [line('a', 33_333), line('b', 33_333), line('c', 33_335)], discount: 10_000, refunds: [] });
  expect(split.map((row) => [row.discount, row.paid])).toEqual([
    [3333, 30_000],
    [3333, 30_000],
    [3334, 30_001],
  ]);
  // The same allocation as the tax documents' allowance.
  expect(split.map((row) => row.discount)).toEqual(shareOut(10_000, [33_333, 33_333, 33_335]));
});

test('a partial refund of one halala goes whole to the line holding most; the next one to the next', () => {
  const lines = [line('a', 33_333), line('b', 33_333), line('c', 33_335)];
  const once = splitBooking({ lines, discount: 10_000, refunds: [{ amount: 1 }] });
  expect(once.map((row) => row.refunded)).toEqual([0, 0, 1]);
  // After it the three hold 300.00 each: ties go to the earlier line.
  const twice = splitBooking({ lines, discount: 10_000, refunds: [{ amount: 1 }, { amount: 1 }] });
  expect(twice.map((row) => row.refunded)).toEqual([1, 0, 1]);
  expect(twice.map((row) => row.net)).toEqual([29_999, 30_000, 30_000]);
});

test('many small lines: a thousand of one halala, a promo of 1.00 and a refund of 3.33', () => {
  const lines = Array.from({ length: 1000 }, (_, index) => line(`l${index}`, 1));
  const split = splitBooking({ lines, discount: 100, refunds: [{ amount: 333 }] });
  // The promo's halalas go to the first hundred lines (equal remainders: the earlier first), which then hold nothing,
  // so the refund goes to the next 333 lines; the rest keep their halala.
  expect(split.slice(0, 100).every((row) => row.discount === 1 && row.refunded === 0 && row.net === 0)).toBe(true);
  expect(split.slice(100, 433).every((row) => row.discount === 0 && row.refunded === 1 && row.net === 0)).toBe(true);
  expect(split.slice(433).every((row) => row.net === 1)).toBe(true);
  expect(split.reduce((sum, row) => sum + row.discount, 0)).toBe(100);
  expect(split.reduce((sum, row) => sum + row.refunded, 0)).toBe(333);
});

test('a refund of one ticket stays on it; a refund of the stay never touches added services; extras are not discounted', () => {
  const split = splitBooking({
    lines: [line('nights', 100_000), line('t1', 16_000), line('t2', 5_000, false)],
    discount: 11_600,
    refunds: [
      { amount: 14_400, lines: ['t1'] },
      { amount: 50_000, lines: ['nights', 't1'] },
    ],
  });
  expect(split).toEqual([
    { key: 'nights', gross: 100_000, discount: 10_000, paid: 90_000, refunded: 50_000, net: 40_000 },
    { key: 't1', gross: 16_000, discount: 1600, paid: 14_400, refunded: 14_400, net: 0 },
    { key: 't2', gross: 5_000, discount: 0, paid: 5_000, refunded: 0, net: 5_000 },
  ]);
});

test('whatever the lines and refunds (within what was paid): sums exact, no line below zero', () => {
  const random = prng(22);
  const r = { int: (below: number) => Math.floor(random.next() * below) };
  for (let round = 0; round < 300; round += 1) {
    const lines = Array.from({ length: 1 + r.int(12) }, (_, index) => line(`l${index}`, r.int(100_000), r.int(4) > 0));
    const discountable = lines.filter((row) => row.discounted).reduce((sum, row) => sum + row.gross, 0);
    const discount = r.int(discountable + 1);
    let left = lines.reduce((sum, row) => sum + row.gross, 0) - discount;
    const refunds = Array.from({ length: r.int(4) }, () => {
      const amount = r.int(left + 1);
      left -= amount;
      return { amount };
    });
    const split = splitBooking({ lines, discount, refunds });
    expect(split.reduce((sum, row) => sum + row.discount, 0)).toBe(discount);
    expect(split.reduce((sum, row) => sum + row.refunded, 0)).toBe(refunds.reduce((sum, refund) => sum + refund.amount, 0));
    expect(split.every((row) => row.net >= 0 && row.paid >= 0 && row.net === row.gross - row.discount - row.refunded)).toBe(true);
  }
});
