import { and, eq, sql } from 'drizzle-orm';
import type { ClosedNightsInput, HutCalendar, PriceRangeInput, RangeBooking } from '../../../../shared/schemas/dashboard/huts';
import type { Database } from '../../../db/client';
import { hutClosedNights, hutPriceRanges } from '../../../db/schema';
import { holding } from '../../../db/bookingStatus';
import { rows } from '../../../db/sql';

type Span = { date_from: string; date_to: string };
const day = (column: string) => sql.raw(`to_char(${column}, 'YYYY-MM-DD')`);

/**
 * Bookings (holding at `now`) with a night that range `r` prices and no other range of the hut does:
 * the bookings that deleting `r` would leave with unpriced nights. One row per booking, by arrival.
 */
const bookedOnlyBy = (r: string, now: Date) => sql`
  SELECT b.id, b.code, to_char(lower(b.stay), 'YYYY-MM-DD') AS date_from, to_char(upper(b.stay) - 1, 'YYYY-MM-DD') AS date_to
  FROM bookings b
  WHERE b.hut_id = ${sql.raw(r)}.hut_id AND b.stay && daterange(${sql.raw(r)}.date_from, ${sql.raw(r)}.date_to, '[]') AND ${holding('b', now)}
    AND EXISTS (
      SELECT 1 FROM generate_series(greatest(lower(b.stay), ${sql.raw(r)}.date_from), least(upper(b.stay) - 1, ${sql.raw(r)}.date_to), interval '1 day') AS n(night)
      WHERE NOT EXISTS (SELECT 1 FROM hut_price_ranges o WHERE o.hut_id = ${sql.raw(r)}.hut_id AND o.id <> ${sql.raw(r)}.id AND n.night::date BETWEEN o.date_from AND o.date_to))
  ORDER BY lower(b.stay), b.id`;

/** Price ranges and closed nights of one hut; crossing ranges and overlapping closures are refused by the database. */
export function createPricesStaffRepository(db: Database) {
  return {
    /** Everything touching the year, so a range that spans New Year shows on both calendars. */
    async calendar(hutId: number, year: number, now: Date): Promise<HutCalendar> {
      const from = `${year}-01-01`;
      const to = `${year}-12-31`;
      const ranges = await rows<HutCalendar['ranges'][number]>(
        db,
        sql`SELECT r.id, ${day('r.date_from')} AS date_from, ${day('r.date_to')} AS date_to, r.price::text AS price, r.weekend_price::text AS weekend_price, r.version,
            (SELECT coalesce(json_agg(json_build_object('id', k.id, 'code', k.code, 'date_from', k.date_from, 'date_to', k.date_to)), '[]'::json)
              FROM (${bookedOnlyBy('r', now)}) k) AS booked
          FROM hut_price_ranges r WHERE r.hut_id = ${hutId}::int AND r.date_to >= ${from}::date AND r.date_from <= ${to}::date ORDER BY r.date_from`,
      );
      const closed = await rows<HutCalendar['closed'][number]>(
        db,
        // Nights sold on a channel whose calendar is imported show beside closures (source "channel", named by the channel).
        sql`SELECT * FROM (SELECT id, ${day('date_from')} AS date_from, ${day('date_to')} AS date_to, reason, 'closure' AS source
          FROM hut_closed_nights WHERE hut_id = ${hutId}::int AND date_to >= ${from}::date AND date_from <= ${to}::date
          UNION ALL SELECT k.id, ${day('k.date_from')}, ${day('k.date_to')}, c.name, 'channel'
          FROM hut_channel_blocks k JOIN hut_channels c ON c.id = k.channel_id
          WHERE k.hut_id = ${hutId}::int AND k.date_to >= ${from}::date AND k.date_from <= ${to}::date) x ORDER BY x.date_from, x.source`,
      );
      return { ranges, closed };
    },

    insertRange: async (tx: Database, hutId: number, input: PriceRangeInput) =>
      (
        await tx
          .insert(hutPriceRanges)
          .values({ hutId, dateFrom: input.date_from, dateTo: input.date_to, price: input.price, weekendPrice: input.weekend_price })
          .returning()
      )[0],

    rangeColumns: (input: PriceRangeInput) => ({
      dateFrom: input.date_from,
      dateTo: input.date_to,
      price: input.price,
      weekendPrice: input.weekend_price,
    }),

    findRange: async (tx: Database, hutId: number, rangeId: number) =>
      (
        await tx
          .select()
          .from(hutPriceRanges)
          .where(and(eq(hutPriceRanges.id, rangeId), eq(hutPriceRanges.hutId, hutId)))
      )[0] ?? null,

    /** What deleting the range would leave unpriced: the bookings that must move first. */
    bookingsOnlyBy: (tx: Database, rangeId: number, now: Date) =>
      rows<RangeBooking>(tx, sql`SELECT k.* FROM hut_price_ranges r, LATERAL (${bookedOnlyBy('r', now)}) k WHERE r.id = ${rangeId}::int`),

    deleteRange: (tx: Database, rangeId: number) => tx.delete(hutPriceRanges).where(eq(hutPriceRanges.id, rangeId)),

    /**
     * The first range of the hut (other than `exceptId`) in the way of the span: sharing a night without
     * one holding the other, or on exactly the same nights. Nesting is allowed (the shorter range wins).
     */
    async rangeInTheWay(hutId: number, span: Span, exceptId = 0): Promise<Span | null> {
      const from = sql`${span.date_from}::date`;
      const to = sql`${span.date_to}::date`;
      const [found] = await rows<Span>(
        db,
        sql`SELECT ${day('date_from')} AS date_from, ${day('date_to')} AS date_to FROM hut_price_ranges
          WHERE hut_id = ${hutId}::int AND id <> ${exceptId}::int AND date_from <= ${to} AND date_to >= ${from}
            AND NOT (((date_from <= ${from} AND ${to} <= date_to) OR (${from} <= date_from AND date_to <= ${to})) AND (date_from, date_to) IS DISTINCT FROM (${from}, ${to}))
          ORDER BY date_from LIMIT 1`,
      );
      return found ?? null;
    },

    async closedInTheWay(hutId: number, span: Span): Promise<Span | null> {
      const [found] = await rows<Span>(
        db,
        sql`SELECT ${day('date_from')} AS date_from, ${day('date_to')} AS date_to FROM hut_closed_nights
          WHERE hut_id = ${hutId}::int AND date_from <= ${span.date_to}::date AND date_to >= ${span.date_from}::date ORDER BY date_from LIMIT 1`,
      );
      return found ?? null;
    },

    /** A booking that holds a night of the span (paid, or a hold still running at `now`). */
    async bookingInTheWay(tx: Database, hutId: number, span: Span, now: Date): Promise<Span | null> {
      const [found] = await rows<Span>(
        tx,
        sql`SELECT to_char(lower(b.stay), 'YYYY-MM-DD') AS date_from, to_char(upper(b.stay) - 1, 'YYYY-MM-DD') AS date_to FROM bookings b
          WHERE b.hut_id = ${hutId}::int AND b.stay && daterange(${span.date_from}::date, ${span.date_to}::date, '[]') AND ${holding('b', now)}
          ORDER BY lower(b.stay) LIMIT 1`,
      );
      return found ?? null;
    },

    insertClosed: async (tx: Database, hutId: number, input: ClosedNightsInput) =>
      (
        await tx
          .insert(hutClosedNights)
          .values({ hutId, dateFrom: input.date_from, dateTo: input.date_to, reason: input.reason })
          .returning()
      )[0],

    deleteClosed: async (tx: Database, hutId: number, closedId: number) =>
      (
        await tx
          .delete(hutClosedNights)
          .where(and(eq(hutClosedNights.id, closedId), eq(hutClosedNights.hutId, hutId)))
          .returning()
      )[0] ?? null,
  };
}
