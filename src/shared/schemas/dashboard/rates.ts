import { Type, type Static } from '@sinclair/typebox';
import { DateString, Id, Money, Nullable } from '../common';
import { RatePlan } from '../catalogue';
import { OrNull } from './catalogueCommon';
import { Version } from './common';

// Issue 24 §2, the back office's side: rate plans, stay rules, length-of-stay discounts, extra guests,
// named seasons and bulk edits of many huts at once.

const Name = Type.String({ minLength: 1, maxLength: 80 });
const Policy = Type.String({ maxLength: 500 });
const Nights = Type.Integer({ minimum: 1, maximum: 60 });

export const RatePlanInput = Type.Object(
  {
    name: Name,
    name_ar: Name,
    percent_off: Type.Integer({ minimum: 0, maximum: 90 }),
    addon_per_night: Money,
    refundable: Type.Boolean(),
    free_cancel_hours: OrNull(Type.Integer({ minimum: 0, maximum: 8760 })),
    policy: Policy,
    policy_ar: Policy,
    is_active: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
export type RatePlanInput = Static<typeof RatePlanInput>;
export const RatePlanUpdate = Type.Composite([RatePlanInput, Type.Object({ version: Version })], { additionalProperties: false });
export type RatePlanUpdate = Static<typeof RatePlanUpdate>;
export const StaffRatePlan = Type.Composite([RatePlan, Type.Object({ is_active: Type.Boolean(), version: Type.Integer() })]);
export type StaffRatePlan = Static<typeof StaffRatePlan>;

/** Rules by arrival date (min/max nights, closed to arrival) and by departure date (closed to departure). */
export const StayRuleFields = {
  min_nights: OrNull(Nights),
  max_nights: OrNull(Nights),
  closed_to_arrival: Type.Boolean(),
  closed_to_departure: Type.Boolean(),
};
export const StayRuleInput = Type.Object(
  { date_from: DateString, date_to: DateString, ...StayRuleFields, season: Type.Optional(OrNull(Id)) },
  { additionalProperties: false },
);
export type StayRuleInput = Static<typeof StayRuleInput>;
export const StayRule = Type.Object({
  id: Type.Integer(),
  date_from: DateString,
  date_to: DateString,
  min_nights: Nullable(Type.Integer()),
  max_nights: Nullable(Type.Integer()),
  closed_to_arrival: Type.Boolean(),
  closed_to_departure: Type.Boolean(),
  season: Nullable(Type.Integer()),
});
export type StayRule = Static<typeof StayRule>;

const StayDiscount = Type.Object(
  { min_nights: Type.Integer({ minimum: 2, maximum: 60 }), percent: Type.Integer({ minimum: 1, maximum: 90 }) },
  { additionalProperties: false },
);
/** The hut's length-of-stay tiers and extra guest charges, replaced as a whole. */
export const HutRatesInput = Type.Object(
  {
    stay_discounts: Type.Array(StayDiscount, { maxItems: 10 }),
    base_persons: OrNull(Type.Integer({ minimum: 1, maximum: 100 })),
    extra_adult_price: Money,
    extra_child_price: Money,
  },
  { additionalProperties: false },
);
export type HutRatesInput = Static<typeof HutRatesInput>;
export const StaffHutRates = Type.Object({
  rate_plans: Type.Array(StaffRatePlan),
  stay_rules: Type.Array(StayRule),
  stay_discounts: Type.Array(Type.Object({ min_nights: Type.Integer(), percent: Type.Integer() })),
  base_persons: Nullable(Type.Integer()),
  extra_adult_price: Money,
  extra_child_price: Money,
});
export type StaffHutRates = Static<typeof StaffHutRates>;
export const HutPlanParams = Type.Object({ id: Id, plan_id: Id });
export const HutRuleParams = Type.Object({ id: Id, rule_id: Id });

export const SeasonInput = Type.Object(
  { name: Name, name_ar: Name, date_from: DateString, date_to: DateString },
  { additionalProperties: false },
);
export type SeasonInput = Static<typeof SeasonInput>;
export const Season = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  name_ar: Type.String(),
  date_from: DateString,
  date_to: DateString,
});
export type Season = Static<typeof Season>;

const PlanKind = Type.Union([Type.Literal('non_refundable'), Type.Literal('addon'), Type.Literal('discount'), Type.Literal('other')]);
/**
 * A change of the plans of every chosen hut that has one matching, by name (English or Arabic, any case) or by kind
 * (read from its terms: shared/ratePlans.ts): a new percentage off or add-on per night, switched on or off.
 */
export const BulkPlanChange = Type.Object(
  {
    name: Type.Optional(Name),
    kind: Type.Optional(PlanKind),
    percent_off: Type.Optional(Type.Integer({ minimum: 0, maximum: 90 })),
    addon_per_night: Type.Optional(Money),
    is_active: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
export type BulkPlanChange = Static<typeof BulkPlanChange>;

/**
 * One change over many huts and a date range (or a named season's): prices, rules, closed nights, or several; and
 * rate plans, which hold for every date (a plan created on each hut, or one changed by name or kind), dates not needed.
 */
export const BulkEditInput = Type.Object(
  {
    huts: Type.Array(Id, { minItems: 1, maxItems: 100 }),
    date_from: Type.Optional(DateString),
    date_to: Type.Optional(DateString),
    season: Type.Optional(Id),
    price: Type.Optional(Type.Object({ price: Money, weekend_price: OrNull(Money) }, { additionalProperties: false })),
    rule: Type.Optional(Type.Object(StayRuleFields, { additionalProperties: false })),
    close: Type.Optional(Type.Object({ reason: Type.String({ maxLength: 200 }) }, { additionalProperties: false })),
    new_plan: Type.Optional(RatePlanInput),
    plan_change: Type.Optional(BulkPlanChange),
  },
  { additionalProperties: false },
);
export type BulkEditInput = Static<typeof BulkEditInput>;

const BulkBooking = Type.Object({ code: Type.String(), date_from: DateString, date_to: DateString, total: Money });
const PlanTerms = Type.Object({
  percent_off: Type.Integer(),
  addon_per_night: Money,
  refundable: Type.Boolean(),
  free_cancel_hours: Nullable(Type.Integer()),
  is_active: Type.Boolean(),
});
/** A plan a bulk edit creates (id and before null) or changes on a hut, with the stays sold on it that keep their terms. */
export const BulkHutPlan = Type.Object({
  id: Nullable(Type.Integer()),
  name: Type.String(),
  name_ar: Type.String(),
  before: Nullable(PlanTerms),
  after: PlanTerms,
  /** Stays sold on this plan not yet over (at most 20 named; `bookings_count` all of them): they keep the plan and policy sold. */
  bookings: Type.Array(BulkBooking),
  bookings_count: Type.Integer(),
});
export type BulkHutPlan = Static<typeof BulkHutPlan>;
export const BulkHut = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  title_ar: Type.String(),
  /** Null: every change applies; else why this hut is left as it is (a price range crossing the span, nights held or already closed). */
  refusal: Nullable(
    Type.Union([
      Type.Literal('overlap'),
      Type.Literal('booked'),
      Type.Literal('closed'),
      /** The new plan's name (English or Arabic) is already one of the hut's plans. */
      Type.Literal('plan_exists'),
      /** No plan of the hut matches the change's name or kind. */
      Type.Literal('no_plan'),
    ]),
  ),
  /** Prices the span's nights have now (distinct, lowest first), beside the new ones. */
  current_prices: Type.Array(Money),
  /** Bookings in the span: they keep the price, plan and rules they were sold with. */
  bookings: Type.Array(BulkBooking),
  /** The plans the edit creates or changes on this hut. */
  plans: Type.Array(BulkHutPlan),
});
export const BulkPreview = Type.Object({
  /** The span of prices, rules and closures; null for an edit of rate plans only (plans hold for every date). */
  date_from: Nullable(DateString),
  date_to: Nullable(DateString),
  nights: Nullable(Type.Integer()),
  season: Nullable(Season),
  price: Nullable(Type.Object({ price: Money, weekend_price: Nullable(Money) })),
  rule: Nullable(
    Type.Object({
      min_nights: Nullable(Type.Integer()),
      max_nights: Nullable(Type.Integer()),
      closed_to_arrival: Type.Boolean(),
      closed_to_departure: Type.Boolean(),
    }),
  ),
  close: Nullable(Type.Object({ reason: Type.String() })),
  new_plan: Nullable(RatePlanInput),
  plan_change: Nullable(BulkPlanChange),
  huts: Type.Array(BulkHut),
  /** Saved (the apply's answer) or only shown (the preview's). */
  applied: Type.Boolean(),
});
export type BulkPreview = Static<typeof BulkPreview>;
