import { sql } from 'drizzle-orm';
import { toCents } from '../../../shared/money';
import type { Database } from '../../db/client';
import { recordAudit } from '../../lib/audit';
import { AppError } from '../../lib/errors';
import { pgCode } from '../../lib/pgErrors';
import { todayOf, viewContext, type BookingDeps } from './context';
import { changeOfCharge, moveBooking, settleChange } from './changePlan';
import { expireLapsed } from './hold';
import { findBooking, type BookingRecord } from './view';
import type { TransactionRecord } from './transactions';

/**
 * The completion step of a change's checkout (kind "change"), in the completion's transaction with the booking's row
 * locked: the change it pays for is made now, under the EXCLUDE constraint, in a savepoint. Answers false when the
 * charge is not owed any more (the change was superseded, the booking changed meanwhile, or its new nights were
 * taken or closed while the guest paid): the caller refunds it through the durable refund path, and the booking
 * keeps its old nights. Once made, answers the booking as it was before (its invoice says what the change was).
 */
export async function completeChange(tx: Database, deps: BookingDeps, charge: TransactionRecord): Promise<BookingRecord | false> {
  const now = deps.clock.now();
  const change = await changeOfCharge(tx, charge.id);
  if (!change || change.status !== 'awaiting_payment' || toCents(change.difference) !== toCents(charge.amount)) return false;
  const record = await findBooking(tx, charge.booking_id, viewContext(deps), true);
  if (!record || record.status !== 'paid' || record.change_seq !== change.seq_before) {
    await settleChange(tx, change.id, 'failed', now);
    return false;
  }
  const target = { hutId: change.to_hut_id, from: change.date_from, to: change.date_to, persons: change.to_persons, kids: change.to_kids };
  try {
    await tx.transaction(async (inner) => {
      await inner.execute(expireLapsed({ ...target, now }, record.id));
      await moveBooking(
        inner,
        record.id,
        {
          target,
          nightsAvailable: true,
          amounts: {
            subtotal: toCents(change.new_subtotal),
            discount: toCents(change.new_discount),
            vat: toCents(change.new_vat),
            total: toCents(change.new_total),
          },
          difference: toCents(change.difference),
          direction: 'charge',
          dropped: change.dropped_ticket_ids.map((id) => ({ id }) as never),
          // The breakdown it was priced with, saved when the change was asked for.
          terms: change.new_rate_plan,
        },
        now,
      );
    });
  } catch (error) {
    if (!(error instanceof AppError) && !['23P01', '40P01'].includes(pgCode(error) ?? '')) throw error;
    await settleChange(tx, change.id, 'failed', now);
    return false;
  }
  await tx.execute(sql`UPDATE bookings SET paid = paid + ${charge.amount}::numeric WHERE id = ${record.id}::int`);
  await settleChange(tx, change.id, 'applied', now);
  await recordAudit(tx, {
    actorId: change.actor_id,
    area: 'bookings',
    action: 'change',
    entityType: 'booking',
    entityId: record.id,
    before: { hut: record.hut_id, date_from: record.date_from, date_to: record.date_to, total: record.total, today: todayOf(deps) },
    after: {
      hut: target.hutId,
      date_from: target.from,
      date_to: target.to,
      guests: [target.persons, target.kids],
      total: change.new_total,
      direction: 'charge',
      amount: charge.amount,
      by: 'guest',
    },
    at: now,
  });
  return record;
}
