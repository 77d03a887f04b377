import { Type, type Static } from '@sinclair/typebox';
import { Id, Money, Nullable, Paginated } from '../common';

/** A refund as the back office lists it (issue 22: durable refunds). `pending` includes one being sent right now. */
export const REFUND_LIST_STATUSES = ['pending', 'failed', 'succeeded'] as const;

export const RefundQuery = Type.Object(
  {
    status: Type.Optional(Type.Union(REFUND_LIST_STATUSES.map((status) => Type.Literal(status)))),
    page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100000 })),
  },
  { additionalProperties: false },
);
export type RefundQuery = Static<typeof RefundQuery>;

export const StaffRefund = Type.Object({
  id: Id,
  booking: Id,
  booking_code: Type.String(),
  guest_name: Type.String(),
  guest_email: Type.String(),
  amount: Money,
  currency: Type.String(),
  reason: Type.String(),
  status: Type.Union([Type.Literal('pending'), Type.Literal('sending'), Type.Literal('succeeded'), Type.Literal('failed')]),
  /** Sends so far (since the last retry by staff). */
  attempts: Type.Integer({ minimum: 0 }),
  /** While pending: when the worker sends it next. */
  next_attempt_at: Nullable(Type.String()),
  /** The provider's last refusal or why no answer came. */
  last_error: Nullable(Type.String()),
  provider_reference: Nullable(Type.String()),
  /** The staff member who asked (null: the guest's cancellation, a cancelled session, a late payment). */
  requested_by: Nullable(Type.String()),
  created_at: Type.String(),
  finished_at: Nullable(Type.String()),
});
export type StaffRefund = Static<typeof StaffRefund>;

export const StaffRefundPage = Type.Object({
  ...Paginated(StaffRefund).properties,
  /** For the menu's badge: refunds not given back yet and failed ones, whatever the filter. */
  pending_count: Type.Integer({ minimum: 0 }),
  failed_count: Type.Integer({ minimum: 0 }),
});
export type StaffRefundPage = Static<typeof StaffRefundPage>;

export const RefundCounts = Type.Object({ pending: Type.Integer({ minimum: 0 }), failed: Type.Integer({ minimum: 0 }) });
export type RefundCounts = Static<typeof RefundCounts>;
