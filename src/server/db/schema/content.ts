import { index, integer, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';

/** The resort's editable pages. Bilingual pairs are two columns; an empty `_ar` falls back on the client. */
const createdAt = timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
/** Optimistic concurrency for staff edits (src/server/lib/versioned.ts): starts at 1, every edit bumps it. */
const version = integer('version').notNull().default(1);

export const faq = pgTable(
  'faq',
  {
    id: serial('id').primaryKey(),
    question: text('question').notNull(),
    questionAr: text('question_ar').notNull().default(''),
    answer: text('answer').notNull(),
    answerAr: text('answer_ar').notNull().default(''),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt,
    version,
  },
  (table) => [index('faq_sort_idx').on(table.sortOrder, table.id)],
);

export const aboutUs = pgTable('about_us', {
  id: serial('id').primaryKey(),
  aboutUs: text('about_us').notNull(),
  aboutUsAr: text('about_us_ar').notNull().default(''),
  vision: text('vision').notNull(),
  visionAr: text('vision_ar').notNull().default(''),
  mission: text('mission').notNull(),
  missionAr: text('mission_ar').notNull().default(''),
  mainImage: text('main_image'),
  visionImage: text('vision_image'),
  missionImage: text('mission_image'),
  createdAt,
  version,
});

const block = () => ({
  id: serial('id').primaryKey(),
  title: varchar('title', { length: 200 }).notNull(),
  titleAr: varchar('title_ar', { length: 200 }).notNull().default(''),
  description: text('description').notNull().default(''),
  descriptionAr: text('description_ar').notNull().default(''),
  image: text('image'),
  sortOrder: integer('sort_order').notNull().default(0),
  createdAt,
  version,
});

export const stories = pgTable('stories', block(), (table) => [index('stories_sort_idx').on(table.sortOrder, table.id)]);
export const ourServices = pgTable('our_services', block(), (table) => [index('our_services_sort_idx').on(table.sortOrder, table.id)]);

export const specialAboutUs = pgTable(
  'special_about_us',
  {
    id: serial('id').primaryKey(),
    title: varchar('title', { length: 200 }).notNull(),
    titleAr: varchar('title_ar', { length: 200 }).notNull().default(''),
    image: text('image'),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt,
    version,
  },
  (table) => [index('special_about_us_sort_idx').on(table.sortOrder, table.id)],
);

export const terms = pgTable(
  'terms',
  {
    id: serial('id').primaryKey(),
    title: varchar('title', { length: 200 }).notNull(),
    titleAr: varchar('title_ar', { length: 200 }).notNull().default(''),
    description: text('description').notNull(),
    descriptionAr: text('description_ar').notNull().default(''),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt,
    version,
  },
  (table) => [index('terms_sort_idx').on(table.sortOrder, table.id)],
);

export const termsTitle = pgTable('terms_title', {
  id: serial('id').primaryKey(),
  title: varchar('title', { length: 200 }).notNull(),
  titleAr: varchar('title_ar', { length: 200 }).notNull().default(''),
  createdAt,
  version,
});

export const partners = pgTable(
  'partners',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 150 }).notNull(),
    image: text('image'),
    url: text('url'),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt,
    version,
  },
  (table) => [index('partners_sort_idx').on(table.sortOrder, table.id)],
);
