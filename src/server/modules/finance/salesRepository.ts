import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { rows } from '../../db/sql';

/** Bookings whose tickets count as sold: paid once (cancelled and refunded ones keep their sale, less its refunds). */
const SOLD_STATES = sql`('paid', 'completed', 'cancelled', 'refunded')`;

/** The supplier of a ticket (a service's or an event's owner; items and the resort's own offers: null). */
const TICKET_SUPPLIER = sql`coalesce(s.user_id, e.user_id)`;
const TICKET_JOINS = sql`LEFT JOIN service_dates sd ON sd.id = t.service_date_id LEFT JOIN services s ON s.id = sd.service_id
  LEFT JOIN event_dates ed ON ed.id = t.event_date_id LEFT JOIN events e ON e.id = ed.event_id`;

export interface SaleBookingRow {
  id: number;
  status: string;
  subtotal: string;
  discount: string;
}
export interface SaleTicketRow {
  id: number;
  booking_id: number;
  quantity: number;
  total: string;
  is_extra: boolean;
  paid_at: string | null;
  payment_transaction_id: number | null;
  cancelled_at: string | null;
  refund_amount: string | null;
  supplier_id: number | null;
  /** Month of the sale in resort time: when an added service was paid, else when the booking was made. */
  month: string;
}
export interface SaleRefundRow {
  id: number;
  booking_id: number;
  amount: string;
  refund_of: number | null;
  booking_ticket_id: number | null;
  charge_kind: string | null;
}

/**
 * The sold bookings holding a ticket of one supplier (or of any supplier), with all their tickets and refunds that
 * went through: everything splitBooking needs to share their promo and refunds out over their lines.
 */
export function createSalesRepository(db: Database) {
  return {
    /** `month` (YYYY-MM): only bookings with a supplier's ticket sold that month (all their lines still come back). */
    async bookingsWithSupplierTickets(supplierId: number | undefined, timeZone: string, month?: string) {
      const bookingIds = sql`SELECT t.booking_id FROM booking_tickets t JOIN bookings tb ON tb.id = t.booking_id ${TICKET_JOINS}
        WHERE ${supplierId === undefined ? sql`${TICKET_SUPPLIER} IS NOT NULL` : sql`${TICKET_SUPPLIER} = ${supplierId}::int`}
        ${month ? sql`AND to_char(date_trunc('month', coalesce(t.paid_at, tb.created_at) AT TIME ZONE ${timeZone}), 'YYYY-MM') = ${month}` : sql``}`;
      const soldIds = sql`SELECT b.id FROM bookings b WHERE b.status IN ${SOLD_STATES} AND b.id IN (${bookingIds})`;
      const [bookings, tickets, refunds] = await Promise.all([
        rows<SaleBookingRow>(
          db,
          sql`SELECT b.id, b.status, b.subtotal::text AS subtotal, b.discount::text AS discount FROM bookings b
          WHERE b.id IN (${soldIds}) ORDER BY b.id`,
        ),
        rows<SaleTicketRow>(
          db,
          sql`SELECT t.id, t.booking_id, t.quantity, t.total::text AS total, t.is_extra, t.paid_at::text AS paid_at,
            t.payment_transaction_id, t.cancelled_at::text AS cancelled_at, t.refund_amount::text AS refund_amount,
            ${TICKET_SUPPLIER} AS supplier_id,
            to_char(date_trunc('month', coalesce(t.paid_at, b.created_at) AT TIME ZONE ${timeZone}), 'YYYY-MM') AS month
          FROM booking_tickets t JOIN bookings b ON b.id = t.booking_id ${TICKET_JOINS}
          WHERE t.booking_id IN (${soldIds}) ORDER BY t.booking_id, t.id`,
        ),
        rows<SaleRefundRow>(
          db,
          sql`SELECT r.id, r.booking_id, r.amount::text AS amount, r.refund_of, r.booking_ticket_id, c.kind::text AS charge_kind
          FROM payment_transactions r LEFT JOIN payment_transactions c ON c.id = r.refund_of
          WHERE r.kind = 'refund' AND r.status = 'success' AND r.booking_id IN (${soldIds}) ORDER BY r.booking_id, r.id`,
        ),
      ]);
      return { bookings, tickets, refunds };
    },
  };
}
