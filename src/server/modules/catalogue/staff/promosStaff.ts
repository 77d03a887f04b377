import { eq, sql, type SQL } from 'drizzle-orm';
import { PAGE_SIZE_DEFAULT } from '../../../../shared/constants';
import type { PromoInput, PromoUpdate, StaffPromo, StaffPromoQuery } from '../../../../shared/schemas/dashboard/promos';
import type { Database } from '../../../db/client';
import { promoCodeHuts, promoCodes } from '../../../db/schema';
import { recordAudit } from '../../../lib/audit';
import { NotFound, ValidationFailed } from '../../../lib/errors';
import { t } from '../../../lib/i18n';
import { paginate, windowOf } from '../../../lib/pagination';
import { violates } from '../../../lib/pgErrors';
import { updateVersioned } from '../../../lib/versioned';
import { PROMO_USING_STATUSES } from '../../../db/bookingStatus';
import { rows } from '../../../db/sql';
import { checkReferences } from './checks';
import type { Actor } from '../../../lib/actor';
import { escapeLike, statusCondition } from './listing';


const columns = (input: PromoInput) => ({
  code: input.code.trim(), percentage: input.percentage, validFrom: input.valid_from, validTo: input.valid_to, usageLimit: input.usage_limit, isActive: input.is_active,
});

function promosRepository(db: Database) {
  const select = (where: SQL, tail: SQL = sql``, tx: Database = db) => rows<StaffPromo & { total_count: number }>(
    tx,
    sql`SELECT p.id, p.code, p.percentage, to_char(p.valid_from, 'YYYY-MM-DD') AS valid_from, to_char(p.valid_to, 'YYYY-MM-DD') AS valid_to,
        p.usage_limit, p.is_active, p.version,
        (SELECT coalesce(json_agg(ph.hut_id ORDER BY ph.hut_id), '[]'::json) FROM promo_code_huts ph WHERE ph.promo_code_id = p.id) AS huts,
        (SELECT count(*)::int FROM bookings b WHERE b.promo_code_id = p.id AND b.status IN ${PROMO_USING_STATUSES}) AS uses_count,
        count(*) OVER ()::int AS total_count
      FROM promo_codes p WHERE ${where} ${tail}`,
  );
  return {
    async list(query: StaffPromoQuery, page: number, size: number) {
      const conditions: SQL[] = [statusCondition('p', query.status)];
      if (query.search?.trim()) conditions.push(sql`p.code ILIKE ${`%${escapeLike(query.search.trim())}%`}`);
      const { limit, offset } = windowOf(page, size);
      const where = sql.join(conditions, sql` AND `);
      const found = await select(where, sql`ORDER BY p.id DESC LIMIT ${limit}::int OFFSET ${offset}::int`);
      const count = found[0]?.total_count ?? (await rows<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM promo_codes p WHERE ${where}`))[0].n;
      return { count, results: found.map(({ total_count: _c, ...promo }) => promo) };
    },
    find: async (id: number, tx: Database = db) => {
      const [promo] = await select(sql`p.id = ${id}::int`, sql``, tx);
      if (!promo) return null;
      const { total_count: _c, ...rest } = promo;
      return rest;
    },
    insert: async (tx: Database, input: PromoInput) => (await tx.insert(promoCodes).values(columns(input)).returning({ id: promoCodes.id }))[0].id,
    async replaceHuts(tx: Database, promoId: number, hutIds: number[]) {
      await tx.delete(promoCodeHuts).where(eq(promoCodeHuts.promoCodeId, promoId));
      if (hutIds.length > 0) await tx.insert(promoCodeHuts).values([...new Set(hutIds)].map((hutId) => ({ promoCodeId: promoId, hutId })));
    },
  };
}

/** Promo codes: unique whatever the letter case, valid_from ≤ valid_to, usage limit ≥ 1 (all also database checks). */
export function createPromosStaffService(deps: { db: Database; now: () => Date }) {
  const { db } = deps;
  const repository = promosRepository(db);
  const audit = (tx: Database, actor: Actor, action: string, id: number, before: unknown, after: unknown) =>
    recordAudit(tx, { actorId: actor.id, area: 'promos', action, entityType: 'promo_code', entityId: id, before, after, at: deps.now() });
  const found = async (id: number, tx: Database = db) => {
    const promo = await repository.find(id, tx);
    if (!promo) throw new NotFound();
    return promo;
  };

  async function check(input: PromoInput, actor: Actor) {
    if (input.valid_from && input.valid_to && input.valid_to < input.valid_from) throw new ValidationFailed({ valid_to: [t(actor.lang, 'catalogue.dateOrderInclusive')] });
    await checkReferences(db, actor.lang, { huts: input.huts });
  }

  async function refusingDuplicate<T>(actor: Actor, write: () => Promise<T>) {
    try {
      return await write();
    } catch (error) {
      if (violates(error, 'promo_codes_code_lower_key')) throw new ValidationFailed({ code: [t(actor.lang, 'catalogueStaff.promoExists')] });
      throw error;
    }
  }

  return {
    async list(query: StaffPromoQuery) {
      const page = query.page ?? 1;
      const size = query.page_size ?? PAGE_SIZE_DEFAULT;
      const { count, results } = await repository.list(query, page, size);
      return paginate(count, page, size, results);
    },
    get: (id: number) => found(id),
    async create(input: PromoInput, actor: Actor) {
      await check(input, actor);
      return refusingDuplicate(actor, () =>
        db.transaction(async (tx) => {
          const id = await repository.insert(tx, input);
          await repository.replaceHuts(tx, id, input.huts);
          const after = await found(id, tx);
          await audit(tx, actor, 'create', id, null, after);
          return after;
        }),
      );
    },
    async update(id: number, input: PromoUpdate, actor: Actor) {
      await check(input, actor);
      return refusingDuplicate(actor, () =>
        db.transaction(async (tx) => {
          const before = await found(id, tx);
          const { version, ...fields } = input;
          await updateVersioned(tx, promoCodes, id, version, columns(fields), actor.lang);
          await repository.replaceHuts(tx, id, fields.huts);
          const after = await found(id, tx);
          await audit(tx, actor, 'update', id, before, after);
          return after;
        }),
      );
    },
  };
}
