// Which bookings hold nights, seats and promo uses: the one definition every module that counts them reads
// (the bookings' exclusion constraint in the migrations says the same for nights). It sits beside the schema,
// below the modules, because the catalogue (availability, capacity) and the bookings both count with it.
import { sql, type SQL } from 'drizzle-orm';

/**
 * The one definition of "this booking holds its nights and seats": paid, or confirmed with a hold that
 * has not lapsed at `now`. A lapsed hold is free for every read even before the sweeper marks it expired.
 */
export const holding = (alias: string, now: Date) =>
  sql`(${sql.raw(alias)}.status = 'paid' OR (${sql.raw(alias)}.status = 'confirmed' AND ${sql.raw(alias)}.hold_expires_at > ${now.toISOString()}::timestamptz))`;

/** Quantity of tickets held or sold against one event date, service date or item (column of booking_tickets). */
export const takenBy = (column: 'event_date_id' | 'service_date_id' | 'ken_item_id', idExpression: SQL, now: Date) => sql`(
  SELECT coalesce(sum(t.quantity), 0)::int FROM booking_tickets t JOIN bookings b ON b.id = t.booking_id
  WHERE t.${sql.raw(column)} = ${idExpression} AND t.cancelled_at IS NULL AND ${holding('b', now)})`;

/**
 * A booking "used" its promo code once it held its nights or was paid; pending, expired and cancelled ones did
 * not. A confirmed hold counts until the sweeper marks it expired, so the limit errs on the side of the resort.
 */
export const PROMO_USING_STATUSES = sql`('confirmed', 'paid', 'completed')`;

/**
 * How many bookings use the promo code `promoIdExpression` (the one count the quote, the hold and the staff list
 * read), leaving out `exceptBooking` (the booking being held or re-priced: its own use never counts against it).
 */
export const promoUses = (promoIdExpression: SQL, exceptBooking?: number) => sql`(
  SELECT count(*)::int FROM bookings b WHERE b.promo_code_id = ${promoIdExpression} AND b.status IN ${PROMO_USING_STATUSES}
    ${exceptBooking === undefined ? sql`` : sql`AND b.id <> ${exceptBooking}::int`})`;
