import { toMoney } from '../../../shared/money';
import type { AwaitingChange, BookingChangeAnswer, BookingChangeBody } from '../../../shared/schemas/bookingChange';
import type { Database } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { recordAudit } from '../../lib/audit';
import { Conflict, NotFound, text } from '../../lib/errors';
import { sendBookingMail } from './bookingMail';
import { holdUntil, todayOf, viewContext, type BookingDeps } from './context';
import { expireLapsed } from './hold';
import { awaitingChange, guestChangeHours, insertChange, moveBooking, nightsRefusal, planChange, type ChangePlan } from './changePlan';
import type { PaymentService } from './paymentService';
import { refundableCents, writeWithRefund } from './refunds';
import { holds } from './status';
import { chargesOf } from './store';
import { findBooking, ticketsOf, toBookingView, type BookingRecord } from './view';

type Who = { staff: Actor } | { guest: number };

/** Thrown to roll a dry run's transaction back with its answer: a dry run writes nothing. */
class DryRun {
  constructor(readonly answer: BookingChangeAnswer) {}
}

/**
 * Changing a booking's dates, hut or guests (issue 23 §3), by staff and by the booking's own guest.
 *
 * The invariant "the old nights are released only when the new ones are held" is one UPDATE of the booking's own row
 * (changePlan.ts, moveBooking): the EXCLUDE constraint decides against every concurrent booking or move, and a change
 * that fails anywhere rolls back with its transaction, keeping the old nights.
 *
 * A guest's change that costs more is not applied before it is paid. It is recorded as awaiting payment with a checkout
 * (kind "change") for exactly the difference; the booking keeps its old nights meanwhile, and the payment's completion
 * step (changePayment.ts) makes the move under the same constraint. The new nights are not held while the guest pays
 * (holding them would take a second booking row that every list, the grid and the figures would have to hide); if
 * someone books them in between, the move fails and the charge goes back through the durable refund path, as a
 * payment for a lapsed hold whose nights were taken does. Staff changes, cheaper changes and changes of the same
 * price are applied at once; a staff change that costs more leaves the difference unpaid on the booking (collected at
 * the desk or by a payment link).
 */
export function createChangeService(deps: BookingDeps, payments: PaymentService) {
  const { db } = deps;

  async function viewOf(tx: Database, id: number) {
    const context = viewContext(deps);
    const record = (await findBooking(tx, id, context))!;
    return toBookingView(record, (await ticketsOf(tx, [id])).get(id) ?? [], context);
  }

  /** Locks the booking and refuses what this caller may not change; answers the record with its change sequence. */
  async function lockedFor(tx: Database, who: Who, id: number, now: Date): Promise<BookingRecord> {
    const record = await findBooking(tx, id, viewContext(deps), true);
    if (!record) throw new NotFound();
    if ('guest' in who) {
      if (record.user_id !== who.guest) throw new NotFound();
      if (record.status !== 'paid') throw new Conflict(text('bookingChange.guestNotPaid'), { reason: 'status' });
      if (new Date(record.check_in_at) <= now) throw new Conflict(text('bookingChange.stayStarted'), { reason: 'policy' });
      const hours = await guestChangeHours(tx);
      if (new Date(record.check_in_at).getTime() - hours * 3_600_000 <= now.getTime())
        throw new Conflict(text('bookingChange.tooLate', { hours }), { reason: 'policy' });
    } else if (!(record.status === 'paid' || holds(record, now))) {
      throw new Conflict(text('bookingChange.notChangeable', { status: record.status }), { reason: 'status' });
    }
    return record;
  }

  /** What the cancellation policy gives back of a cheaper stay: the difference until the free-cancellation deadline, else nothing. */
  async function refundOf(tx: Database, record: BookingRecord, plan: ChangePlan, now: Date) {
    if (plan.direction !== 'refund' || record.status !== 'paid' || now >= new Date(record.deadline)) return 0;
    return Math.min(-plan.difference, refundableCents(await chargesOf(tx, record.id)));
  }

  const answerOf = (
    booking: BookingChangeAnswer['booking'],
    plan: ChangePlan,
    refund: number,
    status: BookingChangeAnswer['status'],
  ): BookingChangeAnswer => ({
    booking,
    difference: { amount: toMoney(Math.abs(plan.difference)), direction: plan.direction, refund: toMoney(refund) },
    status,
    tickets_to_choose_again: plan.dropped
      .filter((ticket) => ticket.kind !== 'item')
      .map((ticket) => ({ id: ticket.id, title: ticket.title, title_ar: ticket.title_ar, date: ticket.date })),
  });

  async function change(who: Who, id: number, body: BookingChangeBody): Promise<BookingChangeAnswer> {
    const now = deps.clock.now();
    const staff = 'staff' in who;
    const context = { today: todayOf(deps), now, vatRate: deps.config.vatRate };
    const attempt = async (tx: Database) => {
      const record = await lockedFor(tx, who, id, now);
      const tickets = (await ticketsOf(tx, [id])).get(id) ?? [];
      const plan = await planChange(tx, record, tickets, body, context);
      // A lapsed hold on the new nights still counts for the constraint until it is marked expired.
      await tx.execute(expireLapsed({ hutId: plan.target.hutId, from: plan.target.from, to: plan.target.to, now }, id));
      if (!plan.nightsAvailable) throw await nightsRefusal(tx, plan.target);
      return { record, plan };
    };

    if (body.dry_run) {
      try {
        await db.transaction(async (tx) => {
          const { record, plan } = await attempt(tx);
          await moveBooking(tx, id, plan, now); // the same write, so a dry run meets the same refusals
          throw new DryRun(answerOf(await viewOf(tx, id), plan, await refundOf(tx, record, plan, now), 'priced'));
        });
      } catch (error) {
        if (error instanceof DryRun) return error.answer;
        throw error;
      }
    }

    type Outcome = { plan: ChangePlan; refund: number; awaiting: BookingChangeAnswer['booking'] | null };
    const done = await writeWithRefund<Outcome>(
      deps,
      // The reason its credit note states, worded as the change's own invoice line starts (taxDocuments.ts).
      { bookingId: id, reason: 'Change of booking (تعديل الحجز)', requestedBy: staff ? who.staff.id : null, send: staff ? 'later' : 'now' },
      async (tx): Promise<{ cents: number; result: Outcome }> => {
        const { record, plan } = await attempt(tx);
        const awaiting = !staff && plan.direction === 'charge';
        if (awaiting) {
          // Priced and checked as it would stand (a savepoint rolled back): the booking keeps its nights until paid.
          let booking: BookingChangeAnswer['booking'] | undefined;
          await tx
            .transaction(async (inner) => {
              await moveBooking(inner, id, plan, now);
              booking = await viewOf(inner, id);
              throw new DryRun(answerOf(booking, plan, 0, 'awaiting_payment'));
            })
            .catch((error: unknown) => {
              if (!(error instanceof DryRun)) throw error;
            });
          await insertChange(tx, {
            record,
            plan,
            status: 'awaiting_payment',
            byStaff: false,
            actorId: record.user_id,
            refund: 0,
            expiresAt: holdUntil(deps),
            now,
          });
          return { cents: 0, result: { plan, refund: 0, awaiting: booking! } };
        }
        const refund = await refundOf(tx, record, plan, now);
        await moveBooking(tx, id, plan, now);
        const actorId = staff ? who.staff.id : record.user_id;
        await insertChange(tx, { record, plan, status: 'applied', byStaff: staff, actorId, refund, expiresAt: null, now });
        await recordAudit(tx, {
          actorId,
          area: 'bookings',
          action: 'change',
          entityType: 'booking',
          entityId: id,
          before: {
            hut: record.hut_id,
            date_from: record.date_from,
            date_to: record.date_to,
            guests: [record.persons_max_num, record.kids_max_num],
            total: record.total,
          },
          after: {
            hut: plan.target.hutId,
            date_from: plan.target.from,
            date_to: plan.target.to,
            guests: [plan.target.persons, plan.target.kids],
            total: toMoney(plan.amounts.total),
            direction: plan.direction,
            amount: toMoney(Math.abs(plan.difference)),
            refund: toMoney(refund),
            by: staff ? 'staff' : 'guest',
          },
          at: now,
        });
        return { cents: refund, result: { plan, refund, awaiting: null } };
      },
    );
    const { plan, refund, awaiting } = done.result;
    if (awaiting) {
      const userId = (who as { guest: number }).guest;
      const checkout = await payments.createCheckout(userId, { booking_id: id, kind: 'change' });
      return { ...answerOf(awaiting, plan, 0, 'awaiting_payment'), checkout_id: checkout.checkout_id };
    }
    const booking = await viewOf(db, id);
    if (booking.status === 'paid') {
      await sendBookingMail(deps, id, 'changed', {
        change: {
          direction: plan.direction,
          amount: toMoney(Math.abs(plan.difference)),
          refund: toMoney(refund),
          dropped: plan.dropped.map((t) => t.id),
        },
      });
    }
    return answerOf(booking, plan, refund, 'applied');
  }

  return {
    staffChange: (id: number, body: BookingChangeBody, actor: Actor) => change({ staff: actor }, id, body),
    guestChange: (userId: number, id: number, body: BookingChangeBody) => change({ guest: userId }, id, body),
    /** The guest's change waiting for its payment (the payment screen's amount), or 404. */
    async awaiting(userId: number, id: number): Promise<AwaitingChange> {
      const record = await findBooking(db, id, viewContext(deps));
      if (!record || record.user_id !== userId) throw new NotFound();
      const change = await awaitingChange(db, id, deps.clock.now());
      if (!change) throw new NotFound(text('bookingChange.noneAwaiting'));
      return {
        amount: change.difference,
        hut: change.to_hut_id,
        date_from: change.date_from,
        date_to: change.date_to,
        persons_max_num: change.to_persons,
        kids_max_num: change.to_kids,
        expires_at: change.expires_at!,
      };
    },
  };
}

export type ChangeService = ReturnType<typeof createChangeService>;
