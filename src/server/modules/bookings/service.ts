import { PAGE_SIZE_DEFAULT } from '../../../shared/constants';
import type { Booking, BookingBody, BookingUpdateBody, PaymentDetails } from '../../../shared/schemas/booking';
import type { Page } from '../../../shared/schemas/common';
import type { Database } from '../../db/client';
import { Conflict, NotFound, text } from '../../lib/errors';
import { holdUntil, todayOf, viewContext, type BookingDeps } from './context';
import { isRaceLoss } from '../../lib/pgErrors';
import { lockForChange, takePromo, takeSeats } from './hold';
import { isEditable, isPaidFor } from './status';
import { expireLapsedHolds, guestBookingPage, ownerAndStatus, paymentSummaryFacts } from './store';
import { discardBooking, findDraft, rewriteBooking, writeDraft } from './writes';
import { toMoney } from '../../../shared/money';
import { quoteBooking, type Quote } from './quote';
import { findBooking, findBookings, ticketsOf, toBookingView, unpaidCents, type BookingRecord } from './view';
import { paginate, windowOf } from '../../lib/pagination';

export { newBookingCode } from './writes';

/** Creating, reading, changing and holding bookings. */
export function createBookingService(deps: BookingDeps) {
  const { db } = deps;

  /** `noTickets`: the caller just wrote the booking without tickets, so there are none to read. */
  async function view(record: BookingRecord, extra: Partial<Booking> = {}, noTickets = false): Promise<Booking> {
    const tickets = noTickets ? [] : ((await ticketsOf(db, [record.id])).get(record.id) ?? []);
    return { ...(await toBookingView(record, tickets, viewContext(deps))), ...extra };
  }

  /** The booking of that user, or 404: another user's booking is never revealed. */
  async function owned(userId: number, id: number, tx: Database = db, lock = false): Promise<BookingRecord> {
    const record = await findBooking(tx, id, viewContext(deps), lock);
    if (!record || record.user_id !== userId) throw new NotFound();
    return record;
  }

  return {
    view,
    owned,

    /**
     * A pending booking: one quote read and one insert, no transaction (nothing is held yet). The guest's
     * open draft for the same hut and stay is reused (re-priced with this choice) instead of a second one;
     * the unique index ONE_DRAFT is the last word when two requests race.
     */
    async create(userId: number, body: BookingBody): Promise<Booking> {
      const now = deps.clock.now();
      for (let attempt = 0; attempt < 3; attempt += 1) {
        const context = { today: todayOf(deps), now, vatRate: deps.config.vatRate };
        let quote = await quoteBooking(db, body, context); // refuses bad input first
        // Free nights: the write itself finds and reuses the guest's draft, if any (its own hold cannot be what holds
        // them). Taken nights: perhaps by the draft's own hold, which never counts against it.
        let draftId: number | undefined;
        if (!quote.nightsAvailable) {
          draftId = (await findDraft(db, userId, body)) ?? undefined;
          if (draftId !== undefined) quote = await quoteBooking(db, body, { ...context, exceptBooking: draftId });
        }
        if (!quote.nightsAvailable) throw new Conflict(text('booking.nightsTaken'));
        // Null: the draft changed meanwhile, or another request made one just now: reuse it.
        const record = await writeDraft(db, userId, body, quote, { now, draftId }, viewContext(deps));
        if (record !== null) return view(record, {}, quote.lines.length === 0);
      }
      throw new Conflict(text('booking.busy'));
    },

    /** Discards a booking that holds no money (a draft, a hold, a lapsed hold): 404 if not theirs, 409 once paid or paying. */
    async discard(userId: number, id: number): Promise<void> {
      if (await discardBooking(db, { id, userId })) return;
      await owned(userId, id);
      throw new Conflict(text('booking.notDiscardable'));
    },

    get: async (userId: number, id: number) => view(await owned(userId, id)),

    /** The original clients' payment summary of the guest's own booking (404 for another's). */
    async paymentDetails(userId: number, id: number): Promise<PaymentDetails> {
      const record = await owned(userId, id);
      const [booking, facts] = await Promise.all([
        view(record),
        paymentSummaryFacts(db, { id, hutId: record.hut_id, from: record.date_from, nights: record.nights }),
      ]);
      return {
        id: booking.id,
        hut: booking.hut?.id ?? null,
        hut_price: facts.hutPrice,
        total_price: booking.total_price,
        persons_max_num: booking.persons_max_num,
        kids_max_num: booking.kids_max_num,
        paid: booking.paid,
        not_paid: booking.not_paid,
        created_at: booking.created_at,
        status: booking.status,
        dates: { date_from: booking.dates.date_from, date_to: booking.dates.date_to },
        promocode: booking.promocode ? { code: booking.promocode } : null,
        events_tickets_count: booking.events.length,
        services_tickets_count: booking.services.length,
        special_items_tickets_count: booking.special_items.length,
        qr_code_image: booking.qr_code_image,
        invoice_url: facts.invoice === null ? null : `/api/products/bookings/${id}/documents/${facts.invoice}/pdf/`,
      };
    },

    /**
     * Changes a booking that is not paid yet, and with status "confirmed" holds its nights and seats for
     * HOLD_MINUTES. All in one transaction: a 409 leaves the booking exactly as it was.
     */
    /**
     * Changes a booking that is not paid yet, and with status "confirmed" holds its nights and seats for
     * HOLD_MINUTES. A 409 leaves the booking exactly as it was. Without tickets or promo code: one read (the
     * quote) and one conditional write; with them, their seats, stock and promo uses are locked and counted in
     * a transaction.
     */
    async update(userId: number, id: number, body: BookingUpdateBody): Promise<Booking> {
      const now = deps.clock.now();
      // Its own hold never counts against it while it is re-priced and re-held.
      const context = { today: todayOf(deps), now, vatRate: deps.config.vatRate, exceptBooking: id };
      const hold = body.status === 'confirmed';
      const stay = { hutId: body.hut, from: body.date.date_from, to: body.date.date_to, now };
      const change = { now, holdExpiresAt: hold ? holdUntil(deps) : null };
      const withTickets = [body.events, body.services, body.special_items].some((list) => (list?.length ?? 0) > 0);
      // A promo code is taken under its row lock, so a hold with one goes the locking way too.
      const withPromo = Boolean(body.promocode?.trim());
      /** Any refusal: an unknown or someone else's booking is a 404 first, then a booking that cannot change, then `otherwise`. */
      const refuse = async (otherwise: unknown): Promise<never> => {
        const record = await ownerAndStatus(db, id);
        if (!record || record.user_id !== userId) throw new NotFound();
        if (!isEditable(record.status)) throw new Conflict(text('booking.notEditable', { status: record.status }));
        throw otherwise;
      };
      const nightsTaken = () => new Conflict(text('booking.nightsTaken'));
      let written: { quote: Quote; record: BookingRecord };
      try {
        if (hold && (withTickets || withPromo)) {
          written = await db.transaction(async (tx) => {
            const record = await lockForChange(tx, id, stay);
            if (!record || record.user_id !== userId) throw new NotFound();
            if (!isEditable(record.status)) throw new Conflict(text('booking.notEditable', { status: record.status }));
            const priced = await quoteBooking(tx, body, context);
            if (!priced.nightsAvailable) throw nightsTaken();
            const outcome = await rewriteBooking(tx, { id, userId }, body, priced, change, viewContext(deps));
            if (typeof outcome !== 'object') throw nightsTaken(); // locked and checked above: only a clash
            // Locked and counted after the tickets are written (its own rows are left out).
            if (withTickets) await takeSeats(tx, id, now);
            if (priced.promoId !== null) await takePromo(tx, id);
            return { quote: priced, record: outcome };
          });
        } else {
          const quote = await quoteBooking(db, body, context).catch(refuse);
          // Only a friendlier, earlier 409: the constraint decides.
          if (!quote.nightsAvailable) await refuse(nightsTaken());
          let outcome = await rewriteBooking(db, { id, userId }, body, quote, change, viewContext(deps));
          // A lapsed hold that the sweeper has not marked yet still counts for the constraint: mark it, then once more.
          if (outcome === 'clash' && stay.from < stay.to && (await expireLapsedHolds(db, stay, id))) {
            outcome = await rewriteBooking(db, { id, userId }, body, quote, change, viewContext(deps));
          }
          if (typeof outcome !== 'object') return refuse(nightsTaken());
          written = { quote, record: outcome };
        }
      } catch (error) {
        if (isRaceLoss(error)) throw new Conflict(text('booking.busy'));
        throw error;
      }
      return view(written.record, {}, written.quote.lines.length === 0);
    },

    async paidState(userId: number, id: number) {
      const record = await owned(userId, id);
      const tickets = (await ticketsOf(db, [id])).get(id) ?? [];
      const due = unpaidCents(record, tickets);
      return { id, status: record.status, is_paid: isPaidFor(record.status) && due === 0, paid: record.paid, not_paid: toMoney(due) };
    },

    async list(userId: number, which: 'upcoming' | 'past', pageNumber = 1, size = PAGE_SIZE_DEFAULT): Promise<Page<Booking>> {
      const today = todayOf(deps);
      const { found, count } = await guestBookingPage(db, {
        userId,
        which,
        today,
        now: deps.clock.now(),
        size,
        offset: windowOf(pageNumber, size).offset,
        page: pageNumber,
      });
      const context = viewContext(deps);
      const ids = found.map((row) => row.id);
      const [records, tickets] = await Promise.all([findBookings(db, ids, context), ticketsOf(db, ids)]);
      const results = await Promise.all(
        found.map(async (row) => {
          const booking = await toBookingView(records.get(row.id)!, tickets.get(row.id) ?? [], context);
          const lapsed =
            booking.status === 'confirmed' && booking.hold_expires_at !== null && new Date(booking.hold_expires_at) <= context.now;
          return {
            ...booking,
            ...(lapsed ? { status: 'expired' as const, hold_expires_at: null } : {}),
            ...(which === 'past' ? { can_rate: row.can_rate } : {}),
          };
        }),
      );
      return paginate(count, pageNumber, size, results);
    },
  };
}

export type BookingService = ReturnType<typeof createBookingService>;
