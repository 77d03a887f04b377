import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { count, desc, eq, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { DetailError, Paginated } from '../../../shared/schemas/common';
import { readErrors, writeErrors } from '../../../shared/schemas/dashboard/common';
import { PublishBody, ReviewParams, ReviewsQuery, StaffReview, type ReviewKind } from '../../../shared/schemas/dashboard/reviews';
import type { Database } from '../../db/client';
import { huts, reviews, siteRatings, users } from '../../db/schema';
import { recordAudit } from '../../lib/audit';
import { paginate, windowOf } from '../../lib/pagination';
import { actorOf, type Actor } from '../../lib/actor';
import { STAFF_SECURITY, staffRoute } from '../../lib/staffRoute';
import { updateVersioned } from '../../lib/versioned';

const PAGE_SIZE = 25;

/**
 * Moderation of guests' hut reviews and website ratings. The public reads already count only published
 * ones: hut averages and testimonials (reviews.is_published), the site's average (site_ratings.is_published).
 */
function createReviewModeration(db: Database) {
  const user = { id: users.id, full_name: users.fullName, email: users.email };

  async function hutReviews(published: boolean | undefined, page: number) {
    const where: SQL | undefined = published === undefined ? undefined : eq(reviews.isPublished, published);
    const [{ total }] = await db.select({ total: count() }).from(reviews).where(where);
    const rows = await db
      .select({ review: reviews, user, hut: { id: huts.id, title: huts.title, title_ar: huts.titleAr } })
      .from(reviews).innerJoin(users, eq(users.id, reviews.userId)).leftJoin(huts, eq(huts.id, reviews.hutId))
      .where(where).orderBy(desc(reviews.createdAt), desc(reviews.id))
      .limit(windowOf(page, PAGE_SIZE).limit).offset(windowOf(page, PAGE_SIZE).offset);
    return paginate(Number(total), page, PAGE_SIZE, rows.map(({ review, user: author, hut }) => ({
      id: review.id, kind: 'hut' as const, user: author, hut: hut?.id ? hut : null, value: review.value, content: review.content,
      is_published: review.isPublished, created_at: review.createdAt.toISOString(), version: review.version,
    })));
  }

  async function websiteRatings(published: boolean | undefined, page: number) {
    const where: SQL | undefined = published === undefined ? undefined : eq(siteRatings.isPublished, published);
    const [{ total }] = await db.select({ total: count() }).from(siteRatings).where(where);
    const rows = await db
      .select({ rating: siteRatings, user })
      .from(siteRatings).innerJoin(users, eq(users.id, siteRatings.userId))
      .where(where).orderBy(desc(siteRatings.updatedAt), desc(siteRatings.id))
      .limit(windowOf(page, PAGE_SIZE).limit).offset(windowOf(page, PAGE_SIZE).offset);
    return paginate(Number(total), page, PAGE_SIZE, rows.map(({ rating, user: author }) => ({
      id: rating.id, kind: 'website' as const, user: author, hut: null, value: rating.rating, content: rating.comment,
      is_published: rating.isPublished, created_at: rating.updatedAt.toISOString(), version: rating.version,
    })));
  }

  return {
    list: (kind: ReviewKind, published: boolean | undefined, page: number) => (kind === 'hut' ? hutReviews(published, page) : websiteRatings(published, page)),

    setPublished(kind: ReviewKind, id: number, body: PublishBody, actor: Actor) {
      return db.transaction(async (tx) => {
        const table = kind === 'hut' ? reviews : siteRatings;
        const { before, after } = await updateVersioned(tx, table, id, body.version, { isPublished: body.is_published }, actor.lang);
        await recordAudit(tx, {
          actorId: actor.id, area: 'reviews', action: body.is_published ? 'publish' : 'hide', entityType: kind === 'hut' ? 'review' : 'website-rating', entityId: id,
          before: { is_published: before.isPublished }, after: { is_published: after.isPublished },
        });
        return { id, is_published: after.isPublished, version: after.version };
      });
    },
  };
}

/** /api/dashboard/reviews/: list hut reviews or website ratings, and hide or publish each. */
export default async function reviewsDashboardRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<TypeBoxTypeProvider>();
  const moderation = createReviewModeration(app.db);
  const tags = ['dashboard: reviews'];

  routes.get('/api/dashboard/reviews/', {
    ...staffRoute(),
    schema: {
      tags, summary: 'Hut reviews (kind=hut, the default) or website ratings (kind=website), newest first; published=yes|no filters', security: STAFF_SECURITY,
      querystring: ReviewsQuery, response: { 200: Paginated(StaffReview), ...readErrors, 404: DetailError },
    },
  }, (request) => {
    const { kind = 'hut', published, page = 1 } = request.query;
    return moderation.list(kind, published === undefined ? undefined : published === 'yes', page);
  });

  routes.post('/api/dashboard/reviews/:kind/:id/publish/', {
    ...staffRoute(),
    schema: {
      tags, summary: 'Publish or hide a review or rating (hidden ones leave the averages and the testimonials)', security: STAFF_SECURITY,
      params: ReviewParams, body: PublishBody, response: { 200: Type.Object({ id: Type.Integer(), is_published: Type.Boolean(), version: Type.Integer() }), ...writeErrors },
    },
  }, (request) => moderation.setPublished(request.params.kind, request.params.id, request.body, actorOf(request)));
}
