import { Type, type Static } from '@sinclair/typebox';
import { PAYMENT_BRANDS } from '../constants';

/** What the web app needs to know about this installation at run time (no rebuild per deployment). */
export const PublicConfig = Type.Object({
  google_client_id: Type.Union([Type.String(), Type.Null()]),
  payment_provider: Type.Union([Type.Literal('sandbox'), Type.Literal('hyperpay')]),
  /** The payment brands offered, mada first (HyperPay: those whose entity is configured). */
  payment_brands: Type.Array(Type.Union(PAYMENT_BRANDS.map((brand) => Type.Literal(brand)))),
  currency: Type.Literal('SAR'),
  vat_rate: Type.Number({ minimum: 0, maximum: 1 }),
  time_zone: Type.String(),
  /** Cancelling at least this many hours before check-in refunds in full; later, nothing (shown before paying). */
  cancel_full_refund_hours: Type.Integer({ minimum: 0 }),
});
export type PublicConfig = Static<typeof PublicConfig>;
