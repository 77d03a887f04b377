import { isWeekendNight, nightsOf } from '../../../ui/calendar/dates';
import type { NightMap } from '../../../ui/calendar/selection';
import { DEFAULT_VAT_RATE, toCents, vatPart } from '../../../../shared/money';
import type { HutRates } from '../../../../shared/schemas/catalogue';
import { priceStay } from '../../../../shared/stayPrice';

export { DEFAULT_VAT_RATE };

export type PriceLine = { price: number; nights: number; weekend: boolean; amount: number };
/** What the stay's rates add or take off the nights (issue 24 §2), in SAR: negative amounts are discounts. */
export type Adjustment = { kind: 'extraGuests' | 'stayDiscount' | 'planDiscount' | 'planAddon'; amount: number; percent?: number };
export type StaySummary = { nights: number; lines: PriceLine[]; adjustments: Adjustment[]; subtotal: number; vat: number; total: number };
/** The hut's rates and the guest's choice: the summary then prices the stay as the server's quote will (shared/stayPrice.ts). */
export type RatedChoice = { rates: HutRates; planId: number | null; adults: number; kids: number };

/**
 * Nights × their prices, grouped by price (weekend nights apart). Prices include VAT, so the VAT part is
 * total − total / (1 + rate), and the subtotal is what remains.
 */
export function summarizeStay(
  nights: NightMap,
  checkIn: string,
  checkOut: string,
  vatRate = DEFAULT_VAT_RATE,
  rated?: RatedChoice,
): StaySummary | null {
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
  const adjustments: Adjustment[] = [];
  if (rated) {
    const plan = rated.rates.rate_plans.find((candidate) => candidate.id === rated.planId) ?? null;
    const priced = priceStay({
      nightPrices: days.map((day) => toCents(nights[day]?.price)),
      persons: rated.adults,
      kids: rated.kids,
      basePersons: rated.rates.base_persons,
      extraAdult: toCents(rated.rates.extra_adult_price),
      extraChild: toCents(rated.rates.extra_child_price),
      tiers: rated.rates.stay_discounts,
      plan: plan && { percent_off: plan.percent_off, addon_per_night: toCents(plan.addon_per_night) },
    });
    const add = (kind: Adjustment['kind'], cents: number, percent?: number) =>
      cents !== 0 && adjustments.push({ kind, amount: cents / 100, ...(percent ? { percent } : {}) });
    add('extraGuests', priced.extra_guests);
    add('stayDiscount', -priced.stay_discount, priced.stay_discount_percent);
    add('planDiscount', -priced.plan_discount, plan?.percent_off);
    add('planAddon', priced.plan_addon);
    totalCents = priced.total;
  }
  const vatCents = vatPart(totalCents, vatRate);
  return {
    nights: days.length,
    lines: [...groups.values()].sort((a, b) => Number(a.weekend) - Number(b.weekend) || a.price - b.price),
    adjustments,
    subtotal: (totalCents - vatCents) / 100,
    vat: vatCents / 100,
    total: totalCents / 100,
  };
}
