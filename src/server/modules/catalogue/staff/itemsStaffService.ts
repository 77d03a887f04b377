import { PAGE_SIZE_DEFAULT } from '../../../../shared/constants';
import type { ItemInput, ItemUpdate, StaffItemQuery } from '../../../../shared/schemas/dashboard/items';
import type { Database } from '../../../db/client';
import { kenItems } from '../../../db/schema';
import { recordAudit } from '../../../lib/audit';
import { NotFound } from '../../../lib/errors';
import { paginate } from '../../../lib/pagination';
import { updateVersioned } from '../../../lib/versioned';
import { createItemsRepository, itemColumns } from '../itemsRepository';
import { guardCapacity, refusingBelowSold } from './capacity';
import { checkReferences } from './checks';
import type { Actor } from '../../../lib/actor';

/** Special items: stock can never go below what bookings already hold. */
export function createItemsStaffService(deps: { db: Database; now: () => Date }) {
  const { db } = deps;
  const repository = createItemsRepository(db);
  const audit = (tx: Database, actor: Actor, action: string, id: number, before: unknown, after: unknown) =>
    recordAudit(tx, { actorId: actor.id, area: 'items', action, entityType: 'ken_item', entityId: id, before, after, at: deps.now() });
  const found = async (id: number, tx: Database = db) => {
    const item = await repository.find(id, deps.now(), tx);
    if (!item) throw new NotFound();
    return item;
  };

  return {
    async list(query: StaffItemQuery, actor?: Actor) {
      const page = query.page ?? 1;
      const size = query.page_size ?? PAGE_SIZE_DEFAULT;
      const { count, results } = await repository.staffList(query, deps.now(), page, size, actor?.lang ?? 'en');
      return paginate(count, page, size, results);
    },
    get: (id: number) => found(id),
    async create(input: ItemInput, actor: Actor) {
      await checkReferences(db, input);
      return db.transaction(async (tx) => {
        const id = await repository.insert(tx, input);
        const after = await found(id, tx);
        await audit(tx, actor, 'create', id, null, after);
        return after;
      });
    },
    async update(id: number, input: ItemUpdate, actor: Actor) {
      await checkReferences(db, input);
      return refusingBelowSold(() =>
        db.transaction(async (tx) => {
          if (!(await repository.exists(tx, id))) throw new NotFound();
          await guardCapacity(tx, 'ken_items', id, input.capacity, deps.now());
          const { version, ...fields } = input;
          const { before } = await updateVersioned(tx, kenItems, id, version, itemColumns(fields));
          const after = await found(id, tx);
          await audit(tx, actor, 'update', id, before, after);
          return after;
        }),
      );
    },
  };
}
