import { eq } from 'drizzle-orm';
import { hutPriceRanges } from '../../src/server/db/schema';
import { makeHut, stay } from '../helpers/server/booking';
import { memoryMailer } from '../helpers/server/mail';
import { createTestApp, makeUser, type TestApp } from '../helpers/server/testApp';
import { createTestClock } from '../helpers/server/testClock';

// The create and the hold answer with the booking as written (writes.ts), its hut's available dates kept in memory
// under the text of the hut's price ranges (availableDates.ts): the answer must be what reading the booking gives,
// byte for byte, after any change of the ranges (by any code path, here straight in the database) and of the day.
const clock = createTestClock('2026-03-01T09:00:00.000Z');
let t: TestApp;
let guest: Parameters<TestApp['tokenFor']>[0];
let hutId: number;

const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: { authorization: `Bearer ${t.tokenFor(guest)}` } });

/** Creates and holds a stay; each answer must be the booking's GET, character for character. */
async function createAndHold(from: string, to: string) {
  const body = stay(hutId, from, to);
  const created = await call('POST', '/api/products/booking/', body);
  expect(created.statusCode).toBe(201);
  const id = created.json().id as number;
  expect(created.body).toBe((await call('GET', `/api/products/bookings/${id}/`)).body);
  const held = await call('PUT', `/api/products/booking/update/${id}/`, { ...body, status: 'confirmed' });
  expect(held.statusCode).toBe(200);
  expect(held.body).toBe((await call('GET', `/api/products/bookings/${id}/`)).body);
  return held.json().hut_details.available_dates as { date_from: string; date_to: string; price: string }[];
}

beforeAll(async () => {
  t = await createTestApp({ clock, mailer: memoryMailer() });
  guest = await makeUser(t.db);
  hutId = (await makeHut(t.db, '2026-02-01', 90)).id;
}, 120_000);
afterAll(() => t?.close());

test('the create and the hold answer what reading the booking gives, as the ranges and the day change', async () => {
  expect(await createAndHold('2026-03-10', '2026-03-12')).toEqual([
    { date_from: '2026-02-01', date_to: '2026-05-01', price: '500.00', weekend_price: '650.00' },
  ]);

  // A range added, another's price changed, straight in the database (another instance or a script would do the same).
  const [added] = await t.db
    .insert(hutPriceRanges)
    .values({ hutId, dateFrom: '2026-06-01', dateTo: '2026-06-30', price: '700.00' })
    .returning();
  expect(await createAndHold('2026-03-14', '2026-03-15')).toEqual([
    expect.objectContaining({ date_from: '2026-02-01', price: '500.00' }),
    { date_from: '2026-06-01', date_to: '2026-06-30', price: '700.00', weekend_price: null },
  ]);
  await t.db.update(hutPriceRanges).set({ price: '720.00' }).where(eq(hutPriceRanges.id, added.id));
  expect((await createAndHold('2026-03-16', '2026-03-17'))[1]).toMatchObject({ price: '720.00' });

  // A nested range splits the runs; then the day moves past the first range's end.
  await t.db.insert(hutPriceRanges).values({ hutId, dateFrom: '2026-04-01', dateTo: '2026-04-10', price: '550.00' });
  expect((await createAndHold('2026-03-18', '2026-03-19')).map((run) => run.price)).toEqual(['500.00', '550.00', '500.00', '720.00']);
  clock.set('2026-05-20T09:00:00.000Z');
  expect(await createAndHold('2026-06-02', '2026-06-03')).toEqual([
    { date_from: '2026-06-01', date_to: '2026-06-30', price: '720.00', weekend_price: null },
  ]);
});
