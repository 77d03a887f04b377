import { eq, sql, type SQL } from 'drizzle-orm';
import type { KenItem } from '../../../shared/schemas/catalogue';
import type { ItemInput, StaffItem, StaffItemQuery } from '../../../shared/schemas/dashboard/items';
import type { Database } from '../../db/client';
import { kenItems } from '../../db/schema';
import { takenBy } from '../../db/bookingStatus';
import { containing, rows, statusCondition, titleFor, type Window } from '../../db/sql';
import { windowOf } from '../../lib/pagination';
import { withoutCount, type Counted } from './hutsRepository';

export const itemColumns = (input: ItemInput) => ({
  hutId: input.hut_id,
  title: input.title,
  titleAr: input.title_ar,
  image: input.image,
  price: input.price,
  capacity: input.capacity,
  minPurchasableQuantity: input.min_purchasable_quantity,
  maxPurchasableQuantity: input.max_purchasable_quantity,
  isActive: input.is_active,
});

/**
 * The one repository of special items (ken_items): a live hut's active items for guests, and every item as
 * staff see it, with what bookings hold of each.
 */
export function createItemsRepository(db: Database) {
  const select = (now: Date, where: SQL, tail: SQL = sql``) =>
    rows<StaffItem & { total_count: number }>(
      db,
      sql`SELECT k.id, k.hut_id, k.title, k.title_ar, k.image, k.price::text AS price, k.capacity, k.min_purchasable_quantity, k.max_purchasable_quantity,
        k.is_active, h.title AS hut_title, h.title_ar AS hut_title_ar, ${takenBy('ken_item_id', sql`k.id`, now)} AS sold, k.version,
        count(*) OVER ()::int AS total_count
      FROM ken_items k JOIN huts h ON h.id = k.hut_id WHERE ${where} ${tail}`,
    );
  return {
    /** Active special items of a hut; `search` matches either language, its wildcards taken literally. */
    async kenItems(hutId: number, search: string | undefined, window: Window) {
      const conditions: SQL[] = [sql`k.hut_id = ${hutId}::int`, sql`k.is_active`];
      if (search) {
        const pattern = containing(search);
        conditions.push(sql`(k.title ILIKE ${pattern} OR k.title_ar ILIKE ${pattern})`);
      }
      const found = await rows<Counted<KenItem>>(
        db,
        sql`SELECT k.id, k.title, k.title_ar, k.image, k.price::text AS price, k.capacity,
              k.min_purchasable_quantity, k.max_purchasable_quantity, count(*) OVER ()::int AS total_count
            FROM ken_items k WHERE ${sql.join(conditions, sql` AND `)} ORDER BY k.id
            LIMIT ${window.limit}::int OFFSET ${window.offset}::int`,
      );
      if (found.length > 0 || window.offset === 0) return { count: found[0]?.total_count ?? 0, results: found.map(withoutCount) };
      const [{ n }] = await rows<{ n: number }>(
        db,
        sql`SELECT count(*)::int AS n FROM ken_items k WHERE ${sql.join(conditions, sql` AND `)}`,
      );
      return { count: n, results: [] };
    },

    async staffList(query: StaffItemQuery, now: Date, page: number, size: number, lang: 'en' | 'ar') {
      const conditions: SQL[] = [statusCondition('k', query.status), sql`h.deleted_at IS NULL`];
      if (query.hut) conditions.push(sql`k.hut_id = ${query.hut}::int`);
      if (query.search?.trim()) {
        const pattern = containing(query.search.trim());
        conditions.push(sql`(k.title ILIKE ${pattern} OR k.title_ar ILIKE ${pattern})`);
      }
      const { limit, offset } = windowOf(page, size);
      const where = sql.join(conditions, sql` AND `);
      const found = await select(
        now,
        where,
        sql`ORDER BY ${titleFor('h', lang)}, ${titleFor('k', lang)}, k.id LIMIT ${limit}::int OFFSET ${offset}::int`,
      );
      const count = found[0]?.total_count ?? (offset > 0 ? (await select(now, where)).length : 0);
      return { count, results: found.map(({ total_count: _c, ...item }) => item) };
    },
    find: async (id: number, now: Date, tx: Database = db) => {
      const [item] = await rows<StaffItem>(
        tx,
        sql`SELECT k.id, k.hut_id, k.title, k.title_ar, k.image, k.price::text AS price, k.capacity,
          k.min_purchasable_quantity, k.max_purchasable_quantity, k.is_active, h.title AS hut_title, h.title_ar AS hut_title_ar,
          ${takenBy('ken_item_id', sql`k.id`, now)} AS sold, k.version
        FROM ken_items k JOIN huts h ON h.id = k.hut_id WHERE k.id = ${id}::int`,
      );
      return item ?? null;
    },
    insert: async (tx: Database, input: ItemInput) =>
      (await tx.insert(kenItems).values(itemColumns(input)).returning({ id: kenItems.id }))[0].id,
    exists: async (tx: Database, id: number) => (await tx.select({ id: kenItems.id }).from(kenItems).where(eq(kenItems.id, id))).length > 0,
  };
}

export type ItemsRepository = ReturnType<typeof createItemsRepository>;
