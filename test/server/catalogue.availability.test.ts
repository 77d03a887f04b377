import { Type } from '@sinclair/typebox';
import { eq } from 'drizzle-orm';
import {
  bookings,
  bookingTickets,
  eventDates,
  events,
  hutPriceRanges,
  huts,
  kenItems,
  serviceDates,
  services,
} from '../../src/server/db/schema';
import { HutPage, NightAvailability } from '../../src/shared/schemas/catalogue';
import { shapeErrors } from '../helpers/server/schemaCheck';
import { createTestApp, makeUser, type TestApp } from '../helpers/server/testApp';
import { createTestClock } from '../helpers/server/testClock';

// The clock reads 2026-03-01 12:00 in Riyadh, a Sunday: 2026-03-06 is a Friday, 2026-03-07 a Saturday.
const clock = createTestClock('2026-03-01T09:00:00.000Z');
const NOW = clock.now().getTime();
const minutes = (n: number) => new Date(NOW + n * 60_000);

let t: TestApp;
let guestId: number;
let priced: number; // two ranges with a gap on 03-20, weekend prices in the first one
let other: number; // one range, no weekend price
const get = (url: string, lang = 'en') => t.app.inject({ method: 'GET', url, headers: { 'accept-language': lang } });

async function hut(title: string, fields: Partial<typeof huts.$inferInsert> = {}) {
  const [row] = await t.db
    .insert(huts)
    .values({ title, titleAr: `${title} ع`, size: 'small', maxPersonsNum: 2, bedroomsNum: 1, bathroomsNum: 1, ...fields })
    .returning();
  return row.id;
}

async function booking(
  hutId: number,
  stay: string,
  status: 'pending' | 'confirmed' | 'paid' | 'expired',
  holdExpiresAt: Date | null = null,
) {
  const [row] = await t.db
    .insert(bookings)
    .values({
      code: `KEN-${Math.random().toString(36).slice(2, 8).toUpperCase()}`,
      userId: guestId,
      hutId,
      personsMaxNum: 1,
      status,
      stay,
      holdExpiresAt,
    })
    .returning();
  return row.id;
}

beforeAll(async () => {
  t = await createTestApp({ clock });
  guestId = (await makeUser(t.db)).id;
  priced = await hut('Priced', { maxPersonsNum: 4, sortOrder: 1 });
  other = await hut('Other', { sortOrder: 2 });
  await t.db.insert(hutPriceRanges).values([
    { hutId: priced, dateFrom: '2026-03-01', dateTo: '2026-03-10', price: '500.00', weekendPrice: '650.00' },
    { hutId: priced, dateFrom: '2026-03-11', dateTo: '2026-03-19', price: '400.00' },
    { hutId: priced, dateFrom: '2026-03-21', dateTo: '2026-12-31', price: '450.00' },
    { hutId: other, dateFrom: '2026-03-01', dateTo: '2026-12-31', price: '300.00' },
  ]);
  // Nights taken on the priced hut: 03-12 paid, 03-14 held until later, 03-16 hold lapsed, 03-18 pending.
  await booking(priced, '[2026-03-12,2026-03-13)', 'paid');
  await booking(priced, '[2026-03-14,2026-03-15)', 'confirmed', minutes(20));
  await booking(priced, '[2026-03-16,2026-03-17)', 'confirmed', minutes(-1));
  await booking(priced, '[2026-03-18,2026-03-19)', 'pending');
}, 120_000);
afterAll(() => t?.close());

// These huts have no stay rules: every night may be an arrival and a departure, with no minimum or maximum stay.
const open = { arrival: true, departure: true, min_nights: null, max_nights: null };

describe('GET /api/products/huts/{id}/availability/', () => {
  it('prices each night from its range, weekend prices on Friday and Saturday nights', async () => {
    const response = await get(`/api/products/huts/${priced}/availability/?from=2026-03-05&to=2026-03-11`);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(shapeErrors(Type.Array(NightAvailability), body)).toEqual([]);
    expect(body).toEqual(
      [
        { date: '2026-03-05', price: '500.00', available: true }, // Thursday
        { date: '2026-03-06', price: '650.00', available: true }, // Friday night
        { date: '2026-03-07', price: '650.00', available: true }, // Saturday night
        { date: '2026-03-08', price: '500.00', available: true }, // Sunday
        { date: '2026-03-09', price: '500.00', available: true },
        { date: '2026-03-10', price: '500.00', available: true }, // last night of the first range
        { date: '2026-03-11', price: '400.00', available: true }, // first night of the next range
      ].map((night) => ({ ...night, ...open })),
    );
  });

  it('uses the weekday price on weekends when a range has no weekend price', async () => {
    const body = (await get(`/api/products/huts/${priced}/availability/?from=2026-03-13&to=2026-03-14`)).json();
    expect(body.map((night: { price: string }) => night.price)).toEqual(['400.00', '400.00']);
  });

  it('takes nights held by paid or unexpired confirmed bookings, frees lapsed holds, pending and unpriced nights', async () => {
    const body = (await get(`/api/products/huts/${priced}/availability/?from=2026-03-12&to=2026-03-21`)).json();
    const map = Object.fromEntries(
      body.map((night: { date: string; available: boolean; price: string | null }) => [night.date, [night.available, night.price]]),
    );
    expect(map).toEqual({
      '2026-03-12': [false, '400.00'], // paid
      '2026-03-13': [true, '400.00'], // check-out day of the paid stay is free
      '2026-03-14': [false, '400.00'], // held, hold still running
      '2026-03-15': [true, '400.00'],
      '2026-03-16': [true, '400.00'], // hold lapsed a minute ago: free before any sweeper ran
      '2026-03-17': [true, '400.00'],
      '2026-03-18': [true, '400.00'], // pending holds nothing
      '2026-03-19': [true, '400.00'],
      '2026-03-20': [false, null], // no price range
      '2026-03-21': [true, '450.00'],
    });
  });

  it('reports past nights as unavailable', async () => {
    const body = (await get(`/api/products/huts/${priced}/availability/?from=2026-02-27&to=2026-03-01`)).json();
    expect(body).toEqual(
      [
        { date: '2026-02-27', price: null, available: false },
        { date: '2026-02-28', price: null, available: false },
        { date: '2026-03-01', price: '500.00', available: true },
      ].map((night) => ({ ...night, ...open })),
    );
  });

  it('answers 366 nights at most', async () => {
    expect((await get(`/api/products/huts/${other}/availability/?from=2026-03-01&to=2027-03-01`)).json()).toHaveLength(366);
    const tooLong = await get(`/api/products/huts/${other}/availability/?from=2026-03-01&to=2027-03-02`);
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toEqual({ from: ['The range cannot be longer than 366 nights.'] });
  });

  it.each([
    ['from=2026-03-10&to=2026-03-01', 'from'],
    ['from=2026-3-1&to=2026-03-05', 'from'],
    ['from=2026-02-30&to=2026-03-05', 'from'],
    ['to=2026-03-05', 'from'],
    ['from=2026-03-01', 'to'],
  ])('rejects %s with a 400 naming %s', async (query, field) => {
    const response = await get(`/api/products/huts/${priced}/availability/?${query}`);
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(Object.keys(body)).toEqual([field]);
    expect(body[field][0]).toEqual(expect.any(String));
  });

  it('answers in Arabic when asked', async () => {
    const response = await get(`/api/products/huts/${priced}/availability/?from=2026-03-10&to=2026-03-01`, 'ar');
    expect(response.json().from[0]).toMatch(/[\u0600-\u06FF]/);
  });

  it('answers 404 for unknown, inactive or deleted huts and 400 for a non-integer id', async () => {
    const inactive = await hut('Inactive', { isActive: false });
    const deleted = await hut('Deleted', { deletedAt: new Date(NOW) });
    for (const id of [999_999, inactive, deleted]) {
      const response = await get(`/api/products/huts/${id}/availability/?from=2026-03-01&to=2026-03-02`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ detail: expect.any(String) });
      expect((await get(`/api/products/huts/${id}/`)).statusCode).toBe(404);
    }
    expect((await get('/api/products/huts/abc/')).statusCode).toBe(400);
    expect((await get('/api/products/huts/abc/')).json()).toEqual({ id: [expect.any(String)] });
    const list = (await get('/api/products/huts-list/')).json();
    expect(list.results.map((h: { title: string }) => h.title)).not.toEqual(expect.arrayContaining(['Inactive']));
    expect(list.results.map((h: { title: string }) => h.title)).not.toContain('Deleted');
  });
});

describe('GET /api/products/huts-list/ with dates', () => {
  const titles = async (query: string) => {
    const response = await get(`/api/products/huts-list/?${query}`);
    expect(response.statusCode).toBe(200);
    expect(shapeErrors(HutPage, response.json())).toEqual([]);
    return response.json().results.map((h: { title: string }) => h.title);
  };

  it('lists only huts free and priced for every night of the stay', async () => {
    expect(await titles('date_from=2026-03-05&date_to=2026-03-08')).toEqual(['Priced', 'Other']);
    expect(await titles('date_from=2026-03-11&date_to=2026-03-14')).toEqual(['Other']); // 03-12 paid
    expect(await titles('date_from=2026-03-13&date_to=2026-03-14')).toEqual(['Priced', 'Other']); // checks in as the paid guest leaves
    expect(await titles('date_from=2026-03-14&date_to=2026-03-15')).toEqual(['Other']); // held
    expect(await titles('date_from=2026-03-15&date_to=2026-03-20')).toEqual(['Priced', 'Other']); // lapsed hold, pending booking
    expect(await titles('date_from=2026-03-19&date_to=2026-03-22')).toEqual(['Other']); // 03-20 has no price
  });

  it('filters by guests', async () => {
    expect(await titles('guests=3')).toEqual(['Priced']);
    expect(await titles('guests=2')).toEqual(['Priced', 'Other']);
  });

  it.each([
    ['date_from=2026-03-05', 'date_to'],
    ['date_to=2026-03-05', 'date_from'],
    ['date_from=2026-03-05&date_to=2026-03-05', 'date_from'],
    ['date_from=2026-03-08&date_to=2026-03-05', 'date_from'],
    ['date_from=2026-02-27&date_to=2026-03-05', 'date_from'],
    ['date_from=2026-03-01&date_to=2027-03-03', 'date_from'],
    ['date_from=05-03-2026&date_to=2026-03-08', 'date_from'],
    ['page=0', 'page'],
    ['page=-1', 'page'],
    ['page_size=51', 'page_size'],
    ['page_size=100000', 'page_size'],
    ['guests=abc', 'guests'],
  ])('rejects %s with a 400 naming %s', async (query, field) => {
    const response = await get(`/api/products/huts-list/?${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ [field]: [expect.any(String)] });
  });
});

describe('the database guarantees', () => {
  it('rejects a second holding booking over the same nights, but not a lapsed-and-swept or pending one', async () => {
    await booking(other, '[2026-04-01,2026-04-05)', 'paid');
    await expect(booking(other, '[2026-04-04,2026-04-06)', 'confirmed', minutes(30))).rejects.toThrow();
    await expect(booking(other, '[2026-04-02,2026-04-03)', 'paid')).rejects.toThrow();
    await expect(booking(other, '[2026-04-05,2026-04-07)', 'paid')).resolves.toEqual(expect.any(Number));
    await expect(booking(other, '[2026-04-02,2026-04-03)', 'pending')).resolves.toEqual(expect.any(Number));
    await expect(booking(other, '[2026-04-02,2026-04-03)', 'expired')).resolves.toEqual(expect.any(Number));
  });

  it('rejects overlapping price ranges of one hut', async () => {
    await expect(
      t.db.insert(hutPriceRanges).values({ hutId: other, dateFrom: '2026-12-31', dateTo: '2027-01-05', price: '1.00' }),
    ).rejects.toThrow();
    await expect(
      t.db.insert(hutPriceRanges).values({ hutId: priced, dateFrom: '2026-03-20', dateTo: '2026-03-20', price: '420.00' }),
    ).resolves.toBeDefined();
    await t.db.delete(hutPriceRanges).where(eq(hutPriceRanges.dateFrom, '2026-03-20'));
  });

  it('rejects a negative event capacity and a zero ticket quantity', async () => {
    const [event] = await t.db.insert(events).values({ title: 'Capacity test' }).returning();
    await expect(t.db.insert(eventDates).values({ eventId: event.id, date: '2026-03-10', price: '10.00', capacity: -1 })).rejects.toThrow();
    const [date] = await t.db.insert(eventDates).values({ eventId: event.id, date: '2026-03-10', price: '10.00', capacity: 5 }).returning();
    const bookingId = await booking(other, '[2026-06-01,2026-06-02)', 'pending');
    await expect(
      t.db.insert(bookingTickets).values({ bookingId, kind: 'event', eventDateId: date.id, quantity: 0, unitPrice: '10.00' }),
    ).rejects.toThrow();
  });
});

describe('seats left', () => {
  it('subtracts tickets of paid and unexpired held bookings only', async () => {
    const supplier = await makeUser(t.db, { role: 'supplier', supplierStatus: 'approved', fullName: 'Seat Supplier' });
    const [event] = await t.db.insert(events).values({ title: 'Seats', userId: supplier.id, hutId: priced }).returning();
    const [date] = await t.db
      .insert(eventDates)
      .values({ eventId: event.id, date: '2026-03-09', price: '100.00', capacity: 10 })
      .returning();
    const [service] = await t.db
      .insert(services)
      .values({ title: 'Massage', userId: supplier.id, price: '200.00', capacity: 4 })
      .returning();
    const [serviceDate] = await t.db
      .insert(serviceDates)
      .values({ serviceId: service.id, date: '2026-03-09', capacity: 4, price: '250.00' })
      .returning();
    const [soldOut] = await t.db.insert(serviceDates).values({ serviceId: service.id, date: '2026-03-10', capacity: 1 }).returning();
    const [item] = await t.db.insert(kenItems).values({ hutId: priced, title: 'Basket', price: '50.00', capacity: 3 }).returning();
    const paid = await booking(other, '[2026-07-01,2026-07-02)', 'paid');
    const held = await booking(other, '[2026-07-03,2026-07-04)', 'confirmed', minutes(10));
    const lapsed = await booking(other, '[2026-07-05,2026-07-06)', 'confirmed', minutes(-10));
    const pending = await booking(other, '[2026-07-07,2026-07-08)', 'pending');
    const ticket = (bookingId: number, quantity: number) => ({
      bookingId,
      kind: 'event' as const,
      eventDateId: date.id,
      quantity,
      unitPrice: '100.00',
    });
    await t.db
      .insert(bookingTickets)
      .values([
        ticket(paid, 3),
        ticket(held, 2),
        ticket(lapsed, 4),
        ticket(pending, 1),
        { bookingId: paid, kind: 'service', serviceDateId: serviceDate.id, quantity: 1, unitPrice: '250.00' },
        { bookingId: held, kind: 'service', serviceDateId: soldOut.id, quantity: 1, unitPrice: '200.00' },
        { bookingId: paid, kind: 'item', kenItemId: item.id, quantity: 1, unitPrice: '50.00' },
      ]);

    const details = (await get(`/api/products/events-details/web/${event.id}/`)).json();
    expect(details.dates).toEqual([expect.objectContaining({ id: date.id, capacity: 10, seats_left: 5 })]);
    expect(details.available_dates).toEqual(expect.objectContaining({ id: date.id, seats_left: 5 }));

    const serviceBody = (await get(`/api/products/services/${service.id}/`)).json();
    expect(serviceBody.dates).toEqual([{ id: serviceDate.id, date: '2026-03-09', price: '250.00', capacity: 4, seats_left: 3 }]);
    expect(serviceBody.available_dates).toEqual({ id: serviceDate.id, date: '2026-03-09' });

    // Selling the last seats removes the event from the lists.
    const listed = async () => (await get('/api/products/events/?page_size=50')).json().results.map((e: { id: number }) => e.id);
    expect(await listed()).toContain(event.id);
    await t.db.insert(bookingTickets).values(ticket(paid, 5));
    expect(await listed()).not.toContain(event.id);
    expect((await get(`/api/products/events-details/web/${event.id}/`)).json().available_dates).toBeNull();
  });
});
