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

/**
 * The seller named on every tax invoice and credit note (ZATCA): one row (id 1), seeded by migration 0031 with demo
 * values. Issued documents keep their own copy (seller snapshot), so a change here only affects documents to come.
 */
export const sellerSettings = pgTable(
  'seller_settings',
  {
    id: integer('id').primaryKey().default(1),
    legalNameAr: varchar('legal_name_ar', { length: 200 }).notNull(),
    legalNameEn: varchar('legal_name_en', { length: 200 }).notNull(),
    vatNumber: varchar('vat_number', { length: 15 }).notNull(),
    crNumber: varchar('cr_number', { length: 20 }).notNull(),
    buildingNumber: varchar('building_number', { length: 4 }).notNull(),
    street: varchar('street', { length: 120 }).notNull(),
    district: varchar('district', { length: 120 }).notNull(),
    city: varchar('city', { length: 80 }).notNull(),
    postalCode: varchar('postal_code', { length: 5 }).notNull(),
    invoicePrefix: varchar('invoice_prefix', { length: 12 }).notNull(),
    version: integer('version').notNull().default(1),
  },
  (table) => [
    check('seller_settings_one_row', sql`${table.id} = 1`),
    check('seller_settings_vat_number', sql`${table.vatNumber} ~ '^3[0-9]{13}3$'`),
    check('seller_settings_cr_number', sql`${table.crNumber} ~ '^[0-9]{10}$'`),
    check('seller_settings_building_number', sql`${table.buildingNumber} ~ '^[0-9]{4}$'`),
    check('seller_settings_postal_code', sql`${table.postalCode} ~ '^[0-9]{5}$'`),
    check('seller_settings_invoice_prefix', sql`${table.invoicePrefix} ~ '^[A-Z0-9-]{1,12}$'`),
  ],
);
