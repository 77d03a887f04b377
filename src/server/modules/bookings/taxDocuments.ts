// Issue 22: the tax documents a payment and a refund give rise to. A successful charge is billed by one simplified
// invoice (388) inside the completion's transaction; a refund that went through is answered by one credit note (381)
// correcting the invoice of the charge it gave back. A booking change follows the same rule both ways (issue 23 §3):
// the difference a dearer change charged is its own charge, billed by its own invoice (one line, the change); a
// cheaper change's refund is a refund like any other, answered by a credit note on the invoice of the charge it
// gave back (the stay's, or an earlier change's). The invoicing module numbers, chains and stamps them; this file
// only says what was sold, from the booking's own rows.
import { sql } from 'drizzle-orm';
import { toCents } from '../../../shared/money';
import type { Database } from '../../db/client';
import { rows } from '../../db/sql';
import { readDocument, shareOut, STANDARD_VAT, type DocumentLineInput, type VatCategory } from '../../lib/zatca';
import type { IssueDocumentInput } from '../invoicing/issue';
import { hutNights } from '../catalogue/pricing';
import { todayOf, type BookingDeps } from './context';

/** What invoicing reads of the bookings' dependencies (the seed issues its demo invoices with just these). */
export type InvoiceDeps = Pick<BookingDeps, 'config' | 'clock'>;
import type { TransactionRecord } from './transactions';
import { ticketsOf, type BookingRecord, type TicketRow } from './view';

/** The VAT category every line is charged at: standard rate (S) at the configured rate. */
export const vatCategoryOf = (vatRate: number): VatCategory =>
  Math.abs(vatRate - 0.15) < 1e-9 ? STANDARD_VAT : { code: 'S', rate: Math.round(vatRate * 10_000) / 100 };

const ticketLine = (ticket: TicketRow, vat: VatCategory): DocumentLineInput => ({
  name: ticket.date ? `${ticket.title} (${ticket.date})` : ticket.title,
  quantity: ticket.quantity,
  unitPriceWithVat: toCents(ticket.unit_price),
  unitCode: 'PCE',
  vat,
});

/** Lines whose quantities times prices add up, less the discount, to what the charge took: else one line for all of it. */
function checked(charge: TransactionRecord, lines: DocumentLineInput[], discount: number, fallbackName: string, vat: VatCategory) {
  const sum = lines.reduce((total, line) => total + line.quantity * line.unitPriceWithVat, 0) - discount;
  if (lines.length > 0 && sum === toCents(charge.amount) && lines.every((line) => line.unitPriceWithVat >= 0)) return { lines, discount };
  return { lines: [{ name: fallbackName, quantity: 1, unitPriceWithVat: toCents(charge.amount), vat }], discount: 0 };
}

/**
 * The stay's invoice: its nights per hut and nightly rate (equal rates grouped), each ticket and item booked with
 * it, and the promo discount as the document's allowance. The nights are what the booking's subtotal leaves after
 * its tickets; their split per rate comes from the hut's prices, used only when it adds up to that.
 */
async function stayInvoice(tx: Database, deps: InvoiceDeps, charge: TransactionRecord, booking: BookingRecord) {
  const vat = vatCategoryOf(deps.config.vatRate);
  const tickets = ((await ticketsOf(tx, [booking.id])).get(booking.id) ?? []).filter((ticket) => !ticket.cancelled_at);
  const nightsCents = toCents(booking.subtotal) - tickets.reduce((sum, ticket) => sum + toCents(ticket.total), 0);
  const nightName = `${booking.hut_title} (${booking.hut_title_ar}), night`;
  const lines: DocumentLineInput[] = [];
  // A day visit has no nights: its subtotal is its tickets.
  if (nightsCents > 0 && booking.hut_id !== null) {
    const nights = await hutNights(tx, {
      hutId: booking.hut_id,
      from: booking.date_from,
      nights: booking.nights,
      today: todayOf(deps),
      now: deps.clock.now(),
    });
    const rates = new Map<number, number>();
    for (const night of nights) rates.set(toCents(night.price), (rates.get(toCents(night.price)) ?? 0) + 1);
    const priced = nights.length === booking.nights && nights.every((night) => night.price !== null);
    if (priced && nights.reduce((sum, night) => sum + toCents(night.price), 0) === nightsCents) {
      for (const [rate, count] of rates) lines.push({ name: nightName, quantity: count, unitPriceWithVat: rate, unitCode: 'DAY', vat });
    } else if (booking.nights > 0 && nightsCents % booking.nights === 0) {
      lines.push({ name: nightName, quantity: booking.nights, unitPriceWithVat: nightsCents / booking.nights, unitCode: 'DAY', vat });
    } else {
      lines.push({ name: `${nightName}s (${booking.nights})`, quantity: 1, unitPriceWithVat: nightsCents, unitCode: 'PCE', vat });
    }
  }
  for (const ticket of tickets.filter((row) => !row.is_extra)) lines.push(ticketLine(ticket, vat));
  return checked(charge, lines, toCents(booking.discount), `Booking ${booking.code}`, vat);
}

type StayFacts = Pick<
  BookingRecord,
  'code' | 'hut_id' | 'hut_title' | 'hut_title_ar' | 'date_from' | 'date_to' | 'nights' | 'persons_max_num' | 'kids_max_num'
>;

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/**
 * The line of a change's invoice: the booking, its stay as it now stands and what it was, e.g. "Change of booking
 * KEN-AB12CD (تعديل الحجز): Lagoon Hut (كوخ البحيرة), 2026-04-06 to 2026-04-11, 5 nights, 2 adults (was 2026-04-06 to 2026-04-08,
 * 2 nights)". The hut and the guests are said where the change is about them.
 */
export function changeLineName(before: StayFacts, after: StayFacts): string {
  const hut = (stay: StayFacts) => `${stay.hut_title} (${stay.hut_title_ar})`;
  const guests = (stay: StayFacts) =>
    [
      plural(stay.persons_max_num, 'adult', 'adults'),
      ...(stay.kids_max_num > 0 ? [plural(stay.kids_max_num, 'child', 'children')] : []),
    ].join(', ');
  const dates = (stay: StayFacts) => `${stay.date_from} to ${stay.date_to}, ${plural(stay.nights, 'night', 'nights')}`;
  const was = [
    ...(before.hut_id !== after.hut_id ? [hut(before)] : []),
    dates(before),
    ...(guests(before) !== guests(after) ? [guests(before)] : []),
  ];
  return `Change of booking ${after.code} (تعديل الحجز): ${hut(after)}, ${dates(after)}, ${guests(after)} (was ${was.join(', ')})`;
}

/**
 * The stay before the latest change made to the booking (its hut's titles, dates and guests), for the invoice of a
 * balance a staff change left: null when the booking was never changed.
 */
export async function stayBeforeLastChange(tx: Database, booking: BookingRecord): Promise<StayFacts | null> {
  const [found] = await rows<Omit<StayFacts, 'code'>>(
    tx,
    sql`SELECT c.from_hut_id AS hut_id, h.title AS hut_title, h.title_ar AS hut_title_ar,
      to_char(lower(c.from_stay), 'YYYY-MM-DD') AS date_from, to_char(upper(c.from_stay), 'YYYY-MM-DD') AS date_to,
      (upper(c.from_stay) - lower(c.from_stay))::int AS nights, c.from_persons AS persons_max_num, c.from_kids AS kids_max_num
    FROM booking_changes c JOIN huts h ON h.id = c.from_hut_id
    WHERE c.booking_id = ${booking.id}::int AND c.status = 'applied' ORDER BY c.id DESC LIMIT 1`,
  );
  return found ? { ...found, code: booking.code } : null;
}

/** What one successful charge is billed: the stay (booking charge), the added services it paid (extra charge), or a change. */
export async function invoiceInput(
  tx: Database,
  deps: InvoiceDeps,
  charge: TransactionRecord,
  paid:
    | { booking: BookingRecord }
    | { ticketIds: number[]; code: string }
    | { change: { before: StayFacts; after: StayFacts } }
    | { balance: { booking: BookingRecord; ticketIds: number[] } },
): Promise<IssueDocumentInput> {
  const vat = vatCategoryOf(deps.config.vatRate);
  let billed: { lines: DocumentLineInput[]; discount: number };
  let promo: string | null = null;
  if ('change' in paid) {
    // The difference the change cost, VAT included, as the one line it is: the stay's own invoice stands as issued.
    const name = changeLineName(paid.change.before, paid.change.after);
    billed = { lines: [{ name, quantity: 1, unitPriceWithVat: toCents(charge.amount), unitCode: 'PCE', vat }], discount: 0 };
  } else if ('balance' in paid) {
    // What a staff change to a dearer stay left to pay, with any added services paid by the same charge: the services
    // line by line, the rest as the change.
    const { booking, ticketIds } = paid.balance;
    const ids = new Set(ticketIds);
    const services = ((await ticketsOf(tx, [booking.id])).get(booking.id) ?? [])
      .filter((ticket) => ids.has(ticket.id))
      .map((ticket) => ticketLine(ticket, vat));
    const rest = toCents(charge.amount) - services.reduce((sum, line) => sum + line.quantity * line.unitPriceWithVat, 0);
    const before = await stayBeforeLastChange(tx, booking);
    const name = before ? changeLineName(before, booking) : `Balance of booking ${booking.code}`;
    billed = checked(charge, [...services, { name, quantity: 1, unitPriceWithVat: rest, unitCode: 'PCE', vat }], 0, name, vat);
  } else if ('booking' in paid) {
    billed = await stayInvoice(tx, deps, charge, paid.booking);
    promo = paid.booking.promocode;
  } else {
    const ids = new Set(paid.ticketIds);
    const tickets = ((await ticketsOf(tx, [charge.booking_id])).get(charge.booking_id) ?? []).filter((ticket) => ids.has(ticket.id));
    billed = checked(
      charge,
      tickets.map((ticket) => ticketLine(ticket, vat)),
      0,
      `Added services, booking ${paid.code}`,
      vat,
    );
  }
  return {
    kind: 'invoice',
    bookingId: charge.booking_id,
    paymentId: charge.id,
    lines: billed.lines,
    ...(billed.discount > 0 ? { discountWithVat: billed.discount, discountReason: promo ? `Promo ${promo}` : 'Discount' } : {}),
    paymentMeansCode: '48',
  };
}

/** The invoice that billed a charge, if one was issued (charges paid before invoicing, or refunded as not owed, have none). */
export async function invoiceOfCharge(tx: Database, chargeId: number): Promise<InvoiceBilled | null> {
  const [found] = await rows<{ id: number; xml: string }>(
    tx,
    sql`SELECT id, xml FROM tax_documents WHERE payment_transaction_id = ${chargeId}::int AND type = 'invoice'`,
  );
  if (!found) return null;
  // The lines as the invoice itself states them (its stamped XML), whatever the booking became since.
  const lines = readDocument(found.xml).lines.map((line) => ({
    name: line.name,
    amountWithVat: line.amountWithVat,
    vatRate: line.vatRate,
  }));
  return { id: found.id, lines };
}

/** An invoice and the lines it billed (VAT included, halalas; the rate in percent). */
export interface InvoiceBilled {
  id: number;
  lines: { name: string; amountWithVat: number; vatRate: number }[];
}

/**
 * A refund's credit note, correcting the charge's invoice: the amount given back shared out pro rata over the invoice's
 * lines to the halala (the same sharing as the promo allowance and the suppliers' figures, lib/zatca shareOut), one
 * line "Refund: <what was billed>" for each line that gets a share, at that line's VAT rate.
 */
export function creditNoteInput(
  refund: { id: number; bookingId: number; cents: number; reason: string },
  invoice: InvoiceBilled,
): IssueDocumentInput {
  const shares = shareOut(
    refund.cents,
    invoice.lines.map((line) => line.amountWithVat),
  );
  const lines: DocumentLineInput[] = invoice.lines
    .map((line, index) => ({ line, share: shares[index] }))
    .filter(({ share }) => share > 0)
    .map(({ line, share }) => ({
      name: `Refund: ${line.name}`,
      quantity: 1,
      unitPriceWithVat: share,
      unitCode: 'PCE',
      vat: vatCategoryOf(line.vatRate / 100),
    }));
  return {
    kind: 'credit_note',
    bookingId: refund.bookingId,
    paymentId: refund.id,
    correctsDocumentId: invoice.id,
    reason: refund.reason.trim() || 'Refund',
    lines,
    paymentMeansCode: '48',
  };
}
