import { makeEventDate, makeHut, makeServiceDate, stay } from '../helpers/server/booking';
import { memoryMailer } from '../helpers/server/mail';
import { createTestApp, makeUser, type TestApp } from '../helpers/server/testApp';
import { createTestClock } from '../helpers/server/testClock';

// Issue 20, item 40: a stay offers only what it can use. The day of departure ends at check-out time (noon by
// default) and event and service dates have no time of day, so nothing is offered or sold on that day.
const clock = createTestClock('2026-03-01T09:00:00.000Z');
let t: TestApp;
let guest: Parameters<TestApp['tokenFor']>[0];
let hutId: number;

const call = (method: 'GET' | 'POST', url: string, payload?: object, lang = 'en') =>
  t.app.inject({ method, url, payload, headers: { authorization: `Bearer ${t.tokenFor(guest)}`, 'accept-language': lang } });

beforeAll(async () => {
  t = await createTestApp({ clock, mailer: memoryMailer() });
  guest = await makeUser(t.db);
  hutId = (await makeHut(t.db, '2026-03-01', 120)).id;
}, 120_000);
afterAll(() => t?.close());

test('events and services on the day of departure are not offered to the stay', async () => {
  const arrival = await makeEventDate(t.db, '2026-04-10', 8);
  const lastNight = await makeEventDate(t.db, '2026-04-11', 8);
  const departure = await makeEventDate(t.db, '2026-04-12', 8);
  const serviceLastNight = await makeServiceDate(t.db, '2026-04-11', 6);
  const serviceDeparture = await makeServiceDate(t.db, '2026-04-12', 6);
  const id = (await call('POST', '/api/products/booking/', stay(hutId, '2026-04-10', '2026-04-12'))).json().id as number;

  const response = await call('POST', '/api/products/avliable/service/', { booking_id: id });
  expect(response.statusCode).toBe(200);
  const { available_events: offeredEvents, available_services: offeredServices } = response.json() as Record<string, { id: number }[]>;
  const eventIds = offeredEvents.map((offer) => offer.id);
  expect(eventIds).toEqual(expect.arrayContaining([arrival.eventId, lastNight.eventId]));
  expect(eventIds).not.toContain(departure.eventId);
  const serviceIds = offeredServices.map((offer) => offer.id);
  expect(serviceIds).toContain(serviceLastNight.serviceId);
  expect(serviceIds).not.toContain(serviceDeparture.serviceId);
});

test.each([
  ['en', '05'],
  ['ar', '06'],
])('a booking with a ticket on the day of departure is refused, saying why (%s)', async (lang, month) => {
  const departure = await makeEventDate(t.db, `2026-${month}-12`, 8);
  const service = await makeServiceDate(t.db, `2026-${month}-12`, 6);
  const withEvent = await call(
    'POST',
    '/api/products/booking/',
    stay(hutId, `2026-${month}-10`, `2026-${month}-12`, {
      events: [{ event: departure.eventId, date: departure.dateId, quantity: 1 }],
    }),
    lang,
  );
  expect(withEvent.statusCode).toBe(400);
  expect(JSON.stringify(withEvent.json())).toMatch(lang === 'ar' ? /يوم المغادرة/ : /day of departure/);
  const withService = await call(
    'POST',
    '/api/products/booking/',
    stay(hutId, `2026-${month}-10`, `2026-${month}-12`, {
      services: [{ service: service.serviceId, date: service.dateId, quantity: 1 }],
    }),
    lang,
  );
  expect(withService.statusCode).toBe(400);

  // The last night's date is still part of the stay.
  const lastNight = await makeEventDate(t.db, `2026-${month}-11`, 8);
  const accepted = await call(
    'POST',
    '/api/products/booking/',
    stay(hutId, `2026-${month}-10`, `2026-${month}-12`, {
      events: [{ event: lastNight.eventId, date: lastNight.dateId, quantity: 1 }],
    }),
    lang,
  );
  expect(accepted.statusCode).toBe(201);
});
