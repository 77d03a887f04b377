import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { bookings } from './bookings';
import { users } from './users';

/**
 * Conversations about a booking (migration 0054): the guest and the resort's staff write; `read_at` is when the
 * other side first read it. `attachment` is a private file name under dataDir/private/support, as support's.
 */
export const bookingMessages = pgTable(
  'booking_messages',
  {
    id: serial('id').primaryKey(),
    bookingId: integer('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    fromGuest: boolean('from_guest').notNull(),
    body: text('body').notNull().default(''),
    attachment: text('attachment'),
    language: varchar('language', { length: 2 }).$type<'en' | 'ar'>().notNull().default('en'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (table) => [
    index('booking_messages_booking_idx').on(table.bookingId, table.id),
    index('booking_messages_unread_idx')
      .on(table.bookingId)
      .where(sql`${table.readAt} IS NULL`),
    check('booking_messages_language', sql`${table.language} IN ('en', 'ar')`),
    check('booking_messages_not_empty', sql`length(btrim(${table.body})) > 0 OR ${table.attachment} IS NOT NULL`),
  ],
);
