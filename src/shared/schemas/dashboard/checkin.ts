import { Type, type Static } from '@sinclair/typebox';
import { DateString, Id, Nullable } from '../common';

/** Why an e-ticket does not admit its guest today. */
export const CHECKIN_REASONS = ['unknown', 'forged', 'not_paid', 'cancelled', 'refunded', 'not_today'] as const;
export type CheckinReason = (typeof CHECKIN_REASONS)[number];

/** What the gate scanned or typed: the QR's signed payload, or a booking code such as KEN-7Q2M9X. */
export const VerifyBody = Type.Object({ code: Type.String({ minLength: 1, maxLength: 128 }) }, { additionalProperties: false });
export type VerifyBody = Static<typeof VerifyBody>;

export const RedeemBody = Type.Object({ quantity: Type.Integer({ minimum: 1, maximum: 100 }) }, { additionalProperties: false });
export type RedeemBody = Static<typeof RedeemBody>;

export const GateTicket = Type.Object({
  id: Type.Integer(),
  kind: Type.Union([Type.Literal('event'), Type.Literal('service')]),
  title: Type.String(),
  title_ar: Type.String(),
  date: DateString,
  quantity: Type.Integer(),
  redeemed: Type.Integer(),
  remaining: Type.Integer(),
});
export type GateTicket = Static<typeof GateTicket>;

export const CHECK_OUT_TIMINGS = ['early', 'on_time', 'late'] as const;
export type CheckOutTiming = (typeof CHECK_OUT_TIMINGS)[number];
export const CheckedOut = Type.Object({
  at: Type.String({ format: 'date-time' }),
  by: Type.String(),
  timing: Type.Union(CHECK_OUT_TIMINGS.map((timing) => Type.Literal(timing))),
  /** The stay's check-out time it was judged against (its last day at the hut's check-out time). */
  due_at: Type.String({ format: 'date-time' }),
});
export type CheckedOut = Static<typeof CheckedOut>;

/** Check-out at the desk (the booking's screen) or at the gate (a scanned e-ticket); desk when not said. */
export const CheckOutBody = Type.Object(
  { via: Type.Optional(Type.Union([Type.Literal('desk'), Type.Literal('scan')])) },
  { additionalProperties: false },
);
export type CheckOutBody = Static<typeof CheckOutBody>;

/** Staff only: the stay itself (a supplier sees the guest's name and their own tickets, nothing more). */
export const GateStay = Type.Object({
  /** For a day visit (issue 25 §2, `day_visit` true) its offers' titles: it has no hut, one day and no nights. */
  hut: Type.Object({ title: Type.String(), title_ar: Type.String() }),
  day_visit: Type.Optional(Type.Boolean()),
  date_from: DateString,
  date_to: DateString,
  nights: Type.Integer(),
  persons: Type.Integer(),
  kids: Type.Integer(),
  checked_in: Nullable(Type.Object({ at: Type.String({ format: 'date-time' }), by: Type.String() })),
  /** The departure, once checked out: when, by whom, and early/on time/late against the stay's check-out time. */
  checked_out: Nullable(CheckedOut),
});
export type GateStay = Static<typeof GateStay>;

export const GateResult = Type.Object({
  valid: Type.Boolean(),
  reason: Nullable(Type.Union(CHECKIN_REASONS.map((reason) => Type.Literal(reason)))),
  /** The resort's date the answer is for. */
  today: DateString,
  booking: Nullable(Type.Object({ id: Type.Integer(), code: Type.String(), guest: Type.String() })),
  stay: Nullable(GateStay),
  /** Event and service tickets for today (a supplier's own only). */
  tickets: Type.Array(GateTicket),
});
export type GateResult = Static<typeof GateResult>;

export const BookingIdParams = Type.Object({ id: Id });
export const TicketIdParams = Type.Object({ id: Id });
