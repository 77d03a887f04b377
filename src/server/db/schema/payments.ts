import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  foreignKey,
  index,
  integer,
  jsonb,
  numeric,
  pgEnum,
  pgTable,
  serial,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { bookings } from './bookings';

export const paymentStatus = pgEnum('payment_status', ['pending', 'success', 'failed', 'refunded']);
export const paymentKind = pgEnum('payment_kind', ['booking', 'extra', 'refund']);

/**
 * One row per checkout. `gateway_payment_id` is unique: the completion step is keyed by it, so a payment
 * reported by the result page, the webhook and the reconciliation job is applied once. No card data here.
 */
export const paymentTransactions = pgTable(
  'payment_transactions',
  {
    id: serial('id').primaryKey(),
    provider: varchar('provider', { length: 20 }).notNull(),
    checkoutId: varchar('checkout_id', { length: 128 }).notNull().unique(),
    gatewayPaymentId: varchar('gateway_payment_id', { length: 128 }).unique(),
    bookingId: integer('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'restrict' }),
    amount: numeric('amount', { precision: 10, scale: 2 }).notNull(),
    currency: varchar('currency', { length: 3 }).notNull().default('SAR'),
    status: paymentStatus('status').notNull().default('pending'),
    kind: paymentKind('kind').notNull().default('booking'),
    brand: varchar('brand', { length: 20 }),
    last4: varchar('last4', { length: 4 }),
    resultCode: varchar('result_code', { length: 40 }),
    /** A refund: the charge (booking or extra) it gives money back from. */
    refundOf: integer('refund_of'),
    /** A refund for one cancelled ticket (a cancelled session): at most one live refund per ticket. */
    bookingTicketId: integer('booking_ticket_id'),
    raw: jsonb('raw'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
  },
  (table) => [
    check('payment_transactions_amount', sql`${table.amount} >= 0`),
    index('payment_transactions_booking_idx').on(table.bookingId),
    // The reconciliation job asks the gateway about these.
    index('payment_transactions_pending_idx')
      .on(table.createdAt)
      .where(sql`${table.status} = 'pending'`),
    // At most one open checkout per booking and kind: two tabs or a double click share it, so a card is charged once.
    // Refunds are reserved as pending rows, several at once across charges; the refund cap trigger (migration) bounds them.
    uniqueIndex('payment_transactions_one_open')
      .on(table.bookingId, table.kind)
      .where(sql`${table.status} = 'pending' AND ${table.kind} <> 'refund'`),
    foreignKey({ name: 'payment_transactions_refund_of_fk', columns: [table.refundOf], foreignColumns: [table.id] }).onDelete('restrict'),
    uniqueIndex('payment_transactions_one_ticket_refund')
      .on(table.bookingTicketId)
      .where(sql`${table.kind} = 'refund' AND ${table.status} IN ('pending', 'success')`),
  ],
);

/** Every notification received; the payload hash makes a replayed notification a no-op. */
export const gatewayNotifications = pgTable('gateway_notifications', {
  id: serial('id').primaryKey(),
  provider: varchar('provider', { length: 20 }).notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  payloadHash: varchar('payload_hash', { length: 64 }).notNull().unique(),
  verified: boolean('verified').notNull().default(false),
  processed: boolean('processed').notNull().default(false),
});

export type PaymentTransactionRow = typeof paymentTransactions.$inferSelect;

/**
 * The built-in sandbox gateway's own records, kept apart from the app's as an external gateway keeps its
 * own: every app instance, and an instance after a restart, sees the same checkouts and payments.
 */
export const sandboxGatewayCheckouts = pgTable('sandbox_gateway_checkouts', {
  id: varchar('id', { length: 128 }).primaryKey(),
  amount: numeric('amount', { precision: 10, scale: 2 }).notNull(),
  currency: varchar('currency', { length: 3 }).notNull(),
  merchantTransactionId: varchar('merchant_transaction_id', { length: 128 }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Charges (`DB`) and refunds (`RF`); a checkout is charged at most once, which the database enforces. */
export const sandboxGatewayPayments = pgTable(
  'sandbox_gateway_payments',
  {
    id: varchar('id', { length: 128 }).primaryKey(),
    checkoutId: varchar('checkout_id', { length: 128 }).notNull(),
    type: varchar('type', { length: 2 }).notNull(),
    amount: numeric('amount', { precision: 10, scale: 2 }).notNull(),
    currency: varchar('currency', { length: 3 }).notNull(),
    brand: varchar('brand', { length: 20 }),
    last4: varchar('last4', { length: 4 }),
    /** For a refund: the charge it gives back. */
    refundOf: varchar('refund_of', { length: 128 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('sandbox_gateway_payments_type', sql`${table.type} IN ('DB', 'RF')`),
    // Named: the generated name is longer than PostgreSQL's 63 characters.
    foreignKey({
      name: 'sandbox_gateway_payments_checkout_fk',
      columns: [table.checkoutId],
      foreignColumns: [sandboxGatewayCheckouts.id],
    }).onDelete('restrict'),
    uniqueIndex('sandbox_gateway_payments_one_charge')
      .on(table.checkoutId)
      .where(sql`${table.type} = 'DB'`),
  ],
);
