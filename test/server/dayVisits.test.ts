// Day visits (issue 25 §2): tickets for a dated session without a stay, through the one hold, payment, e-ticket, gate,
// cancellation, refund, invoice and review every booking takes; capacity still enforced by the database.
import { eq, sql } from 'drizzle-orm';
import { users } from '../../src/server/db/schema';
import { rows } from '../../src/server/db/sql';
import { makeEventDate, makeHut, makeServiceDate, stay } from '../helpers/server/booking';
import { staffCaller } from '../helpers/server/dashboard';
import { createTestApp, makeUser, type TestApp } from '../helpers/server/testApp';
import { createTestClock } from '../helpers/server/testClock';

const clock = createTestClock('2026-03-01T09:00:00.000Z');
let t: TestApp;
let admin: ReturnType<typeof staffCaller>;
beforeAll(async () => {
  t = await createTestApp({ clock });
  admin = staffCaller(t, await makeUser(t.db, { role: 'admin' }));
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT';
const guest = async (language: 'en' | 'ar' = 'en') => {
  const user = await makeUser(t.db, { language });
  return (method: Method, url: string, payload?: object) =>
    t.app.inject({ method, url, payload, headers: { authorization: `Bearer ${t.tokenFor(user)}`, 'accept-language': language } });
};

async function pay(as: Awaited<ReturnType<typeof guest>>, id: number) {
  const checkout = (await as('POST', '/api/payments/create-checkout/', { booking_id: id })).json();
  const card = { card_number: '4111111111111111', expiry_month: 12, expiry_year: 2030, cvc: '123', holder: 'Huda' };
  return as('PUT', `/api/products/bookings-pay/${id}/`, { checkout_id: checkout.checkout_id, ...card });
}

test('a day visit: opened by staff, held, paid once, e-ticket, invoice, redeemed at the gate, reviewed', async () => {
  const dive = await makeEventDate(t.db, '2026-03-10', 3, '150.00');
  const visitor = await guest();
  const body = { events: [{ event: dive.eventId, date: dive.dateId, quantity: 2 }] };

  // Not open to day visitors yet: a 400 naming the offer, in the caller's language.
  const closed = await visitor('POST', '/api/products/day-visits/', body);
  expect([closed.statusCode, closed.json().events]).toEqual([400, ['"Night dive" is not sold to day visitors: book a stay to add it.']]);
  // Staff open the event (a supplier may not: events are the resort's); the page says so.
  const supplier = staffCaller(t, await makeUser(t.db, { role: 'supplier', supplierStatus: 'approved' }));
  const opening = { open_to_day_visitors: true, day_visit_cancel_hours: 48 };
  expect((await supplier('PUT', `/api/dashboard/events/${dive.eventId}/day-visits/`, opening)).statusCode).toBe(403);
  const opened = await admin('PUT', `/api/dashboard/events/${dive.eventId}/day-visits/`, opening);
  expect([opened.statusCode, opened.json()]).toEqual([200, { open: true, cancel_hours: 48 }]);
  expect((await visitor('GET', `/api/products/events-details/web/${dive.eventId}/`)).json().day_visit).toEqual({
    open: true,
    cancel_hours: 48,
  });

  // Bought without a stay: no hut, no nights, held for its seats, its notice the event's.
  const made = await visitor('POST', '/api/products/day-visits/', body);
  expect(made.statusCode).toBe(201);
  const booking = made.json();
  expect(booking).toMatchObject({
    kind: 'day_visit',
    hut: null,
    hut_details: null,
    status: 'confirmed',
    total_price: '300.00',
    dates: { date_from: '2026-03-10', nights: 0 },
    cancellation: { full_refund_hours: 48, non_refundable: false },
    events: [{ event: dive.eventId, quantity: 2, date: '2026-03-10' }],
  });
  expect(booking.hold_expires_at).not.toBeNull();
  // Capacity: one seat is left, so two more are refused, by name.
  const rival = await guest('ar');
  const full = await rival('POST', '/api/products/day-visits/', body);
  expect([full.statusCode, full.json().detail]).toEqual([409, 'المتبقي 1 فقط لـ "غوص ليلي" بتاريخ 2026-03-10.']);

  // One charge through the one payment flow; the QR e-ticket and the tax invoice follow.
  expect((await pay(visitor, booking.id)).json()).toMatchObject({ status: 'paid', is_paid: true });
  const paid = (await visitor('GET', `/api/products/bookings/${booking.id}/`)).json();
  expect(paid.qr_code).toMatch(/^data:image\/png;base64,/);
  const pdf = await visitor('GET', `/api/products/bookings/${booking.id}/ticket.pdf`);
  expect([pdf.statusCode, pdf.rawPayload.subarray(0, 5).toString('latin1')]).toEqual([200, '%PDF-']);
  const documents = (await visitor('GET', `/api/products/bookings/${booking.id}/documents/`)).json();
  expect(documents).toEqual([expect.objectContaining({ type: 'invoice' })]);
  // Its line is the dive, two tickets (no nights).
  const [{ xml }] = await rows<{ xml: string }>(t.db, sql`SELECT xml FROM tax_documents WHERE booking_id = ${booking.id}`);
  expect(xml).toMatch(/<cbc:InvoicedQuantity[^>]*>2(\.0+)?<\/cbc:InvoicedQuantity>/);
  expect(xml).toContain('Night dive');
  expect(xml).not.toMatch(/night<\/cbc:Name>/);
  expect((await visitor('GET', '/api/products/bookings/upcoming/')).json().results.map((b: { id: number }) => b.id)).toContain(booking.id);
  // The back office lists it with its offer in the hut's place.
  const listed = (await admin('GET', `/api/dashboard/bookings/?search=${booking.code}`)).json().results;
  expect(listed).toEqual([expect.objectContaining({ hut: null, kind: 'day_visit', visit: { title: 'Night dive', title_ar: 'غوص ليلي' } })]);

  // At the gate on the day: the QR is valid and both tickets are redeemed.
  clock.set('2026-03-10T07:00:00.000Z');
  const [{ qr_token: qr }] = await rows<{ qr_token: string }>(t.db, sql`SELECT qr_token FROM bookings WHERE id = ${booking.id}`);
  const scanned = (await admin('POST', '/api/dashboard/checkin/verify/', { code: qr })).json();
  expect(scanned).toMatchObject({ valid: true, stay: { hut: { title: 'Night dive' } }, tickets: [{ quantity: 2, remaining: 2 }] });
  const redeemed = await admin('POST', `/api/dashboard/checkin/tickets/${scanned.tickets[0].id}/redeem/`, { quantity: 2 });
  expect(redeemed.statusCode).toBe(200);
  expect((await admin('POST', '/api/dashboard/checkin/verify/', { code: qr })).json().tickets[0]).toMatchObject({ remaining: 0 });

  // The day after, the visitor reviews the dive (not a hut).
  clock.set('2026-03-11T09:00:00.000Z');
  const rated = await visitor('POST', `/api/products/rate/${booking.id}/`, { value: 5, content: 'Turtles!' });
  expect([rated.statusCode, rated.json().hut]).toEqual([201, null]);
  const [review] = await rows<{ event_id: number; hut_id: number | null }>(
    t.db,
    sql`SELECT event_id, hut_id FROM reviews WHERE booking_id = ${booking.id}`,
  );
  expect(review).toEqual({ event_id: dive.eventId, hut_id: null });
  expect((await visitor('GET', `/api/products/events-details/web/${dive.eventId}/`)).json().rate).toBe(5);
  clock.set('2026-03-01T09:00:00.000Z');
});

test('cancelling a day visit refunds it per the offer’s notice and gives its seats back; stays keep their nights apart', async () => {
  const snorkel = await makeServiceDate(t.db, '2026-03-05', 2, '80.00');
  const [owner] = await rows<{ user_id: number }>(t.db, sql`SELECT user_id FROM services WHERE id = ${snorkel.serviceId}`);
  await t.db.update(users).set({ supplierStatus: 'approved' }).where(eq(users.id, owner.user_id));
  const own = staffCaller(t, (await t.db.select().from(users).where(eq(users.id, owner.user_id)))[0]);
  // Another supplier's service is not theirs to open.
  const stranger = staffCaller(t, await makeUser(t.db, { role: 'supplier', supplierStatus: 'approved' }));
  expect(
    (await stranger('PUT', `/api/dashboard/services/${snorkel.serviceId}/day-visits/`, { open_to_day_visitors: true })).statusCode,
  ).toBe(404);
  // The service's own supplier opens it, with a 72-hour notice.
  const opened = await own('PUT', `/api/dashboard/services/${snorkel.serviceId}/day-visits/`, {
    open_to_day_visitors: true,
    day_visit_cancel_hours: 72,
  });
  expect(opened.json()).toEqual({ open: true, cancel_hours: 72 });
  const body = { services: [{ service: snorkel.serviceId, date: snorkel.dateId, quantity: 2 }] };
  const visitor = await guest();
  const id = (await visitor('POST', '/api/products/day-visits/', body)).json().id;
  await pay(visitor, id);
  // The supplier's figures count the day visitor's tickets.
  expect((await own('GET', '/api/dashboard/supplier/sales/')).json().months[0]).toMatchObject({ tickets: 2, gross: '160.00' });
  // Sold out: a guest staying that day cannot add the service to their stay either.
  const stayer = await guest();
  const hut = (await makeHut(t.db)).id;
  const withStay = stay(hut, '2026-03-04', '2026-03-06', { services: [{ service: snorkel.serviceId, date: snorkel.dateId, quantity: 1 }] });
  const stayId = (await stayer('POST', '/api/products/booking/', withStay)).json().id;
  expect((await stayer('PUT', `/api/products/booking/update/${stayId}/`, { ...withStay, status: 'confirmed' })).statusCode).toBe(409);

  // More than 72 hours before 08:00 on the 5th: refunded in full, with a credit note; the seats come back.
  const cancelled = await visitor('POST', `/api/products/booking/cancellation/${id}/`, { reason: 'weather' });
  expect(cancelled.json()).toMatchObject({ status: 'refunded', cancellation: { refundable_amount: '160.00' }, refunded: '160.00' });
  const types = (await visitor('GET', `/api/products/bookings/${id}/documents/`)).json().map((d: { type: string }) => d.type);
  expect(types.sort()).toEqual(['credit_note', 'invoice']);
  expect((await stayer('PUT', `/api/products/booking/update/${stayId}/`, { ...withStay, status: 'confirmed' })).json().status).toBe(
    'confirmed',
  );

  // Inside the notice nothing comes back; a day visit has no stay to change or add services to.
  const late = (await visitor('POST', '/api/products/day-visits/', { services: [{ ...body.services[0], quantity: 1 }] })).json().id;
  await pay(visitor, late);
  const extra = await visitor('POST', '/api/products/service-tickets/extra/', {
    booking: late,
    tickets: [{ service: snorkel.serviceId, date: snorkel.dateId, quantity: 1 }],
  });
  expect([extra.statusCode, extra.json().detail]).toEqual([409, 'A day visit has no stay to change or add services to.']);
  clock.set('2026-03-03T09:00:00.000Z'); // 44 hours before the day opens (08:00 in Riyadh)
  expect((await visitor('POST', `/api/products/booking/cancellation/${late}/`, {})).json()).toMatchObject({
    status: 'cancelled',
    cancellation: { refundable_amount: '0.00' },
  });
  clock.set('2026-03-01T09:00:00.000Z');
  // Both visits are cancelled: nothing is still sold; the first was refunded in full, the second kept.
  const [march] = (await own('GET', '/api/dashboard/supplier/sales/')).json().months;
  expect(march).toMatchObject({ month: '2026-03', tickets: 0, gross: '240.00', refunds: '160.00', net: '80.00' });
  // The database: a day visit has no hut and one day; its "nights" never meet the exclusion of stays.
  await expect(t.db.execute(sql`UPDATE bookings SET stay = daterange('2026-03-05', '2026-03-07') WHERE id = ${id}`)).rejects.toThrow();
  await expect(t.db.execute(sql`UPDATE bookings SET hut_id = ${hut} WHERE id = ${id}`)).rejects.toThrow();
});

test('one day per visit, offers that exist, and the capacity guarantee holds for day visitors racing', async () => {
  const a = await makeEventDate(t.db, '2026-04-01', 5);
  const b = await makeEventDate(t.db, '2026-04-02', 5);
  for (const event of [a, b]) await admin('PUT', `/api/dashboard/events/${event.eventId}/day-visits/`, { open_to_day_visitors: true });
  const visitor = await guest('ar');
  const twoDays = await visitor('POST', '/api/products/day-visits/', {
    events: [
      { event: a.eventId, date: a.dateId, quantity: 1 },
      { event: b.eventId, date: b.dateId, quantity: 1 },
    ],
  });
  expect([twoDays.statusCode, twoDays.json().date]).toEqual([400, ['الزيارة اليومية يوم واحد: اختر تذاكر بالتاريخ نفسه.']]);
  expect((await visitor('POST', '/api/products/day-visits/', {})).json()).toEqual({ events: ['اختر تذكرة واحدة على الأقل.'] });
  expect(
    (await visitor('POST', '/api/products/day-visits/', { events: [{ event: b.eventId, date: a.dateId, quantity: 1 }] })).statusCode,
  ).toBe(400);
  expect((await t.app.inject({ method: 'POST', url: '/api/products/day-visits/', payload: {} })).statusCode).toBe(401);

  // Twelve visitors race for five seats: exactly five hold one.
  const racers = await Promise.all(Array.from({ length: 12 }, () => guest()));
  const answers = await Promise.all(
    racers.map((as) => as('POST', '/api/products/day-visits/', { events: [{ event: a.eventId, date: a.dateId, quantity: 1 }] })),
  );
  expect(answers.map((r) => r.statusCode).sort()).toEqual([...Array(5).fill(201), ...Array(7).fill(409)]);
  const [{ held }] = await rows<{ held: number }>(
    t.db,
    sql`SELECT coalesce(sum(t.quantity), 0)::int AS held FROM booking_tickets t JOIN bookings b ON b.id = t.booking_id
      WHERE t.event_date_id = ${a.dateId} AND b.status = 'confirmed'`,
  );
  expect(held).toBe(5);
});
