import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { DetailError, SessionError, ValidationErrorBody } from '../../../shared/schemas/common';
import {
  AboutUs,
  AvgRate,
  ContentBlock,
  Faq,
  Partner,
  SiteReview,
  SiteReviewBody,
  SpecialAboutUs,
  Term,
  TermsTitle,
  Testimonial,
  TestimonialQuery,
} from '../../../shared/schemas/content';
import type { Clock } from '../../lib/clock';
import { createContentRepository } from './repository';
import { createReviewsRepository } from './reviewsRepository';
import { createContentService } from './service';

const list = <T extends Parameters<typeof Type.Array>[0]>(item: T, summary: string) => ({
  tags: ['content'],
  summary,
  response: { 200: Type.Array(item) },
});

/** Public content pages, plus the website rating a signed-in user can give. Paths are the contract's. */
export default async function contentRoutes(app: FastifyInstance, options: { clock: Clock }) {
  const routes = app.withTypeProvider<TypeBoxTypeProvider>();
  const content = createContentService(createContentRepository(app.db), createReviewsRepository(app.db), options.clock);

  routes.get('/api/content/faq/', { schema: list(Faq, 'Frequently asked questions, in display order') }, () => content.faq());
  routes.get('/api/content/about-us/', { schema: list(AboutUs, 'About the resort (at most one entry)') }, () => content.aboutUs());
  routes.get('/api/content/story/', { schema: list(ContentBlock, 'The resort story') }, () => content.stories());
  routes.get('/api/content/our-service/', { schema: list(ContentBlock, 'What the resort offers') }, () => content.ourServices());
  routes.get('/api/content/special-about-us/', { schema: list(SpecialAboutUs, 'What makes the resort special') }, () =>
    content.specialAboutUs(),
  );
  routes.get('/api/content/terms-condations/', { schema: list(Term, 'Terms and conditions') }, () => content.terms());
  routes.get('/partners/', { schema: list(Partner, 'Partners of the resort') }, () => content.partners());

  routes.get(
    '/api/content/terms-titles/',
    { schema: { tags: ['content'], summary: 'The heading over the terms', response: { 200: TermsTitle, 404: DetailError } } },
    () => content.termsTitle(),
  );

  routes.get(
    '/api/content/ken/avg-rate/',
    { schema: { tags: ['content'], summary: 'Average website rating (0 and 0 when nobody rated yet)', response: { 200: AvgRate } } },
    () => content.averageRating(),
  );

  routes.post(
    '/api/content/ken/review/',
    {
      schema: {
        tags: ['content'],
        summary: 'Rate the website; a second rating replaces the first (201 when created, 200 when replaced)',
        security: [{ bearerAuth: [] }],
        body: SiteReviewBody,
        response: { 200: SiteReview, 201: SiteReview, 400: ValidationErrorBody, 401: SessionError },
      },
    },
    async (request, reply) => {
      const { review, created } = await content.rateWebsite(request.user!.id, request.body);
      return reply.code(created ? 201 : 200).send(review);
    },
  );

  routes.get(
    '/api/products/testmonial/',
    {
      schema: {
        tags: ['content'],
        summary: 'Up to 6 published reviews, newest first',
        querystring: TestimonialQuery,
        response: { 200: Type.Array(Testimonial), 400: ValidationErrorBody },
      },
    },
    (request) => content.testimonials(request.query.hut),
  );
}
