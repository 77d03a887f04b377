import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { DetailError, Paginated } from '../../../../shared/schemas/common';
import { readErrors, writeErrors } from '../../../../shared/schemas/dashboard/common';
import { PublishBody, ReviewParams, ReviewsQuery, StaffReview } from '../../../../shared/schemas/dashboard/reviews';
import { actorOf } from '../../../lib/actor';
import { STAFF_SECURITY, staffRoute } from '../../../lib/staffRoute';
import { createReviewsRepository } from '../reviewsRepository';
import { createReviewsStaffService } from './reviewsStaffService';

/** /api/dashboard/reviews/: list hut reviews or website ratings, and hide or publish each. */
export default async function reviewsDashboardRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<TypeBoxTypeProvider>();
  const moderation = createReviewsStaffService(app.db, createReviewsRepository(app.db));
  const tags = ['dashboard: reviews'];

  routes.get(
    '/api/dashboard/reviews/',
    {
      ...staffRoute(),
      schema: {
        tags,
        summary: 'Hut reviews (kind=hut, the default) or website ratings (kind=website), newest first; published=yes|no filters',
        security: STAFF_SECURITY,
        querystring: ReviewsQuery,
        response: { 200: Paginated(StaffReview), ...readErrors, 404: DetailError },
      },
    },
    (request) => {
      const { kind = 'hut', published, page = 1 } = request.query;
      return moderation.list(kind, published === undefined ? undefined : published === 'yes', page);
    },
  );

  routes.post(
    '/api/dashboard/reviews/:kind/:id/publish/',
    {
      ...staffRoute(),
      schema: {
        tags,
        summary: 'Publish or hide a review or rating (hidden ones leave the averages and the testimonials)',
        security: STAFF_SECURITY,
        params: ReviewParams,
        body: PublishBody,
        response: { 200: Type.Object({ id: Type.Integer(), is_published: Type.Boolean(), version: Type.Integer() }), ...writeErrors },
      },
    },
    (request) => moderation.setPublished(request.params.kind, request.params.id, request.body, actorOf(request)),
  );
}
