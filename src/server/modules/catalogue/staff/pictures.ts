import { asc, eq, sql } from 'drizzle-orm';
import { unlink } from 'node:fs/promises';
import path from 'node:path';
import type { Database } from '../../../db/client';
import type { hutImages } from '../../../db/schema';
import { type AuditArea, recordAudit } from '../../../lib/audit';
import { storeCatalogueImage } from '../../../lib/catalogueImages';
import { NotFound, text, ValidationFailed } from '../../../lib/errors';
import { Stale } from '../../../lib/versioned';
import { rows } from '../../../db/sql';
import type { Actor } from '../../../lib/actor';

/** Every pictures table has this shape (`picturesOf` in the schema). */
export type PicturesTable = typeof hutImages;

/** What owns the pictures: its table (with `deleted_at`), the column holding its cover, and where its pictures live. */
export interface PictureOwner {
  table: 'huts' | 'events' | 'services';
  cover: 'main_image' | 'image';
  pictures: PicturesTable;
  /** Audit area and entity type of one picture (e.g. 'huts', 'hut_image'). */
  area: AuditArea;
  entityType: string;
}

/**
 * Pictures of a hut, an event or a service for staff: upload (re-encoded to WebP sizes), reorder, choose
 * the cover, remove. Each write locks the owner's row, so writes to one owner's pictures apply one at a
 * time, and answers the owner as `found` reads it, in the same transaction.
 */
export function createPicturesService<T>(
  deps: { db: Database; uploadsDir: string; now: () => Date },
  owner: PictureOwner,
  found: (id: number, tx: Database) => Promise<T>,
) {
  const { db } = deps;
  const { pictures } = owner;
  const audit = (tx: Database, actor: Actor, action: string, entityType: string, entityId: number, before: unknown, after: unknown) =>
    recordAudit(tx, { actorId: actor.id, area: owner.area, action, entityType, entityId, before, after, at: deps.now() });

  /** A supplier (`actor.ownerId`) locks only their own event or service; another's is 404. */
  async function lock(tx: Database, id: number, actor: Actor) {
    const mine = actor.ownerId === undefined ? sql`true` : sql`user_id = ${actor.ownerId}::int`;
    const [row] = await rows<{ cover: string | null }>(
      tx,
      sql`SELECT ${sql.identifier(owner.cover)} AS cover FROM ${sql.identifier(owner.table)}
      WHERE id = ${id}::int AND deleted_at IS NULL AND ${mine} FOR UPDATE`,
    );
    if (!row) throw new NotFound();
    return row;
  }
  const list = (tx: Database, id: number) =>
    tx.select().from(pictures).where(eq(pictures.ownerId, id)).orderBy(asc(pictures.sortOrder), asc(pictures.id));
  const setCover = (tx: Database, id: number, image: string | null) =>
    tx.execute(sql`UPDATE ${sql.identifier(owner.table)} SET ${sql.identifier(owner.cover)} = ${image} WHERE id = ${id}::int`);

  return {
    async addImage(id: number, file: { buffer: Buffer } | undefined, actor: Actor) {
      if (!file) throw new ValidationFailed({ image: [text('catalogueStaff.imageMissing')] });
      const stored = await storeCatalogueImage(file.buffer, deps.uploadsDir);
      if (!stored) throw new ValidationFailed({ image: [text('upload.badImage')] });
      return db.transaction(async (tx) => {
        const { cover } = await lock(tx, id, actor);
        const [{ next }] = await rows<{ next: number }>(
          tx,
          sql`SELECT coalesce(max(sort_order) + 1, 0)::int AS next FROM ${pictures} WHERE ${pictures.ownerId} = ${id}::int`,
        );
        const [image] = await tx
          .insert(pictures)
          .values({ ownerId: id, ...stored, sortOrder: next })
          .returning();
        // The first picture becomes the cover, so a new card never shows an empty frame.
        if (!cover) await setCover(tx, id, stored.image);
        await audit(tx, actor, 'upload', owner.entityType, image.id, null, image);
        return found(id, tx);
      });
    },

    /** `ids` must be exactly the owner's pictures: a list read before someone else added or removed one is stale. */
    reorderImages: (id: number, ids: number[], actor: Actor) =>
      db.transaction(async (tx) => {
        await lock(tx, id, actor);
        const before = await list(tx, id);
        const current = before.map((image) => image.id).sort((a, b) => a - b);
        if (new Set(ids).size !== ids.length || [...ids].sort((a, b) => a - b).join() !== current.join()) throw new Stale();
        for (const [index, imageId] of ids.entries()) await tx.update(pictures).set({ sortOrder: index }).where(eq(pictures.id, imageId));
        await audit(
          tx,
          actor,
          'reorder',
          owner.table.replace(/s$/, ''),
          id,
          before.map((image) => image.id),
          ids,
        );
        return found(id, tx);
      }),

    chooseCover: (id: number, imageId: number, actor: Actor) =>
      db.transaction(async (tx) => {
        const { cover } = await lock(tx, id, actor);
        const image = (await list(tx, id)).find((row) => row.id === imageId);
        if (!image) throw new NotFound();
        await setCover(tx, id, image.image);
        await audit(tx, actor, 'cover', owner.table.replace(/s$/, ''), id, { [owner.cover]: cover }, { [owner.cover]: image.image });
        return found(id, tx);
      }),

    async removeImage(id: number, imageId: number, actor: Actor) {
      const { answer, removed } = await db.transaction(async (tx) => {
        const { cover } = await lock(tx, id, actor);
        const images = await list(tx, id);
        const image = images.find((row) => row.id === imageId);
        if (!image) throw new NotFound();
        await tx.delete(pictures).where(eq(pictures.id, imageId));
        if (cover === image.image) await setCover(tx, id, images.find((row) => row.id !== imageId)?.image ?? null);
        await audit(tx, actor, 'delete', owner.entityType, imageId, image, null);
        return { answer: await found(id, tx), removed: image };
      });
      // Files go only after the commit: a rolled-back removal must still find its picture.
      await Promise.all(
        removed.variants.map((variant) =>
          unlink(path.join(deps.uploadsDir, variant.url.replace(/^\/uploads\//, ''))).catch(() => undefined),
        ),
      );
      return answer;
    },
  };
}
