import { Type } from '@sinclair/typebox';
import { eq } from 'drizzle-orm';
import { events, huts, services } from '../../src/server/db/schema';
import {
  EventDetails,
  EventPage,
  EventSummary,
  HutDetails,
  HutPage,
  HutSummary,
  KenItemPage,
  ServiceDetails,
  ServiceSummary,
  SupplierPage,
} from '../../src/shared/schemas/catalogue';
import { shapeErrors } from '../helpers/server/schemaCheck';
import { createTestApp, type TestApp } from '../helpers/server/testApp';
import { createTestClock } from '../helpers/server/testClock';

// Seeded at 2026-03-01 12:00 Riyadh time (a Sunday); the clock stays there.
const clock = createTestClock('2026-03-01T09:00:00.000Z');
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: true, clock });
}, 120_000);
afterAll(() => t?.close());

const get = async (url: string, status = 200) => {
  const response = await t.app.inject({ method: 'GET', url });
  expect({ url, status: response.statusCode }).toEqual({ url, status });
  return response.json();
};
const arabic = /[\u0600-\u06FF]/;

describe('huts', () => {
  it('home: three active huts with ratings and a lowest price', async () => {
    const body = await get('/api/products/huts-home/list/');
    expect(shapeErrors(Type.Array(HutSummary), body)).toEqual([]);
    expect(body.map((hut: { title: string }) => hut.title)).toEqual(['Lagoon Hut', 'Coral Villa', 'Dune House']);
    expect(body[0]).toMatchObject({ size: 'small', main_image: '/media/huts/hut-1-a-1600.webp', rate: 5, total_reviews: 1 });
    // The "from" price is the cheapest night the availability calendar offers in the next 180 nights.
    const nights: { date: string; price: string | null; available: boolean }[] = await get(
      `/api/products/huts/${body[0].id}/availability/?from=2026-03-01&to=2026-08-27`,
    );
    const free = nights.filter((night) => night.available && night.price !== null);
    const cheapest = Math.min(...free.map((night) => Number(night.price)));
    expect(Number(body[0].lowest_price)).toBe(cheapest);
    expect(free.find((night) => night.date === body[0].lowest_price_date)?.price).toBe(body[0].lowest_price);
    expect(body[1]).toMatchObject({ size: 'meduim', rate: 4.5, total_reviews: 2 });
    expect(body[0].images.map((image: { image: string }) => image.image)).toEqual([
      '/media/huts/hut-1-a-1600.webp',
      '/media/huts/hut-1-b-1600.webp',
      '/media/huts/hut-1-c-1600.webp',
    ]);
  });

  it('list: paginates with count, pages, next and previous', async () => {
    const first = await get('/api/products/huts-list/?page_size=4');
    expect(shapeErrors(HutPage, first)).toEqual([]);
    expect(first).toMatchObject({ count: 6, page: 1, pages: 2, next: 2, previous: null });
    expect(first.results).toHaveLength(4);
    const second = await get('/api/products/huts-list/?page_size=4&page=2');
    expect(second).toMatchObject({ count: 6, page: 2, pages: 2, next: null, previous: 1 });
    expect(second.results.map((hut: { title: string }) => hut.title)).toEqual(['Reef Family Lodge', 'Moonlight Cabana']);
    expect((await get('/api/products/huts-list/')).results).toHaveLength(6);
    await get('/api/products/huts-list/?page=3&page_size=4', 404);
  });

  it('details: every field of the contract, in both languages, and never a promo code', async () => {
    const body = await get('/api/products/huts/1/');
    expect(shapeErrors(HutDetails, body)).toEqual([]);
    expect(body).toMatchObject({ id: 1, title: 'Lagoon Hut', check_in: '15:00:00', check_out: '12:00:00', is_active: true });
    expect(body.location).toMatchObject({
      latitude: expect.any(Number),
      longitude: expect.any(Number),
      address_ar: expect.stringMatching(arabic),
    });
    expect(body.available_dates).toHaveLength(3);
    expect(body.available_dates[0]).toEqual({ date_from: '2026-03-01', date_to: '2026-06-28', price: '650.00', weekend_price: '780.00' });
    expect(body.main_services.length).toBeGreaterThan(0);
    expect(body.extra_services.every((service: { is_extra: boolean }) => service.is_extra)).toBe(true);
    expect(body.main_services[0].icon).toMatch(/^\/media\/icons\/\w+\.svg$/);
    for (const key of ['title_ar', 'description_ar']) expect(body[key]).toMatch(arabic);
    expect(body.activities[0].description_ar).toMatch(arabic);
  });

  it('availability of a seeded hut uses its weekend price on Friday and Saturday nights', async () => {
    const body = await get('/api/products/huts/1/availability/?from=2026-03-05&to=2026-03-08');
    expect(body.map((night: { price: string }) => night.price)).toEqual(['650.00', '780.00', '780.00', '650.00']);
  });

  it('never exposes promo codes anywhere in the catalogue', async () => {
    const urls = [
      '/api/products/huts-home/list/',
      '/api/products/huts-list/',
      '/api/products/huts/1/',
      '/api/products/huts/2/',
      '/api/products/huts/4/',
      '/api/products/ken-items/hut/1/',
      '/api/products/events/',
      '/api/products/random-services/',
      '/api/products/service-suppliers/list/',
    ];
    for (const url of urls) {
      const text = JSON.stringify(await get(url));
      expect(text).not.toMatch(/REEF10|promo/i);
    }
  });
});

describe('special items', () => {
  it('lists a hut’s items, paginated, searchable in both languages with wildcards taken literally', async () => {
    const body = await get('/api/products/ken-items/hut/1/');
    expect(shapeErrors(KenItemPage, body)).toEqual([]);
    expect(body).toMatchObject({ count: 1, page: 1, pages: 1, next: null, previous: null });
    expect(body.results[0]).toMatchObject({ title: 'Welcome fruit basket', price: '95.00', image: '/media/items/item-1-640.webp' });
    expect((await get('/api/products/ken-items/hut/1/?search=FRUIT')).count).toBe(1);
    expect((await get(`/api/products/ken-items/hut/1/?search=${encodeURIComponent('فواكه')}`)).count).toBe(1);
    expect((await get('/api/products/ken-items/hut/1/?search=%25')).count).toBe(0);
    expect((await get('/api/products/ken-items/hut/1/?search=_')).count).toBe(0);
    await get('/api/products/ken-items/hut/999/', 404);
    await get('/api/products/ken-items/hut/1/?page_size=0', 400);
  });
});

describe('events', () => {
  it('lists upcoming events soonest first, paginated', async () => {
    const body = await get('/api/products/events/?page_size=5');
    expect(shapeErrors(EventPage, body)).toEqual([]);
    expect(body).toMatchObject({ count: 12, page: 1, pages: 3, next: 2, previous: null });
    const dates = body.results.map((event: { available_dates: { date: string } }) => event.available_dates.date);
    expect([...dates].sort()).toEqual(dates);
    expect(body.results[0]).toMatchObject({
      title: 'Arabic Coffee Ceremony',
      available_dates: { date: '2026-03-03', price: '60.00', seats_left: 20 },
    });
  });

  it('answers up to 10 random events', async () => {
    const body = await get('/api/products/events/random/');
    expect(shapeErrors(Type.Array(EventSummary), body)).toEqual([]);
    expect(body).toHaveLength(10);
  });

  it('answers an event with includes, notes, dates and the next date with seats', async () => {
    const body = await get('/api/products/events-details/web/1/');
    expect(shapeErrors(EventDetails, body)).toEqual([]);
    expect(body).toMatchObject({
      title: 'Night Snorkelling',
      image: '/media/events/event-1-1600.webp',
      hut: { id: 2, title: 'Coral Villa' },
      supplier: { full_name: 'Red Sea Dive Co.', full_name_ar: 'شركة البحر الأحمر للغوص', company_name_ar: 'شركة البحر الأحمر للغوص' },
    });
    expect(body.dates.map((date: { date: string }) => date.date)).toEqual(['2026-03-06', '2026-03-20', '2026-04-10']);
    expect(body.available_dates).toEqual(body.dates[0]);
    expect(body.includes[0].description_ar).toMatch(arabic);
    expect(body.notes[0].description_ar).toMatch(arabic);
  });

  it('hides inactive and deleted events everywhere', async () => {
    await t.db.update(events).set({ isActive: false }).where(eq(events.id, 12));
    await t.db.update(events).set({ deletedAt: clock.now() }).where(eq(events.id, 11));
    await get('/api/products/events-details/web/12/', 404);
    await get('/api/products/events-details/web/11/', 404);
    const listed = (await get('/api/products/events/?page_size=50')).results.map((event: { id: number }) => event.id);
    expect(listed).toHaveLength(10);
    expect(listed).not.toContain(11);
    expect(listed).not.toContain(12);
    const random = (await get('/api/products/events/random/')).map((event: { id: number }) => event.id);
    expect(random).not.toContain(11);
    await t.db.update(events).set({ isActive: true, deletedAt: null });
  });
});

describe('services and suppliers', () => {
  it('answers up to 10 random services and one service with its dates', async () => {
    const random = await get('/api/products/random-services/');
    expect(shapeErrors(Type.Array(ServiceSummary), random)).toEqual([]);
    expect(random).toHaveLength(8);
    const body = await get('/api/products/services/1/');
    expect(shapeErrors(ServiceDetails, body)).toEqual([]);
    expect(body).toMatchObject({
      title: 'Discover Scuba',
      price: '550.00',
      supplier: { full_name: 'Red Sea Dive Co.' },
      available_dates: { date: '2026-03-02' },
    });
    expect(body.dates.map((date: { date: string }) => date.date)).toEqual([
      '2026-03-02',
      '2026-03-04',
      '2026-03-06',
      '2026-03-09',
      '2026-03-13',
    ]);
    expect(body.dates[0]).toMatchObject({ price: '550.00', capacity: 4, seats_left: 4 });
  });

  it('hides inactive and deleted services and huts', async () => {
    await t.db.update(services).set({ deletedAt: clock.now() }).where(eq(services.id, 2));
    await get('/api/products/services/2/', 404);
    expect((await get('/api/products/random-services/')).map((service: { id: number }) => service.id)).not.toContain(2);
    await t.db.update(services).set({ deletedAt: null });
    await t.db.update(huts).set({ isActive: false }).where(eq(huts.id, 6));
    expect((await get('/api/products/huts-list/')).count).toBe(5);
    await get('/api/products/huts/6/', 404);
    await t.db.update(huts).set({ isActive: true });
  });

  it('pages suppliers one at a time, each with their services four per page', async () => {
    const first = await get('/api/products/service-suppliers/list/');
    expect(shapeErrors(SupplierPage, first)).toEqual([]);
    expect(first).toMatchObject({ count: 2, page: 1, pages: 2, next: 2, previous: null });
    expect(first.results[0]).toMatchObject({
      full_name: 'Red Sea Dive Co.',
      email: 'supplier.dive@kenresort.sa',
      services: { count: 4, page: 1, pages: 1 },
    });
    const second = await get('/api/products/service-suppliers/list/?page=2&services_page=1');
    expect(second.results[0]).toMatchObject({
      full_name: 'Sadu Wellness',
      company_name_ar: 'سدو للعافية',
      services: { count: 4, pages: 1, next: null },
    });
    expect(second.results[0].services.results).toHaveLength(4);
    await get('/api/products/service-suppliers/list/?page=3', 404);
    await get('/api/products/service-suppliers/list/?page=1&services_page=2', 404);
    await get('/api/products/service-suppliers/list/?services_page=-2', 400);
  });

  it('answers 404 with a detail for unknown ids and 400 for non-integer ids', async () => {
    for (const url of ['/api/products/services/999/', '/api/products/events-details/web/999/', '/api/products/huts/999/']) {
      expect(await get(url, 404)).toEqual({ detail: expect.any(String) });
    }
    expect(await get('/api/products/services/1.5/', 400)).toEqual({ id: [expect.any(String)] });
    expect(await get('/api/products/events-details/web/x/', 400)).toEqual({ id: [expect.any(String)] });
    expect(await get('/api/products/events/?page=-1', 400)).toEqual({ page: [expect.any(String)] });
  });
});
