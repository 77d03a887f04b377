import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { AppError, NotFound, text } from '../../../lib/errors';
import { violates } from '../../../lib/pgErrors';
import { rows } from '../../../db/sql';
import { takenBy } from '../../../db/bookingStatus';

const COLUMN = { event_dates: 'event_date_id', service_dates: 'service_date_id', ken_items: 'ken_item_id' } as const;
export type Stocked = keyof typeof COLUMN;

export class BelowSold extends AppError {
  constructor(sold: number) {
    super(409, { detail: text('catalogueStaff.capacityBelowSold', { sold }), code: 'below_sold' });
  }
}

/** Seats or stock held or sold on a row, locked first: holds lock the same row before counting, so neither slips past the other. */
export async function lockedSold(tx: Database, table: Stocked, id: number, now: Date): Promise<number> {
  const locked = await rows<{ id: number }>(tx, sql`SELECT id FROM ${sql.raw(table)} WHERE id = ${id}::int FOR NO KEY UPDATE`);
  if (locked.length === 0) throw new NotFound();
  const [{ sold }] = await rows<{ sold: number }>(tx, sql`SELECT ${takenBy(COLUMN[table], sql`${id}::int`, now)} AS sold`);
  return sold;
}

export async function guardCapacity(tx: Database, table: Stocked, id: number, capacity: number, now: Date) {
  const sold = await lockedSold(tx, table, id, now);
  if (capacity < sold) throw new BelowSold(sold);
}

/** The trigger (migration) is the guarantee; should it be the one to refuse, the answer is the same 409. */
export async function refusingBelowSold<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (violates(error, 'capacity_not_below_sold'))
      throw new AppError(409, { detail: text('catalogueStaff.capacityBelowSoldNow'), code: 'below_sold' });
    throw error;
  }
}

/**
 * A cancelled session that tickets still point at stays, closed at capacity 0, so the tickets keep their
 * history (bookings/sessionCancel.ts cancels the tickets first, inside the same transaction, the row locked).
 */
export async function closeSession(tx: Database, table: 'event_dates' | 'service_dates', id: number, ticketsCancelled: number) {
  const [before] = await rows<Record<string, unknown>>(tx, sql`SELECT * FROM ${sql.raw(table)} WHERE id = ${id}::int`);
  await tx.execute(sql`UPDATE ${sql.raw(table)} SET capacity = 0, version = version + 1 WHERE id = ${id}::int AND capacity <> 0`);
  return { before, after: { ...before, capacity: 0, tickets_cancelled: ticketsCancelled } };
}

/** Removing a session past bookings point to (foreign key) is refused; staff set its capacity to 0 instead. */
export async function refusingHistory<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (
      violates(error, 'booking_tickets_event_date_id_event_dates_id_fk') ||
      violates(error, 'booking_tickets_service_date_id_service_dates_id_fk')
    ) {
      throw new AppError(409, { detail: text('catalogueStaff.sessionHasHistory'), code: 'has_history' });
    }
    throw error;
  }
}

/** How a cancelled session ends: kept (closed) when tickets point at it, with how many were cancelled now. */
export interface SessionEnd {
  keep: boolean;
  ticketsCancelled: number;
}
