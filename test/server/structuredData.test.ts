// The schema.org JSON-LD of the public pages, type by type: each carries the properties schema.org and search
// engines require of its type and those they recommend (where the resort has the fact), in the page's language.
// That every property is one schema.org defines for the type, with a value of its range, is checked by the
// compiler: the builders are typed with schema-dts (src/server/modules/site/structuredData.ts).
import {
  breadcrumbData,
  eventData,
  faqData,
  hutData,
  jsonLdScript,
  resortData,
  serviceData,
  type StructuredContext,
} from '../../src/server/modules/site/structuredData';
import type { EventDetails, HutDetails, ServiceDetails } from '../../src/shared/schemas/catalogue';

const ORIGIN = 'https://ken.example';
const en: StructuredContext = { language: 'en', publicUrl: ORIGIN, url: `${ORIGIN}/huts/3/details` };
const ar: StructuredContext = { language: 'ar', publicUrl: ORIGIN, url: `${ORIGIN}/ar/huts/3/details` };

const contact = { phone: '+966 12 345 6789', email: 'stay@ken.example', address: 'North of Umluj', address_ar: 'شمال أملج' };
const supplier = {
  id: 4,
  full_name: 'Sara',
  full_name_ar: 'سارة',
  company_name: 'Reef Divers',
  company_name_ar: 'غواصو الشعاب',
  avatar: null,
};
const picture = (n: number) => ({ id: n, image: `/uploads/catalogue/p${n}-1600.webp` });

const hut: HutDetails = {
  id: 3,
  title: 'Lagoon Hut',
  title_ar: 'كوخ البحيرة',
  description: 'On stilts.',
  description_ar: 'على ركائز.',
  size: 'small',
  max_persons_num: 4,
  max_kids_num: 2,
  bedrooms_num: 2,
  bathrooms_num: 1,
  main_image: '/media/huts/cover.webp',
  images: [picture(1), picture(2)],
  rate: 4.5,
  total_reviews: 8,
  lowest_price: '550.00',
  lowest_price_date: '2026-12-01',
  is_active: true,
  check_in: '15:00:00',
  check_out: '12:00:00',
  location: { latitude: 25.4, longitude: 36.9, address: '', address_ar: '' },
  available_dates: [],
  main_services: [{ id: 1, icon: null, description: 'Wi-Fi', description_ar: 'إنترنت لاسلكي', is_extra: false }],
  extra_services: [],
  activities: [],
};

const date = (day: string, seatsLeft: number) => ({
  id: Number(day.slice(-2)),
  date: day,
  price: '280.00',
  capacity: 12,
  seats_left: seatsLeft,
  min_purchasable_quantity: 1,
  max_purchasable_quantity: 4,
});
const event: EventDetails = {
  id: 7,
  title: 'Night Snorkelling',
  title_ar: 'غطس ليلي',
  description: 'After dark.',
  description_ar: 'بعد الغروب.',
  image: '/media/events/e7.webp',
  images: [],
  location: 'House reef jetty',
  location_ar: 'رصيف الشعاب',
  supplier,
  hut: null,
  rate: 0,
  includes: [],
  notes: [],
  dates: [date('2026-12-05', 3), date('2026-12-12', 0)],
  available_dates: date('2026-12-05', 3),
};

const service: ServiceDetails = {
  id: 9,
  title: 'Boat trip',
  title_ar: 'رحلة بالقارب',
  description: 'To the islands.',
  description_ar: 'إلى الجزر.',
  image: '/media/services/s9.webp',
  images: [],
  supplier,
  price: '400.00',
  capacity: 6,
  min_purchasable_quantity: 1,
  max_purchasable_quantity: 6,
  hut: null,
  available_dates: { id: 1, date: '2026-12-06' },
  dates: [{ id: 1, date: '2026-12-06', price: '400.00', capacity: 6, seats_left: 2 }],
};

const resortInput = {
  contact,
  rating: { avg_rate: 4.56, count: 5 },
  huts: [],
  resort: {
    latitude: 25.4561234,
    longitude: 36.98,
    checkIn: '15:00',
    checkOut: '12:00',
    amenities: [{ name: 'Wi-Fi', name_ar: 'إنترنت لاسلكي' }],
  },
  description: 'Quiet luxury on the reef.',
  priceRange: 'SAR 550 – SAR 1,800',
  image: `${ORIGIN}/media/hero/seascape-2400.webp`,
};

/** The dotted paths of `paths` that `data` lacks (undefined, null, '' or an empty list). */
function missing(data: unknown, paths: string[]): string[] {
  return paths.filter((dotted) => {
    const value = dotted.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], data);
    return value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);
  });
}

describe('Resort (a LodgingBusiness)', () => {
  const data = resortData(ar, resortInput);
  it('has the required name and address, and the recommended and asked-for properties', () => {
    expect(data['@context']).toBe('https://schema.org');
    expect(data['@type']).toBe('Resort');
    expect(missing(data, ['name', 'address.streetAddress', 'address.addressCountry'])).toEqual([]);
    expect(
      missing(data, [
        'url',
        'image',
        'description',
        'telephone',
        'email',
        'geo.latitude',
        'geo.longitude',
        'checkinTime',
        'checkoutTime',
        'amenityFeature',
        'aggregateRating.ratingValue',
        'aggregateRating.ratingCount',
        'priceRange',
        'alternateName',
      ]),
    ).toEqual([]);
  });

  it('is in the page’s language, its other name in the other', () => {
    expect([data.name, data.alternateName, data.url]).toEqual(['منتجع كِن', 'Ken Resort', `${ORIGIN}/ar`]);
    expect(data.address).toMatchObject({ streetAddress: 'شمال أملج' });
    expect(data.amenityFeature).toEqual([{ '@type': 'LocationFeatureSpecification', name: 'إنترنت لاسلكي', value: true }]);
    expect(data.aggregateRating).toMatchObject({ ratingValue: 4.6, bestRating: 5, worstRating: 1 });
  });

  it('names no rating before anybody rated the site, and no place it does not know', () => {
    const bare = resortData(en, { ...resortInput, rating: { avg_rate: 0, count: 0 }, resort: { ...resortInput.resort, latitude: null } });
    expect(bare.aggregateRating).toBeUndefined();
    expect(bare.geo).toBeUndefined();
  });
});

describe('a hut: HotelRoom and Product', () => {
  const data = hutData(en, hut, 'Cosy hut for up to 4 guests.');
  it('has a name, an offer with its price and currency (a Product’s requirement), occupancy, beds, baths and pictures', () => {
    expect(data['@type']).toEqual(['HotelRoom', 'Product']);
    expect(missing(data, ['name', 'offers.price', 'offers.priceCurrency'])).toEqual([]);
    expect(
      missing(data, [
        'description',
        'url',
        'image',
        'occupancy.maxValue',
        'numberOfBedrooms',
        'numberOfBathroomsTotal',
        'offers.availability',
        'offers.url',
        'aggregateRating.ratingValue',
        'aggregateRating.ratingCount',
        'containedInPlace',
      ]),
    ).toEqual([]);
    expect(data.offers).toMatchObject({ price: 550, priceCurrency: 'SAR', priceSpecification: { minPrice: 550, unitCode: 'DAY' } });
    expect(data.image).toEqual([`${ORIGIN}/uploads/catalogue/p1-1600.webp`, `${ORIGIN}/uploads/catalogue/p2-1600.webp`]);
  });

  it('makes no offer when no night can be booked, and is named in Arabic on an Arabic page', () => {
    expect(hutData(ar, { ...hut, lowest_price: null }, '').offers).toBeUndefined();
    expect(hutData(ar, hut, '').name).toBe('كوخ البحيرة');
  });
});

describe('an event: one Event per upcoming date', () => {
  const data = eventData(ar, event, contact, 'غطس ليلي.');
  it('has the required name, start date and location with an address, and the recommended properties', () => {
    expect(data).toHaveLength(2);
    for (const item of data) {
      expect(item['@type']).toBe('Event');
      expect(missing(item, ['name', 'startDate', 'location.name', 'location.address.streetAddress'])).toEqual([]);
      expect(
        missing(item, [
          'description',
          'endDate',
          'eventStatus',
          'eventAttendanceMode',
          'image',
          'organizer.name',
          'offers.price',
          'offers.priceCurrency',
          'offers.availability',
          'offers.url',
        ]),
      ).toEqual([]);
    }
  });

  it('gives each date its own availability, in Arabic', () => {
    expect(data.map((item) => [item.startDate, (item.offers as { availability: string }).availability])).toEqual([
      ['2026-12-05', 'https://schema.org/InStock'],
      ['2026-12-12', 'https://schema.org/SoldOut'],
    ]);
    expect(data[0]).toMatchObject({ name: 'غطس ليلي', location: { name: 'رصيف الشعاب، منتجع كِن' }, organizer: { name: 'غواصو الشعاب' } });
  });

  it('has no Event without a date (a start date is required)', () => {
    expect(eventData(en, { ...event, dates: [], available_dates: null }, contact, '')).toEqual([]);
  });
});

it('a service: its name, provider and offer', () => {
  const data = serviceData(en, service, 'By Reef Divers.');
  expect(
    missing(data, ['name', 'provider.name', 'offers.price', 'offers.priceCurrency', 'offers.availability', 'description', 'image']),
  ).toEqual([]);
});

it('the FAQ: every question with its accepted answer, in the page’s language; none without questions', () => {
  const data = faqData(ar, [{ id: 1, question: 'When?', question_ar: 'متى؟', answer: 'At 3.', answer_ar: 'الساعة ٣.' }]);
  expect(data?.mainEntity).toEqual([{ '@type': 'Question', name: 'متى؟', acceptedAnswer: { '@type': 'Answer', text: 'الساعة ٣.' } }]);
  expect(faqData(ar, [])).toBeUndefined();
});

it('breadcrumbs: each step’s position, name and address', () => {
  const data = breadcrumbData([
    { name: 'Home', url: `${ORIGIN}/` },
    { name: 'Our huts', url: `${ORIGIN}/huts` },
  ]);
  expect(data.itemListElement).toEqual([
    { '@type': 'ListItem', position: 1, name: 'Home', item: `${ORIGIN}/` },
    { '@type': 'ListItem', position: 2, name: 'Our huts', item: `${ORIGIN}/huts` },
  ]);
});

it('JSON-LD cannot close its script element, and reads back as it was', () => {
  const name = '</script><script>alert(1)</script> & <!-- \u2028 -->';
  const script = jsonLdScript(hutData(en, { ...hut, title: name }, ''));
  const body = script.slice('<script type="application/ld+json">'.length, -'</script>'.length);
  expect(body).not.toMatch(/[<>&\u2028]/);
  expect((JSON.parse(body) as { name: string }).name).toBe(name);
});
