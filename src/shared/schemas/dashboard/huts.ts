import { Type, type Static } from '@sinclair/typebox';
import { DateString, Id, Money, Nullable, Paginated } from '../common';
import { HutSize } from '../catalogue';
import { ArabicTitle, CreateActive, LongText, MissingForGuests, OrNull, StaffListQuery, StaffPicture, Title } from './catalogueCommon';
import { Version } from './common';

/** Staff shapes for huts, their images, prices and closed nights (/api/dashboard/huts/...). */

const Time = Type.String({ pattern: '^([01]\\d|2[0-3]):[0-5]\\d(:00)?$' });
/** The icons the web app ships (public/media/icons); a service shows one of them or none. */
export const SERVICE_ICONS = [
  'ac',
  'bbq',
  'boat',
  'breakfast',
  'kayak',
  'kitchen',
  'parking',
  'pool',
  'snorkel',
  'spa',
  'towels',
  'wifi',
] as const;
export const iconPath = (name: string) => `/media/icons/${name}.svg`;
const Icon = Type.Unsafe<string | null>({ type: ['string', 'null'], enum: [...SERVICE_ICONS.map(iconPath), null] });
const Feature = Type.Object(
  { icon: Icon, description: Type.String({ minLength: 1, maxLength: 300 }), description_ar: Type.String({ maxLength: 300 }) },
  { additionalProperties: false },
);
const Activity = Type.Object(
  { description: Type.String({ minLength: 1, maxLength: 300 }), description_ar: Type.String({ maxLength: 300 }) },
  { additionalProperties: false },
);

const hutFields = {
  title: Title,
  title_ar: ArabicTitle,
  description: LongText,
  description_ar: LongText,
  size: HutSize,
  max_persons_num: Type.Integer({ minimum: 1, maximum: 100 }),
  max_kids_num: Type.Integer({ minimum: 0, maximum: 100 }),
  bedrooms_num: Type.Integer({ minimum: 0, maximum: 50 }),
  bathrooms_num: Type.Integer({ minimum: 0, maximum: 50 }),
  check_in: Time,
  check_out: Time,
  latitude: OrNull(Type.Number({ minimum: -90, maximum: 90 })),
  longitude: OrNull(Type.Number({ minimum: -180, maximum: 180 })),
  address: Type.String({ maxLength: 500 }),
  address_ar: Type.String({ maxLength: 500 }),
  is_active: Type.Boolean(),
  main_services: Type.Array(Feature, { maxItems: 40 }),
  extra_services: Type.Array(Feature, { maxItems: 40 }),
  activities: Type.Array(Activity, { maxItems: 40 }),
};

export const HutInput = Type.Object({ ...hutFields, is_active: CreateActive }, { additionalProperties: false });
export type HutInput = Static<typeof HutInput>;
export const HutUpdate = Type.Object({ ...hutFields, version: Version }, { additionalProperties: false });
export type HutUpdate = Static<typeof HutUpdate>;

export { StaffPicture as StaffHutImage } from './catalogueCommon';

export const StaffHut = Type.Object({
  id: Type.Integer(),
  ...hutFields,
  main_image: Nullable(Type.String()),
  images: Type.Array(StaffPicture),
  bookings_count: Type.Integer(),
  /** Always sent: `picture` without a main picture, `price` without a price range. */
  missing: Type.Optional(MissingForGuests),
  version: Type.Integer(),
});
export type StaffHut = Static<typeof StaffHut>;

export const StaffHutRow = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  title_ar: Type.String(),
  size: HutSize,
  max_persons_num: Type.Integer(),
  main_image: Nullable(Type.String()),
  is_active: Type.Boolean(),
  bookings_count: Type.Integer(),
  missing: Type.Optional(MissingForGuests),
  version: Type.Integer(),
  created_at: Type.String({ format: 'date-time' }),
});
export type StaffHutRow = Static<typeof StaffHutRow>;
export const StaffHutPage = Paginated(StaffHutRow);

export const HUT_SORTS = ['title', '-title', 'created', '-created', 'capacity', '-capacity'] as const;
export const StaffHutQuery = Type.Object({
  ...StaffListQuery,
  sort: Type.Optional(Type.Union(HUT_SORTS.map((sort) => Type.Literal(sort)))),
});
export type StaffHutQuery = Static<typeof StaffHutQuery>;

/** Prices and closed nights: both ends are nights that are sold (or closed), inclusive. */
export const PriceRangeInput = Type.Object(
  { date_from: DateString, date_to: DateString, price: Money, weekend_price: OrNull(Money) },
  { additionalProperties: false },
);
export type PriceRangeInput = Static<typeof PriceRangeInput>;
export const PriceRangeUpdate = Type.Object(
  { date_from: DateString, date_to: DateString, price: Money, weekend_price: OrNull(Money), version: Version },
  { additionalProperties: false },
);
export const StaffPriceRange = Type.Object({
  id: Type.Integer(),
  date_from: DateString,
  date_to: DateString,
  price: Money,
  weekend_price: Nullable(Money),
  version: Type.Integer(),
});
export type StaffPriceRange = Static<typeof StaffPriceRange>;
export const ClosedNightsInput = Type.Object(
  { date_from: DateString, date_to: DateString, reason: Type.String({ maxLength: 200 }) },
  { additionalProperties: false },
);
export type ClosedNightsInput = Static<typeof ClosedNightsInput>;
export const StaffClosedNights = Type.Object({
  id: Type.Integer(),
  date_from: DateString,
  date_to: DateString,
  reason: Type.String(),
  /** "channel": sold on an imported calendar (`reason` is the channel's name), not reopened here; absent or "closure": closed by staff. */
  source: Type.Optional(Type.Union([Type.Literal('closure'), Type.Literal('channel')])),
});
export type StaffClosedNights = Static<typeof StaffClosedNights>;
/** A booking holding nights that only this range prices: while there is one, the range cannot be deleted. */
export const RangeBooking = Type.Object({ id: Type.Integer(), code: Type.String(), date_from: DateString, date_to: DateString });
export type RangeBooking = Static<typeof RangeBooking>;
export const CalendarPriceRange = Type.Composite([StaffPriceRange, Type.Object({ booked: Type.Array(RangeBooking) })]);
export const HutCalendar = Type.Object({ ranges: Type.Array(CalendarPriceRange), closed: Type.Array(StaffClosedNights) });
export type HutCalendar = Static<typeof HutCalendar>;
export const CalendarQuery = Type.Object({ year: Type.Integer({ minimum: 2000, maximum: 2100 }) });
export const HutRangeParams = Type.Object({ id: Id, range_id: Id });
