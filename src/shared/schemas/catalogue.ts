import { Type, type Static } from '@sinclair/typebox';
import { DateString, Id, Money, Nullable, PageNumber, PageSize, Paginated } from './common';
import { DayVisitTerms } from './dayVisit';

/** Request and response shapes of the public catalogue (contract: Catalogue). Money is "450.00" in SAR. */

export const HUT_SIZES = ['small', 'meduim', 'large'] as const;
export const HutSize = Type.Union(HUT_SIZES.map((size) => Type.Literal(size)));

/**
 * `image` is the picture (the widest web size for uploads); uploaded pictures also give its pixel size and
 * every web size for `srcset`, so pages reserve the space before it loads. Seed pictures (SVG) have neither.
 */
export const HutImage = Type.Object({
  id: Type.Integer(),
  image: Type.String(),
  width: Type.Optional(Nullable(Type.Integer())),
  height: Type.Optional(Nullable(Type.Integer())),
  variants: Type.Optional(Type.Array(Type.Object({ url: Type.String(), width: Type.Integer(), height: Type.Integer() }))),
});
export type HutImage = Static<typeof HutImage>;
export const HutLocation = Type.Object({
  latitude: Nullable(Type.Number()),
  longitude: Nullable(Type.Number()),
  address: Type.String(),
  address_ar: Type.String(),
});
export const HutFeature = Type.Object({
  id: Type.Integer(),
  icon: Nullable(Type.String()),
  description: Type.String(),
  description_ar: Type.String(),
  is_extra: Type.Boolean(),
});
export const HutActivity = Type.Object({ id: Type.Integer(), description: Type.String(), description_ar: Type.String() });
export const PriceRange = Type.Object({ date_from: DateString, date_to: DateString, price: Money, weekend_price: Nullable(Money) });

/** A hut card: the home page and the hut list. */
export const HutSummary = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  title_ar: Type.String(),
  description: Type.String(),
  description_ar: Type.String(),
  size: HutSize,
  max_persons_num: Type.Integer(),
  max_kids_num: Type.Integer(),
  bedrooms_num: Type.Integer(),
  bathrooms_num: Type.Integer(),
  main_image: Nullable(Type.String()),
  images: Type.Array(HutImage),
  rate: Type.Number({ minimum: 0, maximum: 5 }),
  total_reviews: Type.Integer({ minimum: 0 }),
  /**
   * The "from" price: the lowest price of a night that can be booked (priced, free) in the next six
   * months; null when no night is. `lowest_price_date` is that night (the earliest at that price).
   */
  lowest_price: Nullable(Money),
  lowest_price_date: Nullable(DateString),
  /** With a stay in the list's filter: what those nights cost (VAT included, before any promo). */
  stay_total: Type.Optional(Nullable(Money)),
  is_active: Type.Boolean(),
});
export type HutSummary = Static<typeof HutSummary>;

/** A rate plan besides the standard flexible one: a percentage off, an add-on per night, its own cancellation policy. */
export const RatePlan = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  name_ar: Type.String(),
  percent_off: Type.Integer(),
  addon_per_night: Money,
  /** False: nothing is refunded on cancelling. */
  refundable: Type.Boolean(),
  /** Hours before check-in until which cancelling refunds all; null: the resort's usual policy. */
  free_cancel_hours: Nullable(Type.Integer()),
  policy: Type.String(),
  policy_ar: Type.String(),
});
export type RatePlan = Static<typeof RatePlan>;

export const HutRates = Type.Object({
  rate_plans: Type.Array(RatePlan),
  stay_discounts: Type.Array(Type.Object({ min_nights: Type.Integer(), percent: Type.Integer() })),
  base_persons: Nullable(Type.Integer()),
  extra_adult_price: Money,
  extra_child_price: Money,
});
export type HutRates = Static<typeof HutRates>;

export const HutDetails = Type.Composite([
  HutSummary,
  Type.Object({
    check_in: Type.String(),
    check_out: Type.String(),
    location: HutLocation,
    /** Price ranges that still have nights from today on; `date_to` is the last priced night. */
    available_dates: Type.Array(PriceRange),
    main_services: Type.Array(HutFeature),
    extra_services: Type.Array(HutFeature),
    activities: Type.Array(HutActivity),
    /** What shapes a stay's price besides the nights (issue 24 §2), so the page shows what the quote will charge. */
    rates: Type.Optional(HutRates),
  }),
]);
export type HutDetails = Static<typeof HutDetails>;

export const HutPage = Paginated(HutSummary);

export const HutListQuery = Type.Object({
  page: Type.Optional(PageNumber),
  page_size: Type.Optional(PageSize),
  guests: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
  /** Check-in; with date_to (check-out, exclusive) only huts free and priced for every night are listed. */
  date_from: Type.Optional(DateString),
  date_to: Type.Optional(DateString),
});
export type HutListQuery = Static<typeof HutListQuery>;

export const NightAvailability = Type.Object({
  date: DateString,
  price: Nullable(Money),
  available: Type.Boolean(),
  /** Stay rules (issue 24 §2): whether a stay may start and end on this date, and how many nights one starting on it needs at least and at most. */
  arrival: Type.Optional(Type.Boolean()),
  departure: Type.Optional(Type.Boolean()),
  min_nights: Type.Optional(Nullable(Type.Integer())),
  max_nights: Type.Optional(Nullable(Type.Integer())),
});
export type NightAvailability = Static<typeof NightAvailability>;

/** Both nights inclusive: `from=2026-03-01&to=2026-03-31` answers the 31 nights of March. */
export const AvailabilityQuery = Type.Object({ from: DateString, to: DateString });
export type AvailabilityQuery = Static<typeof AvailabilityQuery>;

export const IdParams = Type.Object({ id: Id });
export const HutIdParams = Type.Object({ hut_id: Id });

export const KenItem = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  title_ar: Type.String(),
  image: Nullable(Type.String()),
  price: Money,
  capacity: Type.Integer(),
  min_purchasable_quantity: Type.Integer(),
  max_purchasable_quantity: Type.Integer(),
});
export type KenItem = Static<typeof KenItem>;
export const KenItemPage = Paginated(KenItem);
export const KenItemQuery = Type.Object({
  page: Type.Optional(PageNumber),
  page_size: Type.Optional(PageSize),
  search: Type.Optional(Type.String({ maxLength: 100 })),
});

export const HutRef = Type.Object({ id: Type.Integer(), title: Type.String(), title_ar: Type.String() });
export const SupplierRef = Type.Object({
  id: Type.Integer(),
  full_name: Type.String(),
  full_name_ar: Type.String(),
  company_name: Type.String(),
  company_name_ar: Type.String(),
  avatar: Nullable(Type.String()),
});

export const EventDate = Type.Object({
  id: Type.Integer(),
  date: DateString,
  price: Money,
  capacity: Type.Integer(),
  seats_left: Type.Integer({ minimum: 0 }),
  min_purchasable_quantity: Type.Integer(),
  max_purchasable_quantity: Type.Integer(),
});
export type EventDate = Static<typeof EventDate>;

const eventCore = {
  id: Type.Integer(),
  title: Type.String(),
  title_ar: Type.String(),
  description: Type.String(),
  description_ar: Type.String(),
  image: Nullable(Type.String()),
  /** Every picture in staff's order; `image` stays the cover (the contract's one picture). */
  images: Type.Array(HutImage),
  location: Type.String(),
  location_ar: Type.String(),
  supplier: Nullable(SupplierRef),
  hut: Nullable(HutRef),
  /** The average of its published reviews (day visitors review the event, issue 25 §2); 0 without any. */
  rate: Type.Number(),
};

/** An event card: the next date with seats left is `available_dates`, as on the details page. */
export const EventSummary = Type.Object({ ...eventCore, available_dates: EventDate });
export type EventSummary = Static<typeof EventSummary>;
export const EventPage = Paginated(EventSummary);

export const EventDetails = Type.Object({
  ...eventCore,
  includes: Type.Array(Type.Object({ icon: Nullable(Type.String()), description: Type.String(), description_ar: Type.String() })),
  notes: Type.Array(Type.Object({ description: Type.String(), description_ar: Type.String() })),
  /** Every upcoming date, with or without seats left. */
  dates: Type.Array(EventDate),
  available_dates: Nullable(EventDate),
  /** Sold to day visitors without a stay (issue 25 §2); absent from older answers: not open. */
  day_visit: Type.Optional(DayVisitTerms),
});
export type EventDetails = Static<typeof EventDetails>;

export const ServiceDate = Type.Object({
  id: Type.Integer(),
  date: DateString,
  price: Money,
  capacity: Type.Integer(),
  seats_left: Type.Integer({ minimum: 0 }),
});
export type ServiceDate = Static<typeof ServiceDate>;

export const ServiceSummary = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  title_ar: Type.String(),
  description: Type.String(),
  description_ar: Type.String(),
  image: Nullable(Type.String()),
  images: Type.Array(HutImage),
  supplier: SupplierRef,
  price: Money,
  capacity: Type.Integer(),
  min_purchasable_quantity: Type.Integer(),
  max_purchasable_quantity: Type.Integer(),
  hut: Nullable(HutRef),
  /** The next date with seats left. */
  available_dates: Nullable(Type.Object({ id: Type.Integer(), date: DateString })),
});
export type ServiceSummary = Static<typeof ServiceSummary>;

export const ServiceDetails = Type.Composite([
  ServiceSummary,
  Type.Object({ dates: Type.Array(ServiceDate), day_visit: Type.Optional(DayVisitTerms) }),
]);
export type ServiceDetails = Static<typeof ServiceDetails>;

export const SupplierWithServices = Type.Object({
  id: Type.Integer(),
  full_name: Type.String(),
  full_name_ar: Type.String(),
  company_name: Type.String(),
  company_name_ar: Type.String(),
  email: Type.String(),
  avatar: Nullable(Type.String()),
  phone: Type.String(),
  address: Type.String(),
  services: Paginated(ServiceSummary),
});
export type SupplierWithServices = Static<typeof SupplierWithServices>;
export const SupplierPage = Paginated(SupplierWithServices);
export const SupplierQuery = Type.Object({
  page: Type.Optional(PageNumber),
  services_page: Type.Optional(PageNumber),
});
export const PlainPageQuery = Type.Object({
  page: Type.Optional(PageNumber),
  page_size: Type.Optional(PageSize),
});
