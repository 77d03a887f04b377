import { toMoney } from '../../../shared/money';
import type { RefundQuery, StaffRefund, StaffRefundPage } from '../../../shared/schemas/dashboard/refunds';
import { PAGE_SIZE_DEFAULT } from '../../../shared/constants';
import type { Actor } from '../../lib/actor';
import { recordAudit } from '../../lib/audit';
import { Conflict, NotFound, text } from '../../lib/errors';
import { paginate, windowOf } from '../../lib/pagination';
import { violates } from '../../lib/pgErrors';
import type { BookingDeps } from './context';
import { RefundExceeds, refundableCents } from './refunds';
import { bookingOfRefund, chargesOf, lockBooking, recordRefundAttempt, refundPage, refundsNeedingAttention, reopenRefund } from './store';

/** The back office's refunds (issue 22): the list with what needs attention, and a failed one tried again. */
export function createRefundStaffService(deps: BookingDeps) {
  const { db } = deps;

  async function one(id: number): Promise<StaffRefund> {
    const [found] = await refundPage(db, { id, limit: 1, offset: 0 });
    if (!found) throw new NotFound();
    const { total_count: _count, ...refund } = found;
    return refund;
  }

  return {
    async list(query: RefundQuery): Promise<StaffRefundPage> {
      const page = query.page ?? 1;
      const found = await refundPage(db, { status: query.status, ...windowOf(page, PAGE_SIZE_DEFAULT) });
      const counts = await refundsNeedingAttention(db);
      const results = found.map(({ total_count: _count, ...refund }) => refund);
      return {
        ...paginate(found[0]?.total_count ?? 0, page, PAGE_SIZE_DEFAULT, results),
        pending_count: counts.pending,
        failed_count: counts.failed,
      };
    },

    counts: () => refundsNeedingAttention(db),

    /**
     * failed → pending, due now (audited): it reserves its amount again, so a refund the charge can no longer
     * cover is refused (409 "refund_exceeds"); the worker is nudged.
     */
    async retry(id: number, actor: Actor): Promise<StaffRefund> {
      const found = await bookingOfRefund(db, id);
      if (!found) throw new NotFound();
      const now = deps.clock.now();
      try {
        await db.transaction(async (tx) => {
          await lockBooking(tx, found.booking_id);
          const reopened = await reopenRefund(tx, id, now);
          if (reopened === null) {
            const current = await bookingOfRefund(tx, id);
            throw new Conflict(text('refunds.notFailed', { status: current?.status ?? found.status }), { code: 'not_failed' });
          }
          await recordRefundAttempt(tx, { refundId: id, action: 'retry', outcome: 'requested', at: now });
          await recordAudit(tx, {
            actorId: actor.id,
            area: 'bookings',
            action: 'refund_retry',
            entityType: 'booking',
            entityId: found.booking_id,
            before: { refund: id, status: 'failed' },
            after: { refund: id, status: 'pending' },
            at: now,
          });
        });
      } catch (error) {
        if (violates(error, 'refund_within_paid')) throw new RefundExceeds(toMoney(refundableCents(await chargesOf(db, found.booking_id))));
        if (violates(error, 'payment_transactions_one_ticket_refund'))
          throw new Conflict(text('refunds.ticketRefunded'), { code: 'ticket_refunded' });
        throw error;
      }
      deps.refunds.nudge();
      return one(id);
    },
  };
}
