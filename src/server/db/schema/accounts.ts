import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgEnum,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './users';

export const otpPurpose = pgEnum('otp_purpose', ['verify', 'reset', 'change_email', 'delete_account']);

/**
 * E-mailed 6-digit codes, stored as an HMAC only. One row per (email, purpose): issuing a new code replaces
 * the old one (upsert), so there is never more than one live code per purpose.
 */
export const otpCodes = pgTable(
  'otp_codes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    // Lower-cased; for change_email it is the new address the code was sent to.
    email: varchar('email', { length: 254 }).notNull(),
    purpose: otpPurpose('purpose').notNull(),
    codeHash: text('code_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    attempts: smallint('attempts').notNull().default(0),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [uniqueIndex('otp_codes_email_purpose_key').on(table.email, table.purpose)],
);

/** Opened by a correct reset code; a single use of change-forget-password within 10 minutes. */
export const passwordResetWindows = pgTable('password_reset_windows', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  consumedAt: timestamp('consumed_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

/** Rotating refresh tokens (SHA-256 of the cookie value). A rotated or revoked token shown again revokes its family. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    familyId: uuid('family_id').notNull(),
    tokenHash: varchar('token_hash', { length: 64 }).notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    replacedBy: integer('replaced_by'),
    // The user's token_version at issue: a rotation after a password change or deactivation is refused.
    tokenVersion: integer('token_version').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('refresh_tokens_family_idx').on(table.familyId), index('refresh_tokens_user_idx').on(table.userId)],
);

/** Messages from the contact form; `operation` is the supplier chosen as receiver (NULL: the resort). */
export const supportMessages = pgTable(
  'support_messages',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    fullName: varchar('full_name', { length: 150 }).notNull(),
    email: varchar('email', { length: 254 }).notNull(),
    content: text('content').notNull(),
    attachment: text('attachment'),
    operation: integer('operation').references(() => users.id, { onDelete: 'set null' }),
    isAdmin: boolean('is_admin').notNull().default(true),
    isReplied: boolean('is_replied').notNull().default(false),
    /** open → answered (a reply was sent) → closed; closed can be reopened. */
    status: varchar('status', { length: 10 }).$type<'open' | 'answered' | 'closed'>().notNull().default('open'),
    /** The language the message was written in: replies go out in it when the sender has no account. */
    language: varchar('language', { length: 2 }).$type<'en' | 'ar'>().notNull().default('en'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When it was last closed (null while open): retention removes it a configured time after (migration 0048). */
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (table) => [
    index('support_messages_operation_idx').on(table.operation),
    index('support_messages_status_idx').on(table.status, table.createdAt),
    index('support_messages_closed_idx')
      .on(table.closedAt)
      .where(sql`${table.closedAt} IS NOT NULL`),
    check('support_messages_status', sql`${table.status} IN ('open', 'answered', 'closed')`),
    check('support_messages_language', sql`${table.language} IN ('en', 'ar')`),
  ],
);

/**
 * The thread of a support message: each reply sent from the back office, who wrote it and the language of
 * the e-mail it went out in. `request_key` is the client's idempotency key: a reply sent twice is kept once.
 */
export const supportReplies = pgTable(
  'support_replies',
  {
    id: serial('id').primaryKey(),
    messageId: integer('message_id')
      .notNull()
      .references(() => supportMessages.id, { onDelete: 'cascade' }),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    language: varchar('language', { length: 2 }).$type<'en' | 'ar'>().notNull(),
    requestKey: varchar('request_key', { length: 64 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('support_replies_request_key').on(table.messageId, table.requestKey),
    check('support_replies_language', sql`${table.language} IN ('en', 'ar')`),
    check('support_replies_body', sql`length(btrim(${table.body})) > 0`),
  ],
);
