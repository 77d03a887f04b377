import { sql } from 'drizzle-orm';
import { check, integer, jsonb, pgTable, primaryKey, serial, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from './users';

export const STAFF_NOTIFICATION_KINDS = [
  'booking_paid',
  'booking_changed',
  'booking_cancelled',
  'refund_failed',
  'support_message',
  'supplier_application',
  'not_paid_at_arrival',
  'booking_message',
  'desk_refund_owed',
] as const;
export type StaffNotificationKind = (typeof STAFF_NOTIFICATION_KINDS)[number];

/**
 * What happened that the back office hears about live (migration 0049): written by triggers on the tables where the
 * events land (bookings, booking_changes, refund_requests, support_messages, users; booking_messages, migration 0054), NOTIFYed on 'ken_staff_notifications'.
 */
export const staffNotifications = pgTable(
  'staff_notifications',
  {
    id: serial('id').primaryKey(),
    kind: varchar('kind', { length: 32 }).$type<StaffNotificationKind>().notNull(),
    subjectType: varchar('subject_type', { length: 32 }).notNull(),
    subjectId: integer('subject_id').notNull(),
    facts: jsonb('facts').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check(
      'staff_notifications_kind',
      sql`${table.kind} IN ('booking_paid', 'booking_changed', 'booking_cancelled', 'refund_failed', 'support_message', 'supplier_application', 'booking_message', 'not_paid_at_arrival', 'desk_refund_owed')`,
    ),
  ],
);

/** A staff user read this one notification (above their cursor). */
export const staffNotificationReads = pgTable(
  'staff_notification_reads',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    notificationId: integer('notification_id')
      .notNull()
      .references(() => staffNotifications.id, { onDelete: 'cascade' }),
    readAt: timestamp('read_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.notificationId] })],
);

/** "Mark all as read": every notification up to this id is read for the user. */
export const staffNotificationCursors = pgTable('staff_notification_cursors', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  readUpTo: integer('read_up_to').notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
