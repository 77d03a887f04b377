import { sql } from 'drizzle-orm';
import { hutClosedNights, hutPriceRanges } from '../../src/server/db/schema';
import { rows } from '../../src/server/db/sql';
import { eq } from 'drizzle-orm';
import { makeEventDate, makeHut, stay } from '../helpers/server/booking';
import { memoryMailer } from '../helpers/server/mail';
import { auditRows, staffCaller, tableCounts } from '../helpers/server/dashboard';
import { createTestApp, makeUser, type TestApp } from '../helpers/server/testApp';
import { createTestClock } from '../helpers/server/testClock';

// 2026-03-01 12:00 in Riyadh (a Sunday). April 2026: the 6th is a Monday; Friday and Saturday nights cost 650.00,
// the others 500.00 (makeHut). Check-in 15:00, full refund until 48 hours before it, guests change until 48 hours before.
const clock = createTestClock('2026-03-01T09:00:00.000Z');
const mailer = memoryMailer();
let t: TestApp;
type User = Parameters<TestApp['tokenFor']>[0];
let guest: User;
let other: User;
let staff: ReturnType<typeof staffCaller>;
let admin: User;
const CARD = { card_number: '4111 1111 1111 1111', expiry_month: 12, expiry_year: 2030, cvc: '123', holder: 'Huda' };

const as =
  (user: () => User) =>
  (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, lang: 'en' | 'ar' = 'en') =>
    t.app.inject({ method, url, payload, headers: { authorization: `Bearer ${t.tokenFor(user())}`, 'accept-language': lang } });
const asGuest = as(() => guest);
const asOther = as(() => other);

async function paidBooking(hut: number, from: string, to: string, call = asGuest, extra: Record<string, unknown> = {}) {
  const created = await call('POST', '/api/products/booking/', stay(hut, from, to, extra));
  expect(created.statusCode).toBe(201);
  const id = created.json().id as number;
  expect(
    (await call('PUT', `/api/products/booking/update/${id}/`, { ...stay(hut, from, to, extra), status: 'confirmed' })).statusCode,
  ).toBe(200);
  const checkout = await call('POST', '/api/payments/create-checkout/', { booking_id: id });
  const pay = await call('PUT', `/api/products/bookings-pay/${id}/`, { checkout_id: checkout.json().checkout_id, ...CARD });
  expect(pay.json()).toMatchObject({ status: 'paid', is_paid: true });
  return id;
}

const booking = async (id: number) =>
  (
    await rows<{ hut_id: number; date_from: string; date_to: string; total: string; paid: string; change_seq: number; status: string }>(
      t.db,
      sql`SELECT hut_id, to_char(lower(stay), 'YYYY-MM-DD') AS date_from, to_char(upper(stay), 'YYYY-MM-DD') AS date_to,
        total::text AS total, paid::text AS paid, change_seq, status::text AS status FROM bookings WHERE id = ${id}::int`,
    )
  )[0];
const refundsOf = (id: number) =>
  rows<{ amount: string; status: string }>(
    t.db,
    sql`SELECT to_char(amount_halalas / 100.0, 'FM999990.00') AS amount, status FROM refund_requests WHERE booking_id = ${id}::int`,
  );

beforeAll(async () => {
  t = await createTestApp({ clock, mailer });
  guest = await makeUser(t.db, { language: 'en' });
  other = await makeUser(t.db);
  admin = await makeUser(t.db, { role: 'admin', fullName: 'Desk Staff' });
  staff = staffCaller(t, admin);
});
afterAll(() => t.close());
beforeEach(() => mailer.clear());

test('a longer stay is a charge: the guest pays the difference, then the booking moves (e-mail, .ics SEQUENCE, audit)', async () => {
  const hut = (await makeHut(t.db)).id;
  const id = await paidBooking(hut, '2026-04-06', '2026-04-08'); // Mon + Tue: 1000.00
  mailer.clear();
  const priced = await asGuest('POST', `/api/products/bookings/${id}/change/`, { date_to: '2026-04-11', dry_run: true });
  expect(priced.statusCode).toBe(200);
  // Wed 500 + Thu 500 + Fri 650 more: 1650.00.
  expect(priced.json()).toMatchObject({ status: 'priced', difference: { amount: '1650.00', direction: 'charge', refund: '0.00' } });
  expect(priced.json().booking.dates).toMatchObject({ date_from: '2026-04-06', date_to: '2026-04-11', nights: 5 });
  expect(priced.json().checkout_id).toBeUndefined();
  expect(await booking(id)).toMatchObject({ date_to: '2026-04-08', total: '1000.00', change_seq: 0 });

  const asked = await asGuest('POST', `/api/products/bookings/${id}/change/`, { date_to: '2026-04-11' });
  expect(asked.statusCode).toBe(200);
  expect(asked.json()).toMatchObject({ status: 'awaiting_payment', difference: { amount: '1650.00', direction: 'charge' } });
  const checkoutId = asked.json().checkout_id as string;
  expect(checkoutId).toEqual(expect.any(String));
  const waiting = await asGuest('GET', `/api/products/bookings/${id}/change/`);
  expect(waiting.json()).toMatchObject({ amount: '1650.00', date_from: '2026-04-06', date_to: '2026-04-11', hut });
  expect((await asOther('GET', `/api/products/bookings/${id}/change/`)).statusCode).toBe(404);
  // Until paid, the booking keeps its old nights and total.
  expect(await booking(id)).toMatchObject({ date_to: '2026-04-08', total: '1000.00', paid: '1000.00' });
  // The existing payment path: create-checkout kind "change" hands out the same checkout, for the difference.
  const again = await asGuest('POST', '/api/payments/create-checkout/', { booking_id: id, kind: 'change' });
  expect(again.json()).toMatchObject({ checkout_id: checkoutId, amount: '1650.00' });

  const pay = await asGuest('PUT', `/api/products/bookings-pay/${id}/`, { checkout_id: checkoutId, ...CARD });
  expect(pay.statusCode).toBe(200);
  expect(pay.json()).toMatchObject({ status: 'paid', is_paid: true, paid: '2650.00', not_paid: '0.00' });
  expect(await booking(id)).toMatchObject({ date_from: '2026-04-06', date_to: '2026-04-11', total: '2650.00', change_seq: 1 });
  expect((await asGuest('GET', `/api/products/bookings/${id}/change/`)).statusCode).toBe(404);

  const mail = await mailer.lastTo(
    (await rows<{ email: string }>(t.db, sql`SELECT email FROM users WHERE id = ${guest.id}::int`))[0].email,
  );
  expect(mail.subject).toMatch(/^Your Ken Resort booking is changed · KEN-/);
  expect(mail.text).toContain('Paid for the change: SAR');
  const ics = mail.attachments!.find((a) => a.filename.endsWith('.ics'))!.content.toString();
  expect(ics).toMatch(new RegExp(`UID:booking-${id}-KEN-\\w+@kenresort.sa`));
  expect(ics).toContain('SEQUENCE:1');
  expect(ics).toContain('DTEND:20260411T0900');
  expect(mail.attachments!.some((a) => a.filename.endsWith('.pdf'))).toBe(true);
  const audit = (await auditRows(t, 'bookings')).filter((row) => row.action === 'change' && row.entity_id === String(id));
  expect(audit).toHaveLength(1);
  expect(audit[0]).toMatchObject({ actor_id: guest.id, after: { date_to: '2026-04-11', direction: 'charge', amount: '1650.00' } });
  // The staff timeline shows it.
  const detail = await staff('GET', `/api/dashboard/bookings/${id}/`);
  expect(detail.json().timeline.some((e: { kind: string; action: string }) => e.kind === 'audit' && e.action === 'change')).toBe(true);
});

test('a shorter stay is refunded per the cancellation policy: in full before the deadline, nothing after it', async () => {
  const hut = (await makeHut(t.db)).id;
  const id = await paidBooking(hut, '2026-04-06', '2026-04-09'); // 1500.00
  const shorter = await asGuest('POST', `/api/products/bookings/${id}/change/`, { date_to: '2026-04-07' });
  expect(shorter.statusCode).toBe(200);
  expect(shorter.json()).toMatchObject({ status: 'applied', difference: { amount: '1000.00', direction: 'refund', refund: '1000.00' } });
  expect(await booking(id)).toMatchObject({ date_to: '2026-04-07', total: '500.00', paid: '1500.00', change_seq: 1 });
  expect(await refundsOf(id)).toEqual([{ amount: '1000.00', status: 'succeeded' }]);
  const mail = mailer.sent.at(-1)!;
  expect(mail.text).toContain('Refunded for the change: SAR');
  expect(mail.attachments!.find((a) => a.filename.endsWith('.ics'))!.content.toString()).toContain('SEQUENCE:1');

  // Check-in tomorrow 15:00: past the 48-hour deadline. Staff shorten it: the lower price is not given back.
  const soon = await paidBooking(hut, '2026-03-02', '2026-03-04');
  const late = await staff('POST', `/api/dashboard/bookings/${soon}/change/`, { date_to: '2026-03-03' });
  expect(late.statusCode).toBe(200);
  expect(late.json()).toMatchObject({ difference: { amount: '500.00', direction: 'refund', refund: '0.00' } });
  expect(await refundsOf(soon)).toEqual([]);
  expect(mailer.sent.at(-1)!.text).toContain('The cancellation policy gives no refund');
});

test('another hut at today’s prices; staff moves are audited with the staff member', async () => {
  const from = (await makeHut(t.db)).id;
  const to = (await makeHut(t.db, '2026-03-01', 120, { title: 'Lagoon Villa' })).id;
  await t.db.update(hutPriceRanges).set({ price: '800.00', weekendPrice: '900.00' }).where(eq(hutPriceRanges.hutId, to));
  const id = await paidBooking(from, '2026-04-06', '2026-04-08');
  const priced = await staff('POST', `/api/dashboard/bookings/${id}/change/`, { hut: to, dry_run: true });
  expect(priced.json()).toMatchObject({ difference: { amount: '600.00', direction: 'charge' } });
  expect(priced.json().booking.hut).toMatchObject({ id: to, title: 'Lagoon Villa' });
  const moved = await staff('POST', `/api/dashboard/bookings/${id}/change/`, { hut: to });
  expect(moved.json()).toMatchObject({ status: 'applied', difference: { amount: '600.00', direction: 'charge' } });
  expect(moved.json().checkout_id).toBeUndefined();
  // Staff changes are made at once: the difference is left to pay on the booking.
  expect(moved.json().booking).toMatchObject({ total_price: '1600.00', paid: '1000.00', not_paid: '600.00', status: 'paid' });
  const audit = (await auditRows(t, 'bookings')).filter((row) => row.action === 'change' && row.entity_id === String(id));
  expect(audit[0]).toMatchObject({ actor_id: admin.id, before: { hut: from }, after: { hut: to, by: 'staff' } });
});

test('dry_run writes nothing', async () => {
  const hut = (await makeHut(t.db)).id;
  const id = await paidBooking(hut, '2026-04-06', '2026-04-08');
  mailer.clear();
  const tables = ['bookings', 'booking_changes', 'audit_log', 'payment_transactions', 'refund_requests', 'booking_mails'] as const;
  const before = { counts: await tableCounts(t, tables), row: await booking(id) };
  for (const body of [{ date_to: '2026-04-07' }, { date_to: '2026-04-12' }, { hut, persons_max_num: 3 }]) {
    expect((await asGuest('POST', `/api/products/bookings/${id}/change/`, { ...body, dry_run: true })).statusCode).toBe(200);
    expect((await staff('POST', `/api/dashboard/bookings/${id}/change/`, { ...body, dry_run: true })).statusCode).toBe(200);
  }
  expect({ counts: await tableCounts(t, tables), row: await booking(id) }).toEqual(before);
  expect(mailer.sent).toHaveLength(0);
});

test('refusals say why, in the caller’s language: policy, nights taken, closed, capacity, nothing changed, not theirs', async () => {
  const hut = (await makeHut(t.db)).id;
  const id = await paidBooking(hut, '2026-04-06', '2026-04-08');
  await paidBooking(hut, '2026-04-13', '2026-04-15', asOther);
  const taken = await asGuest('POST', `/api/products/bookings/${id}/change/`, { date_from: '2026-04-12', date_to: '2026-04-14' });
  expect(taken.statusCode).toBe(409);
  expect(taken.json()).toMatchObject({
    reason: 'nights_taken',
    detail: 'These nights are already booked in this hut. Choose other dates or another hut.',
  });
  const takenAr = await asGuest('POST', `/api/products/bookings/${id}/change/`, { date_from: '2026-04-12', date_to: '2026-04-14' }, 'ar');
  expect(takenAr.json().detail).toBe('هذه الليالي محجوزة في هذا الكوخ. اختر تواريخ أخرى أو كوخًا آخر.');
  await t.db.insert(hutClosedNights).values({ hutId: hut, dateFrom: '2026-04-20', dateTo: '2026-04-21' } as never);
  const closed = await staff('POST', `/api/dashboard/bookings/${id}/change/`, { date_from: '2026-04-19', date_to: '2026-04-22' });
  expect(closed.json()).toMatchObject({ reason: 'closed' });
  expect(closed.statusCode).toBe(409);
  const capacity = await asGuest('POST', `/api/products/bookings/${id}/change/`, { persons_max_num: 9 }, 'ar');
  expect(capacity.statusCode).toBe(400);
  expect(capacity.json().persons_max_num[0]).toMatch(/٤|4/);
  const nothing = await asGuest('POST', `/api/products/bookings/${id}/change/`, { date_to: '2026-04-08' });
  expect(nothing.statusCode).toBe(400);
  expect(nothing.json().non_field_errors).toBeDefined();
  expect((await asOther('POST', `/api/products/bookings/${id}/change/`, { date_to: '2026-04-09' })).statusCode).toBe(404);
  // Check-in tomorrow: inside the 48 hours before it, guests call the resort (staff still can).
  const soon = await paidBooking(hut, '2026-03-02', '2026-03-03');
  const late = await asGuest('POST', `/api/products/bookings/${soon}/change/`, { date_to: '2026-03-04', dry_run: true });
  expect(late.statusCode).toBe(409);
  expect(late.json()).toMatchObject({
    reason: 'policy',
    detail: 'Changes are possible until 48 hours before check-in. Please contact the resort.',
  });
  // The hours are the resort's setting, edited in the back office (versioned, audited).
  const policy = await staff('GET', '/api/dashboard/settings/booking-policy/');
  expect(policy.json()).toEqual({ guest_change_hours: 48, version: 1 });
  const set = await staff('PUT', '/api/dashboard/settings/booking-policy/', { guest_change_hours: 12, version: 1 });
  expect(set.json()).toEqual({ guest_change_hours: 12, version: 2 });
  expect((await staff('PUT', '/api/dashboard/settings/booking-policy/', { guest_change_hours: 24, version: 1 })).json()).toMatchObject({
    code: 'stale',
  });
  expect((await asGuest('PUT', '/api/dashboard/settings/booking-policy/', { guest_change_hours: 0, version: 2 })).statusCode).toBe(403);
  expect((await asGuest('POST', `/api/products/bookings/${soon}/change/`, { date_to: '2026-03-04', dry_run: true })).statusCode).toBe(200);
  expect((await staff('PUT', '/api/dashboard/settings/booking-policy/', { guest_change_hours: 48, version: 2 })).statusCode).toBe(200);
  expect((await auditRows(t, 'bookings')).filter((row) => row.entity_type === 'booking_policy')).toHaveLength(2);
  expect((await staff('POST', `/api/dashboard/bookings/${soon}/change/`, { date_to: '2026-03-04', dry_run: true })).statusCode).toBe(200);
  // Without a token: 401 before the body is read; a guest on the staff route: 403.
  expect((await t.app.inject({ method: 'POST', url: `/api/dashboard/bookings/${id}/change/`, payload: {} })).statusCode).toBe(401);
  expect((await asGuest('POST', `/api/dashboard/bookings/${id}/change/`, { date_to: '2026-04-09' })).statusCode).toBe(403);
  expect(await booking(id)).toMatchObject({ date_from: '2026-04-06', date_to: '2026-04-08', change_seq: 0 });
});

test('two staff moving two bookings into the same nights: exactly one wins, the other keeps its nights', async () => {
  const [a, b, target] = [(await makeHut(t.db)).id, (await makeHut(t.db)).id, (await makeHut(t.db)).id];
  const first = await paidBooking(a, '2026-05-04', '2026-05-06');
  const second = await paidBooking(b, '2026-05-04', '2026-05-06', asOther);
  const otherAdmin = staffCaller(t, await makeUser(t.db, { role: 'admin' }));
  const answers = await Promise.all([
    staff('POST', `/api/dashboard/bookings/${first}/change/`, { hut: target }),
    otherAdmin('POST', `/api/dashboard/bookings/${second}/change/`, { hut: target }),
  ]);
  expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
  const [{ n }] = await rows<{ n: number }>(t.db, sql`SELECT count(*)::int AS n FROM bookings WHERE hut_id = ${target}::int`);
  expect(n).toBe(1);
  const loser = answers[0].statusCode === 409 ? first : second;
  expect(await booking(loser)).toMatchObject({ hut_id: loser === first ? a : b, date_from: '2026-05-04', change_seq: 0 });
});

test('a guest change racing a new booking of the same nights: exactly one wins', async () => {
  for (let round = 0; round < 3; round += 1) {
    const hut = (await makeHut(t.db)).id;
    const id = await paidBooking(hut, '2026-05-11', '2026-05-13'); // Mon + Tue
    const created = await asOther('POST', '/api/products/booking/', stay(hut, '2026-05-18', '2026-05-20'));
    const [change, hold] = await Promise.all([
      asGuest('POST', `/api/products/bookings/${id}/change/`, { date_from: '2026-05-18', date_to: '2026-05-20' }), // same price: applied
      asOther('PUT', `/api/products/booking/update/${created.json().id}/`, {
        ...stay(hut, '2026-05-18', '2026-05-20'),
        status: 'confirmed',
      }),
    ]);
    expect([change.statusCode, hold.statusCode].sort()).toEqual([200, 409]);
    const [{ n }] = await rows<{ n: number }>(
      t.db,
      sql`SELECT count(*)::int AS n FROM bookings WHERE hut_id = ${hut}::int AND status IN ('paid', 'confirmed') AND stay && daterange('2026-05-18', '2026-05-20')`,
    );
    expect(n).toBe(1);
    if (change.statusCode === 409) expect(await booking(id)).toMatchObject({ date_from: '2026-05-11', date_to: '2026-05-13' });
  }
});

test('a change that fails half-way keeps the old nights and tickets; a paid change whose nights went meanwhile is refunded', async () => {
  const hut = (await makeHut(t.db)).id;
  const { eventId, dateId } = await makeEventDate(t.db, '2026-06-02', 10, '100.00');
  const id = await paidBooking(hut, '2026-06-01', '2026-06-03', asGuest, { events: [{ event: eventId, date: dateId, quantity: 1 }] });
  await paidBooking(hut, '2026-06-08', '2026-06-10', asOther);
  // The ticket (2 June) is outside the new nights: dropping it is written first, then the move fails on the constraint.
  const failed = await staff('POST', `/api/dashboard/bookings/${id}/change/`, { date_from: '2026-06-07', date_to: '2026-06-09' });
  expect(failed.statusCode).toBe(409);
  const [ticket] = await rows<{ cancelled_at: string | null }>(
    t.db,
    sql`SELECT cancelled_at::text FROM booking_tickets WHERE booking_id = ${id}::int`,
  );
  expect(ticket.cancelled_at).toBeNull();
  expect(await booking(id)).toMatchObject({ date_from: '2026-06-01', date_to: '2026-06-03', change_seq: 0 });

  // Moved to other free nights, the ticket is flagged for the guest to choose again and its price comes off.
  const priced = await asGuest('POST', `/api/products/bookings/${id}/change/`, {
    date_from: '2026-06-15',
    date_to: '2026-06-17',
    dry_run: true,
  });
  expect(priced.json()).toMatchObject({
    difference: { amount: '100.00', direction: 'refund' },
    tickets_to_choose_again: [{ date: '2026-06-02' }],
  });

  // A longer stay waits for payment; another guest books the new nights meanwhile; the payment is refunded.
  const asked = await asGuest('POST', `/api/products/bookings/${id}/change/`, { date_to: '2026-06-05' });
  expect(asked.json().status).toBe('awaiting_payment');
  await paidBooking(hut, '2026-06-04', '2026-06-05', asOther);
  const pay = await asGuest('PUT', `/api/products/bookings-pay/${id}/`, { checkout_id: asked.json().checkout_id, ...CARD });
  expect(pay.statusCode).toBe(409);
  expect(await booking(id)).toMatchObject({ date_from: '2026-06-01', date_to: '2026-06-03', paid: '1100.00', change_seq: 0 });
  expect(await refundsOf(id)).toEqual([{ amount: '1000.00', status: 'succeeded' }]);
  const [change] = await rows<{ status: string }>(
    t.db,
    sql`SELECT status FROM booking_changes WHERE booking_id = ${id}::int ORDER BY id DESC LIMIT 1`,
  );
  expect(change.status).toBe('failed');
});
