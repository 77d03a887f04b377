import { sql, type SQL } from 'drizzle-orm';

// Issue 24 §2: the stay rules of a date and a hut's rate terms, as SQL fragments the availability calendar, the
// "from" price and the booking quote all read, so a rule is applied the same everywhere.

/**
 * The stay rule of `day` for hut `hutId` (columns min_nights, max_nights, closed_to_arrival, closed_to_departure):
 * the shortest range holding it, the newest of equal ones (migration 0053). A subquery usable in FROM (LATERAL).
 */
export const stayRuleOn = (hutId: SQL, day: SQL) =>
  sql`(SELECT r.min_nights::int AS min_nights, r.max_nights::int AS max_nights, r.closed_to_arrival, r.closed_to_departure
    FROM hut_stay_rules r WHERE r.hut_id = ${hutId} AND ${day} BETWEEN r.date_from AND r.date_to
    ORDER BY r.date_to - r.date_from, r.id DESC LIMIT 1)`;

/** JSON of the hut's active rate plans (besides the standard one), in the shape the quote and the hut page read. */
export const ratePlansJson = (hutId: SQL, only?: SQL) => sql`(SELECT coalesce(json_agg(json_build_object('id', p.id, 'name', p.name,
    'name_ar', p.name_ar, 'percent_off', p.percent_off::int, 'addon_per_night', p.addon_per_night::text, 'refundable', p.refundable,
    'free_cancel_hours', p.free_cancel_hours, 'policy', p.policy, 'policy_ar', p.policy_ar) ORDER BY p.id), '[]'::json)
  FROM hut_rate_plans p WHERE p.hut_id = ${hutId} AND p.is_active ${only ? sql`AND p.id = ${only}` : sql``})`;

/** JSON of the hut's length-of-stay tiers, fewest nights first. */
export const stayDiscountsJson = (hutId: SQL) =>
  sql`(SELECT coalesce(json_agg(json_build_object('min_nights', d.min_nights::int, 'percent', d.percent::int) ORDER BY d.min_nights), '[]'::json)
  FROM hut_stay_discounts d WHERE d.hut_id = ${hutId})`;

/** What a hut page needs to price a stay as the quote will: plans, tiers and the extra guest charges of hut alias `h`. */
export const hutRatesJson = sql`json_build_object('rate_plans', ${ratePlansJson(sql`h.id`)}, 'stay_discounts', ${stayDiscountsJson(sql`h.id`)},
  'base_persons', h.base_persons::int, 'extra_adult_price', h.extra_adult_price::text, 'extra_child_price', h.extra_child_price::text)`;

/**
 * `stayRuleOn` for each night of a table `nights` (column `night`), set-wise: one row per night some rule holds, with
 * the same columns and the same choice (the shortest range, the newest of equal ones).
 */
export const stayRulesByNight = (hutId: SQL, nights: SQL) =>
  sql`SELECT DISTINCT ON (n.night) n.night, r.min_nights::int AS min_nights, r.max_nights::int AS max_nights, r.closed_to_arrival, r.closed_to_departure
    FROM ${nights} n JOIN hut_stay_rules r ON r.hut_id = ${hutId} AND n.night BETWEEN r.date_from AND r.date_to
    ORDER BY n.night, r.date_to - r.date_from, r.id DESC`;
