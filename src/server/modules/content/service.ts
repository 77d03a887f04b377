import type { AvgRate, SiteReviewBody } from '../../../shared/schemas/content';
import type { Clock } from '../../lib/clock';
import { NotFound } from '../../lib/errors';
import type { ContentRepository } from './repository';
import type { ReviewsRepository } from './reviewsRepository';

export const TESTIMONIAL_LIMIT = 6;

/** Rules of the content pages; the repository only fetches. */
export function createContentService(repository: ContentRepository, reviews: ReviewsRepository, clock: Clock) {
  return {
    faq: repository.faq,
    aboutUs: repository.aboutUs,
    stories: repository.stories,
    ourServices: repository.ourServices,
    specialAboutUs: repository.specialAboutUs,
    terms: repository.terms,
    partners: repository.partners,

    async termsTitle() {
      const title = await repository.termsTitle();
      if (!title) throw new NotFound('No terms title has been published yet.');
      return title;
    },

    async averageRating(): Promise<AvgRate> {
      const { average, count } = await reviews.siteRatingSummary();
      return { avg_rate: average === null ? 0 : Math.round(average * 10) / 10, count };
    },

    rateWebsite(userId: number, body: SiteReviewBody) {
      return reviews.upsertSiteRating(userId, body.rating, body.comment?.trim() ?? '', clock.now());
    },

    testimonials: (hutId?: number) => reviews.publishedTestimonials(TESTIMONIAL_LIMIT, hutId),
  };
}
