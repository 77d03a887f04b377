// The "from" price on hut cards and the hut page is a price a guest can book: the cheapest night in the
// next six months that is priced and not held, with that night, the same on every catalogue read.
import { eq } from 'drizzle-orm';
import { bookings, hutPriceRanges, huts } from '../../src/server/db/schema';
import { createTestApp, makeUser, type TestApp } from '../helpers/server/testApp';
import { createTestClock } from '../helpers/server/testClock';

// 2026-03-01 12:00 in Riyadh, a Sunday: 2026-03-06 is a Friday.
const clock = createTestClock('2026-03-01T09:00:00.000Z');
const minutes = (n: number) => new Date(clock.now().getTime() + n * 60_000);

let t: TestApp;
let guestId: number;
let crowded: number;
let bare: number;
let lapsed: number;
const get = (url: string) => t.app.inject({ method: 'GET', url });

async function hut(title: string, sortOrder: number) {
  const [row] = await t.db
    .insert(huts)
    .values({ title, titleAr: `${title} ع`, size: 'small', maxPersonsNum: 2, bedroomsNum: 1, bathroomsNum: 1, sortOrder })
    .returning();
  return row.id;
}

async function hold(hutId: number, stay: string, status: 'confirmed' | 'paid' | 'pending', holdExpiresAt: Date | null = null) {
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
  crowded = await hut('Crowded', 1);
  bare = await hut('Bare', 2);
  await t.db.insert(hutPriceRanges).values([
    { hutId: crowded, dateFrom: '2026-02-01', dateTo: '2026-02-28', price: '100.00' }, // past
    { hutId: crowded, dateFrom: '2026-03-01', dateTo: '2026-03-03', price: '200.00' }, // cheap but all taken
    { hutId: crowded, dateFrom: '2026-03-04', dateTo: '2026-08-27', price: '600.00', weekendPrice: '550.00' },
    { hutId: crowded, dateFrom: '2026-08-28', dateTo: '2026-12-31', price: '150.00' }, // past the six months
    { hutId: bare, dateFrom: '2026-03-01', dateTo: '2026-03-02', price: '300.00' },
  ]);
  await hold(crowded, '[2026-03-01,2026-03-03)', 'paid');
  await hold(crowded, '[2026-03-03,2026-03-04)', 'confirmed', minutes(20));
  await hold(crowded, '[2026-03-06,2026-03-07)', 'paid'); // the first Friday, a 550 night, is taken
  lapsed = await hold(crowded, '[2026-03-07,2026-03-08)', 'confirmed', minutes(-5)); // lapsed hold: free again
  await hold(crowded, '[2026-03-13,2026-03-14)', 'pending'); // pending holds nothing
  await hold(bare, '[2026-03-01,2026-03-03)', 'paid');
}, 120_000);
afterAll(() => t?.close());

describe('the bookable "from" price', () => {
  it('is the cheapest free night ahead, with that night, on the hut list, the home page and the hut page', async () => {
    const list = (await get('/api/products/huts-list/')).json().results;
    const home = (await get('/api/products/huts-home/list/')).json();
    const details = (await get(`/api/products/huts/${crowded}/`)).json();
    // Not 100 (past), 200 (every night taken), 150 (beyond six months); the Friday 03-06 is paid, so the
    // Saturday 03-07 (its hold lapsed) is the first free 550 night.
    const expected = { lowest_price: '550.00', lowest_price_date: '2026-03-07' };
    expect(list.find((h: { id: number }) => h.id === crowded)).toMatchObject(expected);
    expect(home.find((h: { id: number }) => h.id === crowded)).toMatchObject(expected);
    expect(details).toMatchObject(expected);
  });

  it('is null when no night can be booked', async () => {
    const details = (await get(`/api/products/huts/${bare}/`)).json();
    expect(details).toMatchObject({ lowest_price: null, lowest_price_date: null });
  });

  it('follows bookings: once that night is sold the next cheapest free night is shown', async () => {
    await t.db.update(bookings).set({ status: 'paid', holdExpiresAt: null }).where(eq(bookings.id, lapsed)); // paid after all
    const details = (await get(`/api/products/huts/${crowded}/`)).json();
    expect(details).toMatchObject({ lowest_price: '550.00', lowest_price_date: '2026-03-13' });
  });
});
