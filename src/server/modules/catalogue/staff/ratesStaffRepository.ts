import { sql } from 'drizzle-orm';
import type {
  BulkEditInput,
  HutRatesInput,
  RatePlanInput,
  SeasonInput,
  StaffHutRates,
  StayRuleInput,
} from '../../../../shared/schemas/dashboard/rates';
import type { Database } from '../../../db/client';
import { hutRatePlans, hutStayDiscounts, hutStayRules, huts, seasons } from '../../../db/schema';
import { holding } from '../../../db/bookingStatus';
import { rows } from '../../../db/sql';
import { and, eq } from 'drizzle-orm';

type Span = { date_from: string; date_to: string };

const planJson = sql`json_build_object('id', p.id, 'name', p.name, 'name_ar', p.name_ar, 'percent_off', p.percent_off::int,
  'addon_per_night', p.addon_per_night::text, 'refundable', p.refundable, 'free_cancel_hours', p.free_cancel_hours, 'policy', p.policy,
  'policy_ar', p.policy_ar, 'is_active', p.is_active, 'version', p.version)`;
const ruleColumns = sql`r.id, to_char(r.date_from, 'YYYY-MM-DD') AS date_from, to_char(r.date_to, 'YYYY-MM-DD') AS date_to,
  r.min_nights::int AS min_nights, r.max_nights::int AS max_nights, r.closed_to_arrival, r.closed_to_departure, r.season_id AS season`;

export interface BulkHutRow {
  id: number;
  title: string;
  title_ar: string;
  crossing: boolean;
  booked: boolean;
  closed: boolean;
  current_prices: string[];
  bookings: { code: string; date_from: string; date_to: string; total: string }[];
}

/** A hut's plan as a bulk edit reads it, with the stays sold on it not yet over (they keep the terms they were sold). */
export interface BulkPlanRow {
  hut_id: number;
  id: number;
  name: string;
  name_ar: string;
  percent_off: number;
  addon_per_night: string;
  refundable: boolean;
  free_cancel_hours: number | null;
  is_active: boolean;
  bookings: { code: string; date_from: string; date_to: string; total: string }[];
  bookings_count: number;
}

/** The SQL of rate plans, stay rules, tiers, extra guests, seasons and bulk edits (issue 24 §2). */
export function createRatesStaffRepository(db: Database) {
  return {
    /** `executor`: the transaction when read inside one (PGlite has one connection: a read beside it would wait forever). */
    async hutRates(hutId: number, executor: Database = db): Promise<StaffHutRates | null> {
      const [found] = await rows<StaffHutRates>(
        executor,
        sql`SELECT (SELECT coalesce(json_agg(${planJson} ORDER BY p.id), '[]'::json) FROM hut_rate_plans p WHERE p.hut_id = h.id) AS rate_plans,
          (SELECT coalesce(json_agg(x ORDER BY x.date_from, x.id), '[]'::json) FROM (SELECT ${ruleColumns} FROM hut_stay_rules r WHERE r.hut_id = h.id) x) AS stay_rules,
          (SELECT coalesce(json_agg(json_build_object('min_nights', d.min_nights::int, 'percent', d.percent::int) ORDER BY d.min_nights), '[]'::json)
            FROM hut_stay_discounts d WHERE d.hut_id = h.id) AS stay_discounts,
          h.base_persons::int AS base_persons, h.extra_adult_price::text AS extra_adult_price, h.extra_child_price::text AS extra_child_price
        FROM huts h WHERE h.id = ${hutId}::int AND h.deleted_at IS NULL`,
      );
      return found ?? null;
    },

    async replaceHutRates(tx: Database, hutId: number, input: HutRatesInput) {
      await tx
        .update(huts)
        .set({ basePersons: input.base_persons, extraAdultPrice: input.extra_adult_price, extraChildPrice: input.extra_child_price })
        .where(eq(huts.id, hutId));
      await tx.delete(hutStayDiscounts).where(eq(hutStayDiscounts.hutId, hutId));
      if (input.stay_discounts.length > 0)
        await tx
          .insert(hutStayDiscounts)
          .values(input.stay_discounts.map((tier) => ({ hutId, minNights: tier.min_nights, percent: tier.percent })));
    },

    planColumns: (input: RatePlanInput) => ({
      name: input.name,
      nameAr: input.name_ar,
      percentOff: input.percent_off,
      addonPerNight: input.addon_per_night,
      refundable: input.refundable,
      freeCancelHours: input.free_cancel_hours,
      policy: input.policy,
      policyAr: input.policy_ar,
      ...(input.is_active === undefined ? {} : { isActive: input.is_active }),
    }),

    async insertPlan(tx: Database, hutId: number, input: RatePlanInput) {
      const [plan] = await tx
        .insert(hutRatePlans)
        .values({ hutId, ...this.planColumns(input) })
        .returning();
      return plan;
    },

    async findPlan(tx: Database, hutId: number, planId: number) {
      const [plan] = await tx
        .select()
        .from(hutRatePlans)
        .where(and(eq(hutRatePlans.id, planId), eq(hutRatePlans.hutId, hutId)));
      return plan ?? null;
    },

    async insertRule(tx: Database, hutId: number, input: StayRuleInput) {
      const [rule] = await tx
        .insert(hutStayRules)
        .values({
          hutId,
          dateFrom: input.date_from,
          dateTo: input.date_to,
          minNights: input.min_nights,
          maxNights: input.max_nights,
          closedToArrival: input.closed_to_arrival,
          closedToDeparture: input.closed_to_departure,
          seasonId: input.season ?? null,
        })
        .returning();
      return rule;
    },

    async deleteRule(tx: Database, hutId: number, ruleId: number) {
      const [gone] = await tx
        .delete(hutStayRules)
        .where(and(eq(hutStayRules.id, ruleId), eq(hutStayRules.hutId, hutId)))
        .returning();
      return gone ?? null;
    },

    seasons: () =>
      rows<{ id: number; name: string; name_ar: string; date_from: string; date_to: string }>(
        db,
        sql`SELECT id, name, name_ar, to_char(date_from, 'YYYY-MM-DD') AS date_from, to_char(date_to, 'YYYY-MM-DD') AS date_to FROM seasons ORDER BY date_from, id`,
      ),

    async insertSeason(input: SeasonInput) {
      const [season] = await db
        .insert(seasons)
        .values({ name: input.name, nameAr: input.name_ar, dateFrom: input.date_from, dateTo: input.date_to })
        .returning();
      return season;
    },

    async findSeason(id: number) {
      const [season] = await db.select().from(seasons).where(eq(seasons.id, id));
      return season ?? null;
    },

    /**
     * What a bulk edit would meet in each hut over the span: a price range crossing it (neither holding it nor
     * inside it: the ranges must stay nested), nights held (they cannot be closed), nights already closed, the
     * prices the nights have now, and the bookings that keep what they were sold.
     */
    bulkHuts: (tx: Database, hutIds: number[], span: Span | null, now: Date) =>
      rows<BulkHutRow>(
        tx,
        // An edit of rate plans only has no span: nothing in the way, no nights, no bookings in it.
        span === null
          ? sql`SELECT h.id, h.title, coalesce(nullif(h.title_ar, ''), h.title) AS title_ar, false AS crossing, false AS booked, false AS closed,
            '[]'::json AS current_prices, '[]'::json AS bookings
            FROM huts h WHERE h.id IN (${sql.join(
              hutIds.map((id) => sql`${id}::int`),
              sql`, `,
            )}) AND h.deleted_at IS NULL ORDER BY h.sort_order, h.id`
          : sql`SELECT h.id, h.title, coalesce(nullif(h.title_ar, ''), h.title) AS title_ar,
          EXISTS (SELECT 1 FROM hut_price_ranges o WHERE o.hut_id = h.id AND o.date_from <= ${span.date_to}::date AND o.date_to >= ${span.date_from}::date
            AND NOT (o.date_from <= ${span.date_from}::date AND ${span.date_to}::date <= o.date_to)
            AND NOT (${span.date_from}::date <= o.date_from AND o.date_to <= ${span.date_to}::date)) AS crossing,
          EXISTS (SELECT 1 FROM bookings b WHERE b.hut_id = h.id AND b.stay && daterange(${span.date_from}::date, ${span.date_to}::date, '[]') AND ${holding('b', now)}) AS booked,
          EXISTS (SELECT 1 FROM hut_closed_nights c WHERE c.hut_id = h.id AND c.date_from <= ${span.date_to}::date AND c.date_to >= ${span.date_from}::date) AS closed,
          (SELECT coalesce(json_agg(DISTINCT x.price::text), '[]'::json) FROM (SELECT unnest(ARRAY[q.price, q.weekend_price]) AS price FROM hut_price_ranges q
            WHERE q.hut_id = h.id AND q.date_from <= ${span.date_to}::date AND q.date_to >= ${span.date_from}::date) x WHERE x.price IS NOT NULL) AS current_prices,
          (SELECT coalesce(json_agg(json_build_object('code', b.code, 'date_from', to_char(lower(b.stay), 'YYYY-MM-DD'),
            'date_to', to_char(upper(b.stay), 'YYYY-MM-DD'), 'total', b.total::text) ORDER BY lower(b.stay)), '[]'::json)
            FROM bookings b WHERE b.hut_id = h.id AND b.stay && daterange(${span.date_from}::date, ${span.date_to}::date, '[]')
              AND b.status IN ('confirmed', 'paid', 'completed', 'pending')) AS bookings
        FROM huts h WHERE h.id IN (${sql.join(
          hutIds.map((id) => sql`${id}::int`),
          sql`, `,
        )}) AND h.deleted_at IS NULL ORDER BY h.sort_order, h.id`,
      ),

    /** Every plan of the huts (active or not), with the stays sold on each that are not over by `today`. */
    bulkPlans: (tx: Database, hutIds: number[], today: string) =>
      rows<BulkPlanRow>(
        tx,
        sql`SELECT p.hut_id, p.id, p.name, p.name_ar, p.percent_off::int AS percent_off, p.addon_per_night::text AS addon_per_night,
          p.refundable, p.free_cancel_hours, p.is_active,
          (SELECT coalesce(json_agg(json_build_object('code', s.code, 'date_from', to_char(lower(s.stay), 'YYYY-MM-DD'),
            'date_to', to_char(upper(s.stay), 'YYYY-MM-DD'), 'total', s.total::text) ORDER BY lower(s.stay)), '[]'::json)
            FROM (SELECT b.code, b.stay, b.total FROM bookings b WHERE b.rate_plan_id = p.id AND upper(b.stay) > ${today}::date
              AND b.status IN ('confirmed', 'paid', 'pending') ORDER BY lower(b.stay) LIMIT 20) s) AS bookings,
          (SELECT count(*)::int FROM bookings b WHERE b.rate_plan_id = p.id AND upper(b.stay) > ${today}::date
            AND b.status IN ('confirmed', 'paid', 'pending')) AS bookings_count
        FROM hut_rate_plans p WHERE p.hut_id IN (${sql.join(
          hutIds.map((id) => sql`${id}::int`),
          sql`, `,
        )}) ORDER BY p.hut_id, p.id`,
      ),

    /** A new percentage off, add-on per night or on/off for one plan; bookings sold on it keep their own copy of its terms. */
    async changePlan(tx: Database, planId: number, change: { percent_off?: number; addon_per_night?: string; is_active?: boolean }) {
      await tx
        .update(hutRatePlans)
        .set({
          ...(change.percent_off === undefined ? {} : { percentOff: change.percent_off }),
          ...(change.addon_per_night === undefined ? {} : { addonPerNight: change.addon_per_night }),
          ...(change.is_active === undefined ? {} : { isActive: change.is_active }),
          version: sql`${hutRatePlans.version} + 1`,
        })
        .where(eq(hutRatePlans.id, planId));
    },

    /** One hut's share of a bulk edit: the span's price (the same span's range re-priced, else a nested one added), rule, closure. */
    async applyBulk(tx: Database, hutId: number, span: Span, input: BulkEditInput, seasonId: number | null) {
      if (input.price) {
        const updated = await rows<{ id: number }>(
          tx,
          sql`UPDATE hut_price_ranges SET price = ${input.price.price}::numeric, weekend_price = ${input.price.weekend_price}::numeric,
            season_id = ${seasonId}::int, version = version + 1
          WHERE hut_id = ${hutId}::int AND date_from = ${span.date_from}::date AND date_to = ${span.date_to}::date RETURNING id`,
        );
        if (updated.length === 0)
          await rows(
            tx,
            sql`INSERT INTO hut_price_ranges (hut_id, date_from, date_to, price, weekend_price, season_id)
            VALUES (${hutId}::int, ${span.date_from}::date, ${span.date_to}::date, ${input.price.price}::numeric, ${input.price.weekend_price}::numeric, ${seasonId}::int)`,
          );
      }
      if (input.rule) await this.insertRule(tx, hutId, { ...span, ...input.rule, season: seasonId });
      if (input.close)
        await rows(
          tx,
          sql`INSERT INTO hut_closed_nights (hut_id, date_from, date_to, reason) VALUES (${hutId}::int, ${span.date_from}::date, ${span.date_to}::date, ${input.close.reason})`,
        );
    },
  };
}
