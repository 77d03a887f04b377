import { and, avg, count, desc, eq, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { huts, reviewReplies, reviews, siteRatings, users, type ReviewReplyRow } from '../../db/schema';
import { paginate, windowOf } from '../../lib/pagination';

const iso = (value: Date) => value.toISOString();
const PAGE_SIZE = 25;

/** The reply as guests read it (null when the resort has not replied). */
export const publicReply = (reply: ReviewReplyRow | null) =>
  reply ? { text: reply.text, language: reply.language, created_at: iso(reply.createdAt), updated_at: iso(reply.updatedAt) } : null;

/** The reply as staff edit it: with the version an edit sends back. */
const staffReply = (reply: ReviewReplyRow | null) => (reply ? { ...publicReply(reply)!, version: reply.version } : null);

/**
 * The only place guests' hut reviews and website ratings are queried: the public average, rating and
 * testimonials (published ones only) and the back office's moderation pages (staff/reviewsStaffService.ts).
 */
export function createReviewsRepository(db: Database) {
  const user = { id: users.id, full_name: users.fullName, email: users.email };

  return {
    async siteRatingSummary() {
      // A rating staff hid leaves the average.
      const [row] = await db
        .select({ average: avg(siteRatings.rating), total: count() })
        .from(siteRatings)
        .where(eq(siteRatings.isPublished, true));
      return { average: row?.average === null || row?.average === undefined ? null : Number(row.average), count: Number(row?.total ?? 0) };
    },

    /** One rating per user: the unique user_id turns a second rating into an update of the first. */
    async upsertSiteRating(userId: number, rating: number, comment: string, now: Date) {
      const [row] = await db
        .insert(siteRatings)
        .values({ userId, rating, comment, createdAt: now, updatedAt: now })
        .onConflictDoUpdate({ target: siteRatings.userId, set: { rating, comment, updatedAt: now } })
        // xmax is 0 only on a freshly inserted row version: it tells a first rating from a replacement.
        .returning({
          id: siteRatings.id,
          rating: siteRatings.rating,
          comment: siteRatings.comment,
          createdAt: siteRatings.createdAt,
          updatedAt: siteRatings.updatedAt,
          inserted: sql<boolean>`(xmax = 0)`,
        });
      const [reply] = await db.select().from(reviewReplies).where(eq(reviewReplies.siteRatingId, row.id));
      return {
        review: {
          id: row.id,
          rating: row.rating,
          comment: row.comment,
          created_at: iso(row.createdAt),
          updated_at: iso(row.updatedAt),
          reply: publicReply(reply ?? null),
        },
        created: row.inserted,
      };
    },

    async publishedTestimonials(limit: number, hutId?: number) {
      const rows = await db
        .select({
          id: reviews.id,
          hut: reviews.hutId,
          value: reviews.value,
          content: reviews.content,
          created_at: reviews.createdAt,
          userId: users.id,
          fullName: users.fullName,
          avatar: users.avatar,
          reply: reviewReplies,
        })
        .from(reviews)
        .innerJoin(users, eq(users.id, reviews.userId))
        .leftJoin(reviewReplies, eq(reviewReplies.reviewId, reviews.id))
        .where(
          and(
            eq(reviews.isPublished, true),
            or(eq(users.isActive, true), isNotNull(users.deletedAt)),
            hutId === undefined ? sql`true` : eq(reviews.hutId, hutId),
          ),
        )
        .orderBy(desc(reviews.createdAt), desc(reviews.id))
        .limit(limit);
      return rows.map((row) => ({
        id: row.id,
        user: { id: row.userId, full_name: row.fullName, avatar: row.avatar },
        hut: row.hut,
        value: row.value,
        content: row.content,
        created_at: iso(row.created_at),
        reply: publicReply(row.reply),
      }));
    },

    /** Staff moderation: one page of hut reviews, newest first, with author and hut. */
    async hutReviews(published: boolean | undefined, page: number) {
      const where: SQL | undefined = published === undefined ? undefined : eq(reviews.isPublished, published);
      const [{ total }] = await db.select({ total: count() }).from(reviews).where(where);
      const rows = await db
        .select({ review: reviews, user, hut: { id: huts.id, title: huts.title, title_ar: huts.titleAr }, reply: reviewReplies })
        .from(reviews)
        .innerJoin(users, eq(users.id, reviews.userId))
        .leftJoin(huts, eq(huts.id, reviews.hutId))
        .leftJoin(reviewReplies, eq(reviewReplies.reviewId, reviews.id))
        .where(where)
        .orderBy(desc(reviews.createdAt), desc(reviews.id))
        .limit(windowOf(page, PAGE_SIZE).limit)
        .offset(windowOf(page, PAGE_SIZE).offset);
      return paginate(
        Number(total),
        page,
        PAGE_SIZE,
        rows.map(({ review, user: author, hut, reply }) => ({
          id: review.id,
          kind: 'hut' as const,
          user: author,
          hut: hut?.id ? hut : null,
          value: review.value,
          content: review.content,
          is_published: review.isPublished,
          created_at: review.createdAt.toISOString(),
          version: review.version,
          reply: staffReply(reply),
        })),
      );
    },

    /** Staff moderation: one page of website ratings, newest first. */
    async websiteRatings(published: boolean | undefined, page: number) {
      const where: SQL | undefined = published === undefined ? undefined : eq(siteRatings.isPublished, published);
      const [{ total }] = await db.select({ total: count() }).from(siteRatings).where(where);
      const rows = await db
        .select({ rating: siteRatings, user, reply: reviewReplies })
        .from(siteRatings)
        .innerJoin(users, eq(users.id, siteRatings.userId))
        .leftJoin(reviewReplies, eq(reviewReplies.siteRatingId, siteRatings.id))
        .where(where)
        .orderBy(desc(siteRatings.updatedAt), desc(siteRatings.id))
        .limit(windowOf(page, PAGE_SIZE).limit)
        .offset(windowOf(page, PAGE_SIZE).offset);
      return paginate(
        Number(total),
        page,
        PAGE_SIZE,
        rows.map(({ rating, user: author, reply }) => ({
          id: rating.id,
          kind: 'website' as const,
          user: author,
          hut: null,
          value: rating.rating,
          content: rating.comment,
          is_published: rating.isPublished,
          created_at: rating.updatedAt.toISOString(),
          version: rating.version,
          reply: staffReply(reply),
        })),
      );
    },
  };
}

export type ReviewsRepository = ReturnType<typeof createReviewsRepository>;
