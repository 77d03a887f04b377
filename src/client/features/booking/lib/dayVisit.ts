import { bookedTitle, isDayVisit } from '../../../../shared/dayVisit';
import type { Booking } from '../../../../shared/schemas/booking';

export { bookedTitle, isDayVisit };

/** Where to choose again: a stay's hut page, or a day visit's offer page (its first ticket's event or service). */
export function offerPath(booking: Pick<Booking, 'hut' | 'events' | 'services'>): string {
  if (booking.hut) return `/huts/${booking.hut.id}/details`;
  const event = booking.events[0]?.event;
  if (event) return `/event/${event}/details`;
  const service = booking.services[0]?.service;
  return service ? `/services/${service}` : '/event';
}
