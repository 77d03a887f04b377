import { sql } from 'drizzle-orm';
import type { Booking } from '../../../shared/schemas/booking';
import type { DayVisitBody } from '../../../shared/schemas/dayVisit';
import { amountsOf, toCents, toMoney } from '../../../shared/money';
import { live, rows } from '../../db/sql';
import { Conflict, NotFound, text, ValidationFailed, type Text } from '../../lib/errors';
import { isRaceLoss } from '../../lib/pgErrors';
import { holdUntil, todayOf, viewContext, type BookingDeps } from './context';
import { takeSeats } from './hold';
import type { TicketLine } from './quote';
import type { BookingService } from './service';
import { findBooking } from './view';
import { newBookingCode, ticketsCte } from './writes';

interface Session {
  id: number;
  owner: number;
  title: string;
  title_ar: string;
  date: string;
  price: string;
  min: number;
  max: number;
  open: boolean;
}

/** The wanted sessions (event dates, service dates) of live offers, priced from their own rows: one query. */
function sessionsQuery(body: DayVisitBody) {
  const ids = (list: number[]) =>
    list.length === 0
      ? sql`NULL::int`
      : sql.join(
          list.map((id) => sql`${id}::int`),
          sql`, `,
        );
  const title = sql`x.title AS title, coalesce(nullif(x.title_ar, ''), x.title) AS title_ar`;
  return sql`SELECT
    (SELECT coalesce(json_agg(o), '[]'::json) FROM (SELECT d.id, d.event_id AS owner, ${title}, to_char(d.date, 'YYYY-MM-DD') AS date, d.price::text AS price,
      d.min_purchasable_quantity AS min, d.max_purchasable_quantity AS max, x.open_to_day_visitors AS open
      FROM event_dates d JOIN events x ON x.id = d.event_id AND ${live('x')} WHERE d.id IN (${ids((body.events ?? []).map((e) => e.date))})) o) AS events,
    (SELECT coalesce(json_agg(o), '[]'::json) FROM (SELECT d.id, d.service_id AS owner, ${title}, to_char(d.date, 'YYYY-MM-DD') AS date,
      coalesce(d.price, x.price)::text AS price, x.min_purchasable_quantity AS min, x.max_purchasable_quantity AS max, x.open_to_day_visitors AS open
      FROM service_dates d JOIN services x ON x.id = d.service_id AND ${live('x')} WHERE d.id IN (${ids((body.services ?? []).map((s) => s.date))})) o) AS services`;
}

/**
 * A day visit (issue 25 §2): tickets for one day's sessions of offers open to day visitors, without a stay. The
 * booking has no hut; it is made held (status "confirmed" until HOLD_MINUTES from now) with its seats counted under
 * their row locks in one transaction, then goes through the one payment flow every booking takes.
 */
export function createDayVisitService(deps: BookingDeps, bookings: BookingService) {
  const { db } = deps;

  /** The body priced against the database; every refusal is a 400 on its field. */
  async function quote(body: DayVisitBody) {
    const errors: Record<string, Text[]> = {};
    const fail = (field: string, message: Text) => void (errors[field] ??= []).push(message);
    const wanted = {
      events: (body.events ?? []).map((e) => ({ owner: e.event, target: e.date, quantity: e.quantity })),
      services: (body.services ?? []).map((s) => ({ owner: s.service, target: s.date, quantity: s.quantity })),
    };
    if (wanted.events.length + wanted.services.length === 0) throw new ValidationFailed({ events: [text('dayVisit.empty')] });
    const [found] = await rows<{ events: Session[]; services: Session[] }>(db, sessionsQuery(body));
    const today = todayOf(deps);
    const lines: TicketLine[] = [];
    for (const [field, kind] of [
      ['events', 'event'],
      ['services', 'service'],
    ] as const) {
      const sessions = new Map(found[field].map((session) => [session.id, session]));
      const targets = wanted[field].map((entry) => entry.target);
      if (new Set(targets).size !== targets.length) fail(field, text('booking.duplicate'));
      for (const entry of wanted[field]) {
        const session = sessions.get(entry.target);
        if (!session || session.owner !== entry.owner) {
          fail(field, text(kind === 'event' ? 'booking.eventDateUnknown' : 'booking.serviceDateUnknown'));
          continue;
        }
        const named = { en: session.title, ar: session.title_ar };
        if (!session.open) fail(field, text('dayVisit.notOpen', { title: named }));
        if (session.date < today) fail(field, text('booking.datePast'));
        if (entry.quantity < session.min || entry.quantity > session.max)
          fail(field, text('booking.quantityRange', { min: session.min, max: session.max, title: named }));
        lines.push({
          kind,
          targetId: session.id,
          quantity: entry.quantity,
          unitPrice: toCents(session.price),
          title: session.title,
          date: session.date,
        });
      }
    }
    // One visit is one day: its e-ticket, gate day and cancellation deadline are that day's.
    if (new Set(lines.map((line) => line.date)).size > 1) fail('date', text('dayVisit.oneDay'));
    if (Object.keys(errors).length > 0) throw new ValidationFailed(errors);
    const subtotal = lines.reduce((sum, line) => sum + line.unitPrice * line.quantity, 0);
    return { lines, day: lines[0].date!, amounts: amountsOf(subtotal, 0, deps.config.vatRate) };
  }

  /** The visit's choice as it was made: its tickets (not cancelled), as the body that chose them. */
  async function choiceOf(bookingId: number): Promise<DayVisitBody> {
    const tickets = await rows<{ kind: 'event' | 'service'; owner: number; session: number; quantity: number }>(
      db,
      sql`SELECT t.kind::text AS kind, coalesce(ed.event_id, sd.service_id) AS owner, coalesce(t.event_date_id, t.service_date_id) AS session,
          t.quantity FROM booking_tickets t
        LEFT JOIN event_dates ed ON ed.id = t.event_date_id LEFT JOIN service_dates sd ON sd.id = t.service_date_id
        WHERE t.booking_id = ${bookingId}::int AND t.cancelled_at IS NULL AND t.kind IN ('event', 'service') ORDER BY t.id`,
    );
    const of = (kind: 'event' | 'service') => tickets.filter((ticket) => ticket.kind === kind);
    return {
      events: of('event').map((ticket) => ({ event: ticket.owner, date: ticket.session, quantity: ticket.quantity })),
      services: of('service').map((ticket) => ({ service: ticket.owner, date: ticket.session, quantity: ticket.quantity })),
    };
  }

  return {
    /**
     * Holds a day visit again whose hold lapsed unpaid (or extends a live one), as a stay's choice is held again: the
     * same sessions and quantities, re-priced and re-checked (offer still open, day not past), its tickets written
     * afresh and their seats counted under the sessions' locks in one transaction. Seats gone: the named 409 (the
     * database's capacity triggers are the guarantee).
     */
    async holdAgain(userId: number, id: number): Promise<Booking> {
      const record = await bookings.owned(userId, id);
      if (record.hut_id !== null) throw new NotFound();
      const holdable = (status: string) => status === 'confirmed' || status === 'expired';
      if (!holdable(record.status)) throw new Conflict(text('booking.notEditable', { status: record.status }));
      if (record.date_from < todayOf(deps)) throw new Conflict(text('dayVisit.dayPassed'));
      const priced = await quote(await choiceOf(id));
      const now = deps.clock.now();
      const money = (cents: number) => sql`${toMoney(cents)}::numeric`;
      const visitors = Math.min(100, Math.max(1, ...priced.lines.map((line) => line.quantity)));
      try {
        await db.transaction(async (tx) => {
          const [row] = await rows<{ id: number }>(
            tx,
            sql`WITH booking AS (UPDATE bookings SET status = 'confirmed', hold_expires_at = ${holdUntil(deps).toISOString()}::timestamptz,
                persons_max_num = ${visitors}::int, subtotal = ${money(priced.amounts.subtotal)}, discount = ${money(priced.amounts.discount)},
                vat = ${money(priced.amounts.vat)}, total = ${money(priced.amounts.total)}, updated_at = ${now.toISOString()}::timestamptz
              WHERE id = ${id}::int AND user_id = ${userId}::int AND kind = 'day_visit' AND status IN ('confirmed', 'expired') AND paid = 0
              RETURNING id),
            gone AS (DELETE FROM booking_tickets WHERE booking_id IN (SELECT id FROM booking))${ticketsCte(priced)}
            SELECT id FROM booking`,
          );
          // Paid or cancelled meanwhile (another tab): it is no longer a lapsed hold.
          if (!row) throw new Conflict(text('booking.notEditable', { status: record.status }));
          await takeSeats(tx, id, now);
        });
      } catch (error) {
        if (isRaceLoss(error)) throw new Conflict(text('booking.busy'));
        throw error;
      }
      return bookings.view((await findBooking(db, id, viewContext(deps)))!);
    },

    async create(userId: number, body: DayVisitBody): Promise<Booking> {
      const priced = await quote(body);
      const now = deps.clock.now();
      const at = now.toISOString();
      const money = (cents: number) => sql`${toMoney(cents)}::numeric`;
      // The visitors on the gate's list: one per ticket of the largest session (a booking counts at least one).
      const visitors = Math.min(100, Math.max(1, ...priced.lines.map((line) => line.quantity)));
      try {
        const id = await db.transaction(async (tx) => {
          const [row] = await rows<{ id: number }>(
            tx,
            sql`WITH booking AS (INSERT INTO bookings (code, user_id, kind, hut_id, persons_max_num, kids_max_num, status, stay, hold_expires_at,
                subtotal, discount, vat, total, created_at, updated_at)
              VALUES (${newBookingCode()}, ${userId}::int, 'day_visit', NULL, ${visitors}::int, 0, 'confirmed',
                daterange(${priced.day}::date, ${priced.day}::date + 1), ${holdUntil(deps).toISOString()}::timestamptz,
                ${money(priced.amounts.subtotal)}, ${money(priced.amounts.discount)}, ${money(priced.amounts.vat)}, ${money(priced.amounts.total)},
                ${at}::timestamptz, ${at}::timestamptz) RETURNING id)${ticketsCte(priced)}
            SELECT id FROM booking`,
          );
          // The friendly 409 naming what is gone; the database's capacity triggers (migration 0050) are the guarantee.
          await takeSeats(tx, row.id, now);
          return row.id;
        });
        return bookings.view((await findBooking(db, id, viewContext(deps)))!);
      } catch (error) {
        if (isRaceLoss(error)) throw new Conflict(text('booking.busy'));
        throw error;
      }
    },
  };
}

export type DayVisitService = ReturnType<typeof createDayVisitService>;
