// Catalogue answers for client tests, typed by the shared schemas; prices per night follow the contract
// (Friday and Saturday nights at the weekend price).
import { http, HttpResponse } from 'msw';
import type {
  EventDetails,
  EventSummary,
  HutDetails,
  HutSummary,
  NightAvailability,
  ServiceSummary,
  SupplierWithServices,
} from '../../../src/shared/schemas/catalogue';
import type { Page } from '../../../src/shared/schemas/common';
import { addDays, isWeekendNight } from '../../../src/client/ui/calendar/dates';

export const hutSummary = (id: number, overrides: Partial<HutSummary> = {}): HutSummary => ({
  id,
  title: `Hut ${id}`,
  title_ar: `كوخ ${id}`,
  description: 'A hut on the lagoon.',
  description_ar: 'كوخ على البحيرة.',
  size: 'meduim',
  max_persons_num: 4,
  max_kids_num: 2,
  bedrooms_num: 2,
  bathrooms_num: 1,
  main_image: `/media/huts/hut-${id}-a.svg`,
  images: [{ id: 1, image: `/media/huts/hut-${id}-a.svg` }],
  rate: 4.5,
  total_reviews: 3,
  lowest_price: '650.00',
  lowest_price_date: '2026-03-10',
  is_active: true,
  ...overrides,
});

export const hutDetails = (overrides: Partial<HutDetails> = {}): HutDetails => ({
  ...hutSummary(1),
  title: 'Lagoon Hut',
  title_ar: 'كوخ البحيرة',
  images: [1, 2, 3].map((id) => ({ id, image: `/media/huts/hut-1-${'abc'[id - 1]}.svg` })),
  check_in: '15:00:00',
  check_out: '12:00:00',
  location: { latitude: 25.06, longitude: 37.25, address: 'Lagoon Walk 1', address_ar: 'ممشى البحيرة 1' },
  available_dates: [],
  main_services: [{ id: 1, icon: '/media/icons/wifi.svg', description: 'Fast Wi-Fi', description_ar: 'إنترنت سريع', is_extra: false }],
  extra_services: [{ id: 2, icon: '/media/icons/spa.svg', description: 'Massage', description_ar: '', is_extra: true }],
  activities: [{ id: 1, description: 'Sunrise swim', description_ar: 'سباحة الشروق' }],
  ...overrides,
});

/** Nights from..to inclusive: 650 on weekdays, 780 on Friday and Saturday nights, `blocked` taken. */
export function availability(from: string, to: string, blocked: string[] = []): NightAvailability[] {
  const nights: NightAvailability[] = [];
  for (let date = from; date <= to; date = addDays(date, 1)) {
    const taken = blocked.includes(date);
    nights.push({ date, price: isWeekendNight(date) ? '780.00' : '650.00', available: !taken });
  }
  return nights;
}

export function hutHandlers({ hut = hutDetails(), blocked = [] as string[] } = {}) {
  return [
    http.get('*/api/products/huts/:id/availability/', ({ request }) => {
      const url = new URL(request.url);
      return HttpResponse.json(availability(url.searchParams.get('from') as string, url.searchParams.get('to') as string, blocked));
    }),
    http.get('*/api/products/huts/:id/', ({ params }) =>
      Number(params.id) === hut.id ? HttpResponse.json(hut) : HttpResponse.json({ detail: 'Not found.' }, { status: 404 }),
    ),
    http.get('*/api/products/testmonial/', () => HttpResponse.json([])),
    http.get('*/api/config/', () =>
      HttpResponse.json({
        google_client_id: null,
        payment_provider: 'sandbox',
        currency: 'SAR',
        vat_rate: 0.15,
        time_zone: 'Asia/Riyadh',
        cancel_full_refund_hours: 48,
      }),
    ),
  ];
}

export const page = <T>(results: T[], current = 1, pages = 1): Page<T> => ({
  count: results.length,
  page: current,
  pages,
  next: current < pages ? current + 1 : null,
  previous: current > 1 ? current - 1 : null,
  results,
});

const supplierRef = {
  id: 6,
  full_name: 'Red Sea Dive Co.',
  full_name_ar: 'شركة البحر الأحمر للغوص',
  company_name: 'Red Sea Dive Co.',
  company_name_ar: 'شركة البحر الأحمر للغوص',
  avatar: null,
};

export const service = (id: number, supplier = supplierRef): ServiceSummary => ({
  id,
  images: [],
  title: `Service ${id}`,
  title_ar: `خدمة ${id}`,
  description: 'Out on the reef.',
  description_ar: 'على الشعاب.',
  image: null,
  supplier,
  price: '240.00',
  capacity: 10,
  min_purchasable_quantity: 1,
  max_purchasable_quantity: 6,
  hut: null,
  available_dates: { id: id * 10, date: '2030-01-10' },
});

/** Two suppliers; the first has six services (two pages of four), the second two. */
export function supplierPage(page: number, servicesPage: number): Page<SupplierWithServices> {
  const suppliers = [
    { ...supplierRef, services: [1, 2, 3, 4, 5, 6] },
    {
      id: 7,
      full_name: 'Sadu Wellness',
      full_name_ar: 'سدو للعافية',
      company_name: 'Sadu Wellness',
      company_name_ar: 'سدو للعافية',
      avatar: null,
      services: [7, 8],
    },
  ];
  const supplier = suppliers[page - 1];
  const all = supplier.services.map((id) =>
    service(id, {
      id: supplier.id,
      full_name: supplier.full_name,
      full_name_ar: supplier.full_name_ar,
      company_name: supplier.company_name,
      company_name_ar: supplier.company_name_ar,
      avatar: null,
    }),
  );
  const pages = Math.ceil(all.length / 4);
  const services = { ...page_(all.slice((servicesPage - 1) * 4, servicesPage * 4), servicesPage, pages), count: all.length };
  return {
    ...page_(
      [
        {
          id: supplier.id,
          full_name: supplier.full_name,
          full_name_ar: supplier.full_name_ar,
          company_name: supplier.company_name,
          company_name_ar: supplier.company_name_ar,
          email: 'hello@example.com',
          avatar: null,
          phone: '+966500000000',
          address: 'Umluj',
          services,
        },
      ],
      page,
      suppliers.length,
    ),
    count: suppliers.length,
  };
}
const page_ = page;

export const eventSummary = (id: number): EventSummary => ({
  id,
  images: [],
  title: `Event ${id}`,
  title_ar: `فعالية ${id}`,
  description: 'Under the stars.',
  description_ar: 'تحت النجوم.',
  image: null,
  location: 'Jetty',
  location_ar: 'الرصيف',
  supplier: null,
  hut: { id: 1, title: 'Lagoon Hut', title_ar: 'كوخ البحيرة' },
  rate: 0,
  available_dates: {
    id: id * 10,
    date: '2030-01-10',
    price: '280.00',
    capacity: 12,
    seats_left: 5,
    min_purchasable_quantity: 1,
    max_purchasable_quantity: 6,
  },
});

export const eventDetails = (id: number): EventDetails => {
  const { available_dates: next, ...core } = eventSummary(id);
  return {
    ...core,
    includes: [{ icon: '/media/icons/snorkel.svg', description: 'Mask and fins', description_ar: 'قناع وزعانف' }],
    notes: [{ description: 'Age 12+', description_ar: '' }],
    dates: [next, { ...next, id: next.id + 1, date: '2030-02-10', seats_left: 0 }],
    available_dates: next,
  };
};
