import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
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
import { eventDates, huts, kenItems, promoCodes, serviceDates } from './catalogue';
import { users } from './users';

/**
 * A PostgreSQL `daterange`, written and read as its canonical text `[2026-03-01,2026-03-04)`:
 * check-in inclusive, check-out exclusive, so back-to-back stays never overlap.
 */
export const dateRange = customType<{ data: string; driverData: string }>({
  dataType: () => 'daterange',
});

export const bookingStatus = pgEnum('booking_status', ['pending', 'confirmed', 'paid', 'expired', 'cancelled', 'refunded', 'completed']);
export const ticketKind = pgEnum('ticket_kind', ['event', 'service', 'item']);
/** A stay in a hut, or a day visit: tickets for a dated session without a stay (no hut; `stay` is the visit's one day). */
export const bookingKind = pgEnum('booking_kind', ['stay', 'day_visit']);

const money = (name: string) => numeric(name, { precision: 10, scale: 2 }).notNull().default('0');

/**
 * A stay in one hut. Nights are held by `paid` bookings and by `confirmed` ones until hold_expires_at;
 * the EXCLUDE constraint (custom migration) stops two of them ever covering the same night.
 */
export const bookings = pgTable(
  'bookings',
  {
    id: serial('id').primaryKey(),
    code: varchar('code', { length: 16 }).notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    kind: bookingKind('kind').notNull().default('stay'),
    /** Null for a day visit (migration 0055, check `bookings_kind_hut`). */
    hutId: integer('hut_id').references(() => huts.id, { onDelete: 'restrict' }),
    personsMaxNum: integer('persons_max_num').notNull(),
    kidsMaxNum: integer('kids_max_num').notNull().default(0),
    status: bookingStatus('status').notNull().default('pending'),
    stay: dateRange('stay').notNull(),
    holdExpiresAt: timestamp('hold_expires_at', { withTimezone: true }),
    subtotal: money('subtotal'),
    discount: money('discount'),
    vat: money('vat'),
    total: money('total'),
    paid: money('paid'),
    promoCodeId: integer('promo_code_id').references(() => promoCodes.id, { onDelete: 'set null' }),
    currency: varchar('currency', { length: 3 }).notNull().default('SAR'),
    cancelReason: text('cancel_reason'),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    refundableAmount: numeric('refundable_amount', { precision: 10, scale: 2 }),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    /** Staff marked that the guest never came (from the check-in day on). */
    noShowAt: timestamp('no_show_at', { withTimezone: true }),
    /** Signed token carried by the QR code once paid; staff verify it (never a guessable id). */
    qrToken: varchar('qr_token', { length: 128 }),
    /** Raised by each change of dates, hut or guests (migration 0043): the calendar file's SEQUENCE. */
    changeSeq: integer('change_seq').notNull().default(0),
    /** The rate plan sold (NULL: standard flexible) and a copy of its terms and price breakdown as sold (migration 0053). */
    ratePlanId: integer('rate_plan_id'),
    ratePlan: jsonb('rate_plan'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('bookings_guests', sql`${table.personsMaxNum} >= 1 AND ${table.kidsMaxNum} >= 0`),
    check('bookings_stay_nonempty', sql`NOT isempty(${table.stay}) AND NOT lower_inf(${table.stay}) AND NOT upper_inf(${table.stay})`),
    check(
      'bookings_kind_hut',
      sql`(${table.kind} = 'stay' AND ${table.hutId} IS NOT NULL) OR (${table.kind} = 'day_visit' AND ${table.hutId} IS NULL AND upper(${table.stay}) - lower(${table.stay}) = 1)`,
    ),
    check('bookings_hold_has_expiry', sql`${table.status} <> 'confirmed' OR ${table.holdExpiresAt} IS NOT NULL`),
    check(
      'bookings_amounts',
      sql`${table.subtotal} >= 0 AND ${table.discount} >= 0 AND ${table.vat} >= 0 AND ${table.total} >= 0 AND ${table.paid} >= 0`,
    ),
    index('bookings_user_idx').on(table.userId, table.createdAt),
    // The back office's list, newest first, read backwards (migration 0041).
    index('bookings_created_idx').on(table.createdAt, table.id),
    // The sweeper finds lapsed holds by this.
    index('bookings_hold_idx')
      .on(table.holdExpiresAt)
      .where(sql`${table.status} = 'confirmed'`),
    // One draft per guest, hut and stay: booking the same again reuses it (migration 0024).
    uniqueIndex('bookings_one_draft')
      .on(table.userId, table.hutId, table.stay)
      .where(sql`${table.status} = 'pending'`),
  ],
);

/** Event seats, service seats and special items on a booking; `is_extra` marks services added after payment. */
export const bookingTickets = pgTable(
  'booking_tickets',
  {
    id: serial('id').primaryKey(),
    bookingId: integer('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    kind: ticketKind('kind').notNull(),
    eventDateId: integer('event_date_id').references(() => eventDates.id, { onDelete: 'restrict' }),
    serviceDateId: integer('service_date_id').references(() => serviceDates.id, { onDelete: 'restrict' }),
    kenItemId: integer('ken_item_id').references(() => kenItems.id, { onDelete: 'restrict' }),
    quantity: integer('quantity').notNull(),
    unitPrice: numeric('unit_price', { precision: 10, scale: 2 }).notNull(),
    total: numeric('total', { precision: 10, scale: 2 }).notNull().default('0'),
    isExtra: boolean('is_extra').notNull().default(false),
    /** Extras only: the checkout that pays for them, and when it did. */
    paymentTransactionId: integer('payment_transaction_id'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** Its session was cancelled by staff: the seats are free and `refund_amount` goes back to the guest. */
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    refundAmount: numeric('refund_amount', { precision: 10, scale: 2 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('booking_tickets_quantity', sql`${table.quantity} > 0`),
    check('booking_tickets_unit_price', sql`${table.unitPrice} >= 0`),
    check(
      'booking_tickets_one_target',
      sql`(${table.kind} = 'event' AND ${table.eventDateId} IS NOT NULL AND ${table.serviceDateId} IS NULL AND ${table.kenItemId} IS NULL)
       OR (${table.kind} = 'service' AND ${table.serviceDateId} IS NOT NULL AND ${table.eventDateId} IS NULL AND ${table.kenItemId} IS NULL)
       OR (${table.kind} = 'item' AND ${table.kenItemId} IS NOT NULL AND ${table.eventDateId} IS NULL AND ${table.serviceDateId} IS NULL)`,
    ),
    index('booking_tickets_booking_idx').on(table.bookingId),
    index('booking_tickets_event_date_idx')
      .on(table.eventDateId)
      .where(sql`${table.eventDateId} IS NOT NULL`),
    index('booking_tickets_service_date_idx')
      .on(table.serviceDateId)
      .where(sql`${table.serviceDateId} IS NOT NULL`),
    index('booking_tickets_item_idx')
      .on(table.kenItemId)
      .where(sql`${table.kenItemId} IS NOT NULL`),
  ],
);

/** Every e-mail sent about a booking (confirmation, cancellation, refund, resend), for the staff timeline. */
export const bookingMails = pgTable(
  'booking_mails',
  {
    id: serial('id').primaryKey(),
    bookingId: integer('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    kind: varchar('kind', { length: 40 }).notNull(),
    recipient: varchar('recipient', { length: 254 }).notNull(),
    language: varchar('language', { length: 2 }).notNull(),
    subject: text('subject').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('booking_mails_booking_idx').on(table.bookingId, table.createdAt)],
);

export type BookingRow = typeof bookings.$inferSelect;
