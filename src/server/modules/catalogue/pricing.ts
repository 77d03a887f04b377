import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { holding } from '../../db/bookingStatus';
import { live, rows } from '../../db/sql';
import { pricedBy } from './sql';
import { stayRuleOn } from './stayRules';

/**
 * Nightly prices and availability, in SQL so a calendar or a whole hut list is one query.
 * The night of date D is a weekend night when D is a Friday or a Saturday (ISO day 5 or 6): plain
 * calendar dates, no time zone involved. A night is available when a price range covers it, it is not
 * in the past, staff have not closed it, no imported calendar blocks it, and no holding booking covers it. Holds and quotes read these
 * same nights, so a closed night is refused by booking too.
 */
export interface Night {
  date: string;
  price: string | null;
  available: boolean;
  /** Stay rules of the date (issue 24 §2): may a stay start on it, end on it, and how long must one starting on it be. */
  arrival: boolean;
  departure: boolean;
  min_nights: number | null;
  max_nights: number | null;
}

interface NightsInput {
  hutId: number;
  from: string;
  nights: number;
  today: string;
  now: Date;
  /** A booking whose own hold does not count against it (re-pricing and re-holding it). */
  exceptBooking?: number;
  /**
   * The most nights this query is ever asked for (the booking quote's MAX_STAY_NIGHTS): the series of nights is then
   * that long, cut by a condition, so the plan PostgreSQL builds once for a prepared statement (its generic plan)
   * expects as many rows as a plan for the given count; otherwise it expects 1,000 nights, and plans every call anew.
   */
  maxNights?: number;
}

/** `g(i)`: the numbers 0 .. nights - 1. */
const nightNumbers = (nights: number, maxNights: number | undefined) =>
  maxNights === undefined
    ? sql`generate_series(0, ${nights}::int - 1) AS g(i)`
    : sql`generate_series(0, ${sql.raw(String(Math.trunc(maxNights) - 1))}) AS g(i) WHERE g.i < ${nights}::int`;

/** The query of `hutNights`, as a fragment, so the booking quote reads nights and offers in one round trip. */
export function hutNightsQuery(input: NightsInput): SQL {
  const { hutId, from, nights, today, now, exceptBooking } = input;
  const except = exceptBooking === undefined ? sql`` : sql`AND b.id <> ${exceptBooking}::int`;
  return sql`
    SELECT to_char(n.night, 'YYYY-MM-DD') AS date,
      (CASE WHEN p.id IS NULL THEN NULL
            WHEN extract(isodow FROM n.night) IN (5, 6) AND p.weekend_price IS NOT NULL THEN p.weekend_price
            ELSE p.price END)::text AS price,
      (p.id IS NOT NULL AND n.night >= ${today}::date AND NOT ${closedOn(sql`${hutId}::int`, sql`n.night`, sql`n.night`)} AND NOT EXISTS (
        SELECT 1 FROM bookings b WHERE b.hut_id = ${hutId}::int AND b.stay @> n.night AND ${holding('b', now)} ${except}
      )) AS available,
      NOT coalesce(r.closed_to_arrival, false) AS arrival, NOT coalesce(r.closed_to_departure, false) AS departure, r.min_nights, r.max_nights
    FROM (SELECT ${from}::date + g.i AS night FROM ${nightNumbers(nights, input.maxNights)}) n
    LEFT JOIN LATERAL ${pricedBy(sql`${hutId}::int`, sql`n.night`)} p ON true
    LEFT JOIN LATERAL ${stayRuleOn(sql`${hutId}::int`, sql`n.night`)} r ON true
    WHERE EXISTS (SELECT 1 FROM huts h WHERE h.id = ${hutId}::int AND ${live('h')})
    ORDER BY n.night`;
}

/** The nights `from`..`from + nights - 1` of a live hut; an empty answer means no such hut. */
export function hutNights(db: Database, input: NightsInput): Promise<Night[]> {
  return rows<Night>(db, hutNightsQuery(input));
}

/**
 * Whether any night of `first`..`last` (inclusive) of the hut is not sold here: closed by staff, or blocked by an
 * imported calendar (sold on Airbnb, Booking.com…; migration 0044, whose trigger refuses holds on them too).
 */
export const closedOn = (hutId: SQL, first: SQL, last: SQL) =>
  sql`(EXISTS (SELECT 1 FROM hut_closed_nights c WHERE c.hut_id = ${hutId} AND c.date_from <= ${last} AND c.date_to >= ${first})
    OR EXISTS (SELECT 1 FROM hut_channel_blocks k WHERE k.hut_id = ${hutId} AND k.date_from <= ${last} AND k.date_to >= ${first}))`;

/**
 * Condition on hut alias `h`: every night of the stay [from, to) is priced, open and none is held, and the stay keeps
 * the rules of its arrival and departure dates (issue 24 §2).
 * Nested ranges hold a night twice, so the covered nights are counted once each.
 */
export function freeForStay(stay: { from: string; to: string; nights: number }, now: Date) {
  return sql`(
    (SELECT count(DISTINCT g.i) FROM generate_series(0, ${stay.nights}::int - 1) AS g(i)
      JOIN hut_price_ranges p ON p.hut_id = h.id AND ${stay.from}::date + g.i BETWEEN p.date_from AND p.date_to) = ${stay.nights}::int
    AND NOT ${closedOn(sql`h.id`, sql`${stay.from}::date`, sql`${stay.to}::date - 1`)}
    AND NOT EXISTS (SELECT 1 FROM ${stayRuleOn(sql`h.id`, sql`${stay.from}::date`)} a
      WHERE a.closed_to_arrival OR a.min_nights > ${stay.nights}::int OR a.max_nights < ${stay.nights}::int)
    AND NOT coalesce((SELECT d.closed_to_departure FROM ${stayRuleOn(sql`h.id`, sql`${stay.to}::date`)} d), false)
    AND NOT EXISTS (
      SELECT 1 FROM bookings b WHERE b.hut_id = h.id AND b.stay && daterange(${stay.from}::date, ${stay.to}::date) AND ${holding('b', now)}
    ))`;
}
