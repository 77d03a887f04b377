import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgEnum,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  time,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './users';

/** `meduim` is the contract's wire spelling; stored as given so nothing translates it back and forth. */
export const hutSize = pgEnum('hut_size', ['small', 'meduim', 'large']);

const createdAt = timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const money = (name: string) => numeric(name, { precision: 10, scale: 2 });
/** Optimistic concurrency for staff edits: an update names the version it read; a success increments it. */
const version = () => integer('version').notNull().default(1);

export const huts = pgTable(
  'huts',
  {
    id: serial('id').primaryKey(),
    title: varchar('title', { length: 200 }).notNull(),
    titleAr: varchar('title_ar', { length: 200 }).notNull().default(''),
    description: text('description').notNull().default(''),
    descriptionAr: text('description_ar').notNull().default(''),
    size: hutSize('size').notNull(),
    maxPersonsNum: smallint('max_persons_num').notNull(),
    maxKidsNum: smallint('max_kids_num').notNull().default(0),
    bedroomsNum: smallint('bedrooms_num').notNull(),
    bathroomsNum: smallint('bathrooms_num').notNull(),
    checkIn: time('check_in').notNull().default('15:00'),
    checkOut: time('check_out').notNull().default('12:00'),
    mainImage: text('main_image'),
    latitude: numeric('latitude', { precision: 9, scale: 6 }),
    longitude: numeric('longitude', { precision: 9, scale: 6 }),
    address: text('address').notNull().default(''),
    addressAr: text('address_ar').notNull().default(''),
    isActive: boolean('is_active').notNull().default(true),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    sortOrder: integer('sort_order').notNull().default(0),
    /** Guests included in the nightly price; each adult or child above it pays per night (migration 0053). NULL: none. */
    basePersons: smallint('base_persons'),
    extraAdultPrice: numeric('extra_adult_price', { precision: 10, scale: 2 }).notNull().default('0'),
    extraChildPrice: numeric('extra_child_price', { precision: 10, scale: 2 }).notNull().default('0'),
    version: version(),
    createdAt,
  },
  (table) => [
    check(
      'huts_capacity_positive',
      sql`${table.maxPersonsNum} >= 1 AND ${table.maxKidsNum} >= 0 AND ${table.bedroomsNum} >= 0 AND ${table.bathroomsNum} >= 0`,
    ),
    // Every public list reads only live huts, in display order.
    index('huts_live_sort_idx')
      .on(table.sortOrder, table.id)
      .where(sql`${table.isActive} AND ${table.deletedAt} IS NULL`),
  ],
);

/**
 * Pictures of a hut, an event or a service: one shape (and one picture manager for staff). `ownerId` is
 * the owner's column (`hut_id`, `event_id`, `service_id`); the owner's cover column holds one of them.
 */
function picturesOf(name: string, ownerColumn: string, owner: () => AnyPgColumn) {
  return pgTable(
    name,
    {
      id: serial('id').primaryKey(),
      ownerId: integer(ownerColumn).notNull().references(owner, { onDelete: 'cascade' }),
      image: text('image').notNull(),
      /** Pixel size of `image` (the widest web size); null for images that came with the seed as SVG. */
      width: integer('width'),
      height: integer('height'),
      /** Every web size made on upload, narrowest first, for `srcset`. */
      variants: jsonb('variants').$type<ImageVariant[]>().notNull().default([]),
      sortOrder: integer('sort_order').notNull().default(0),
    },
    (table) => [index(`${name}_${ownerColumn.replace(/_id$/, '')}_idx`).on(table.ownerId, table.sortOrder, table.id)],
  );
}

export const hutImages = picturesOf('hut_images', 'hut_id', () => huts.id);

/** Main services (`is_extra` false) and extra services of a hut, each with an icon. */
export const hutFeatures = pgTable(
  'hut_features',
  {
    id: serial('id').primaryKey(),
    hutId: integer('hut_id')
      .notNull()
      .references(() => huts.id, { onDelete: 'cascade' }),
    icon: text('icon'),
    description: text('description').notNull(),
    descriptionAr: text('description_ar').notNull().default(''),
    isExtra: boolean('is_extra').notNull().default(false),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (table) => [index('hut_features_hut_idx').on(table.hutId, table.sortOrder, table.id)],
);

export const hutActivities = pgTable(
  'hut_activities',
  {
    id: serial('id').primaryKey(),
    hutId: integer('hut_id')
      .notNull()
      .references(() => huts.id, { onDelete: 'cascade' }),
    description: text('description').notNull(),
    descriptionAr: text('description_ar').notNull().default(''),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (table) => [index('hut_activities_hut_idx').on(table.hutId, table.sortOrder, table.id)],
);

/**
 * Nightly prices: `date_from`..`date_to` are both nights that are sold (inclusive). A hut's ranges are
 * disjoint or nested, never crossing nor equal (trigger "hut_price_ranges_no_overlap", migration 0025):
 * a shorter range inside a longer one wins for its nights, so every night has at most one price, that of
 * the shortest range holding it (`pricedBy` in modules/catalogue/sql.ts).
 */
export const hutPriceRanges = pgTable(
  'hut_price_ranges',
  {
    id: serial('id').primaryKey(),
    hutId: integer('hut_id')
      .notNull()
      .references(() => huts.id, { onDelete: 'cascade' }),
    dateFrom: date('date_from', { mode: 'string' }).notNull(),
    dateTo: date('date_to', { mode: 'string' }).notNull(),
    price: money('price').notNull(),
    weekendPrice: money('weekend_price'),
    /** Set from a named season (migration 0053; the foreign key is in SQL: schema/rates.ts imports this file). */
    seasonId: integer('season_id'),
    version: version(),
  },
  (table) => [
    check('hut_price_ranges_order', sql`${table.dateFrom} <= ${table.dateTo}`),
    check('hut_price_ranges_prices', sql`${table.price} > 0 AND (${table.weekendPrice} IS NULL OR ${table.weekendPrice} > 0)`),
    index('hut_price_ranges_hut_idx').on(table.hutId, table.dateFrom),
  ],
);

/**
 * Nights a hut is not sold (maintenance, private use), inclusive like price ranges. A hut's closures never
 * overlap (EXCLUDE constraint in the custom migration); availability, the hut list and holds skip them.
 */
export const hutClosedNights = pgTable(
  'hut_closed_nights',
  {
    id: serial('id').primaryKey(),
    hutId: integer('hut_id')
      .notNull()
      .references(() => huts.id, { onDelete: 'cascade' }),
    dateFrom: date('date_from', { mode: 'string' }).notNull(),
    dateTo: date('date_to', { mode: 'string' }).notNull(),
    reason: varchar('reason', { length: 200 }).notNull().default(''),
    createdAt,
  },
  (table) => [
    check('hut_closed_nights_order', sql`${table.dateFrom} <= ${table.dateTo}`),
    index('hut_closed_nights_hut_idx').on(table.hutId, table.dateFrom),
  ],
);

/** Special items a guest can add to a stay in the hut; `capacity` is the stock the booking issue draws down. */
export const kenItems = pgTable(
  'ken_items',
  {
    id: serial('id').primaryKey(),
    hutId: integer('hut_id')
      .notNull()
      .references(() => huts.id, { onDelete: 'cascade' }),
    title: varchar('title', { length: 200 }).notNull(),
    titleAr: varchar('title_ar', { length: 200 }).notNull().default(''),
    image: text('image'),
    price: money('price').notNull(),
    capacity: integer('capacity').notNull(),
    minPurchasableQuantity: integer('min_purchasable_quantity').notNull().default(1),
    maxPurchasableQuantity: integer('max_purchasable_quantity').notNull().default(10),
    isActive: boolean('is_active').notNull().default(true),
    version: version(),
    createdAt,
  },
  (table) => [
    check('ken_items_capacity', sql`${table.capacity} >= 0`),
    check(
      'ken_items_quantities',
      sql`${table.minPurchasableQuantity} >= 1 AND ${table.maxPurchasableQuantity} >= ${table.minPurchasableQuantity}`,
    ),
    index('ken_items_hut_idx')
      .on(table.hutId, table.id)
      .where(sql`${table.isActive}`),
  ],
);

export const events = pgTable(
  'events',
  {
    id: serial('id').primaryKey(),
    title: varchar('title', { length: 200 }).notNull(),
    titleAr: varchar('title_ar', { length: 200 }).notNull().default(''),
    description: text('description').notNull().default(''),
    descriptionAr: text('description_ar').notNull().default(''),
    image: text('image'),
    location: text('location').notNull().default(''),
    locationAr: text('location_ar').notNull().default(''),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    hutId: integer('hut_id').references(() => huts.id, { onDelete: 'set null' }),
    /** Sold to day visitors without a stay (migration 0055), refunded in full until this many hours before the day. */
    openToDayVisitors: boolean('open_to_day_visitors').notNull().default(false),
    dayVisitCancelHours: integer('day_visit_cancel_hours').notNull().default(24),
    isActive: boolean('is_active').notNull().default(true),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    version: version(),
    createdAt,
  },
  (table) => [index('events_hut_idx').on(table.hutId), index('events_user_idx').on(table.userId)],
);

export const eventImages = picturesOf('event_images', 'event_id', () => events.id);

export const eventIncludes = pgTable(
  'event_includes',
  {
    id: serial('id').primaryKey(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    icon: text('icon'),
    description: text('description').notNull(),
    descriptionAr: text('description_ar').notNull().default(''),
  },
  (table) => [index('event_includes_event_idx').on(table.eventId)],
);

export const eventNotes = pgTable(
  'event_notes',
  {
    id: serial('id').primaryKey(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    description: text('description').notNull(),
    descriptionAr: text('description_ar').notNull().default(''),
  },
  (table) => [index('event_notes_event_idx').on(table.eventId)],
);

export const eventDates = pgTable(
  'event_dates',
  {
    id: serial('id').primaryKey(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    price: money('price').notNull(),
    capacity: integer('capacity').notNull(),
    minPurchasableQuantity: integer('min_purchasable_quantity').notNull().default(1),
    maxPurchasableQuantity: integer('max_purchasable_quantity').notNull().default(10),
    version: version(),
  },
  (table) => [
    check('event_dates_capacity', sql`${table.capacity} >= 0`),
    check('event_dates_price', sql`${table.price} >= 0`),
    check(
      'event_dates_quantities',
      sql`${table.minPurchasableQuantity} >= 1 AND ${table.maxPurchasableQuantity} >= ${table.minPurchasableQuantity}`,
    ),
    index('event_dates_date_idx').on(table.date),
    index('event_dates_event_idx').on(table.eventId, table.date),
  ],
);

export const services = pgTable(
  'services',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    hutId: integer('hut_id').references(() => huts.id, { onDelete: 'set null' }),
    title: varchar('title', { length: 200 }).notNull(),
    titleAr: varchar('title_ar', { length: 200 }).notNull().default(''),
    description: text('description').notNull().default(''),
    descriptionAr: text('description_ar').notNull().default(''),
    image: text('image'),
    price: money('price').notNull(),
    capacity: integer('capacity').notNull(),
    minPurchasableQuantity: integer('min_purchasable_quantity').notNull().default(1),
    maxPurchasableQuantity: integer('max_purchasable_quantity').notNull().default(10),
    /** Sold to day visitors without a stay (migration 0055), refunded in full until this many hours before the day. */
    openToDayVisitors: boolean('open_to_day_visitors').notNull().default(false),
    dayVisitCancelHours: integer('day_visit_cancel_hours').notNull().default(24),
    isActive: boolean('is_active').notNull().default(true),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    version: version(),
    createdAt,
  },
  (table) => [
    check('services_capacity', sql`${table.capacity} >= 0`),
    check(
      'services_quantities',
      sql`${table.minPurchasableQuantity} >= 1 AND ${table.maxPurchasableQuantity} >= ${table.minPurchasableQuantity}`,
    ),
    index('services_user_idx').on(table.userId, table.id),
    index('services_hut_idx').on(table.hutId),
  ],
);

export const serviceImages = picturesOf('service_images', 'service_id', () => services.id);

/** A date a service runs; `price` overrides the service's price when set. */
export const serviceDates = pgTable(
  'service_dates',
  {
    id: serial('id').primaryKey(),
    serviceId: integer('service_id')
      .notNull()
      .references(() => services.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    price: money('price'),
    capacity: integer('capacity').notNull(),
    version: version(),
  },
  (table) => [
    check('service_dates_capacity', sql`${table.capacity} >= 0`),
    index('service_dates_date_idx').on(table.date),
    index('service_dates_service_idx').on(table.serviceId, table.date),
  ],
);

/** Never exposed by catalogue endpoints; the booking issue applies them. */
export const promoCodes = pgTable(
  'promo_codes',
  {
    id: serial('id').primaryKey(),
    code: varchar('code', { length: 40 }).notNull(),
    percentage: smallint('percentage').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    validFrom: date('valid_from', { mode: 'string' }),
    validTo: date('valid_to', { mode: 'string' }),
    /** Bookings that may use the code; null means no limit. */
    usageLimit: integer('usage_limit'),
    version: version(),
    createdAt,
  },
  (table) => [
    uniqueIndex('promo_codes_code_lower_key').on(sql`lower(${table.code})`),
    check('promo_codes_percentage', sql`${table.percentage} BETWEEN 1 AND 100`),
    check('promo_codes_usage_limit', sql`${table.usageLimit} IS NULL OR ${table.usageLimit} >= 1`),
    check('promo_codes_validity', sql`${table.validFrom} IS NULL OR ${table.validTo} IS NULL OR ${table.validFrom} <= ${table.validTo}`),
  ],
);

export const promoCodeHuts = pgTable(
  'promo_code_huts',
  {
    promoCodeId: integer('promo_code_id')
      .notNull()
      .references(() => promoCodes.id, { onDelete: 'cascade' }),
    hutId: integer('hut_id')
      .notNull()
      .references(() => huts.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.promoCodeId, table.hutId] }), index('promo_code_huts_hut_idx').on(table.hutId)],
);

export interface ImageVariant {
  url: string;
  width: number;
  height: number;
}

export type HutRow = typeof huts.$inferSelect;
