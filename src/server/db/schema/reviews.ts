import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, smallint, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { events, huts, services } from './catalogue';
import { users } from './users';

/** The website's own rating: one row per user, a second rating replaces the first (upsert on user_id). */
export const siteRatings = pgTable(
  'site_ratings',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .unique()
      .references(() => users.id, { onDelete: 'cascade' }),
    rating: smallint('rating').notNull(),
    comment: text('comment').notNull().default(''),
    // Staff may hide a rating: it then leaves the average.
    isPublished: boolean('is_published').notNull().default(true),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('site_ratings_rating_range', sql`${table.rating} BETWEEN 1 AND 5`)],
);

/** Reviews of a stay. booking_id stays a plain integer until the booking issue adds its foreign key. */
export const reviews = pgTable(
  'reviews',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    hutId: integer('hut_id').references(() => huts.id, { onDelete: 'set null' }),
    bookingId: integer('booking_id'),
    /** A day visit's review is of its offer (migration 0055). */
    eventId: integer('event_id').references(() => events.id, { onDelete: 'set null' }),
    serviceId: integer('service_id').references(() => services.id, { onDelete: 'set null' }),
    value: smallint('value').notNull(),
    content: text('content').notNull().default(''),
    isPublished: boolean('is_published').notNull().default(false),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('reviews_value_range', sql`${table.value} BETWEEN 1 AND 5`),
    // Testimonials: published reviews, newest first, optionally for one hut.
    index('reviews_published_idx').on(table.isPublished, table.hutId, table.createdAt),
    index('reviews_user_idx').on(table.userId),
  ],
);

/**
 * The resort's one reply to a hut review or a website rating (migration 0045): exactly one target, each target
 * unique, so a second reply to the same words is refused by the database. Written in `language`.
 */
export const reviewReplies = pgTable(
  'review_replies',
  {
    id: serial('id').primaryKey(),
    reviewId: integer('review_id')
      .unique('review_replies_review_unique')
      .references(() => reviews.id, { onDelete: 'cascade' }),
    siteRatingId: integer('site_rating_id')
      .unique('review_replies_site_rating_unique')
      .references(() => siteRatings.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    language: varchar('language', { length: 2 }).$type<'en' | 'ar'>().notNull(),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('review_replies_one_target', sql`num_nonnulls(${table.reviewId}, ${table.siteRatingId}) = 1`),
    check('review_replies_language', sql`${table.language} IN ('en', 'ar')`),
  ],
);

export type ReviewReplyRow = typeof reviewReplies.$inferSelect;
