import type { Booking } from '../../../shared/schemas/booking';

/**
 * The booking's statuses and which way each may go, in one place. What counts as holding nights and seats
 * (SQL) is db/bookingStatus.ts (`holding`, `takenBy`, `PROMO_USING_STATUSES`), below the modules because the
 * catalogue counts with it too; the one statement of each transition is in store.ts.
 *
 *   pending ──confirm──▶ confirmed (hold) ──pay──▶ paid ──stay ends──▶ completed
 *      │                    │ └─lapses──▶ expired ──confirm again──▶ confirmed
 *      └──────────cancel (staff)─┴──cancel (guest: paid, before check-in; staff)──▶ cancelled ──refund done──▶ refunded
 */
export type BookingStatus = Booking['status'];

const among = (statuses: readonly BookingStatus[]) => (status: string) => (statuses as readonly string[]).includes(status);

/** A guest may still change (re-price, re-hold) it. */
export const isEditable = among(['pending', 'confirmed', 'expired']);

/** Paid for: the e-ticket, the rating and a valid QR exist. */
export const isPaidFor = among(['paid', 'completed']);

/** A calendar file is offered while the stay is booked or being booked. */
export const isCalendared = among(['paid', 'completed', 'confirmed', 'pending']);

/** Already cancelled (its refund given or under way): a second cancel changes nothing. */
export const isCancelled = among(['cancelled', 'refunded']);

/** The staff may cancel a booking in these; a guest only a paid one (`guestMayCancel`). */
export const staffMayCancel = among(['pending', 'confirmed', 'paid']);

/** A guest cancels a paid booking before check-in; answers why not, or null. */
export function guestCancelRefusal(record: { status: string; check_in_at: string }, now: Date): 'notPaid' | 'stayStarted' | null {
  if (record.status !== 'paid') return 'notPaid';
  if (new Date(record.check_in_at) <= now) return 'stayStarted';
  return null;
}

/** What a guest's cancellation gives back: all that was paid until the deadline (CANCEL_FULL_REFUND_HOURS before check-in), nothing after. */
export const guestRefundable = (record: { paid: string; deadline: string }, now: Date) =>
  now < new Date(record.deadline) ? record.paid : '0.00';

/** A hold still holding (confirmed, not lapsed). */
export const holds = (record: { status: string; hold_expires_at: string | null }, now: Date) =>
  record.status === 'confirmed' && record.hold_expires_at !== null && new Date(record.hold_expires_at) > now;
