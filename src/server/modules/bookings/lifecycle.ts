import { Conflict, NotFound, text, ValidationFailed } from '../../lib/errors';
import { sendBookingMail } from './bookingMail';
import { cancelWithRefund } from './refunds';
import { bookingCalendar } from './calendar';
import { todayOf, viewContext, type BookingDeps } from './context';
import { takeSeats } from './hold';
import { placeOf } from './place';
import { toCents, toMoney } from '../../../shared/money';
import { quoteBooking } from './quote';
import { renderTicketPdf } from './ticketPdf';
import type { BookingService } from './service';
import { guestCancelRefusal, guestRefundable, isCalendared, isPaidFor } from './status';
import { addToTotal, insertExtras, insertReview, markCancelled, offersDuring } from './store';
import { findBooking, ticketsOf, toBookingView, verifyQrToken } from './view';

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
      const offers = (kind: 'event' | 'service') => offersDuring(db, kind, from, record.date_to, now);
      // Dates come sorted from the one query per kind, so the next date with seats (events/random/'s
      // `available_dates`, which other clients read) is the first one left: no query per offer.
      const withSeats = <T extends { dates: unknown[] }>(list: T[]) =>
        list
          .map((offer) => ({ ...offer, dates: (offer.dates as { seats_left: number }[]).filter((d) => d.seats_left > 0) }))
          .filter((offer) => offer.dates.length > 0)
          .map((offer) => ({ ...offer, available_dates: offer.dates[0] }));
      return { available_services: withSeats(await offers('service')), available_events: withSeats(await offers('event')) };
    },

    /** Services added to a paid, upcoming booking: seats taken now (locked), paid by a checkout of kind "extra". */
    async addExtras(userId: number, body: { booking: number; tickets: { service: number; quantity: number; date: number }[] }) {
      const now = deps.clock.now();
      const ids = await db.transaction(async (tx) => {
        const record = await bookings.owned(userId, body.booking, tx, true);
        if (record.hut_id === null) throw new Conflict(text('dayVisit.noStay'));
        // Not on the check-out day either: the stay has no night left to add services to (and ends at check-out time).
        if (record.status !== 'paid' || record.date_to <= todayOf(deps)) throw new Conflict(text('booking.extrasNeedPaid'));
        const quote = await quoteBooking(
          tx,
          {
            hut: record.hut_id,
            persons_max_num: 1,
            date: { date_from: todayOf(deps) > record.date_from ? todayOf(deps) : record.date_from, date_to: record.date_to },
            services: body.tickets.map((t) => ({ service: t.service, quantity: t.quantity, date: t.date })),
          },
          { today: todayOf(deps), now, vatRate: deps.config.vatRate },
        );
        const ticketIds = await insertExtras(tx, record.id, quote.lines, now);
        await takeSeats(tx, record.id, now, ticketIds);
        const total = quote.lines.reduce((sum, line) => sum + line.unitPrice * line.quantity, 0);
        await addToTotal(tx, record.id, toMoney(total), deps.config.vatRate);
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
    async cancel(userId: number, id: number, reason: string | undefined) {
      const now = deps.clock.now();
      // Cancelled and its refund recorded in one transaction, then sent once now (the worker carries on after).
      await cancelWithRefund(deps, {
        bookingId: id,
        reason: 'cancellation',
        cancel: async (tx) => {
          const record = await bookings.owned(userId, id, tx, true);
          const refusal = guestCancelRefusal(record, now);
          if (refusal) throw new Conflict(text(`booking.${refusal}`));
          const amount = guestRefundable(record, now);
          await markCancelled(tx, id, { reason: reason ?? null, refundable: amount, at: now });
          return toCents(amount);
        },
      });
      await sendBookingMail(deps, id, 'cancelled');
      return bookings.get(userId, id);
    },

    async rate(userId: number, bookingId: number, body: { value: number; content?: string }) {
      const record = await bookings.owned(userId, bookingId);
      if (!isPaidFor(record.status)) throw new Conflict(text('booking.rateNotPaid'));
      if (new Date(record.check_out_at) > deps.clock.now() && record.date_to > todayOf(deps))
        throw new Conflict(text('booking.rateNotYet'));
      // A day visit's review is of the offer it was for (its first ticket's event or service).
      const offer = record.hut_id === null ? (await ticketsOf(db, [bookingId])).get(bookingId)?.[0] : undefined;
      const created = await insertReview(db, {
        userId,
        hutId: record.hut_id,
        eventId: offer?.kind === 'event' ? offer.owner : null,
        serviceId: offer?.kind === 'service' ? offer.owner : null,
        bookingId,
        value: body.value,
        content: body.content ?? '',
        at: deps.clock.now(),
      });
      // As the original back end answers a second rating (its clients show the message above the form).
      if (!created) throw new ValidationFailed({ non_field_errors: [text('booking.rateTwice')] });
      return {
        id: created.id,
        booking: bookingId,
        hut: record.hut_id,
        value: body.value,
        content: body.content ?? '',
        created_at: deps.clock.now().toISOString(),
      };
    },

    async verifyTicket(token: string) {
      const claim = verifyQrToken(deps.config.jwtSecret, token);
      if (!claim) return { valid: false, booking: null };
      const context = viewContext(deps);
      const record = await findBooking(db, claim.id, context);
      if (!record || record.code !== claim.code || record.qr_token !== token) return { valid: false, booking: null };
      const booking = await toBookingView(record, (await ticketsOf(db, [record.id])).get(record.id) ?? [], context);
      return { valid: isPaidFor(record.status), booking };
    },

    /** The e-ticket exists once the booking is paid (it carries the QR). */
    async ticketPdf(userId: number, id: number) {
      const record = await bookings.owned(userId, id);
      if (!isPaidFor(record.status)) throw new Conflict(text('booking.notPaid'));
      const booking = await toBookingView(record, (await ticketsOf(deps.db, [id])).get(id) ?? [], viewContext(deps));
      // In the booking's language (the account's), like its e-mails.
      return {
        code: booking.code,
        body: await renderTicketPdf(
          booking,
          record.user_language,
          deps.config.timeZone,
          placeOf(record),
          await deps.contact.read(),
          record.user_date_calendars,
        ),
      };
    },

    /** RFC 5545: one event from check-in to check-out, with the hut's place (calendar.ts). */
    async calendar(userId: number, id: number) {
      const record = await bookings.owned(userId, id);
      if (!isCalendared(record.status)) throw new NotFound();
      return { code: record.code, body: bookingCalendar(record, deps.clock.now(), deps.config.timeZone, record.user_language) };
    },
  };
}
