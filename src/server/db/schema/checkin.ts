import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, serial, timestamp } from 'drizzle-orm/pg-core';
import { bookings, bookingTickets } from './bookings';
import { users } from './users';

/**
 * A stay's arrival at the gate: at most one per booking (the primary key), so two gates scanning the same
 * e-ticket at once cannot both check the guest in. Who did it and when is what "already checked in" shows.
 */
export const bookingCheckIns = pgTable('booking_check_ins', {
  bookingId: integer('booking_id')
    .primaryKey()
    .references(() => bookings.id, { onDelete: 'cascade' }),
  checkedInBy: integer('checked_in_by').references(() => users.id, { onDelete: 'set null' }),
  checkedInAt: timestamp('checked_in_at', { withTimezone: true }).notNull(),
});

/**
 * Event and service tickets used at their venue: one row per redeem action. The sum over a ticket never
 * exceeds the ticket's quantity; a trigger (migration) locks the ticket row and checks it, so two gates
 * redeeming at once are serialised by the database.
 */
export const ticketRedemptions = pgTable(
  'ticket_redemptions',
  {
    id: serial('id').primaryKey(),
    ticketId: integer('ticket_id')
      .notNull()
      .references(() => bookingTickets.id, { onDelete: 'cascade' }),
    redeemedOn: date('redeemed_on', { mode: 'string' }).notNull(),
    quantity: integer('quantity').notNull(),
    redeemedBy: integer('redeemed_by').references(() => users.id, { onDelete: 'set null' }),
    redeemedAt: timestamp('redeemed_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    check('ticket_redemptions_quantity', sql`${table.quantity} > 0`),
    index('ticket_redemptions_ticket_idx').on(table.ticketId, table.redeemedOn),
  ],
);
