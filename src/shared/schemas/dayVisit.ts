import { Type, type Static } from '@sinclair/typebox';
import { Id } from './common';

/** Day visits (issue 25 §2): tickets for one dated session of offers open to day visitors, bought without a stay. */
const Quantity = Type.Integer({ minimum: 1, maximum: 1000 });

/** `POST /api/products/day-visits/`: one day's tickets; the answer is the booking, already held (status "confirmed"). */
export const DayVisitBody = Type.Object({
  events: Type.Optional(Type.Array(Type.Object({ event: Id, date: Id, quantity: Quantity }), { maxItems: 10 })),
  services: Type.Optional(Type.Array(Type.Object({ service: Id, date: Id, quantity: Quantity }), { maxItems: 10 })),
});
export type DayVisitBody = Static<typeof DayVisitBody>;

/** What an offer page says about day visits (in the event's and service's details). */
export const DayVisitTerms = Type.Object({
  open: Type.Boolean(),
  /** A cancellation at least this many hours before the day opens is refunded in full. */
  cancel_hours: Type.Integer({ minimum: 0, maximum: 720 }),
});
export type DayVisitTerms = Static<typeof DayVisitTerms>;

/** Staff (and a service's supplier) open an offer to day visitors: `PUT …/day-visits/`. */
export const DayVisitTermsBody = Type.Object({
  open_to_day_visitors: Type.Boolean(),
  day_visit_cancel_hours: Type.Optional(Type.Integer({ minimum: 0, maximum: 720 })),
});
export type DayVisitTermsBody = Static<typeof DayVisitTermsBody>;
