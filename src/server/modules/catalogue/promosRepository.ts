import { eq, sql, type SQL } from 'drizzle-orm';
import type { PromoInput, StaffPromo, StaffPromoQuery } from '../../../shared/schemas/dashboard/promos';
import type { Database } from '../../db/client';
import { promoCodeHuts, promoCodes } from '../../db/schema';
import { promoUses } from '../../db/bookingStatus';
import { containing, rows, statusCondition } from '../../db/sql';
import { windowOf } from '../../lib/pagination';

export const promoColumns = (input: PromoInput) => ({
  code: input.code.trim(),
  percentage: input.percentage,
  validFrom: input.valid_from,
  validTo: input.valid_to,
  usageLimit: input.usage_limit,
  isActive: input.is_active,
});

/** The one repository of promo codes as staff see them, with the count of bookings that used each. */
export function createPromosRepository(db: Database) {
  const select = (where: SQL, tail: SQL = sql``, tx: Database = db) =>
    rows<StaffPromo & { total_count: number }>(
      tx,
      sql`SELECT p.id, p.code, p.percentage, to_char(p.valid_from, 'YYYY-MM-DD') AS valid_from, to_char(p.valid_to, 'YYYY-MM-DD') AS valid_to,
        p.usage_limit, p.is_active, p.version,
        (SELECT coalesce(json_agg(ph.hut_id ORDER BY ph.hut_id), '[]'::json) FROM promo_code_huts ph WHERE ph.promo_code_id = p.id) AS huts,
        ${promoUses(sql`p.id`)} AS uses_count,
        count(*) OVER ()::int AS total_count
      FROM promo_codes p WHERE ${where} ${tail}`,
    );
  return {
    async list(query: StaffPromoQuery, page: number, size: number) {
      const conditions: SQL[] = [statusCondition('p', query.status)];
      if (query.search?.trim()) conditions.push(sql`p.code ILIKE ${containing(query.search.trim())}`);
      const { limit, offset } = windowOf(page, size);
      const where = sql.join(conditions, sql` AND `);
      const found = await select(where, sql`ORDER BY p.id DESC LIMIT ${limit}::int OFFSET ${offset}::int`);
      const count =
        found[0]?.total_count ?? (await rows<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM promo_codes p WHERE ${where}`))[0].n;
      return { count, results: found.map(({ total_count: _c, ...promo }) => promo) };
    },
    find: async (id: number, tx: Database = db) => {
      const [promo] = await select(sql`p.id = ${id}::int`, sql``, tx);
      if (!promo) return null;
      const { total_count: _c, ...rest } = promo;
      return rest;
    },
    insert: async (tx: Database, input: PromoInput) =>
      (await tx.insert(promoCodes).values(promoColumns(input)).returning({ id: promoCodes.id }))[0].id,
    async replaceHuts(tx: Database, promoId: number, hutIds: number[]) {
      await tx.delete(promoCodeHuts).where(eq(promoCodeHuts.promoCodeId, promoId));
      if (hutIds.length > 0) await tx.insert(promoCodeHuts).values([...new Set(hutIds)].map((hutId) => ({ promoCodeId: promoId, hutId })));
    },
  };
}
