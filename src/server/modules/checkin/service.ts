import type { Language } from '../../../shared/constants';
import type { CheckinReason, GateResult } from '../../../shared/schemas/dashboard/checkin';
import type { Database } from '../../db/client';
import { recordAudit } from '../../lib/audit';
import type { Actor } from '../../lib/actor';
import type { Clock } from '../../lib/clock';
import { AppError, NotFound, text } from '../../lib/errors';
import { violates } from '../../lib/pgErrors';
import { resortToday } from '../../lib/resortDate';
import { verifyQrToken } from '../bookings/view';
import { markDirty } from '../housekeeping/repository';
import {
  bookingByCode,
  bookingById,
  gateTickets,
  insertCheckIn,
  insertCheckOut,
  insertRedemption,
  insertScan,
  lockForCheckOut,
  lockTicket,
  shortenStay,
  type GateBookingRow,
  type GateTicketRow,
  type ScanRecord,
} from './repository';

interface CheckinDeps {
  db: Database;
  clock: Clock;
  timeZone: string;
  qrSecret: string;
}

/** The signed QR payload is `<id>.<code>.<signature>`; a typed code is the booking code, with or without its KEN- prefix. */
const TYPED_CODE = /^(?:KEN-?)?([A-Z0-9]{6})$/;

/** Why the booking itself admits nobody today, or null when it does. */
function stayReason(booking: GateBookingRow, today: string): CheckinReason | null {
  if (booking.status === 'cancelled' || booking.status === 'refunded') return booking.status;
  if (booking.status !== 'paid' && booking.status !== 'completed') return 'not_paid';
  return today < booking.date_from || today > booking.date_to ? 'not_today' : null;
}

/** Where a gate action came from: the device (its name, or its browser's user agent) and the desk or a scan. */
export interface GateContext {
  device: string;
  via: 'desk' | 'scan';
}

const supplierOf = (actor: Actor) => (actor.role === 'admin' ? null : actor.id);

const toTicket = (row: GateTicketRow) => ({
  id: row.id,
  kind: row.kind,
  title: row.title,
  title_ar: row.title_ar,
  date: row.date,
  quantity: row.quantity,
  redeemed: row.redeemed,
  remaining: row.quantity - row.redeemed,
});

export function createCheckinService(deps: CheckinDeps) {
  const { db } = deps;
  const today = () => resortToday(deps.clock, deps.timeZone);
  const refused = (reason: CheckinReason) =>
    new AppError(409, { detail: text('checkin.refused', { reason: text(`checkin.reason.${reason}`) }), code: reason });
  const clockTimeIn = (iso: string, lang: Language) =>
    new Intl.DateTimeFormat(lang === 'ar' ? 'ar-SA-u-nu-arab' : 'en-GB', {
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      timeZone: deps.timeZone,
    }).format(new Date(iso));
  /** A time of day as each language writes it; the error handler takes the request's. */
  const clockTime = (iso: string) => ({ en: clockTimeIn(iso, 'en'), ar: clockTimeIn(iso, 'ar') });

  async function locate(input: string): Promise<GateBookingRow | 'unknown' | 'forged'> {
    const scanned = input.trim();
    if (scanned.includes('.')) {
      const claim = verifyQrToken(deps.qrSecret, scanned);
      if (!claim) return 'forged';
      const booking = await bookingById(db, claim.id);
      return booking && booking.code === claim.code ? booking : 'unknown';
    }
    const typed = TYPED_CODE.exec(scanned.toUpperCase().replace(/\s+/g, ''));
    return (typed && (await bookingByCode(db, `KEN-${typed[1]}`))) || 'unknown';
  }

  /** The gate's answer for a booking: staff see the stay and every ticket for today, a supplier only the guest and their own tickets. */
  async function answer(booking: GateBookingRow, actor: Actor): Promise<GateResult> {
    const day = today();
    const supplierId = supplierOf(actor);
    const tickets = (await gateTickets(db, booking.id, supplierId, day)).map(toTicket);
    let reason = stayReason(booking, day);
    if (supplierId !== null) {
      // A booking without any of the supplier's tickets does not exist for them.
      if ((await gateTickets(db, booking.id, supplierId)).length === 0) return nothing('unknown');
      if (reason === 'not_today' || (reason === null && tickets.length === 0)) reason = tickets.length > 0 ? null : 'not_today';
    }
    return {
      valid: reason === null,
      reason,
      today: day,
      booking: { id: booking.id, code: booking.code, guest: booking.guest },
      stay:
        supplierId !== null
          ? null
          : {
              hut: { title: booking.hut_title, title_ar: booking.hut_title_ar },
              ...(booking.kind === 'day_visit' ? { day_visit: true } : {}),
              date_from: booking.date_from,
              date_to: booking.date_to,
              nights: booking.nights,
              persons: booking.persons,
              kids: booking.kids,
              checked_in: booking.checked_in_at ? { at: booking.checked_in_at, by: booking.checked_in_by ?? '' } : null,
              checked_out: booking.checked_out_at
                ? {
                    at: booking.checked_out_at,
                    by: booking.checked_out_by ?? '',
                    timing: booking.checked_out_timing!,
                    due_at: booking.checked_out_due_at!,
                  }
                : null,
            },
      tickets,
    };
  }

  const nothing = (reason: 'unknown' | 'forged'): GateResult => ({
    valid: false,
    reason,
    today: today(),
    booking: null,
    stay: null,
    tickets: [],
  });

  const alreadyOut = (booking: GateBookingRow) =>
    new AppError(409, {
      detail: text('checkin.alreadyCheckedOut', { time: clockTime(booking.checked_out_at!), name: booking.checked_out_by ?? '' }),
      code: 'already_checked_out',
    });

  async function answerFor(bookingId: number, actor: Actor) {
    return answer((await bookingById(db, bookingId))!, actor);
  }

  /**
   * Runs a gate action and writes its line of the scan log after it, accepted or refused (outside the action's
   * transaction, so a refusal's rollback keeps it). A verify that answers "not valid" is a refused scan.
   */
  async function logged(
    context: GateContext,
    actor: Actor,
    action: ScanRecord['action'],
    ids: { bookingId: number | null; ticketId: number | null },
    run: () => Promise<GateResult>,
  ): Promise<GateResult> {
    const line = (result: ScanRecord['result'], reason: string | null, bookingId: number | null) =>
      insertScan(db, {
        at: deps.clock.now(),
        actorId: actor.id,
        device: context.device,
        action,
        via: context.via,
        result,
        reason,
        bookingId,
        ticketId: ids.ticketId,
      });
    let result: GateResult;
    try {
      result = await run();
    } catch (error) {
      if (error instanceof AppError && error.statusCode < 500) {
        const code = typeof error.body.code === 'string' ? error.body.code : error.statusCode === 404 ? 'not_found' : 'refused';
        await line('refused', code, ids.bookingId);
      }
      throw error;
    }
    await line(
      result.valid || action !== 'verify' ? 'ok' : 'refused',
      action === 'verify' ? result.reason : null,
      result.booking?.id ?? ids.bookingId,
    );
    return result;
  }

  /** Staff only (the route says so). One check-in per booking: the second gate is told who was first and when. */
  async function checkIn(bookingId: number, actor: Actor): Promise<GateResult> {
    await db.transaction(async (tx) => {
      const booking = await bookingById(tx, bookingId);
      if (!booking) throw new NotFound();
      const reason = stayReason(booking, today());
      if (reason) throw refused(reason);
      const now = deps.clock.now();
      if (!(await insertCheckIn(tx, bookingId, actor.id, now))) {
        const first = (await bookingById(tx, bookingId))!;
        throw new AppError(409, {
          detail: text('checkin.already', {
            time: clockTime(first.checked_in_at!),
            name: first.checked_in_by ?? '',
          }),
          code: 'already_checked_in',
        });
      }
      await recordAudit(tx, {
        actorId: actor.id,
        area: 'scan',
        action: 'check_in',
        entityType: 'booking',
        entityId: bookingId,
        before: null,
        after: { checked_in_at: now.toISOString() },
        at: now,
      });
    });
    return answerFor(bookingId, actor);
  }

  /** Uses `quantity` of a ticket for today; never more than bought (the ticket row is locked, and a trigger checks the sum). */
  async function redeem(ticketId: number, quantity: number, actor: Actor): Promise<GateResult> {
    const day = today();
    const bookingId = await db.transaction(async (tx) => {
      const ticket = await lockTicket(tx, ticketId, supplierOf(actor));
      if (!ticket) throw new NotFound();
      if (ticket.status === 'cancelled' || ticket.status === 'refunded') throw refused(ticket.status);
      if (ticket.status !== 'paid' && ticket.status !== 'completed') throw refused('not_paid');
      if (ticket.date !== day) throw new AppError(409, { detail: text('checkin.ticketNotToday'), code: 'not_today' });
      const overQuantity = () =>
        new AppError(409, {
          detail: text('checkin.overQuantity', { remaining: Math.max(0, ticket.quantity - ticket.redeemed) }),
          code: 'over_quantity',
        });
      if (quantity > ticket.quantity - ticket.redeemed) throw overQuantity();
      const now = deps.clock.now();
      try {
        await insertRedemption(tx, ticketId, day, quantity, actor.id, now);
      } catch (error) {
        if (violates(error, 'ticket_redemptions_within_quantity')) throw overQuantity();
        throw error;
      }
      await recordAudit(tx, {
        actorId: actor.id,
        area: 'scan',
        action: 'redeem',
        entityType: 'booking',
        entityId: ticket.booking_id,
        before: { ticket: ticketId, redeemed: ticket.redeemed },
        after: { ticket: ticketId, redeemed: ticket.redeemed + quantity, date: day },
        at: now,
      });
      return ticket.booking_id;
    });
    return answerFor(bookingId, actor);
  }

  return {
    verify(input: string, actor: Actor, context: GateContext): Promise<GateResult> {
      return logged(context, actor, 'verify', { bookingId: null, ticketId: null }, async () => {
        const found = await locate(input);
        return typeof found === 'string' ? nothing(found) : answer(found, actor);
      });
    },

    checkIn: (bookingId: number, actor: Actor, context: GateContext) =>
      logged(context, actor, 'check_in', { bookingId, ticketId: null }, () => checkIn(bookingId, actor)),

    /**
     * Staff only. Once per booking, and only after a check-in: early when before the stay's last day, late when
     * after its check-out time (the last day at the hut's check-out time), else on time. The hut becomes dirty. An
     * early one shortens the stay to end today (the nights after it bookable again; the stay as booked kept on the
     * check-out row and in the audit), and changes no money.
     */
    checkOut: (bookingId: number, actor: Actor, context: GateContext) =>
      logged(context, actor, 'check_out', { bookingId, ticketId: null }, async () => {
        await db.transaction(async (tx) => {
          const locked = await lockForCheckOut(tx, bookingId, deps.timeZone);
          if (!locked) throw new NotFound();
          const booking = (await bookingById(tx, bookingId))!;
          if (booking.status === 'cancelled' || booking.status === 'refunded') throw refused(booking.status);
          if (booking.checked_out_at) throw alreadyOut(booking);
          if (!booking.checked_in_at) throw new AppError(409, { detail: text('checkin.notCheckedIn'), code: 'not_checked_in' });
          const now = deps.clock.now();
          const timing = today() < booking.date_to ? 'early' : now > new Date(locked.due_at) ? 'late' : 'on_time';
          const row = { bookingId, actorId: actor.id, at: now, dueAt: locked.due_at, timing, via: context.via } as const;
          // The booking row is locked: a second desk waits above and then finds this check-out.
          if (!(await insertCheckOut(tx, row))) throw alreadyOut((await bookingById(tx, bookingId))!);
          if (locked.hut_id !== null) await markDirty(tx, locked.hut_id, actor.id, now); // a day visit leaves no hut to clean
          // Leaving early frees the nights after today for other guests; the money is left as it is (no automatic
          // refund: staff refund through the booking's refund when the resort's rule says so).
          const shortened = timing === 'early' ? await shortenStay(tx, bookingId, today(), now) : null;
          await recordAudit(tx, {
            actorId: actor.id,
            area: 'scan',
            action: 'check_out',
            entityType: 'booking',
            entityId: bookingId,
            before: shortened ? { date_from: shortened.date_from, date_to: shortened.date_to_before } : null,
            after: {
              checked_out_at: now.toISOString(),
              timing,
              due_at: locked.due_at,
              via: context.via,
              ...(shortened ? { date_from: shortened.date_from, date_to: shortened.date_to } : {}),
            },
            at: now,
          });
        });
        return answerFor(bookingId, actor);
      }),

    redeem: (ticketId: number, quantity: number, actor: Actor, context: GateContext) =>
      logged(context, actor, 'redeem', { bookingId: null, ticketId }, () => redeem(ticketId, quantity, actor)),
  };
}
