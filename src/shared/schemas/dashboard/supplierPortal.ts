import { Type, type Static } from '@sinclair/typebox';
import { DateString, Money } from '../common';

/** A ticket of one session as its supplier sees it: the guest's display name and how many, nothing more. */
export const SessionTicket = Type.Object({
  id: Type.Integer(),
  guest_name: Type.String(),
  quantity: Type.Integer(),
  /** paid: sold; held: a booking holding seats until its payment deadline. */
  state: Type.Union([Type.Literal('paid'), Type.Literal('held')]),
});
export type SessionTicket = Static<typeof SessionTicket>;
export const SessionTickets = Type.Object({ results: Type.Array(SessionTicket), quantity: Type.Integer() });
export type SessionTickets = Static<typeof SessionTickets>;

/**
 * One month of a supplier's sales (month of sale, resort time), each ticket with its share of the booking's promo and of
 * the refunds that went through (finance/shares.ts): `gross` is what guests paid for the tickets, `refunds` what went back.
 */
export const SalesMonth = Type.Object({
  month: Type.String({ pattern: '^\\d{4}-\\d{2}$' }),
  tickets: Type.Integer(),
  gross: Money,
  refunds: Money,
  net: Money,
  /** The VAT included in `net`. */
  vat: Money,
});
export type SalesMonth = Static<typeof SalesMonth>;
export const SupplierSales = Type.Object({ months: Type.Array(SalesMonth) });
export type SupplierSales = Static<typeof SupplierSales>;

export const UpcomingSession = Type.Object({
  kind: Type.Union([Type.Literal('event'), Type.Literal('service')]),
  item_id: Type.Integer(),
  session_id: Type.Integer(),
  title: Type.String(),
  title_ar: Type.String(),
  date: DateString,
  capacity: Type.Integer(),
  sold: Type.Integer(),
});
export type UpcomingSession = Static<typeof UpcomingSession>;
export const SupplierOverview = Type.Object({ this_month: SalesMonth, upcoming: Type.Array(UpcomingSession) });
export type SupplierOverview = Static<typeof SupplierOverview>;
