import type { Page } from '../../../shared/schemas/common';
import type { AlertQuery, StaffAlert } from '../../../shared/schemas/dashboard/alerts';
import type { Database } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { recordAudit } from '../../lib/audit';
import type { Clock } from '../../lib/clock';
import { NotFound } from '../../lib/errors';
import { paginate, windowOf } from '../../lib/pagination';
import { createAlertsRepository } from './repository';

const PAGE_SIZE = 25;

/** The back office's alerts: what staff must act on, and acknowledging one (once, audited). */
export function createAlertsService(deps: { db: Database; clock: Clock }) {
  const { db } = deps;
  const repository = createAlertsRepository(db);
  return {
    async list(query: AlertQuery): Promise<Page<StaffAlert>> {
      const page = query.page ?? 1;
      const size = query.page_size ?? PAGE_SIZE;
      const { limit, offset } = windowOf(page, size);
      const { count, results } = await repository.page(query.status ?? 'open', limit, offset);
      return paginate(count, page, size, results);
    },

    /** Acknowledged once: a second acknowledgement (another staff member, a double click) changes nothing. */
    async acknowledge(id: number, actor: Actor): Promise<StaffAlert> {
      return db.transaction(async (tx) => {
        const before = await repository.find(tx, id);
        if (!before) throw new NotFound();
        const at = deps.clock.now();
        if (await repository.acknowledge(tx, id, at)) {
          await recordAudit(tx, {
            actorId: actor.id,
            area: 'alerts',
            action: 'acknowledge',
            entityType: 'staff_alert',
            entityId: id,
            before: { kind: before.kind, acknowledged_at: null },
            after: { kind: before.kind, acknowledged_at: at.toISOString() },
            at,
          });
        }
        return (await repository.find(tx, id))!;
      });
    },
  };
}
