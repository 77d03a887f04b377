import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { DetailError, Paginated } from '../../../../shared/schemas/common';
import { readErrors, writeErrors } from '../../../../shared/schemas/dashboard/common';
import {
  PublishBody,
  ReplyBody,
  ReplyEditBody,
  ReviewParams,
  ReviewsQuery,
  StaffReply,
  StaffReview,
} from '../../../../shared/schemas/dashboard/reviews';
import { actorOf } from '../../../lib/actor';
import type { Clock } from '../../../lib/clock';
import { STAFF_SECURITY, staffRoute, staffJob } from '../../../lib/staffRoute';
import { createReviewsRepository } from '../reviewsRepository';
import { createReviewRepliesStaffService } from './reviewRepliesStaffService';
import { createReviewsStaffService } from './reviewsStaffService';

/** /api/dashboard/reviews/: list hut reviews or website ratings, hide or publish each, and reply once to each. */
export default async function reviewsDashboardRoutes(app: FastifyInstance, options: { clock: Clock }) {
  staffJob(app, 'content');
  const routes = app.withTypeProvider<TypeBoxTypeProvider>();
  const moderation = createReviewsStaffService(app.db, createReviewsRepository(app.db));
  const replies = createReviewRepliesStaffService(app.db, options.clock);
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

  routes.post(
    '/api/dashboard/reviews/:kind/:id/reply/',
    {
      ...staffRoute(),
      schema: {
        tags,
        summary: "The resort's one reply to a review or rating, in the language it is written in (409 when it already has one)",
        security: STAFF_SECURITY,
        params: ReviewParams,
        body: ReplyBody,
        response: { 201: StaffReply, ...writeErrors },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await replies.create(request.params.kind, request.params.id, request.body, actorOf(request))),
  );

  routes.put(
    '/api/dashboard/reviews/:kind/:id/reply/',
    {
      ...staffRoute(),
      schema: {
        tags,
        summary: "Edit the resort's reply (sends back the version it read; 409 stale when someone else edited it)",
        security: STAFF_SECURITY,
        params: ReviewParams,
        body: ReplyEditBody,
        response: { 200: StaffReply, ...writeErrors },
      },
    },
    (request) => replies.edit(request.params.kind, request.params.id, request.body, actorOf(request)),
  );
}
