// The price of a hut's stay (issue 24 §2), in halalas, as the server's quote and the web app's preview both
// work it out: the nights at their prices, extra guests above the hut's base occupancy, the length-of-stay
// discount, then the rate plan's percentage off and its add-on per night. Each step rounds to the halala.

import { toCents } from './money';

export interface StayDiscountTier {
  min_nights: number;
  percent: number;
}

export interface StayPriceInput {
  /** Each night's price, in halalas. */
  nightPrices: number[];
  persons: number;
  kids: number;
  /** Guests the nightly price includes (adults first); null charges no extra guest. */
  basePersons: number | null;
  extraAdult: number;
  extraChild: number;
  tiers: StayDiscountTier[];
  plan: { percent_off: number; addon_per_night: number } | null;
}

export interface StayBreakdown {
  nights: number;
  /** The nights at their prices. */
  nights_total: number;
  extra_adults: number;
  extra_kids: number;
  /** Extra guests over all nights. */
  extra_guests: number;
  stay_discount_percent: number;
  stay_discount: number;
  plan_discount: number;
  plan_addon: number;
  total: number;
}

/** The largest length-of-stay tier the stay reaches (by nights), or none. */
export function stayTier(tiers: StayDiscountTier[], nights: number): StayDiscountTier | null {
  return tiers.filter((tier) => tier.min_nights <= nights).sort((a, b) => b.min_nights - a.min_nights)[0] ?? null;
}

export function priceStay(input: StayPriceInput): StayBreakdown {
  const nights = input.nightPrices.length;
  const nightsTotal = input.nightPrices.reduce((sum, price) => sum + price, 0);
  const base = input.basePersons;
  const extraAdults = base === null ? 0 : Math.max(0, input.persons - base);
  const extraKids = base === null ? 0 : Math.max(0, input.kids - Math.max(0, base - input.persons));
  const extraGuests = nights * (extraAdults * input.extraAdult + extraKids * input.extraChild);
  const room = nightsTotal + extraGuests;
  const percent = stayTier(input.tiers, nights)?.percent ?? 0;
  const stayDiscount = Math.round((room * percent) / 100);
  const planDiscount = Math.round(((room - stayDiscount) * (input.plan?.percent_off ?? 0)) / 100);
  const planAddon = nights * (input.plan?.addon_per_night ?? 0);
  return {
    nights,
    nights_total: nightsTotal,
    extra_adults: extraAdults,
    extra_kids: extraKids,
    extra_guests: extraGuests,
    stay_discount_percent: percent,
    stay_discount: stayDiscount,
    plan_discount: planDiscount,
    plan_addon: planAddon,
    total: room - stayDiscount - planDiscount + planAddon,
  };
}

/** What adjusts a stay's nights, as the booking page, the e-mails and the e-ticket list it. */
export type StayAdjustmentKind = 'extraGuests' | 'stayDiscount' | 'planDiscount' | 'planAddon';

/** The breakdown a booking keeps (bookings.rate_plan, money as "1234.50") and the plan's percentage it was sold with. */
export interface KeptStayPrice {
  plan: { percent_off: number } | null;
  breakdown: Record<'nights_total' | 'extra_guests' | 'stay_discount' | 'plan_discount' | 'plan_addon' | 'total', string> & {
    stay_discount_percent: number;
  };
}

/**
 * The stay's price as the booking keeps it (a change saves the new stay's): the nights at their prices, then each
 * adjustment in halalas (discounts negative). Null when nothing adjusts the nights, or when the kept breakdown does not
 * add up to `stayCents`, the stay's share of the booking (then the stay stands as one figure).
 */
export function keptAdjustments(
  kept: KeptStayPrice | null | undefined,
  stayCents: number,
): { nights: number; rows: { kind: StayAdjustmentKind; cents: number; percent?: number }[] } | null {
  const breakdown = kept?.breakdown;
  if (!breakdown || toCents(breakdown.total) !== stayCents) return null;
  const rows = [
    { kind: 'extraGuests' as const, cents: toCents(breakdown.extra_guests) },
    { kind: 'stayDiscount' as const, cents: -toCents(breakdown.stay_discount), percent: breakdown.stay_discount_percent },
    { kind: 'planDiscount' as const, cents: -toCents(breakdown.plan_discount), percent: kept?.plan?.percent_off },
    { kind: 'planAddon' as const, cents: toCents(breakdown.plan_addon) },
  ].filter((row) => row.cents !== 0);
  return rows.length > 0 ? { nights: toCents(breakdown.nights_total), rows } : null;
}
