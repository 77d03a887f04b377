import { sql } from 'drizzle-orm';
import { addDays } from '../../src/shared/dates';
import { toCents, toMoney } from '../../src/shared/money';
import { refundTransaction } from '../../src/server/modules/bookings/completion';
import { findTransaction } from '../../src/server/modules/bookings/transactions';
import { rows } from '../../src/server/db/sql';
import { makeEventDate, makeHut, stay } from '../helpers/server/booking';
import { staffCaller } from '../helpers/server/dashboard';
import { gateBooking } from '../helpers/server/gate';
import { createTestApp, makeUser, type TestApp } from '../helpers/server/testApp';
import { createTestClock } from '../helpers/server/testClock';

// Issue 27 §2: the figures read a per-day summary the database keeps by triggers (migration 0064, figures_days).
// After each of a series of writes by every path that moves money or nights, the summary and the figures must equal
// what the raw tables give, worked out here in TypeScript from the rows (not from the summary's SQL).
// 2026-03-01 12:00 in Riyadh; makeHut prices 500.00 a night, 650.00 on Friday and Saturday nights.
const clock = createTestClock('2026-03-01T09:00:00.000Z');
const CARD = { card_number: '4111 1111 1111 1111', expiry_month: 12, expiry_year: 2030, cvc: '123', holder: 'Huda' };
let t: TestApp;
let asAdmin: ReturnType<typeof staffCaller>;
let asGuest: ReturnType<typeof staffCaller>;
let guestId: number;

beforeAll(async () => {
  t = await createTestApp({ clock });
  asAdmin = staffCaller(t, await makeUser(t.db, { role: 'admin' }));
  const guest = await makeUser(t.db);
  guestId = guest.id;
  asGuest = staffCaller(t, guest);
}, 180_000);
afterAll(() => t?.close());

async function held(hut: number, from: string, to: string) {
  const created = await asGuest('POST', '/api/products/booking/', stay(hut, from, to));
  expect(created.statusCode).toBe(201);
  const id = created.json().id as number;
  expect((await asGuest('PUT', `/api/products/booking/update/${id}/`, { ...stay(hut, from, to), status: 'confirmed' })).statusCode).toBe(
    200,
  );
  return id;
}
async function pay(id: number, kind?: 'change') {
  const checkout = (await asGuest('POST', '/api/payments/create-checkout/', { booking_id: id, ...(kind ? { kind } : {}) })).json();
  const paid = await asGuest('PUT', `/api/products/bookings-pay/${id}/`, { checkout_id: checkout.checkout_id, ...CARD });
  expect(paid.json()).toMatchObject({ status: 'paid' });
}
const paidStay = async (hut: number, from: string, to: string) => {
  const id = await held(hut, from, to);
  await pay(id);
  return id;
};

interface Booking {
  id: number;
  kind: string;
  status: string;
  date_from: string;
  date_to: string;
  persons: number;
  cancelled_day: string | null;
}
interface Payment {
  booking_id: number;
  kind: string;
  status: string;
  amount: string;
  day: string;
}

/** The raw rows, and every figure worked out from them one booking and one night at a time. */
async function fromRawTables() {
  const bookings = await rows<Booking>(
    t.db,
    sql`SELECT id, kind::text, status::text, to_char(lower(stay), 'YYYY-MM-DD') AS date_from, to_char(upper(stay), 'YYYY-MM-DD') AS date_to,
      persons_max_num AS persons, to_char(cancelled_at AT TIME ZONE 'Asia/Riyadh', 'YYYY-MM-DD') AS cancelled_day FROM bookings ORDER BY id`,
  );
  const payments = await rows<Payment>(
    t.db,
    sql`SELECT booking_id, kind::text, status::text, amount::text,
      to_char(coalesce(verified_at, created_at) AT TIME ZONE 'Asia/Riyadh', 'YYYY-MM-DD') AS day FROM payment_transactions`,
  );
  const charged = (id: number) =>
    payments
      .filter((p) => p.booking_id === id && p.kind !== 'refund' && ['success', 'refunded'].includes(p.status))
      .reduce((sum, p) => sum + toCents(p.amount), 0);
  const sold = bookings.filter((b) => ['paid', 'completed'].includes(b.status));
  const nightsOf = (b: Booking) => {
    const nights: string[] = [];
    for (let night = b.date_from; night < b.date_to; night = addDays(night, 1)) nights.push(night);
    return nights;
  };

  /** figures_days as it should be: only days something sold touches. */
  const days = new Map<string, Record<string, number>>();
  const day = (date: string) => {
    if (!days.has(date))
      days.set(date, { nights_sold: 0, arrivals: 0, stay_charged: 0, day_visits: 0, day_visitors: 0, day_visit_charged: 0 });
    return days.get(date)!;
  };
  for (const b of sold) {
    if (b.kind === 'stay') {
      for (const night of nightsOf(b)) day(night).nights_sold += 1;
      day(b.date_from).arrivals += 1;
      day(b.date_from).stay_charged += charged(b.id);
    } else {
      day(b.date_from).day_visits += 1;
      day(b.date_from).day_visitors += b.persons;
      day(b.date_from).day_visit_charged += charged(b.id);
    }
  }

  function figures(from: string, to: string) {
    const inside = (b: Booking) => nightsOf(b).filter((night) => night >= from && night <= to).length;
    const stays = sold.filter((b) => b.kind === 'stay' && inside(b) > 0);
    const visits = sold.filter((b) => b.kind === 'day_visit' && b.date_from >= from && b.date_from <= to);
    const nightsSold = stays.reduce((sum, b) => sum + inside(b), 0);
    const stayRevenue = stays.reduce((sum, b) => sum + Math.round((charged(b.id) * inside(b)) / nightsOf(b).length), 0);
    const visitRevenue = visits.reduce((sum, b) => sum + charged(b.id), 0);
    const byStatus: Record<string, number> = {};
    for (const b of bookings.filter((b) => inside(b) > 0)) byStatus[b.status] = (byStatus[b.status] ?? 0) + 1;
    return {
      nights_sold: nightsSold,
      revenue: toMoney(stayRevenue + visitRevenue),
      average_nightly_rate: nightsSold > 0 ? toMoney(Math.round(stayRevenue / nightsSold)) : null,
      day_visits: { bookings: visits.length, visitors: visits.reduce((sum, b) => sum + b.persons, 0), revenue: toMoney(visitRevenue) },
      refunds: toMoney(
        payments
          .filter((p) => p.kind === 'refund' && p.status === 'success' && p.day >= from && p.day <= to)
          .reduce((sum, p) => sum + toCents(p.amount), 0),
      ),
      cancellations: bookings.filter((b) => b.cancelled_day !== null && b.cancelled_day >= from && b.cancelled_day <= to).length,
      by_status: byStatus,
    };
  }
  return { days, figures, sold };
}

const PERIODS: [string, string][] = [
  ['2026-03-01', '2026-03-31'],
  ['2026-02-01', '2026-02-28'],
  ['2026-03-03', '2026-03-06'], // starts and ends inside stays
  ['2026-03-20', '2026-03-20'],
  ['2026-04-01', '2026-04-30'],
  ['2026-02-26', '2026-05-31'],
  ['2025-06-01', '2026-05-31'], // 365 days
  // Around the real date, which the database's own clock stamps some payments with.
  [addDays(new Date().toISOString().slice(0, 10), -200), addDays(new Date().toISOString().slice(0, 10), 100)],
];

/** The summary and the figures of every period equal the raw tables' (`step` names the write for the failure message). */
async function expectExact(step: string) {
  const raw = await fromRawTables();
  const summary = await rows<Record<string, string | number>>(
    t.db,
    sql`SELECT to_char(day, 'YYYY-MM-DD') AS day, nights_sold, arrivals, stay_charged::text, day_visits, day_visitors, day_visit_charged::text
      FROM figures_days ORDER BY day`,
  );
  const kept = Object.fromEntries(
    summary
      .map(({ day, stay_charged, day_visit_charged, ...counts }) => [
        day as string,
        { ...counts, stay_charged: toCents(String(stay_charged)), day_visit_charged: toCents(String(day_visit_charged)) },
      ])
      // A day everything left is kept as zeros.
      .filter(([, values]) => Object.values(values as Record<string, number>).some((value) => value !== 0)),
  );
  expect({ step, summary: kept }).toEqual({ step, summary: Object.fromEntries(raw.days) });

  for (const [from, to] of PERIODS) {
    const response = await asAdmin('GET', `/api/dashboard/figures/?from=${from}&to=${to}`);
    expect(response.statusCode).toBe(200);
    const got = response.json();
    const { by_status: byStatus, ...want } = raw.figures(from, to);
    const statuses = Object.fromEntries(Object.entries(got.bookings_by_status as Record<string, number>).filter(([, n]) => n > 0));
    expect({ step, from, to, ...got, bookings_by_status: statuses }).toMatchObject({
      step,
      from,
      to,
      ...want,
      bookings_by_status: byStatus,
    });
  }
  // The next 30 days, night by night.
  const { next_days: next } = (await asAdmin('GET', '/api/dashboard/figures/')).json();
  const today = next[0].date as string;
  for (let i = 0; i < 30; i += 1) {
    const date = addDays(today, i);
    expect({ step, ...next[i], huts_open: undefined }).toEqual({
      step,
      date,
      huts_open: undefined,
      nights_sold: raw.days.get(date)?.nights_sold ?? 0,
      arrivals: raw.days.get(date)?.arrivals ?? 0,
    });
  }
  return raw;
}

test('the summary and the figures stay equal to the raw tables through every kind of write', async () => {
  const reef = (await makeHut(t.db, '2026-02-01', 150)).id;
  const coral = (await makeHut(t.db, '2026-02-01', 150)).id;
  const lagoon = (await makeHut(t.db, '2026-02-01', 150)).id;
  await expectExact('nothing sold');

  // Created, held (nothing sold yet), then paid online.
  const weekend = await held(reef, '2026-03-05', '2026-03-08');
  await expectExact('held');
  await pay(weekend);
  const acrossEdge = await paidStay(reef, '2026-03-30', '2026-04-02');
  const long = await paidStay(coral, '2026-03-02', '2026-03-09');
  await expectExact('paid online');

  // Booked and paid in cash at the desk.
  const desk = await asAdmin('POST', '/api/dashboard/bookings/', {
    ...stay(lagoon, '2026-03-10', '2026-03-13'),
    new_guest: { full_name: 'Walk In', phone: '+966 512345678' },
    payment: { method: 'cash', reference: 'R-1' },
  });
  expect(desk.statusCode).toBe(201);
  await expectExact('desk booking in cash');

  // Cancelled by the guest in time: refunded in full (status refunded, a refund transaction).
  const cancelled = await paidStay(coral, '2026-03-20', '2026-03-22');
  expect((await asGuest('POST', `/api/products/booking/cancellation/${cancelled}/`, {})).json()).toMatchObject({ status: 'refunded' });
  await expectExact('cancelled and refunded');

  // A goodwill refund of part of a charge: the stay stays sold, its charge counts, the refund counts on its day.
  const [charge] = await rows<{ id: number }>(
    t.db,
    sql`SELECT id FROM payment_transactions WHERE booking_id = ${long} AND kind = 'booking'`,
  );
  const deps = t.app.bookingJobs.deps;
  expect(await refundTransaction(deps, (await findTransaction(deps, { id: charge.id }))!, '100.00', 'goodwill')).toBe(true);
  await expectExact('partial refund');

  // Changed by the guest to a longer stay (paid for the difference), and by staff to another hut and fewer nights.
  const changed = await paidStay(lagoon, '2026-04-06', '2026-04-08');
  const asked = await asGuest('POST', `/api/products/bookings/${changed}/change/`, { date_to: '2026-04-11' });
  expect(asked.json()).toMatchObject({ status: 'awaiting_payment' });
  await expectExact('change awaiting payment');
  const paidChange = await asGuest('PUT', `/api/products/bookings-pay/${changed}/`, { checkout_id: asked.json().checkout_id, ...CARD });
  expect(paidChange.json()).toMatchObject({ status: 'paid' });
  await expectExact('change paid');
  const moved = await asAdmin('POST', `/api/dashboard/bookings/${changed}/change/`, {
    hut: coral,
    date_from: '2026-04-07',
    date_to: '2026-04-09',
  });
  expect(moved.statusCode).toBe(200);
  await expectExact('staff change');

  // Checked out early: the stay ends on the check-out day.
  const early = await gateBooking(t.db, { guestId, from: '2026-02-27', to: '2026-03-04' });
  await expectExact('sold without a payment row');
  expect((await asAdmin('POST', `/api/dashboard/checkin/bookings/${early.id}/check-in/`)).statusCode).toBe(200);
  const out = await asAdmin('POST', `/api/dashboard/checkin/bookings/${early.id}/check-out/`, { via: 'desk' });
  expect(out.json().stay).toMatchObject({ date_from: '2026-02-27', date_to: '2026-03-01' });
  await expectExact('early check-out');

  // Day visits: paid, paid then cancelled and refunded, held.
  const dive = await makeEventDate(t.db, '2026-03-20', 10, '150.00');
  expect(
    (await asAdmin('PUT', `/api/dashboard/events/${dive.eventId}/day-visits/`, { open_to_day_visitors: true, day_visit_cancel_hours: 24 }))
      .statusCode,
  ).toBe(200);
  const visit = async (quantity: number) => {
    const made = await asGuest('POST', '/api/products/day-visits/', { events: [{ event: dive.eventId, date: dive.dateId, quantity }] });
    expect(made.statusCode).toBe(201);
    return made.json().id as number;
  };
  await pay(await visit(3));
  const refundedVisit = await visit(2);
  await pay(refundedVisit);
  expect((await asGuest('POST', `/api/products/booking/cancellation/${refundedVisit}/`, {})).json()).toMatchObject({ status: 'refunded' });
  await visit(1);
  await expectExact('day visits');

  // Writes by hand, as a script or a future module might make them: completed, several rows at once, a charge that
  // changes amount and booking, a payment deleted, a booking moved back out of sold, a sold booking deleted.
  await t.db.execute(sql`UPDATE bookings SET status = 'completed' WHERE id = ${weekend}`);
  await t.db.execute(sql`UPDATE bookings SET persons_max_num = persons_max_num WHERE kind = 'day_visit' OR id = ${acrossEdge}`);
  await t.db.execute(sql`UPDATE bookings SET stay = daterange(lower(stay) + 20, upper(stay) + 20) WHERE id IN (${acrossEdge}, ${long})`);
  await expectExact('updates by hand');
  await t.db.execute(sql`UPDATE payment_transactions SET amount = amount + 12.34 WHERE booking_id = ${weekend} AND kind = 'booking'`);
  await t.db.execute(
    sql`INSERT INTO payment_transactions (provider, checkout_id, booking_id, amount, status, kind)
      VALUES ('sandbox', 'hand-1', ${weekend}, 33.33, 'success', 'extra'), ('sandbox', 'hand-2', ${weekend}, 44.44, 'failed', 'extra')`,
  );
  await expectExact('payments by hand');
  await t.db.execute(sql`UPDATE payment_transactions SET booking_id = ${long} WHERE checkout_id = 'hand-1'`);
  await t.db.execute(sql`UPDATE payment_transactions SET status = 'success' WHERE checkout_id = 'hand-2'`);
  await t.db.execute(sql`DELETE FROM payment_transactions WHERE checkout_id = 'hand-1'`);
  await expectExact('payments moved and deleted');
  await t.db.execute(sql`UPDATE bookings SET status = 'cancelled', cancelled_at = now() WHERE id = ${acrossEdge}`);
  await t.db.execute(sql`DELETE FROM bookings WHERE id = ${early.id}`);
  const raw = await expectExact('cancelled and deleted by hand');
  // The series sold something on both sides of the checks: the comparison is not of two empty tables.
  expect(raw.sold.length).toBe(5);
  expect(raw.days.size).toBeGreaterThan(10);

  // A TRUNCATE (tests, restores) rebuilds it from what is left.
  await t.db.execute(sql`TRUNCATE payment_transactions CASCADE`);
  await expectExact('payments truncated');
}, 300_000);
