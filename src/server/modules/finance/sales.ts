// A supplier's sales, ticket by ticket, after the booking's promo and refunds are shared out over its lines
// (shares.ts). The supplier portal's figures and the supplier statements both read them from here.
import { toCents } from '../../../shared/money';
import type { Database } from '../../db/client';
import { createSalesRepository, type SaleBookingRow, type SaleRefundRow, type SaleTicketRow } from './salesRepository';
import { splitBooking, type SplitLine, type SplitRefund } from './shares';

/** One sold ticket line of a supplier, in halalas. */
export interface TicketSale {
  ticketId: number;
  bookingId: number;
  supplierId: number;
  month: string;
  quantity: number;
  /** Still sold: its booking is paid or completed and its session was not cancelled. */
  sold: boolean;
  gross: number;
  discount: number;
  paid: number;
  refunded: number;
  net: number;
}

const NIGHTS = 'nights';
const ticketKey = (id: number) => `t${id}`;

/**
 * The lines of one booking as sold: its nights (the subtotal less its tickets), its tickets booked with the stay (the
 * promo applies to these), and services added and paid later (charged in full). A ticket cancelled before it was
 * paid is no longer in the subtotal, nor a line; an added service not yet paid is not a line.
 */
export function bookingSplit(booking: SaleBookingRow, tickets: SaleTicketRow[], refunds: SaleRefundRow[]) {
  const inSubtotal = tickets.filter((ticket) => !(ticket.cancelled_at && toCents(ticket.refund_amount) === 0 && toCents(ticket.total) > 0));
  const charged = inSubtotal.filter((ticket) => !ticket.is_extra || ticket.paid_at);
  const nights = Math.max(0, toCents(booking.subtotal) - inSubtotal.reduce((sum, ticket) => sum + toCents(ticket.total), 0));
  const lines: SplitLine[] = [
    ...(nights > 0 ? [{ key: NIGHTS, gross: nights, discounted: true }] : []),
    ...charged.map((ticket) => ({ key: ticketKey(ticket.id), gross: toCents(ticket.total), discounted: !ticket.is_extra })),
  ];
  const stayLines = lines.filter((line) => line.discounted).map((line) => line.key);
  const splitRefunds: SplitRefund[] = refunds.map((refund) => ({
    amount: toCents(refund.amount),
    lines: refund.booking_ticket_id
      ? [ticketKey(refund.booking_ticket_id)]
      : refund.charge_kind === 'extra'
        ? charged
            .filter((ticket) => ticket.is_extra && ticket.payment_transaction_id === refund.refund_of)
            .map((ticket) => ticketKey(ticket.id))
        : stayLines,
  }));
  const split = splitBooking({ lines, discount: toCents(booking.discount), refunds: splitRefunds });
  return { lines: split, charged };
}

/** Every sold ticket of one supplier (or, `supplierId` undefined, of every supplier), shared out; `month`: of that month only. */
export async function supplierTicketSales(
  db: Database,
  supplierId: number | undefined,
  timeZone: string,
  month?: string,
): Promise<TicketSale[]> {
  const { bookings, tickets, refunds } = await createSalesRepository(db).bookingsWithSupplierTickets(supplierId, timeZone, month);
  const ticketsOf = groupBy(tickets, (ticket) => ticket.booking_id);
  const refundsOf = groupBy(refunds, (refund) => refund.booking_id);
  const sales: TicketSale[] = [];
  for (const booking of bookings) {
    const { lines, charged } = bookingSplit(booking, ticketsOf.get(booking.id) ?? [], refundsOf.get(booking.id) ?? []);
    const byKey = new Map(lines.map((line) => [line.key, line]));
    for (const ticket of charged) {
      if (ticket.supplier_id === null || (supplierId !== undefined && ticket.supplier_id !== supplierId)) continue;
      if (month && ticket.month !== month) continue;
      const line = byKey.get(ticketKey(ticket.id))!;
      sales.push({
        ticketId: ticket.id,
        bookingId: booking.id,
        supplierId: ticket.supplier_id,
        month: ticket.month,
        quantity: ticket.quantity,
        sold: (booking.status === 'paid' || booking.status === 'completed') && !ticket.cancelled_at,
        gross: line.gross,
        discount: line.discount,
        paid: line.paid,
        refunded: line.refunded,
        net: line.net,
      });
    }
  }
  return sales;
}

/** Month figures of some ticket sales: tickets still sold, what was paid for them (after the promo), refunded, kept. */
export interface MonthFigures {
  month: string;
  tickets: number;
  paid: number;
  refunded: number;
  net: number;
}

export function byMonth(sales: TicketSale[]): MonthFigures[] {
  const months = new Map<string, MonthFigures>();
  for (const sale of sales) {
    const month = months.get(sale.month) ?? { month: sale.month, tickets: 0, paid: 0, refunded: 0, net: 0 };
    month.tickets += sale.sold ? sale.quantity : 0;
    month.paid += sale.paid;
    month.refunded += sale.refunded;
    month.net += sale.net;
    months.set(sale.month, month);
  }
  return [...months.values()].sort((a, b) => b.month.localeCompare(a.month));
}

function groupBy<T>(items: T[], keyOf: (item: T) => number) {
  const groups = new Map<number, T[]>();
  for (const item of items) groups.set(keyOf(item), [...(groups.get(keyOf(item)) ?? []), item]);
  return groups;
}
