import type { SandboxProvider } from '../../src/server/lib/payments/sandbox';
import { sql } from 'drizzle-orm';
import { hutImages, promoCodeHuts, promoCodes } from '../../src/server/db/schema';
import { rows } from '../../src/server/db/sql';
import { makeEventDate, makeHut, makeServiceDate, stay } from '../helpers/server/booking';
import { memoryMailer } from '../helpers/server/mail';
import { createTestApp, makeUser, type TestApp } from '../helpers/server/testApp';
import { createTestClock } from '../helpers/server/testClock';

// 2026-03-01 12:00 in Riyadh (a Sunday).
const clock = createTestClock('2026-03-01T09:00:00.000Z');
const mailer = memoryMailer();
let t: TestApp;
let guest: Parameters<TestApp['tokenFor']>[0];
let otherUser: Parameters<TestApp['tokenFor']>[0];
const AUTH = { who: 'guest' } as unknown as Record<string, string>;
const OTHER = { who: 'other' } as unknown as Record<string, string>;
const auth = AUTH;
const other = OTHER;
// Tokens are signed at call time: the test clock moves past their 15-minute lifetime.
const headersOf = (headers: Record<string, string>) =>
  headers === AUTH
    ? { authorization: `Bearer ${t.tokenFor(guest)}` }
    : headers === OTHER
      ? { authorization: `Bearer ${t.tokenFor(otherUser)}` }
      : headers;
let hutId: number;

const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, headers = auth) =>
  t.app.inject({ method, url, payload, headers: headersOf(headers) });
const count = async (table: string) => (await rows<{ n: number }>(t.db, sql.raw(`SELECT count(*)::int AS n FROM ${table}`)))[0].n;

async function paidBooking(from: string, to: string, hut = hutId) {
  const created = await call('POST', '/api/products/booking/', stay(hut, from, to));
  const id = created.json().id as number;
  expect((await call('PUT', `/api/products/booking/update/${id}/`, { ...stay(hut, from, to), status: 'confirmed' })).statusCode).toBe(200);
  const checkout = await call('POST', '/api/payments/create-checkout/', { booking_id: id });
  expect(checkout.statusCode).toBe(201);
  const pay = await call('PUT', `/api/products/bookings-pay/${id}/`, {
    checkout_id: checkout.json().checkout_id,
    card_number: '4111 1111 1111 1111',
    expiry_month: 12,
    expiry_year: 2030,
    cvc: '123',
    holder: 'Huda',
  });
  expect(pay.json()).toMatchObject({ status: 'paid', is_paid: true });
  return id;
}

beforeAll(async () => {
  t = await createTestApp({ clock, mailer });
  guest = await makeUser(t.db);
  otherUser = await makeUser(t.db);
  hutId = (await makeHut(t.db)).id;
});
afterAll(() => t.close());
beforeEach(() => mailer.clear());

test('a stay is priced on the server (weekend nights, promo, VAT part) whatever the client sends', async () => {
  const [promo] = await t.db.insert(promoCodes).values({ code: 'Reef10', percentage: 10 }).returning();
  await t.db.insert(promoCodeHuts).values({ promoCodeId: promo.id, hutId });
  // Thu 5th, Fri 6th, Sat 7th nights: 500 + 650 + 650.
  const response = await call('POST', '/api/products/booking/', {
    ...stay(hutId, '2026-03-05', '2026-03-08'),
    promocode: 'REEF10',
    total_price: '1.00',
    subtotal: '1.00',
  });
  expect(response.statusCode).toBe(201);
  const booking = response.json();
  expect(booking).toMatchObject({
    status: 'pending',
    subtotal: '1800.00',
    discount: '180.00',
    total_price: '1620.00',
    vat: '211.30',
    promocode: 'Reef10',
    paid: '0.00',
    not_paid: '1620.00',
  });
  expect(booking.code).toMatch(/^KEN-[A-HJ-NP-Z2-9]{6}$/);
  expect(booking.dates).toMatchObject({ date_from: '2026-03-05', date_to: '2026-03-08', nights: 3 });
});

test('promo codes: inactive and other huts refused', async () => {
  const otherHut = (await makeHut(t.db)).id;
  const [inactive] = await t.db.insert(promoCodes).values({ code: 'OLD', percentage: 20, isActive: false }).returning();
  await t.db.insert(promoCodeHuts).values({ promoCodeId: inactive.id, hutId });
  const [elsewhere] = await t.db.insert(promoCodes).values({ code: 'ELSEWHERE', percentage: 20 }).returning();
  await t.db.insert(promoCodeHuts).values({ promoCodeId: elsewhere.id, hutId: otherHut });
  expect(
    (await call('POST', '/api/products/booking/', { ...stay(hutId, '2026-03-05', '2026-03-08'), promocode: 'Elsewhere' })).statusCode,
  ).toBe(400);
  for (const code of ['old', 'elsewhere', 'nope']) {
    const response = await call('POST', '/api/products/booking/', { ...stay(hutId, '2026-03-05', '2026-03-08'), promocode: code });
    expect(response.statusCode).toBe(400);
    expect(response.json().promocode).toHaveLength(1);
  }
});

test('bad input is a 4xx in the contract shape and writes nothing', async () => {
  const before = [await count('bookings'), await count('booking_tickets')];
  const cases: [object, number][] = [
    [{}, 400],
    [{ ...stay(hutId, '2026-02-01', '2026-02-03') }, 400],
    [{ ...stay(hutId, '2026-03-10', '2026-03-09') }, 400],
    [{ ...stay(hutId, '2026-03-10', '2026-03-10') }, 400],
    [{ ...stay(99999, '2026-03-10', '2026-03-12') }, 400],
    [{ ...stay(hutId, '2026-03-10', '2026-06-12') }, 400],
    [{ ...stay(hutId, '2026-03-10', '2026-03-12'), persons_max_num: 9 }, 400],
    [{ ...stay(hutId, '2026-03-10', '2026-03-12'), persons_max_num: 'two' }, 400],
    [{ ...stay(hutId, '2026-03-10', '2026-03-12'), events: [{ event: 1, quantity: 0, date: 1 }] }, 400],
    [{ ...stay(hutId, '2026-03-10', '2026-03-12'), events: [{ event: 1, quantity: 100000, date: 1 }] }, 400],
    [{ ...stay(hutId, '2026-03-10', '2026-03-12'), events: [{ event: 1, quantity: 1, date: 424242 }] }, 400],
    [{ ...stay(hutId, 'soon', '2026-03-12') }, 400],
  ];
  for (const [body, status] of cases) {
    const response = await call('POST', '/api/products/booking/', body);
    expect([response.statusCode, body]).toEqual([status, body]);
    expect(Object.values(response.json()).every((v) => Array.isArray(v))).toBe(true);
  }
  expect((await call('POST', '/api/products/booking/', stay(hutId, '2026-03-10', '2026-03-12'), {})).statusCode).toBe(401);
  expect((await call('GET', '/api/products/bookings/abc/')).statusCode).toBe(400);
  expect((await call('POST', '/api/payments/create-checkout/', { booking_id: 'x' })).statusCode).toBe(400);
  expect((await call('PUT', '/api/products/bookings-pay/1/', { checkout_id: 'x' })).statusCode).toBe(400);
  expect((await call('POST', '/api/products/rate/1/', { value: 9 })).statusCode).toBe(400);
  expect([await count('bookings'), await count('booking_tickets')]).toEqual(before);
});

test("another user's booking is a 404 everywhere", async () => {
  const id = (await call('POST', '/api/products/booking/', stay(hutId, '2026-03-20', '2026-03-22'))).json().id;
  for (const [method, url, body] of [
    ['GET', `/api/products/bookings/${id}/`],
    ['GET', `/api/products/booking/paid/${id}/`],
    ['GET', `/api/products/booking/payment-details/${id}/`],
    ['PUT', `/api/products/booking/update/${id}/`, stay(hutId, '2026-03-20', '2026-03-22')],
    ['POST', '/api/products/avliable/service/', { booking_id: id }],
    ['POST', `/api/products/booking/cancellation/${id}/`, {}],
    ['POST', `/api/products/rate/${id}/`, { value: 5, content: '' }],
    ['POST', '/api/payments/create-checkout/', { booking_id: id }],
    ['GET', `/api/products/bookings/${id}/calendar.ics`],
  ] as const) {
    const response = await call(method, url, body as object | undefined, other);
    expect([url, response.statusCode, response.json().detail]).toEqual([url, 404, 'Not found.']);
  }
});

test('hold, decline, pay, QR, one e-mail, calendar; refused transitions', async () => {
  const { eventId, dateId } = await makeEventDate(t.db, '2026-04-02', 5);
  const body = stay(hutId, '2026-04-01', '2026-04-04', { events: [{ event: eventId, date: dateId, quantity: 2 }] });
  const id = (await call('POST', '/api/products/booking/', body)).json().id;
  expect((await call('POST', '/api/payments/create-checkout/', { booking_id: id })).statusCode).toBe(409); // pending: not payable
  expect((await call('GET', `/api/products/booking/payment-details/${id}/`)).json()).toMatchObject({
    status: 'pending',
    paid: '0.00',
    invoice_url: null,
  });
  const held = await call('PUT', `/api/products/booking/update/${id}/`, { ...body, status: 'confirmed' });
  expect(held.json()).toMatchObject({ status: 'confirmed', hold_expires_at: '2026-03-01T09:30:00.000Z', total_price: '1850.00' });
  expect((await call('POST', `/api/products/booking/cancellation/${id}/`, {})).statusCode).toBe(409); // unpaid
  const checkout = (await call('POST', '/api/payments/create-checkout/', { booking_id: id })).json();
  expect(checkout).toMatchObject({ success: true, provider: 'sandbox', amount: '1850.00', currency: 'SAR' });
  const card = { checkout_id: checkout.checkout_id, expiry_month: 12, expiry_year: 2030, cvc: '123', holder: 'Huda' };
  const bad = await call('PUT', `/api/products/bookings-pay/${id}/`, {
    ...card,
    card_number: '4111111111111112',
    cvc: '12',
    expiry_year: 2025,
  });
  expect(bad.statusCode).toBe(400);
  expect(Object.keys(bad.json()).sort()).toEqual(['card_number', 'cvc', 'expiry_month']);
  const declined = await call('PUT', `/api/products/bookings-pay/${id}/`, { ...card, card_number: '4000000000000002' });
  expect(declined.statusCode).toBe(402);
  expect(declined.json()).toEqual({ detail: expect.any(String), decline_code: 'card_declined' });
  const paid = await call('PUT', `/api/products/bookings-pay/${id}/`, { ...card, card_number: '5555555555554444' });
  expect(paid.json()).toEqual({ id, status: 'paid', is_paid: true, paid: '1850.00', not_paid: '0.00' });
  const [tx] = await rows<Record<string, unknown>>(
    t.db,
    sql`SELECT brand, last4, raw::text AS raw FROM payment_transactions WHERE booking_id = ${id}`,
  );
  expect(tx).toMatchObject({ brand: 'MASTER', last4: '4444' });
  expect(String(tx.raw)).not.toContain('5555555555554444');
  const booking = (await call('GET', `/api/products/bookings/${id}/`)).json();
  expect(booking.qr_code).toMatch(/^data:image\/png;base64,/);
  // The original clients' payment summary (their success page): the hut's id and nightly price, counts, QR, invoice.
  const details = (await call('GET', `/api/products/booking/payment-details/${id}/`)).json();
  expect(details).toEqual({
    id,
    hut: hutId,
    hut_price: '550.00',
    total_price: '1850.00',
    persons_max_num: booking.persons_max_num,
    kids_max_num: booking.kids_max_num,
    paid: '1850.00',
    not_paid: '0.00',
    created_at: booking.created_at,
    status: 'paid',
    dates: { date_from: '2026-04-01', date_to: '2026-04-04' },
    promocode: null,
    events_tickets_count: 1,
    services_tickets_count: 0,
    special_items_tickets_count: 0,
    qr_code_image: booking.qr_code_image,
    invoice_url: expect.stringMatching(new RegExp(`^/api/products/bookings/${id}/documents/\\d+/pdf/$`)),
  });
  const invoice = await call('GET', details.invoice_url);
  expect([invoice.statusCode, invoice.headers['content-type']]).toEqual([200, 'application/pdf']);
  expect(booking.events[0]).toMatchObject({ event: eventId, date: '2026-04-02', quantity: 2, unit_price: '100.00', total: '200.00' });
  expect(mailer.sent).toHaveLength(1);
  expect(mailer.sent[0].html).toContain(`<bdi dir="ltr">${booking.code}</bdi>`);
  expect(mailer.sent[0].html).toContain('<html lang="en" dir="ltr">'); // the account's language
  // The confirmation carries the e-ticket and the calendar file, and links to the booking's page.
  const [pdf, calendar] = mailer.sent[0].attachments ?? [];
  expect([pdf?.filename, pdf?.contentType, calendar?.filename]).toEqual([`${booking.code}.pdf`, 'application/pdf', `${booking.code}.ics`]);
  expect(pdf.content.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(calendar.contentType).toMatch(/^text\/calendar/);
  expect(calendar.content.toString('utf8')).toContain('DTSTART:20260401T120000Z');
  expect(mailer.sent[0].html).toContain(`/my-booking#booking-${id}"`);
  expect(mailer.sent[0].text).toContain('Mastercard •••• 4444'); // the receipt: how it was paid
  const ics = await call('GET', `/api/products/bookings/${id}/calendar.ics`);
  expect(ics.body).toContain('DTSTART:20260401T120000Z'); // 15:00 in Riyadh
  expect((await call('PUT', `/api/products/booking/update/${id}/`, { ...body, status: 'confirmed' })).statusCode).toBe(409);
  expect((await call('POST', `/api/products/rate/${id}/`, { value: 5, content: '' })).statusCode).toBe(409); // not ended
  // Staff verify the QR token; a forged one fails.
  const [{ qr_token: token }] = await rows<{ qr_token: string }>(t.db, sql`SELECT qr_token FROM bookings WHERE id = ${id}`);
  const admin = { authorization: `Bearer ${t.tokenFor(await makeUser(t.db, { role: 'admin' }))}` };
  expect(
    (await call('GET', `/api/products/bookings/verify-ticket/?token=${encodeURIComponent(token)}`, undefined, admin)).json(),
  ).toMatchObject({ valid: true, booking: { id } });
  expect(
    (
      await call('GET', `/api/products/bookings/verify-ticket/?token=${encodeURIComponent(token.slice(0, -2) + 'xx')}`, undefined, admin)
    ).json(),
  ).toMatchObject({ valid: false });
  expect((await call('GET', `/api/products/bookings/verify-ticket/?token=${encodeURIComponent(token)}`)).statusCode).toBe(403);
});

test('a hold expires; the nights are free again; a late payment is refunded', async () => {
  const body = stay(hutId, '2026-05-01', '2026-05-03');
  const id = (await call('POST', '/api/products/booking/', body)).json().id;
  await call('PUT', `/api/products/booking/update/${id}/`, { ...body, status: 'confirmed' });
  const checkout = (await call('POST', '/api/payments/create-checkout/', { booking_id: id })).json();
  clock.advance(31 * 60_000);
  expect((await call('POST', '/api/payments/create-checkout/', { booking_id: id })).statusCode).toBe(409);
  // Someone else takes the nights.
  const rival = (await call('POST', '/api/products/booking/', body, other)).json().id;
  expect((await call('PUT', `/api/products/booking/update/${rival}/`, { ...body, status: 'confirmed' }, other)).json().status).toBe(
    'confirmed',
  );
  // The gateway charged the first guest anyway (shopper paid at the last second): completion refunds it.
  const provider = t.app.bookingJobs.deps.provider as SandboxProvider;
  await provider.charge(checkout.checkout_id, { number: '4111111111111111', expiryMonth: 1, expiryYear: 2030, cvc: '123', holder: 'x' });
  const verified = await call('GET', `/api/payments/verify-payment/?checkout_id=${checkout.checkout_id}`);
  expect(verified.json()).toMatchObject({ success: false, status: 'failed', transaction: { status: 'refunded' } });
  expect((await call('GET', `/api/products/bookings/${id}/`)).json().status).toBe('expired');
  expect(await rows(t.db, sql`SELECT 1 FROM payment_transactions WHERE booking_id = ${id} AND kind = 'refund'`)).toHaveLength(1);
  expect(mailer.sent).toHaveLength(0);
  const swept = await t.app.bookingJobs.runOnce();
  expect(swept.expired).toBeGreaterThanOrEqual(0);
});

test('cancellation inside the policy refunds in full; outside gives nothing; rating after the stay, once', async () => {
  clock.set('2026-03-01T09:00:00.000Z');
  const early = await paidBooking('2026-03-25', '2026-03-27');
  mailer.clear();
  const cancelled = await call('POST', `/api/products/booking/cancellation/${early}/`, { reason: 'plans changed' });
  expect(cancelled.json()).toMatchObject({ status: 'refunded', cancellation: { refundable_amount: '1000.00', reason: 'plans changed' } });
  // The refund, with its credit note (sent where the refund is recorded), then the cancellation.
  expect(mailer.sent).toHaveLength(2);
  expect(mailer.sent[0].attachments?.map((a) => a.contentType)).toEqual(['application/pdf']); // the credit note alone
  expect(mailer.sent[1].attachments).toEqual([]); // no ticket travels with the e-mail that cancels it
  const late = await paidBooking('2026-03-02', '2026-03-04');
  const none = await call('POST', `/api/products/booking/cancellation/${late}/`, {});
  expect(none.json()).toMatchObject({ status: 'cancelled', cancellation: { refundable_amount: '0.00' } });
  // Both leave Upcoming and are listed with the past stays under their own status.
  const upcomingIds = (await call('GET', '/api/products/bookings/upcoming/?page_size=50')).json().results.map((b: { id: number }) => b.id);
  expect(upcomingIds).not.toContain(early);
  expect(upcomingIds).not.toContain(late);
  const pastNow = (await call('GET', '/api/products/bookings/past/?page_size=50')).json().results;
  expect(pastNow.find((b: { id: number }) => b.id === early)).toMatchObject({ status: 'refunded' });
  expect(pastNow.find((b: { id: number }) => b.id === late)).toMatchObject({ status: 'cancelled' });
  const stayed = await paidBooking('2026-03-10', '2026-03-12');
  clock.set('2026-03-13T10:00:00.000Z');
  expect((await call('POST', `/api/products/rate/${stayed}/`, { value: 5, content: 'Lovely' })).statusCode).toBe(201);
  const again = await call('POST', `/api/products/rate/${stayed}/`, { value: 4, content: '' });
  // A second rating of the same stay: 400 with non_field_errors, as the original back end answers it.
  expect([again.statusCode, again.json()]).toEqual([400, { non_field_errors: ['This stay has already been rated.'] }]);
  const past = (await call('GET', '/api/products/bookings/past/')).json();
  expect(past.results.find((b: { id: number }) => b.id === stayed)).toMatchObject({ can_rate: false });
  clock.set('2026-03-01T09:00:00.000Z');
});

test('paying for added services sends a receipt in the guest’s language with the updated e-ticket', async () => {
  const arabicGuest = await makeUser(t.db, { language: 'ar' });
  const asArabic = { authorization: `Bearer ${t.tokenFor(arabicGuest)}` };
  const { serviceId, dateId } = await makeServiceDate(t.db, '2026-06-11', 5);
  const body = stay(hutId, '2026-06-10', '2026-06-12');
  const id = (await call('POST', '/api/products/booking/', body, asArabic)).json().id;
  await call('PUT', `/api/products/booking/update/${id}/`, { ...body, status: 'confirmed' }, asArabic);
  const card = { card_number: '4111 1111 1111 1111', expiry_month: 12, expiry_year: 2030, cvc: '123', holder: 'Huda' };
  const first = (await call('POST', '/api/payments/create-checkout/', { booking_id: id }, asArabic)).json();
  expect((await call('PUT', `/api/products/bookings-pay/${id}/`, { ...card, checkout_id: first.checkout_id }, asArabic)).statusCode).toBe(
    200,
  );
  expect(mailer.sent).toHaveLength(1);
  expect(mailer.sent[0].html).toContain('<html lang="ar" dir="rtl">');
  mailer.clear();
  const added = await call(
    'POST',
    '/api/products/service-tickets/extra/',
    { booking: id, tickets: [{ service: serviceId, quantity: 2, date: dateId }] },
    asArabic,
  );
  expect(added.json()).toMatchObject({ amount_due: '160.00' });
  const checkout = (await call('POST', '/api/payments/create-checkout/', { booking_id: id, kind: 'extra' }, asArabic)).json();
  // The guest's browser happens to ask in English: the receipt still follows the account's language.
  expect(
    (
      await call(
        'PUT',
        `/api/products/bookings-pay/${id}/`,
        { ...card, checkout_id: checkout.checkout_id },
        { ...asArabic, 'accept-language': 'en' },
      )
    ).statusCode,
  ).toBe(200);
  expect(mailer.sent).toHaveLength(1);
  const receipt = mailer.sent[0];
  expect(receipt.subject).toContain('استلمنا دفعة الخدمات المضافة إلى حجزك');
  expect(receipt.html).toContain('<html lang="ar" dir="rtl">');
  expect(receipt.text).toContain('مبلغ هذه الدفعة');
  expect(receipt.text).toContain(new Intl.NumberFormat('ar-SA-u-nu-arab', { style: 'currency', currency: 'SAR' }).format(160));
  // The e-ticket, the calendar file, and this charge's tax invoice as PDF and XML.
  expect((receipt.attachments ?? []).map((a) => a.contentType)).toEqual([
    'application/pdf',
    expect.stringMatching(/^text\/calendar/),
    'application/pdf',
    'application/xml',
  ]);
  const [logged] = await rows<{ kind: string; language: string }>(
    t.db,
    sql`SELECT kind, language FROM booking_mails WHERE booking_id = ${id} ORDER BY id DESC LIMIT 1`,
  );
  expect(logged).toEqual({ kind: 'extras_paid', language: 'ar' });
});

test("a booking's hut carries its picture's web sizes, for a small card to load a small file", async () => {
  const hut = (await makeHut(t.db)).id;
  const variants = [
    { url: '/uploads/huts/reef-480.webp', width: 480, height: 320 },
    { url: '/uploads/huts/reef-960.webp', width: 960, height: 640 },
  ];
  await t.db.insert(hutImages).values({ ownerId: hut, image: '/uploads/huts/reef-960.webp', width: 960, height: 640, variants });
  await t.db.execute(sql`UPDATE huts SET main_image = '/uploads/huts/reef-960.webp' WHERE id = ${hut}::int`);
  const created = (await call('POST', '/api/products/booking/', stay(hut, '2026-04-05', '2026-04-06'))).json();
  expect(created.hut).toMatchObject({ id: hut, main_image: '/uploads/huts/reef-960.webp', main_image_variants: variants });
  expect((await call('GET', `/api/products/bookings/${created.id}/`)).json().hut.main_image_variants).toEqual(variants);
  // A hut without picture rows: no sizes, the single picture stands.
  const plain = (await call('POST', '/api/products/booking/', stay(hutId, '2026-04-07', '2026-04-08'))).json();
  expect(plain.hut.main_image_variants).toEqual([]);
});

// Issue 25 §3: the original clients read ONE upcoming booking from this path (ken-back's UpcomingBookingsView:
// the latest paid or cancelled booking, paid for, not yet over; `{}` when none). The contract's page stays beside it.
test('bookings/upcoming/ keeps its page and carries the original clients’ one upcoming booking at the top level', async () => {
  const newcomer = await makeUser(t.db);
  const asNewcomer = { authorization: `Bearer ${t.tokenFor(newcomer)}` };
  const none = (await call('GET', '/api/products/bookings/upcoming/', undefined, asNewcomer)).json();
  expect(none).toEqual({ count: 0, next: null, previous: null, page: 1, pages: 0, results: [] }); // no `id`: the original's `{}`
  expect(none.id).toBeUndefined();

  const hut = (await makeHut(t.db)).id;
  const earlier = await paidBooking('2026-05-04', '2026-05-06', hut);
  const latest = await paidBooking('2026-04-20', '2026-04-22', hut);
  // A held, unpaid booking created after them is not the original's "upcoming" one.
  const created = await call('POST', '/api/products/booking/', stay(hut, '2026-05-11', '2026-05-13'));
  const answer = (await call('GET', '/api/products/bookings/upcoming/?page_size=50')).json();
  expect(answer.results.map((b: { id: number }) => b.id)).toEqual(expect.arrayContaining([earlier, latest, created.json().id]));
  expect(answer).toMatchObject({
    count: expect.any(Number),
    id: latest,
    hut,
    check_in: '2026-04-20',
    check_out: '2026-04-22',
    status: 'paid',
    is_paid: true,
    not_paid: '0.00',
    events_tickets_count: 0,
    qr_code_image: expect.stringMatching(/^data:image\/png;base64,/),
    invoice_url: expect.stringMatching(new RegExp(`^/api/products/bookings/${latest}/documents/\\d+/pdf/$`)),
  });
  expect(answer.available_dates.length).toBeGreaterThan(0);
  expect(Object.keys(answer.available_dates[0]).sort()).toEqual(['date_from', 'date_to', 'price', 'weekend_price']);
  // Once its stay is over, the next one that is not over answers.
  clock.set(new Date('2026-04-23T09:00:00.000Z'));
  try {
    expect((await call('GET', '/api/products/bookings/upcoming/')).json().id).toBe(earlier);
  } finally {
    clock.set(new Date('2026-03-01T09:00:00.000Z'));
  }
  // This app's own list: the page alone.
  const ours = (await call('GET', '/api/products/bookings/upcoming/list/?page_size=50')).json();
  expect(Object.keys(ours).sort()).toEqual(['count', 'next', 'page', 'pages', 'previous', 'results']);
  expect(ours.count).toBe(answer.count);
});
