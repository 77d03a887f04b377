import { PAGE_SIZE_DEFAULT } from '../../../../shared/constants';
import type { PromoInput, PromoUpdate, StaffPromoQuery } from '../../../../shared/schemas/dashboard/promos';
import type { Database } from '../../../db/client';
import { promoCodes } from '../../../db/schema';
import type { Actor } from '../../../lib/actor';
import { recordAudit } from '../../../lib/audit';
import { NotFound, text, ValidationFailed } from '../../../lib/errors';
import { paginate } from '../../../lib/pagination';
import { violates } from '../../../lib/pgErrors';
import { updateVersioned } from '../../../lib/versioned';
import { createPromosRepository, promoColumns } from '../promosRepository';
import { checkReferences } from './checks';

/** Promo codes: unique whatever the letter case, valid_from ≤ valid_to, usage limit ≥ 1 (all also database checks). */
export function createPromosStaffService(deps: { db: Database; now: () => Date }) {
  const { db } = deps;
  const repository = createPromosRepository(db);
  const audit = (tx: Database, actor: Actor, action: string, id: number, before: unknown, after: unknown) =>
    recordAudit(tx, { actorId: actor.id, area: 'promos', action, entityType: 'promo_code', entityId: id, before, after, at: deps.now() });
  const found = async (id: number, tx: Database = db) => {
    const promo = await repository.find(id, tx);
    if (!promo) throw new NotFound();
    return promo;
  };

  async function check(input: PromoInput) {
    if (input.valid_from && input.valid_to && input.valid_to < input.valid_from)
      throw new ValidationFailed({ valid_to: [text('catalogue.dateOrderInclusive')] });
    await checkReferences(db, { huts: input.huts });
  }

  async function refusingDuplicate<T>(write: () => Promise<T>) {
    try {
      return await write();
    } catch (error) {
      if (violates(error, 'promo_codes_code_lower_key')) throw new ValidationFailed({ code: [text('catalogueStaff.promoExists')] });
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
      await check(input);
      return refusingDuplicate(() =>
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
      await check(input);
      return refusingDuplicate(() =>
        db.transaction(async (tx) => {
          const before = await found(id, tx);
          const { version, ...fields } = input;
          await updateVersioned(tx, promoCodes, id, version, promoColumns(fields));
          await repository.replaceHuts(tx, id, fields.huts);
          const after = await found(id, tx);
          await audit(tx, actor, 'update', id, before, after);
          return after;
        }),
      );
    },
  };
}
