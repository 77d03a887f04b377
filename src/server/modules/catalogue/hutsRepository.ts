import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { HutDetails, HutSummary } from '../../../shared/schemas/catalogue';
import type { HutInput, StaffHut, StaffHutQuery, StaffHutRow } from '../../../shared/schemas/dashboard/huts';
import type { Database } from '../../db/client';
import { freeForStay } from './pricing';
import { hutActivities, hutFeatures, hutImages, huts } from '../../db/schema';
import { holding } from '../../db/bookingStatus';
import { containing, live, rows, statusCondition, titleFor, type Window } from '../../db/sql';
import { picturesJson, pricedBy, pricedNights } from './sql';
import { hutRatesJson, stayRulesByNight } from './stayRules';

export type Counted<T> = T & { total_count: number };

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
 * The "from" price a guest can actually book (issue 24 §2): the cheapest night from today through the window
 * (weekend prices on Friday and Saturday nights, as `hutNights` prices them), and that night itself (the earliest of
 * the cheapest), so the page can select it; a stay of the minimum length must be able to start on it: arrival
 * allowed, every night of that stay priced, open and not held, departure allowed on the day after its last night.
 * Worked out set-wise over the hut's nights (each table read once, not three rule look-ups and a series per night:
 * docs/performance.md, "The back office at scale"); the rules are `stayRuleOn`'s and `bookableArrival`'s.
 */
const fromPriceJoin = (today: string, now: Date) => {
  const first = sql`${today}::date`;
  const last = sql`(${today}::date + ${FROM_PRICE_WINDOW_DAYS - 1}::int)`;
  return sql`LEFT JOIN LATERAL (
  WITH nights AS (
    -- The window, and past it as many nights as the longest minimum stay that can start in it needs.
    SELECT ${first} + i AS night FROM generate_series(0, ${FROM_PRICE_WINDOW_DAYS - 1}::int + coalesce((SELECT max(r.min_nights)
      FROM hut_stay_rules r WHERE r.hut_id = h.id AND r.date_to >= ${first} AND r.date_from <= ${last}), 1)::int) AS i
  ),
  priced AS (${pricedNights(sql`h.id`, sql`nights`)}),
  blocked AS (
    SELECT n.night FROM nights n JOIN hut_closed_nights c ON c.hut_id = h.id AND n.night BETWEEN c.date_from AND c.date_to
    UNION SELECT n.night FROM nights n JOIN hut_channel_blocks k ON k.hut_id = h.id AND n.night BETWEEN k.date_from AND k.date_to
    UNION SELECT lower(b.stay) + i FROM bookings b, generate_series(0, upper(b.stay) - lower(b.stay) - 1) AS i
      WHERE b.hut_id = h.id AND b.stay && daterange(${first}, (SELECT max(night) + 1 FROM nights)) AND ${holding('b', now)}
  ),
  free AS (
    -- Free nights in a row share an island (night minus its rank among free nights).
    SELECT p.night, p.price, p.weekend_price, p.night - (row_number() OVER (ORDER BY p.night))::int AS island
    FROM priced p WHERE NOT EXISTS (SELECT 1 FROM blocked x WHERE x.night = p.night)
  ),
  runs AS (SELECT f.*, max(f.night) OVER (PARTITION BY f.island) - f.night + 1 AS free_ahead FROM free f),
  rules AS (${stayRulesByNight(sql`h.id`, sql`nights`)})
  SELECT f.night, CASE WHEN extract(isodow FROM f.night) IN (5, 6) AND f.weekend_price IS NOT NULL THEN f.weekend_price ELSE f.price END AS price
  FROM runs f
  LEFT JOIN rules a ON a.night = f.night
  LEFT JOIN rules d ON d.night = f.night + coalesce(a.min_nights, 1)
  WHERE f.night <= ${last} AND f.free_ahead >= coalesce(a.min_nights, 1)
    AND NOT coalesce(a.closed_to_arrival, false) AND NOT coalesce(d.closed_to_departure, false)
  ORDER BY 2, 1 LIMIT 1
) fp ON true`;
};

/**
 * What the chosen stay costs in hut alias `h` (VAT included, before any promo): each night at its price,
 * the weekend price on Friday and Saturday nights as `hutNights` prices them; the shortest range holding
 * a night sets its price.
 */
const stayTotal = (stay: {
  from: string;
  to: string;
}) => sql`(SELECT sum(n.price)::numeric(10, 2)::text FROM generate_series(${stay.from}::date, ${stay.to}::date - 1, interval '1 day') AS g
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
export const priceRangesFrom = (
  today: string,
) => sql`(SELECT coalesce(json_agg(json_build_object('date_from', to_char(s.date_from, 'YYYY-MM-DD'),
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

/** Sorting by name means the name the reader sees: Arabic names on the Arabic screen. */
const order = (lang: 'en' | 'ar'): Record<NonNullable<StaffHutQuery['sort']>, SQL> => ({
  title: sql`${titleFor('h', lang)}, h.id`,
  '-title': sql`${titleFor('h', lang)} DESC, h.id DESC`,
  created: sql`h.created_at, h.id`,
  '-created': sql`h.created_at DESC, h.id DESC`,
  capacity: sql`h.max_persons_num, h.id`,
  '-capacity': sql`h.max_persons_num DESC, h.id DESC`,
});

const bookingsCount = sql`(SELECT count(*)::int FROM bookings b WHERE b.hut_id = h.id)`;
/** What guests would miss on this hut (alias `h`): a main picture, a price range. */
const missing = sql`array_remove(ARRAY[CASE WHEN h.main_image IS NULL THEN 'picture' END,
  CASE WHEN NOT EXISTS (SELECT 1 FROM hut_price_ranges r WHERE r.hut_id = h.id) THEN 'price' END], NULL) AS missing`;

/** The hut's columns as the staff API names them (drizzle row → wire). */
export const hutColumns = (input: HutInput) => ({
  title: input.title,
  titleAr: input.title_ar,
  description: input.description,
  descriptionAr: input.description_ar,
  size: input.size,
  maxPersonsNum: input.max_persons_num,
  maxKidsNum: input.max_kids_num,
  bedroomsNum: input.bedrooms_num,
  bathroomsNum: input.bathrooms_num,
  checkIn: input.check_in,
  checkOut: input.check_out,
  latitude: input.latitude === null ? null : String(input.latitude),
  longitude: input.longitude === null ? null : String(input.longitude),
  address: input.address,
  addressAr: input.address_ar,
  isActive: input.is_active,
});

export interface HutFilter {
  guests?: number;
  stay?: { from: string; to: string; nights: number };
}

/**
 * The one repository of the huts table and its child rows: the guests' reads (live huts only) and the
 * back office's (every hut not deleted) and writes; the hut row itself is written through updateVersioned.
 */
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
        // The page is taken first, then only its huts are priced: the "from" price looks at 180 nights a hut.
        sql`SELECT ${summaryColumns}, ${filter.stay ? sql`${stayTotal(filter.stay)} AS stay_total,` : sql``} h.total_count
          FROM (SELECT h.*, count(*) OVER ()::int AS total_count FROM huts h WHERE ${where}
            ORDER BY h.sort_order, h.id LIMIT ${window.limit}::int OFFSET ${window.offset}::int) h
          ${reviewsJoin} ${fromPriceJoin(today, now)}
          ORDER BY h.sort_order, h.id`,
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
             FROM hut_activities a WHERE a.hut_id = h.id) AS activities,
          ${hutRatesJson} AS rates
        FROM huts h ${reviewsJoin} ${fromPriceJoin(today, now)} WHERE h.id = ${id}::int AND ${live('h')}`,
      );
      return hut ?? null;
    },

    async isLive(id: number): Promise<boolean> {
      const found = await rows<{ id: number }>(db, sql`SELECT h.id FROM huts h WHERE h.id = ${id}::int AND ${live('h')}`);
      return found.length > 0;
    },

    /** The back office's list: every hut not deleted, hidden ones too, with what guests would miss. */
    async staffList(query: StaffHutQuery, window: Window, lang: 'en' | 'ar') {
      const conditions: SQL[] = [sql`h.deleted_at IS NULL`, statusCondition('h', query.status)];
      if (query.search?.trim()) {
        const pattern = containing(query.search.trim());
        conditions.push(sql`(h.title ILIKE ${pattern} OR h.title_ar ILIKE ${pattern})`);
      }
      const where = sql.join(conditions, sql` AND `);
      const found = await rows<StaffHutRow & { total_count: number }>(
        db,
        sql`SELECT h.id, h.title, h.title_ar, h.size::text AS size, h.max_persons_num::int AS max_persons_num, h.main_image, h.is_active,
            ${bookingsCount} AS bookings_count, ${missing}, h.version, to_char(h.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at,
            count(*) OVER ()::int AS total_count
          FROM huts h WHERE ${where} ORDER BY ${order(lang)[query.sort ?? 'title']} LIMIT ${window.limit}::int OFFSET ${window.offset}::int`,
      );
      if (found.length > 0 || window.offset === 0)
        return { count: found[0]?.total_count ?? 0, results: found.map(({ total_count: _c, ...row }) => row) };
      const [{ n }] = await rows<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM huts h WHERE ${where}`);
      return { count: n, results: [] };
    },

    /** Every editable field of a hut that is not deleted, or null. */
    async find(id: number, tx: Database = db): Promise<StaffHut | null> {
      const [hut] = await rows<StaffHut>(
        tx,
        sql`SELECT h.id, h.title, h.title_ar, h.description, h.description_ar, h.size::text AS size,
            h.max_persons_num::int AS max_persons_num, h.max_kids_num::int AS max_kids_num, h.bedrooms_num::int AS bedrooms_num,
            h.bathrooms_num::int AS bathrooms_num, to_char(h.check_in, 'HH24:MI') AS check_in, to_char(h.check_out, 'HH24:MI') AS check_out,
            h.latitude::float8 AS latitude, h.longitude::float8 AS longitude, h.address, h.address_ar, h.is_active, h.main_image, h.version,
            ${bookingsCount} AS bookings_count, ${missing},
            (SELECT coalesce(json_agg(json_build_object('icon', f.icon, 'description', f.description, 'description_ar', f.description_ar) ORDER BY f.sort_order, f.id), '[]'::json)
               FROM hut_features f WHERE f.hut_id = h.id AND NOT f.is_extra) AS main_services,
            (SELECT coalesce(json_agg(json_build_object('icon', f.icon, 'description', f.description, 'description_ar', f.description_ar) ORDER BY f.sort_order, f.id), '[]'::json)
               FROM hut_features f WHERE f.hut_id = h.id AND f.is_extra) AS extra_services,
            (SELECT coalesce(json_agg(json_build_object('description', a.description, 'description_ar', a.description_ar) ORDER BY a.sort_order, a.id), '[]'::json)
               FROM hut_activities a WHERE a.hut_id = h.id) AS activities,
            ${picturesJson(hutImages, sql`h.id`)} AS images
          FROM huts h WHERE h.id = ${id}::int AND h.deleted_at IS NULL`,
      );
      return hut ?? null;
    },

    async insert(tx: Database, input: HutInput) {
      const [{ id }] = await tx
        .insert(huts)
        .values({ ...hutColumns(input), isActive: input.is_active ?? false })
        .returning({ id: huts.id });
      return id;
    },

    /** Services and activities are replaced as a whole: the form always sends the full lists. */
    async replaceChildren(tx: Database, hutId: number, input: Pick<HutInput, 'main_services' | 'extra_services' | 'activities'>) {
      await tx.delete(hutFeatures).where(eq(hutFeatures.hutId, hutId));
      await tx.delete(hutActivities).where(eq(hutActivities.hutId, hutId));
      const features = [
        ...input.main_services.map((feature, index) => ({ ...feature, isExtra: false, sortOrder: index })),
        ...input.extra_services.map((feature, index) => ({ ...feature, isExtra: true, sortOrder: index })),
      ].map(({ description_ar, ...feature }) => ({ ...feature, descriptionAr: description_ar, hutId }));
      if (features.length > 0) await tx.insert(hutFeatures).values(features);
      if (input.activities.length > 0) {
        await tx.insert(hutActivities).values(
          input.activities.map((activity, index) => ({
            hutId,
            description: activity.description,
            descriptionAr: activity.description_ar,
            sortOrder: index,
          })),
        );
      }
    },

    /** Locks the hut row (not deleted) so image and price writes of one hut apply one at a time. */
    async lock(tx: Database, id: number) {
      const [hut] = await tx
        .select({ id: huts.id, mainImage: huts.mainImage })
        .from(huts)
        .where(and(eq(huts.id, id), sql`${huts.deletedAt} IS NULL`))
        .for('update');
      return hut ?? null;
    },

    async bookingsOf(tx: Database, id: number) {
      const [{ n }] = await rows<{ n: number }>(tx, sql`SELECT count(*)::int AS n FROM bookings WHERE hut_id = ${id}::int`);
      return n;
    },

    softDelete: (tx: Database, hutId: number, at: Date) =>
      tx.update(huts).set({ deletedAt: at, isActive: false }).where(eq(huts.id, hutId)),
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
