import { sql } from 'drizzle-orm';
import { check, integer, pgTable, serial, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { events, huts, services } from './catalogue';
import { users } from './users';

/**
 * A guest's saved huts, events and services (issue 26 §3, migration 0045): exactly one of the three per row,
 * and each at most once per guest (partial unique indexes), so saving twice or merging a browser's list
 * cannot duplicate.
 */
export const savedItems = pgTable(
  'saved_items',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    hutId: integer('hut_id').references(() => huts.id, { onDelete: 'cascade' }),
    eventId: integer('event_id').references(() => events.id, { onDelete: 'cascade' }),
    serviceId: integer('service_id').references(() => services.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('saved_items_one_target', sql`num_nonnulls(${table.hutId}, ${table.eventId}, ${table.serviceId}) = 1`),
    uniqueIndex('saved_items_user_hut_unique')
      .on(table.userId, table.hutId)
      .where(sql`${table.hutId} IS NOT NULL`),
    uniqueIndex('saved_items_user_event_unique')
      .on(table.userId, table.eventId)
      .where(sql`${table.eventId} IS NOT NULL`),
    uniqueIndex('saved_items_user_service_unique')
      .on(table.userId, table.serviceId)
      .where(sql`${table.serviceId} IS NOT NULL`),
  ],
);
