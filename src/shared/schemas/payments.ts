import { Type, type Static } from '@sinclair/typebox';
import { PAYMENT_BRANDS } from '../constants';
import { Id, Money, Nullable } from './common';

/** Payments (contract: Payments). */

export const CreateCheckoutBody = Type.Object({
  booking_id: Id,
  /** `extra`: pay for services added to a paid booking; `change`: the difference of the guest's change of dates, hut or guests. */
  kind: Type.Optional(Type.Union([Type.Literal('booking'), Type.Literal('extra'), Type.Literal('change')])),
  /** The brand the guest chose: HyperPay takes each through its own entity (mada; VISA/MASTER; Apple Pay; STC Pay). Default VISA. */
  brand: Type.Optional(Type.Union(PAYMENT_BRANDS.map((brand) => Type.Literal(brand)))),
});
export type CreateCheckoutBody = Static<typeof CreateCheckoutBody>;

export const CheckoutAnswer = Type.Object({
  success: Type.Boolean(),
  checkout_id: Type.String(),
  provider: Type.String(),
  amount: Money,
  currency: Type.String(),
  /** The COPYandPAY widget script of this checkout: HyperPay's, or the sandbox's own under this server. */
  payment_widget_url: Type.Optional(Type.String()),
  /** What the widget's form lists in data-brands for this checkout's entity ("MADA", "VISA MASTER", "APPLEPAY", "STC_PAY"). */
  payment_brands: Type.Optional(Type.String()),
});

export const VerifyQuery = Type.Object({
  resourcePath: Type.Optional(
    Type.String({
      maxLength: 300,
      description: "The checkout's path from the gateway's result URL: /v1/checkouts/{id}/payment or /v1/checkouts/{id}",
    }),
  ),
  checkout_id: Type.Optional(Type.String({ maxLength: 128 })),
});

export const PaymentTransaction = Type.Object({
  id: Type.Integer(),
  checkout_id: Type.String(),
  amount: Money,
  currency: Type.String(),
  status: Type.Union([Type.Literal('pending'), Type.Literal('success'), Type.Literal('failed'), Type.Literal('refunded')]),
  kind: Type.String(),
  booking_id: Type.Integer(),
  brand: Nullable(Type.String()),
  last4: Nullable(Type.String()),
  created_at: Type.String(),
  verified_at: Nullable(Type.String()),
});
export type PaymentTransaction = Static<typeof PaymentTransaction>;

export const VerifyAnswer = Type.Object({
  success: Type.Boolean(),
  status: Type.Union([Type.Literal('success'), Type.Literal('failed'), Type.Literal('pending')]),
  transaction: PaymentTransaction,
});
