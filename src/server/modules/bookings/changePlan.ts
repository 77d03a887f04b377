import { sql } from 'drizzle-orm';
import { toCents, toMoney, vatPart } from '../../../shared/money';
import type { SoldRatePlan } from '../../../shared/schemas/booking';
import type { BookingChangeBody, ChangeDirection } from '../../../shared/schemas/bookingChange';
import type { Database } from '../../db/client';
import { rows } from '../../db/sql';
import { Conflict, text, ValidationFailed } from '../../lib/errors';
import { isRaceLoss, violates } from '../../lib/pgErrors';
import { quoteBooking, soldTerms } from './quote';
import type { BookingRecord, TicketRow } from './view';

/** Where a change takes the booking. */
export interface ChangeTarget {
  hutId: number;
  from: string;
  to: string;
  persons: number;
  kids: number;
}

/** A change priced: the booking's new amounts (halalas), the difference with its total, the tickets it drops. */
export interface ChangePlan {
  target: ChangeTarget;
  nightsAvailable: boolean;
  amounts: { subtotal: number; discount: number; vat: number; total: number };
  difference: number;
  direction: ChangeDirection;
  dropped: TicketRow[];
  /**
   * The booking's terms after the change (issue 24 §2): the plan it was sold with, unchanged, and the breakdown of the
   * new stay (nights, extra guests, length-of-stay tier, the plan's discount and add-on). Null: leave them as they are.
   */
  terms: SoldRatePlan | null;
}

const ts = (at: Date) => sql`${at.toISOString()}::timestamptz`;

/** A ticket still counted in the booking's subtotal (the finance split's rule: a ticket cancelled unrefunded is not). */
const inSubtotal = (ticket: TicketRow) => !(ticket.cancelled_at && toCents(ticket.refund_amount) === 0 && toCents(ticket.total) > 0);

/**
 * Prices a change with today's prices for the new nights, through the quote every new booking goes through (its
 * refusals: past dates, too long, capacity, unknown hut, nights without a price). Tickets the stay keeps keep what
 * was paid for them; a ticket on a day outside the new stay (or an item of the old hut, when the hut changes) is
 * dropped and its price leaves the total. The promo's percentage still applies to the stay.
 */
export async function planChange(
  tx: Database,
  record: BookingRecord,
  tickets: TicketRow[],
  body: BookingChangeBody,
  context: { today: string; now: Date; vatRate: number },
): Promise<ChangePlan> {
  if (record.hut_id === null) throw new Conflict(text('dayVisit.noStay'), { reason: 'status' });
  const target: ChangeTarget = {
    hutId: body.hut ?? record.hut_id,
    from: body.date_from ?? record.date_from,
    to: body.date_to ?? record.date_to,
    persons: body.persons_max_num ?? record.persons_max_num,
    kids: body.kids_max_num ?? record.kids_max_num,
  };
  if (
    target.hutId === record.hut_id &&
    target.from === record.date_from &&
    target.to === record.date_to &&
    target.persons === record.persons_max_num &&
    target.kids === record.kids_max_num
  )
    throw new ValidationFailed({ non_field_errors: [text('bookingChange.nothing')] });
  const quote = await quoteBooking(
    tx,
    { hut: target.hutId, persons_max_num: target.persons, kids_max_num: target.kids, date: { date_from: target.from, date_to: target.to } },
    // The plan it was sold with, as sold (issue 24 §2): a change re-prices the nights, never the terms.
    { ...context, exceptBooking: record.id, ...(record.rate_plan ? { soldPlan: record.rate_plan.plan } : {}) },
  );
  const live = tickets.filter((ticket) => ticket.cancelled_at === null);
  const outside = (ticket: TicketRow) =>
    ticket.kind === 'item' ? target.hutId !== record.hut_id : ticket.date === null || ticket.date < target.from || ticket.date >= target.to;
  const dropped = live.filter(outside);
  const sum = (list: TicketRow[]) => list.reduce((total, ticket) => total + toCents(ticket.total), 0);
  const oldNights = Math.max(0, toCents(record.subtotal) - sum(tickets.filter(inSubtotal)));
  const subtotal = toCents(record.subtotal) - oldNights + quote.amounts.subtotal - sum(dropped);
  const [{ percentage }] = await rows<{ percentage: number }>(
    tx,
    sql`SELECT coalesce((SELECT p.percentage FROM promo_codes p WHERE p.id = b.promo_code_id), 0)::int AS percentage
      FROM bookings b WHERE b.id = ${record.id}::int`,
  );
  // Services added after payment were charged in full: the promo only ever applied to the stay and its tickets.
  const extras = sum(live.filter((ticket) => ticket.is_extra && !outside(ticket)));
  const discount = Math.round((Math.max(0, subtotal - extras) * percentage) / 100);
  const total = subtotal - discount;
  const difference = total - toCents(record.total);
  return {
    target,
    nightsAvailable: quote.nightsAvailable,
    amounts: { subtotal, discount, vat: vatPart(total, context.vatRate), total },
    difference,
    direction: difference > 0 ? 'charge' : difference < 0 ? 'refund' : 'none',
    dropped,
    terms: soldTerms(quote),
  };
}

/** Why the new nights cannot be had: the resort closed some of them, or another booking holds them. */
export async function nightsRefusal(db: Database, target: ChangeTarget): Promise<Conflict> {
  const [closed] = await rows<{ id: number }>(
    db,
    sql`SELECT 1 AS id FROM hut_closed_nights c WHERE c.hut_id = ${target.hutId}::int
      AND daterange(c.date_from, c.date_to, '[]') && daterange(${target.from}::date, ${target.to}::date) LIMIT 1`,
  );
  return closed
    ? new Conflict(text('bookingChange.closed'), { reason: 'closed' })
    : new Conflict(text('bookingChange.nightsTaken'), { reason: 'nights_taken' });
}

/**
 * The move, in one statement on the booking's own row: its old nights are released and the new ones taken at once,
 * so no reader ever sees both or neither. The EXCLUDE constraint against overlapping bookings (and the trigger that
 * keeps bookings off closed nights) is the last word: a concurrent booking or move of the same nights makes this
 * statement fail, and the caller's transaction, with it, keeps the old nights. Dropped tickets are cancelled unrefunded
 * (their price is already out of the new total, and a refund owed goes back with the change's difference).
 */
export async function moveBooking(tx: Database, bookingId: number, plan: ChangePlan, now: Date): Promise<void> {
  const { target, amounts } = plan;
  if (plan.dropped.length > 0) {
    await tx.execute(sql`UPDATE booking_tickets SET cancelled_at = ${ts(now)}, refund_amount = 0
      WHERE booking_id = ${bookingId}::int AND cancelled_at IS NULL AND id IN (${sql.join(
        plan.dropped.map((ticket) => sql`${ticket.id}::int`),
        sql`, `,
      )})`);
  }
  try {
    await tx.execute(sql`UPDATE bookings SET hut_id = ${target.hutId}::int, stay = daterange(${target.from}::date, ${target.to}::date),
      persons_max_num = ${target.persons}::int, kids_max_num = ${target.kids}::int,
      subtotal = ${toMoney(amounts.subtotal)}::numeric, discount = ${toMoney(amounts.discount)}::numeric,
      vat = ${toMoney(amounts.vat)}::numeric, total = ${toMoney(amounts.total)}::numeric,
      rate_plan = coalesce(${plan.terms === null ? null : JSON.stringify(plan.terms)}::jsonb, rate_plan),
      change_seq = change_seq + 1, updated_at = ${ts(now)} WHERE id = ${bookingId}::int`);
  } catch (error) {
    if (violates(error, 'bookings_not_on_closed_nights')) throw new Conflict(text('bookingChange.closed'), { reason: 'closed' });
    if (isRaceLoss(error)) throw new Conflict(text('bookingChange.nightsTaken'), { reason: 'nights_taken' });
    throw error;
  }
}

export interface ChangeRow {
  id: number;
  booking_id: number;
  status: string;
  difference: string;
  seq_before: number;
  to_hut_id: number;
  date_from: string;
  date_to: string;
  to_persons: number;
  to_kids: number;
  new_subtotal: string;
  new_discount: string;
  new_vat: string;
  new_total: string;
  new_rate_plan: SoldRatePlan | null;
  dropped_ticket_ids: number[];
  actor_id: number | null;
  expires_at: string | null;
}

/** Records a change in the booking's history; an awaiting one first supersedes the one waiting before it. */
export async function insertChange(
  tx: Database,
  change: {
    record: BookingRecord & { change_seq: number };
    plan: ChangePlan;
    status: 'applied' | 'awaiting_payment';
    byStaff: boolean;
    actorId: number | null;
    refund: number;
    expiresAt: Date | null;
    now: Date;
  },
): Promise<number> {
  const { record, plan, now } = change;
  const { target, amounts } = plan;
  await tx.execute(
    sql`UPDATE booking_changes SET status = 'superseded' WHERE booking_id = ${record.id}::int AND status = 'awaiting_payment'`,
  );
  // Its checkout is closed too: a payment the gateway still reports for it finds a superseded change and is refunded.
  await tx.execute(sql`UPDATE payment_transactions SET status = 'failed', result_code = 'superseded'
    WHERE booking_id = ${record.id}::int AND kind = 'change' AND status = 'pending'`);
  const [row] = await rows<{ id: number }>(
    tx,
    sql`INSERT INTO booking_changes (booking_id, status, by_staff, actor_id, from_hut_id, from_stay, from_persons, from_kids,
      to_hut_id, to_stay, to_persons, to_kids, old_total, new_subtotal, new_discount, new_vat, new_total, new_rate_plan, difference, refund,
      dropped_ticket_ids, seq_before, expires_at, created_at, applied_at)
    VALUES (${record.id}::int, ${change.status}, ${change.byStaff}, ${change.actorId}, ${record.hut_id}::int,
      daterange(${record.date_from}::date, ${record.date_to}::date), ${record.persons_max_num}::int, ${record.kids_max_num}::int,
      ${target.hutId}::int, daterange(${target.from}::date, ${target.to}::date), ${target.persons}::int, ${target.kids}::int,
      ${record.total}::numeric, ${toMoney(amounts.subtotal)}::numeric, ${toMoney(amounts.discount)}::numeric, ${toMoney(amounts.vat)}::numeric,
      ${toMoney(amounts.total)}::numeric, ${plan.terms === null ? null : JSON.stringify(plan.terms)}::jsonb, ${toMoney(plan.difference)}::numeric, ${toMoney(change.refund)}::numeric,
      ${`{${plan.dropped.map((ticket) => ticket.id).join(',')}}`}::int[], ${record.change_seq}::int,
      ${change.expiresAt ? change.expiresAt.toISOString() : null}::timestamptz, ${ts(now)},
      ${change.status === 'applied' ? now.toISOString() : null}::timestamptz) RETURNING id`,
  );
  return row.id;
}

const changeColumns = sql`c.id, c.booking_id, c.status, c.difference::text AS difference, c.seq_before, c.to_hut_id,
  to_char(lower(c.to_stay), 'YYYY-MM-DD') AS date_from, to_char(upper(c.to_stay), 'YYYY-MM-DD') AS date_to, c.to_persons, c.to_kids,
  c.new_subtotal::text AS new_subtotal, c.new_discount::text AS new_discount, c.new_vat::text AS new_vat, c.new_total::text AS new_total,
  c.new_rate_plan, c.dropped_ticket_ids, c.actor_id, to_char(c.expires_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS expires_at`;

/** The change waiting for its payment (not lapsed at `now`), if any. */
export async function awaitingChange(db: Database, bookingId: number, now: Date): Promise<ChangeRow | null> {
  const [row] = await rows<ChangeRow>(
    db,
    sql`SELECT ${changeColumns} FROM booking_changes c WHERE c.booking_id = ${bookingId}::int AND c.status = 'awaiting_payment'
      AND c.expires_at > ${ts(now)}`,
  );
  return row ?? null;
}

/** The change a checkout pays for, locked. */
export async function changeOfCharge(tx: Database, chargeId: number): Promise<ChangeRow | null> {
  const [row] = await rows<ChangeRow>(
    tx,
    sql`SELECT ${changeColumns} FROM booking_changes c WHERE c.payment_transaction_id = ${chargeId}::int FOR UPDATE`,
  );
  return row ?? null;
}

export const linkChangeCheckout = (tx: Database, bookingId: number, chargeId: number) =>
  tx.execute(sql`UPDATE booking_changes SET payment_transaction_id = ${chargeId}::int
    WHERE booking_id = ${bookingId}::int AND status = 'awaiting_payment'`);

export const settleChange = (tx: Database, id: number, status: 'applied' | 'failed', now: Date) =>
  tx.execute(sql`UPDATE booking_changes SET status = ${status}, applied_at = ${status === 'applied' ? now.toISOString() : null}::timestamptz
    WHERE id = ${id}::int`);

/** How many hours before check-in guests may still change their booking (the resort's booking policy). */
export async function guestChangeHours(db: Database): Promise<number> {
  const [row] = await rows<{ hours: number }>(db, sql`SELECT guest_change_hours AS hours FROM booking_policy WHERE id = 1`);
  return row?.hours ?? 48;
}

/** The booking's change sequence (raised by every change). */
export async function changeSeq(db: Database, bookingId: number): Promise<number> {
  const [row] = await rows<{ seq: number }>(db, sql`SELECT change_seq AS seq FROM bookings WHERE id = ${bookingId}::int`);
  return row?.seq ?? 0;
}
