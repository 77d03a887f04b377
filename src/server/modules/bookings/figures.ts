import { sql } from 'drizzle-orm';
import { addDays, daysBetween, firstOfMonth, lastOfMonth } from '../../../shared/dates';
import { toCents, toMoney, vatPart } from '../../../shared/money';
import {
  BOOKING_STATUSES,
  FIGURES_AHEAD_DAYS,
  FIGURES_MAX_DAYS,
  SOLD_STATUSES,
  type Figures,
  type FiguresDay,
  type FiguresQuery,
} from '../../../shared/schemas/dashboard/figures';
import type { Database } from '../../db/client';
import { text, ValidationFailed } from '../../lib/errors';
import { live, rows } from '../../db/sql';

// Nights, arrivals and the nightly rate count stays only: a day visit (issue 25 §2) sells tickets, not nights. Its
// charges count in the revenue (and apart, as day_visits), its status, cancellation and refunds as any booking's.
const sold = (alias: string) => sql.raw(`${alias}.status IN (${SOLD_STATUSES.map((status) => `'${status}'`).join(', ')})`);
/** A timestamp's calendar day in the resort's zone. */
const resortDay = (column: string, timeZone: string) => sql`(${sql.raw(column)} AT TIME ZONE ${timeZone})::date`;

interface Totals {
  nights_sold: number;
  nights_open: number;
  revenue: string;
  day_visit_revenue: string;
  day_visits: number;
  day_visitors: number;
  refunds: string;
  cancellations: number;
}

/**
 * The resort's figures for a period, every one a SQL aggregate over bookings, payment_transactions, huts
 * and hut_closed_nights (definitions in docs/operations.md, "Figures"). Nights are dated by their evening:
 * a stay [1st, 4th) has the nights of the 1st, 2nd and 3rd.
 */
export function createFigures(db: Database, options: { timeZone: string; vatRate: number; today: () => string }) {
  /**
   * The period's totals. Nights, arrivals, day visits and the charges of stays by their first day come from
   * figures_days (migration 0064: kept by triggers, one row a day); only the sold stays crossing the period's
   * edges are read from bookings, to give the period its nights' share of their charges. Cancellations and refunds
   * are ranges of their own indexes, widened by a day either side of the resort's days and then tested exactly.
   */
  async function totals(from: string, to: string): Promise<Totals> {
    const period = sql`daterange(${from}::date, ${addDays(to, 1)}::date)`;
    const instants = (column: string) => sql`${sql.raw(column)} >= (${addDays(from, -1)}::date::timestamp AT TIME ZONE ${options.timeZone})
      AND ${sql.raw(column)} < (${addDays(to, 2)}::date::timestamp AT TIME ZONE ${options.timeZone})
      AND ${resortDay(column, options.timeZone)} BETWEEN ${from}::date AND ${to}::date`;
    const [row] = await rows<Totals>(
      db,
      sql`
      WITH days AS (SELECT * FROM figures_days f WHERE f.day BETWEEN ${from}::date AND ${to}::date),
      -- Sold stays not inside the period but overlapping it hold its first or its last night.
      edges AS (
        SELECT lower(b.stay) >= ${from}::date AS arrives_in, upper(b.stay) - lower(b.stay) AS nights,
          upper(b.stay * ${period}) - lower(b.stay * ${period}) AS nights_in,
          (SELECT coalesce(sum(c.amount), 0) FROM payment_transactions c
            WHERE c.booking_id = b.id AND c.kind <> 'refund' AND c.status IN ('success', 'refunded')) AS charged
        FROM bookings b
        WHERE (b.stay @> ${from}::date OR b.stay @> ${to}::date) AND NOT b.stay <@ ${period} AND ${sold('b')} AND b.kind = 'stay'
      )
      SELECT
        (SELECT coalesce(sum(nights_sold), 0)::int FROM days) AS nights_sold,
        ((SELECT coalesce(sum(stay_charged), 0) FROM days)
          - (SELECT coalesce(sum(charged), 0) FROM edges WHERE arrives_in)
          + (SELECT coalesce(sum(round(charged * nights_in / nights, 2)), 0) FROM edges))::text AS revenue,
        (SELECT coalesce(sum(day_visit_charged), 0)::text FROM days) AS day_visit_revenue,
        (SELECT coalesce(sum(day_visits), 0)::int FROM days) AS day_visits,
        (SELECT coalesce(sum(day_visitors), 0)::int FROM days) AS day_visitors,
        ((SELECT count(*) FROM huts h WHERE ${live('h')}) * ${daysBetween(from, to) + 1}::int
          - (SELECT coalesce(sum(upper(daterange(c.date_from, c.date_to, '[]') * ${period}) - lower(daterange(c.date_from, c.date_to, '[]') * ${period})), 0)
             FROM hut_closed_nights c JOIN huts h ON h.id = c.hut_id
             WHERE ${live('h')} AND daterange(c.date_from, c.date_to, '[]') && ${period}))::int AS nights_open,
        (SELECT coalesce(sum(r.amount), 0)::text FROM payment_transactions r
          WHERE r.kind = 'refund' AND r.status = 'success' AND ${instants('coalesce(r.verified_at, r.created_at)')}) AS refunds,
        (SELECT count(*)::int FROM bookings b WHERE b.cancelled_at IS NOT NULL AND ${instants('b.cancelled_at')}) AS cancellations`,
    );
    return row;
  }

  async function byStatus(from: string, to: string) {
    const counts = await rows<{ status: string; count: number }>(
      db,
      sql`
      SELECT b.status::text AS status, count(*)::int AS count FROM bookings b
      WHERE b.stay && daterange(${from}::date, ${addDays(to, 1)}::date) GROUP BY b.status`,
    );
    const found = new Map(counts.map(({ status, count }) => [status, count]));
    return Object.fromEntries(BOOKING_STATUSES.map((status) => [status, found.get(status) ?? 0])) as Figures['bookings_by_status'];
  }

  /** Per night from `first`: huts open, and nights sold and arrivals from figures_days. */
  function days(first: string, count: number) {
    return rows<FiguresDay>(
      db,
      sql`
      SELECT to_char(n.d, 'YYYY-MM-DD') AS date,
        (SELECT count(*)::int FROM huts h WHERE ${live('h')}
          AND NOT EXISTS (SELECT 1 FROM hut_closed_nights c WHERE c.hut_id = h.id AND n.d BETWEEN c.date_from AND c.date_to)) AS huts_open,
        coalesce(f.nights_sold, 0)::int AS nights_sold, coalesce(f.arrivals, 0)::int AS arrivals
      FROM (SELECT ${first}::date + i AS d FROM generate_series(0, ${count - 1}::int) AS i) n
      LEFT JOIN figures_days f ON f.day = n.d
      ORDER BY n.d`,
    );
  }

  /** The period asked for, this month by default; a 400 in the caller's language when it makes no sense. */
  function periodOf(query: FiguresQuery) {
    const today = options.today();
    // One end alone stands for its month: from=2026-03-10 means 10–31 March, to=2026-03-10 means 1–10 March.
    const from = query.from ?? firstOfMonth(query.to ?? today);
    const to = query.to ?? lastOfMonth(from);
    if (to < from) throw new ValidationFailed({ to: [text('figures.periodOrder')] });
    if (daysBetween(from, to) + 1 > FIGURES_MAX_DAYS)
      throw new ValidationFailed({ to: [text('figures.periodTooLong', { limit: FIGURES_MAX_DAYS })] });
    return { from, to, today };
  }

  return {
    async get(query: FiguresQuery): Promise<Figures> {
      const { from, to, today } = periodOf(query);
      const [sums, statuses, nextDays] = await Promise.all([totals(from, to), byStatus(from, to), days(today, FIGURES_AHEAD_DAYS)]);
      // The nightly rate is the stays' revenue per night; the period's revenue adds the day visits' income.
      const stayRevenue = toCents(sums.revenue);
      const dayVisitRevenue = toCents(sums.day_visit_revenue);
      const revenue = stayRevenue + dayVisitRevenue;
      return {
        period: { from, to, days: daysBetween(from, to) + 1 },
        today,
        currency: 'SAR',
        nights_sold: sums.nights_sold,
        nights_open: sums.nights_open,
        occupancy: sums.nights_open > 0 ? sums.nights_sold / sums.nights_open : null,
        revenue: toMoney(revenue),
        vat: toMoney(vatPart(revenue, options.vatRate)),
        refunds: toMoney(toCents(sums.refunds)),
        average_nightly_rate: sums.nights_sold > 0 ? toMoney(Math.round(stayRevenue / sums.nights_sold)) : null,
        day_visits: { bookings: sums.day_visits, visitors: sums.day_visitors, revenue: toMoney(dayVisitRevenue) },
        bookings_by_status: statuses,
        cancellations: sums.cancellations,
        next_days: nextDays,
      };
    },
  };
}
