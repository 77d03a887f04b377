import { eq, sql, type SQL } from 'drizzle-orm';
import { PAGE_SIZE_DEFAULT } from '../../../../shared/constants';
import type { ItemInput, ItemUpdate, StaffItem, StaffItemQuery } from '../../../../shared/schemas/dashboard/items';
import type { Database } from '../../../db/client';
import { kenItems } from '../../../db/schema';
import { recordAudit } from '../../../lib/audit';
import { NotFound } from '../../../lib/errors';
import { paginate, windowOf } from '../../../lib/pagination';
import { updateVersioned } from '../../../lib/versioned';
import { rows, titleFor } from '../../../db/sql';
import { takenBy } from '../../../db/bookingStatus';
import { guardCapacity, refusingBelowSold } from './capacity';
import { checkReferences } from './checks';
import type { Actor } from '../../../lib/actor';
import { escapeLike, statusCondition } from './listing';

const columns = (input: ItemInput) => ({
  hutId: input.hut_id, title: input.title, titleAr: input.title_ar, image: input.image, price: input.price, capacity: input.capacity,
  minPurchasableQuantity: input.min_purchasable_quantity, maxPurchasableQuantity: input.max_purchasable_quantity, isActive: input.is_active,
});

/** Repository: special items as staff see them, with what bookings hold of each. */
function itemsRepository(db: Database) {
  const select = (now: Date, where: SQL, tail: SQL = sql``) => rows<StaffItem & { total_count: number }>(
    db,
    sql`SELECT k.id, k.hut_id, k.title, k.title_ar, k.image, k.price::text AS price, k.capacity, k.min_purchasable_quantity, k.max_purchasable_quantity,
        k.is_active, h.title AS hut_title, h.title_ar AS hut_title_ar, ${takenBy('ken_item_id', sql`k.id`, now)} AS sold, k.version,
        count(*) OVER ()::int AS total_count
      FROM ken_items k JOIN huts h ON h.id = k.hut_id WHERE ${where} ${tail}`,
  );
  return {
    async list(query: StaffItemQuery, now: Date, page: number, size: number, lang: 'en' | 'ar') {
      const conditions: SQL[] = [statusCondition('k', query.status), sql`h.deleted_at IS NULL`];
      if (query.hut) conditions.push(sql`k.hut_id = ${query.hut}::int`);
      if (query.search?.trim()) {
        const pattern = `%${escapeLike(query.search.trim())}%`;
        conditions.push(sql`(k.title ILIKE ${pattern} OR k.title_ar ILIKE ${pattern})`);
      }
      const { limit, offset } = windowOf(page, size);
      const where = sql.join(conditions, sql` AND `);
      const found = await select(now, where, sql`ORDER BY ${titleFor('h', lang)}, ${titleFor('k', lang)}, k.id LIMIT ${limit}::int OFFSET ${offset}::int`);
      const count = found[0]?.total_count ?? (offset > 0 ? (await select(now, where)).length : 0);
      return { count, results: found.map(({ total_count: _c, ...item }) => item) };
    },
    find: async (id: number, now: Date, tx: Database = db) => {
      const [item] = await rows<StaffItem>(tx, sql`SELECT k.id, k.hut_id, k.title, k.title_ar, k.image, k.price::text AS price, k.capacity,
          k.min_purchasable_quantity, k.max_purchasable_quantity, k.is_active, h.title AS hut_title, h.title_ar AS hut_title_ar,
          ${takenBy('ken_item_id', sql`k.id`, now)} AS sold, k.version
        FROM ken_items k JOIN huts h ON h.id = k.hut_id WHERE k.id = ${id}::int`);
      return item ?? null;
    },
    insert: async (tx: Database, input: ItemInput) => (await tx.insert(kenItems).values(columns(input)).returning({ id: kenItems.id }))[0].id,
    exists: async (tx: Database, id: number) => (await tx.select({ id: kenItems.id }).from(kenItems).where(eq(kenItems.id, id))).length > 0,
  };
}

/** Special items: stock can never go below what bookings already hold. */
export function createItemsStaffService(deps: { db: Database; now: () => Date }) {
  const { db } = deps;
  const repository = itemsRepository(db);
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
      const { count, results } = await repository.list(query, deps.now(), page, size, actor?.lang ?? 'en');
      return paginate(count, page, size, results);
    },
    get: (id: number) => found(id),
    async create(input: ItemInput, actor: Actor) {
      await checkReferences(db, actor.lang, input);
      return db.transaction(async (tx) => {
        const id = await repository.insert(tx, input);
        const after = await found(id, tx);
        await audit(tx, actor, 'create', id, null, after);
        return after;
      });
    },
    async update(id: number, input: ItemUpdate, actor: Actor) {
      await checkReferences(db, actor.lang, input);
      return refusingBelowSold(actor.lang, () =>
        db.transaction(async (tx) => {
          if (!(await repository.exists(tx, id))) throw new NotFound();
          await guardCapacity(tx, 'ken_items', id, input.capacity, deps.now(), actor.lang);
          const { version, ...fields } = input;
          const { before } = await updateVersioned(tx, kenItems, id, version, columns(fields), actor.lang);
          const after = await found(id, tx);
          await audit(tx, actor, 'update', id, before, after);
          return after;
        }),
      );
    },
  };
}
