// A rate plan's kind (issue 24 §2), read from its terms, so the bulk editor can name "the non-refundable plan" or "the
// breakfast add-on" of every hut without each hut's plan having the same name: a plan that refunds nothing is
// non-refundable, else one with an add-on per night is an add-on, else one with a percentage off is a discount.

export const RATE_PLAN_KINDS = ['non_refundable', 'addon', 'discount', 'other'] as const;
export type RatePlanKind = (typeof RATE_PLAN_KINDS)[number];

export function ratePlanKind(plan: { refundable: boolean; addon_per_night: string; percent_off: number }): RatePlanKind {
  if (!plan.refundable) return 'non_refundable';
  if (Number(plan.addon_per_night) > 0) return 'addon';
  if (plan.percent_off > 0) return 'discount';
  return 'other';
}

/** Two plan names are the same name whatever their case and spacing (English or Arabic). */
export const samePlanName = (a: string, b: string) =>
  a.trim().replace(/\s+/g, ' ').toLowerCase() === b.trim().replace(/\s+/g, ' ').toLowerCase();
