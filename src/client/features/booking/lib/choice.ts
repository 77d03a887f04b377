// The extras a guest picked, as quantities keyed by what they are, and back into a booking body.
import type { Booking, BookingBody } from '../../../../shared/schemas/booking';
import type { ExtraTicket } from '../bookingFlowMachine';
import { bodyOf } from '../bookingFlowMachine';

export type Quantities = Record<string, number>;

export const eventKey = (event: number, date: number) => `event:${event}:${date}`;
export const serviceKey = (service: number, date: number) => `service:${service}:${date}`;
export const itemKey = (item: number) => `item:${item}`;

/** What is on the booking now (extras added after payment are not part of the choice). */
export function quantitiesOf(booking: Booking): Quantities {
  const quantities: Quantities = {};
  for (const ticket of booking.events)
    if (ticket.event && ticket.date_id) quantities[eventKey(ticket.event, ticket.date_id)] = ticket.quantity;
  for (const ticket of booking.services)
    if (ticket.service && ticket.date_id && !ticket.is_extra) quantities[serviceKey(ticket.service, ticket.date_id)] = ticket.quantity;
  for (const ticket of booking.special_items) if (ticket.item) quantities[itemKey(ticket.item)] = ticket.quantity;
  return quantities;
}

const picked = (quantities: Quantities, prefix: string) =>
  Object.entries(quantities)
    .filter(([key, quantity]) => key.startsWith(`${prefix}:`) && quantity > 0)
    .map(([key, quantity]) => ({ ids: key.split(':').slice(1).map(Number), quantity }));

/** The booking's body with these extras instead of its current ones. */
export function bodyWith(booking: Booking, quantities: Quantities): BookingBody {
  const { status: _status, ...base } = bodyOf(booking);
  return {
    ...base,
    events: picked(quantities, 'event').map(({ ids: [event, date], quantity }) => ({ event, date, quantity })),
    services: picked(quantities, 'service').map(({ ids: [service, date], quantity }) => ({ service, date, quantity })),
    special_items: picked(quantities, 'item').map(({ ids: [item], quantity }) => ({ item, quantity })),
  };
}

/** Services added to a paid booking. */
export const extraTickets = (quantities: Quantities): ExtraTicket[] =>
  picked(quantities, 'service').map(({ ids: [service, date], quantity }) => ({ service, date, quantity }));
