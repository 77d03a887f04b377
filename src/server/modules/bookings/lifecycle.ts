import { sql } from 'drizzle-orm';
import type { Language } from '../../../shared/constants';
import { Conflict, NotFound } from '../../lib/errors';
import { live, rows } from '../../db/sql';
import { sendBookingMail } from './bookingMail';
import { refundBooking } from './refunds';
import { bookingCalendar } from './calendar';
import { todayOf, viewContext, type BookingDeps } from './context';
import { takeSeats } from './hold';
import { bm } from './messages';
import { placeOf } from './place';
import { toCents, toMoney } from '../../../shared/money';
import { quoteBooking } from './quote';
import { renderTicketPdf } from './ticketPdf';
import type { BookingService } from './service';
import { findBooking, ticketsOf, toBookingView, verifyQrToken } from './view';


/** Gives a cancelled booking's refund back (at most what is left) and marks it `refunded` once all of it went through. */
export async function refundCancelled(deps: BookingDeps, id: number, cents: number, reason: string, lang: Language): Promise<void> {
  const { failed } = await refundBooking(deps, { bookingId: id, cents, reason, lang, upTo: true });
  if (failed === 0) {
    await deps.db.execute(sql`UPDATE bookings SET status = 'refunded', refunded_at = ${deps.clock.now().toISOString()}::timestamptz WHERE id = ${id}::int AND status = 'cancelled'`);
  }
}

/** After the booking is made: extras, cancellation, rating, tickets for staff, calendar file. */
export function createLifecycleService(deps: BookingDeps, bookings: BookingService) {
  const { db } = deps;

  return {
    async available(userId: number, bookingId: number) {
      const record = await bookings.owned(userId, bookingId);
      const now = deps.clock.now();
      const from = record.date_from > todayOf(deps) ? record.date_from : todayOf(deps);
      // Only what the stay can use: from check-in (or today) to the last night. The day of departure ends at
      // check-out time, and a date carries no time of day to show it is over before then (see quoteBooking).
      const offers = (kind: 'event' | 'service') => rows<{ id: number; title: string; title_ar: string; image: string | null; dates: unknown[] }>(
        db,
        kind === 'event'
          ? sql`SELECT x.id, x.title, x.title_ar, x.image, json_agg(json_build_object('id', d.id, 'date', to_char(d.date, 'YYYY-MM-DD'), 'price', d.price::text,
                'capacity', d.capacity, 'seats_left', d.capacity - (SELECT coalesce(sum(t.quantity), 0)::int FROM booking_tickets t JOIN bookings b ON b.id = t.booking_id
                  WHERE t.event_date_id = d.id AND (b.status = 'paid' OR (b.status = 'confirmed' AND b.hold_expires_at > ${now.toISOString()}::timestamptz))),
                'min_purchasable_quantity', d.min_purchasable_quantity, 'max_purchasable_quantity', d.max_purchasable_quantity) ORDER BY d.date, d.id) AS dates
              FROM events x JOIN event_dates d ON d.event_id = x.id WHERE ${live('x')} AND d.date >= ${from}::date AND d.date < ${record.date_to}::date
              GROUP BY x.id ORDER BY x.id`
          : sql`SELECT x.id, x.title, x.title_ar, x.image, json_agg(json_build_object('id', d.id, 'date', to_char(d.date, 'YYYY-MM-DD'), 'price', coalesce(d.price, x.price)::text,
                'capacity', d.capacity, 'seats_left', d.capacity - (SELECT coalesce(sum(t.quantity), 0)::int FROM booking_tickets t JOIN bookings b ON b.id = t.booking_id
                  WHERE t.service_date_id = d.id AND (b.status = 'paid' OR (b.status = 'confirmed' AND b.hold_expires_at > ${now.toISOString()}::timestamptz))),
                'min_purchasable_quantity', x.min_purchasable_quantity, 'max_purchasable_quantity', x.max_purchasable_quantity) ORDER BY d.date, d.id) AS dates
              FROM services x JOIN service_dates d ON d.service_id = x.id WHERE ${live('x')} AND d.date >= ${from}::date AND d.date < ${record.date_to}::date
              GROUP BY x.id ORDER BY x.id`,
      );
      // Dates come sorted from the one query per kind, so the next date with seats (events/random/'s
      // `available_dates`, which other clients read) is the first one left: no query per offer.
      const withSeats = <T extends { dates: unknown[] }>(list: T[]) => list
        .map((offer) => ({ ...offer, dates: (offer.dates as { seats_left: number }[]).filter((d) => d.seats_left > 0) }))
        .filter((offer) => offer.dates.length > 0)
        .map((offer) => ({ ...offer, available_dates: offer.dates[0] }));
      return { available_services: withSeats(await offers('service')), available_events: withSeats(await offers('event')) };
    },

    /** Services added to a paid, upcoming booking: seats taken now (locked), paid by a checkout of kind "extra". */
    async addExtras(userId: number, body: { booking: number; tickets: { service: number; quantity: number; date: number }[] }, lang: Language) {
      const now = deps.clock.now();
      const ids = await db.transaction(async (tx) => {
        const record = await bookings.owned(userId, body.booking, tx, true);
        // Not on the check-out day either: the stay has no night left to add services to (and ends at check-out time).
        if (record.status !== 'paid' || record.date_to <= todayOf(deps)) throw new Conflict(bm(lang, 'extrasNeedPaid'));
        const quote = await quoteBooking(tx, {
          hut: record.hut_id, persons_max_num: 1, date: { date_from: todayOf(deps) > record.date_from ? todayOf(deps) : record.date_from, date_to: record.date_to },
          services: body.tickets.map((t) => ({ service: t.service, quantity: t.quantity, date: t.date })),
        }, { today: todayOf(deps), now, lang, vatRate: deps.config.vatRate });
        const values = quote.lines.map((line) => sql`(${record.id}::int, 'service', ${line.targetId}::int, ${line.quantity}::int,
          ${toMoney(line.unitPrice)}::numeric, ${toMoney(line.unitPrice * line.quantity)}::numeric, true, ${now.toISOString()}::timestamptz)`);
        const inserted = await rows<{ id: number }>(tx, sql`INSERT INTO booking_tickets (booking_id, kind, service_date_id, quantity, unit_price, total, is_extra, created_at)
          VALUES ${sql.join(values, sql`, `)} RETURNING id`);
        const ticketIds = inserted.map((row) => row.id);
        await takeSeats(tx, record.id, now, lang, ticketIds);
        const total = quote.lines.reduce((sum, line) => sum + line.unitPrice * line.quantity, 0);
        await tx.execute(sql`UPDATE bookings SET subtotal = subtotal + ${toMoney(total)}::numeric, total = total + ${toMoney(total)}::numeric,
          vat = round((total + ${toMoney(total)}::numeric) - (total + ${toMoney(total)}::numeric) / (1 + ${deps.config.vatRate}::numeric), 2)
          WHERE id = ${record.id}::int`);
        return ticketIds;
      });
      const booking = await bookings.get(userId, body.booking);
      const added = booking.services.filter((t) => ids.includes(t.id));
      return { tickets: added, amount_due: toMoney(added.reduce((sum, t) => sum + toCents(t.total), 0)), currency: booking.currency };
    },

    /**
     * Paid bookings only, before check-in. Full refund until the deadline (CANCEL_FULL_REFUND_HOURS before
     * check-in in resort time), none after. Cancelled bookings no longer hold nights or seats.
     */
    async cancel(userId: number, id: number, reason: string | undefined, lang: Language) {
      const now = deps.clock.now();
      const refundable = await db.transaction(async (tx) => {
        const record = await bookings.owned(userId, id, tx, true);
        if (record.status !== 'paid') throw new Conflict(bm(lang, 'notPaid'));
        if (new Date(record.check_in_at) <= now) throw new Conflict(bm(lang, 'stayStarted'));
        const amount = now < new Date(record.deadline) ? record.paid : '0.00';
        await tx.execute(sql`UPDATE bookings SET status = 'cancelled', cancel_reason = ${reason ?? null}, cancelled_at = ${now.toISOString()}::timestamptz,
          refundable_amount = ${amount}::numeric, updated_at = ${now.toISOString()}::timestamptz WHERE id = ${id}::int`);
        return amount;
      });
      if (toCents(refundable) > 0) await refundCancelled(deps, id, toCents(refundable), 'cancellation', lang);
      await sendBookingMail(deps, id, 'cancelled');
      return bookings.get(userId, id);
    },

    async rate(userId: number, bookingId: number, body: { value: number; content?: string }, lang: Language) {
      const record = await bookings.owned(userId, bookingId);
      if (!['paid', 'completed'].includes(record.status)) throw new Conflict(bm(lang, 'rateNotPaid'));
      if (new Date(record.check_out_at) > deps.clock.now() && record.date_to > todayOf(deps)) throw new Conflict(bm(lang, 'rateNotYet'));
      const created = await rows<{ id: number; created_at: string }>(db, sql`INSERT INTO reviews (user_id, hut_id, booking_id, value, content, is_published, created_at)
        VALUES (${userId}::int, ${record.hut_id}::int, ${bookingId}::int, ${body.value}::int, ${body.content ?? ''}, true, ${deps.clock.now().toISOString()}::timestamptz)
        ON CONFLICT (booking_id) WHERE booking_id IS NOT NULL DO NOTHING RETURNING id, created_at::text`);
      if (created.length === 0) throw new Conflict(bm(lang, 'rateTwice'));
      return { id: created[0].id, booking: bookingId, hut: record.hut_id, value: body.value, content: body.content ?? '', created_at: deps.clock.now().toISOString() };
    },

    async verifyTicket(token: string) {
      const claim = verifyQrToken(deps.config.jwtSecret, token);
      if (!claim) return { valid: false, booking: null };
      const context = viewContext(deps);
      const record = await findBooking(db, claim.id, context);
      if (!record || record.code !== claim.code || record.qr_token !== token) return { valid: false, booking: null };
      const booking = await toBookingView(record, (await ticketsOf(db, [record.id])).get(record.id) ?? [], context);
      return { valid: ['paid', 'completed'].includes(record.status), booking };
    },

    /** The e-ticket exists once the booking is paid (it carries the QR). */
    async ticketPdf(userId: number, id: number, lang: Language) {
      const record = await bookings.owned(userId, id);
      if (!['paid', 'completed'].includes(record.status)) throw new Conflict(bm(lang, 'notPaid'));
      const booking = await toBookingView(record, (await ticketsOf(deps.db, [id])).get(id) ?? [], viewContext(deps));
      // In the booking's language (the account's), like its e-mails.
      return { code: booking.code, body: await renderTicketPdf(booking, record.user_language, deps.config.timeZone, placeOf(record)) };
    },

    /** RFC 5545: one event from check-in to check-out, with the hut's place (calendar.ts). */
    async calendar(userId: number, id: number) {
      const record = await bookings.owned(userId, id);
      if (!['paid', 'completed', 'confirmed', 'pending'].includes(record.status)) throw new NotFound();
      return { code: record.code, body: bookingCalendar(record, deps.clock.now(), deps.config.timeZone, record.user_language) };
    },
  };
}
