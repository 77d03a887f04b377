import { toCents, toMoney } from '../../../shared/money';
import type { CancelBody, NoteBody, RefundBody, StaffBookingDetail, StaffBookingQuery } from '../../../shared/schemas/dashboard/bookings';
import { PAGE_SIZE_DEFAULT, type Language } from '../../../shared/constants';
import type { Database } from '../../db/client';
import { recordAudit } from '../../lib/audit';
import { csvStream } from '../../lib/csv';
import { Conflict, NotFound, text, ValidationFailed } from '../../lib/errors';
import { paginate, windowOf } from '../../lib/pagination';
import { sendBookingMail } from './bookingMail';
import { csvHead } from './csv';
import { deskRefundsOf } from './deskRefunds';
import { cancelWithRefund, RefundExceeds, refundableCents, refundBooking } from './refunds';
import { todayOf, viewContext, type BookingDeps } from './context';
import { createStaffBookingRepository } from './staffRepository';
import { isCancelled, isPaidFor, staffMayCancel } from './status';
import { chargesOf, markCancelled, markNoShow, noteSeen } from './store';
import { findBooking, ticketsOf, toBookingView } from './view';
import type { Actor } from '../../lib/actor';

/** The back office's bookings: reads, and the staff actions (each audited, each harmless when sent twice). */
export function createStaffBookingService(deps: BookingDeps) {
  const { db } = deps;
  const repository = createStaffBookingRepository(db);
  const audit = (tx: Database, actor: Actor, action: string, id: number, before: unknown, after: unknown) =>
    recordAudit(tx, {
      actorId: actor.id,
      area: 'bookings',
      action,
      entityType: 'booking',
      entityId: id,
      before,
      after,
      at: deps.clock.now(),
    });
  const locked = async (tx: Database, id: number) => {
    const record = await findBooking(tx, id, viewContext(deps), true);
    if (!record) throw new NotFound();
    return record;
  };

  async function detail(id: number): Promise<StaffBookingDetail> {
    const context = viewContext(deps);
    const record = await findBooking(db, id, context);
    if (!record) throw new NotFound();
    const booking = await toBookingView(record, (await ticketsOf(db, [id])).get(id) ?? [], context);
    const { no_show: noShow, checked_in: checkedIn, checked_out: checkedOut, ...guest } = (await repository.guest(id))!;
    return {
      booking,
      guest,
      no_show: noShow,
      checked_in: checkedIn,
      checked_out: checkedOut,
      desk_refunds: await deskRefundsOf(db, id),
      ...(await refundFigures(id)),
      timeline: await repository.timeline(id),
    };
  }

  const refundFigures = async (id: number) => {
    const charges = await chargesOf(db, id);
    return {
      refundable: toMoney(refundableCents(charges)),
      refunds_asked: toMoney(charges.reduce((sum, c) => sum + toCents(c.refunded), 0)),
    };
  };

  const amountOf = (amount: string | undefined) => {
    const cents = amount === undefined ? 0 : toCents(amount);
    if (cents <= 0) throw new ValidationFailed({ amount: [text('bookingStaff.amountRequired')] });
    return cents;
  };

  return {
    async list(query: StaffBookingQuery) {
      const page = query.page ?? 1;
      const { total, results } = await repository.page(query, deps.config.timeZone, windowOf(page, PAGE_SIZE_DEFAULT), todayOf(deps));
      return paginate(total, page, PAGE_SIZE_DEFAULT, results);
    },
    /** The filtered bookings as CSV in the staff member's language, streamed from a cursor (the export). */
    exportCsv(query: StaffBookingQuery, lang: Language) {
      const timeZone = deps.config.timeZone;
      return csvStream(csvHead(lang), (write) =>
        repository.export(query, timeZone, lang, (lines) => write(lines.join('')), undefined, todayOf(deps)),
      );
    },
    async day(kind: 'arrivals' | 'departures', date: string | undefined) {
      const today = todayOf(deps);
      return { kind, today, date: date ?? today, results: await repository.day(kind, date ?? today) };
    },
    detail,

    /** Cancels with a full, partial or no refund; a booking already cancelled is left as it is. */
    async cancel(id: number, body: CancelBody, actor: Actor) {
      const partial = body.refund === 'partial' ? amountOf(body.amount) : 0;
      const now = deps.clock.now();
      // Cancelled and its refund recorded in one transaction; not waited for: the refund worker sends it (and
      // e-mails the guest when it has gone through).
      const cancelled = await cancelWithRefund(deps, {
        bookingId: id,
        reason: 'staff cancellation',
        send: 'later',
        requestedBy: actor.id,
        cancel: async (tx) => {
          const record = await locked(tx, id);
          if (isCancelled(record.status)) return null;
          if (!staffMayCancel(record.status))
            throw new Conflict(text('bookingStaff.notCancellable', { status: record.status }), { code: 'not_cancellable' });
          const left = refundableCents(await chargesOf(tx, id));
          if (partial > left) throw new RefundExceeds(toMoney(left));
          const refund = body.refund === 'full' ? left : partial;
          await markCancelled(tx, id, { reason: body.reason, refundable: toMoney(refund), at: now });
          await audit(
            tx,
            actor,
            'cancel',
            id,
            { status: record.status },
            { status: 'cancelled', refund: body.refund, amount: toMoney(refund), reason: body.reason },
          );
          return refund;
        },
      });
      if (!cancelled) return detail(id);
      await sendBookingMail(deps, id, 'cancelled');
      return detail(id);
    },

    /**
     * Gives part of what was paid back without cancelling: recorded as a refund request (pending) and answered at
     * once; the refund worker sends it and e-mails the guest when it has gone through. `refunded_before` is what the
     * staff member saw refunded (pending included): a second click (or a colleague's refund) in between is refused
     * as stale, never paid twice.
     */
    async refund(id: number, body: RefundBody & { refunded_before?: string }, actor: Actor) {
      const cents = amountOf(body.amount);
      await refundBooking(deps, {
        bookingId: id,
        cents,
        reason: body.reason,
        send: 'later',
        requestedBy: actor.id,
        within: async (tx) => {
          const record = await locked(tx, id);
          if (toCents(record.paid) === 0) throw new Conflict(text('bookingStaff.nothingPaid'));
          const charges = await chargesOf(tx, id);
          const given = charges.reduce((sum, c) => sum + toCents(c.refunded), 0);
          if (body.refunded_before !== undefined && toCents(body.refunded_before) !== given)
            throw new Conflict(text('dashboard.stale'), { code: 'stale' });
          await audit(tx, actor, 'refund', id, { refunded: toMoney(given) }, { amount: toMoney(cents), reason: body.reason });
        },
      });
      return detail(id);
    },

    async resendConfirmation(id: number, actor: Actor) {
      await db.transaction(async (tx) => {
        const record = await locked(tx, id);
        if (!isPaidFor(record.status)) throw new Conflict(text('bookingStaff.resendNotPaid'));
        await audit(tx, actor, 'resend_confirmation', id, null, { to: record.user_email });
      });
      await sendBookingMail(deps, id, 'confirmed', { logAs: 'resend' });
      return detail(id);
    },

    async note(id: number, body: NoteBody, actor: Actor) {
      const note = body.note.trim();
      if (!note) throw new ValidationFailed({ note: [text('bookingStaff.textRequired')] });
      await db.transaction(async (tx) => {
        await locked(tx, id);
        // The booking's row lock orders two sends of one note: the second sees the first one's row.
        if (body.request_key && (await noteSeen(tx, id, body.request_key))) return;
        await audit(tx, actor, 'note', id, null, body.request_key ? { note, request_key: body.request_key } : { note });
      });
      return detail(id);
    },

    /** From the check-in day on, for a paid booking; marking it again changes nothing. */
    async noShow(id: number, actor: Actor) {
      await db.transaction(async (tx) => {
        const record = await locked(tx, id);
        if (record.status !== 'paid') throw new Conflict(text('bookingStaff.noShowNotPaid'));
        if (todayOf(deps) < record.date_from) throw new Conflict(text('bookingStaff.noShowTooEarly'));
        if (await markNoShow(tx, id, deps.clock.now())) await audit(tx, actor, 'no_show', id, { no_show: false }, { no_show: true });
      });
      return detail(id);
    },
  };
}
