import { Type, type Static } from '@sinclair/typebox';
import { Booking, BookingStatus } from '../booking';
import { DateString, Id, Money, Nullable, PageNumber, Paginated, RequestKey } from '../common';
import { DeskRefund } from './deskRefunds';

/** The back office's bookings (issue 11): list, days of arrivals and departures, one booking with its timeline, actions. */
const literals = <T extends string>(values: readonly T[]) => Type.Union(values.map((value) => Type.Literal(value)));

export const BOOKING_SORTS = ['created_at', '-created_at', 'date_from', '-date_from', 'total', '-total', 'code', '-code'] as const;

export const BOOKING_STAGES = ['arriving_today', 'in_house', 'checked_out', 'not_scanned'] as const;
export type BookingStage = (typeof BOOKING_STAGES)[number];

export const StaffBookingQuery = Type.Object({
  /** Booking code, guest name, e-mail or phone. */
  q: Type.Optional(Type.String({ maxLength: 100 })),
  status: Type.Optional(BookingStatus),
  /** Stays that overlap these resort days (inclusive). */
  stay_from: Type.Optional(DateString),
  stay_to: Type.Optional(DateString),
  hut: Type.Optional(Id),
  payment: Type.Optional(literals(['paid', 'unpaid'] as const)),
  /** Created on these resort days (inclusive). */
  created_from: Type.Optional(DateString),
  created_to: Type.Optional(DateString),
  /**
   * The front desk's view on the resort's today: arriving today (paid, stay starts today), in house (checked in,
   * not checked out), checked out, not yet scanned (paid, the stay has begun or begins today, no check-in yet).
   */
  stage: Type.Optional(literals(BOOKING_STAGES)),
  sort: Type.Optional(literals(BOOKING_SORTS)),
  page: Type.Optional(PageNumber),
});
export type StaffBookingQuery = Static<typeof StaffBookingQuery>;

/** Who checked the guest in at the gate, and when; null until then. */
export const CheckedIn = Nullable(Type.Object({ at: Type.String({ format: 'date-time' }), by: Nullable(Type.String()) }));
export type CheckedIn = Static<typeof CheckedIn>;

/** The guest's check-out (issue 23): when, by whom, and early, on time or late against the stay's check-out time; null until then. */
export const CheckedOutAt = Nullable(
  Type.Object({
    at: Type.String({ format: 'date-time' }),
    by: Nullable(Type.String()),
    timing: literals(['early', 'on_time', 'late'] as const),
    due_at: Type.String({ format: 'date-time' }),
    /** An early check-out shortened the stay to end on the check-out day: the check-out day as booked (null: not shortened). */
    booked_date_to: Type.Optional(Nullable(DateString)),
  }),
);
export type CheckedOutAt = Static<typeof CheckedOutAt>;

export const StaffBookingRow = Type.Object({
  id: Id,
  code: Type.String(),
  status: BookingStatus,
  guest: Type.Object({
    id: Id,
    full_name: Type.String(),
    email: Type.String(),
    phone: Type.String(),
    language: literals(['en', 'ar'] as const),
  }),
  /** Null for a day visit (issue 25 §2): `visit` names its offers, and `date_from` is its day. */
  hut: Nullable(Type.Object({ id: Id, title: Type.String(), title_ar: Type.String() })),
  kind: Type.Optional(literals(['stay', 'day_visit'] as const)),
  visit: Type.Optional(Nullable(Type.Object({ title: Type.String(), title_ar: Type.String() }))),
  date_from: DateString,
  date_to: DateString,
  nights: Type.Integer(),
  persons: Type.Integer(),
  kids: Type.Integer(),
  /** The promo code used (null without one, or when the code was deleted since). */
  promocode: Nullable(Type.String()),
  discount: Money,
  /** The VAT included in the total. */
  vat: Money,
  total: Money,
  paid: Money,
  refunded: Money,
  not_paid: Money,
  currency: Type.String(),
  no_show: Type.Boolean(),
  checked_in: CheckedIn,
  checked_out: Type.Optional(CheckedOutAt),
  created_at: Type.String({ format: 'date-time' }),
});
export type StaffBookingRow = Static<typeof StaffBookingRow>;
export const StaffBookingPage = Paginated(StaffBookingRow);

export const DayQuery = Type.Object({ date: Type.Optional(DateString) });

export const DayTicket = Type.Object({
  title: Type.String(),
  title_ar: Type.String(),
  date: Nullable(DateString),
  quantity: Type.Integer(),
  is_extra: Type.Boolean(),
  cancelled: Type.Boolean(),
});
export const DayBooking = Type.Object({ ...StaffBookingRow.properties, tickets: Type.Array(DayTicket) });
export type DayBooking = Static<typeof DayBooking>;
export const DayList = Type.Object({
  date: DateString,
  today: DateString,
  kind: literals(['arrivals', 'departures'] as const),
  results: Type.Array(DayBooking),
});
export type DayList = Static<typeof DayList>;

export const TIMELINE_KINDS = ['created', 'held', 'payment', 'paid', 'extra', 'mail', 'refund', 'cancelled', 'audit'] as const;
export const TimelineEntry = Type.Object({
  at: Type.String({ format: 'date-time' }),
  kind: literals(TIMELINE_KINDS),
  /** payment/refund: its status; audit: the action (note, no_show, cancel, refund, check_in, redeem…); mail: its kind. */
  action: Nullable(Type.String()),
  amount: Nullable(Money),
  status: Nullable(Type.String()),
  result_code: Nullable(Type.String()),
  brand: Nullable(Type.String()),
  last4: Nullable(Type.String()),
  payment_kind: Nullable(Type.String()),
  /** A note's text, a cancellation's reason, an e-mail's subject, an extra's title. */
  text: Nullable(Type.String()),
  actor: Nullable(Type.String()),
});
export type TimelineEntry = Static<typeof TimelineEntry>;

export const StaffBookingDetail = Type.Object({
  booking: Booking,
  guest: Type.Object({
    id: Id,
    full_name: Type.String(),
    email: Type.String(),
    phone: Type.String(),
    language: literals(['en', 'ar'] as const),
  }),
  /** What can still be given back (what was charged minus refunds done or under way). */
  refundable: Money,
  /** Refunds done or under way (pending: the refund worker sends them): what a refund's `refunded_before` is compared with. */
  refunds_asked: Type.Optional(Money),
  no_show: Type.Boolean(),
  checked_in: CheckedIn,
  checked_out: Type.Optional(CheckedOutAt),
  /** Refunds of money taken at the desk: owed to the guest or handed over (issue 23 §2). */
  desk_refunds: Type.Optional(Type.Array(DeskRefund)),
  timeline: Type.Array(TimelineEntry),
});
export type StaffBookingDetail = Static<typeof StaffBookingDetail>;

const Reason = Type.String({ minLength: 1, maxLength: 500 });
const Amount = Type.String({ pattern: '^\\d{1,7}(\\.\\d{1,2})?$', maxLength: 10 });

export const CancelBody = Type.Object(
  { refund: literals(['full', 'partial', 'none'] as const), amount: Type.Optional(Amount), reason: Reason },
  { additionalProperties: false },
);
export type CancelBody = Static<typeof CancelBody>;
export const RefundBody = Type.Object({ amount: Amount, reason: Reason }, { additionalProperties: false });
export type RefundBody = Static<typeof RefundBody>;
export const NoteBody = Type.Object(
  {
    note: Type.String({ minLength: 1, maxLength: 2000 }),
    /** The same key twice (a double click, a retry) is one note. */
    request_key: Type.Optional(RequestKey),
  },
  { additionalProperties: false },
);
export type NoteBody = Static<typeof NoteBody>;
