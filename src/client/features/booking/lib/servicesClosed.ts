import type { Booking } from '../../../../shared/schemas/booking';
import { todayIn } from '../../../ui/calendar/dates';

export type ServicesClosed = 'cancelled' | 'ended' | 'notPaid';

/**
 * Why services can no longer be added to this booking, or null while they can: the server's rule (a paid
 * booking whose check-out day is still ahead), so a stale "Add services" says why instead of an empty page.
 */
export function servicesClosedReason(booking: Pick<Booking, 'status' | 'dates'>, today = todayIn()): ServicesClosed | null {
  if (booking.status === 'cancelled' || booking.status === 'refunded') return 'cancelled';
  if (booking.status === 'completed' || (booking.status === 'paid' && booking.dates.date_to <= today)) return 'ended';
  if (booking.status !== 'paid') return 'notPaid';
  return null;
}
