import type { Actor } from '../../../lib/actor';
import type { HutInput, HutUpdate, StaffHutQuery } from '../../../../shared/schemas/dashboard/huts';
import { PAGE_SIZE_DEFAULT } from '../../../../shared/constants';
import type { Database } from '../../../db/client';
import { hutImages, huts } from '../../../db/schema';
import { recordAudit } from '../../../lib/audit';
import { Conflict, NotFound, text } from '../../../lib/errors';
import { paginate, windowOf } from '../../../lib/pagination';
import { claimVersion, updateVersioned } from '../../../lib/versioned';
import { createHutsRepository, hutColumns } from '../hutsRepository';
import { createPicturesService } from './pictures';

/** Staff rules for huts and their pictures (`pictures.ts`): one transaction and one audit row per write. */
export function createHutsStaffService(deps: { db: Database; uploadsDir: string; now: () => Date }) {
  const { db } = deps;
  const repository = createHutsRepository(db);
  const audit = (tx: Database, actor: Actor, action: string, entityId: number, before: unknown, after: unknown, entityType = 'hut') =>
    recordAudit(tx, { actorId: actor.id, area: 'huts', action, entityType, entityId, before, after, at: deps.now() });

  async function found(id: number, tx: Database = db) {
    const hut = await repository.find(id, tx);
    if (!hut) throw new NotFound();
    return hut;
  }
  const pictures = createPicturesService(
    deps,
    { table: 'huts', cover: 'main_image', pictures: hutImages, area: 'huts', entityType: 'hut_image' },
    found,
  );

  return {
    async list(query: StaffHutQuery, lang: 'en' | 'ar') {
      const page = query.page ?? 1;
      const size = query.page_size ?? PAGE_SIZE_DEFAULT;
      const { count, results } = await repository.staffList(query, windowOf(page, size), lang);
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
        await updateVersioned(tx, huts, id, version, hutColumns(fields));
        await repository.replaceChildren(tx, id, fields);
        const after = await found(id, tx);
        await audit(tx, actor, 'update', id, before, after);
        return after;
      }),

    /** Only a hut nobody ever booked is removed (soft: its reviews and history stay); others are deactivated. */
    remove: (id: number, version: number, actor: Actor) =>
      db.transaction(async (tx) => {
        const before = await found(id, tx);
        await claimVersion(tx, huts, id, version);
        const bookings = await repository.bookingsOf(tx, id);
        if (bookings > 0) throw new Conflict(text('catalogueStaff.hutHasBookings', { count: bookings }));
        await repository.softDelete(tx, id, deps.now());
        await audit(tx, actor, 'delete', id, before, null);
      }),

    ...pictures,
  };
}

export type HutsStaffService = ReturnType<typeof createHutsStaffService>;
