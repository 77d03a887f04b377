import type { PublishBody, ReviewKind } from '../../../../shared/schemas/dashboard/reviews';
import type { Database } from '../../../db/client';
import { reviews, siteRatings } from '../../../db/schema';
import type { Actor } from '../../../lib/actor';
import { recordAudit } from '../../../lib/audit';
import { updateVersioned } from '../../../lib/versioned';
import type { ReviewsRepository } from '../reviewsRepository';

/**
 * Moderation of guests' hut reviews and website ratings. The public reads already count only published
 * ones: hut averages and testimonials (reviews.is_published), the site's average (site_ratings.is_published).
 */
export function createReviewsStaffService(db: Database, repository: ReviewsRepository) {
  return {
    list: (kind: ReviewKind, published: boolean | undefined, page: number) =>
      kind === 'hut' ? repository.hutReviews(published, page) : repository.websiteRatings(published, page),

    setPublished(kind: ReviewKind, id: number, body: PublishBody, actor: Actor) {
      return db.transaction(async (tx) => {
        const table = kind === 'hut' ? reviews : siteRatings;
        const { before, after } = await updateVersioned(tx, table, id, body.version, { isPublished: body.is_published });
        await recordAudit(tx, {
          actorId: actor.id,
          area: 'reviews',
          action: body.is_published ? 'publish' : 'hide',
          entityType: kind === 'hut' ? 'review' : 'website-rating',
          entityId: id,
          before: { is_published: before.isPublished },
          after: { is_published: after.isPublished },
        });
        return { id, is_published: after.isPublished, version: after.version };
      });
    },
  };
}
