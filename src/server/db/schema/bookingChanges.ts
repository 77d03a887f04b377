import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, numeric, pgTable, serial, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { bookings, dateRange } from './bookings';
import { paymentTransactions } from './payments';
import { users } from './users';

const money = (name: string) => numeric(name, { precision: 10, scale: 2 }).notNull();

/**
 * A booking's changes of dates, hut or guests (migration 0043). A guest's change that costs more waits as
 * 'awaiting_payment' with its checkout; the payment's completion step makes the move (the booking keeps its
 * old nights until then).
 */
export const bookingChanges = pgTable(
  'booking_changes',
  {
    id: serial('id').primaryKey(),
    bookingId: integer('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    status: varchar('status', { length: 20 }).notNull(),
    byStaff: boolean('by_staff').notNull(),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    fromHutId: integer('from_hut_id').notNull(),
    fromStay: dateRange('from_stay').notNull(),
    fromPersons: integer('from_persons').notNull(),
    fromKids: integer('from_kids').notNull(),
    toHutId: integer('to_hut_id').notNull(),
    toStay: dateRange('to_stay').notNull(),
    toPersons: integer('to_persons').notNull(),
    toKids: integer('to_kids').notNull(),
    oldTotal: money('old_total'),
    newSubtotal: money('new_subtotal'),
    newDiscount: money('new_discount'),
    newVat: money('new_vat'),
    newTotal: money('new_total'),
    /** The terms the booking takes with the change: its plan as sold and the new stay's breakdown (migration 0059). */
    newRatePlan: jsonb('new_rate_plan'),
    difference: money('difference'),
    refund: numeric('refund', { precision: 10, scale: 2 }).notNull().default('0'),
    droppedTicketIds: integer('dropped_ticket_ids')
      .array()
      .notNull()
      .default(sql`'{}'`),
    seqBefore: integer('seq_before').notNull(),
    paymentTransactionId: integer('payment_transaction_id').references(() => paymentTransactions.id, { onDelete: 'restrict' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    appliedAt: timestamp('applied_at', { withTimezone: true }),
  },
  (table) => [
    check('booking_changes_status', sql`${table.status} IN ('applied', 'awaiting_payment', 'superseded', 'expired', 'failed')`),
    check('booking_changes_awaiting_expires', sql`${table.status} <> 'awaiting_payment' OR ${table.expiresAt} IS NOT NULL`),
    index('booking_changes_booking_idx').on(table.bookingId, table.id),
    uniqueIndex('booking_changes_one_awaiting')
      .on(table.bookingId)
      .where(sql`${table.status} = 'awaiting_payment'`),
    uniqueIndex('booking_changes_payment_idx')
      .on(table.paymentTransactionId)
      .where(sql`${table.paymentTransactionId} IS NOT NULL`),
  ],
);

/** The resort's booking policy, one row (id 1): guests change their own booking until `guest_change_hours` before check-in. */
export const bookingPolicy = pgTable(
  'booking_policy',
  {
    id: integer('id').primaryKey().default(1),
    guestChangeHours: integer('guest_change_hours').notNull().default(48),
    version: integer('version').notNull().default(1),
  },
  (table) => [
    check('booking_policy_one_row', sql`${table.id} = 1`),
    check('booking_policy_guest_change_hours', sql`${table.guestChangeHours} BETWEEN 0 AND 720`),
  ],
);
