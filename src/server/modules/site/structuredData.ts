// schema.org structured data (JSON-LD) of the public pages, in the page's language: the resort as a Resort (a
// LodgingBusiness), a hut as a HotelRoom that is also a Product (schema.org's way to give a room an Offer), each
// upcoming date of an event as an Event, a service as a Service, the FAQ as an FAQPage, and the breadcrumbs.
// Typed with schema-dts, so a property schema.org does not define (or a value of the wrong type) fails the build.
import type {
  BreadcrumbList,
  Event,
  FAQPage,
  HotelRoomLeaf,
  LocationFeatureSpecification,
  Offer,
  Organization,
  PostalAddress,
  ProductLeaf,
  ResortLeaf,
  Service,
  Thing,
  WithContext,
} from 'schema-dts';
import { BRAND_NAME } from '../../../shared/brand';
import type { Language } from '../../../shared/constants';
import type { EventDetails, HutDetails, HutSummary, ServiceDetails } from '../../../shared/schemas/catalogue';
import type { AvgRate, Faq } from '../../../shared/schemas/content';
import type { ResortContact } from '../../../shared/schemas/resortContact';
import type { ResortFacts } from './repository';

const CONTEXT = 'https://schema.org';
const CURRENCY = 'SAR';
const IN_STOCK = 'https://schema.org/InStock';
const SOLD_OUT = 'https://schema.org/SoldOut';
/** Events past this many upcoming dates are left out (each date is an Event of its own). */
const MAX_EVENT_DATES = 12;

/** A record's field in a language, falling back to the other language when it is empty (as the pages do). */
export function localized<K extends string>(record: Record<K | `${K}_ar`, string | null>, field: K, language: Language): string {
  const english = (record[field] ?? '').trim();
  const arabic = (record[`${field}_ar` as `${K}_ar`] ?? '').trim();
  return language === 'ar' ? arabic || english : english || arabic;
}

export interface StructuredContext {
  language: Language;
  publicUrl: string;
  /** The page's canonical address. */
  url: string;
}

/** A picture's absolute address (pictures are stored as site paths, `/media/…`, `/uploads/…`). */
export const absolute = (publicUrl: string, picture: string) => (/^https?:\/\//.test(picture) ? picture : publicUrl + picture);

/** The resort's node, which huts and events refer to by this id. */
export const resortId = (publicUrl: string) => `${publicUrl}/#resort`;

const addressOf = (contact: ResortContact | undefined, language: Language): PostalAddress => ({
  '@type': 'PostalAddress',
  ...(contact ? { streetAddress: localized(contact, 'address', language) } : {}),
  addressCountry: 'SA',
});

const ratingOf = (value: number, count: number) => ({
  '@type': 'AggregateRating' as const,
  ratingValue: Math.round(value * 10) / 10,
  ratingCount: count,
  bestRating: 5,
  worstRating: 1,
});

const pictures = (publicUrl: string, list: readonly { image: string }[], cover?: string | null) =>
  [...new Set([...(cover ? [cover] : []), ...list.map((item) => item.image)])].map((picture) => absolute(publicUrl, picture));

export interface ResortInput {
  contact?: ResortContact;
  rating?: AvgRate;
  huts: readonly HutSummary[];
  resort: ResortFacts;
  /** The resort's description in the page's language. */
  description: string;
  /** The price range as the page's language writes it ("SAR 450 – SAR 1,800"). */
  priceRange?: string;
  image?: string;
}

export function resortData({ language, publicUrl }: StructuredContext, input: ResortInput): WithContext<ResortLeaf> {
  const other: Language = language === 'ar' ? 'en' : 'ar';
  const { resort, contact, rating } = input;
  return {
    '@context': CONTEXT,
    '@type': 'Resort',
    '@id': resortId(publicUrl),
    name: BRAND_NAME[language],
    alternateName: BRAND_NAME[other],
    description: input.description,
    url: `${publicUrl}${language === 'ar' ? '/ar' : '/'}`,
    ...(input.image ? { image: input.image } : {}),
    address: addressOf(contact, language),
    ...(resort.latitude !== null && resort.longitude !== null
      ? { geo: { '@type': 'GeoCoordinates', latitude: round(resort.latitude), longitude: round(resort.longitude) } }
      : {}),
    ...(contact ? { telephone: contact.phone, email: contact.email } : {}),
    ...(resort.checkIn ? { checkinTime: resort.checkIn } : {}),
    ...(resort.checkOut ? { checkoutTime: resort.checkOut } : {}),
    amenityFeature: resort.amenities.map((amenity) => feature(localized(amenity, 'name', language))),
    ...(rating && rating.count > 0 ? { aggregateRating: ratingOf(rating.avg_rate, rating.count) } : {}),
    ...(input.priceRange ? { priceRange: input.priceRange } : {}),
    currenciesAccepted: CURRENCY,
    numberOfRooms: input.huts.length,
  };
}

const round = (degrees: number) => Math.round(degrees * 1e6) / 1e6;

const feature = (name: string): LocationFeatureSpecification => ({ '@type': 'LocationFeatureSpecification', name, value: true });

type HutData = Omit<HotelRoomLeaf, '@type'> & Omit<ProductLeaf, '@type'> & { '@type': ['HotelRoom', 'Product'] };

export function hutData({ language, publicUrl, url }: StructuredContext, hut: HutDetails, description: string): WithContext<HutData> {
  const offer: Offer | undefined = hut.lowest_price
    ? {
        '@type': 'Offer',
        // The "from" price: the lowest night that can be booked in the next six months, for one night.
        price: Number(hut.lowest_price),
        priceCurrency: CURRENCY,
        priceSpecification: {
          '@type': 'UnitPriceSpecification',
          minPrice: Number(hut.lowest_price),
          priceCurrency: CURRENCY,
          unitCode: 'DAY',
        },
        availability: IN_STOCK,
        url,
      }
    : undefined;
  return {
    '@context': CONTEXT,
    '@type': ['HotelRoom', 'Product'],
    '@id': `${url}#hut`,
    name: localized(hut, 'title', language),
    description,
    url,
    image: pictures(publicUrl, hut.images, hut.images.length > 0 ? undefined : hut.main_image),
    occupancy: { '@type': 'QuantitativeValue', maxValue: hut.max_persons_num, unitCode: 'C62' },
    numberOfBedrooms: hut.bedrooms_num,
    numberOfBathroomsTotal: hut.bathrooms_num,
    amenityFeature: hut.main_services.map((service) => feature(localized(service, 'description', language))),
    containedInPlace: { '@id': resortId(publicUrl) },
    ...(hut.total_reviews > 0 ? { aggregateRating: ratingOf(hut.rate, hut.total_reviews) } : {}),
    ...(offer ? { offers: offer } : {}),
  };
}

const organizerOf = (supplier: EventDetails['supplier'], language: Language, publicUrl: string): Organization =>
  supplier
    ? { '@type': 'Organization', name: localized(supplier, 'company_name', language) || localized(supplier, 'full_name', language) }
    : { '@type': 'Organization', '@id': resortId(publicUrl), name: BRAND_NAME[language], url: publicUrl };

/** One Event per upcoming date (schema.org and search engines describe each occurrence on its own). */
export function eventData(
  { language, publicUrl, url }: StructuredContext,
  event: EventDetails,
  contact: ResortContact | undefined,
  description: string,
): WithContext<Event>[] {
  const place = localized(event, 'location', language);
  return event.dates.slice(0, MAX_EVENT_DATES).map((date) => ({
    '@context': CONTEXT,
    '@type': 'Event',
    name: localized(event, 'title', language),
    description,
    url,
    image: pictures(publicUrl, event.images, event.image),
    startDate: date.date,
    endDate: date.date,
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    location: {
      '@type': 'Place',
      name: place ? `${place}${language === 'ar' ? '، ' : ', '}${BRAND_NAME[language]}` : BRAND_NAME[language],
      address: addressOf(contact, language),
    },
    organizer: organizerOf(event.supplier, language, publicUrl),
    maximumAttendeeCapacity: date.capacity,
    remainingAttendeeCapacity: date.seats_left,
    offers: {
      '@type': 'Offer',
      price: Number(date.price),
      priceCurrency: CURRENCY,
      availability: date.seats_left > 0 ? IN_STOCK : SOLD_OUT,
      url,
    },
  }));
}

export function serviceData(
  { language, publicUrl, url }: StructuredContext,
  service: ServiceDetails,
  description: string,
): WithContext<Service> {
  const next = service.dates.find((date) => date.seats_left > 0);
  return {
    '@context': CONTEXT,
    '@type': 'Service',
    name: localized(service, 'title', language),
    description,
    url,
    image: pictures(publicUrl, service.images, service.image),
    provider: organizerOf(service.supplier, language, publicUrl),
    areaServed: { '@id': resortId(publicUrl) },
    offers: {
      '@type': 'Offer',
      price: Number(service.price),
      priceCurrency: CURRENCY,
      availability: next ? IN_STOCK : SOLD_OUT,
      url,
    },
  };
}

export function faqData({ language, url }: StructuredContext, faq: readonly Faq[]): WithContext<FAQPage> | undefined {
  const entries = faq
    .map((item) => ({ question: localized(item, 'question', language), answer: localized(item, 'answer', language) }))
    .filter((item) => item.question && item.answer);
  if (entries.length === 0) return undefined;
  return {
    '@context': CONTEXT,
    '@type': 'FAQPage',
    url,
    mainEntity: entries.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answer },
    })),
  };
}

/** The trail from the home page to this page, each step with its name and absolute address. */
export function breadcrumbData(trail: readonly { name: string; url: string }[]): WithContext<BreadcrumbList> {
  return {
    '@context': CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((step, index) => ({ '@type': 'ListItem', position: index + 1, name: step.name, item: step.url })),
  };
}

/** JSON-LD for a `<script type="application/ld+json">`: no "<" (nor ">", "&", U+2028/9) that could end it. */
export function jsonLdScript(data: WithContext<Thing> | object): string {
  const json = JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
  return `<script type="application/ld+json">${json}</script>`;
}
