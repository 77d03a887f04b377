import { char, index, integer, pgTable, primaryKey, smallint, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * Idempotency-Key replays (plugins/idempotency.ts): one row per user, route ("POST /api/…/:id/notes/") and key.
 * `status` null: the first request is still being answered. Expired after 24 hours, deleted on a later insert.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    route: varchar('route', { length: 200 }).notNull(),
    key: varchar('key', { length: 255 }).notNull(),
    /** SHA-256 (hex) of the method, the path and the body: the same key with another request is refused. */
    requestHash: char('request_hash', { length: 64 }).notNull(),
    status: smallint('status'),
    response: text('response'),
    contentType: varchar('content_type', { length: 100 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ name: 'idempotency_keys_pkey', columns: [table.userId, table.route, table.key] }),
    index('idempotency_keys_created_idx').on(table.createdAt),
  ],
);
