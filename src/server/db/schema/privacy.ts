import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from './users';

export type DataExportStatus = 'pending' | 'preparing' | 'ready' | 'failed';

/**
 * "Download my data" (issue 26 §1, migration 0038): one row per request. The worker writes the ZIP into
 * DATA_DIR/private/exports (`file`, a name there) and e-mails the link carrying `token`; the link answers only
 * the same signed-in user, until `expires_at`.
 */
export const dataExports = pgTable(
  'data_exports',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    token: varchar('token', { length: 64 }).notNull().unique('data_exports_token_unique'),
    status: varchar('status', { length: 10 }).$type<DataExportStatus>().notNull().default('pending'),
    file: text('file'),
    language: varchar('language', { length: 2 }).$type<'en' | 'ar'>().notNull().default('en'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    readyAt: timestamp('ready_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('data_exports_user_idx').on(table.userId, table.createdAt),
    check('data_exports_status', sql`${table.status} IN ('pending', 'preparing', 'ready', 'failed')`),
    check('data_exports_language', sql`${table.language} IN ('en', 'ar')`),
  ],
);

export type DataExportRow = typeof dataExports.$inferSelect;
