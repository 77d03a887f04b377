import { and, asc, avg, count, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { aboutUs, faq, ourServices, partners, reviews, siteRatings, specialAboutUs, stories, terms, termsTitle, users } from '../../db/schema';

const iso = (value: Date) => value.toISOString();

/** The only place content tables are queried; answers are already in wire shape. */
export function createContentRepository(db: Database) {
  const blocks = (table: typeof stories | typeof ourServices) =>
    db
      .select({ id: table.id, title: table.title, title_ar: table.titleAr, description: table.description, description_ar: table.descriptionAr, image: table.image })
      .from(table)
      .orderBy(asc(table.sortOrder), asc(table.id));

  return {
    faq: () =>
      db.select({ id: faq.id, question: faq.question, question_ar: faq.questionAr, answer: faq.answer, answer_ar: faq.answerAr }).from(faq).orderBy(asc(faq.sortOrder), asc(faq.id)),

    async aboutUs() {
      const rows = await db.select().from(aboutUs).orderBy(desc(aboutUs.createdAt), desc(aboutUs.id)).limit(1);
      return rows.map((row) => ({
        about_us: row.aboutUs, about_us_ar: row.aboutUsAr, vission: row.vision, vission_ar: row.visionAr,
        mission: row.mission, mission_ar: row.missionAr, main_image: row.mainImage, vision_image: row.visionImage,
        mission_image: row.missionImage, created_at: iso(row.createdAt),
      }));
    },

    stories: () => blocks(stories),
    ourServices: () => blocks(ourServices),

    specialAboutUs: () =>
      db.select({ id: specialAboutUs.id, title: specialAboutUs.title, title_ar: specialAboutUs.titleAr, image: specialAboutUs.image }).from(specialAboutUs).orderBy(asc(specialAboutUs.sortOrder), asc(specialAboutUs.id)),

    async terms() {
      const rows = await db.select().from(terms).orderBy(asc(terms.sortOrder), asc(terms.id));
      return rows.map((row) => ({ id: row.id, title: row.title, title_ar: row.titleAr, description: row.description, description_ar: row.descriptionAr, created_at: iso(row.createdAt) }));
    },

    async termsTitle() {
      const [row] = await db.select({ id: termsTitle.id, title: termsTitle.title, title_ar: termsTitle.titleAr }).from(termsTitle).orderBy(desc(termsTitle.id)).limit(1);
      return row ?? null;
    },

    partners: () => db.select({ id: partners.id, name: partners.name, image: partners.image, url: partners.url }).from(partners).orderBy(asc(partners.sortOrder), asc(partners.id)),

    async siteRatingSummary() {
      // A rating staff hid leaves the average.
      const [row] = await db.select({ average: avg(siteRatings.rating), total: count() }).from(siteRatings).where(eq(siteRatings.isPublished, true));
      return { average: row?.average === null || row?.average === undefined ? null : Number(row.average), count: Number(row?.total ?? 0) };
    },

    /** One rating per user: the unique user_id turns a second rating into an update of the first. */
    async upsertSiteRating(userId: number, rating: number, comment: string, now: Date) {
      const [row] = await db
        .insert(siteRatings)
        .values({ userId, rating, comment, createdAt: now, updatedAt: now })
        .onConflictDoUpdate({ target: siteRatings.userId, set: { rating, comment, updatedAt: now } })
        // xmax is 0 only on a freshly inserted row version: it tells a first rating from a replacement.
        .returning({ id: siteRatings.id, rating: siteRatings.rating, comment: siteRatings.comment, createdAt: siteRatings.createdAt, updatedAt: siteRatings.updatedAt, inserted: sql<boolean>`(xmax = 0)` });
      return { review: { id: row.id, rating: row.rating, comment: row.comment, created_at: iso(row.createdAt), updated_at: iso(row.updatedAt) }, created: row.inserted };
    },

    async publishedTestimonials(limit: number, hutId?: number) {
      const rows = await db
        .select({ id: reviews.id, hut: reviews.hutId, value: reviews.value, content: reviews.content, created_at: reviews.createdAt, userId: users.id, fullName: users.fullName, avatar: users.avatar })
        .from(reviews)
        .innerJoin(users, eq(users.id, reviews.userId))
        .where(and(eq(reviews.isPublished, true), eq(users.isActive, true), hutId === undefined ? sql`true` : eq(reviews.hutId, hutId)))
        .orderBy(desc(reviews.createdAt), desc(reviews.id))
        .limit(limit);
      return rows.map((row) => ({ id: row.id, user: { id: row.userId, full_name: row.fullName, avatar: row.avatar }, hut: row.hut, value: row.value, content: row.content, created_at: iso(row.created_at) }));
    },
  };
}

export type ContentRepository = ReturnType<typeof createContentRepository>;
