import { createHmac, timingSafeEqual } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import type { Booking, BookingHutDetails, BookingTicket, SoldRatePlan } from '../../../shared/schemas/booking';
import { todayIn } from '../../../shared/dates';
import type { DateCalendars } from '../../../shared/hijri';
import type { Database } from '../../db/client';
import { priceRangesFrom } from '../catalogue/hutsRepository';
import { rows } from '../../db/sql';
import { qrcode } from '../../lib/lazyModules';
import { toCents, toMoney } from '../../../shared/money';

/** Every column of the hut's price ranges that the runs depend on, as one text (null: none). */
export const priceRangesKey = (hutId: SQL) =>
  sql`(SELECT string_agg(concat_ws(',', r.id, r.date_from, r.date_to, r.price, r.weekend_price), ';' ORDER BY r.id)
    FROM hut_price_ranges r WHERE r.hut_id = ${hutId})`;

/**
 * The QR image's PNG rows all take the "Up" filter (a square-module image repeats its rows) instead of pngjs's
 * adaptive choice, which tries all five filters on every row: most of the CPU of drawing a booking otherwise.
 */
const QR_PNG = { filterType: 2, deflateLevel: 9 };

/**
 * The QR image of a paid booking's token, as a data address, kept once drawn: the same booking is drawn again for its
 * page, every list it is in and every answer that changes it, and the image (6–8 ms of CPU to draw) depends on the
 * token alone. At most QR_KEPT images (~7 KB each, 3.5 MB in all) are kept, the least recently used going first.
 */
export const QR_KEPT = 500;

/** A drawer of QR images keeping the last `limit` drawn (one per process: qrImage below). */
export function keptQrImages(limit: number): (token: string) => Promise<string> {
  const images = new Map<string, Promise<string>>();
  return (token) => {
    const kept = images.get(token);
    if (kept) {
      images.delete(token);
      images.set(token, kept);
      return kept;
    }
    const drawn = qrcode()
      .toBuffer(token, {
        type: 'png',
        errorCorrectionLevel: 'M',
        margin: 1,
        width: 240,
        rendererOpts: { ...QR_PNG },
      })
      .then((png) => `data:image/png;base64,${png.toString('base64')}`);
    images.set(token, drawn);
    // A failed drawing is not kept: the next view draws it again.
    drawn.catch(() => images.get(token) === drawn && images.delete(token));
    if (images.size > limit) images.delete(images.keys().next().value!);
    return drawn;
  };
}

export const qrImage = keptQrImages(QR_KEPT);

export interface BookingRecord {
  id: number;
  code: string;
  user_id: number;
  user_name: string;
  user_email: string;
  user_language: 'en' | 'ar';
  /** The guest's calendars for the dates of their stay (e-ticket, e-mails): both or Gregorian only. */
  user_date_calendars: DateCalendars;
  /** A stay in a hut, or a day visit (no hut: every `hut_` field is null, `date_from` is the visit's day). */
  kind: 'stay' | 'day_visit';
  hut_id: number | null;
  hut_title: string | null;
  hut_title_ar: string | null;
  hut_image: string | null;
  hut_image_variants: { url: string; width: number; height: number }[] | null;
  hut_address: string | null;
  hut_address_ar: string | null;
  hut_latitude: string | null;
  hut_longitude: string | null;
  hut_max_persons: number | null;
  hut_max_kids: number | null;
  hut_available_dates: BookingHutDetails['available_dates'] | null;
  /** Read instead of `hut_available_dates` by a write (`priceRanges: 'key'`); availableDates.ts turns it into the dates. */
  hut_price_ranges_key?: string | null;
  persons_max_num: number;
  kids_max_num: number;
  status: Booking['status'];
  created_at: string;
  hold_expires_at: string | null;
  date_from: string;
  date_to: string;
  nights: number;
  check_in_at: string;
  check_out_at: string;
  promocode: string | null;
  subtotal: string;
  discount: string;
  vat: string;
  total: string;
  paid: string;
  refunded: string;
  refund_status: 'pending' | 'failed' | 'succeeded' | null;
  currency: string;
  qr_token: string | null;
  /** Raised by each change of dates, hut or guests: the calendar file's SEQUENCE. */
  change_seq: number;
  cancel_reason: string | null;
  cancelled_at: string | null;
  refundable_amount: string | null;
  refunded_at: string | null;
  /** The plan and terms sold (issue 24 §2); null for bookings made before rate plans. */
  rate_plan: SoldRatePlan | null;
  deadline: string;
  /** Hours before check-in (a day visit: before its day opens) that a cancellation is refunded in full. */
  cancel_hours: number;
}

export interface ViewContext {
  timeZone: string;
  cancelFullRefundHours: number;
  now: Date;
}

const iso = (column: string) => sql.raw(`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);

/** A day visit's day opens at this time (its check-in); it ends at midnight. */
export const DAY_VISIT_OPENS = '08:00';

/**
 * Bookings with their hut (and its price ranges from today on: one correlated subquery in the same
 * statement, so a page of bookings is still one query), guest and the check-in/check-out instants in the resort's time zone.
 * `source` is the relation the booking rows come from, alias `b`: the table, or a data-modifying CTE's `RETURNING *`
 * (writes.ts answers a write with its view in the same statement; a CTE's other reads see the tables as they were).
 * `priceRanges: 'key'` reads the hut's price ranges as text instead of working out its available dates (availableDates.ts).
 */
export function selectBookings(
  context: ViewContext,
  where: SQL,
  lockForUpdate: boolean,
  source: SQL = sql`bookings`,
  priceRanges: 'dates' | 'key' = 'dates',
): SQL {
  const tz = context.timeZone;
  const zone = tz.replace(/'/g, '');
  // A stay's notice is the resort's; a day visit's the strictest of its offers' (migration 0055).
  const hours = sql`(CASE WHEN b.kind = 'day_visit' THEN coalesce((SELECT max(coalesce(e.day_visit_cancel_hours, s.day_visit_cancel_hours))
      FROM booking_tickets t LEFT JOIN event_dates ed ON ed.id = t.event_date_id LEFT JOIN events e ON e.id = ed.event_id
        LEFT JOIN service_dates sd ON sd.id = t.service_date_id LEFT JOIN services s ON s.id = sd.service_id WHERE t.booking_id = b.id), 0)
    ELSE ${Math.trunc(context.cancelFullRefundHours)}::int END)`;
  const checkIn = `((lower(b.stay) + coalesce(h.check_in, time '${DAY_VISIT_OPENS}')) AT TIME ZONE '${zone}')`;
  return sql`SELECT b.id, b.code, b.user_id, u.full_name AS user_name, u.email AS user_email, u.language::text AS user_language, u.date_calendars AS user_date_calendars,
        b.kind::text AS kind, ${hours} AS cancel_hours, b.hut_id, h.title AS hut_title, h.title_ar AS hut_title_ar, h.main_image AS hut_image,
        (SELECT hi.variants FROM hut_images hi WHERE hi.hut_id = h.id AND hi.image = h.main_image ORDER BY hi.id LIMIT 1) AS hut_image_variants,
        h.address AS hut_address, h.address_ar AS hut_address_ar, h.latitude::text AS hut_latitude, h.longitude::text AS hut_longitude, b.persons_max_num, b.kids_max_num,
        h.max_persons_num::int AS hut_max_persons, h.max_kids_num::int AS hut_max_kids,
        ${priceRanges === 'dates' ? sql`${priceRangesFrom(todayIn(tz, context.now))} AS hut_available_dates` : sql`${priceRangesKey(sql`h.id`)} AS hut_price_ranges_key`},
        b.status::text AS status, ${iso('b.created_at')} AS created_at, ${iso('b.hold_expires_at')} AS hold_expires_at,
        to_char(lower(b.stay), 'YYYY-MM-DD') AS date_from, to_char(upper(b.stay), 'YYYY-MM-DD') AS date_to,
        CASE WHEN b.kind = 'stay' THEN (upper(b.stay) - lower(b.stay))::int ELSE 0 END AS nights,
        ${iso(checkIn)} AS check_in_at,
        ${iso(`((upper(b.stay) + coalesce(h.check_out, time '00:00')) AT TIME ZONE '${zone}')`)} AS check_out_at,
        to_char((${sql.raw(checkIn)} - make_interval(hours => ${hours})) AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS deadline,
        p.code AS promocode, b.subtotal::text AS subtotal, b.discount::text AS discount, b.vat::text AS vat, b.total::text AS total, b.paid::text AS paid,
        (SELECT coalesce(sum(r.amount), 0) FROM payment_transactions r WHERE r.booking_id = b.id AND r.kind = 'refund' AND r.status = 'success')::numeric(10, 2)::text AS refunded,
        (SELECT CASE WHEN bool_or(q.status IN ('pending', 'sending')) THEN 'pending' WHEN bool_or(q.status = 'failed') THEN 'failed'
          WHEN bool_or(q.status = 'succeeded') THEN 'succeeded' END FROM refund_requests q WHERE q.booking_id = b.id) AS refund_status,
        b.currency, b.qr_token, b.change_seq, b.rate_plan, b.cancel_reason, ${iso('b.cancelled_at')} AS cancelled_at, b.refundable_amount::text AS refundable_amount, ${iso('b.refunded_at')} AS refunded_at
      FROM ${source} b LEFT JOIN huts h ON h.id = b.hut_id JOIN users u ON u.id = b.user_id LEFT JOIN promo_codes p ON p.id = b.promo_code_id
      WHERE ${where} ${lockForUpdate ? sql`FOR NO KEY UPDATE OF b` : sql``}`;
}

export async function findBooking(db: Database, id: number, context: ViewContext, lockForUpdate = false): Promise<BookingRecord | null> {
  const [row] = await rows<BookingRecord>(db, selectBookings(context, sql`b.id = ${id}::int`, lockForUpdate));
  return row ? withSoldPolicy(row) : null;
}

/** Several bookings in one query (a page of a list), by id. */
export async function findBookings(db: Database, ids: number[], context: ViewContext): Promise<Map<number, BookingRecord>> {
  if (ids.length === 0) return new Map();
  const found = await rows<BookingRecord>(
    db,
    selectBookings(
      context,
      sql`b.id IN (${sql.join(
        ids.map((id) => sql`${id}::int`),
        sql`, `,
      )})`,
      false,
    ),
  );
  return new Map(found.map((record) => [record.id, withSoldPolicy(record)]));
}

export interface TicketRow {
  id: number;
  kind: 'event' | 'service' | 'item';
  owner: number;
  title: string;
  title_ar: string;
  date: string | null;
  date_id: number | null;
  quantity: number;
  unit_price: string;
  total: string;
  is_extra: boolean;
  paid_at: string | null;
  cancelled_at: string | null;
  refund_amount: string | null;
}

export async function ticketsOf(db: Database, bookingIds: number[]): Promise<Map<number, TicketRow[]>> {
  const byBooking = new Map<number, TicketRow[]>();
  if (bookingIds.length === 0) return byBooking;
  const found = await rows<TicketRow & { booking_id: number }>(
    db,
    sql`SELECT t.id, t.booking_id, t.kind::text AS kind, coalesce(ed.event_id, sd.service_id, t.ken_item_id) AS owner,
        coalesce(e.title, s.title, k.title) AS title, coalesce(e.title_ar, s.title_ar, k.title_ar) AS title_ar,
        to_char(coalesce(ed.date, sd.date), 'YYYY-MM-DD') AS date, coalesce(t.event_date_id, t.service_date_id) AS date_id,
        t.quantity, t.unit_price::text AS unit_price, t.total::text AS total, t.is_extra, t.paid_at::text AS paid_at,
        t.cancelled_at::text AS cancelled_at, t.refund_amount::text AS refund_amount
      FROM booking_tickets t
        LEFT JOIN event_dates ed ON ed.id = t.event_date_id LEFT JOIN events e ON e.id = ed.event_id
        LEFT JOIN service_dates sd ON sd.id = t.service_date_id LEFT JOIN services s ON s.id = sd.service_id
        LEFT JOIN ken_items k ON k.id = t.ken_item_id
      WHERE t.booking_id IN (${sql.join(
        bookingIds.map((id) => sql`${id}::int`),
        sql`, `,
      )}) ORDER BY t.id`,
  );
  for (const ticket of found) byBooking.set(ticket.booking_id, [...(byBooking.get(ticket.booking_id) ?? []), ticket]);
  return byBooking;
}

const PAID_STATES = new Set(['paid', 'completed']);

/**
 * The cancellation deadline of the plan the booking was sold with (issue 24 §2): a non-refundable plan has none
 * left from the moment it was booked (nothing comes back on cancelling), a plan with its own notice counts its hours
 * before check-in; otherwise the resort's notice stands. Read from the booking's copy, so editing the plan changes nothing.
 */
export function withSoldPolicy(record: BookingRecord): BookingRecord {
  const plan = record.rate_plan?.plan;
  if (!plan) return record;
  if (!plan.refundable) return { ...record, deadline: record.created_at };
  if (plan.free_cancel_hours === null) return record;
  return { ...record, deadline: new Date(new Date(record.check_in_at).getTime() - plan.free_cancel_hours * 3_600_000).toISOString() };
}

/** The contract's booking shape. */
export async function toBookingView(
  record: BookingRecord,
  tickets: TicketRow[],
  context: ViewContext & { qrSecret: string },
): Promise<Booking> {
  const ticket = (row: TicketRow): BookingTicket => ({
    id: row.id,
    ...(row.kind === 'event' ? { event: row.owner } : row.kind === 'service' ? { service: row.owner } : { item: row.owner }),
    title: row.title,
    title_ar: row.title_ar,
    date: row.date,
    date_id: row.date_id,
    quantity: row.quantity,
    unit_price: row.unit_price,
    total: row.total,
    is_extra: row.is_extra,
    is_paid: row.is_extra
      ? row.paid_at !== null
      : PAID_STATES.has(record.status) || record.status === 'cancelled' || record.status === 'refunded',
    cancelled: row.cancelled_at !== null,
    refund_amount: row.refund_amount,
  });
  const due = unpaidCents(record, tickets);
  const freeCancellation = context.now < new Date(record.deadline);
  const refundable = record.refundable_amount ?? (record.status === 'paid' && freeCancellation ? record.paid : '0.00');
  const qr = PAID_STATES.has(record.status) && record.qr_token ? await qrImage(record.qr_token) : null;
  const events = tickets.filter((t) => t.kind === 'event').map(ticket);
  return {
    id: record.id,
    code: record.code,
    user: { id: record.user_id, full_name: record.user_name, email: record.user_email },
    kind: record.kind,
    hut:
      record.hut_id === null
        ? null
        : {
            id: record.hut_id,
            title: record.hut_title ?? '',
            title_ar: record.hut_title_ar ?? '',
            main_image: record.hut_image,
            main_image_variants: record.hut_image_variants ?? [],
          },
    persons_max_num: record.persons_max_num,
    kids_max_num: record.kids_max_num,
    status: record.status,
    created_at: record.created_at,
    hold_expires_at: record.status === 'confirmed' ? record.hold_expires_at : null,
    dates: {
      date_from: record.date_from,
      date_to: record.date_to,
      nights: record.nights,
      check_in: record.check_in_at,
      check_out: record.check_out_at,
    },
    events,
    services: tickets.filter((t) => t.kind === 'service').map(ticket),
    special_items: tickets.filter((t) => t.kind === 'item').map(ticket),
    promocode: record.promocode,
    subtotal: record.subtotal,
    discount: record.discount,
    vat: record.vat,
    total_price: record.total,
    paid: record.paid,
    refunded: record.refunded,
    refund_pending: record.refund_status === 'pending',
    refund_status: record.refund_status,
    not_paid: toMoney(due),
    currency: record.currency,
    qr_code: qr,
    cancellation: {
      deadline: record.deadline,
      free_until: freeCancellation ? record.deadline : null,
      non_refundable: !freeCancellation,
      refundable_amount: refundable,
      full_refund_hours: record.cancel_hours,
      reason: record.cancel_reason,
      cancelled_at: record.cancelled_at,
      refunded_at: record.refunded_at,
    },
    rate_plan: record.rate_plan,
    hut_details:
      record.hut_id === null
        ? null
        : {
            id: record.hut_id,
            max_persons_num: record.hut_max_persons ?? 0,
            max_kids_num: record.hut_max_kids ?? 0,
            available_dates: record.hut_available_dates ?? [],
          },
    check_in: record.check_in_at,
    check_out: record.check_out_at,
    events_tickets_count: events.length,
    qr_code_image: qr,
  };
}

/** What is still owed: the stay until paid, then any unpaid extras. */
export function unpaidCents(
  record: Pick<BookingRecord, 'status' | 'total' | 'paid'>,
  tickets: (Pick<TicketRow, 'is_extra' | 'paid_at' | 'total'> & { cancelled_at?: string | null })[],
): number {
  const extras = tickets.filter((t) => t.is_extra && t.paid_at === null && !t.cancelled_at).reduce((sum, t) => sum + toCents(t.total), 0);
  if (['pending', 'confirmed', 'expired'].includes(record.status)) return Math.max(0, toCents(record.total) - toCents(record.paid));
  // A paid booking owes its unpaid extras, and what a staff change to a dearer stay added (total above paid).
  return record.status === 'paid' ? Math.max(extras, toCents(record.total) - toCents(record.paid)) : 0;
}

/** The QR code's content: booking id and code, signed with the server's secret, so it cannot be guessed or forged. */
export function qrTokenFor(secret: string, booking: { id: number; code: string }): string {
  const payload = `${booking.id}.${booking.code}`;
  return `${payload}.${createHmac('sha256', `qr:${secret}`).update(payload).digest('base64url').slice(0, 32)}`;
}

export function verifyQrToken(secret: string, token: string): { id: number; code: string } | null {
  const match = /^(\d{1,10})\.(KEN-[A-Z0-9]{6})\.([\w-]{32})$/.exec(token);
  if (!match) return null;
  const expected = qrTokenFor(secret, { id: Number(match[1]), code: match[2] });
  const ok = expected.length === token.length && timingSafeEqual(Buffer.from(expected), Buffer.from(token));
  return ok ? { id: Number(match[1]), code: match[2] } : null;
}
