import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { rows } from '../../db/sql';

export interface GateBookingRow {
  id: number;
  code: string;
  status: string;
  guest: string;
  hut_title: string;
  hut_title_ar: string;
  /** A day visit (issue 25 §2): no hut; `hut_title` names its offers. */
  kind: 'stay' | 'day_visit';
  date_from: string;
  date_to: string;
  nights: number;
  persons: number;
  kids: number;
  checked_in_at: string | null;
  checked_in_by: string | null;
  checked_out_at: string | null;
  checked_out_by: string | null;
  checked_out_timing: 'early' | 'on_time' | 'late' | null;
  checked_out_due_at: string | null;
}

export interface GateTicketRow {
  id: number;
  booking_id: number;
  kind: 'event' | 'service';
  title: string;
  title_ar: string;
  date: string;
  quantity: number;
  redeemed: number;
}

/**
 * The one rule for "this ticket can be used at a gate" (alias t = booking_tickets): events and services,
 * not special items, and not a ticket of a session the resort cancelled (refunded with it).
 */
export const redeemableTicket = sql`t.kind IN ('event', 'service') AND t.cancelled_at IS NULL`;

/** Only the tickets of services and events the supplier owns; staff (null) see all of them. */
const ownedBy = (supplierId: number | null): SQL =>
  supplierId === null ? sql`true` : sql`(e.user_id = ${supplierId}::int OR s.user_id = ${supplierId}::int)`;

const iso = (column: string) => sql.raw(`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);

function selectBooking(where: SQL): SQL {
  // A day visit has no hut: the gate shows its offers in the hut's place (issue 25 §2).
  const visit = (column: 'title' | 'title_ar') =>
    sql.raw(`(SELECT string_agg(DISTINCT coalesce(nullif(e.${column}, ''), e.title, nullif(s.${column}, ''), s.title), ' + ')
      FROM booking_tickets t LEFT JOIN event_dates ed ON ed.id = t.event_date_id LEFT JOIN events e ON e.id = ed.event_id
        LEFT JOIN service_dates sd ON sd.id = t.service_date_id LEFT JOIN services s ON s.id = sd.service_id WHERE t.booking_id = b.id)`);
  return sql`SELECT b.id, b.code, b.status::text AS status, coalesce(nullif(u.full_name, ''), u.email) AS guest,
      b.kind::text AS kind, coalesce(h.title, ${visit('title')}, '') AS hut_title, coalesce(h.title_ar, ${visit('title_ar')}, '') AS hut_title_ar,
      to_char(lower(b.stay), 'YYYY-MM-DD') AS date_from, to_char(upper(b.stay), 'YYYY-MM-DD') AS date_to, (upper(b.stay) - lower(b.stay))::int AS nights,
      b.persons_max_num AS persons, b.kids_max_num AS kids, ${iso('c.checked_in_at')} AS checked_in_at, coalesce(nullif(cu.full_name, ''), cu.email) AS checked_in_by,
      ${iso('o.checked_out_at')} AS checked_out_at, coalesce(nullif(ou.full_name, ''), ou.email) AS checked_out_by, o.timing AS checked_out_timing,
      ${iso('o.due_at')} AS checked_out_due_at
    FROM bookings b JOIN users u ON u.id = b.user_id LEFT JOIN huts h ON h.id = b.hut_id
      LEFT JOIN booking_check_ins c ON c.booking_id = b.id LEFT JOIN users cu ON cu.id = c.checked_in_by
      LEFT JOIN booking_check_outs o ON o.booking_id = b.id LEFT JOIN users ou ON ou.id = o.checked_out_by
    WHERE ${where}`;
}

export async function bookingById(db: Database, id: number): Promise<GateBookingRow | null> {
  const [row] = await rows<GateBookingRow>(db, selectBooking(sql`b.id = ${id}::int`));
  return row ?? null;
}

export async function bookingByCode(db: Database, code: string): Promise<GateBookingRow | null> {
  const [row] = await rows<GateBookingRow>(db, selectBooking(sql`b.code = ${code}`));
  return row ?? null;
}

const ticketColumns = sql`t.id, t.booking_id, t.kind::text AS kind, coalesce(e.title, s.title) AS title, coalesce(e.title_ar, s.title_ar) AS title_ar,
    to_char(coalesce(ed.date, sd.date), 'YYYY-MM-DD') AS date, t.quantity,
    (SELECT coalesce(sum(r.quantity), 0)::int FROM ticket_redemptions r WHERE r.ticket_id = t.id) AS redeemed`;
const ticketJoins = sql`FROM booking_tickets t
    LEFT JOIN event_dates ed ON ed.id = t.event_date_id LEFT JOIN events e ON e.id = ed.event_id
    LEFT JOIN service_dates sd ON sd.id = t.service_date_id LEFT JOIN services s ON s.id = sd.service_id`;

/** The booking's gate tickets, on `date` only when given, the supplier's own only when given. */
export function gateTickets(db: Database, bookingId: number, supplierId: number | null, date?: string): Promise<GateTicketRow[]> {
  const onDate = date === undefined ? sql`true` : sql`coalesce(ed.date, sd.date) = ${date}::date`;
  return rows<GateTicketRow>(
    db,
    sql`SELECT ${ticketColumns} ${ticketJoins}
    WHERE t.booking_id = ${bookingId}::int AND ${redeemableTicket} AND ${ownedBy(supplierId)} AND ${onDate} ORDER BY t.id`,
  );
}

/** One gate ticket locked for this transaction (a second redeem of it waits), with its booking's status. */
export async function lockTicket(
  tx: Database,
  ticketId: number,
  supplierId: number | null,
): Promise<(GateTicketRow & { status: string }) | null> {
  const [row] = await rows<GateTicketRow & { status: string }>(
    tx,
    sql`SELECT ${ticketColumns}, b.status::text AS status ${ticketJoins} JOIN bookings b ON b.id = t.booking_id
    WHERE t.id = ${ticketId}::int AND ${redeemableTicket} AND ${ownedBy(supplierId)} FOR UPDATE OF t`,
  );
  if (!row) return null;
  // Counted again after the lock is held: the statement above read with the snapshot it started with.
  const [{ redeemed }] = await rows<{ redeemed: number }>(
    tx,
    sql`SELECT coalesce(sum(quantity), 0)::int AS redeemed FROM ticket_redemptions WHERE ticket_id = ${ticketId}::int`,
  );
  return { ...row, redeemed };
}

/** Inserts the check-in unless the booking has one; null when another gate was first. */
export async function insertCheckIn(tx: Database, bookingId: number, actorId: number, at: Date): Promise<{ booking_id: number } | null> {
  const [row] = await rows<{ booking_id: number }>(
    tx,
    sql`INSERT INTO booking_check_ins (booking_id, checked_in_by, checked_in_at)
    VALUES (${bookingId}::int, ${actorId}::int, ${at.toISOString()}::timestamptz) ON CONFLICT (booking_id) DO NOTHING RETURNING booking_id`,
  );
  return row ?? null;
}

export async function insertRedemption(
  tx: Database,
  ticketId: number,
  date: string,
  quantity: number,
  actorId: number,
  at: Date,
): Promise<number> {
  const [row] = await rows<{ id: number }>(
    tx,
    sql`INSERT INTO ticket_redemptions (ticket_id, redeemed_on, quantity, redeemed_by, redeemed_at)
    VALUES (${ticketId}::int, ${date}::date, ${quantity}::int, ${actorId}::int, ${at.toISOString()}::timestamptz) RETURNING id`,
  );
  return row.id;
}

/** The booking's row locked for this transaction (a second check-out of it waits), with its hut and stay's check-out instant. */
export async function lockForCheckOut(
  tx: Database,
  bookingId: number,
  timeZone: string,
): Promise<{ id: number; hut_id: number | null; due_at: string } | null> {
  const zone = sql.raw(`'${timeZone.replace(/'/g, '')}'`);
  // A day visit (no hut) leaves at the end of its day.
  const [row] = await rows<{ id: number; hut_id: number | null; due_at: string }>(
    tx,
    sql`SELECT b.id, b.hut_id, ${iso(`due`)} AS due_at FROM (
      SELECT b.id, b.hut_id, ((upper(b.stay) + coalesce(h.check_out, time '00:00')) AT TIME ZONE ${zone}) AS due FROM bookings b LEFT JOIN huts h ON h.id = b.hut_id
      WHERE b.id = ${bookingId}::int FOR UPDATE OF b) b`,
  );
  return row ?? null;
}

/**
 * An early check-out frees the nights after the check-out day: the stay ends on `day` (keeping at least its first
 * night), and the check-out row keeps the stay as booked. The booking row is already locked (lockForCheckOut).
 * Answers the stay before and after as [from, to) dates, or null when no night was left to free (a day visit, or a
 * stay already ending then). The EXCLUDE constraint and availability read the stay, so the freed nights are bookable.
 */
export async function shortenStay(
  tx: Database,
  bookingId: number,
  day: string,
  at: Date,
): Promise<{ date_from: string; date_to_before: string; date_to: string } | null> {
  const [row] = await rows<{ date_from: string; date_to_before: string; date_to: string; stay_before: string }>(
    tx,
    sql`UPDATE bookings b SET stay = daterange(lower(b.stay), greatest(${day}::date, lower(b.stay) + 1)), updated_at = ${at.toISOString()}::timestamptz
      FROM (SELECT id, stay FROM bookings WHERE id = ${bookingId}::int) o
      WHERE b.id = o.id AND b.kind = 'stay' AND upper(b.stay) > greatest(${day}::date, lower(b.stay) + 1)
      RETURNING to_char(lower(o.stay), 'YYYY-MM-DD') AS date_from, to_char(upper(o.stay), 'YYYY-MM-DD') AS date_to_before,
        to_char(upper(b.stay), 'YYYY-MM-DD') AS date_to, o.stay::text AS stay_before`,
  );
  if (!row) return null;
  await tx.execute(sql`UPDATE booking_check_outs SET stay_before = ${row.stay_before}::daterange WHERE booking_id = ${bookingId}::int`);
  return { date_from: row.date_from, date_to_before: row.date_to_before, date_to: row.date_to };
}

/** Inserts the check-out unless the booking has one; null when another desk was first. */
export async function insertCheckOut(
  tx: Database,
  input: { bookingId: number; actorId: number; at: Date; dueAt: string; timing: 'early' | 'on_time' | 'late'; via: 'desk' | 'scan' },
): Promise<boolean> {
  const found = await rows<{ booking_id: number }>(
    tx,
    sql`INSERT INTO booking_check_outs (booking_id, checked_out_by, checked_out_at, due_at, timing, via)
    VALUES (${input.bookingId}::int, ${input.actorId}::int, ${input.at.toISOString()}::timestamptz, ${input.dueAt}::timestamptz, ${input.timing}, ${input.via})
    ON CONFLICT (booking_id) DO NOTHING RETURNING booking_id`,
  );
  return found.length > 0;
}

export interface ScanRecord {
  at: Date;
  actorId: number;
  device: string;
  action: 'verify' | 'check_in' | 'check_out' | 'redeem';
  via: 'desk' | 'scan';
  result: 'ok' | 'refused';
  reason: string | null;
  bookingId: number | null;
  ticketId: number | null;
}

/** One line of the scan log; ids that no longer exist (a refused scan of a missing booking) are left out by the joins. */
export async function insertScan(db: Database, scan: ScanRecord): Promise<void> {
  await db.execute(
    sql`INSERT INTO scan_log (scanned_at, actor_id, device, action, via, result, reason, booking_id, ticket_id)
    VALUES (${scan.at.toISOString()}::timestamptz, ${scan.actorId}::int, ${scan.device.slice(0, 200)}, ${scan.action}, ${scan.via}, ${scan.result},
      ${scan.reason?.slice(0, 40) ?? null}, (SELECT id FROM bookings WHERE id = ${scan.bookingId}::int), (SELECT id FROM booking_tickets WHERE id = ${scan.ticketId}::int))`,
  );
}
