import type { Booking } from './schemas/booking';

/** A day visit (issue 25 §2): a booking of tickets without a stay, so without a hut. Older answers carry no kind: stays. */
export const isDayVisit = (booking: Pick<Booking, 'kind' | 'hut'>) => booking.kind === 'day_visit' || booking.hut === null;

/** What a booking is for, in both languages: its hut, or a day visit's offers (their titles, each once). */
export function bookedTitle(booking: Pick<Booking, 'hut' | 'events' | 'services'>): { title: string; title_ar: string } {
  if (booking.hut) return { title: booking.hut.title, title_ar: booking.hut.title_ar || booking.hut.title };
  const tickets = [...booking.events, ...booking.services];
  const each = (pick: (ticket: (typeof tickets)[number]) => string) => [...new Set(tickets.map(pick))].join(' + ');
  return { title: each((t) => t.title), title_ar: each((t) => t.title_ar || t.title) };
}
