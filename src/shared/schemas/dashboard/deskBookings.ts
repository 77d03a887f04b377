import { Type, type Static } from '@sinclair/typebox';
import { Booking, BookingBody } from '../booking';
import { RatePlan } from '../catalogue';
import { DateString, Id, Money, Nullable } from '../common';
import { Version } from './common';

// Issue 23 §2: bookings made by staff at the desk (phone, walk-in). The stay is chosen and priced exactly as online
// (BookingBody, the one quote); the guest is found or created on the spot; payment is a link, cash or the card
// terminal, or at arrival.

export const DESK_PAYMENT_METHODS = ['link', 'cash', 'terminal', 'arrival'] as const;
export type DeskPaymentMethod = (typeof DESK_PAYMENT_METHODS)[number];

export const DeskGuestQuery = Type.Object({ search: Type.String({ minLength: 2, maxLength: 100 }) });
export type DeskGuestQuery = Static<typeof DeskGuestQuery>;

export const DeskGuest = Type.Object({
  id: Id,
  full_name: Type.String(),
  /** Null for a guest created at the desk without an e-mail. */
  email: Nullable(Type.String()),
  phone: Type.String(),
});
export type DeskGuest = Static<typeof DeskGuest>;
export const DeskGuestList = Type.Array(DeskGuest);

export const DeskOptions = Type.Object({
  huts: Type.Array(
    Type.Object({
      id: Id,
      title: Type.String(),
      title_ar: Type.String(),
      max_persons_num: Type.Integer(),
      max_kids_num: Type.Integer(),
      /** The hut's active rate plans besides the standard one (issue 24 §2): the desk chooses among them. */
      rate_plans: Type.Array(RatePlan),
    }),
  ),
  max_discount_percent: Type.Number(),
});
export type DeskOptions = Static<typeof DeskOptions>;

export const DeskOffersQuery = Type.Object({ date_from: DateString, date_to: DateString });
const DeskOffer = Type.Object({
  id: Id,
  title: Type.String(),
  title_ar: Type.String(),
  dates: Type.Array(
    Type.Object({
      id: Id,
      date: DateString,
      price: Money,
      seats_left: Type.Integer(),
      min_purchasable_quantity: Type.Integer(),
      max_purchasable_quantity: Type.Integer(),
    }),
  ),
});
/** The events' and services' sessions inside a stay that still have seats: what the desk can add to it. */
export const DeskOffers = Type.Object({ events: Type.Array(DeskOffer), services: Type.Array(DeskOffer) });
export type DeskOffers = Static<typeof DeskOffers>;

export const NewDeskGuest = Type.Object({
  full_name: Type.String({ maxLength: 150 }),
  phone: Type.String({ maxLength: 20 }),
  email: Type.Optional(Nullable(Type.String({ maxLength: 254 }))),
  language: Type.Optional(Type.Union([Type.Literal('en'), Type.Literal('ar')])),
});

export const ManualDiscount = Type.Object({
  /** Percent off what is left after any promo code, within the desk's limit. */
  percent: Type.Number({ exclusiveMinimum: 0, maximum: 100 }),
  reason: Type.String({ maxLength: 300 }),
});

export const DeskPayment = Type.Object({
  method: Type.Union(DESK_PAYMENT_METHODS.map((method) => Type.Literal(method))),
  /** Cash or card terminal: the receipt or slip number (optional for cash). */
  reference: Type.Optional(Type.String({ maxLength: 64 })),
});

export const DeskQuoteBody = Type.Composite([BookingBody, Type.Object({ discount: Type.Optional(Nullable(ManualDiscount)) })]);
export type DeskQuoteBody = Static<typeof DeskQuoteBody>;

export const DeskBookingBody = Type.Composite([
  BookingBody,
  Type.Object({
    /** An existing guest… */
    guest_id: Type.Optional(Id),
    /** …or a new guest profile made on the spot (e-mail optional). */
    new_guest: Type.Optional(NewDeskGuest),
    discount: Type.Optional(Nullable(ManualDiscount)),
    payment: DeskPayment,
  }),
]);
export type DeskBookingBody = Static<typeof DeskBookingBody>;

export const DeskQuote = Type.Object({
  nights: Type.Integer(),
  nights_available: Type.Boolean(),
  subtotal: Money,
  promo_discount: Money,
  manual_discount: Money,
  vat: Money,
  total: Money,
  max_discount_percent: Type.Number(),
  /** The plan priced (null: the standard flexible one), its terms and policy as the booking would keep them. */
  rate_plan: Nullable(RatePlan),
  /** What the plan takes off the room and adds per night over the stay (in the subtotal). */
  plan_discount: Money,
  plan_addon: Money,
  /** The same stay's total on each plan the hut offers (id null: standard), promo and manual discount included. */
  plans: Type.Array(Type.Object({ id: Nullable(Type.Integer()), total: Money })),
  lines: Type.Array(
    Type.Object({ kind: Type.String(), title: Type.String(), date: Nullable(DateString), quantity: Type.Integer(), total: Money }),
  ),
});
export type DeskQuote = Static<typeof DeskQuote>;

export const DeskBookingAnswer = Type.Object({
  booking: Booking,
  payment_method: Type.Union(DESK_PAYMENT_METHODS.map((method) => Type.Literal(method))),
  /** A payment link's address (to e-mail, or copy for WhatsApp or SMS); null for the other methods. */
  payment_url: Nullable(Type.String()),
  /** Until when the nights are held unpaid (the link's and the arrival deadline's end); null once paid. */
  hold_expires_at: Nullable(Type.String({ format: 'date-time' })),
  /** Whether the link was e-mailed (the guest has an e-mail). */
  link_emailed: Type.Boolean(),
});
export type DeskBookingAnswer = Static<typeof DeskBookingAnswer>;

export const DeskRecordPaymentBody = Type.Object({
  method: Type.Union([Type.Literal('cash'), Type.Literal('terminal')]),
  reference: Type.Optional(Type.String({ maxLength: 64 })),
});
export type DeskRecordPaymentBody = Static<typeof DeskRecordPaymentBody>;

export const DeskSettings = Type.Object({
  /** The front desk's largest manual discount, in percent of the stay's price. */
  max_discount_percent: Type.Number({ minimum: 0, maximum: 100 }),
  /** A manager's largest manual discount. */
  manager_max_discount_percent: Type.Number({ minimum: 0, maximum: 100 }),
  arrival_deadline_hours: Type.Integer({ minimum: 0, maximum: 48 }),
  link_hold_hours: Type.Integer({ minimum: 1, maximum: 168 }),
  version: Version,
});
export type DeskSettings = Static<typeof DeskSettings>;

/** The public page of a payment link: the booking to pay, until when. */
export const PaymentLinkAnswer = Type.Object({ booking: Booking, expires_at: Type.String({ format: 'date-time' }) });
export type PaymentLinkAnswer = Static<typeof PaymentLinkAnswer>;
export const PaymentLinkParams = Type.Object({ token: Type.String({ minLength: 10, maxLength: 200, pattern: '^[A-Za-z0-9_.-]+$' }) });
