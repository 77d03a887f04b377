import { Type, type Static } from '@sinclair/typebox';
import { DateString, Id, Money, Nullable, Paginated } from '../common';
import {
  ArabicTitle,
  CreateActive,
  LongText,
  MissingForGuests,
  OrNull,
  StaffListQuery,
  StaffPicture,
  StoredImage,
  Title,
} from './catalogueCommon';
import { Version } from './common';
import { Capacity, Quantity } from './items';

/** Services of suppliers (/api/dashboard/services/) and their dated sessions (price null: the service's). */
const serviceFields = {
  supplier_id: Id,
  hut_id: OrNull(Id),
  title: Title,
  title_ar: ArabicTitle,
  description: LongText,
  description_ar: LongText,
  /** On create only: becomes the first picture and cover. Afterwards the pictures endpoints own the cover; a save leaves it. */
  image: OrNull(StoredImage),
  price: Money,
  capacity: Capacity,
  min_purchasable_quantity: Quantity,
  max_purchasable_quantity: Quantity,
  is_active: Type.Boolean(),
};
export const ServiceInput = Type.Object({ ...serviceFields, is_active: CreateActive }, { additionalProperties: false });
export type ServiceInput = Static<typeof ServiceInput>;
export const ServiceUpdate = Type.Object({ ...serviceFields, version: Version }, { additionalProperties: false });
export type ServiceUpdate = Static<typeof ServiceUpdate>;

const sessionFields = { date: DateString, price: OrNull(Money), capacity: Capacity };
export const ServiceSessionInput = Type.Object(sessionFields, { additionalProperties: false });
export type ServiceSessionInput = Static<typeof ServiceSessionInput>;
export const ServiceSessionUpdate = Type.Object({ ...sessionFields, version: Version }, { additionalProperties: false });
export const StaffServiceSession = Type.Object({ id: Type.Integer(), ...sessionFields, sold: Type.Integer(), version: Type.Integer() });
export type StaffServiceSession = Static<typeof StaffServiceSession>;

export const StaffService = Type.Object({
  id: Type.Integer(),
  ...serviceFields,
  image: Nullable(Type.String()),
  images: Type.Array(StaffPicture),
  sessions: Type.Array(StaffServiceSession),
  missing: Type.Optional(MissingForGuests),
  version: Type.Integer(),
});
export type StaffService = Static<typeof StaffService>;
export const StaffServiceRow = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  title_ar: Type.String(),
  supplier_name: Type.String(),
  price: Money,
  is_active: Type.Boolean(),
  next_date: Nullable(DateString),
  sessions_count: Type.Integer(),
  missing: Type.Optional(MissingForGuests),
  version: Type.Integer(),
});
export type StaffServiceRow = Static<typeof StaffServiceRow>;
export const StaffServicePage = Paginated(StaffServiceRow);
export const StaffServiceQuery = Type.Object(StaffListQuery);
export type StaffServiceQuery = Static<typeof StaffServiceQuery>;
