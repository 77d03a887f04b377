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

// A lapsed hold is held again from My bookings or the payment page (as a stay's is), while its seats are free.
test('a lapsed day-visit hold is held again, re-priced, if its seats are still free; refused by name when they are not', async () => {
  const { sweepOnce } = await import('../../src/server/modules/bookings/sweeper');
  const session = await makeEventDate(t.db, '2026-04-10', 3, '100.00');
  await admin('PUT', `/api/dashboard/events/${session.eventId}/day-visits/`, { open_to_day_visitors: true });
  const body = (quantity: number) => ({ events: [{ event: session.eventId, date: session.dateId, quantity }] });
  const held = async () => {
    const [row] = await rows<{ held: number }>(
      t.db,
      sql`SELECT coalesce(sum(t.quantity), 0)::int AS held FROM booking_tickets t JOIN bookings b ON b.id = t.booking_id
        WHERE t.event_date_id = ${session.dateId} AND t.cancelled_at IS NULL
          AND (b.status = 'paid' OR (b.status = 'confirmed' AND b.hold_expires_at > ${clock.now().toISOString()}::timestamptz))`,
    );
    return row.held;
  };
  const start = clock.now().getTime();
  const later = (minutes: number) => clock.set(new Date(start + minutes * 60_000));

  // Held, then lapsed unpaid (and swept to expired); the price went up meanwhile.
  const visitor = await guest();
  const first = (await visitor('POST', '/api/products/day-visits/', body(2))).json();
  later(45);
  await sweepOnce(t.app.bookingJobs.deps);
  expect((await visitor('GET', `/api/products/bookings/${first.id}/`)).json().status).toBe('expired');
  await t.db.execute(sql`UPDATE event_dates SET price = 120 WHERE id = ${session.dateId}`);
  const again = await visitor('POST', `/api/products/day-visits/${first.id}/hold/`);
  expect(again.statusCode).toBe(200);
  expect(again.json()).toMatchObject({ id: first.id, kind: 'day_visit', status: 'confirmed', total_price: '240.00' });
  expect(Date.parse(again.json().hold_expires_at)).toBe(start + (45 + 30) * 60_000);
  expect(await held()).toBe(2);
  expect((await pay(visitor, first.id)).json()).toMatchObject({ status: 'paid', is_paid: true });
  // Paid: no hold to take again.
  const paidAgain = await visitor('POST', `/api/products/day-visits/${first.id}/hold/`);
  expect([paidAgain.statusCode, paidAgain.json().detail]).toEqual([409, 'This booking can no longer be changed (status: paid).']);

  // Another visitor's hold lapses (not swept yet: still "confirmed" in the table) and its last seat is sold meanwhile.
  const rival = await guest('ar');
  const lapsed = (await rival('POST', '/api/products/day-visits/', body(1))).json();
  later(90);
  const quick = await guest();
  const quickOne = (await quick('POST', '/api/products/day-visits/', body(1))).json();
  expect(quickOne.status).toBe('confirmed');
  const refused = await rival('POST', `/api/products/day-visits/${lapsed.id}/hold/`);
  expect([refused.statusCode, refused.json().detail]).toEqual([409, 'المتبقي 0 فقط لـ "غوص ليلي" بتاريخ 2026-04-10.']);
  // Refused as it was: still a lapsed hold, its tickets as chosen, nothing over capacity.
  const [after] = await rows<{ status: string; tickets: number }>(
    t.db,
    sql`SELECT b.status::text AS status, (SELECT count(*)::int FROM booking_tickets WHERE booking_id = b.id) AS tickets FROM bookings b WHERE b.id = ${lapsed.id}`,
  );
  expect(after).toEqual({ status: 'confirmed', tickets: 1 });
  expect(await held()).toBe(3);

  // Not theirs, not a day visit, not signed in.
  expect((await quick('POST', `/api/products/day-visits/${lapsed.id}/hold/`)).statusCode).toBe(404);
  const stayer = await guest();
  const hut = (await makeHut(t.db)).id;
  const stayId = (await stayer('POST', '/api/products/booking/', stay(hut, '2026-04-10', '2026-04-12'))).json().id;
  expect((await stayer('POST', `/api/products/day-visits/${stayId}/hold/`)).statusCode).toBe(404);
  expect((await t.app.inject({ method: 'POST', url: `/api/products/day-visits/${lapsed.id}/hold/` })).statusCode).toBe(401);

  // Lapsed holds racing new buyers for the seats left: never more than the capacity.
  const racing = await makeEventDate(t.db, '2026-04-11', 3, '100.00');
  await admin('PUT', `/api/dashboard/events/${racing.eventId}/day-visits/`, { open_to_day_visitors: true });
  const one = { events: [{ event: racing.eventId, date: racing.dateId, quantity: 1 }] };
  const lapsers = await Promise.all(Array.from({ length: 3 }, () => guest()));
  const lapsedIds = await Promise.all(lapsers.map(async (as) => (await as('POST', '/api/products/day-visits/', one)).json().id as number));
  later(150);
  const newcomers = await Promise.all(Array.from({ length: 4 }, () => guest()));
  const answers = await Promise.all([
    ...lapsers.map((as, index) => as('POST', `/api/products/day-visits/${lapsedIds[index]}/hold/`)),
    ...newcomers.map((as) => as('POST', '/api/products/day-visits/', one)),
  ]);
  expect(answers.filter((answer) => answer.statusCode === 200 || answer.statusCode === 201)).toHaveLength(3);
  expect(answers.filter((answer) => answer.statusCode === 409)).toHaveLength(4);
  const [{ taken }] = await rows<{ taken: number }>(
    t.db,
    sql`SELECT coalesce(sum(t.quantity), 0)::int AS taken FROM booking_tickets t JOIN bookings b ON b.id = t.booking_id
      WHERE t.event_date_id = ${racing.dateId} AND b.status = 'confirmed' AND b.hold_expires_at > ${clock.now().toISOString()}::timestamptz`,
  );
  expect(taken).toBe(3);

  // Once its day has passed, a lapsed visit is not held again.
  clock.set('2026-04-12T09:00:00.000Z');
  const gone = await rival('POST', `/api/products/day-visits/${lapsed.id}/hold/`);
  expect([gone.statusCode, gone.json().detail]).toEqual([409, 'مضى يوم هذه الزيارة، فلا يمكن حجزها من جديد. اختر يومًا آخر من صفحة العرض.']);
  clock.set('2026-03-01T09:00:00.000Z');
});
