import { sql } from 'drizzle-orm';
import { check, index, integer, numeric, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { bookings } from './bookings';
import { paymentTransactions, refundRequests } from './payments';
import { users } from './users';

export const DESK_PAYMENT_METHODS = ['link', 'cash', 'terminal', 'arrival'] as const;
export type DeskPaymentMethod = (typeof DESK_PAYMENT_METHODS)[number];

/** The desk's settings, one row (migration 0051): the manual discount limit, the arrival deadline, a link's hold. */
export const deskBookingSettings = pgTable(
  'desk_booking_settings',
  {
    id: integer('id').primaryKey().default(1),
    /** The front desk's largest manual discount; a manager's is managerMaxDiscountPercent (migration 0057). */
    maxDiscountPercent: numeric('max_discount_percent', { precision: 5, scale: 2 }).notNull().default('10'),
    managerMaxDiscountPercent: numeric('manager_max_discount_percent', { precision: 5, scale: 2 }).notNull().default('100'),
    /** Hours after the check-in day's midnight (resort time) until which a stay to be paid at arrival is held. */
    arrivalDeadlineHours: integer('arrival_deadline_hours').notNull().default(18),
    linkHoldHours: integer('link_hold_hours').notNull().default(24),
    version: integer('version').notNull().default(1),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('desk_booking_settings_one_row', sql`${table.id} = 1`),
    check('desk_booking_settings_discount', sql`${table.maxDiscountPercent} >= 0 AND ${table.maxDiscountPercent} <= 100`),
    check(
      'desk_booking_settings_manager_discount',
      sql`${table.managerMaxDiscountPercent} >= 0 AND ${table.managerMaxDiscountPercent} <= 100`,
    ),
    check('desk_booking_settings_arrival', sql`${table.arrivalDeadlineHours} BETWEEN 0 AND 48`),
    check('desk_booking_settings_link', sql`${table.linkHoldHours} BETWEEN 1 AND 168`),
  ],
);

/** A booking made by staff (phone, walk-in): who, how it is paid, and the manual discount with its reason. */
export const deskBookings = pgTable(
  'desk_bookings',
  {
    bookingId: integer('booking_id')
      .primaryKey()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    paymentMethod: varchar('payment_method', { length: 10 }).$type<DeskPaymentMethod>().notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    manualDiscount: numeric('manual_discount', { precision: 10, scale: 2 }).notNull().default('0'),
    discountPercent: numeric('discount_percent', { precision: 5, scale: 2 }).notNull().default('0'),
    discountReason: text('discount_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('desk_bookings_method', sql`${table.paymentMethod} IN ('link', 'cash', 'terminal', 'arrival')`),
    check(
      'desk_bookings_discount',
      sql`${table.manualDiscount} >= 0 AND ${table.discountPercent} >= 0 AND ${table.discountPercent} <= 100`,
    ),
    check('desk_bookings_discount_reason', sql`${table.manualDiscount} = 0 OR length(btrim(coalesce(${table.discountReason}, ''))) > 0`),
  ],
);

/** Money taken at the desk: the charge is a payment_transactions row like a gateway's; this says how, the slip and who. */
export const deskPayments = pgTable(
  'desk_payments',
  {
    id: serial('id').primaryKey(),
    paymentTransactionId: integer('payment_transaction_id')
      .notNull()
      .unique()
      .references(() => paymentTransactions.id, { onDelete: 'restrict' }),
    bookingId: integer('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'restrict' }),
    method: varchar('method', { length: 10 }).$type<'cash' | 'terminal'>().notNull(),
    reference: varchar('reference', { length: 64 }).notNull().default(''),
    recordedBy: integer('recorded_by').references(() => users.id, { onDelete: 'set null' }),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('desk_payments_method', sql`${table.method} IN ('cash', 'terminal')`),
    index('desk_payments_booking_idx').on(table.bookingId),
  ],
);

/**
 * A refund of money taken at the desk (migration 0058): settled in the ledger with its credit note when the refund
 * worker records it, then owed to the guest until a staff member records that it was handed over (who, when, how,
 * a reference or note). The hand-over is a conditional update (handed_over_at IS NULL): one winner.
 */
export const deskRefundHandovers = pgTable(
  'desk_refund_handovers',
  {
    refundId: integer('refund_id')
      .primaryKey()
      .references(() => refundRequests.id, { onDelete: 'restrict' }),
    bookingId: integer('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'restrict' }),
    amount: numeric('amount', { precision: 10, scale: 2 }).notNull(),
    currency: varchar('currency', { length: 3 }).notNull().default('SAR'),
    /** How it goes back: the way it was paid. */
    method: varchar('method', { length: 10 }).$type<'cash' | 'terminal'>().notNull(),
    owedSince: timestamp('owed_since', { withTimezone: true }).notNull(),
    handedOverAt: timestamp('handed_over_at', { withTimezone: true }),
    handedOverBy: integer('handed_over_by').references(() => users.id, { onDelete: 'set null' }),
    handedOverMethod: varchar('handed_over_method', { length: 10 }).$type<'cash' | 'terminal'>(),
    handedOverNote: varchar('handed_over_note', { length: 200 }).notNull().default(''),
  },
  (table) => [
    check('desk_refund_handovers_amount', sql`${table.amount} > 0`),
    check('desk_refund_handovers_method', sql`${table.method} IN ('cash', 'terminal')`),
    check(
      'desk_refund_handovers_handed_method',
      sql`${table.handedOverMethod} IS NULL OR ${table.handedOverMethod} IN ('cash', 'terminal')`,
    ),
    check('desk_refund_handovers_done', sql`(${table.handedOverAt} IS NULL) = (${table.handedOverMethod} IS NULL)`),
    index('desk_refund_handovers_owed_idx')
      .on(table.owedSince)
      .where(sql`${table.handedOverAt} IS NULL`),
    index('desk_refund_handovers_booking_idx').on(table.bookingId),
  ],
);
