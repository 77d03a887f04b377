import { eq } from 'drizzle-orm';
import type { ReplyBody, ReplyEditBody, ReviewKind, StaffReply } from '../../../../shared/schemas/dashboard/reviews';
import type { Database } from '../../../db/client';
import { reviewReplies, reviews, siteRatings, type ReviewReplyRow } from '../../../db/schema';
import type { Actor } from '../../../lib/actor';
import { recordAudit } from '../../../lib/audit';
import type { Clock } from '../../../lib/clock';
import { Conflict, NotFound, text, ValidationFailed } from '../../../lib/errors';
import { isUniqueViolation } from '../../../lib/pgErrors';
import { updateVersioned } from '../../../lib/versioned';

const entityType = (kind: ReviewKind) => (kind === 'hut' ? 'review' : 'website-rating');
const targetColumn = (kind: ReviewKind) => (kind === 'hut' ? reviewReplies.reviewId : reviewReplies.siteRatingId);

const replyOut = (row: ReviewReplyRow): StaffReply => ({
  text: row.text,
  language: row.language,
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
  version: row.version,
});

function cleanedText(body: ReplyBody) {
  const words = body.text.trim();
  if (!words) throw new ValidationFailed({ text: [text('validation.required')] });
  return words;
}

/**
 * The resort's one reply to a guest's hut review or website rating (issue 26 §3). One per review: the
 * unique target column is the last word, its violation a 409 like the friendly check before it. Every
 * write is audited with the reply before and after.
 */
export function createReviewRepliesStaffService(db: Database, clock: Clock) {
  async function targetExists(tx: Database, kind: ReviewKind, id: number) {
    const table = kind === 'hut' ? reviews : siteRatings;
    const [row] = await tx.select({ id: table.id }).from(table).where(eq(table.id, id));
    return row !== undefined;
  }

  return {
    async create(kind: ReviewKind, id: number, body: ReplyBody, actor: Actor): Promise<StaffReply> {
      const words = cleanedText(body);
      const exists = new Conflict(text('reviews.replyExists'), { code: 'reply_exists' });
      try {
        return await db.transaction(async (tx) => {
          if (!(await targetExists(tx, kind, id))) throw new NotFound();
          const [already] = await tx
            .select({ id: reviewReplies.id })
            .from(reviewReplies)
            .where(eq(targetColumn(kind), id));
          if (already) throw exists;
          const now = clock.now();
          const [row] = await tx
            .insert(reviewReplies)
            .values({
              ...(kind === 'hut' ? { reviewId: id } : { siteRatingId: id }),
              text: words,
              language: body.language,
              authorId: actor.id,
              createdAt: now,
              updatedAt: now,
            })
            .returning();
          await recordAudit(tx, {
            actorId: actor.id,
            area: 'reviews',
            action: 'reply',
            entityType: entityType(kind),
            entityId: id,
            before: null,
            after: { text: row.text, language: row.language },
            at: now,
          });
          return replyOut(row);
        });
      } catch (error) {
        // Two staff replying at once: the second insert meets the unique target.
        if (isUniqueViolation(error)) throw exists;
        throw error;
      }
    },

    edit(kind: ReviewKind, id: number, body: ReplyEditBody, actor: Actor): Promise<StaffReply> {
      const words = cleanedText(body);
      return db.transaction(async (tx) => {
        const [reply] = await tx
          .select({ id: reviewReplies.id })
          .from(reviewReplies)
          .where(eq(targetColumn(kind), id));
        if (!reply) throw new NotFound(text('reviews.noReply'));
        const now = clock.now();
        const { before, after } = await updateVersioned(tx, reviewReplies, reply.id, body.version, {
          text: words,
          language: body.language,
          authorId: actor.id,
          updatedAt: now,
        });
        await recordAudit(tx, {
          actorId: actor.id,
          area: 'reviews',
          action: 'reply_edit',
          entityType: entityType(kind),
          entityId: id,
          before: { text: before.text, language: before.language },
          after: { text: after.text, language: after.language },
          at: now,
        });
        return replyOut(after);
      });
    },
  };
}
