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

export type ConsentKind = 'marketing_emails';
export type ConsentAction = 'given' | 'withdrawn';
export type ConsentSource = 'registration' | 'profile' | 'unsubscribe_link';

/**
 * Consent (issue 26 §1, migration 0048): one row per opt-in or withdrawal, never updated, so the history is kept:
 * when, the exact words the person was shown (`text`, from shared/consent.ts at `text_version`), in which language,
 * and where. The newest row of a kind is the current answer; no row means no consent.
 */
export const consentEvents = pgTable(
  'consent_events',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: varchar('kind', { length: 30 }).$type<ConsentKind>().notNull(),
    action: varchar('action', { length: 10 }).$type<ConsentAction>().notNull(),
    text: text('text').notNull(),
    textVersion: varchar('text_version', { length: 20 }).notNull(),
    language: varchar('language', { length: 2 }).$type<'en' | 'ar'>().notNull(),
    source: varchar('source', { length: 20 }).$type<ConsentSource>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('consent_events_user_idx').on(table.userId, table.kind, table.createdAt, table.id),
    check('consent_events_kind', sql`${table.kind} IN ('marketing_emails')`),
    check('consent_events_action', sql`${table.action} IN ('given', 'withdrawn')`),
    check('consent_events_language', sql`${table.language} IN ('en', 'ar')`),
    check('consent_events_source', sql`${table.source} IN ('registration', 'profile', 'unsubscribe_link')`),
  ],
);

export type ConsentEventRow = typeof consentEvents.$inferSelect;
