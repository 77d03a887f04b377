import { sql, type SQL } from 'drizzle-orm';
import type { HutDetails, HutSummary, KenItem } from '../../../shared/schemas/catalogue';
import type { Database } from '../../db/client';
import { freeForStay } from './pricing';
import { hutImages } from '../../db/schema';
import { holding } from '../../db/bookingStatus';
import { live, rows, type Window } from '../../db/sql';
import { picturesJson, pricedBy } from './sql';
import { escapeLike } from './staff/listing';

type Counted<T> = T & { total_count: number };

/** How far ahead the "from" price looks: the next six months of nights. */
export const FROM_PRICE_WINDOW_DAYS = 180;

/** Summary columns of hut alias `h`; the "from" price comes from `fromPriceJoin` (alias `fp`). */
const summaryColumns = sql`
  h.id, h.title, h.title_ar, h.description, h.description_ar, h.size::text AS size,
  h.max_persons_num::int AS max_persons_num, h.max_kids_num::int AS max_kids_num,
  h.bedrooms_num::int AS bedrooms_num, h.bathrooms_num::int AS bathrooms_num, h.main_image, h.is_active,
  ${picturesJson(hutImages, sql`h.id`)} AS images,
  coalesce(rv.rate, 0)::float8 AS rate, coalesce(rv.total, 0)::int AS total_reviews,
  fp.price::text AS lowest_price, to_char(fp.night, 'YYYY-MM-DD') AS lowest_price_date`;

/**
 * The "from" price a guest can actually book: the cheapest night (weekend prices on Friday and Saturday
 * nights, as `hutNights` prices them) from today through the window that is priced and not held, and
 * that night itself (the earliest of the cheapest), so the page can select it.
 */
const fromPriceJoin = (today: string, now: Date) => sql`LEFT JOIN LATERAL (
  SELECT n.night, CASE WHEN extract(isodow FROM n.night) IN (5, 6) AND p.weekend_price IS NOT NULL THEN p.weekend_price ELSE p.price END AS price
  FROM hut_price_ranges p
  CROSS JOIN LATERAL (
    SELECT g::date AS night FROM generate_series(greatest(p.date_from, ${today}::date),
      least(p.date_to, ${today}::date + ${FROM_PRICE_WINDOW_DAYS - 1}::int), interval '1 day') AS g
  ) n
  WHERE p.hut_id = h.id AND p.date_to >= ${today}::date AND p.date_from < ${today}::date + ${FROM_PRICE_WINDOW_DAYS}::int
    AND p.id = (SELECT w.id FROM ${pricedBy(sql`h.id`, sql`n.night`)} w)
    AND NOT EXISTS (SELECT 1 FROM bookings b WHERE b.hut_id = h.id AND b.stay @> n.night AND ${holding('b', now)})
    AND NOT EXISTS (SELECT 1 FROM hut_closed_nights c WHERE c.hut_id = h.id AND n.night BETWEEN c.date_from AND c.date_to)
  ORDER BY 2, 1 LIMIT 1
) fp ON true`;

/**
 * What the chosen stay costs in hut alias `h` (VAT included, before any promo): each night at its price,
 * the weekend price on Friday and Saturday nights as `hutNights` prices them; the shortest range holding
 * a night sets its price.
 */
const stayTotal = (stay: { from: string; to: string }) => sql`(SELECT sum(n.price)::numeric(10, 2)::text FROM generate_series(${stay.from}::date, ${stay.to}::date - 1, interval '1 day') AS g
  CROSS JOIN LATERAL (SELECT CASE WHEN extract(isodow FROM g) IN (5, 6) AND p.weekend_price IS NOT NULL THEN p.weekend_price ELSE p.price END AS price
    FROM hut_price_ranges p WHERE p.hut_id = h.id AND g::date BETWEEN p.date_from AND p.date_to ORDER BY p.date_to - p.date_from, p.id LIMIT 1) n)`;

const reviewsJoin = sql`LEFT JOIN LATERAL (
  SELECT round(avg(r.value)::numeric, 1) AS rate, count(*) AS total FROM reviews r WHERE r.hut_id = h.id AND r.is_published
) rv ON true`;

/**
 * `available_dates` of hut alias `h`, as JSON: the ranges that still have nights from `today` on, each from
 * where it starts, as the contract reads them, in spans that never overlap. A shorter range nested in a longer one wins its nights, so the longer range
 * comes out in pieces around it (runs of consecutive nights priced by the same range).
 */
export const priceRangesFrom = (today: string) => sql`(SELECT coalesce(json_agg(json_build_object('date_from', to_char(s.date_from, 'YYYY-MM-DD'),
    'date_to', to_char(s.date_to, 'YYYY-MM-DD'), 'price', s.price::text, 'weekend_price', s.weekend_price::text) ORDER BY s.date_from), '[]'::json)
  FROM (
    SELECT min(x.night) AS date_from, max(x.night) AS date_to, x.price, x.weekend_price
    FROM (
      SELECT d.night, w.id, w.price, w.weekend_price, d.night - (row_number() OVER (PARTITION BY w.id ORDER BY d.night))::int AS run
      FROM (SELECT DISTINCT g::date AS night FROM hut_price_ranges p, generate_series(p.date_from, p.date_to, interval '1 day') AS g
        WHERE p.hut_id = h.id AND p.date_to >= ${today}::date) d
      CROSS JOIN LATERAL ${pricedBy(sql`h.id`, sql`d.night`)} w
    ) x GROUP BY x.id, x.run, x.price, x.weekend_price
  ) s)`;

export interface HutFilter {
  guests?: number;
  stay?: { from: string; to: string; nights: number };
}

export function createHutsRepository(db: Database) {
  return {
    home: (today: string, now: Date, limit: number) =>
      rows<HutSummary>(
        db,
        sql`SELECT ${summaryColumns} FROM huts h ${reviewsJoin} ${fromPriceJoin(today, now)} WHERE ${live('h')} ORDER BY h.sort_order, h.id LIMIT ${limit}::int`,
      ),

    /** One query whatever the filter: the stay condition is a correlated subquery, not a loop over huts. */
    async list(today: string, now: Date, filter: HutFilter, window: Window) {
      const conditions: SQL[] = [live('h')];
      if (filter.guests !== undefined) conditions.push(sql`h.max_persons_num >= ${filter.guests}::int`);
      if (filter.stay) conditions.push(freeForStay(filter.stay, now));
      const where = sql.join(conditions, sql` AND `);
      const found = await rows<Counted<HutSummary>>(
        db,
        sql`SELECT ${summaryColumns}, ${filter.stay ? sql`${stayTotal(filter.stay)} AS stay_total,` : sql``} count(*) OVER ()::int AS total_count FROM huts h ${reviewsJoin} ${fromPriceJoin(today, now)}
            WHERE ${where} ORDER BY h.sort_order, h.id LIMIT ${window.limit}::int OFFSET ${window.offset}::int`,
      );
      if (found.length > 0 || window.offset === 0) return { count: found[0]?.total_count ?? 0, results: found.map(withoutCount) };
      // Past the last page: the window count is not there, so count on its own.
      const [{ n }] = await rows<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM huts h WHERE ${where}`);
      return { count: n, results: [] };
    },

    async details(id: number, today: string, now: Date): Promise<HutDetails | null> {
      const [hut] = await rows<HutDetails>(
        db,
        sql`SELECT ${summaryColumns}, h.check_in::text AS check_in, h.check_out::text AS check_out,
          json_build_object('latitude', h.latitude::float8, 'longitude', h.longitude::float8, 'address', h.address, 'address_ar', h.address_ar) AS location,
          ${priceRangesFrom(today)} AS available_dates,
          ${features('false')} AS main_services,
          ${features('true')} AS extra_services,
          (SELECT coalesce(json_agg(json_build_object('id', a.id, 'description', a.description, 'description_ar', a.description_ar) ORDER BY a.sort_order, a.id), '[]'::json)
             FROM hut_activities a WHERE a.hut_id = h.id) AS activities
        FROM huts h ${reviewsJoin} ${fromPriceJoin(today, now)} WHERE h.id = ${id}::int AND ${live('h')}`,
      );
      return hut ?? null;
    },

    async isLive(id: number): Promise<boolean> {
      const found = await rows<{ id: number }>(db, sql`SELECT h.id FROM huts h WHERE h.id = ${id}::int AND ${live('h')}`);
      return found.length > 0;
    },

    /** Active special items of a hut; `search` matches either language, its wildcards taken literally. */
    async kenItems(hutId: number, search: string | undefined, window: Window) {
      const conditions: SQL[] = [sql`k.hut_id = ${hutId}::int`, sql`k.is_active`];
      if (search) {
        const pattern = `%${escapeLike(search)}%`;
        conditions.push(sql`(k.title ILIKE ${pattern} OR k.title_ar ILIKE ${pattern})`);
      }
      const found = await rows<Counted<KenItem>>(
        db,
        sql`SELECT k.id, k.title, k.title_ar, k.image, k.price::text AS price, k.capacity,
              k.min_purchasable_quantity, k.max_purchasable_quantity, count(*) OVER ()::int AS total_count
            FROM ken_items k WHERE ${sql.join(conditions, sql` AND `)} ORDER BY k.id
            LIMIT ${window.limit}::int OFFSET ${window.offset}::int`,
      );
      if (found.length > 0 || window.offset === 0) return { count: found[0]?.total_count ?? 0, results: found.map(withoutCount) };
      const [{ n }] = await rows<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM ken_items k WHERE ${sql.join(conditions, sql` AND `)}`);
      return { count: n, results: [] };
    },
  };
}

function features(isExtra: 'true' | 'false') {
  return sql`(SELECT coalesce(json_agg(json_build_object('id', f.id, 'icon', f.icon, 'description', f.description,
      'description_ar', f.description_ar, 'is_extra', f.is_extra) ORDER BY f.sort_order, f.id), '[]'::json)
    FROM hut_features f WHERE f.hut_id = h.id AND f.is_extra = ${sql.raw(isExtra)})`;
}

export function withoutCount<T extends { total_count: number }>(row: T): Omit<T, 'total_count'> {
  const { total_count: _ignored, ...rest } = row;
  return rest;
}

export type HutsRepository = ReturnType<typeof createHutsRepository>;
