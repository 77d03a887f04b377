import { addDays } from '../../src/shared/dates';
import { bookings, hutChannelBlocks, hutChannels, hutClosedNights, hutPriceRanges, hutStayRules, huts } from '../../src/server/db/schema';
import { hutNights } from '../../src/server/modules/catalogue/pricing';
import { createTestApp, makeUser, type TestApp } from '../helpers/server/testApp';
import { createTestClock } from '../helpers/server/testClock';

// Issue 27 §2: the "from" price is worked out set-wise over a hut's nights (hutsRepository.ts). Here it is checked,
// after each of a series of changes to one hut's prices, rules, closures, channel blocks and holds, against the
// night-by-night calendar (`hutNights`, the same nights the booking quote reads): the cheapest night of the next
// 180 that is available, allows arrival, whose minimum stay's nights are all available, and whose stay may end on
// the day after them; the earliest of equal prices.
const clock = createTestClock('2026-03-01T09:00:00.000Z'); // 12:00 in Riyadh, a Sunday
const TODAY = '2026-03-01';
const WINDOW = 180;
let t: TestApp;
let hutId: number;
let guestId: number;
let channelId: number;
const get = (url: string) => t.app.inject({ method: 'GET', url });

beforeAll(async () => {
  t = await createTestApp({ clock });
  guestId = (await makeUser(t.db)).id;
  const [hut] = await t.db
    .insert(huts)
    .values({ title: 'Rules', titleAr: 'قواعد', size: 'small', maxPersonsNum: 2, bedroomsNum: 1, bathroomsNum: 1, sortOrder: 1 })
    .returning();
  hutId = hut.id;
  const [channel] = await t.db.insert(hutChannels).values({ hutId, name: 'Other site', url: 'https://example.test/cal.ics' }).returning();
  channelId = channel.id;
}, 120_000);
afterAll(() => t?.close());

/** What the calendar says the "from" price is. */
async function fromTheCalendar() {
  const nights = await hutNights(t.db, { hutId, from: TODAY, nights: WINDOW + 30, today: TODAY, now: clock.now() });
  let best: { price: string; date: string } | null = null;
  for (let d = 0; d < WINDOW; d += 1) {
    const night = nights[d];
    if (!night.available || !night.arrival || night.price === null) continue;
    const minimum = night.min_nights ?? 1;
    const stay = nights.slice(d, d + minimum);
    if (stay.length < minimum || stay.some((each) => !each.available) || !nights[d + minimum].departure) continue;
    if (best === null || Number(night.price) < Number(best.price)) best = { price: night.price, date: night.date };
  }
  return best;
}

async function expectSameAsCalendar(step: string) {
  const expected = await fromTheCalendar();
  const page = (await get(`/api/products/huts/${hutId}/`)).json();
  const list = (await get(`/api/products/huts-list/?page=1&step=${encodeURIComponent(step)}`)).json();
  const card = list.results.find((row: { id: number }) => row.id === hutId);
  const want = { step, lowest_price: expected?.price ?? null, lowest_price_date: expected?.date ?? null };
  expect({ step, lowest_price: page.lowest_price, lowest_price_date: page.lowest_price_date }).toEqual(want);
  expect({ step, lowest_price: card.lowest_price, lowest_price_date: card.lowest_price_date }).toEqual(want);
  return expected;
}

const price = (dateFrom: string, dateTo: string, amount: string, weekendPrice: string | null = null) =>
  t.db.insert(hutPriceRanges).values({ hutId, dateFrom, dateTo, price: amount, weekendPrice });
const rule = (dateFrom: string, dateTo: string, fields: Partial<typeof hutStayRules.$inferInsert>) =>
  t.db.insert(hutStayRules).values({ hutId, dateFrom, dateTo, ...fields });

test('the set-wise "from" price agrees with the calendar night by night through prices, rules, closures, blocks and holds', async () => {
  expect(await expectSameAsCalendar('no price')).toBeNull();
  await price('2026-02-01', '2026-12-31', '500.00', '650.00');
  expect(await expectSameAsCalendar('one range')).toEqual({ price: '500.00', date: '2026-03-01' });

  // Cheaper nested nights, each kept from being bookable a different way.
  await price('2026-03-10', '2026-03-10', '90.00'); // minimum 3 runs into a channel block on the 12th
  await rule('2026-03-10', '2026-03-10', { minNights: 3 });
  await t.db.insert(hutChannelBlocks).values({ channelId, hutId, dateFrom: '2026-03-12', dateTo: '2026-03-12' });
  await price('2026-03-20', '2026-03-20', '80.00'); // minimum 2, and the day after them closed to departure
  await rule('2026-03-20', '2026-03-20', { minNights: 2 });
  await rule('2026-03-22', '2026-03-22', { closedToDeparture: true });
  await price('2026-04-01', '2026-04-01', '70.00'); // minimum 2 runs into a held night
  await rule('2026-04-01', '2026-04-01', { minNights: 2 });
  await t.db
    .insert(bookings)
    .values({ code: 'KEN-RULE01', userId: guestId, hutId, personsMaxNum: 1, status: 'paid', stay: '[2026-04-02,2026-04-03)' });
  await price('2026-04-10', '2026-04-10', '60.00'); // minimum 2 runs into a closed night
  await rule('2026-04-10', '2026-04-10', { minNights: 2 });
  await t.db.insert(hutClosedNights).values({ hutId, dateFrom: '2026-04-11', dateTo: '2026-04-11' });
  await price('2026-04-20', '2026-04-20', '50.00'); // closed to arrival
  await rule('2026-04-20', '2026-04-20', { closedToArrival: true });
  expect(await expectSameAsCalendar('every cheap night blocked')).toEqual({ price: '500.00', date: '2026-03-01' });

  // The shortest rule wins over a long one, the newest of equal ones over the older.
  await price('2026-05-05', '2026-05-05', '55.00');
  await rule('2026-05-01', '2026-05-31', { minNights: 1 });
  await rule('2026-05-05', '2026-05-06', { minNights: 9 }); // shortest: 9 nights, into the closure of the 12th
  await t.db.insert(hutClosedNights).values({ hutId, dateFrom: '2026-05-12', dateTo: '2026-05-12' });
  expect(await expectSameAsCalendar('the shortest rule')).toEqual({ price: '500.00', date: '2026-03-01' });
  await rule('2026-05-05', '2026-05-06', { minNights: 2 }); // as short, newer: 2 nights are free
  expect(await expectSameAsCalendar('the newest of equal rules')).toEqual({ price: '55.00', date: '2026-05-05' });

  // At the end of the window: the minimum stay of the last night runs past it, onto priced and then unpriced nights.
  const last = addDays(TODAY, WINDOW - 1);
  await price(last, last, '40.00');
  await rule(last, last, { minNights: 4 });
  expect(await expectSameAsCalendar('past the window, priced')).toEqual({ price: '40.00', date: last });
  await t.db.insert(hutClosedNights).values({ hutId, dateFrom: addDays(last, 3), dateTo: addDays(last, 3) });
  expect(await expectSameAsCalendar('past the window, closed')).toEqual({ price: '55.00', date: '2026-05-05' });
  const beyond = addDays(last, 1);
  await price(beyond, beyond, '10.00'); // beyond the window: never the "from" price itself
  expect(await expectSameAsCalendar('a cheaper night past the window')).toEqual({ price: '55.00', date: '2026-05-05' });

  // Weekend prices, and the earliest of equal prices.
  await price('2026-06-05', '2026-06-06', '100.00', '45.00'); // a Friday and a Saturday night at 45.00
  expect(await expectSameAsCalendar('weekend')).toEqual({ price: '45.00', date: '2026-06-05' });
  await rule('2026-06-05', '2026-06-05', { closedToArrival: true });
  expect(await expectSameAsCalendar('the next of equal prices')).toEqual({ price: '45.00', date: '2026-06-06' });
  // A hold that lapsed frees its night; a live one does not.
  await t.db.insert(bookings).values({
    code: 'KEN-RULE02',
    userId: guestId,
    hutId,
    personsMaxNum: 1,
    status: 'confirmed',
    stay: '[2026-06-06,2026-06-07)',
    holdExpiresAt: new Date(clock.now().getTime() + 10 * 60_000),
  });
  expect(await expectSameAsCalendar('held')).toEqual({ price: '55.00', date: '2026-05-05' });
  clock.set('2026-03-01T09:20:00.000Z');
  expect(await expectSameAsCalendar('lapsed')).toEqual({ price: '45.00', date: '2026-06-06' });
}, 120_000);
