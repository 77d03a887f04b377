import { sql } from 'drizzle-orm';
import type { Booking } from '../../../shared/schemas/booking';
import type { DayVisitBody } from '../../../shared/schemas/dayVisit';
import { amountsOf, toCents, toMoney } from '../../../shared/money';
import { live, rows } from '../../db/sql';
import { Conflict, text, ValidationFailed, type Text } from '../../lib/errors';
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

  return {
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
