import { Type, type Static } from '@sinclair/typebox';
import { DateString, Id, Paginated } from '../common';
import { OrNull, StaffListQuery } from './catalogueCommon';
import { Version } from './common';

/** Promo codes (/api/dashboard/promos/): never exposed by public endpoints; bookings apply them. */
const promoFields = {
  code: Type.String({ minLength: 3, maxLength: 40, pattern: '^[A-Za-z0-9_-]+$' }),
  percentage: Type.Integer({ minimum: 1, maximum: 100 }),
  valid_from: OrNull(DateString),
  valid_to: OrNull(DateString),
  usage_limit: OrNull(Type.Integer({ minimum: 1, maximum: 1000000 })),
  huts: Type.Array(Id, { maxItems: 500 }),
  is_active: Type.Boolean(),
};
export const PromoInput = Type.Object(promoFields, { additionalProperties: false });
export type PromoInput = Static<typeof PromoInput>;
export const PromoUpdate = Type.Object({ ...promoFields, version: Version }, { additionalProperties: false });
export type PromoUpdate = Static<typeof PromoUpdate>;
export const StaffPromo = Type.Object({
  id: Type.Integer(),
  ...promoFields,
  code: Type.String(),
  /** Bookings that used the code (held, paid or completed). */
  uses_count: Type.Integer(),
  version: Type.Integer(),
});
export type StaffPromo = Static<typeof StaffPromo>;
export const StaffPromoPage = Paginated(StaffPromo);
export const StaffPromoQuery = Type.Object(StaffListQuery);
export type StaffPromoQuery = Static<typeof StaffPromoQuery>;
