import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { live, rows } from '../../db/sql';
import type { RatePlan } from '../../../shared/schemas/catalogue';
import { ratePlansJson } from '../catalogue/stayRules';

// The desk's SQL (issue 23 §2): its settings, the guests it finds or makes, the booking's desk row and the money
// taken at the desk. The booking and its charge are written by the bookings' own store.

/** An account made at the desk without an e-mail keeps this undeliverable address (RFC 6761 `.invalid`) until claimed. */
export const NO_EMAIL_DOMAIN = 'desk.invalid';
export const hasRealEmail = (email: string) => !email.endsWith(`@${NO_EMAIL_DOMAIN}`) && !email.endsWith('@invalid');

export interface DeskSettingsRow {
  /** The front desk's largest manual discount, in percent; a manager's is manager_max_discount_percent. */
  max_discount_percent: string;
  manager_max_discount_percent: string;
  arrival_deadline_hours: number;
  link_hold_hours: number;
  version: number;
}

const SETTINGS = sql.raw(
  `max_discount_percent::text AS max_discount_percent, manager_max_discount_percent::text AS manager_max_discount_percent,
  arrival_deadline_hours, link_hold_hours, version`,
);

export async function readDeskSettings(db: Database): Promise<DeskSettingsRow> {
  const [row] = await rows<DeskSettingsRow>(db, sql`SELECT ${SETTINGS} FROM desk_booking_settings WHERE id = 1`);
  return (
    row ?? { max_discount_percent: '10', manager_max_discount_percent: '100', arrival_deadline_hours: 18, link_hold_hours: 24, version: 1 }
  );
}

/** Saves the settings if `version` is still the one read; null when someone else saved first. */
export async function writeDeskSettings(
  db: Database,
  values: Omit<DeskSettingsRow, 'max_discount_percent' | 'manager_max_discount_percent'> & {
    max_discount_percent: number;
    manager_max_discount_percent: number;
  },
) {
  const [row] = await rows<DeskSettingsRow>(
    db,
    sql`UPDATE desk_booking_settings SET max_discount_percent = ${values.max_discount_percent}::numeric,
      manager_max_discount_percent = ${values.manager_max_discount_percent}::numeric,
      arrival_deadline_hours = ${values.arrival_deadline_hours}::int, link_hold_hours = ${values.link_hold_hours}::int,
      version = version + 1, updated_at = now()
    WHERE id = 1 AND version = ${values.version}::int
    RETURNING ${SETTINGS}`,
  );
  return row ?? null;
}

export interface GuestRow {
  id: number;
  full_name: string;
  email: string;
  phone: string;
}

/** Active guests whose name, e-mail or phone holds the words typed (at most 10, best first). */
export function searchGuests(db: Database, search: string) {
  const term = search.trim().toLowerCase();
  const digits = term.replace(/[\s-]/g, '');
  const like = `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const phoneLike = `%${digits.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return rows<GuestRow>(
    db,
    sql`SELECT u.id, u.full_name, u.email, u.phone FROM users u
    WHERE u.role = 'guest' AND u.is_active AND u.deleted_at IS NULL
      AND (lower(u.full_name) LIKE ${like} OR lower(u.email) LIKE ${like} OR (${digits.length >= 3} AND u.phone LIKE ${phoneLike}))
    ORDER BY (lower(u.full_name) LIKE ${`${term}%`}) DESC, u.full_name, u.id LIMIT 10`,
  );
}

export async function findGuest(db: Database, id: number) {
  const [row] = await rows<GuestRow>(
    db,
    sql`SELECT id, full_name, email, phone FROM users WHERE id = ${id}::int AND role = 'guest' AND is_active AND deleted_at IS NULL`,
  );
  return row ?? null;
}

export async function emailTaken(db: Database, email: string) {
  const [row] = await rows<{ id: number }>(db, sql`SELECT id FROM users WHERE lower(email) = ${email.toLowerCase()}`);
  return row !== undefined;
}

/** A guest profile made at the desk: no password (the guest claims it by verifying the e-mail), not verified. */
export async function insertDeskGuest(
  db: Database,
  guest: { fullName: string; phone: string; email: string; language: 'en' | 'ar' },
): Promise<GuestRow> {
  const [row] = await rows<GuestRow>(
    db,
    sql`INSERT INTO users (email, password_hash, full_name, phone, role, is_verified, language)
    VALUES (${guest.email}, NULL, ${guest.fullName}, ${guest.phone}, 'guest', false, ${guest.language}::user_language)
    RETURNING id, full_name, email, phone`,
  );
  return row;
}

/** Removes a guest profile made at the desk that holds no booking (its booking was refused). */
export async function forgetUnusedGuest(db: Database, userId: number) {
  await db.execute(
    sql`DELETE FROM users u WHERE u.id = ${userId}::int AND u.password_hash IS NULL AND NOT u.is_verified
    AND NOT EXISTS (SELECT 1 FROM bookings b WHERE b.user_id = u.id)`,
  );
}

/** The booking's amounts after a manual discount, and until when it is held; one statement on the locked row. */
export async function discountAndHold(
  tx: Database,
  bookingId: number,
  change: { discount: string; total: string; vat: string; holdExpiresAt: Date },
) {
  await tx.execute(
    sql`UPDATE bookings SET discount = ${change.discount}::numeric, total = ${change.total}::numeric, vat = ${change.vat}::numeric,
      hold_expires_at = ${change.holdExpiresAt.toISOString()}::timestamptz, updated_at = now()
    WHERE id = ${bookingId}::int AND status = 'confirmed'`,
  );
}

export async function insertDeskBooking(
  tx: Database,
  row: { bookingId: number; method: string; createdBy: number; manualDiscount: string; percent: number; reason: string | null },
) {
  await tx.execute(
    sql`INSERT INTO desk_bookings (booking_id, payment_method, created_by, manual_discount, discount_percent, discount_reason)
    VALUES (${row.bookingId}::int, ${row.method}, ${row.createdBy}::int, ${row.manualDiscount}::numeric, ${row.percent}::numeric, ${row.reason})`,
  );
}

export async function deskBookingOf(db: Database, bookingId: number) {
  const [row] = await rows<{ payment_method: string; created_by: number | null }>(
    db,
    sql`SELECT payment_method, created_by FROM desk_bookings WHERE booking_id = ${bookingId}::int`,
  );
  return row ?? null;
}

/** The desk's open charge for a booking: recorded as a checkout of provider "desk", then completed like any payment. */
/**
 * A charge taken at the desk, pending until the completion step claims it: for a held booking (kind "booking"), or
 * for what a paid booking still owes (kind "extra": a staff change's difference and any unpaid services, which are
 * tied to it as a guest's own balance checkout ties them).
 */
export async function insertDeskCharge(
  tx: Database,
  charge: { bookingId: number; checkoutId: string; amount: string; method: string; kind?: 'booking' | 'extra' },
) {
  const kind = charge.kind ?? 'booking';
  const [row] = await rows<{ id: number }>(
    tx,
    sql`INSERT INTO payment_transactions (provider, checkout_id, booking_id, amount, currency, status, kind, brand, raw)
    VALUES ('desk', ${charge.checkoutId}, ${charge.bookingId}::int, ${charge.amount}::numeric, 'SAR', 'pending', ${kind}::payment_kind,
      ${charge.method.toUpperCase()}, ${JSON.stringify({ channel: 'desk' })}::jsonb) RETURNING id`,
  );
  if (kind === 'extra') {
    await tx.execute(
      sql`UPDATE booking_tickets SET payment_transaction_id = ${row.id}::int WHERE booking_id = ${charge.bookingId}::int AND is_extra AND paid_at IS NULL`,
    );
  }
  return row.id;
}

export async function insertDeskPayment(
  tx: Database,
  payment: { transactionId: number; bookingId: number; method: 'cash' | 'terminal'; reference: string; recordedBy: number },
) {
  await tx.execute(
    sql`INSERT INTO desk_payments (payment_transaction_id, booking_id, method, reference, recorded_by)
    VALUES (${payment.transactionId}::int, ${payment.bookingId}::int, ${payment.method}, ${payment.reference}, ${payment.recordedBy}::int)`,
  );
}

export interface DeskHutRow {
  id: number;
  title: string;
  title_ar: string;
  max_persons_num: number;
  max_kids_num: number;
  rate_plans: RatePlan[];
}

/** The huts the desk can book (active, not deleted), in the catalogue's order, with their active rate plans. */
export const deskHuts = (db: Database) =>
  rows<DeskHutRow>(
    db,
    sql`SELECT h.id, h.title, h.title_ar, h.max_persons_num, h.max_kids_num, ${ratePlansJson(sql`h.id`)} AS rate_plans
      FROM huts h WHERE ${live('h')} ORDER BY h.sort_order, h.id`,
  );

/** The ids of a hut's active rate plans (besides the standard one), oldest first. */
export const activePlanIds = async (db: Database, hutId: number) =>
  (await rows<{ id: number }>(db, sql`SELECT id FROM hut_rate_plans WHERE hut_id = ${hutId}::int AND is_active ORDER BY id`)).map(
    (row) => row.id,
  );
