import { eq } from 'drizzle-orm';
import {
  bookingCheckIns,
  bookingCheckOuts,
  bookings,
  hutChannelBlocks,
  hutChannels,
  hutClosedNights,
  hutHousekeeping,
  huts,
} from '../../src/server/db/schema';
import type { Grid, GridHut } from '../../src/shared/schemas/dashboard/grid';
import { makeHut, stay } from '../helpers/server/booking';
import { staffCaller } from '../helpers/server/dashboard';
import { createTestApp, makeUser, type TestApp } from '../helpers/server/testApp';
import { createTestClock } from '../helpers/server/testClock';

// 2026-03-01 12:00 in Riyadh: the grid's default range is 1–14 March.
const clock = createTestClock('2026-03-01T09:00:00.000Z');
let t: TestApp;
let asAdmin: ReturnType<typeof staffCaller>;
let asGuest: ReturnType<typeof staffCaller>;
let asSupplier: ReturnType<typeof staffCaller>;
const ids: Record<string, number> = {};
const hutIds: Record<string, number> = {};
let guestId = 0;
let sequence = 0;

/** A booking row as the database holds it (past stays and states no guest flow reaches on 1 March). */
async function insertBooking(hut: number, from: string, to: string, fields: Partial<typeof bookings.$inferInsert> = {}) {
  sequence += 1;
  const [row] = await t.db
    .insert(bookings)
    .values({
      code: `KEN-GRID${String(sequence).padStart(2, '0')}`,
      userId: guestId,
      hutId: hut,
      personsMaxNum: 2,
      status: 'paid',
      stay: `[${from},${to})`,
      total: '1000.00',
      paid: '1000.00',
      ...fields,
    })
    .returning();
  return row.id;
}

beforeAll(async () => {
  t = await createTestApp({ clock });
  asAdmin = staffCaller(t, await makeUser(t.db, { role: 'admin' }));
  const guest = await makeUser(t.db, { fullName: 'Huda Alharbi' });
  guestId = guest.id;
  asGuest = staffCaller(t, guest);
  asSupplier = staffCaller(t, await makeUser(t.db, { role: 'supplier', supplierStatus: 'approved' }));
  hutIds.reef = (await makeHut(t.db, '2026-02-01', 120, { title: 'Reef', titleAr: 'الشعاب', sortOrder: 2 })).id;
  hutIds.coral = (await makeHut(t.db, '2026-02-01', 120, { title: 'Coral', titleAr: 'المرجان', sortOrder: 1 })).id;
  hutIds.lagoon = (await makeHut(t.db, '2026-02-01', 120, { title: 'Lagoon', titleAr: 'البحيرة', sortOrder: 3, isActive: false })).id;
  hutIds.pearl = (await makeHut(t.db, '2026-02-01', 120, { title: 'Pearl', titleAr: 'اللؤلؤة', sortOrder: 4 })).id;
  hutIds.gone = (await makeHut(t.db, '2026-02-01', 120, { title: 'Gone', sortOrder: 0 })).id;
  await t.db
    .update(huts)
    .set({ deletedAt: new Date('2026-02-01T00:00:00Z') })
    .where(eq(huts.id, hutIds.gone));

  // Paid through the guest's own flow, running past the range's end (12 → 16 March).
  const id = (await asGuest('POST', '/api/products/booking/', stay(hutIds.reef, '2026-03-12', '2026-03-16'))).json().id as number;
  await asGuest('PUT', `/api/products/booking/update/${id}/`, { ...stay(hutIds.reef, '2026-03-12', '2026-03-16'), status: 'confirmed' });
  const checkout = (await asGuest('POST', '/api/payments/create-checkout/', { booking_id: id })).json();
  const pay = await asGuest('PUT', `/api/products/bookings-pay/${id}/`, {
    checkout_id: checkout.checkout_id,
    card_number: '4111 1111 1111 1111',
    expiry_month: 12,
    expiry_year: 2030,
    cvc: '123',
    holder: 'Huda',
  });
  expect(pay.json()).toMatchObject({ status: 'paid' });
  ids.paidAcrossEnd = id;

  ids.outBeforeStart = await insertBooking(hutIds.reef, '2026-02-24', '2026-02-27', { status: 'completed' });
  ids.completedAcrossStart = await insertBooking(hutIds.reef, '2026-02-27', '2026-03-02', { status: 'completed' });
  ids.cancelled = await insertBooking(hutIds.reef, '2026-03-04', '2026-03-06', { status: 'cancelled' });
  ids.pending = await insertBooking(hutIds.reef, '2026-03-06', '2026-03-08', { status: 'pending', paid: '0' });
  ids.checkedIn = await insertBooking(hutIds.coral, '2026-02-28', '2026-03-03');
  await t.db.insert(bookingCheckIns).values({ bookingId: ids.checkedIn, checkedInAt: new Date('2026-02-28T12:00:00Z') });
  // Checked out at the desk this morning, a day early: the stay is over for the front desk though still 'paid'.
  ids.checkedOut = await insertBooking(hutIds.pearl, '2026-02-28', '2026-03-02');
  await t.db.insert(bookingCheckIns).values({ bookingId: ids.checkedOut, checkedInAt: new Date('2026-02-28T12:00:00Z') });
  await t.db.insert(bookingCheckOuts).values({
    bookingId: ids.checkedOut,
    checkedOutAt: new Date('2026-03-01T06:00:00Z'),
    dueAt: new Date('2026-03-02T09:00:00Z'),
    timing: 'early',
    via: 'desk',
  });
  await t.db.insert(hutHousekeeping).values([
    { hutId: hutIds.pearl, status: 'dirty', note: '' },
    { hutId: hutIds.coral, status: 'out_of_order', note: 'Air conditioning broken' },
  ]);
  ids.noShow = await insertBooking(hutIds.coral, '2026-03-05', '2026-03-06', { noShowAt: new Date('2026-03-05T20:00:00Z') });
  ids.held = await insertBooking(hutIds.coral, '2026-03-08', '2026-03-10', {
    status: 'confirmed',
    paid: '0',
    holdExpiresAt: new Date('2026-03-01T09:10:00Z'),
  });
  ids.lapsed = await insertBooking(hutIds.coral, '2026-03-10', '2026-03-11', {
    status: 'confirmed',
    paid: '0',
    holdExpiresAt: new Date('2026-03-01T08:50:00Z'),
  });
  ids.afterEnd = await insertBooking(hutIds.coral, '2026-03-15', '2026-03-17');
  ids.onGone = await insertBooking(hutIds.gone, '2026-03-02', '2026-03-04');

  await t.db.insert(hutClosedNights).values([
    { hutId: hutIds.lagoon, dateFrom: '2026-02-25', dateTo: '2026-03-01', reason: 'Painting' },
    { hutId: hutIds.lagoon, dateFrom: '2026-03-14', dateTo: '2026-03-20', reason: 'Roof' },
    { hutId: hutIds.lagoon, dateFrom: '2026-03-21', dateTo: '2026-03-25', reason: 'Later' },
    { hutId: hutIds.reef, dateFrom: '2026-02-20', dateTo: '2026-02-28', reason: 'Before' },
  ]);
  // Nights sold on a channel whose calendar is imported: they may overlap a closure (here the roof's).
  const [airbnb] = await t.db
    .insert(hutChannels)
    .values({ hutId: hutIds.lagoon, name: 'Airbnb', url: 'https://www.airbnb.com/calendar/ical/1.ics' })
    .returning({ id: hutChannels.id });
  await t.db.insert(hutChannelBlocks).values([
    { channelId: airbnb.id, hutId: hutIds.lagoon, dateFrom: '2026-03-05', dateTo: '2026-03-06' },
    { channelId: airbnb.id, hutId: hutIds.lagoon, dateFrom: '2026-03-13', dateTo: '2026-03-15' },
    { channelId: airbnb.id, hutId: hutIds.lagoon, dateFrom: '2026-03-22', dateTo: '2026-03-23' },
  ]);
}, 180_000);
afterAll(() => t.close());

const hutOf = (grid: Grid, id: number) => grid.huts.find((hut) => hut.id === id) as GridHut;

test('the default range is two weeks from the resort’s today; huts in their order, deleted ones left out, inactive ones flagged', async () => {
  const response = await asAdmin('GET', '/api/dashboard/grid/');
  expect(response.statusCode).toBe(200);
  const grid = response.json() as Grid;
  expect(grid).toMatchObject({ from: '2026-03-01', to: '2026-03-14', today: '2026-03-01' });
  expect(grid.huts.map((hut) => hut.title)).toEqual(['Coral', 'Reef', 'Lagoon', 'Pearl']);
  expect(hutOf(grid, hutIds.lagoon)).toMatchObject({ is_active: false, title_ar: 'البحيرة' });
});

test('stays that hold a night of the range, across both edges, with their state and unpaid flag; the rest left out', async () => {
  const grid = (await asAdmin('GET', '/api/dashboard/grid/?from=2026-03-01&to=2026-03-14')).json() as Grid;
  const reef = hutOf(grid, hutIds.reef).bookings;
  const coral = hutOf(grid, hutIds.coral).bookings;
  expect(reef).toEqual([
    {
      id: ids.completedAcrossStart,
      code: 'KEN-GRID02',
      guest_name: 'Huda Alharbi',
      date_from: '2026-02-27',
      date_to: '2026-03-02',
      state: 'checked_out',
      persons: 2,
      kids: 0,
      unpaid: false,
    },
    expect.objectContaining({ id: ids.paidAcrossEnd, date_from: '2026-03-12', date_to: '2026-03-16', state: 'paid', unpaid: false }),
  ]);
  expect(coral.map(({ id, state, unpaid }) => ({ id, state, unpaid }))).toEqual([
    { id: ids.checkedIn, state: 'checked_in', unpaid: false },
    { id: ids.noShow, state: 'no_show', unpaid: false },
    { id: ids.held, state: 'held', unpaid: true },
  ]);
  const shown = grid.huts.flatMap((hut) => hut.bookings.map((booking) => booking.id));
  for (const absent of [ids.outBeforeStart, ids.cancelled, ids.pending, ids.lapsed, ids.afterEnd, ids.onGone])
    expect(shown).not.toContain(absent);
});

test('a booking whose check-out is the first day, or whose check-in is the day after the last, is not in the range', async () => {
  const grid = (await asAdmin('GET', '/api/dashboard/grid/?from=2026-03-02&to=2026-03-14')).json() as Grid;
  expect(hutOf(grid, hutIds.reef).bookings.map((booking) => booking.id)).toEqual([ids.paidAcrossEnd]);
  const later = (await asAdmin('GET', '/api/dashboard/grid/?from=2026-03-15&to=2026-03-16')).json() as Grid;
  expect(hutOf(later, hutIds.coral).bookings.map((booking) => booking.id)).toEqual([ids.afterEnd]);
  expect(hutOf(later, hutIds.reef).bookings.map((booking) => booking.id)).toEqual([ids.paidAcrossEnd]);
});

test('a stay checked out at the desk shows as checked out; each hut carries its housekeeping status (clean when never set)', async () => {
  const grid = (await asAdmin('GET', '/api/dashboard/grid/?from=2026-03-01&to=2026-03-14')).json() as Grid;
  expect(hutOf(grid, hutIds.pearl).bookings).toEqual([expect.objectContaining({ id: ids.checkedOut, state: 'checked_out' })]);
  expect(hutOf(grid, hutIds.pearl).housekeeping).toEqual({ status: 'dirty', note: '' });
  expect(hutOf(grid, hutIds.coral).housekeeping).toEqual({ status: 'out_of_order', note: 'Air conditioning broken' });
  expect(hutOf(grid, hutIds.reef).housekeeping).toEqual({ status: 'clean', note: '' });
});

test('closed nights and nights sold on a channel that overlap the range, inclusive at both ends', async () => {
  const grid = (await asAdmin('GET', '/api/dashboard/grid/?from=2026-03-01&to=2026-03-14')).json() as Grid;
  expect(hutOf(grid, hutIds.lagoon).closures).toEqual([
    { source: 'closure', date_from: '2026-02-25', date_to: '2026-03-01', reason: 'Painting' },
    { source: 'channel', date_from: '2026-03-05', date_to: '2026-03-06', reason: 'Airbnb' },
    { source: 'channel', date_from: '2026-03-13', date_to: '2026-03-15', reason: 'Airbnb' },
    { source: 'closure', date_from: '2026-03-14', date_to: '2026-03-20', reason: 'Roof' },
  ]);
  expect(hutOf(grid, hutIds.reef).closures).toEqual([]);
  expect(hutOf(grid, hutIds.coral).closures).toEqual([]);
});

test('a range backwards, longer than 62 days or not a date is refused with the field’s message in the caller’s language', async () => {
  const backwards = await asAdmin('GET', '/api/dashboard/grid/?from=2026-03-10&to=2026-03-09');
  expect(backwards.statusCode).toBe(400);
  expect(backwards.json()).toEqual({ to: ['The last day shown must be on or after the first.'] });
  const tooLong = await asAdmin('GET', '/api/dashboard/grid/?from=2026-03-01&to=2026-05-02', undefined, 'ar');
  expect(tooLong.statusCode).toBe(400);
  expect(tooLong.json()).toEqual({ to: ['لا يعرض الجدول أكثر من ٦٢ يومًا في المرة الواحدة.'] });
  expect((await asAdmin('GET', '/api/dashboard/grid/?from=2026-03-01&to=2026-05-01')).statusCode).toBe(200);
  const notADate = await asAdmin('GET', '/api/dashboard/grid/?from=2026-02-30');
  expect(notADate.statusCode).toBe(400);
  expect(Object.keys(notADate.json())).toEqual(['from']);
});

test('one end alone: to alone shows the two weeks ending there', async () => {
  const grid = (await asAdmin('GET', '/api/dashboard/grid/?to=2026-03-20')).json() as Grid;
  expect(grid).toMatchObject({ from: '2026-03-07', to: '2026-03-20' });
});

test('staff only: no token 401, a guest and a supplier 403', async () => {
  expect((await t.app.inject({ method: 'GET', url: '/api/dashboard/grid/' })).statusCode).toBe(401);
  expect((await asGuest('GET', '/api/dashboard/grid/')).statusCode).toBe(403);
  expect((await asSupplier('GET', '/api/dashboard/grid/')).statusCode).toBe(403);
});
