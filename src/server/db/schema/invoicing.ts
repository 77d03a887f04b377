import { sql } from 'drizzle-orm';
import { type AnyPgColumn, check, index, integer, jsonb, pgTable, serial, text, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import type { Seller } from '../../lib/zatca/types';
import { bookings } from './bookings';

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
  (table) => [index('tax_documents_booking_idx').on(table.bookingId), index('tax_documents_issued_at_idx').on(table.issuedAt)],
);
