import { Type, type Static } from '@sinclair/typebox';
import { Booking } from './booking';
import { DateString, Id, Money } from './common';

/** Changing a booking's dates, hut or guests (issue 23 §3): staff and the booking's own guest send the same body. */
export const BookingChangeBody = Type.Object(
  {
    hut: Type.Optional(Id),
    date_from: Type.Optional(DateString),
    date_to: Type.Optional(DateString),
    persons_max_num: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
    kids_max_num: Type.Optional(Type.Integer({ minimum: 0, maximum: 100 })),
    /** Only price the change: nothing is written. */
    dry_run: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
export type BookingChangeBody = Static<typeof BookingChangeBody>;

export const ChangeDirection = Type.Union([Type.Literal('charge'), Type.Literal('refund'), Type.Literal('none')]);
export type ChangeDirection = Static<typeof ChangeDirection>;

export const BookingChangeAnswer = Type.Object({
  /** The booking as it is after the change (a dry run or a change awaiting payment: as it would be). */
  booking: Booking,
  difference: Type.Object({
    /** What the new stay costs more (charge) or less (refund) than the booking's total, VAT included. */
    amount: Money,
    direction: ChangeDirection,
    /** Of a refund, what the cancellation policy gives back to the card (the rest is kept). */
    refund: Money,
  }),
  /** A guest's change that costs more: applied once this checkout (kind "change") is paid. */
  checkout_id: Type.Optional(Type.String()),
  /** Applied now, or waiting for the difference to be paid (the booking keeps its old nights until then). */
  status: Type.Union([Type.Literal('priced'), Type.Literal('applied'), Type.Literal('awaiting_payment')]),
  /** Tickets on days outside the new stay: cancelled (their price counted in the difference), for the guest to choose again. */
  tickets_to_choose_again: Type.Array(
    Type.Object({ id: Id, title: Type.String(), title_ar: Type.String(), date: Type.Union([Type.String(), Type.Null()]) }),
  ),
});
export type BookingChangeAnswer = Static<typeof BookingChangeAnswer>;

/** The guest's change waiting for its payment: what the payment screen shows and charges. */
export const AwaitingChange = Type.Object({
  amount: Money,
  hut: Id,
  date_from: DateString,
  date_to: DateString,
  persons_max_num: Type.Integer(),
  kids_max_num: Type.Integer(),
  expires_at: Type.String(),
});
export type AwaitingChange = Static<typeof AwaitingChange>;
