import { randomInt } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { PAGE_SIZE_DEFAULT, type Language } from '../../../shared/constants';
import type { Booking, BookingBody, BookingUpdateBody } from '../../../shared/schemas/booking';
import type { Page } from '../../../shared/schemas/common';
import type { Database } from '../../db/client';
import { Conflict, NotFound } from '../../lib/errors';
import { rows } from '../catalogue/sql';
import { holdUntil, todayOf, viewContext, type BookingDeps } from './context';
import { holdBooking, isRaceLoss, pgCode } from './hold';
import { bm } from './messages';
import { toMoney } from '../../../shared/money';
import { quoteBooking, type Quote } from './quote';
import { findBooking, findBookings, ticketsOf, toBookingView, unpaidCents, type BookingRecord } from './view';
import { paginate, windowOf } from '../../lib/pagination';

const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const newBookingCode = () => `KEN-${Array.from({ length: 6 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('')}`;

/** Creating, reading, changing and holding bookings. */
export function createBookingService(deps: BookingDeps) {
  const { db } = deps;

  async function view(record: BookingRecord, extra: Partial<Booking> = {}): Promise<Booking> {
    const tickets = (await ticketsOf(db, [record.id])).get(record.id) ?? [];
    return { ...(await toBookingView(record, tickets, viewContext(deps))), ...extra };
  }

  /** The booking of that user, or 404: another user's booking is never revealed. */
  async function owned(userId: number, id: number, tx: Database = db, lock = false): Promise<BookingRecord> {
    const record = await findBooking(tx, id, viewContext(deps), lock);
    if (!record || record.user_id !== userId) throw new NotFound();
    return record;
  }

  async function writeTickets(tx: Database, bookingId: number, quote: Quote, isExtra = false): Promise<number[]> {
    if (quote.lines.length === 0) return [];
    const values = quote.lines.map((line) => sql`(${bookingId}::int, ${line.kind}::ticket_kind,
      ${line.kind === 'event' ? line.targetId : null}::int, ${line.kind === 'service' ? line.targetId : null}::int, ${line.kind === 'item' ? line.targetId : null}::int,
      ${line.quantity}::int, ${toMoney(line.unitPrice)}::numeric, ${toMoney(line.unitPrice * line.quantity)}::numeric, ${isExtra}::boolean)`);
    const inserted = await rows<{ id: number }>(tx, sql`INSERT INTO booking_tickets (booking_id, kind, event_date_id, service_date_id, ken_item_id, quantity, unit_price, total, is_extra)
      VALUES ${sql.join(values, sql`, `)} RETURNING id`);
    return inserted.map((row) => row.id);
  }

  const amountColumns = (quote: Quote) => sql`subtotal = ${toMoney(quote.amounts.subtotal)}::numeric, discount = ${toMoney(quote.amounts.discount)}::numeric,
    vat = ${toMoney(quote.amounts.vat)}::numeric, total = ${toMoney(quote.amounts.total)}::numeric`;

  return {
    view,
    owned,

    async create(userId: number, body: BookingBody, lang: Language): Promise<Booking> {
      const context = { today: todayOf(deps), now: deps.clock.now(), lang, vatRate: deps.config.vatRate };
      const id = await db.transaction(async (tx) => {
        const quote = await quoteBooking(tx, body, context);
        if (!quote.nightsAvailable) throw new Conflict(bm(lang, 'nightsTaken'));
        for (let attempt = 0; ; attempt += 1) {
          try {
            // A savepoint, so a clash of random codes retries without losing the transaction.
            return await tx.transaction(async (inner) => {
              const [row] = await rows<{ id: number }>(inner, sql`INSERT INTO bookings (code, user_id, hut_id, persons_max_num, kids_max_num, status, stay,
                  promo_code_id, subtotal, discount, vat, total, created_at, updated_at)
                VALUES (${newBookingCode()}, ${userId}::int, ${quote.hutId}::int, ${body.persons_max_num}::int, ${body.kids_max_num ?? 0}::int, 'pending',
                  daterange(${quote.from}::date, ${quote.to}::date), ${quote.promoId}::int, ${toMoney(quote.amounts.subtotal)}::numeric,
                  ${toMoney(quote.amounts.discount)}::numeric, ${toMoney(quote.amounts.vat)}::numeric, ${toMoney(quote.amounts.total)}::numeric,
                  ${context.now.toISOString()}::timestamptz, ${context.now.toISOString()}::timestamptz) RETURNING id`);
              await writeTickets(inner, row.id, quote);
              return row.id;
            });
          } catch (error) {
            if (pgCode(error) !== '23505' || attempt >= 5) throw error;
          }
        }
      });
      return view((await findBooking(db, id, viewContext(deps)))!);
    },

    get: async (userId: number, id: number) => view(await owned(userId, id)),

    /**
     * Changes a booking that is not paid yet, and with status "confirmed" holds its nights and seats for
     * HOLD_MINUTES. All in one transaction: a 409 leaves the booking exactly as it was.
     */
    async update(userId: number, id: number, body: BookingUpdateBody, lang: Language): Promise<Booking> {
      const now = deps.clock.now();
      const context = { today: todayOf(deps), now, lang, vatRate: deps.config.vatRate };
      try {
        await db.transaction(async (tx) => {
          const record = await owned(userId, id, tx, true);
          if (!['pending', 'confirmed', 'expired'].includes(record.status)) throw new Conflict(bm(lang, 'notEditable', { status: record.status }));
          // Released first, so its own hold never counts against it while it is re-priced and re-held.
          await tx.execute(sql`UPDATE bookings SET status = 'pending', hold_expires_at = NULL WHERE id = ${id}::int`);
          await tx.execute(sql`DELETE FROM booking_tickets WHERE booking_id = ${id}::int`);
          const quote = await quoteBooking(tx, body, context);
          await tx.execute(sql`UPDATE bookings SET hut_id = ${quote.hutId}::int, persons_max_num = ${body.persons_max_num}::int,
            kids_max_num = ${body.kids_max_num ?? 0}::int, stay = daterange(${quote.from}::date, ${quote.to}::date), promo_code_id = ${quote.promoId}::int,
            ${amountColumns(quote)}, updated_at = ${now.toISOString()}::timestamptz WHERE id = ${id}::int`);
          await writeTickets(tx, id, quote);
          if (body.status === 'confirmed') {
            await holdBooking(tx, { id, hutId: quote.hutId, from: quote.from, to: quote.to, nights: quote.nights }, { now, today: context.today, holdExpiresAt: holdUntil(deps), lang });
          } else if (!quote.nightsAvailable) {
            throw new Conflict(bm(lang, 'nightsTaken'));
          }
        });
      } catch (error) {
        if (isRaceLoss(error)) throw new Conflict(bm(lang, 'busy'));
        throw error;
      }
      return view((await findBooking(db, id, viewContext(deps)))!);
    },

    async paidState(userId: number, id: number) {
      const record = await owned(userId, id);
      const tickets = (await ticketsOf(db, [id])).get(id) ?? [];
      const due = unpaidCents(record, tickets);
      return { id, status: record.status, is_paid: ['paid', 'completed'].includes(record.status) && due === 0, paid: record.paid, not_paid: toMoney(due) };
    },

    async list(userId: number, which: 'upcoming' | 'past', pageNumber = 1, size = PAGE_SIZE_DEFAULT): Promise<Page<Booking>> {
      const today = todayOf(deps);
      // A cancelled or refunded stay is no longer upcoming: it is listed with the past ones, under its status.
      const where = which === 'upcoming'
        ? sql`upper(b.stay) >= ${today}::date AND b.status NOT IN ('expired', 'completed', 'cancelled', 'refunded')`
        : sql`(upper(b.stay) < ${today}::date OR b.status IN ('completed', 'cancelled', 'refunded')) AND b.status <> 'expired'`;
      const order = which === 'upcoming' ? sql`lower(b.stay), b.id` : sql`upper(b.stay) DESC, b.id DESC`;
      const found = await rows<{ id: number; can_rate: boolean; total_count: number }>(
        db,
        sql`SELECT b.id, (b.status IN ('paid', 'completed') AND upper(b.stay) <= ${today}::date
            AND NOT EXISTS (SELECT 1 FROM reviews r WHERE r.booking_id = b.id)) AS can_rate, count(*) OVER ()::int AS total_count
          FROM bookings b WHERE b.user_id = ${userId}::int AND ${where} ORDER BY ${order} LIMIT ${size}::int OFFSET ${windowOf(pageNumber, size).offset}::int`,
      );
      const count = found[0]?.total_count ?? (pageNumber > 1 ? (await rows<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM bookings b WHERE b.user_id = ${userId}::int AND ${where}`))[0].n : 0);
      const context = viewContext(deps);
      const ids = found.map((row) => row.id);
      const [records, tickets] = await Promise.all([findBookings(db, ids, context), ticketsOf(db, ids)]);
      const results = await Promise.all(found.map(async (row) => ({
        ...(await toBookingView(records.get(row.id)!, tickets.get(row.id) ?? [], context)),
        ...(which === 'past' ? { can_rate: row.can_rate } : {}),
      })));
      return paginate(count, pageNumber, size, results);
    },
  };
}

export type BookingService = ReturnType<typeof createBookingService>;
