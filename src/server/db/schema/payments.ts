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
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { bookings } from './bookings';
import { users } from './users';

export const paymentStatus = pgEnum('payment_status', ['pending', 'success', 'failed', 'refunded']);
export const paymentKind = pgEnum('payment_kind', ['booking', 'extra', 'refund', 'change']);

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
export const sandboxGatewayCheckouts = pgTable(
  'sandbox_gateway_checkouts',
  {
    id: varchar('id', { length: 128 }).primaryKey(),
    amount: numeric('amount', { precision: 10, scale: 2 }).notNull(),
    currency: varchar('currency', { length: 3 }).notNull(),
    merchantTransactionId: varchar('merchant_transaction_id', { length: 128 }).notNull(),
    /** The entity it was created on (mada, card, applepay, stcpay): its widget takes only that channel's brands. */
    channel: varchar('channel', { length: 10 }).notNull().default('card'),
    /** A refused attempt's OPPWA result code (declined card, cancelled wallet): the checkout is then failed. */
    resultCode: varchar('result_code', { length: 40 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('sandbox_gateway_checkouts_channel', sql`${table.channel} IN ('mada', 'card', 'applepay', 'stcpay')`)],
);

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
    /** For a refund: the merchant's reference it was asked with (a refund whose answer was lost is looked up by it). */
    merchantTransactionId: varchar('merchant_transaction_id', { length: 128 }),
    /** For a charge: how many times a refund of it was refused (test card …0317 refuses twice). */
    refundRefusals: integer('refund_refusals').notNull().default(0),
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
    index('sandbox_gateway_payments_merchant_idx').on(table.merchantTransactionId),
  ],
);

export type RefundRequestStatus = 'pending' | 'sending' | 'succeeded' | 'failed';

/**
 * A refund as a durable request (migration 0035): one row per refund payment row (same id), which reserves the money
 * against the charge (the trigger refund_within_paid). The worker (modules/bookings/refundWorker.ts) claims due rows
 * with a lease, sends them, retries with back-off, and asks the provider before resending one whose answer was lost.
 */
export const refundRequests = pgTable(
  'refund_requests',
  {
    id: integer('id')
      .primaryKey()
      .references(() => paymentTransactions.id, { onDelete: 'restrict' }),
    bookingId: integer('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'restrict' }),
    chargeId: integer('charge_id')
      .notNull()
      .references(() => paymentTransactions.id, { onDelete: 'restrict' }),
    amountHalalas: integer('amount_halalas').notNull(),
    reason: text('reason').notNull(),
    requestedBy: integer('requested_by').references(() => users.id, { onDelete: 'set null' }),
    status: varchar('status', { length: 16 }).$type<RefundRequestStatus>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull(),
    leasedUntil: timestamp('leased_until', { withTimezone: true }),
    leaseOwner: varchar('lease_owner', { length: 64 }),
    /** A send may have reached the provider without its answer reaching us: ask the provider before sending again. */
    uncertain: boolean('uncertain').notNull().default(false),
    /** The guest gets the refund e-mail when the worker settles it (a staff refund, or one not settled at once). */
    notify: boolean('notify').notNull().default(false),
    providerReference: varchar('provider_reference', { length: 128 }),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [
    check('refund_requests_status', sql`${table.status} IN ('pending', 'sending', 'succeeded', 'failed')`),
    check('refund_requests_amount', sql`${table.amountHalalas} > 0`),
    check('refund_requests_attempts', sql`${table.attempts} >= 0`),
    check('refund_requests_lease', sql`(${table.status} = 'sending') = (${table.leasedUntil} IS NOT NULL)`),
    index('refund_requests_due_idx')
      .on(table.nextAttemptAt)
      .where(sql`${table.status} IN ('pending', 'sending')`),
    index('refund_requests_booking_idx').on(table.bookingId),
    index('refund_requests_status_idx').on(table.status, table.createdAt),
  ],
);

/** Every send of a refund to the provider, or question about one, with the provider's answer. */
export const refundAttempts = pgTable(
  'refund_attempts',
  {
    id: serial('id').primaryKey(),
    refundId: integer('refund_id')
      .notNull()
      .references(() => refundRequests.id, { onDelete: 'restrict' }),
    action: varchar('action', { length: 8 }).$type<'send' | 'query' | 'retry'>().notNull(),
    outcome: varchar('outcome', { length: 16 }).$type<'succeeded' | 'refused' | 'unknown' | 'not_found' | 'requested'>().notNull(),
    resultCode: varchar('result_code', { length: 40 }),
    response: jsonb('response'),
    error: text('error'),
    attemptedAt: timestamp('attempted_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    check('refund_attempts_action', sql`${table.action} IN ('send', 'query', 'retry')`),
    check('refund_attempts_outcome', sql`${table.outcome} IN ('succeeded', 'refused', 'unknown', 'not_found', 'requested')`),
    index('refund_attempts_refund_idx').on(table.refundId),
  ],
);
