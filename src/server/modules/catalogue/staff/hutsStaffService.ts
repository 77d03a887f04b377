import { unlink } from 'node:fs/promises';
import path from 'node:path';
import type { Language } from '../../../../shared/constants';
import type { HutInput, HutUpdate, StaffHutQuery } from '../../../../shared/schemas/dashboard/huts';
import { PAGE_SIZE_DEFAULT } from '../../../../shared/constants';
import type { Database } from '../../../db/client';
import { huts } from '../../../db/schema';
import { recordAudit } from '../../../lib/audit';
import { storeCatalogueImage } from '../../../lib/catalogueImages';
import { Conflict, NotFound, ValidationFailed } from '../../../lib/errors';
import { t } from '../../../lib/i18n';
import { paginate, windowOf } from '../../../lib/pagination';
import { claimVersion, Stale, updateVersioned } from '../../../lib/versioned';
import { createHutsStaffRepository, hutColumns } from './hutsStaffRepository';

export interface Actor {
  id: number;
  lang: Language;
}

/** Staff rules for huts and their pictures: one transaction and one audit row per write. */
export function createHutsStaffService(deps: { db: Database; uploadsDir: string; now: () => Date }) {
  const { db } = deps;
  const repository = createHutsStaffRepository(db);
  const audit = (tx: Database, actor: Actor, action: string, entityId: number, before: unknown, after: unknown, entityType = 'hut') =>
    recordAudit(tx, { actorId: actor.id, area: 'huts', action, entityType, entityId, before, after, at: deps.now() });

  async function found(id: number, tx: Database = db) {
    const hut = await repository.find(id, tx);
    if (!hut) throw new NotFound();
    return hut;
  }

  return {
    async list(query: StaffHutQuery) {
      const page = query.page ?? 1;
      const size = query.page_size ?? PAGE_SIZE_DEFAULT;
      const { count, results } = await repository.list(query, windowOf(page, size));
      return paginate(count, page, size, results);
    },

    get: (id: number) => found(id),

    create: (input: HutInput, actor: Actor) =>
      db.transaction(async (tx) => {
        const id = await repository.insert(tx, input);
        await repository.replaceChildren(tx, id, input);
        const after = await found(id, tx);
        await audit(tx, actor, 'create', id, null, after);
        return after;
      }),

    update: (id: number, input: HutUpdate, actor: Actor) =>
      db.transaction(async (tx) => {
        const before = await found(id, tx);
        const { version, ...fields } = input;
        await updateVersioned(tx, huts, id, version, hutColumns(fields), actor.lang);
        await repository.replaceChildren(tx, id, fields);
        const after = await found(id, tx);
        await audit(tx, actor, 'update', id, before, after);
        return after;
      }),

    /** Only a hut nobody ever booked is removed (soft: its reviews and history stay); others are deactivated. */
    remove: (id: number, version: number, actor: Actor) =>
      db.transaction(async (tx) => {
        const before = await found(id, tx);
        await claimVersion(tx, huts, id, version, actor.lang);
        const bookings = await repository.bookingsOf(tx, id);
        if (bookings > 0) throw new Conflict(t(actor.lang, 'catalogueStaff.hutHasBookings', { count: bookings }));
        await repository.softDelete(tx, id, deps.now());
        await audit(tx, actor, 'delete', id, before, null);
      }),

    async addImage(id: number, file: { buffer: Buffer } | undefined, actor: Actor) {
      if (!file) throw new ValidationFailed({ image: [t(actor.lang, 'catalogueStaff.imageMissing')] });
      const stored = await storeCatalogueImage(file.buffer, deps.uploadsDir);
      if (!stored) throw new ValidationFailed({ image: [t(actor.lang, 'upload.badImage')] });
      return db.transaction(async (tx) => {
        const hut = await repository.lock(tx, id);
        if (!hut) throw new NotFound();
        const image = await repository.addImage(tx, id, stored);
        // The first picture of a hut becomes its cover, so a new hut never shows an empty card.
        if (!hut.mainImage) await repository.setCover(tx, id, stored.image);
        await audit(tx, actor, 'upload', image.id, null, image, 'hut_image');
        return found(id, tx);
      });
    },

    /** `ids` must be exactly the hut's images: a list read before someone else added or removed one is stale. */
    reorderImages: (id: number, ids: number[], actor: Actor) =>
      db.transaction(async (tx) => {
        if (!(await repository.lock(tx, id))) throw new NotFound();
        const before = await repository.images(tx, id);
        const current = before.map((image) => image.id).sort((a, b) => a - b);
        if (new Set(ids).size !== ids.length || [...ids].sort((a, b) => a - b).join() !== current.join()) throw new Stale(actor.lang);
        await repository.orderImages(tx, ids);
        await audit(tx, actor, 'reorder', id, before.map((image) => image.id), ids);
        return found(id, tx);
      }),

    chooseCover: (id: number, imageId: number, actor: Actor) =>
      db.transaction(async (tx) => {
        const hut = await repository.lock(tx, id);
        const image = hut && (await repository.images(tx, id)).find((row) => row.id === imageId);
        if (!hut || !image) throw new NotFound();
        await repository.setCover(tx, id, image.image);
        await audit(tx, actor, 'cover', id, { main_image: hut.mainImage }, { main_image: image.image });
        return found(id, tx);
      }),

    async removeImage(id: number, imageId: number, actor: Actor) {
      const { hut, removed } = await db.transaction(async (tx) => {
        const locked = await repository.lock(tx, id);
        const images = locked ? await repository.images(tx, id) : [];
        const image = images.find((row) => row.id === imageId);
        if (!locked || !image) throw new NotFound();
        await repository.deleteImage(tx, imageId);
        if (locked.mainImage === image.image) await repository.setCover(tx, id, images.find((row) => row.id !== imageId)?.image ?? null);
        await audit(tx, actor, 'delete', imageId, image, null, 'hut_image');
        return { hut: await found(id, tx), removed: image };
      });
      // Files go only after the commit: a rolled-back removal must still find its picture.
      await Promise.all(removed.variants.map((variant) => unlink(path.join(deps.uploadsDir, variant.url.replace(/^\/uploads\//, ''))).catch(() => undefined)));
      return hut;
    },
  };
}

export type HutsStaffService = ReturnType<typeof createHutsStaffService>;
