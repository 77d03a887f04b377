import { sql } from 'drizzle-orm';
import { check, integer, pgTable, varchar } from 'drizzle-orm/pg-core';

/**
 * The resort's phone, e-mail and address, edited in the back office: one row (id 1), seeded by migration 0030.
 * Versioned like every staff edit (src/server/lib/versioned.ts).
 */
export const resortContact = pgTable(
  'resort_contact',
  {
    id: integer('id').primaryKey().default(1),
    phone: varchar('phone', { length: 20 }).notNull(),
    email: varchar('email', { length: 254 }).notNull(),
    address: varchar('address', { length: 300 }).notNull(),
    addressAr: varchar('address_ar', { length: 300 }).notNull(),
    version: integer('version').notNull().default(1),
  },
  (table) => [check('resort_contact_one_row', sql`${table.id} = 1`)],
);
