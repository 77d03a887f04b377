import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, numeric, pgTable, serial, smallint, timestamp, unique, varchar } from 'drizzle-orm/pg-core';
import { huts } from './catalogue';

// Issue 24 §2 (migration 0053): what shapes a stay's price and who may book it, beside the nightly prices.

const createdAt = timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** A named date range (both languages) that sets prices and rules of many huts at once. */
export const seasons = pgTable(
  'seasons',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 80 }).notNull(),
    nameAr: varchar('name_ar', { length: 80 }).notNull(),
    dateFrom: date('date_from', { mode: 'string' }).notNull(),
    dateTo: date('date_to', { mode: 'string' }).notNull(),
    createdAt,
  },
  (table) => [check('seasons_order', sql`${table.dateFrom} <= ${table.dateTo}`)],
);

/** A hut's plans besides the standard flexible one (no row): a percentage off, an add-on per night, its own policy. */
export const hutRatePlans = pgTable(
  'hut_rate_plans',
  {
    id: serial('id').primaryKey(),
    hutId: integer('hut_id')
      .notNull()
      .references(() => huts.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 80 }).notNull(),
    nameAr: varchar('name_ar', { length: 80 }).notNull(),
    percentOff: smallint('percent_off').notNull().default(0),
    addonPerNight: numeric('addon_per_night', { precision: 10, scale: 2 }).notNull().default('0'),
    refundable: boolean('refundable').notNull().default(true),
    /** Hours before check-in until which cancelling refunds everything; NULL: the resort's setting. */
    freeCancelHours: integer('free_cancel_hours'),
    policy: varchar('policy', { length: 500 }).notNull().default(''),
    policyAr: varchar('policy_ar', { length: 500 }).notNull().default(''),
    isActive: boolean('is_active').notNull().default(true),
    version: integer('version').notNull().default(1),
    createdAt,
  },
  (table) => [
    check('hut_rate_plans_amounts', sql`${table.percentOff} BETWEEN 0 AND 90 AND ${table.addonPerNight} >= 0`),
    check('hut_rate_plans_hours', sql`${table.freeCancelHours} IS NULL OR ${table.freeCancelHours} BETWEEN 0 AND 8760`),
    index('hut_rate_plans_hut_idx').on(table.hutId),
  ],
);

/** Min/max nights and closed to arrival by arrival date, closed to departure by departure date; the shortest range holding a date rules it. */
export const hutStayRules = pgTable(
  'hut_stay_rules',
  {
    id: serial('id').primaryKey(),
    hutId: integer('hut_id')
      .notNull()
      .references(() => huts.id, { onDelete: 'cascade' }),
    dateFrom: date('date_from', { mode: 'string' }).notNull(),
    dateTo: date('date_to', { mode: 'string' }).notNull(),
    minNights: smallint('min_nights'),
    maxNights: smallint('max_nights'),
    closedToArrival: boolean('closed_to_arrival').notNull().default(false),
    closedToDeparture: boolean('closed_to_departure').notNull().default(false),
    seasonId: integer('season_id').references(() => seasons.id, { onDelete: 'set null' }),
    createdAt,
  },
  (table) => [
    check('hut_stay_rules_order', sql`${table.dateFrom} <= ${table.dateTo}`),
    check(
      'hut_stay_rules_nights',
      sql`(${table.minNights} IS NULL OR ${table.minNights} BETWEEN 1 AND 60) AND (${table.maxNights} IS NULL OR ${table.maxNights} BETWEEN 1 AND 60) AND (${table.minNights} IS NULL OR ${table.maxNights} IS NULL OR ${table.minNights} <= ${table.maxNights})`,
    ),
    index('hut_stay_rules_hut_idx').on(table.hutId, table.dateFrom),
  ],
);

/** Length-of-stay discounts: from `minNights` on, `percent` off the room; the largest tier reached applies. */
export const hutStayDiscounts = pgTable(
  'hut_stay_discounts',
  {
    id: serial('id').primaryKey(),
    hutId: integer('hut_id')
      .notNull()
      .references(() => huts.id, { onDelete: 'cascade' }),
    minNights: smallint('min_nights').notNull(),
    percent: smallint('percent').notNull(),
  },
  (table) => [
    unique('hut_stay_discounts_tier').on(table.hutId, table.minNights),
    check('hut_stay_discounts_values', sql`${table.minNights} BETWEEN 2 AND 60 AND ${table.percent} BETWEEN 1 AND 90`),
  ],
);
