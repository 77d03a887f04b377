// Booking the same hut and dates again reuses the guest's open draft instead of making a second "Not
// confirmed" booking (a unique index is the last word), and a guest can discard a draft (issue 20, item 47).
import { sql } from 'drizzle-orm';
import { rows } from '../../src/server/db/sql';
import { makeEventDate, makeHut, stay } from '../helpers/server/booking';
import { createTestApp, makeUser, type TestApp } from '../helpers/server/testApp';
import { createTestClock } from '../helpers/server/testClock';

const clock = createTestClock('2026-03-01T09:00:00.000Z');
let t: TestApp;
let guest: Parameters<TestApp['tokenFor']>[0];
let other: Parameters<TestApp['tokenFor']>[0];
let hutId: number;

const as = (user: typeof guest) => ({ authorization: `Bearer ${t.tokenFor(user)}` });
const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, user = guest) =>
  t.app.inject({ method, url, payload, headers: { ...as(user), 'accept-language': 'en' } });
const drafts = async (userId: number) =>
  (await rows<{ id: number }>(t.db, sql`SELECT id FROM bookings WHERE user_id = ${userId}::int AND status = 'pending' ORDER BY id`)).map(
    (row) => row.id,
  );

beforeAll(async () => {
  t = await createTestApp({ clock });
  guest = await makeUser(t.db);
  other = await makeUser(t.db);
  hutId = (await makeHut(t.db)).id;
});
afterAll(() => t.close());

test('booking the same hut and dates again reuses the draft, with the new choice', async () => {
  const first = await call('POST', '/api/products/booking/', stay(hutId, '2026-03-10', '2026-03-12'));
  expect(first.statusCode).toBe(201);
  const { eventId, dateId } = await makeEventDate(t.db, '2026-03-11', 10);
  const again = await call(
    'POST',
    '/api/products/booking/',
    stay(hutId, '2026-03-10', '2026-03-12', { persons_max_num: 3, events: [{ event: eventId, quantity: 2, date: dateId }] }),
  );
  expect(again.statusCode).toBe(201);
  expect(again.json()).toMatchObject({
    id: first.json().id,
    code: first.json().code,
    status: 'pending',
    persons_max_num: 3,
    events: [{ event: eventId, quantity: 2 }],
  });
  expect(await drafts(guest.id)).toEqual([first.json().id]);
  // Other dates, or another guest, are other bookings.
  const otherDates = await call('POST', '/api/products/booking/', stay(hutId, '2026-03-10', '2026-03-13'));
  const otherGuest = await call('POST', '/api/products/booking/', stay(hutId, '2026-03-10', '2026-03-12'), other);
  expect(new Set([first.json().id, otherDates.json().id, otherGuest.json().id]).size).toBe(3);
});

test('two requests at once still leave one draft', async () => {
  const answers = await Promise.all([1, 2, 3].map(() => call('POST', '/api/products/booking/', stay(hutId, '2026-04-01', '2026-04-03'))));
  expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201, 201]);
  expect(new Set(answers.map((answer) => answer.json().id)).size).toBe(1);
});

test('the database refuses a second draft for the same guest, hut and stay', async () => {
  const [{ id }] = await rows<{ id: number }>(
    t.db,
    sql`SELECT id FROM bookings WHERE user_id = ${guest.id}::int AND status = 'pending' LIMIT 1`,
  );
  await expect(
    t.db.execute(sql`INSERT INTO bookings (code, user_id, hut_id, persons_max_num, status, stay)
    SELECT 'KEN-DUPL01', user_id, hut_id, 1, 'pending', stay FROM bookings WHERE id = ${id}::int`),
  ).rejects.toMatchObject({ cause: { constraint: 'bookings_one_draft' } });
});

test('back from the payment step, booking the same again reuses the unpaid hold as the draft', async () => {
  const created = await call('POST', '/api/products/booking/', stay(hutId, '2026-05-01', '2026-05-03'));
  expect(
    (
      await call('PUT', `/api/products/booking/update/${created.json().id}/`, {
        ...stay(hutId, '2026-05-01', '2026-05-03'),
        status: 'confirmed',
      })
    ).statusCode,
  ).toBe(200);
  const again = await call('POST', '/api/products/booking/', stay(hutId, '2026-05-01', '2026-05-03'));
  expect(again.statusCode).toBe(201);
  expect(again.json()).toMatchObject({ id: created.json().id, status: 'pending', hold_expires_at: null });
  // Someone else's hold on those nights still refuses.
  expect(
    (
      await call('PUT', `/api/products/booking/update/${created.json().id}/`, {
        ...stay(hutId, '2026-05-01', '2026-05-03'),
        status: 'confirmed',
      })
    ).statusCode,
  ).toBe(200);
  expect((await call('POST', '/api/products/booking/', stay(hutId, '2026-05-01', '2026-05-03'), other)).statusCode).toBe(409);
});

test('a guest discards their draft or unpaid hold; not someone else’s, not a paid one', async () => {
  const draft = (await call('POST', '/api/products/booking/', stay(hutId, '2026-06-01', '2026-06-03'))).json().id as number;
  expect((await call('DELETE', `/api/products/bookings/${draft}/`, undefined, other)).statusCode).toBe(404);
  const gone = await call('DELETE', `/api/products/bookings/${draft}/`);
  expect(gone.statusCode).toBe(204);
  expect((await call('GET', `/api/products/bookings/${draft}/`)).statusCode).toBe(404);
  expect((await call('DELETE', `/api/products/bookings/${draft}/`)).statusCode).toBe(404);

  const held = (await call('POST', '/api/products/booking/', stay(hutId, '2026-06-05', '2026-06-07'))).json().id as number;
  await call('PUT', `/api/products/booking/update/${held}/`, { ...stay(hutId, '2026-06-05', '2026-06-07'), status: 'confirmed' });
  const checkout = await call('POST', '/api/payments/create-checkout/', { booking_id: held });
  expect(checkout.statusCode).toBe(201);
  // A payment is under way: the booking stays, with a reason.
  const refused = await call('DELETE', `/api/products/bookings/${held}/`);
  expect(refused.statusCode).toBe(409);
  expect(refused.json().detail).toMatch(/not paid, with no payment under way/);
  await call('PUT', `/api/products/bookings-pay/${held}/`, {
    checkout_id: checkout.json().checkout_id,
    card_number: '4111 1111 1111 1111',
    expiry_month: 12,
    expiry_year: 2030,
    cvc: '123',
    holder: 'Huda',
  });
  expect((await call('DELETE', `/api/products/bookings/${held}/`)).statusCode).toBe(409);
  expect((await call('GET', `/api/products/bookings/${held}/`)).json().status).toBe('paid');
});

test('a hold that ran out unpaid leaves Upcoming and is listed with the past ones as expired (issue 20, item 27)', async () => {
  const body = stay(hutId, '2026-03-20', '2026-03-22');
  const held = (await call('POST', '/api/products/booking/', body)).json().id as number;
  await call('PUT', `/api/products/booking/update/${held}/`, { ...body, status: 'confirmed' });
  const listed = async (which: 'upcoming' | 'past') =>
    (await call('GET', `/api/products/bookings/${which}/?page_size=50`)).json().results.filter((b: { id: number }) => b.id === held);
  expect(await listed('upcoming')).toMatchObject([{ status: 'confirmed' }]);
  clock.advance(31 * 60_000);
  // Before the sweeper marks it.
  expect(await listed('upcoming')).toEqual([]);
  expect(await listed('past')).toMatchObject([{ status: 'expired', hold_expires_at: null }]);
  await t.app.bookingJobs.runOnce();
  expect(await listed('upcoming')).toEqual([]);
  expect(await listed('past')).toMatchObject([{ status: 'expired' }]);
});

test('the hut list with a stay gives what that stay costs, weekend nights at their price (issue 20, item 26)', async () => {
  // Thu 2026-03-26 (500), Fri 27th and Sat 28th (650 each): 1,800.00, as the booking's quote prices it.
  const list = await t.app.inject({ url: '/api/products/huts-list/?date_from=2026-03-26&date_to=2026-03-29&page_size=50' });
  expect(list.json().results.find((hut: { id: number }) => hut.id === hutId)).toMatchObject({ stay_total: '1800.00' });
  const quote = await call('POST', '/api/products/booking/', stay(hutId, '2026-03-26', '2026-03-29'));
  expect(quote.json().subtotal).toBe('1800.00');
  const plain = await t.app.inject({ url: '/api/products/huts-list/?page_size=50' });
  expect(plain.json().results.find((hut: { id: number }) => hut.id === hutId).stay_total).toBeUndefined();
});
