import { sql } from 'drizzle-orm';
import { addDays, daysBetween } from '../../src/shared/dates';
import { toCents, toMoney, vatPart } from '../../src/shared/money';
import { hutClosedNights } from '../../src/server/db/schema';
import { refundTransaction } from '../../src/server/modules/bookings/completion';
import { findTransaction } from '../../src/server/modules/bookings/transactions';
import { rows } from '../../src/server/db/sql';
import { makeEventDate, makeHut, stay } from '../helpers/server/booking';
import { staffCaller } from '../helpers/server/dashboard';
import { createTestApp, makeUser, type TestApp } from '../helpers/server/testApp';
import { createTestClock } from '../helpers/server/testClock';

// 2026-03-01 12:00 in Riyadh: "this month" is March 2026.
const clock = createTestClock('2026-03-01T09:00:00.000Z');
let t: TestApp;
let asAdmin: ReturnType<typeof staffCaller>;
let asGuest: ReturnType<typeof staffCaller>;
const ids: Record<string, number> = {};

async function paidStay(hut: number, from: string, to: string) {
  const id = (await asGuest('POST', '/api/products/booking/', stay(hut, from, to))).json().id as number;
  expect((await asGuest('PUT', `/api/products/booking/update/${id}/`, { ...stay(hut, from, to), status: 'confirmed' })).statusCode).toBe(
    200,
  );
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
  return id;
}

beforeAll(async () => {
  t = await createTestApp({ clock });
  asAdmin = staffCaller(t, await makeUser(t.db, { role: 'admin' }));
  asGuest = staffCaller(t, await makeUser(t.db));
  const reef = (await makeHut(t.db)).id;
  const coral = (await makeHut(t.db)).id;
  await makeHut(t.db, '2026-03-01', 120, { isActive: false });
  // Closed: 3 nights inside March, and 2 of 4 nights that cross into April.
  await t.db.insert(hutClosedNights).values([
    { hutId: coral, dateFrom: '2026-03-10', dateTo: '2026-03-12' },
    { hutId: coral, dateFrom: '2026-03-30', dateTo: '2026-04-02' },
  ]);
  ids.weekend = await paidStay(reef, '2026-03-05', '2026-03-08'); // Thu 500 + Fri 650 + Sat 650
  ids.acrossEdge = await paidStay(reef, '2026-03-30', '2026-04-02'); // 3 × 500, two nights in March
  ids.partlyRefunded = await paidStay(coral, '2026-03-20', '2026-03-22'); // Fri + Sat 650
  ids.cancelled = await paidStay(reef, '2026-03-15', '2026-03-17'); // 2 × 500, cancelled and refunded in full
  ids.completed = await paidStay(coral, '2026-03-02', '2026-03-04');
  ids.april = await paidStay(reef, '2026-04-10', '2026-04-12');
  ids.pending = (await asGuest('POST', '/api/products/booking/', stay(coral, '2026-03-25', '2026-03-27'))).json().id;
  expect((await asGuest('POST', `/api/products/booking/cancellation/${ids.cancelled}/`, {})).json()).toMatchObject({ status: 'refunded' });
  const [charge] = await rows<{ id: number }>(
    t.db,
    sql`SELECT id FROM payment_transactions WHERE booking_id = ${ids.partlyRefunded} AND kind = 'booking'`,
  );
  expect(
    await refundTransaction(
      t.app.bookingJobs.deps,
      (await findTransaction(t.app.bookingJobs.deps, { id: charge.id }))!,
      '100.00',
      'goodwill',
    ),
  ).toBe(true);
  await t.db.execute(sql`UPDATE bookings SET status = 'completed' WHERE id = ${ids.completed}`);
}, 180_000);
afterAll(() => t.close());

interface BookingRow {
  id: number;
  status: string;
  date_from: string;
  date_to: string;
  paid: string;
  cancelled_day: string | null;
}

const bookingRows = () =>
  rows<BookingRow>(
    t.db,
    sql`SELECT id, status::text, to_char(lower(stay), 'YYYY-MM-DD') AS date_from, to_char(upper(stay), 'YYYY-MM-DD') AS date_to,
  paid::text, to_char(cancelled_at AT TIME ZONE 'Asia/Riyadh', 'YYYY-MM-DD') AS cancelled_day FROM bookings ORDER BY id`,
  );

/** Nights of a stay inside [from, to], counted one by one: independent of the SQL's range arithmetic. */
function nightsInside(row: BookingRow, from: string, to: string) {
  let count = 0;
  for (let night = row.date_from; night < row.date_to; night = addDays(night, 1)) if (night >= from && night <= to) count += 1;
  return count;
}

const SOLD = ['paid', 'completed'];

test('March: every figure equals the sum over the bookings rows, and decomposes back into them', async () => {
  const response = await asAdmin('GET', '/api/dashboard/figures/');
  expect(response.statusCode).toBe(200);
  const figures = response.json();
  expect(figures.period).toEqual({ from: '2026-03-01', to: '2026-03-31', days: 31 });

  // Known by hand: 3 + 2 + 2 + 2 nights; 2 live huts × 31 − 5 closed nights; 1800 + 1000 + 1300 + 1000.
  expect(figures).toMatchObject({
    nights_sold: 9,
    nights_open: 57,
    revenue: '5100.00',
    vat: '665.22',
    refunds: '1100.00',
    average_nightly_rate: '566.67',
    cancellations: 1,
  });
  expect(figures.occupancy).toBeCloseTo(9 / 57, 10);

  // Sum of the rows = the figure.
  const all = await bookingRows();
  const inMarch = all.filter((row) => nightsInside(row, '2026-03-01', '2026-03-31') > 0);
  const soldRows = inMarch.filter((row) => SOLD.includes(row.status));
  const share = (row: BookingRow) =>
    Math.round((toCents(row.paid) * nightsInside(row, '2026-03-01', '2026-03-31')) / daysBetween(row.date_from, row.date_to));
  const revenue = soldRows.reduce((sum, row) => sum + share(row), 0);
  expect(figures.nights_sold).toBe(soldRows.reduce((sum, row) => sum + nightsInside(row, '2026-03-01', '2026-03-31'), 0));
  expect(figures.revenue).toBe(toMoney(revenue));
  expect(figures.vat).toBe(toMoney(vatPart(revenue, 0.15)));
  expect(figures.cancellations).toBe(all.filter((row) => row.cancelled_day?.startsWith('2026-03')).length);
  const refunds = await rows<{ amount: string }>(
    t.db,
    sql`SELECT amount::text FROM payment_transactions WHERE kind = 'refund' AND status = 'success'`,
  );
  expect(figures.refunds).toBe(toMoney(refunds.reduce((sum, row) => sum + toCents(row.amount), 0)));
  for (const status of ['pending', 'confirmed', 'paid', 'expired', 'cancelled', 'refunded', 'completed']) {
    expect(figures.bookings_by_status[status]).toBe(inMarch.filter((row) => row.status === status).length);
  }

  // The figure decomposes into the rows: the sold stays of March, one by one, and nothing else.
  const statusTotal = Object.values(figures.bookings_by_status as Record<string, number>).reduce((sum, count) => sum + count, 0);
  expect(statusTotal).toBe(inMarch.length);
  expect(new Set(soldRows.map((row) => row.id))).toEqual(new Set([ids.weekend, ids.acrossEdge, ids.partlyRefunded, ids.completed]));
  expect(soldRows.map((row) => share(row))).toEqual([180000, 100000, 130000, 100000]);
});

test('the edge: April gets the last night of the stay that crosses into it; a period of one day works', async () => {
  const april = (await asAdmin('GET', '/api/dashboard/figures/?from=2026-04-01&to=2026-04-30')).json();
  // acrossEdge's 1 night (500.00) and the April stay's 2 (Fri + Sat 650); coral closed 1st–2nd April.
  expect(april).toMatchObject({ nights_sold: 3, nights_open: 58, revenue: '1800.00', refunds: '0.00', cancellations: 0 });
  const day = (await asAdmin('GET', '/api/dashboard/figures/?from=2026-03-31&to=2026-03-31')).json();
  expect(day).toMatchObject({
    period: { days: 1 },
    nights_sold: 1,
    nights_open: 1,
    occupancy: 1,
    revenue: '500.00',
    average_nightly_rate: '500.00',
  });
});

test("the next 30 days, night by night, from the resort's today", async () => {
  const { next_days: days, today } = (await asAdmin('GET', '/api/dashboard/figures/?from=2026-02-01&to=2026-02-28')).json();
  expect(today).toBe('2026-03-01');
  expect(days).toHaveLength(30);
  expect(days[0].date).toBe('2026-03-01');
  expect(days[29].date).toBe('2026-03-30');
  const byDate = Object.fromEntries(days.map((row: { date: string }) => [row.date, row]));
  expect(byDate['2026-03-02']).toEqual({ date: '2026-03-02', huts_open: 2, nights_sold: 1, arrivals: 1 });
  expect(byDate['2026-03-06']).toMatchObject({ nights_sold: 1, arrivals: 0 });
  expect(byDate['2026-03-11']).toMatchObject({ huts_open: 1 });
  expect(byDate['2026-03-15']).toMatchObject({ nights_sold: 0, arrivals: 0 }); // cancelled
  expect(byDate['2026-03-25']).toMatchObject({ nights_sold: 0 }); // pending
  expect(byDate['2026-03-30']).toMatchObject({ huts_open: 1, nights_sold: 1, arrivals: 1 });
  const all = await bookingRows();
  const arrivals = all.filter((row) => SOLD.includes(row.status) && row.date_from >= '2026-03-01' && row.date_from <= '2026-03-30').length;
  expect(days.reduce((sum: number, row: { arrivals: number }) => sum + row.arrivals, 0)).toBe(arrivals);
});

// Day visits (issue 25 §2) are bookings and sell tickets, not nights: their income is in the revenue and on its own
// line with their visitors, their statuses, cancellations and refunds count; nights, occupancy and the nightly rate not.
test('May: day visits count in revenue, bookings, cancellations and refunds, apart from nights and the nightly rate', async () => {
  clock.set('2026-05-01T09:00:00.000Z');
  const dive = await makeEventDate(t.db, '2026-05-20', 10, '150.00');
  expect(
    (await asAdmin('PUT', `/api/dashboard/events/${dive.eventId}/day-visits/`, { open_to_day_visitors: true, day_visit_cancel_hours: 24 }))
      .statusCode,
  ).toBe(200);
  const visit = async (quantity: number) => {
    const made = await asGuest('POST', '/api/products/day-visits/', { events: [{ event: dive.eventId, date: dive.dateId, quantity }] });
    expect(made.statusCode).toBe(201);
    return made.json().id as number;
  };
  const pay = async (id: number) => {
    const checkout = (await asGuest('POST', '/api/payments/create-checkout/', { booking_id: id })).json();
    const card = { card_number: '4111111111111111', expiry_month: 12, expiry_year: 2030, cvc: '123', holder: 'Huda' };
    expect(
      (await asGuest('PUT', `/api/products/bookings-pay/${id}/`, { checkout_id: checkout.checkout_id, ...card })).json(),
    ).toMatchObject({
      status: 'paid',
    });
  };
  const paidVisit = await visit(3); // 3 × 150.00
  await pay(paidVisit);
  const refundedVisit = await visit(2); // 2 × 150.00, cancelled in time: refunded in full
  await pay(refundedVisit);
  expect((await asGuest('POST', `/api/products/booking/cancellation/${refundedVisit}/`, {})).json()).toMatchObject({ status: 'refunded' });
  await visit(1); // held, not paid: a status, no revenue
  const hut = (await makeHut(t.db)).id;
  await paidStay(hut, '2026-05-04', '2026-05-06'); // Mon + Tue 500

  const may = (await asAdmin('GET', '/api/dashboard/figures/?from=2026-05-01&to=2026-05-31')).json();
  expect(may).toMatchObject({
    nights_sold: 2,
    revenue: '1450.00',
    vat: toMoney(vatPart(145000, 0.15)),
    average_nightly_rate: '500.00',
    day_visits: { bookings: 1, visitors: 3, revenue: '450.00' },
    refunds: '300.00',
    cancellations: 1,
  });
  expect(may.bookings_by_status).toMatchObject({ paid: 2, refunded: 1, confirmed: 1 });
  // Its day only: the day before and after have none of it; the day itself has it all.
  const day = (await asAdmin('GET', '/api/dashboard/figures/?from=2026-05-20&to=2026-05-20')).json();
  expect(day).toMatchObject({ nights_sold: 0, revenue: '450.00', average_nightly_rate: null, day_visits: { bookings: 1, visitors: 3 } });
  expect(day.bookings_by_status).toMatchObject({ paid: 1, refunded: 1, confirmed: 1 });
  const around = [
    (await asAdmin('GET', '/api/dashboard/figures/?from=2026-05-19&to=2026-05-19')).json(),
    (await asAdmin('GET', '/api/dashboard/figures/?from=2026-05-21&to=2026-05-21')).json(),
  ];
  for (const other of around) expect(other).toMatchObject({ revenue: '0.00', day_visits: { bookings: 0, visitors: 0, revenue: '0.00' } });
  // The sum over the rows: every sold day visit's charges are its income; March (no day visits) is as it was.
  const [sums] = await rows<{ paid: string; visitors: number }>(
    t.db,
    sql`SELECT sum(paid)::text AS paid, sum(persons_max_num)::int AS visitors FROM bookings WHERE kind = 'day_visit' AND status = 'paid'`,
  );
  expect([may.day_visits.revenue, may.day_visits.visitors]).toEqual([toMoney(toCents(sums.paid)), sums.visitors]);
  expect((await asAdmin('GET', '/api/dashboard/figures/?from=2026-03-01&to=2026-03-31')).json()).toMatchObject({
    revenue: '5100.00',
    day_visits: { bookings: 0, visitors: 0, revenue: '0.00' },
  });
  clock.set('2026-03-01T09:00:00.000Z');
});

test("a bad period is a 400 in the caller's language; guests are refused", async () => {
  const backwards = await asAdmin('GET', '/api/dashboard/figures/?from=2026-03-10&to=2026-03-01', undefined, 'ar');
  expect(backwards.statusCode).toBe(400);
  expect(backwards.json()).toEqual({ to: ['يجب أن تكون نهاية الفترة في يوم بدايتها أو بعده.'] });
  const long = await asAdmin('GET', '/api/dashboard/figures/?from=2025-01-01&to=2026-03-01');
  expect(long.statusCode).toBe(400);
  expect(long.json()).toEqual({ to: ['Choose a period of at most 366 days.'] });
  for (const query of ['from=2026-02-30', 'to=yesterday', 'from=2026-3-1']) {
    const bad = await asAdmin('GET', `/api/dashboard/figures/?${query}`);
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json())).toEqual([query.split('=')[0]]);
  }
  expect((await asGuest('GET', '/api/dashboard/figures/')).statusCode).toBe(403);
  expect((await t.app.inject({ method: 'GET', url: '/api/dashboard/figures/' })).statusCode).toBe(401);
});
