import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import type { Seller } from '../../lib/zatca/types';
import { bookings } from './bookings';
import { paymentTransactions } from './payments';

/**
 * The head of the resort's one chain of tax documents (migration 0032): the last counter (ICV) and hash. Issuing a
 * document locks this row, so documents are numbered one after another whatever the number of instances.
 */
export const taxDocumentChain = pgTable(
  'tax_document_chain',
  {
    id: integer('id').primaryKey().default(1),
    counter: integer('counter').notNull().default(0),
    lastHash: text('last_hash').notNull(),
  },
  (table) => [check('tax_document_chain_one_row', sql`${table.id} = 1`)],
);

/** What a document said about its seller when issued (the settings may change later). */
export type SellerSnapshot = Seller & { invoicePrefix: string };

/**
 * Simplified tax invoices (388), credit notes (381) and debit notes (383), as issued: never updated nor deleted
 * (triggers). Unique counter and previous_hash, and a trigger checking each against its predecessor, keep the chain
 * whole (migration 0032). Amounts in halalas.
 */
export const taxDocuments = pgTable(
  'tax_documents',
  {
    id: serial('id').primaryKey(),
    uuid: uuid('uuid').notNull().unique('tax_documents_uuid_unique'),
    number: varchar('number', { length: 32 }).notNull().unique('tax_documents_number_unique'),
    type: varchar('type', { length: 16 }).$type<'invoice' | 'credit_note' | 'debit_note'>().notNull(),
    bookingId: integer('booking_id').references(() => bookings.id, { onDelete: 'restrict' }),
    /** The charge an invoice bills, the refund a credit note gives back (migration 0034: one document per payment row). */
    paymentTransactionId: integer('payment_transaction_id').references((): AnyPgColumn => paymentTransactions.id, { onDelete: 'restrict' }),
    correctsId: integer('corrects_id').references((): AnyPgColumn => taxDocuments.id, { onDelete: 'restrict' }),
    reason: varchar('reason', { length: 1000 }),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    total: integer('total').notNull(),
    vat: integer('vat').notNull(),
    counter: integer('counter').notNull().unique('tax_documents_counter_unique'),
    previousHash: text('previous_hash').notNull().unique('tax_documents_previous_hash_unique'),
    hash: text('hash').notNull().unique('tax_documents_hash_unique'),
    qr: text('qr').notNull(),
    xml: text('xml').notNull(),
    seller: jsonb('seller').$type<SellerSnapshot>().notNull(),
  },
  (table) => [
    index('tax_documents_booking_idx').on(table.bookingId),
    index('tax_documents_issued_at_idx').on(table.issuedAt),
    uniqueIndex('tax_documents_payment_unique').on(table.paymentTransactionId),
  ],
);

/** The reporting outbox (migration 0033): one row per document, sent by modules/invoicing/reporting.ts. */
export const zatcaReports = pgTable('zatca_reports', {
  documentId: integer('document_id')
    .primaryKey()
    .references(() => taxDocuments.id, { onDelete: 'restrict' }),
  status: varchar('status', { length: 16 }).$type<'pending' | 'reported' | 'rejected'>().notNull().default('pending'),
  attempts: integer('attempts').notNull().default(0),
  nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull(),
  leasedUntil: timestamp('leased_until', { withTimezone: true }),
  lastError: text('last_error'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  finishedAt: timestamp('finished_at', { withTimezone: true }),
});

/** Every attempt to report a document, with ZATCA's answer. */
export const zatcaReportAttempts = pgTable('zatca_report_attempts', {
  id: serial('id').primaryKey(),
  documentId: integer('document_id')
    .notNull()
    .references(() => taxDocuments.id, { onDelete: 'restrict' }),
  attemptedAt: timestamp('attempted_at', { withTimezone: true }).notNull(),
  mode: varchar('mode', { length: 16 }).notNull(),
  outcome: varchar('outcome', { length: 16 }).$type<'reported' | 'warnings' | 'rejected' | 'failed'>().notNull(),
  httpStatus: integer('http_status'),
  warnings: jsonb('warnings').$type<ZatcaMessage[]>().notNull().default([]),
  errors: jsonb('errors').$type<ZatcaMessage[]>().notNull().default([]),
  response: text('response'),
});

/** One of ZATCA's validation messages. */
export interface ZatcaMessage {
  code?: string;
  category?: string;
  message?: string;
  status?: string;
}

/** Things staff must act on (a rejected document for now); a back-office list will show the open ones. */
export const staffAlerts = pgTable('staff_alerts', {
  id: serial('id').primaryKey(),
  kind: varchar('kind', { length: 40 }).notNull(),
  subjectType: varchar('subject_type', { length: 40 }).notNull(),
  subjectId: integer('subject_id').notNull(),
  message: text('message').notNull(),
  details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  resolvedAt: timestamp('resolved_at', { withTimezone: true }),
});
