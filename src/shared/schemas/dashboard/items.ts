import { Type, type Static } from '@sinclair/typebox';
import { Id, Money, Nullable, Paginated } from '../common';
import { ArabicTitle, OrNull, StaffListQuery, StoredImage, Title } from './catalogueCommon';
import { Version } from './common';

/** Special items of a hut (/api/dashboard/items/): stock, price, bilingual name, picture. */
export const Quantity = Type.Integer({ minimum: 1, maximum: 1000 });
export const Capacity = Type.Integer({ minimum: 0, maximum: 100000 });

const itemFields = {
  hut_id: Id,
  title: Title,
  title_ar: ArabicTitle,
  image: OrNull(StoredImage),
  price: Money,
  capacity: Capacity,
  min_purchasable_quantity: Quantity,
  max_purchasable_quantity: Quantity,
  is_active: Type.Boolean(),
};
export const ItemInput = Type.Object(itemFields, { additionalProperties: false });
export type ItemInput = Static<typeof ItemInput>;
export const ItemUpdate = Type.Object({ ...itemFields, version: Version }, { additionalProperties: false });
export type ItemUpdate = Static<typeof ItemUpdate>;

export const StaffItem = Type.Object({
  id: Type.Integer(),
  ...itemFields,
  image: Nullable(Type.String()),
  hut_title: Type.String(),
  hut_title_ar: Type.String(),
  /** Held or sold by bookings: capacity cannot go below it. */
  sold: Type.Integer(),
  version: Type.Integer(),
});
export type StaffItem = Static<typeof StaffItem>;
export const StaffItemPage = Paginated(StaffItem);
export const StaffItemQuery = Type.Object({ ...StaffListQuery, hut: Type.Optional(Id) });
export type StaffItemQuery = Static<typeof StaffItemQuery>;
