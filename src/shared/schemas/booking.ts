import { Type, type Static } from '@sinclair/typebox';
import { EventDate, PriceRange, RatePlan } from './catalogue';
import { DateString, Id, Money, Nullable, Paginated } from './common';

/** Request and response shapes of bookings (contract: Bookings). Money is "450.00" in SAR, VAT included. */
/** A row id: PostgreSQL's integer, so a larger number is a 400 and never reaches a query. */
const Quantity = Type.Integer({ minimum: 1, maximum: 1000 });

/** The terms a booking was sold with (issue 24 §2): its plan as it read then, and how the nights were priced. */
export const SoldRatePlan = Type.Object({
  plan: Nullable(RatePlan),
  breakdown: Type.Object({
    nights: Type.Integer(),
    nights_total: Money,
    extra_adults: Type.Integer(),
    extra_kids: Type.Integer(),
    extra_guests: Money,
    stay_discount_percent: Type.Integer(),
    stay_discount: Money,
    plan_discount: Money,
    plan_addon: Money,
    total: Money,
  }),
});
export type SoldRatePlan = Static<typeof SoldRatePlan>;

export const BOOKING_STATUSES = ['pending', 'confirmed', 'paid', 'expired', 'cancelled', 'refunded', 'completed'] as const;
export const BookingStatus = Type.Union(BOOKING_STATUSES.map((status) => Type.Literal(status)));

export const BookingBody = Type.Object({
  hut: Id,
  persons_max_num: Type.Integer({ minimum: 1, maximum: 100 }),
  kids_max_num: Type.Optional(Type.Integer({ minimum: 0, maximum: 100 })),
  date: Type.Object({ date_from: DateString, date_to: DateString }),
  events: Type.Optional(Type.Array(Type.Object({ event: Id, quantity: Quantity, date: Id }), { maxItems: 50 })),
  services: Type.Optional(Type.Array(Type.Object({ service: Id, quantity: Quantity, date: Id }), { maxItems: 50 })),
  special_items: Type.Optional(Type.Array(Type.Object({ item: Id, quantity: Quantity }), { maxItems: 50 })),
  promocode: Type.Optional(Nullable(Type.String({ maxLength: 40 }))),
  /** One of the hut's rate plans (`rates.rate_plans` of the hut); absent or null: the standard flexible plan. */
  rate_plan: Type.Optional(Nullable(Id)),
});
export type BookingBody = Static<typeof BookingBody>;

export const BookingUpdateBody = Type.Composite([
  BookingBody,
  Type.Object({ status: Type.Optional(Type.Union([Type.Literal('pending'), Type.Literal('confirmed')])) }),
]);
export type BookingUpdateBody = Static<typeof BookingUpdateBody>;

export const BookingTicket = Type.Object({
  id: Type.Integer(),
  event: Type.Optional(Type.Integer()),
  service: Type.Optional(Type.Integer()),
  item: Type.Optional(Type.Integer()),
  title: Type.String(),
  title_ar: Type.String(),
  date: Nullable(DateString),
  date_id: Nullable(Type.Integer()),
  quantity: Type.Integer(),
  unit_price: Money,
  total: Money,
  is_extra: Type.Boolean(),
  is_paid: Type.Boolean(),
  /** Its session was cancelled by the resort; `refund_amount` went back to the guest. */
  cancelled: Type.Optional(Type.Boolean()),
  refund_amount: Type.Optional(Nullable(Money)),
});
export type BookingTicket = Static<typeof BookingTicket>;

/** For clients of the original API: the booked hut's limits and its price ranges from today on (as on the hut page). */
export const BookingHutDetails = Type.Object({
  id: Type.Integer(),
  max_persons_num: Type.Integer(),
  max_kids_num: Type.Integer(),
  available_dates: Type.Array(PriceRange),
});
export type BookingHutDetails = Static<typeof BookingHutDetails>;

/** A stay in a hut, or a day visit: tickets for one dated session without a stay (issue 25 §2). */
export const BookingKind = Type.Union([Type.Literal('stay'), Type.Literal('day_visit')]);
export type BookingKind = Static<typeof BookingKind>;

export const Booking = Type.Object({
  id: Type.Integer(),
  code: Type.String(),
  user: Type.Object({ id: Type.Integer(), full_name: Type.String(), email: Type.String() }),
  /** Absent from older answers: a stay. A day visit has no hut (`hut` and `hut_details` null) and `dates` is its one day. */
  kind: Type.Optional(BookingKind),
  hut: Nullable(
    Type.Object({
      id: Type.Integer(),
      title: Type.String(),
      title_ar: Type.String(),
      main_image: Nullable(Type.String()),
      /** Every web size of `main_image`, narrowest first, for `srcset` (a booking's card shows it small). */
      main_image_variants: Type.Optional(Type.Array(Type.Object({ url: Type.String(), width: Type.Integer(), height: Type.Integer() }))),
    }),
  ),
  persons_max_num: Type.Integer(),
  kids_max_num: Type.Integer(),
  status: BookingStatus,
  created_at: Type.String(),
  hold_expires_at: Nullable(Type.String()),
  dates: Type.Object({
    date_from: DateString,
    date_to: DateString,
    nights: Type.Integer(),
    check_in: Type.String(),
    check_out: Type.String(),
  }),
  events: Type.Array(BookingTicket),
  services: Type.Array(BookingTicket),
  special_items: Type.Array(BookingTicket),
  promocode: Nullable(Type.String()),
  subtotal: Money,
  discount: Money,
  vat: Money,
  total_price: Money,
  paid: Money,
  /** Given back so far (every refund, partial ones included); paid minus refunded is what the resort keeps. */
  refunded: Type.Optional(Money),
  /** A refund was asked for and has not gone through yet (the worker sends it and retries; issue 22). */
  refund_pending: Type.Optional(Type.Boolean()),
  /** Where the booking's refunds stand: any pending wins, then a failed one, then succeeded; null when none was asked. */
  refund_status: Type.Optional(Nullable(Type.Union([Type.Literal('pending'), Type.Literal('failed'), Type.Literal('succeeded')]))),
  not_paid: Money,
  currency: Type.String(),
  qr_code: Nullable(Type.String()),
  cancellation: Type.Object({
    deadline: Type.String(),
    /** `deadline` while it is still ahead, else null: no screen, e-mail or e-ticket shows a free-cancellation date in the past. */
    free_until: Nullable(Type.String()),
    /** Booked (or still unpaid) inside the free-cancellation window: cancelling refunds nothing. Said before paying and after. */
    non_refundable: Type.Boolean(),
    refundable_amount: Money,
    full_refund_hours: Type.Integer(),
    reason: Nullable(Type.String()),
    cancelled_at: Nullable(Type.String()),
    refunded_at: Nullable(Type.String()),
  }),
  /** The rate plan sold (null plan: standard flexible) and the stay's price as worked out then; later edits of the plan never change it. */
  rate_plan: Type.Optional(Nullable(SoldRatePlan)),
  can_rate: Type.Optional(Type.Boolean()),
  // Fields the original API's clients read; our web app uses `hut`, `dates`, `events` and `qr_code`.
  hut_details: Nullable(BookingHutDetails),
  /** The same instants as `dates.check_in` and `dates.check_out` (ISO 8601, UTC). */
  check_in: Type.String(),
  check_out: Type.String(),
  /** How many event tickets the booking has (lines, as `events.length`). */
  events_tickets_count: Type.Integer({ minimum: 0 }),
  /** The QR code as a PNG data URL once paid (the same image as `qr_code`), else null. */
  qr_code_image: Nullable(Type.String()),
});
export type Booking = Static<typeof Booking>;

export const BookingPage = Paginated(Booking);

export const PaidState = Type.Object({ id: Type.Integer(), status: BookingStatus, is_paid: Type.Boolean(), paid: Money, not_paid: Money });
export type PaidState = Static<typeof PaidState>;

/**
 * `GET /api/products/booking/payment-details/{id}/`, the original clients' payment summary (their success page reads
 * the dates, guests, ticket counts, total and QR from it): `hut` is the hut's id, `hut_price` its nightly price over
 * the booked nights, `invoice_url` the first tax invoice's PDF (signed-in), null before payment.
 */
export const PaymentDetails = Type.Object({
  id: Type.Integer(),
  /** Null for a day visit (no hut). */
  hut: Nullable(Type.Integer()),
  hut_price: Nullable(Money),
  total_price: Money,
  persons_max_num: Type.Integer(),
  kids_max_num: Type.Integer(),
  paid: Money,
  not_paid: Money,
  created_at: Type.String(),
  status: BookingStatus,
  dates: Type.Object({ date_from: Type.String(), date_to: Type.String() }),
  promocode: Nullable(Type.Object({ code: Type.String() })),
  events_tickets_count: Type.Integer(),
  services_tickets_count: Type.Integer(),
  special_items_tickets_count: Type.Integer(),
  qr_code_image: Nullable(Type.String()),
  invoice_url: Nullable(Type.String()),
});
export type PaymentDetails = Static<typeof PaymentDetails>;

export const AvailableBody = Type.Object({ booking_id: Id });
/** Every date inside the stay with seats left, and the first of them as `available_dates` (the shape of events/random/). */
const AvailableOffer = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  title_ar: Type.String(),
  image: Nullable(Type.String()),
  dates: Type.Array(EventDate),
  available_dates: EventDate,
});
export const AvailableServices = Type.Object({
  available_services: Type.Array(AvailableOffer),
  available_events: Type.Array(AvailableOffer),
});

export const ExtraBody = Type.Object({
  booking: Id,
  tickets: Type.Array(Type.Object({ service: Id, quantity: Quantity, date: Id, is_extra: Type.Optional(Type.Boolean()) }), {
    minItems: 1,
    maxItems: 20,
  }),
});
export const ExtraAnswer = Type.Object({ tickets: Type.Array(BookingTicket), amount_due: Money, currency: Type.String() });

export const CancelBody = Type.Object({ reason: Type.Optional(Type.String({ maxLength: 1000 })) });
/** Contract: `{value: 1..5, content}`; content is required (the client always sends it, possibly empty). */
export const RateBody = Type.Object({ value: Type.Integer({ minimum: 1, maximum: 5 }), content: Type.String({ maxLength: 2000 }) });
export const RateAnswer = Type.Object({
  id: Type.Integer(),
  booking: Type.Integer(),
  /** Null for a day visit: its review is of the offer. */
  hut: Nullable(Type.Integer()),
  value: Type.Integer(),
  content: Type.String(),
  created_at: Type.String(),
});

export const SandboxPayBody = Type.Object({
  checkout_id: Type.String({ minLength: 1, maxLength: 128 }),
  card_number: Type.String({ minLength: 1, maxLength: 40 }),
  expiry_month: Type.Integer({ minimum: 1, maximum: 12 }),
  expiry_year: Type.Integer({ minimum: 2000, maximum: 2100 }),
  cvc: Type.String({ minLength: 1, maxLength: 4 }),
  holder: Type.String({ minLength: 1, maxLength: 100 }),
});
export type SandboxPayBody = Static<typeof SandboxPayBody>;

export const TicketVerifyQuery = Type.Object({ token: Type.String({ minLength: 1, maxLength: 256 }) });
export const TicketVerifyAnswer = Type.Object({ valid: Type.Boolean(), booking: Nullable(Booking) });
