// Issue 25 §3: `GET /api/products/bookings/upcoming/` answers two clients. The contract's page of every upcoming
// booking ({count, next, previous, results}) stays, and beside it, at the top level, the original back end's one
// "upcoming" booking (hisham-mernan/ken-back UpcomingBookingsView + UpComingBookingSerializer): the guest's latest
// paid or cancelled booking, paid for, whose stay is not over yet. None: no such fields, as the original's `{}`.
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { rows } from '../../db/sql';
import { priceRangesFrom } from '../catalogue/hutsRepository';
import { todayOf, viewContext, type BookingDeps } from './context';
import { findBookings, ticketsOf, toBookingView } from './view';

/** The original's one upcoming booking, in its serializer's fields. */
export interface OriginalUpcoming {
  id: number;
  hut: number | null;
  available_dates: { date_from: string; date_to: string; price: string; weekend_price: string | null }[];
  check_in: string;
  check_out: string;
  total_price: string;
  persons_max_num: number;
  kids_max_num: number;
  paid: string;
  not_paid: string;
  created_at: string;
  status: string;
  is_paid: boolean;
  events_tickets_count: number;
  qr_code_image: string | null;
  invoice_url: string | null;
}

/** The latest paid or cancelled (and paid for) booking of the guest whose stay ends today or later, or null. */
export async function originalUpcoming(deps: BookingDeps, userId: number): Promise<OriginalUpcoming | null> {
  const db: Database = deps.db;
  const today = todayOf(deps);
  const [found] = await rows<{ id: number; available_dates: OriginalUpcoming['available_dates'] | null; invoice: number | null }>(
    db,
    sql`SELECT b.id,
        (SELECT ${priceRangesFrom(today)} FROM huts h WHERE h.id = b.hut_id) AS available_dates,
        (SELECT d.id FROM tax_documents d WHERE d.booking_id = b.id AND d.type = 'invoice' ORDER BY d.id LIMIT 1) AS invoice
      FROM bookings b
      WHERE b.user_id = ${userId}::int AND b.status IN ('paid', 'cancelled') AND b.paid > 0 AND upper(b.stay) >= ${today}::date
      ORDER BY b.created_at DESC, b.id DESC LIMIT 1`,
  );
  if (!found) return null;
  const context = viewContext(deps);
  const [records, tickets] = await Promise.all([findBookings(db, [found.id], context), ticketsOf(db, [found.id])]);
  const booking = await toBookingView(records.get(found.id)!, tickets.get(found.id) ?? [], context);
  return {
    id: booking.id,
    hut: booking.hut?.id ?? null,
    available_dates: found.available_dates ?? [],
    check_in: booking.dates.date_from,
    check_out: booking.dates.date_to,
    total_price: booking.total_price,
    persons_max_num: booking.persons_max_num,
    kids_max_num: booking.kids_max_num,
    paid: booking.paid,
    not_paid: booking.not_paid,
    created_at: booking.created_at,
    status: booking.status,
    is_paid: Number(booking.paid) > 0,
    // The original counts the paid event tickets' quantities.
    events_tickets_count: booking.events.reduce((sum, ticket) => sum + ticket.quantity, 0),
    qr_code_image: booking.qr_code_image,
    invoice_url: found.invoice === null ? null : `/api/products/bookings/${booking.id}/documents/${found.invoice}/pdf/`,
  };
}
