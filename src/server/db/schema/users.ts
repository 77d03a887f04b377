import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  numeric,
  pgEnum,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import type { DateCalendars } from '../../../shared/hijri';

export const userRole = pgEnum('user_role', ['guest', 'supplier', 'admin']);
export const supplierStatus = pgEnum('supplier_status', ['pending', 'approved', 'rejected']);
export const userLanguage = pgEnum('user_language', ['en', 'ar']);
/** Migration 0052: a staff account's job (STAFF_ROLES in src/shared/staffRoles.ts); null for guests and suppliers. */
export const staffRoleEnum = pgEnum('staff_role', ['manager', 'front_desk', 'finance', 'content', 'gate', 'housekeeping']);

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

/** Complete now so later issues (accounts, suppliers) only add tables, not columns. */
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    // Stored lower-cased by the application; the unique index on lower() guards against mixed-case duplicates.
    email: varchar('email', { length: 254 }).notNull(),
    // NULL: the account cannot sign in with a password (Google sign-in, or seeded demo guests).
    passwordHash: text('password_hash'),
    fullName: varchar('full_name', { length: 150 }).notNull().default(''),
    /** A supplier's name as Arabic readers see it (guests keep one name); '' falls back to full_name. */
    fullNameAr: varchar('full_name_ar', { length: 150 }).notNull().default(''),
    phone: varchar('phone', { length: 20 }).notNull().default(''),
    gender: varchar('gender', { length: 10 }),
    birthDate: date('birth_date', { mode: 'string' }),
    address: text('address').notNull().default(''),
    idNum: varchar('id_num', { length: 30 }).notNull().default(''),
    avatar: text('avatar'),
    role: userRole('role').notNull().default('guest'),
    supplierStatus: supplierStatus('supplier_status'),
    companyName: varchar('company_name', { length: 150 }).notNull().default(''),
    companyNameAr: varchar('company_name_ar', { length: 150 }).notNull().default(''),
    breif: text('breif').notNull().default(''),
    isActive: boolean('is_active').notNull().default(true),
    isVerified: boolean('is_verified').notNull().default(false),
    language: userLanguage('language').notNull().default('en'),
    pendingEmail: varchar('pending_email', { length: 254 }),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }),
    // Carried in every access and refresh token; a trigger bumps it on a password change or deactivation,
    // so tokens issued before are refused even within the same second (see migration users_token_version).
    tokenVersion: integer('token_version').notNull().default(0),
    // Why staff turned a supplier down; shown to the supplier when they try to sign in.
    supplierRejectionReason: text('supplier_rejection_reason'),
    /** A supplier: the resort's commission on their sales, in percent (migration 0037; set by staff, audited). */
    commissionRate: numeric('commission_rate', { precision: 5, scale: 2 }).notNull().default('0'),
    /** The account was closed and its personal values erased (migration 0038); the row stays for bookings and tax documents. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    /** The calendars the guest reads their stay's dates in: both (Hijri beside Gregorian in Arabic) or Gregorian only (migration 0039). */
    dateCalendars: varchar('date_calendars', { length: 10 }).$type<DateCalendars>().notNull().default('both'),
    /** Staff only (role 'admin'); the database makes a staff account without one a manager (migration 0052). */
    staffRole: staffRoleEnum('staff_role'),
    /** TOTP: the base32 secret (from the start of enrolment), in force once totp_enabled_at is set. */
    totpSecret: text('totp_secret'),
    totpEnabledAt: timestamp('totp_enabled_at', { withTimezone: true }),
    /** The last time step a code was accepted for: a code is never accepted twice. */
    totpLastStep: bigint('totp_last_step', { mode: 'number' }),
    /** Demo accounts of a development seed only: the second step is not required of them (it stays optional). */
    twoFactorExempt: boolean('two_factor_exempt').notNull().default(false),
    version: integer('version').notNull().default(1),
    ...timestamps,
    // Not declared here, so no select reads it: search_text, the e-mail, name and phone lower-cased in one text that
    // the database keeps (a stored generated column, migration 0065), for the staff's account search (users/repository.ts).
  },
  (table) => [
    uniqueIndex('users_email_lower_key').on(sql`lower(${table.email})`),
    index('users_role_idx').on(table.role, table.supplierStatus),
    check('users_date_calendars', sql`${table.dateCalendars} IN ('both', 'gregorian')`),
    check('users_commission_rate_range', sql`${table.commissionRate} >= 0 AND ${table.commissionRate} <= 100`),
  ],
);

export type UserRow = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;
