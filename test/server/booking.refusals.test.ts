import type { LightMyRequestResponse } from 'fastify';
import { sql } from 'drizzle-orm';
import { rows } from '../../src/server/db/sql';
import { makeEventDate, makeHut, makeServiceDate, stay } from '../helpers/server/booking';
import { memoryMailer } from '../helpers/server/mail';
import { createTestApp, makeUser, type TestApp } from '../helpers/server/testApp';
import { createTestClock } from '../helpers/server/testClock';

// Bad input, refused transitions and lapsed holds on the booking and payment endpoints.
// The same file runs on PGlite (server) and PostgreSQL (server-pg). 2026-03-01 12:00 in Riyadh.
const START = '2026-03-01T09:00:00.000Z';
const clock = createTestClock(START);
const mailer = memoryMailer();
let t: TestApp;
type Who = 'guest' | 'other' | 'anonymous';
const users: Partial<Record<Who, Parameters<TestApp['tokenFor']>[0]>> = {};
let hutId: number;

// Tokens are signed at call time: the test clock moves past their 15-minute lifetime.
const headersOf = (who: Who): Record<string, string> => (who === 'anonymous' ? {} : { authorization: `Bearer ${t.tokenFor(users[who]!)}` });
const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object | string, who: Who = 'guest') =>
  t.app.inject({
    method,
    url,
    payload,
    headers: { ...headersOf(who), ...(typeof payload === 'string' ? { 'content-type': 'application/json' } : {}) },
  });

const TABLES = ['bookings', 'booking_tickets', 'payment_transactions', 'reviews'] as const;
async function counts() {
  const [row] = await rows<Record<(typeof TABLES)[number], number>>(
    t.db,
    sql.raw(`SELECT ${TABLES.map((name) => `(SELECT count(*)::int FROM ${name}) AS ${name}`).join(', ')}`),
  );
  return row;
}
/** Everything a refused call could have touched on one booking. */
async function snapshot(id: number) {
  return rows(
    t.db,
    sql`SELECT b.status::text AS status, b.hold_expires_at::text AS hold, b.total::text AS total, b.paid::text AS paid, lower(b.stay)::text AS date_from,
      (SELECT json_agg(json_build_object('id', x.id, 'q', x.quantity, 'paid_at', x.paid_at) ORDER BY x.id) FROM booking_tickets x WHERE x.booking_id = b.id)::text AS tickets,
      (SELECT json_agg(json_build_object('id', p.id, 's', p.status) ORDER BY p.id) FROM payment_transactions p WHERE p.booking_id = b.id)::text AS payments
    FROM bookings b WHERE b.id = ${id}`,
  );
}

/** A 4xx (never a 5xx) in one of the contract's shapes: {field: [..]}, {non_field_errors: [..]} or {detail}. */
function expectContractRefusal(response: LightMyRequestResponse, status: number, label: string) {
  const body = response.json() as Record<string, unknown>;
  expect([label, response.statusCode]).toEqual([label, status]);
  if (typeof body.detail === 'string') return;
  const values = Object.values(body);
  expect([
    label,
    values.length > 0 &&
      values.every((value) => Array.isArray(value) && value.length > 0 && value.every((m) => typeof m === 'string' && m.length > 0)),
  ]).toEqual([label, true]);
}

type Case = [label: string, method: 'GET' | 'POST' | 'PUT', url: string, body: object | string | undefined, status: number, who?: Who];
/** Each call refused with its status, in the contract's shape, and no row added, removed or changed. */
async function expectRefusedWithoutWrites(cases: Case[], watched: number[]) {
  for (const [label, method, url, body, status, who] of cases) {
    const before = [await counts(), ...(await Promise.all(watched.map(snapshot)))];
    const response = await call(method, url, body, who);
    expectContractRefusal(response, status, label);
    expect([label, await counts(), ...(await Promise.all(watched.map(snapshot)))]).toEqual([label, ...before]);
  }
}

async function heldBooking(from: string, to: string, extra: Record<string, unknown> = {}, who: Who = 'guest', hut = hutId) {
  const body = stay(hut, from, to, extra);
  const created = await call('POST', '/api/products/booking/', body, who);
  expect(created.statusCode).toBe(201);
  const id = created.json().id as number;
  const held = await call('PUT', `/api/products/booking/update/${id}/`, { ...body, status: 'confirmed' }, who);
  expect([held.statusCode, held.json().status]).toEqual([200, 'confirmed']);
  return { id, body };
}

const CARD = { card_number: '4111 1111 1111 1111', expiry_month: 12, expiry_year: 2030, cvc: '123', holder: 'Huda Saleh' };

async function paidBooking(from: string, to: string, extra: Record<string, unknown> = {}) {
  const { id } = await heldBooking(from, to, extra);
  const checkout = await call('POST', '/api/payments/create-checkout/', { booking_id: id });
  expect(checkout.statusCode).toBe(201);
  const pay = await call('PUT', `/api/products/bookings-pay/${id}/`, { ...CARD, checkout_id: checkout.json().checkout_id });
  expect(pay.json()).toMatchObject({ status: 'paid', is_paid: true });
  return id;
}

const statusOf = async (id: number) =>
  (await rows<{ status: string }>(t.db, sql`SELECT status::text AS status FROM bookings WHERE id = ${id}`))[0].status;
const nightsOf = async (hut: number, from: string, to: string) =>
  (await call('GET', `/api/products/huts/${hut}/availability/?from=${from}&to=${to}`, undefined, 'anonymous')).json() as {
    date: string;
    available: boolean;
  }[];
async function seatsLeft(eventId: number, dateId: number) {
  const event = (await call('GET', `/api/products/events-details/web/${eventId}/`, undefined, 'anonymous')).json() as {
    dates: { id: number; seats_left: number }[];
  };
  return event.dates.find((date) => date.id === dateId)?.seats_left;
}

beforeAll(async () => {
  t = await createTestApp({ clock, mailer });
  users.guest = await makeUser(t.db);
  users.other = await makeUser(t.db);
  hutId = (await makeHut(t.db)).id;
});
afterAll(() => t.close());
beforeEach(() => clock.set(START));

const HUGE = 2_147_483_648; // one past PostgreSQL's integer

test('bad input on the booking and payment endpoints: a 4xx in the contract shape, nothing half-written', async () => {
  const { eventId, dateId } = await makeEventDate(t.db, '2026-04-02', 20);
  const { serviceId, dateId: serviceDateId } = await makeServiceDate(t.db, '2026-04-11', 20);
  const { dateId: outsideDateId, serviceId: outsideServiceId } = await makeServiceDate(t.db, '2026-04-20', 20);
  const held = await heldBooking('2026-04-01', '2026-04-04', { events: [{ event: eventId, date: dateId, quantity: 2 }] });
  const checkout = (await call('POST', '/api/payments/create-checkout/', { booking_id: held.id })).json().checkout_id as string;
  const paid = await paidBooking('2026-04-10', '2026-04-12');
  const paidCheckout = (
    await rows<{ checkout_id: string }>(t.db, sql`SELECT checkout_id FROM payment_transactions WHERE booking_id = ${paid}`)
  )[0].checkout_id;
  const others = await heldBooking('2026-04-20', '2026-04-22', {}, 'other');
  const othersCheckout = (await call('POST', '/api/payments/create-checkout/', { booking_id: others.id }, 'other')).json()
    .checkout_id as string;
  const update = `/api/products/booking/update/${held.id}/`;
  const withEvent = (quantity: unknown, date: unknown = dateId) => ({
    ...held.body,
    status: 'confirmed',
    events: [{ event: eventId, date, quantity }],
  });
  const pay = (fields: Record<string, unknown>, without?: string) => {
    const body: Record<string, unknown> = { ...CARD, checkout_id: checkout, ...fields };
    if (without) delete body[without];
    return body;
  };
  const extra = (ticket: Record<string, unknown>, booking: unknown = paid) => ({
    booking,
    tickets: [{ service: serviceId, date: serviceDateId, quantity: 1, is_extra: true, ...ticket }],
  });

  mailer.clear();
  await expectRefusedWithoutWrites(
    [
      // Events and services inside the stay
      ['available: no body field', 'POST', '/api/products/avliable/service/', {}, 400],
      ['available: string id', 'POST', '/api/products/avliable/service/', { booking_id: 'x' }, 400],
      ['available: zero id', 'POST', '/api/products/avliable/service/', { booking_id: 0 }, 400],
      ['available: huge id', 'POST', '/api/products/avliable/service/', { booking_id: HUGE }, 400],
      ['available: unknown id', 'POST', '/api/products/avliable/service/', { booking_id: 999_999 }, 404],
      ["available: other's booking", 'POST', '/api/products/avliable/service/', { booking_id: others.id }, 404],
      ['available: signed out', 'POST', '/api/products/avliable/service/', { booking_id: held.id }, 401, 'anonymous'],
      // Extra services
      ['extra: empty body', 'POST', '/api/products/service-tickets/extra/', {}, 400],
      ['extra: no tickets', 'POST', '/api/products/service-tickets/extra/', { booking: paid, tickets: [] }, 400],
      ['extra: zero quantity', 'POST', '/api/products/service-tickets/extra/', extra({ quantity: 0 }), 400],
      ['extra: huge quantity', 'POST', '/api/products/service-tickets/extra/', extra({ quantity: 1_000_000 }), 400],
      ['extra: above the maximum', 'POST', '/api/products/service-tickets/extra/', extra({ quantity: 11 }), 400],
      ['extra: string quantity', 'POST', '/api/products/service-tickets/extra/', extra({ quantity: 'two' }), 400],
      ['extra: unknown date', 'POST', '/api/products/service-tickets/extra/', extra({ date: 424_242 }), 400],
      ['extra: huge date id', 'POST', '/api/products/service-tickets/extra/', extra({ date: HUGE }), 400],
      ['extra: date of another service', 'POST', '/api/products/service-tickets/extra/', extra({ service: outsideServiceId }), 400],
      [
        'extra: date outside the stay',
        'POST',
        '/api/products/service-tickets/extra/',
        extra({ service: outsideServiceId, date: outsideDateId }),
        400,
      ],
      ['extra: huge booking id', 'POST', '/api/products/service-tickets/extra/', extra({}, HUGE), 400],
      ["extra: other's booking", 'POST', '/api/products/service-tickets/extra/', extra({}, others.id), 404],
      // Cancellation
      ['cancel: id not a number', 'POST', '/api/products/booking/cancellation/abc/', {}, 400],
      ['cancel: zero id', 'POST', '/api/products/booking/cancellation/0/', {}, 400],
      ['cancel: huge id', 'POST', `/api/products/booking/cancellation/${HUGE}/`, {}, 400],
      ['cancel: reason too long', 'POST', `/api/products/booking/cancellation/${paid}/`, { reason: 'x'.repeat(1001) }, 400],
      ['cancel: body a string', 'POST', `/api/products/booking/cancellation/${paid}/`, '"now"', 400],
      ['cancel: malformed JSON', 'POST', `/api/products/booking/cancellation/${paid}/`, '{"reason":', 400],
      ['cancel: unknown booking', 'POST', '/api/products/booking/cancellation/999999/', {}, 404],
      ['cancel: signed out', 'POST', `/api/products/booking/cancellation/${paid}/`, {}, 401, 'anonymous'],
      // Payment state
      ['paid state: id not a number', 'GET', '/api/products/booking/paid/abc/', undefined, 400],
      ['paid state: zero id', 'GET', '/api/products/booking/paid/0/', undefined, 400],
      ['paid state: huge id', 'GET', `/api/products/booking/paid/${HUGE}/`, undefined, 400],
      ['paid state: unknown booking', 'GET', '/api/products/booking/paid/999999/', undefined, 404],
      ["paid state: other's booking", 'GET', `/api/products/booking/paid/${others.id}/`, undefined, 404],
      // The sandbox's card form
      ['pay: Luhn fails', 'PUT', `/api/products/bookings-pay/${held.id}/`, pay({ card_number: '4111111111111112' }), 400],
      ['pay: letters in the number', 'PUT', `/api/products/bookings-pay/${held.id}/`, pay({ card_number: '4111 abcd 1111 1111' }), 400],
      ['pay: too short', 'PUT', `/api/products/bookings-pay/${held.id}/`, pay({ card_number: '4242' }), 400],
      ['pay: expired last month', 'PUT', `/api/products/bookings-pay/${held.id}/`, pay({ expiry_month: 2, expiry_year: 2026 }), 400],
      ['pay: expiry year long past', 'PUT', `/api/products/bookings-pay/${held.id}/`, pay({ expiry_year: 1999 }), 400],
      ['pay: month 13', 'PUT', `/api/products/bookings-pay/${held.id}/`, pay({ expiry_month: 13 }), 400],
      ['pay: 2-digit CVC', 'PUT', `/api/products/bookings-pay/${held.id}/`, pay({ cvc: '12' }), 400],
      ['pay: letters in the CVC', 'PUT', `/api/products/bookings-pay/${held.id}/`, pay({ cvc: 'abc' }), 400],
      ['pay: no holder', 'PUT', `/api/products/bookings-pay/${held.id}/`, pay({}, 'holder'), 400],
      ['pay: empty holder', 'PUT', `/api/products/bookings-pay/${held.id}/`, pay({ holder: '' }), 400],
      ['pay: no checkout', 'PUT', `/api/products/bookings-pay/${held.id}/`, pay({}, 'checkout_id'), 400],
      ["pay: another booking's checkout", 'PUT', `/api/products/bookings-pay/${held.id}/`, pay({ checkout_id: paidCheckout }), 400],
      ["pay: other's checkout", 'PUT', `/api/products/bookings-pay/${held.id}/`, pay({ checkout_id: othersCheckout }), 400],
      ['pay: unknown checkout', 'PUT', `/api/products/bookings-pay/${held.id}/`, pay({ checkout_id: 'sbx_nope' }), 400],
      ["pay: other's booking", 'PUT', `/api/products/bookings-pay/${others.id}/`, pay({ checkout_id: othersCheckout }), 404],
      ['pay: huge id', 'PUT', `/api/products/bookings-pay/${HUGE}/`, pay({}), 400],
      // Rating
      ['rate: value 0', 'POST', `/api/products/rate/${paid}/`, { value: 0, content: 'Lovely' }, 400],
      ['rate: value 6', 'POST', `/api/products/rate/${paid}/`, { value: 6, content: 'Lovely' }, 400],
      ['rate: value "x"', 'POST', `/api/products/rate/${paid}/`, { value: 'x', content: 'Lovely' }, 400],
      ['rate: value 4.5', 'POST', `/api/products/rate/${paid}/`, { value: 4.5, content: 'Lovely' }, 400],
      ['rate: no value', 'POST', `/api/products/rate/${paid}/`, { content: 'Lovely' }, 400],
      ['rate: no content', 'POST', `/api/products/rate/${paid}/`, { value: 5 }, 400],
      ['rate: content too long', 'POST', `/api/products/rate/${paid}/`, { value: 5, content: 'x'.repeat(2001) }, 400],
      ['rate: huge id', 'POST', `/api/products/rate/${HUGE}/`, { value: 5, content: 'Lovely' }, 400],
      // Checkouts
      ['checkout: no booking', 'POST', '/api/payments/create-checkout/', {}, 400],
      ['checkout: string booking', 'POST', '/api/payments/create-checkout/', { booking_id: 'x' }, 400],
      ['checkout: huge booking', 'POST', '/api/payments/create-checkout/', { booking_id: HUGE }, 400],
      ['checkout: unknown kind', 'POST', '/api/payments/create-checkout/', { booking_id: held.id, kind: 'tip' }, 400],
      ['checkout: unknown brand', 'POST', '/api/payments/create-checkout/', { booking_id: held.id, brand: 'AMEX' }, 400],
      ['checkout: unknown booking', 'POST', '/api/payments/create-checkout/', { booking_id: 999_999 }, 404],
      ["checkout: other's booking", 'POST', '/api/payments/create-checkout/', { booking_id: others.id }, 404],
      ['checkout: extras with none added', 'POST', '/api/payments/create-checkout/', { booking_id: paid, kind: 'extra' }, 409],
      ['checkout: a paid booking again', 'POST', '/api/payments/create-checkout/', { booking_id: paid }, 409],
      // Verification
      ['verify: no parameters', 'GET', '/api/payments/verify-payment/', undefined, 400],
      [
        'verify: foreign resourcePath',
        'GET',
        `/api/payments/verify-payment/?resourcePath=${encodeURIComponent('https://evil.example/v1/checkouts/x/payment')}`,
        undefined,
        400,
      ],
      ['verify: checkout id too long', 'GET', `/api/payments/verify-payment/?checkout_id=${'x'.repeat(200)}`, undefined, 400],
      ['verify: unknown checkout', 'GET', '/api/payments/verify-payment/?checkout_id=sbx_nope', undefined, 404],
      ["verify: other's checkout", 'GET', `/api/payments/verify-payment/?checkout_id=${othersCheckout}`, undefined, 404],
      // Changing a held booking
      ['update: zero quantity', 'PUT', update, withEvent(0), 400],
      ['update: huge quantity', 'PUT', update, withEvent(1_000_000), 400],
      ['update: above the maximum', 'PUT', update, withEvent(11), 400],
      ['update: huge event date id', 'PUT', update, withEvent(1, HUGE), 400],
      ['update: zero guests', 'PUT', update, { ...held.body, persons_max_num: 0 }, 400],
      ['update: too many guests', 'PUT', update, { ...held.body, persons_max_num: 9 }, 400],
      ['update: huge hut id', 'PUT', update, { ...stay(HUGE, '2026-04-01', '2026-04-04'), status: 'confirmed' }, 400],
      ['update: dates in the past', 'PUT', update, { ...stay(hutId, '2026-02-10', '2026-02-12'), status: 'confirmed' }, 400],
      ['update: check-out before check-in', 'PUT', update, { ...stay(hutId, '2026-04-04', '2026-04-01'), status: 'confirmed' }, 400],
      ['update: same-day stay', 'PUT', update, { ...stay(hutId, '2026-04-04', '2026-04-04'), status: 'confirmed' }, 400],
      ['update: not a date', 'PUT', update, { ...stay(hutId, 'tomorrow', '2026-04-04'), status: 'confirmed' }, 400],
      ['update: status paid', 'PUT', update, { ...held.body, status: 'paid' }, 400],
      ['update: id not a number', 'PUT', '/api/products/booking/update/abc/', held.body, 400],
      ['update: unknown booking', 'PUT', '/api/products/booking/update/999999/', held.body, 404],
      ["update: other's booking", 'PUT', `/api/products/booking/update/${others.id}/`, { ...others.body, status: 'confirmed' }, 404],
    ],
    [held.id, paid, others.id],
  );
  expect(await statusOf(held.id)).toBe('confirmed');
  expect(mailer.sent).toHaveLength(0);
});

test('refused transitions: extras unpaid or after the stay, cancel twice, pay a lapsed hold, confirm another guest’s booking', async () => {
  const { serviceId, dateId } = await makeServiceDate(t.db, '2026-05-02', 10);
  const extra = (booking: number) => ({ booking, tickets: [{ service: serviceId, date: dateId, quantity: 1, is_extra: true }] });

  // Extras on an unpaid booking: pending, then held.
  const pending = (await call('POST', '/api/products/booking/', stay(hutId, '2026-05-01', '2026-05-03'))).json().id as number;
  const held = await heldBooking('2026-05-05', '2026-05-07');
  await expectRefusedWithoutWrites(
    [
      ['extras on a pending booking', 'POST', '/api/products/service-tickets/extra/', extra(pending), 409],
      ['extras on a held, unpaid booking', 'POST', '/api/products/service-tickets/extra/', extra(held.id), 409],
    ],
    [pending, held.id],
  );

  // Extras once the stay has ended: on the check-out day after check-out time (12:00 resort time), and later.
  const ended = await paidBooking('2026-05-01', '2026-05-03');
  expect((await call('POST', '/api/products/service-tickets/extra/', extra(ended))).statusCode).toBe(201); // the same request during the stay
  clock.set('2026-05-03T09:30:00.000Z'); // 12:30 in Riyadh
  await expectRefusedWithoutWrites(
    [['extras after check-out', 'POST', '/api/products/service-tickets/extra/', extra(ended), 409]],
    [ended],
  );
  clock.set('2026-05-10T09:00:00.000Z');
  await expectRefusedWithoutWrites(
    [['extras a week after the stay', 'POST', '/api/products/service-tickets/extra/', extra(ended), 409]],
    [ended],
  );
  clock.set(START);

  // Cancel twice: the second is refused and refunds nothing more.
  const twice = await paidBooking('2026-05-20', '2026-05-22');
  mailer.clear();
  expect((await call('POST', `/api/products/booking/cancellation/${twice}/`, { reason: 'plans changed' })).json()).toMatchObject({
    status: 'refunded',
  });
  await expectRefusedWithoutWrites(
    [['cancel twice', 'POST', `/api/products/booking/cancellation/${twice}/`, { reason: 'again' }, 409]],
    [twice],
  );
  expect(mailer.sent).toHaveLength(2); // the refund with its credit note, and the cancellation: once each

  // Pay a hold that lapsed: no charge, no payment, the booking is not paid.
  const lapsed = await heldBooking('2026-05-25', '2026-05-27');
  const checkout = (await call('POST', '/api/payments/create-checkout/', { booking_id: lapsed.id })).json().checkout_id as string;
  clock.advance((t.config.holdMinutes + 1) * 60_000);
  await expectRefusedWithoutWrites(
    [
      ['pay a lapsed hold', 'PUT', `/api/products/bookings-pay/${lapsed.id}/`, { ...CARD, checkout_id: checkout }, 409],
      ['checkout for a lapsed hold', 'POST', '/api/payments/create-checkout/', { booking_id: lapsed.id }, 409],
    ],
    [lapsed.id],
  );
  expect((await call('GET', `/api/products/booking/paid/${lapsed.id}/`)).json()).toMatchObject({ is_paid: false, paid: '0.00' });
  expect((await call('GET', `/api/payments/verify-payment/?checkout_id=${checkout}`)).json()).toMatchObject({
    success: false,
    status: 'pending',
  });

  // Confirm another guest's booking: 404, and it stays as it was.
  const theirs = (await call('POST', '/api/products/booking/', stay(hutId, '2026-06-01', '2026-06-03'), 'other')).json().id as number;
  await expectRefusedWithoutWrites(
    [
      [
        "confirm another guest's booking",
        'PUT',
        `/api/products/booking/update/${theirs}/`,
        { ...stay(hutId, '2026-06-01', '2026-06-03'), status: 'confirmed' },
        404,
      ],
    ],
    [theirs],
  );
  expect(await statusOf(theirs)).toBe('pending');
});

test('a lapsed hold: free for every read before the sweeper, expired after it', async () => {
  const hut = (await makeHut(t.db)).id;
  const { eventId, dateId } = await makeEventDate(t.db, '2026-03-11', 3);
  mailer.clear();
  const events = [{ event: eventId, date: dateId, quantity: 3 }];
  const body = stay(hut, '2026-03-10', '2026-03-13', { events });
  const nights = ['2026-03-10', '2026-03-11', '2026-03-12'];
  const free = async () => (await nightsOf(hut, '2026-03-10', '2026-03-12')).map((night) => night.available);

  // Held: the nights and every seat are gone.
  const first = await heldBooking('2026-03-10', '2026-03-13', { events }, 'guest', hut);
  expect(await free()).toEqual(nights.map(() => false));
  expect(await seatsLeft(eventId, dateId)).toBe(0);

  // One minute past HOLD_MINUTES, before any sweep: reads already count the hold as free.
  clock.advance((t.config.holdMinutes + 1) * 60_000);
  expect(await statusOf(first.id)).toBe('confirmed');
  expect(await free()).toEqual(nights.map(() => true));
  expect(await seatsLeft(eventId, dateId)).toBe(3);
  // Another guest can hold the same nights and every seat.
  const rival = await heldBooking('2026-03-10', '2026-03-13', { events }, 'other', hut);
  expect(await statusOf(first.id)).toBe('expired');
  expect(await seatsLeft(eventId, dateId)).toBe(0);
  // The first guest cannot take them back.
  const again = await call('PUT', `/api/products/booking/update/${first.id}/`, { ...body, status: 'confirmed' });
  expectContractRefusal(again, 409, 're-confirm after losing the nights');

  // The rival's hold lapses too; this time the sweeper runs.
  clock.advance((t.config.holdMinutes + 1) * 60_000);
  const swept = await t.app.bookingJobs.runOnce();
  expect(swept.expired).toBeGreaterThanOrEqual(1);
  expect(await statusOf(rival.id)).toBe('expired');
  expect((await call('GET', `/api/products/bookings/${rival.id}/`, undefined, 'other')).json()).toMatchObject({
    status: 'expired',
    hold_expires_at: null,
  });
  expect(await free()).toEqual(nights.map(() => true));
  expect(await seatsLeft(eventId, dateId)).toBe(3);
  // A second pass changes nothing (several instances may run it).
  expect((await t.app.bookingJobs.runOnce()).expired).toBe(0);
  // And the nights can be held again.
  expect((await call('PUT', `/api/products/booking/update/${first.id}/`, { ...body, status: 'confirmed' })).json()).toMatchObject({
    status: 'confirmed',
  });
  expect(mailer.sent).toHaveLength(0);
});
