import { Type, type Static } from '@sinclair/typebox';
import { Id, Money, Nullable, Paginated } from '../common';

/** How money taken at the desk goes back: cash from the till, or back on the card terminal. */
export const DESK_REFUND_METHODS = ['cash', 'terminal'] as const;
export type DeskRefundMethod = (typeof DESK_REFUND_METHODS)[number];
const Method = Type.Union(DESK_REFUND_METHODS.map((method) => Type.Literal(method)));

/** Owed: settled in the ledger (credit note issued) but not yet in the guest's hands; handed_over: a staff member gave it. */
export const DESK_REFUND_STATES = ['owed', 'handed_over'] as const;
export type DeskRefundState = (typeof DESK_REFUND_STATES)[number];

export const DeskRefundQuery = Type.Object(
  {
    /** owed (the default): still to give; handed_over: given, newest first. */
    state: Type.Optional(Type.Union(DESK_REFUND_STATES.map((state) => Type.Literal(state)))),
    page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100000 })),
  },
  { additionalProperties: false },
);
export type DeskRefundQuery = Static<typeof DeskRefundQuery>;

/** A refund of money taken at the desk, owed to the guest or handed over (issue 23 §2). */
export const DeskRefund = Type.Object({
  /** The refund's id (its refund request and payment row). */
  id: Id,
  booking: Type.Object({ id: Id, code: Type.String() }),
  guest: Type.Object({ full_name: Type.String(), phone: Type.String(), email: Type.String() }),
  amount: Money,
  currency: Type.String(),
  /** How it goes back: the way it was paid. */
  method: Method,
  /** Since when it is owed (the refund was settled in the ledger). */
  owed_since: Type.String({ format: 'date-time' }),
  /** Why it was refunded (the cancellation's or the staff refund's reason; '' when none was given). */
  reason: Type.String(),
  state: Type.Union(DESK_REFUND_STATES.map((state) => Type.Literal(state))),
  handed_over: Nullable(
    Type.Object({
      at: Type.String({ format: 'date-time' }),
      by: Nullable(Type.String()),
      method: Method,
      note: Type.String(),
    }),
  ),
});
export type DeskRefund = Static<typeof DeskRefund>;

export const DeskRefundPage = Type.Object({
  ...Paginated(DeskRefund).properties,
  /** Whatever the filter: how many refunds are owed at the desk and their sum (the menu's badge, the list's heading). */
  owed_count: Type.Integer({ minimum: 0 }),
  owed_total: Money,
});
export type DeskRefundPage = Static<typeof DeskRefundPage>;

export const HandOverBody = Type.Object(
  {
    /** How it was given: cash, or back on the card terminal. */
    method: Method,
    /** The terminal slip's or receipt's reference, or a note (who took it, for the guest). */
    note: Type.String({ minLength: 1, maxLength: 200 }),
  },
  { additionalProperties: false },
);
export type HandOverBody = Static<typeof HandOverBody>;
