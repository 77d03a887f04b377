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
import {
  bookingByCode,
  bookingById,
  gateTickets,
  insertCheckIn,
  insertRedemption,
  lockTicket,
  type GateBookingRow,
  type GateTicketRow,
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
              date_from: booking.date_from,
              date_to: booking.date_to,
              nights: booking.nights,
              persons: booking.persons,
              kids: booking.kids,
              checked_in: booking.checked_in_at ? { at: booking.checked_in_at, by: booking.checked_in_by ?? '' } : null,
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

  async function answerFor(bookingId: number, actor: Actor) {
    return answer((await bookingById(db, bookingId))!, actor);
  }

  return {
    async verify(input: string, actor: Actor): Promise<GateResult> {
      const found = await locate(input);
      return typeof found === 'string' ? nothing(found) : answer(found, actor);
    },

    /** Staff only (the route says so). One check-in per booking: the second gate is told who was first and when. */
    async checkIn(bookingId: number, actor: Actor): Promise<GateResult> {
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
    },

    /** Uses `quantity` of a ticket for today; never more than bought (the ticket row is locked, and a trigger checks the sum). */
    async redeem(ticketId: number, quantity: number, actor: Actor): Promise<GateResult> {
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
    },
  };
}
