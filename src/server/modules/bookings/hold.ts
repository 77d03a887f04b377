import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { Conflict, text } from '../../lib/errors';
import { isRaceLoss } from '../../lib/pgErrors';
import { hutNights } from '../catalogue/pricing';
import { holding, promoUses } from '../../db/bookingStatus';
import { rows } from '../../db/sql';

interface Demand {
  kind: 'event' | 'service' | 'item';
  id: number;
  quantity: number;
}

/**
 * Locks every event date, service date and item the booking's tickets draw on (in one global order, so
 * two holds never deadlock), then checks capacity against what holding bookings already have. Runs in
 * the caller's transaction: the row locks make the check and the status change that follows atomic.
 * NO KEY UPDATE, not UPDATE: inserting the tickets already took FOR KEY SHARE on these rows (foreign keys),
 * and upgrading that to FOR UPDATE while others hold KEY SHARE deadlocks every concurrent buyer.
 */
export async function takeSeats(tx: Database, bookingId: number, now: Date, onlyTicketIds?: number[]): Promise<void> {
  const filter = onlyTicketIds
    ? sql`AND t.id IN (${sql.join(
        onlyTicketIds.map((id) => sql`${id}::int`),
        sql`, `,
      )})`
    : sql``;
  const demands = await rows<Demand & { ticket_ids: number[] }>(
    tx,
    sql`SELECT t.kind::text AS kind, coalesce(t.event_date_id, t.service_date_id, t.ken_item_id) AS id, sum(t.quantity)::int AS quantity,
        array_agg(t.id) AS ticket_ids
      FROM booking_tickets t WHERE t.booking_id = ${bookingId}::int ${filter} GROUP BY 1, 2 ORDER BY 1, 2`,
  );
  const title = sql`x.title, coalesce(nullif(x.title_ar, ''), x.title) AS title_ar`;
  for (const demand of demands) {
    const [row] = await rows<{ capacity: number; title: string; title_ar: string; date: string }>(
      tx,
      demand.kind === 'event'
        ? sql`SELECT d.capacity, ${title}, to_char(d.date, 'YYYY-MM-DD') AS date
            FROM event_dates d JOIN events x ON x.id = d.event_id WHERE d.id = ${demand.id}::int FOR NO KEY UPDATE OF d`
        : demand.kind === 'service'
          ? sql`SELECT d.capacity, ${title}, to_char(d.date, 'YYYY-MM-DD') AS date
              FROM service_dates d JOIN services x ON x.id = d.service_id WHERE d.id = ${demand.id}::int FOR NO KEY UPDATE OF d`
          : sql`SELECT x.capacity, ${title}, '' AS date FROM ken_items x WHERE x.id = ${demand.id}::int FOR NO KEY UPDATE OF x`,
    );
    // Counted in a statement after the lock, so it sees every hold committed before the lock was granted. A cancelled
    // ticket holds no seat (as the database counts, migration 0050).
    const column = demand.kind === 'event' ? 'event_date_id' : demand.kind === 'service' ? 'service_date_id' : 'ken_item_id';
    const [{ taken }] = await rows<{ taken: number }>(
      tx,
      sql`SELECT coalesce(sum(t.quantity), 0)::int AS taken FROM booking_tickets t JOIN bookings b ON b.id = t.booking_id
        WHERE t.${sql.raw(column)} = ${demand.id}::int AND t.cancelled_at IS NULL AND ${holding('b', now)}
          AND t.id NOT IN (${sql.join(
            demand.ticket_ids.map((id) => sql`${id}::int`),
            sql`, `,
          )})`,
    );
    const left = Math.max(0, (row?.capacity ?? 0) - taken);
    if (!row || demand.quantity > left) {
      // Named in the language the error handler writes the 409 in.
      const title = { en: row?.title ?? '', ar: row?.title_ar ?? '' };
      throw new Conflict(
        demand.kind === 'item'
          ? text('booking.stockGone', { left, title })
          : text('booking.seatsGone', { left, title, date: row?.date ?? '' }),
      );
    }
  }
}

/**
 * Takes the booking's promo code, if it has one with a usage limit, in the caller's transaction: the promo's
 * row is locked (every hold of the same code waits here, in turn) and its uses are counted after the lock, so
 * they include every hold committed before it was granted. Over the limit: 409 "used up". NO KEY UPDATE for
 * the reason takeSeats gives: writing bookings.promo_code_id already took FOR KEY SHARE on the promo's row.
 */
export async function takePromo(tx: Database, bookingId: number): Promise<void> {
  const [promo] = await rows<{ id: number; usage_limit: number | null }>(
    tx,
    sql`SELECT p.id, p.usage_limit FROM promo_codes p JOIN bookings b ON b.promo_code_id = p.id
      WHERE b.id = ${bookingId}::int FOR NO KEY UPDATE OF p`,
  );
  if (!promo || promo.usage_limit === null) return;
  const [{ uses }] = await rows<{ uses: number }>(tx, sql`SELECT ${promoUses(sql`${promo.id}::int`, bookingId)} AS uses`);
  if (uses >= promo.usage_limit) throw new Conflict(text('booking.promoUsedUp'));
}

interface Stay {
  hutId: number;
  from: string;
  to: string;
  now: Date;
}

/** Marks lapsed holds of other bookings on these nights expired: the EXCLUDE constraint still counts them. */
export const expireLapsed = (
  stay: Stay,
  exceptId: number,
) => sql`UPDATE bookings SET status = 'expired', updated_at = ${stay.now.toISOString()}::timestamptz
  WHERE hut_id = ${stay.hutId}::int AND stay && daterange(${stay.from}::date, ${stay.to}::date) AND status = 'confirmed'
    AND hold_expires_at <= ${stay.now.toISOString()}::timestamptz AND id <> ${exceptId}::int`;

/**
 * Locks a booking for a change (one round trip): its owner and status, and, when its new nights are about
 * to be held, marks lapsed holds on those nights expired first.
 */
export async function lockForChange(tx: Database, id: number, hold: Stay | null) {
  const lapsed = hold && hold.from < hold.to ? sql`WITH lapsed AS (${expireLapsed(hold, id)}) ` : sql``;
  const [row] = await rows<{ user_id: number; status: string }>(
    tx,
    sql`${lapsed}SELECT user_id, status::text AS status FROM bookings WHERE id = ${id}::int FOR NO KEY UPDATE`,
  );
  return row ?? null;
}

/**
 * Holds a booking's nights and seats until `holdExpiresAt`, in the caller's transaction. Lapsed holds on
 * the same nights are marked expired first (the EXCLUDE constraint still counts them until then); the
 * constraint is the guarantee, the checks before it only make the 409 say what is gone.
 */
export async function holdBooking(
  tx: Database,
  booking: { id: number; hutId: number | null; from: string; to: string; nights: number },
  context: { now: Date; today: string; holdExpiresAt: Date },
): Promise<void> {
  const { now } = context;
  // A day visit (no hut) holds seats only.
  if (booking.hutId !== null) await holdNights(tx, { ...booking, hutId: booking.hutId }, context);
  await takeSeats(tx, booking.id, now);
  await takePromo(tx, booking.id);
  try {
    await tx.execute(sql`UPDATE bookings SET status = 'confirmed', hold_expires_at = ${context.holdExpiresAt.toISOString()}::timestamptz,
      updated_at = ${now.toISOString()}::timestamptz WHERE id = ${booking.id}::int`);
  } catch (error) {
    if (isRaceLoss(error)) throw new Conflict(text('booking.nightsTaken'));
    throw error;
  }
}

/** The stay's nights free again for it: lapsed holds on them marked expired, then each night checked available. */
async function holdNights(
  tx: Database,
  booking: { id: number; hutId: number; from: string; to: string; nights: number },
  context: { now: Date; today: string },
): Promise<void> {
  const { now } = context;
  await tx.execute(sql`UPDATE bookings SET status = 'expired', updated_at = ${now.toISOString()}::timestamptz
    WHERE hut_id = ${booking.hutId}::int AND stay && daterange(${booking.from}::date, ${booking.to}::date) AND status = 'confirmed'
      AND hold_expires_at <= ${now.toISOString()}::timestamptz AND id <> ${booking.id}::int`);
  const nights = await hutNights(tx, { hutId: booking.hutId, from: booking.from, nights: booking.nights, today: context.today, now });
  if (nights.length !== booking.nights || nights.some((night) => !night.available)) throw new Conflict(text('booking.nightsTaken'));
}
