import { isWeekendNight, nightsOf } from '../../../ui/calendar/dates';
import type { NightMap } from '../../../ui/calendar/selection';
import { DEFAULT_VAT_RATE, toCents, vatPart } from '../../../../shared/money';

export { DEFAULT_VAT_RATE };

export type PriceLine = { price: number; nights: number; weekend: boolean; amount: number };
export type StaySummary = { nights: number; lines: PriceLine[]; subtotal: number; vat: number; total: number };

/**
 * Nights × their prices, grouped by price (weekend nights apart). Prices include VAT, so the VAT part is
 * total − total / (1 + rate), and the subtotal is what remains.
 */
export function summarizeStay(nights: NightMap, checkIn: string, checkOut: string, vatRate = DEFAULT_VAT_RATE): StaySummary | null {
  const days = nightsOf(checkIn, checkOut);
  if (days.length === 0) return null;
  const groups = new Map<string, PriceLine>();
  let totalCents = 0;
  for (const day of days) {
    const price = nights[day]?.price;
    if (!price) return null;
    const cents = toCents(price);
    const weekend = isWeekendNight(day);
    const key = `${cents}-${weekend}`;
    const line = groups.get(key) ?? { price: cents / 100, nights: 0, weekend, amount: 0 };
    line.nights += 1;
    line.amount = (line.nights * cents) / 100;
    groups.set(key, line);
    totalCents += cents;
  }
  const vatCents = vatPart(totalCents, vatRate);
  return {
    nights: days.length,
    lines: [...groups.values()].sort((a, b) => Number(a.weekend) - Number(b.weekend) || a.price - b.price),
    subtotal: (totalCents - vatCents) / 100,
    vat: vatCents / 100,
    total: totalCents / 100,
  };
}
