import { Type, type Static } from '@sinclair/typebox';

/** What the web app needs to know about this installation at run time (no rebuild per deployment). */
export const PublicConfig = Type.Object({
  google_client_id: Type.Union([Type.String(), Type.Null()]),
  payment_provider: Type.Union([Type.Literal('sandbox'), Type.Literal('hyperpay')]),
  currency: Type.Literal('SAR'),
  vat_rate: Type.Number({ minimum: 0, maximum: 1 }),
  time_zone: Type.String(),
  /** Cancelling at least this many hours before check-in refunds in full; later, nothing (shown before paying). */
  cancel_full_refund_hours: Type.Integer({ minimum: 0 }),
});
export type PublicConfig = Static<typeof PublicConfig>;
