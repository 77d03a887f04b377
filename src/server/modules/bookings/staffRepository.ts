import { sql, type SQL } from 'drizzle-orm';
import type {
  CheckedIn,
  CheckedOutAt,
  DayBooking,
  StaffBookingQuery,
  StaffBookingRow,
  TimelineEntry,
} from '../../../shared/schemas/dashboard/bookings';
import type { Language } from '../../../shared/constants';
import type { Database } from '../../db/client';
import { accountContaining, containing, rows, type Window } from '../../db/sql';
import { csvFieldSql, csvNumberSql, csvWords, placeTitleSql } from './csv';

const iso = (column: string) => sql.raw(`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);

/** What is still owed (the stay until paid, then unpaid extras), as SQL on alias b. */
const owed = sql`CASE WHEN b.status IN ('pending', 'confirmed', 'expired') THEN greatest(b.total - b.paid, 0)
  WHEN b.status = 'paid' THEN (SELECT coalesce(sum(x.total), 0) FROM booking_tickets x WHERE x.booking_id = b.id AND x.is_extra AND x.paid_at IS NULL AND x.cancelled_at IS NULL)
  ELSE 0 END`;

/** The gate's check-in of booking b (when, and the staff member's name), or null. */
const checkedIn = sql`(SELECT json_build_object('at', ${iso('c.checked_in_at')}, 'by', coalesce(nullif(cu.full_name, ''), cu.email))
  FROM booking_check_ins c LEFT JOIN users cu ON cu.id = c.checked_in_by WHERE c.booking_id = b.id)`;

/** The guest's check-out of booking b (when, who, early/on time/late and the time it was judged against), or null. */
const checkedOut = sql`(SELECT json_build_object('at', ${iso('o.checked_out_at')}, 'by', coalesce(nullif(ou.full_name, ''), ou.email), 'timing', o.timing, 'due_at', ${iso('o.due_at')},
    'booked_date_to', to_char(upper(o.stay_before), 'YYYY-MM-DD'))
  FROM booking_check_outs o LEFT JOIN users ou ON ou.id = o.checked_out_by WHERE o.booking_id = b.id)`;

const isCheckedIn = sql`EXISTS (SELECT 1 FROM booking_check_ins c WHERE c.booking_id = b.id)`;
const isCheckedOut = sql`EXISTS (SELECT 1 FROM booking_check_outs o WHERE o.booking_id = b.id)`;

/** The front desk's stages (see StaffBookingQuery.stage) on the resort day `today`. */
function stageFilter(stage: NonNullable<StaffBookingQuery['stage']>, today: SQL): SQL {
  switch (stage) {
    case 'arriving_today':
      return sql`lower(b.stay) = ${today} AND b.status IN ('paid', 'completed')`;
    case 'in_house':
      return sql`${isCheckedIn} AND NOT ${isCheckedOut} AND b.status IN ('paid', 'completed')`;
    case 'checked_out':
      return isCheckedOut;
    case 'not_scanned':
      return sql`b.status IN ('paid', 'completed') AND lower(b.stay) <= ${today} AND upper(b.stay) >= ${today} AND NOT ${isCheckedIn}`;
  }
}

/** What was refunded of booking b: looked up per row (a page), or joined once as `rf` (the export). */
const refundedPerRow = sql`(SELECT coalesce(sum(r.amount), 0) FROM payment_transactions r WHERE r.booking_id = b.id AND r.kind = 'refund' AND r.status = 'success')`;
const refundsJoined = sql`LEFT JOIN (SELECT r.booking_id, sum(r.amount) AS amount FROM payment_transactions r
  WHERE r.kind = 'refund' AND r.status = 'success' GROUP BY r.booking_id) rf ON rf.booking_id = b.id`;

const rowColumns = sql`b.id, b.code, b.status::text AS status,
  json_build_object('id', u.id, 'full_name', u.full_name, 'email', u.email, 'phone', u.phone, 'language', u.language) AS guest,
  CASE WHEN h.id IS NOT NULL THEN json_build_object('id', h.id, 'title', h.title, 'title_ar', h.title_ar) END AS hut, b.kind::text AS kind,
  CASE WHEN b.kind = 'day_visit' THEN (SELECT json_build_object('title', string_agg(DISTINCT coalesce(e.title, s.title), ' + '),
      'title_ar', string_agg(DISTINCT coalesce(nullif(e.title_ar, ''), e.title, nullif(s.title_ar, ''), s.title), ' + '))
    FROM booking_tickets t LEFT JOIN event_dates ed ON ed.id = t.event_date_id LEFT JOIN events e ON e.id = ed.event_id
      LEFT JOIN service_dates sd ON sd.id = t.service_date_id LEFT JOIN services s ON s.id = sd.service_id WHERE t.booking_id = b.id) END AS visit,
  to_char(lower(b.stay), 'YYYY-MM-DD') AS date_from, to_char(upper(b.stay), 'YYYY-MM-DD') AS date_to,
  CASE WHEN b.kind = 'stay' THEN (upper(b.stay) - lower(b.stay))::int ELSE 0 END AS nights, b.persons_max_num AS persons, b.kids_max_num AS kids, (SELECT p.code FROM promo_codes p WHERE p.id = b.promo_code_id) AS promocode,
  b.discount::text AS discount, b.vat::text AS vat, b.total::text AS total, b.paid::text AS paid,
  (${refundedPerRow})::numeric(10, 2)::text AS refunded,
  (${owed})::numeric(10, 2)::text AS not_paid, b.currency, b.no_show_at IS NOT NULL AS no_show,
  ${checkedIn} AS checked_in, ${checkedOut} AS checked_out, ${iso('b.created_at')} AS created_at`;

/**
 * The export's CSV line of booking b in `lang` (with its CRLF), written by the database: the same text as csvLine gives
 * for the list's row (see csv.ts). Joins: `u` the guest, `h` the hut, `rf` the refunds, `p` the promo code. Every
 * argument of concat_ws is non-null (it would skip a null); nights, adults and children are never negative (the
 * stay is never empty; bookings_guests), so they need no defusing. Dates and times are written by their types' own
 * output in the ISO date style (the export's transaction sets it), a little cheaper than to_char: "2026-03-01" and,
 * cut to the minute, "2026-03-01 12:00".
 */
function csvLineSql(lang: Language, timeZone: string): SQL {
  const words = csvWords(lang);
  const status = sql.join(
    Object.entries(words.status).map(([name, word]) => sql`WHEN ${name} THEN ${word}`),
    sql` `,
  );
  const column = (name: string) => csvFieldSql(sql.raw(name));
  // A day visit has no hut: its offers' titles stand in the hut's column.
  const place = sql`CASE WHEN h.id IS NOT NULL THEN ${csvFieldSql(placeTitleSql(lang, sql`h.title`, sql`h.title_ar`))}
    WHEN b.kind = 'day_visit' THEN (SELECT ${csvFieldSql(placeTitleSql(lang, sql`v.title`, sql`v.title_ar`))} FROM (
      SELECT string_agg(DISTINCT coalesce(e.title, s.title), ' + ') AS title,
        string_agg(DISTINCT coalesce(nullif(e.title_ar, ''), e.title, nullif(s.title_ar, ''), s.title), ' + ') AS title_ar
      FROM booking_tickets t LEFT JOIN event_dates ed ON ed.id = t.event_date_id LEFT JOIN events e ON e.id = ed.event_id
        LEFT JOIN service_dates sd ON sd.id = t.service_date_id LEFT JOIN services s ON s.id = sd.service_id WHERE t.booking_id = b.id) v)
    ELSE '' END`;
  // What is still owed (see owed), each branch cast as the list casts the whole.
  const owedText = sql`CASE WHEN b.status IN ('pending', 'confirmed', 'expired') THEN greatest(b.total - b.paid, 0)::numeric(10, 2)::text
    WHEN b.status = 'paid' THEN (SELECT ${csvNumberSql(sql`o.amount`)} FROM (SELECT coalesce(sum(x.total), 0)::numeric(10, 2) AS amount
      FROM booking_tickets x WHERE x.booking_id = b.id AND x.is_extra AND x.paid_at IS NULL AND x.cancelled_at IS NULL) o)
    ELSE '0.00' END`;
  return sql`concat_ws(',', ${column('b.code')}, CASE b.status::text ${status} ELSE b.status::text END,
    ${column('u.full_name')}, ${column('u.email')}, ${csvFieldSql(sql`u.phone`, 'phone')}, ${place},
    lower(b.stay), upper(b.stay), CASE WHEN b.kind = 'stay' THEN upper(b.stay) - lower(b.stay) ELSE 0 END,
    b.persons_max_num, b.kids_max_num, CASE WHEN p.id IS NULL THEN '' ELSE ${column('p.code')} END,
    ${csvNumberSql(sql`b.discount`)}, ${csvNumberSql(sql`b.vat`)}, ${csvNumberSql(sql`b.total`)}, ${csvNumberSql(sql`b.paid`)},
    ${csvNumberSql(sql`coalesce(rf.amount, 0)::numeric(10, 2)`)}, ${owedText}, ${column('b.currency')},
    CASE WHEN b.no_show_at IS NOT NULL THEN ${words.yes}::text ELSE ${words.no}::text END,
    left((b.created_at AT TIME ZONE ${timeZone})::text, 16)) || E'\\r\\n'`;
}

// LEFT: a day visit has no hut.
const FROM = sql`FROM bookings b JOIN users u ON u.id = b.user_id LEFT JOIN huts h ON h.id = b.hut_id`;

const BOOKING_CODE = /^KEN-[A-Z0-9]{6}$/i;

const SORTS: Record<NonNullable<StaffBookingQuery['sort']>, string> = {
  created_at: 'b.created_at ASC',
  '-created_at': 'b.created_at DESC',
  date_from: 'lower(b.stay) ASC',
  '-date_from': 'lower(b.stay) DESC',
  total: 'b.total ASC',
  '-total': 'b.total DESC',
  code: 'b.code ASC',
  '-code': 'b.code DESC',
};

/** The list's order and the export's: the sort asked for, newest first by default (each adds `b.id DESC` to break ties). */
const orderOf = (query: StaffBookingQuery) => sql.raw(SORTS[query.sort ?? '-created_at']);

/** The filters of the list and of its CSV export; created days are resort days (`timeZone`), `today` the resort's (the stages). */
export function bookingFilter(query: StaffBookingQuery, timeZone: string, today?: string): SQL {
  const parts: SQL[] = [sql`true`];
  const q = query.q?.trim();
  if (q) {
    const like = containing(q);
    // Every code is KEN- and six upper-case letters or digits (newBookingCode), so a code-shaped query is found
    // whole by the unique index; anything else by the trigram indexes (migration 0040; for guests, their e-mail, name
    // and phone as one lower-cased text, migration 0065, and the phone alone for digits typed without their spaces).
    // Guests are matched once, apart from their bookings: an OR across the two tables could only be checked row by
    // row. ANY (ARRAY(…)) and not IN: the guests' bookings are then read through bookings_user_idx, not by a scan of
    // every booking.
    const byCode = BOOKING_CODE.test(q) ? sql`b2.code = ${q.toUpperCase()}` : sql`b2.code ILIKE ${like}`;
    parts.push(
      sql`b.id IN (SELECT b2.id FROM bookings b2 WHERE ${byCode}
        UNION SELECT b2.id FROM bookings b2 WHERE b2.user_id = ANY (ARRAY(SELECT u2.id FROM users u2
          WHERE ${accountContaining('u2', q)} OR u2.phone LIKE ${containing(q.replace(/[\s-]/g, ''))})))`,
    );
  }
  if (query.status) parts.push(sql`b.status = ${query.status}::booking_status`);
  if (query.hut) parts.push(sql`b.hut_id = ${query.hut}::int`);
  if (query.stay_from) parts.push(sql`upper(b.stay) > ${query.stay_from}::date`);
  if (query.stay_to) parts.push(sql`lower(b.stay) <= ${query.stay_to}::date`);
  const zone = timeZone.replace(/'/g, '');
  // From the resort day's first instant, to the next day's: the same bookings as comparing each one's resort day,
  // but bookings_created_idx reads the range and the planner knows how many rows it holds.
  if (query.created_from) parts.push(sql`b.created_at >= (${query.created_from}::date::timestamp AT TIME ZONE ${zone})`);
  if (query.created_to) parts.push(sql`b.created_at < ((${query.created_to}::date + 1)::timestamp AT TIME ZONE ${zone})`);
  if (query.payment === 'unpaid') parts.push(sql`(${owed}) > 0`);
  if (query.payment === 'paid') parts.push(sql`(${owed}) = 0 AND b.paid > 0`);
  if (query.stage) {
    const day = today === undefined ? sql`(now() AT TIME ZONE ${zone})::date` : sql`${today}::date`;
    parts.push(stageFilter(query.stage, day));
  }
  return sql.join(parts, sql` AND `);
}

export function createStaffBookingRepository(db: Database) {
  return {
    async page(query: StaffBookingQuery, timeZone: string, window: Window | null, today?: string) {
      const where = bookingFilter(query, timeZone, today);
      const order = orderOf(query);
      const limit = window ? sql`LIMIT ${window.limit} OFFSET ${window.offset}` : sql``;
      // The filter reads bookings only, and every booking has its guest (a NOT NULL foreign key): no join to count.
      const count = async () =>
        (await rows<{ total: number }>(db, sql`SELECT count(*)::int AS total FROM bookings b WHERE ${where}`))[0].total;
      if (query.q?.trim()) {
        // A search (issue 27 §2) finds its bookings once: the page's ids and the count of every match from one pass
        // (a window over the matches' keys), then the page's rows by their ids; it used to find them twice, once to
        // count and once for the page. Not for a list without a search: counting all 100,000 bookings by an index
        // and reading the first page down bookings_created_idx is cheaper than a window over all of them.
        const found = await rows<StaffBookingRow & { matched: number }>(
          db,
          sql`SELECT ${rowColumns}, m.matched FROM (SELECT b.id, count(*) OVER ()::int AS matched FROM bookings b WHERE ${where}
            ORDER BY ${order}, b.id DESC ${limit}) m
          JOIN bookings b ON b.id = m.id JOIN users u ON u.id = b.user_id LEFT JOIN huts h ON h.id = b.hut_id ORDER BY ${order}, b.id DESC`,
        );
        // A page past the last has no row to carry the count.
        const total = found.length ? found[0].matched : await count();
        return { total, results: found.map(({ matched: _, ...row }) => row as StaffBookingRow) };
      }
      const total = await count();
      const results = await rows<StaffBookingRow>(
        db,
        sql`SELECT ${rowColumns} ${FROM} WHERE ${where} ORDER BY ${order}, b.id DESC ${limit}`,
      );
      return { total, results };
    },

    /**
     * The CSV lines (csv.ts) of every filtered booking in the list's order in `lang`, handed to `write` `batch` lines
     * at a time through a cursor, so neither the database's answer nor the lines are ever held whole; the refunds and
     * promo codes are joined once. `write` resolves when the lines are taken (the download's back-pressure) and
     * throws to stop.
     */
    async export(
      query: StaffBookingQuery,
      timeZone: string,
      lang: Language,
      write: (lines: string[]) => Promise<void>,
      batch = 500,
      today?: string,
    ) {
      const where = bookingFilter(query, timeZone, today);
      await db.transaction(async (tx) => {
        // Every row is read: plan for the whole answer, not (the default for a cursor) its first tenth; and sort the
        // year's lines (~7 MB) in memory rather than on disk.
        await tx.execute(sql`SET LOCAL cursor_tuple_fraction = 1`);
        await tx.execute(sql`SET LOCAL work_mem = '32MB'`);
        await tx.execute(sql`SET LOCAL DateStyle = 'ISO, YMD'`);
        await tx.execute(
          sql`DECLARE bookings_export NO SCROLL CURSOR FOR SELECT ${csvLineSql(lang, timeZone)} AS line
          ${FROM} LEFT JOIN promo_codes p ON p.id = b.promo_code_id ${refundsJoined} WHERE ${where} ORDER BY ${orderOf(query)}, b.id DESC`,
        );
        for (;;) {
          const found = await rows<{ line: string }>(tx as unknown as Database, sql`FETCH ${sql.raw(String(batch))} FROM bookings_export`);
          if (found.length) await write(found.map((row) => row.line));
          if (found.length < batch) break;
        }
      });
    },

    /** Bookings arriving (stay starts) or leaving (stay ends) on a resort day: paid or completed, with their tickets. */
    async day(kind: 'arrivals' | 'departures', date: string): Promise<DayBooking[]> {
      const edge = kind === 'arrivals' ? sql`lower(b.stay)` : sql`upper(b.stay)`;
      return rows<DayBooking>(
        db,
        sql`SELECT ${rowColumns},
          coalesce((SELECT json_agg(json_build_object('title', coalesce(e.title, s.title, k.title), 'title_ar', coalesce(e.title_ar, s.title_ar, k.title_ar),
            'date', to_char(coalesce(ed.date, sd.date), 'YYYY-MM-DD'), 'quantity', t.quantity, 'is_extra', t.is_extra, 'cancelled', t.cancelled_at IS NOT NULL) ORDER BY t.id)
            FROM booking_tickets t LEFT JOIN event_dates ed ON ed.id = t.event_date_id LEFT JOIN events e ON e.id = ed.event_id
              LEFT JOIN service_dates sd ON sd.id = t.service_date_id LEFT JOIN services s ON s.id = sd.service_id LEFT JOIN ken_items k ON k.id = t.ken_item_id
            WHERE t.booking_id = b.id), '[]'::json) AS tickets
        ${FROM} WHERE ${edge} = ${date}::date AND b.status IN ('paid', 'completed') ${kind === 'departures' ? sql`AND b.kind = 'stay'` : sql``}
        ORDER BY h.title NULLS LAST, b.id`,
      );
    },

    async guest(bookingId: number) {
      const [row] = await rows<{
        id: number;
        full_name: string;
        email: string;
        phone: string;
        language: 'en' | 'ar';
        no_show: boolean;
        checked_in: CheckedIn;
        checked_out: CheckedOutAt;
      }>(
        db,
        sql`SELECT u.id, u.full_name, u.email, u.phone,
          u.language::text AS language, b.no_show_at IS NOT NULL AS no_show, ${checkedIn} AS checked_in, ${checkedOut} AS checked_out FROM bookings b JOIN users u ON u.id = b.user_id WHERE b.id = ${bookingId}::int`,
      );
      return row ?? null;
    },

    /** Everything that happened to a booking, oldest first, read from the database. */
    async timeline(bookingId: number): Promise<TimelineEntry[]> {
      const empty = sql`NULL::text AS amount, NULL::text AS status, NULL::text AS result_code, NULL::text AS brand, NULL::text AS last4, NULL::text AS payment_kind`;
      return rows<TimelineEntry>(
        db,
        sql`
        SELECT ${iso('sort_at')} AS at, kind, action, amount, status, result_code, brand, last4, payment_kind, text, actor FROM (
          SELECT b.created_at AS sort_at, 0 AS seq, 'created' AS kind, NULL AS action, ${empty}, NULL AS text, NULL AS actor FROM bookings b WHERE b.id = ${bookingId}::int
          UNION ALL
          SELECT coalesce(t.verified_at, t.created_at), t.id, CASE WHEN t.kind = 'refund' THEN 'refund' ELSE 'payment' END, t.status::text,
            t.amount::text, t.status::text, t.result_code, t.brand, t.last4, t.kind::text, t.raw->>'reason', NULL
            FROM payment_transactions t WHERE t.booking_id = ${bookingId}::int
          UNION ALL
          SELECT t.created_at, t.id, 'extra', CASE WHEN t.cancelled_at IS NOT NULL THEN 'cancelled' WHEN t.paid_at IS NOT NULL THEN 'paid' ELSE 'added' END,
            t.total::text, NULL, NULL, NULL, NULL, NULL, coalesce(s.title, '') || ' × ' || t.quantity, NULL
            FROM booking_tickets t LEFT JOIN service_dates sd ON sd.id = t.service_date_id LEFT JOIN services s ON s.id = sd.service_id
            WHERE t.booking_id = ${bookingId}::int AND t.is_extra
          UNION ALL
          SELECT m.created_at, m.id, 'mail', m.kind, ${empty}, m.subject, m.recipient FROM booking_mails m WHERE m.booking_id = ${bookingId}::int
          UNION ALL
          SELECT a.created_at, a.id, 'audit', a.action, a.after->>'amount', NULL, NULL, NULL, NULL, NULL,
            coalesce(a.after->>'note', a.after->>'reason', a.after->>'timing'), u.full_name
            FROM audit_log a LEFT JOIN users u ON u.id = a.actor_id WHERE a.entity_type = 'booking' AND a.entity_id = ${String(bookingId)}
          UNION ALL
          SELECT b.cancelled_at, 1, 'cancelled', NULL, ${empty}, b.cancel_reason, NULL FROM bookings b WHERE b.id = ${bookingId}::int AND b.cancelled_at IS NOT NULL
        ) entries ORDER BY sort_at, seq, kind`,
      );
    },
  };
}
