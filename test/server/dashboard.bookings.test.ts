import { sql } from 'drizzle-orm';
import { promoCodeHuts, promoCodes } from '../../src/server/db/schema';
import { csvField } from '../../src/server/modules/bookings/csv';
import { cancelSessionTickets } from '../../src/server/modules/bookings/store';
import { rows } from '../../src/server/db/sql';
import { makeEventDate, makeHut, stay } from '../helpers/server/booking';
import { staffCaller, tableCounts } from '../helpers/server/dashboard';
import { memoryMailer } from '../helpers/server/mail';
import { createTestApp, makeUser, type TestApp } from '../helpers/server/testApp';
import { createTestClock } from '../helpers/server/testClock';

// 2026-03-01 12:00 in Riyadh.
const clock = createTestClock('2026-03-01T09:00:00.000Z');
const mailer = memoryMailer();
let t: TestApp;
let staff: ReturnType<typeof staffCaller>;
let hutId: number;
let guestRow: Parameters<TestApp['tokenFor']>[0];
let guestEmail: string;

async function paidBooking(from: string, to: string, extra: Record<string, unknown> = {}, hut = hutId) {
  const guest = staffCaller(t, guestRow);
  const id = (await guest('POST', '/api/products/booking/', stay(hut, from, to, extra))).json().id as number;
  expect(
    (await guest('PUT', `/api/products/booking/update/${id}/`, { ...stay(hut, from, to, extra), status: 'confirmed' })).statusCode,
  ).toBe(200);
  const checkout = (await guest('POST', '/api/payments/create-checkout/', { booking_id: id })).json();
  const pay = await guest('PUT', `/api/products/bookings-pay/${id}/`, {
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

const refundRows = (id: number) =>
  rows<{ amount: string; status: string }>(
    t.db,
    sql`SELECT amount::text AS amount, status::text AS status FROM payment_transactions WHERE booking_id = ${id}::int AND kind = 'refund' ORDER BY id`,
  );

beforeAll(async () => {
  t = await createTestApp({ clock, mailer });
  const admin = await makeUser(t.db, { role: 'admin', fullName: 'Omar Gate' });
  staff = staffCaller(t, admin);
  const guest = await makeUser(t.db, { fullName: 'هدى العتيبي', phone: '+966501234567', language: 'ar' });
  guestRow = guest;
  guestEmail = guest.email;
  hutId = (await makeHut(t.db)).id;
}, 120_000);
afterAll(() => t?.close());

it('lists, searches, filters and exports bookings; arrivals of a day; refuses guests', async () => {
  const [promo] = await t.db.insert(promoCodes).values({ code: 'Reef10', percentage: 10 }).returning();
  await t.db.insert(promoCodeHuts).values({ promoCodeId: promo.id, hutId });
  const id = await paidBooking('2026-03-02', '2026-03-04', { promocode: 'REEF10' });
  const code = (await staff('GET', `/api/dashboard/bookings/${id}/`)).json().booking.code as string;
  expect(
    (await staff('GET', `/api/dashboard/bookings/?q=${encodeURIComponent('هدى')}`)).json().results.map((r: { id: number }) => r.id),
  ).toContain(id);
  expect(
    (
      await staff(
        'GET',
        `/api/dashboard/bookings/?q=${code.toLowerCase()}&status=paid&payment=paid&hut=${hutId}&stay_from=2026-03-03&stay_to=2026-03-03`,
      )
    ).json(),
  ).toMatchObject({
    count: 1,
    results: [
      {
        code,
        guest: { phone: '+966501234567' },
        promocode: 'Reef10',
        discount: '100.00',
        total: '900.00',
        paid: '900.00',
        refunded: '0.00',
        not_paid: '0.00',
      },
    ],
  });
  expect((await staff('GET', '/api/dashboard/bookings/?payment=unpaid')).json().results.map((r: { id: number }) => r.id)).not.toContain(id);
  expect((await staff('GET', '/api/dashboard/bookings/?stay_from=2026-03-10')).json().count).toBe(0);
  expect((await staff('GET', '/api/dashboard/bookings/?sort=bogus')).statusCode).toBe(400);

  const arrivals = (await staff('GET', '/api/dashboard/bookings/arrivals/?date=2026-03-02')).json();
  expect(arrivals).toMatchObject({ date: '2026-03-02', today: '2026-03-01', results: [{ id }] });
  expect((await staff('GET', '/api/dashboard/bookings/departures/')).json()).toMatchObject({ date: '2026-03-01', results: [] });

  const csv = await staff('GET', `/api/dashboard/bookings/export.csv?q=${code}`, undefined, 'ar');
  expect(csv.headers['content-type']).toContain('text/csv');
  expect(csv.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
  const lines = csv.body
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n');
  const [header, row] = lines.map((line) => line.split(','));
  const column = (name: string) => row[header.indexOf(name)];
  expect(header[0]).toBe('الرمز');
  // Words in Arabic, the phone as it is (no apostrophe), the promo code, discount and VAT, the time on the resort's clock (12:00 in Riyadh).
  expect(row.slice(0, 5)).toEqual([code, 'مدفوع', 'هدى العتيبي', guestEmail, '+966501234567']);
  expect([column('رمز الخصم'), column('الخصم'), column('ضريبة القيمة المضافة (مشمولة)'), column('الإجمالي')]).toEqual([
    'Reef10',
    '100.00',
    '117.39',
    '900.00',
  ]);
  expect([column('لم يحضر'), column('تاريخ الإنشاء (بتوقيت المنتجع)')]).toEqual(['لا', '2026-03-01 12:00']);
  const english = (await staff('GET', `/api/dashboard/bookings/export.csv?q=${code}`)).body
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n')[1];
  expect(english).toContain(`${code},Paid,هدى العتيبي,${guestEmail},+966501234567,`);
  expect(english).toMatch(/,Reef10,100\.00,117\.39,900\.00,.*,no,2026-03-01 12:00$/);

  const guest = staffCaller(t, guestRow);
  expect((await guest('GET', '/api/dashboard/bookings/')).statusCode).toBe(403);
});

it('a CSV field that a spreadsheet would run as a formula is defused, a phone number is left as it is', () => {
  expect(csvField('+966501234567', 'phone')).toBe('+966501234567');
  expect(csvField('+966501234567')).toBe(`"'+966501234567"`);
  expect(csvField('+1+SUM(A1)', 'phone')).toBe(`"'+1+SUM(A1)"`);
  expect(csvField('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
});

it('after the gate checks a guest in, the arrivals card and the booking say when and by whom', async () => {
  const id = await paidBooking('2026-03-01', '2026-03-03', {}, (await makeHut(t.db)).id);
  const arrival = async () =>
    ((await staff('GET', '/api/dashboard/bookings/arrivals/')).json().results as { id: number; checked_in: unknown }[]).find(
      (row) => row.id === id,
    );
  expect(await arrival()).toMatchObject({ checked_in: null });
  expect((await staff('GET', `/api/dashboard/bookings/${id}/`)).json()).toMatchObject({ checked_in: null });
  expect((await staff('POST', `/api/dashboard/checkin/bookings/${id}/check-in/`)).statusCode).toBe(200);
  const checkedIn = { at: '2026-03-01T09:00:00.000Z', by: 'Omar Gate' };
  expect(await arrival()).toMatchObject({ checked_in: checkedIn });
  expect((await staff('GET', `/api/dashboard/bookings/${id}/`)).json()).toMatchObject({ checked_in: checkedIn });
});

it('partial refunds up to what was paid, one more refused (app and database), the guest sees it and is e-mailed in Arabic', async () => {
  const id = await paidBooking('2026-03-05', '2026-03-06');
  const detail = (await staff('GET', `/api/dashboard/bookings/${id}/`)).json();
  expect(detail).toMatchObject({ refundable: '500.00', booking: { paid: '500.00' } });
  mailer.clear();
  expect((await staff('POST', `/api/dashboard/bookings/${id}/refund/`, { amount: '0', reason: 'x' })).statusCode).toBe(400);
  const first = await staff('POST', `/api/dashboard/bookings/${id}/refund/`, {
    amount: '200',
    reason: 'Noisy AC',
    refunded_before: '0.00',
  });
  // Recorded and answered at once: pending until the refund worker has sent it.
  expect(first.json()).toMatchObject({
    refundable: '300.00',
    refunds_asked: '200.00',
    booking: { refunded: '0.00', refund_pending: true, refund_status: 'pending', status: 'paid' },
  });
  // The same click again (what it saw refunded is out of date): refused, nothing given twice.
  const again = await staff('POST', `/api/dashboard/bookings/${id}/refund/`, {
    amount: '200',
    reason: 'Noisy AC',
    refunded_before: '0.00',
  });
  expect(again.json()).toMatchObject({ code: 'stale' });
  expect((await staff('POST', `/api/dashboard/bookings/${id}/refund/`, { amount: '300.00', reason: 'Rest' })).json()).toMatchObject({
    refundable: '0.00',
    booking: { refunded: '0.00' },
  });
  expect(mailer.sent.filter((m) => m.to === guestEmail)).toHaveLength(0);
  expect(await t.app.refundJobs.runOnce()).toBe(2);
  expect((await staff('GET', `/api/dashboard/bookings/${id}/`)).json()).toMatchObject({
    refundable: '0.00',
    booking: { refunded: '500.00', refund_pending: false, refund_status: 'succeeded' },
  });
  const more = await staff('POST', `/api/dashboard/bookings/${id}/refund/`, { amount: '0.01', reason: 'More' }, 'ar');
  expect(more.statusCode).toBe(409);
  expect(more.json()).toMatchObject({ code: 'refund_exceeds', detail: 'أقصى ما يمكن استرداده من هذا الحجز الآن ٠٫٠٠ ر.س.' });
  expect(await refundRows(id)).toEqual([
    { amount: '200.00', status: 'success' },
    { amount: '300.00', status: 'success' },
  ]);
  // The database refuses too, whoever writes.
  await expect(
    t.db.execute(
      sql`INSERT INTO payment_transactions (provider, checkout_id, booking_id, amount, status, kind) VALUES ('x', 'refund:manual', ${id}::int, 1, 'success', 'refund')`,
    ),
  ).rejects.toMatchObject({ cause: expect.objectContaining({ constraint: 'refund_within_paid' }) });

  const guest = staffCaller(t, guestRow);
  expect((await guest('GET', `/api/products/bookings/${id}/`)).json()).toMatchObject({ paid: '500.00', refunded: '500.00' });
  const mails = mailer.sent.filter((m) => m.to === guestEmail);
  expect(mails).toHaveLength(2);
  expect(mails[0].subject).toContain('استرداد مبلغ');
  expect(mails[0].text).toContain('٢٠٠');
  const timeline = (await staff('GET', `/api/dashboard/bookings/${id}/`)).json().timeline as { kind: string; action: string | null }[];
  expect(timeline.map((e) => `${e.kind}:${e.action}`)).toEqual(
    expect.arrayContaining(['created:null', 'payment:refunded', 'refund:success', 'audit:refund', 'mail:confirmed', 'mail:refunded']),
  );
});

it('two refunds at once that together exceed what was paid: one goes through', async () => {
  const id = await paidBooking('2026-03-07', '2026-03-08');
  expect((await staff('GET', `/api/dashboard/bookings/${id}/`)).json().refundable).toBe('650.00');
  const answers = await Promise.all(
    [1, 2].map(() => staff('POST', `/api/dashboard/bookings/${id}/refund/`, { amount: '400', reason: 'Parallel' })),
  );
  expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
  expect(await refundRows(id)).toEqual([{ amount: '400.00', status: 'pending' }]);
  await t.app.refundJobs.runOnce();
  expect(await refundRows(id)).toEqual([{ amount: '400.00', status: 'success' }]);
});

it('cancel with a partial refund, twice; note, resend, no-show; bad input writes nothing', async () => {
  const id = await paidBooking('2026-03-10', '2026-03-11');
  const before = await tableCounts(t, ['audit_log', 'payment_transactions']);
  expect((await staff('POST', `/api/dashboard/bookings/${id}/cancel/`, { refund: 'partial', reason: 'Storm' })).json()).toEqual({
    amount: ['Enter the amount to refund, more than zero.'],
  });
  expect(
    (await staff('POST', `/api/dashboard/bookings/${id}/cancel/`, { refund: 'partial', amount: '900', reason: 'Storm' })).json(),
  ).toMatchObject({ code: 'refund_exceeds' });
  expect((await staff('POST', `/api/dashboard/bookings/${id}/cancel/`, { refund: 'some', reason: 'Storm' })).statusCode).toBe(400);
  expect(await tableCounts(t, ['audit_log', 'payment_transactions'])).toEqual(before);

  expect((await staff('POST', `/api/dashboard/bookings/${id}/notes/`, { note: 'Guest asked for a late check-out' })).statusCode).toBe(200);
  expect((await staff('POST', `/api/dashboard/bookings/${id}/resend-confirmation/`)).statusCode).toBe(200);
  expect((await staff('POST', `/api/dashboard/bookings/${id}/no-show/`)).json()).toMatchObject({
    detail: 'A guest can be marked as a no-show from the check-in day on.',
  });
  mailer.clear();
  const [a, b] = await Promise.all(
    [1, 2].map(() => staff('POST', `/api/dashboard/bookings/${id}/cancel/`, { refund: 'partial', amount: '150', reason: 'Storm' })),
  );
  expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
  // The cancel answers without the provider: cancelled, its refund pending; the worker gives it back. The second
  // answer (already cancelled) sees the refund too: the cancellation and its refund are one transaction.
  for (const answer of [a, b]) expect(answer.json()).toMatchObject({ booking: { status: 'cancelled', refund_pending: true } });
  expect(await refundRows(id)).toEqual([{ amount: '150.00', status: 'pending' }]);
  expect(await t.app.refundJobs.runOnce()).toBe(1);
  expect(await refundRows(id)).toEqual([{ amount: '150.00', status: 'success' }]);
  const after = (await staff('GET', `/api/dashboard/bookings/${id}/`)).json();
  expect(after).toMatchObject({
    booking: { status: 'refunded', refunded: '150.00', cancellation: { reason: 'Storm', refundable_amount: '150.00' } },
  });
  expect(
    after.timeline.filter((e: { kind: string; action: string }) => e.kind === 'audit').map((e: { action: string }) => e.action),
  ).toEqual(['note', 'resend_confirmation', 'cancel']);
  expect(after.timeline.filter((e: { kind: string }) => e.kind === 'mail').map((e: { action: string }) => e.action)).toEqual([
    'confirmed',
    'resend',
    'cancelled',
    'refunded',
  ]);
  // The cancellation at once, the refund once it has gone through.
  expect(mailer.sent.filter((m) => m.to === guestEmail)).toHaveLength(2);
  // The refund's e-mail carries its credit note (PDF).
  expect(mailer.sent.filter((m) => m.to === guestEmail)[1].attachments?.map((file) => file.filename)).toEqual([
    expect.stringMatching(/^KEN-\d{6}\.pdf$/),
  ]);

  const noShow = await paidBooking('2026-03-01', '2026-03-02');
  await Promise.all([1, 2].map(() => staff('POST', `/api/dashboard/bookings/${noShow}/no-show/`)));
  const marked = (await staff('GET', `/api/dashboard/bookings/${noShow}/`)).json();
  expect(marked.no_show).toBe(true);
  expect(marked.timeline.filter((e: { action: string }) => e.action === 'no_show')).toHaveLength(1);
});

it('a note sent three times at once with one key is kept once; another key is another note', async () => {
  const id = await paidBooking('2026-03-12', '2026-03-13');
  const note = (text: string, key: string) => staff('POST', `/api/dashboard/bookings/${id}/notes/`, { note: text, request_key: key });
  const answers = await Promise.all([1, 2, 3].map(() => note('Cot in the hut, please', 'note-key-0001')));
  expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
  expect((await note('Cot in the hut, please', 'note-key-0002')).statusCode).toBe(200);
  expect((await note('Bad key', 'x')).statusCode).toBe(400);
  const notes = (await staff('GET', `/api/dashboard/bookings/${id}/`))
    .json()
    .timeline.filter((e: { action: string }) => e.action === 'note');
  expect(notes).toHaveLength(2);
});

it('cancelling a session refunds every ticket once and e-mails each guest', async () => {
  const { eventId, dateId } = await makeEventDate(t.db, '2026-03-15', 20);
  const one = await paidBooking('2026-03-14', '2026-03-16', { events: [{ event: eventId, quantity: 2, date: dateId }] });
  const two = await paidBooking('2026-03-16', '2026-03-17');
  await t.db.execute(sql`UPDATE bookings SET persons_max_num = 2 WHERE id = ${two}::int`);
  mailer.clear();
  const [x, y] = await Promise.all([1, 2].map(() => staff('DELETE', `/api/dashboard/events/${eventId}/sessions/${dateId}/`)));
  expect([x.statusCode, y.statusCode]).toEqual([200, 200]);
  expect(x.json().sessions).toEqual([expect.objectContaining({ id: dateId, capacity: 0, sold: 0 })]);
  expect(await refundRows(one)).toEqual([{ amount: '200.00', status: 'success' }]);
  expect((await staff('DELETE', `/api/dashboard/events/${eventId}/sessions/${dateId}/`)).statusCode).toBe(200);
  expect(await refundRows(one)).toHaveLength(1);
  const guest = staffCaller(t, guestRow);
  const seen = (await guest('GET', `/api/products/bookings/${one}/`)).json();
  expect(seen).toMatchObject({ refunded: '200.00', events: [{ cancelled: true, refund_amount: '200.00' }] });
  // The ticket's refund with its credit note, then the session's cancellation.
  const mails = mailer.sent.filter((m) => m.to === guestEmail);
  expect(mails).toHaveLength(2);
  expect(mails[0].subject).toContain('استرداد مبلغ');
  expect(mails[1].subject).toContain('أُلغي موعد');
  expect(mails[1].text).toContain('غوص ليلي');
});

it('a session cancelled just before the instance stopped: the sweeper asks for its tickets’ refunds, once', async () => {
  const { eventId, dateId } = await makeEventDate(t.db, '2026-03-25', 20);
  const id = await paidBooking('2026-03-24', '2026-03-26', { events: [{ event: eventId, quantity: 1, date: dateId }] });
  // The cancellation's transaction committed, then the process stopped before asking for the refunds.
  await t.db.transaction((tx) => cancelSessionTickets(tx, 'event_date_id', dateId, clock.now(), t.config.vatRate));
  mailer.clear();
  const started = clock.now();
  try {
    // Within the first minutes the cancellation itself may still be asking: the sweeper leaves it alone.
    await t.app.bookingJobs.runOnce();
    expect(await refundRows(id)).toEqual([]);
    clock.advance(6 * 60_000);
    const [first, second] = await Promise.all([t.app.bookingJobs.runOnce(), t.app.bookingJobs.runOnce()]);
    expect(first.interrupted + second.interrupted).toBeGreaterThanOrEqual(1);
    expect(await refundRows(id)).toEqual([{ amount: '100.00', status: 'success' }]);
    expect((await t.app.bookingJobs.runOnce()).interrupted).toBe(0);
    expect(await refundRows(id)).toHaveLength(1);
    const mails = mailer.sent.filter((m) => m.to === guestEmail);
    expect(mails.map((m) => m.subject)).toEqual([expect.stringContaining('استرداد مبلغ'), expect.stringContaining('أُلغي موعد')]);
  } finally {
    clock.set(started);
  }
});
