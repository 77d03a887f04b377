import { sql } from 'drizzle-orm';
import type { BookingBody } from '../../../shared/schemas/booking';
import { toMoney } from '../../../shared/money';
import type { Database } from '../../db/client';
import { preparedRows, rows } from '../../db/sql';
import { pgCode, pgConstraint } from '../../lib/pgErrors';
import { soldTerms, type Quote } from './quote';
import { findBooking, selectBookings, withSoldPolicy, type BookingRecord, type ViewContext } from './view';
import { randomInt } from 'node:crypto';
import { withAvailableDates } from './availableDates';

// A booking's writes, each one statement (atomic without a transaction) that also answers with the booking's view
// (view.ts, read from the written row): fewer round trips per decision (issue 27 §1).

const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const newBookingCode = () => `KEN-${Array.from({ length: 6 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('')}`;

/** A CTE inserting the quote's tickets for the row of CTE `booking` (none when the statement wrote none). */
export function ticketsCte(quote: Pick<Quote, 'lines'>) {
  if (quote.lines.length === 0) return sql``;
  const values = quote.lines.map(
    (line) => sql`(${line.kind}::ticket_kind,
    ${line.kind === 'event' ? line.targetId : null}::int, ${line.kind === 'service' ? line.targetId : null}::int, ${line.kind === 'item' ? line.targetId : null}::int,
    ${line.quantity}::int, ${toMoney(line.unitPrice)}::numeric, ${toMoney(line.unitPrice * line.quantity)}::numeric)`,
  );
  return sql`, tickets AS (INSERT INTO booking_tickets (booking_id, kind, event_date_id, service_date_id, ken_item_id, quantity, unit_price, total, is_extra)
    SELECT booking.id, v.kind, v.event_date_id, v.service_date_id, v.ken_item_id, v.quantity, v.unit_price, v.total, false
    FROM booking, (VALUES ${sql.join(values, sql`, `)}) AS v(kind, event_date_id, service_date_id, ken_item_id, quantity, unit_price, total))`;
}

/** The plan sold and its terms as sold (issue 24 §2): later edits of the plan never reach the booking. */
const soldPlan = (quote: Quote) => ({
  id: sql`${quote.ratePlan?.id ?? null}::int`,
  terms: sql`${JSON.stringify(soldTerms(quote))}::jsonb`,
});

const amounts = (quote: Quote) => ({
  subtotal: sql`${toMoney(quote.amounts.subtotal)}::numeric`,
  discount: sql`${toMoney(quote.amounts.discount)}::numeric`,
  vat: sql`${toMoney(quote.amounts.vat)}::numeric`,
  total: sql`${toMoney(quote.amounts.total)}::numeric`,
});

/** The unique index that keeps one draft ("pending") per guest, hut and stay (migration 0024). */
export const ONE_DRAFT = 'bookings_one_draft';

/** The guest's open draft: see findDraft. */
const draftOf = (userId: number, body: Pick<BookingBody, 'hut' | 'date'>) =>
  sql`SELECT b.id FROM bookings b WHERE b.user_id = ${userId}::int AND b.hut_id = ${body.hut}::int
    AND b.stay = daterange(${body.date.date_from}::date, ${body.date.date_to}::date)
    AND (b.status = 'pending' OR (b.status = 'confirmed' AND b.paid = 0
      AND NOT EXISTS (SELECT 1 FROM payment_transactions p WHERE p.booking_id = b.id AND p.status = 'pending')))
    ORDER BY (b.status = 'pending') DESC, b.id DESC LIMIT 1`;

/**
 * The guest's open draft for this hut and stay, if any: booking again reuses it instead of adding another.
 * A draft is "pending", or their own unpaid hold with no payment under way (going back from the payment
 * step and booking again); the pending one first.
 */
export async function findDraft(db: Database, userId: number, body: Pick<BookingBody, 'hut' | 'date'>): Promise<number | null> {
  const [row] = await rows<{ id: number }>(db, draftOf(userId, body));
  return row?.id ?? null;
}

/**
 * The view of the row CTE `booking` wrote. A day visit's notice is read from its tickets, which the same statement may
 * have rewritten (its other reads see the tables as they were before it): that one is read again afterwards.
 */
async function answered(db: Database, found: BookingRecord[], view: ViewContext): Promise<BookingRecord | null> {
  const [record] = found;
  if (!record) return null;
  return record.kind === 'stay' ? withSoldPolicy(await withAvailableDates(db, record, view)) : findBooking(db, record.id, view);
}

const fromWritten = (view: ViewContext) => selectBookings(view, sql`true`, false, sql`booking`, 'key');

/**
 * Discards the user's booking if nothing was paid or is being paid on it (a draft, a hold, a lapsed hold);
 * its tickets go with it. False when there was no such booking.
 */
export async function discardBooking(db: Database, target: { id: number; userId: number }): Promise<boolean> {
  const gone = await rows<{ id: number }>(
    db,
    sql`DELETE FROM bookings b WHERE b.id = ${target.id}::int AND b.user_id = ${target.userId}::int
    AND b.status IN ('pending', 'confirmed', 'expired') AND b.paid = 0
    AND NOT EXISTS (SELECT 1 FROM payment_transactions p WHERE p.booking_id = b.id) RETURNING b.id`,
  );
  return gone.length > 0;
}

/**
 * The guest's pending booking for this choice, with its tickets, in one statement answering its view: their open
 * draft for the hut and stay (findDraft; `draftId` when the caller already chose it) re-priced, else a new one. A clash
 * of random codes retries; null when the draft changed meanwhile or another request made one just now (ONE_DRAFT,
 * the unique index, decides): the caller tries again.
 */
export async function writeDraft(
  db: Database,
  userId: number,
  body: BookingBody,
  quote: Quote,
  change: { now: Date; draftId?: number },
  view: ViewContext,
): Promise<BookingRecord | null> {
  const money = amounts(quote);
  const plan = soldPlan(quote);
  const now = sql`${change.now.toISOString()}::timestamptz`;
  const draft = change.draftId === undefined ? draftOf(userId, body) : sql`SELECT ${change.draftId}::int AS id`;
  for (let attempt = 0; ; attempt += 1) {
    try {
      const found = await preparedRows<BookingRecord>(
        db,
        sql`WITH draft AS (${draft}),
        rewritten AS (UPDATE bookings SET ${repriced(body, quote)}, status = 'pending', hold_expires_at = NULL, updated_at = ${now}
          WHERE id = (SELECT id FROM draft) AND user_id = ${userId}::int AND status IN ('pending', 'confirmed', 'expired') RETURNING *),
        inserted AS (INSERT INTO bookings (code, user_id, hut_id, persons_max_num, kids_max_num, status, stay,
          promo_code_id, subtotal, discount, vat, total, created_at, updated_at, rate_plan_id, rate_plan)
          SELECT ${newBookingCode()}, ${userId}::int, ${quote.hutId}::int, ${body.persons_max_num}::int, ${body.kids_max_num ?? 0}::int, 'pending',
            daterange(${quote.from}::date, ${quote.to}::date), ${quote.promoId}::int, ${money.subtotal}, ${money.discount}, ${money.vat}, ${money.total},
            ${now}, ${now}, ${plan.id}, ${plan.terms}
          WHERE NOT EXISTS (SELECT 1 FROM draft) RETURNING *),
        booking AS (SELECT * FROM rewritten UNION ALL SELECT * FROM inserted),
        gone AS (DELETE FROM booking_tickets WHERE booking_id IN (SELECT id FROM rewritten))${ticketsCte(quote)}
        ${fromWritten(view)}`,
      );
      return await answered(db, found, view);
    } catch (error) {
      if (pgConstraint(error) === ONE_DRAFT || pgCode(error) === '23P01') return null;
      if (pgCode(error) !== '23505' || attempt >= 5) throw error;
    }
  }
}

/** The columns a re-priced choice sets. */
function repriced(body: BookingBody, quote: Quote) {
  const money = amounts(quote);
  const plan = soldPlan(quote);
  return sql`hut_id = ${quote.hutId}::int, persons_max_num = ${body.persons_max_num}::int,
    kids_max_num = ${body.kids_max_num ?? 0}::int, stay = daterange(${quote.from}::date, ${quote.to}::date), promo_code_id = ${quote.promoId}::int,
    subtotal = ${money.subtotal}, discount = ${money.discount}, vat = ${money.vat}, total = ${money.total},
    rate_plan_id = ${plan.id}, rate_plan = ${plan.terms}`;
}

/**
 * Re-prices the user's booking if it may still change (pending, confirmed, expired: checked by the update
 * itself, under its row lock) and, with `holdExpiresAt`, holds its nights: the EXCLUDE constraint on nights
 * is the check. Answers the booking's view as written; 'absent': not theirs or no longer changeable; 'clash':
 * another booking holds a night.
 */
export async function rewriteBooking(
  db: Database,
  target: { id: number; userId: number },
  body: BookingBody,
  quote: Quote,
  change: { now: Date; holdExpiresAt: Date | null },
  view: ViewContext,
): Promise<BookingRecord | 'absent' | 'clash'> {
  const { now, holdExpiresAt } = change;
  try {
    const found = await preparedRows<BookingRecord>(
      db,
      sql`WITH booking AS (UPDATE bookings SET ${repriced(body, quote)},
          status = ${holdExpiresAt ? 'confirmed' : 'pending'}::booking_status, hold_expires_at = ${holdExpiresAt?.toISOString() ?? null}::timestamptz,
          updated_at = ${now.toISOString()}::timestamptz
        WHERE id = ${target.id}::int AND user_id = ${target.userId}::int AND status IN ('pending', 'confirmed', 'expired') RETURNING *),
      gone AS (DELETE FROM booking_tickets WHERE booking_id IN (SELECT id FROM booking))${ticketsCte(quote)}
      ${fromWritten(view)}`,
    );
    return (await answered(db, found, view)) ?? 'absent';
  } catch (error) {
    if (pgCode(error) === '23P01') return 'clash';
    throw error;
  }
}
