import { Booking, BookingPage } from '../../src/shared/schemas/booking';
import { hutPriceRanges } from '../../src/server/db/schema';
import { makeEventDate, makeHut, makeServiceDate, stay } from '../helpers/server/booking';
import { memoryMailer } from '../helpers/server/mail';
import { shapeErrors } from '../helpers/server/schemaCheck';
import { createTestApp, makeUser, type TestApp } from '../helpers/server/testApp';
import { createTestClock } from '../helpers/server/testClock';

// Fields the original API's web and mobile clients read (issue 9 §6). 2026-03-01 12:00 in Riyadh.
const clock = createTestClock('2026-03-01T09:00:00.000Z');
let t: TestApp;
let guest: Parameters<TestApp['tokenFor']>[0];
let hutId: number;

const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: { authorization: `Bearer ${t.tokenFor(guest)}` } });

async function paidBooking(body: object) {
  const created = await call('POST', '/api/products/booking/', body);
  expect([created.statusCode, created.json()]).toEqual([201, expect.anything()]);
  const id = created.json().id as number;
  expect((await call('PUT', `/api/products/booking/update/${id}/`, { ...body, status: 'confirmed' })).statusCode).toBe(200);
  const checkout = await call('POST', '/api/payments/create-checkout/', { booking_id: id });
  const pay = await call('PUT', `/api/products/bookings-pay/${id}/`, {
    checkout_id: checkout.json().checkout_id,
    card_number: '4111 1111 1111 1111',
    expiry_month: 12,
    expiry_year: 2030,
    cvc: '123',
    holder: 'Huda',
  });
  expect(pay.json()).toMatchObject({ status: 'paid' });
  return id;
}

beforeAll(async () => {
  t = await createTestApp({ clock, mailer: memoryMailer() });
  guest = await makeUser(t.db);
  hutId = (await makeHut(t.db, '2026-03-01', 120, { maxPersonsNum: 5, maxKidsNum: 3 })).id;
  // A range that ended before today is not "available" any more; a later one is.
  await t.db.insert(hutPriceRanges).values([
    { hutId, dateFrom: '2026-01-01', dateTo: '2026-01-31', price: '300.00' },
    { hutId, dateFrom: '2026-07-01', dateTo: '2026-07-31', price: '900.00', weekendPrice: null },
  ]);
}, 120_000);
afterAll(() => t?.close());

test('a booking carries hut_details with the hut’s limits and its price ranges from today on', async () => {
  const id = (await call('POST', '/api/products/booking/', stay(hutId, '2026-03-10', '2026-03-12'))).json().id;
  const response = await call('GET', `/api/products/bookings/${id}/`);
  expect(response.statusCode).toBe(200);
  expect(shapeErrors(Booking, response.json())).toEqual([]);
  expect(response.json().hut_details).toEqual({
    id: hutId,
    max_persons_num: 5,
    max_kids_num: 3,
    available_dates: [
      { date_from: '2026-03-01', date_to: '2026-06-28', price: '500.00', weekend_price: '650.00' },
      { date_from: '2026-07-01', date_to: '2026-07-31', price: '900.00', weekend_price: null },
    ],
  });
});

test('upcoming and past bookings carry check_in, check_out, events_tickets_count and qr_code_image', async () => {
  const first = await makeEventDate(t.db, '2026-03-21', 10);
  const second = await makeEventDate(t.db, '2026-03-22', 10);
  const id = await paidBooking(
    stay(hutId, '2026-03-20', '2026-03-23', {
      events: [
        { event: first.eventId, date: first.dateId, quantity: 2 },
        { event: second.eventId, date: second.dateId, quantity: 1 },
      ],
    }),
  );
  const unpaid = (await call('POST', '/api/products/booking/', stay(hutId, '2026-04-10', '2026-04-11'))).json().id;

  const upcoming = await call('GET', '/api/products/bookings/upcoming/');
  expect(shapeErrors(BookingPage, upcoming.json())).toEqual([]);
  const paid = upcoming.json().results.find((booking: Booking) => booking.id === id);
  expect(paid).toMatchObject({
    check_in: paid.dates.check_in,
    check_out: paid.dates.check_out,
    events_tickets_count: 2,
    hut_details: { id: hutId },
  });
  // 15:00 and 12:00 in Riyadh (the hut's default times) are 12:00 and 09:00 UTC.
  expect([paid.check_in, paid.check_out]).toEqual(['2026-03-20T12:00:00.000Z', '2026-03-23T09:00:00.000Z']);
  expect(paid.qr_code_image).toMatch(/^data:image\/png;base64,/);
  expect(paid.qr_code_image).toBe(paid.qr_code);
  expect(upcoming.json().results.find((booking: Booking) => booking.id === unpaid)).toMatchObject({
    events_tickets_count: 0,
    qr_code_image: null,
  });

  clock.set('2026-03-25T09:00:00.000Z');
  try {
    const past = await call('GET', '/api/products/bookings/past/');
    expect(shapeErrors(BookingPage, past.json())).toEqual([]);
    expect(past.json().results.find((booking: Booking) => booking.id === id)).toMatchObject({
      check_in: '2026-03-20T12:00:00.000Z',
      check_out: '2026-03-23T09:00:00.000Z',
      events_tickets_count: 2,
      qr_code_image: expect.stringMatching(/^data:image\/png;base64,/),
      // From the 25th on: the range ending in June remains, starting where it did.
      hut_details: { available_dates: [{ date_from: '2026-03-01' }, { date_from: '2026-07-01' }] },
    });
  } finally {
    clock.set('2026-03-01T09:00:00.000Z');
  }
});

test('events and services inside the stay carry available_dates: their next date with seats, shaped as in events/random/', async () => {
  const full = await makeServiceDate(t.db, '2026-05-02', 1);
  const service = await makeServiceDate(t.db, '2026-05-03', 6, '80.00', 4);
  const event = await makeEventDate(t.db, '2026-05-04', 8, '150.00', 3);
  // The first date of the first service is sold out by another guest's paid booking.
  const otherGuest = guest;
  guest = await makeUser(t.db);
  const otherHut = (await makeHut(t.db)).id;
  await paidBooking(
    stay(otherHut, '2026-05-01', '2026-05-03', { services: [{ service: full.serviceId, date: full.dateId, quantity: 1 }] }),
  );
  guest = otherGuest;
  const id = (await call('POST', '/api/products/booking/', stay(hutId, '2026-05-01', '2026-05-05'))).json().id;

  const response = await call('POST', '/api/products/avliable/service/', { booking_id: id });
  expect(response.statusCode).toBe(200);
  const { available_services: services, available_events: events } = response.json();
  expect(services.map((offer: { id: number }) => offer.id)).toEqual([service.serviceId]);
  expect(services[0].available_dates).toEqual({
    id: service.dateId,
    date: '2026-05-03',
    price: '80.00',
    capacity: 6,
    seats_left: 6,
    min_purchasable_quantity: 1,
    max_purchasable_quantity: 4,
  });
  expect(services[0].available_dates).toEqual(services[0].dates[0]);
  const offer = events.find((item: { id: number }) => item.id === event.eventId);
  expect(offer.available_dates).toEqual({
    id: event.dateId,
    date: '2026-05-04',
    price: '150.00',
    capacity: 8,
    seats_left: 8,
    min_purchasable_quantity: 1,
    max_purchasable_quantity: 3,
  });

  // The same keys as an event card of events/random/.
  const random = await t.app.inject({ method: 'GET', url: '/api/products/events/random/' });
  const card = random.json().find((item: { id: number }) => item.id === event.eventId);
  expect(Object.keys(offer.available_dates).sort()).toEqual(Object.keys(card.available_dates).sort());
});
