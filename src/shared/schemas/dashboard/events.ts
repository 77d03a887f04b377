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

/** Events (/api/dashboard/events/) and their dated sessions. */
const Line = Type.Object(
  { description: Type.String({ minLength: 1, maxLength: 300 }), description_ar: Type.String({ maxLength: 300 }) },
  { additionalProperties: false },
);
const Include = Type.Object(
  {
    icon: OrNull(Type.String({ maxLength: 60 })),
    description: Type.String({ minLength: 1, maxLength: 300 }),
    description_ar: Type.String({ maxLength: 300 }),
  },
  { additionalProperties: false },
);

const eventFields = {
  title: Title,
  title_ar: ArabicTitle,
  description: LongText,
  description_ar: LongText,
  /** On create only: becomes the first picture and cover. Afterwards the pictures endpoints own the cover; a save leaves it. */
  image: OrNull(StoredImage),
  location: Type.String({ maxLength: 300 }),
  location_ar: Type.String({ maxLength: 300 }),
  hut_id: OrNull(Id),
  supplier_id: OrNull(Id),
  is_active: Type.Boolean(),
  includes: Type.Array(Include, { maxItems: 40 }),
  notes: Type.Array(Line, { maxItems: 40 }),
};
export const EventInput = Type.Object({ ...eventFields, is_active: CreateActive }, { additionalProperties: false });
export type EventInput = Static<typeof EventInput>;
export const EventUpdate = Type.Object({ ...eventFields, version: Version }, { additionalProperties: false });
export type EventUpdate = Static<typeof EventUpdate>;

const sessionFields = {
  date: DateString,
  price: Money,
  capacity: Capacity,
  min_purchasable_quantity: Quantity,
  max_purchasable_quantity: Quantity,
};
export const EventSessionInput = Type.Object(sessionFields, { additionalProperties: false });
export type EventSessionInput = Static<typeof EventSessionInput>;
export const EventSessionUpdate = Type.Object({ ...sessionFields, version: Version }, { additionalProperties: false });
export const StaffEventSession = Type.Object({ id: Type.Integer(), ...sessionFields, sold: Type.Integer(), version: Type.Integer() });
export type StaffEventSession = Static<typeof StaffEventSession>;

export const StaffEvent = Type.Object({
  id: Type.Integer(),
  ...eventFields,
  image: Nullable(Type.String()),
  images: Type.Array(StaffPicture),
  sessions: Type.Array(StaffEventSession),
  missing: Type.Optional(MissingForGuests),
  version: Type.Integer(),
});
export type StaffEvent = Static<typeof StaffEvent>;
export const StaffEventRow = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  title_ar: Type.String(),
  image: Nullable(Type.String()),
  is_active: Type.Boolean(),
  next_date: Nullable(DateString),
  sessions_count: Type.Integer(),
  missing: Type.Optional(MissingForGuests),
  version: Type.Integer(),
});
export type StaffEventRow = Static<typeof StaffEventRow>;
export const StaffEventPage = Paginated(StaffEventRow);
export const StaffEventQuery = Type.Object(StaffListQuery);
export type StaffEventQuery = Static<typeof StaffEventQuery>;
export const SupplierOption = Type.Object({ id: Type.Integer(), full_name: Type.String(), company_name: Type.String() });
export const HutOption = Type.Object({ id: Type.Integer(), title: Type.String(), title_ar: Type.String() });
export const CatalogueOptions = Type.Object({ huts: Type.Array(HutOption), suppliers: Type.Array(SupplierOption) });
export type CatalogueOptions = Static<typeof CatalogueOptions>;
export const SessionRef = Type.Object({ id: Id });
