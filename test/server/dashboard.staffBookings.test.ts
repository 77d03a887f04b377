import { sql } from 'drizzle-orm';
import { rows } from '../../src/server/db/sql';
import { client } from '../helpers/server/accounts';
import { makeEventDate, makeHut, stay } from '../helpers/server/booking';
import { auditRows, staffCaller } from '../helpers/server/dashboard';
import { codeIn, memoryMailer } from '../helpers/server/mail';
import { createTestApp, makeUser, type TestApp } from '../helpers/server/testApp';
import { createTestClock } from '../helpers/server/testClock';

// Issue 23 §2: bookings taken by staff at the desk. 1 March 2026, 12:00 in Riyadh.
const clock = createTestClock('2026-03-01T09:00:00.000Z');
const mailer = memoryMailer();
let t: TestApp;
let asAdmin: ReturnType<typeof staffCaller>;
/** The ledger is finance's and the manager's: the desk checks its money there as a manager. */
let asManager: ReturnType<typeof staffCaller>;
let adminId = 0;
let hutId = 0;

const post = (body: object, lang: 'en' | 'ar' = 'en') => asAdmin('POST', '/api/dashboard/bookings/', body, lang);
const CARD = { card_number: '4111 1111 1111 1111', expiry_month: 12, expiry_year: 2030, cvc: '123', holder: 'Guest' };

beforeAll(async () => {
  t = await createTestApp({ clock, mailer });
  // The desk's staff member is the front desk (every admin starts as a manager).
  const admin = await makeUser(t.db, { role: 'admin', fullName: 'Desk Staff' });
  await t.db.execute(sql`UPDATE users SET staff_role = 'front_desk' WHERE id = ${admin.id}::int`);
  adminId = admin.id;
  asAdmin = staffCaller(t, admin);
  asManager = staffCaller(t, await makeUser(t.db, { role: 'admin', fullName: 'Resort Manager' }));
  hutId = (await makeHut(t.db, '2026-03-01', 120)).id;
});
afterAll(() => t.close());

describe('POST /api/dashboard/bookings/', () => {
  it('books a new guest without an e-mail, paid in cash: paid at once, invoiced, in the ledger, audited', async () => {
    // Two weekday nights (Sun, Mon) at 500.00.
    const created = await post({
      ...stay(hutId, '2026-03-08', '2026-03-10'),
      new_guest: { full_name: 'Omar Saleh', phone: '+966 512 345 678' },
      payment: { method: 'cash', reference: 'R-1001' },
    });
    expect(created.statusCode).toBe(201);
    const answer = created.json();
    expect(answer.booking).toMatchObject({ status: 'paid', total_price: '1000.00', paid: '1000.00', not_paid: '0.00' });
    expect(answer.payment_url).toBeNull();
    const [guest] = await rows<{ email: string; phone: string; password_hash: string | null; is_verified: boolean }>(
      t.db,
      sql`SELECT email, phone, password_hash, is_verified FROM users WHERE id = ${answer.booking.user.id}::int`,
    );
    expect(guest).toMatchObject({ phone: '+966512345678', password_hash: null, is_verified: false });
    expect(guest.email).toMatch(/@desk\.invalid$/);

    const [charge] = await rows<{ provider: string; status: string; amount: string; brand: string }>(
      t.db,
      sql`SELECT provider, status::text, amount::text, brand FROM payment_transactions WHERE booking_id = ${answer.booking.id}::int`,
    );
    expect(charge).toEqual({ provider: 'desk', status: 'success', amount: '1000.00', brand: 'CASH' });
    const [desk] = await rows<{ method: string; reference: string; recorded_by: number }>(
      t.db,
      sql`SELECT method, reference, recorded_by FROM desk_payments WHERE booking_id = ${answer.booking.id}::int`,
    );
    expect(desk).toEqual({ method: 'cash', reference: 'R-1001', recorded_by: adminId });
    // The same simplified tax invoice an online payment gets, and the ledger lists the charge and the document.
    const documents = await asAdmin('GET', `/api/dashboard/bookings/${answer.booking.id}/documents/`);
    expect(documents.statusCode).toBe(200);
    const listed = JSON.stringify(documents.json());
    expect(listed).toContain('1000.00');
    const ledger = (await asManager('GET', '/api/dashboard/ledger/')).json();
    const entries = (ledger.results as { kind: string; booking_code: string; method?: string | null }[]).filter(
      (entry) => entry.booking_code === answer.booking.code,
    );
    expect(entries.map((entry) => entry.kind).sort()).toEqual(['document', 'payment']);

    const audit = (await auditRows(t, 'bookings')).filter((row) => row.entity_id === String(answer.booking.id));
    expect(audit.map((row) => row.action)).toEqual(['desk_create', 'desk_payment']);
    expect(audit[1]).toMatchObject({ actor_id: adminId, after: { method: 'cash', reference: 'R-1001', amount: '1000.00' } });
  });

  it('gives a cash payment back at the desk when staff cancel: owed to the guest, never sent to the gateway, with its credit note', async () => {
    const created = await post({
      ...stay(hutId, '2026-03-22', '2026-03-23'),
      new_guest: { full_name: 'Huda Nasser', phone: '+966 512 000 777' },
      payment: { method: 'cash', reference: 'R-2001' },
    });
    expect(created.statusCode).toBe(201);
    const booking = created.json().booking as { id: number; code: string; paid: string };
    const gatewayRefunds = async () =>
      (await rows<{ n: number }>(t.db, sql`SELECT count(*)::int AS n FROM sandbox_gateway_payments WHERE type = 'RF'`))[0].n;
    const before = await gatewayRefunds();

    const cancel = await asAdmin('POST', `/api/dashboard/bookings/${booking.id}/cancel/`, { refund: 'full', reason: 'Plans changed' });
    expect(cancel.statusCode).toBe(200);

    const [refund] = await rows<{ id: number; provider: string; status: string; amount: string; desk: Record<string, unknown> }>(
      t.db,
      sql`SELECT id, provider, status::text, amount::text, raw->'result'->'desk_refund' AS desk FROM payment_transactions
        WHERE booking_id = ${booking.id}::int AND kind = 'refund'`,
    );
    expect(refund).toMatchObject({ provider: 'desk', status: 'success', amount: booking.paid });
    expect(refund.desk).toMatchObject({
      method: 'cash',
      owed_to_guest: true,
      requested_by: adminId,
      reference: `DESK-R${refund.id}`,
      paid_reference: 'R-2001',
    });
    const [request] = await rows<{ status: string; provider_reference: string; attempts: number }>(
      t.db,
      sql`SELECT status, provider_reference, (SELECT count(*)::int FROM refund_attempts a WHERE a.refund_id = q.id) AS attempts
        FROM refund_requests q WHERE booking_id = ${booking.id}::int`,
    );
    // Settled at the desk: no send to the gateway was tried or recorded.
    expect(request).toEqual({ status: 'succeeded', provider_reference: `DESK-R${refund.id}`, attempts: 0 });
    expect(await gatewayRefunds()).toBe(before);

    const [{ status }] = await rows<{ status: string }>(t.db, sql`SELECT status::text FROM bookings WHERE id = ${booking.id}::int`);
    expect(status).toBe('refunded');
    const notes = await rows<{ n: number }>(
      t.db,
      sql`SELECT count(*)::int AS n FROM tax_documents WHERE booking_id = ${booking.id}::int AND type = 'credit_note'`,
    );
    expect(notes[0].n).toBe(1);
    const ledger = (await asManager('GET', '/api/dashboard/ledger/')).json();
    const kinds = (ledger.results as { kind: string; booking_code: string }[])
      .filter((entry) => entry.booking_code === booking.code)
      .map((entry) => entry.kind)
      .sort();
    expect(kinds).toEqual(['document', 'document', 'payment', 'refund']);
  });

  it('books an existing guest found by phone, by card terminal with a manual discount within the limit (reason audited)', async () => {
    const guest = await makeUser(t.db, { fullName: 'Huda Alharbi', phone: '+966500000001' });
    const found = await asAdmin('GET', '/api/dashboard/bookings/guests/?search=500000001');
    expect(found.json()).toEqual([{ id: guest.id, full_name: 'Huda Alharbi', email: guest.email, phone: '+966500000001' }]);
    const body = {
      ...stay(hutId, '2026-03-15', '2026-03-17'),
      guest_id: guest.id,
      discount: { percent: 10, reason: 'Returning guest' },
      payment: { method: 'terminal', reference: 'SLIP-77' },
    };
    const quote = (await asAdmin('POST', '/api/dashboard/bookings/quote/', body)).json();
    expect(quote).toMatchObject({
      subtotal: '1000.00',
      manual_discount: '100.00',
      total: '900.00',
      vat: '117.39',
      max_discount_percent: 10,
    });
    const created = await post(body);
    expect(created.statusCode).toBe(201);
    expect(created.json().booking).toMatchObject({ status: 'paid', user: { id: guest.id }, discount: '100.00', total_price: '900.00' });
    const discount = (await auditRows(t, 'bookings')).find(
      (row) => row.action === 'manual_discount' && row.entity_id === String(created.json().booking.id),
    );
    expect(discount).toMatchObject({ actor_id: adminId, after: { percent: 10, reason: 'Returning guest', total: '900.00' } });
  });

  it('adds an event’s tickets offered inside the stay, priced and paid with it', async () => {
    const session = await makeEventDate(t.db, '2026-05-04', 5, '100.00');
    const offers = (await asAdmin('GET', '/api/dashboard/bookings/desk-offers/?date_from=2026-05-03&date_to=2026-05-05')).json();
    const offered = offers.events.find((event: { id: number }) => event.id === session.eventId);
    expect(offered.dates).toEqual([expect.objectContaining({ id: session.dateId, date: '2026-05-04', price: '100.00', seats_left: 5 })]);
    const created = await post({
      ...stay(hutId, '2026-05-03', '2026-05-05'),
      events: [{ event: session.eventId, quantity: 2, date: session.dateId }],
      new_guest: { full_name: 'Diver', phone: '+966500000010' },
      payment: { method: 'cash' },
    });
    expect(created.statusCode).toBe(201);
    // Sun and Mon nights at 500.00, two tickets at 100.00.
    expect(created.json().booking).toMatchObject({
      status: 'paid',
      total_price: '1200.00',
      events: [expect.objectContaining({ quantity: 2 })],
    });
    const after = (await asAdmin('GET', '/api/dashboard/bookings/desk-offers/?date_from=2026-05-03&date_to=2026-05-05')).json();
    expect(after.events.find((event: { id: number }) => event.id === session.eventId).dates[0].seats_left).toBe(3);
  });

  it('refuses a discount over the limit or without a reason, in the staff member’s language, and keeps nothing', async () => {
    const before = await rows<{ n: number }>(t.db, sql`SELECT count(*)::int AS n FROM bookings`);
    const over = await post(
      {
        ...stay(hutId, '2026-03-22', '2026-03-23'),
        new_guest: { full_name: 'Too Generous', phone: '+966500000002' },
        discount: { percent: 25, reason: 'Friend' },
        payment: { method: 'cash' },
      },
      'ar',
    );
    expect(over.statusCode).toBe(400);
    expect(over.json()).toEqual({ discount: ['لا يتجاوز الخصم اليدوي ١٠٪.'] });
    const noReason = await post({
      ...stay(hutId, '2026-03-22', '2026-03-23'),
      new_guest: { full_name: 'No Reason', phone: '+966500000003' },
      discount: { percent: 5, reason: '  ' },
      payment: { method: 'cash' },
    });
    expect(noReason.json()).toEqual({ discount: ['Give the reason for the discount.'] });
    expect(await rows<{ n: number }>(t.db, sql`SELECT count(*)::int AS n FROM bookings`)).toEqual(before);
    expect((await rows(t.db, sql`SELECT 1 FROM users WHERE full_name IN ('Too Generous', 'No Reason')`)).length).toBe(0);
    // Nights already taken: refused with the online booking's words, and the profile made for it is not kept.
    const taken = await post({
      ...stay(hutId, '2026-03-08', '2026-03-09'),
      new_guest: { full_name: 'Too Late', phone: '+966500000011' },
      payment: { method: 'cash' },
    });
    expect(taken.statusCode).toBe(409);
    expect((await rows(t.db, sql`SELECT 1 FROM users WHERE full_name = 'Too Late'`)).length).toBe(0);
  });

  it('lets each role give its own largest discount, set by a manager in the desk settings (versioned, audited)', async () => {
    const manager = asManager;
    const settings = await manager('GET', '/api/dashboard/settings/desk-bookings/');
    expect(settings.json()).toEqual({
      max_discount_percent: 10,
      manager_max_discount_percent: 100,
      arrival_deadline_hours: 18,
      link_hold_hours: 24,
      version: expect.any(Number),
    });
    const saved = await manager('PUT', '/api/dashboard/settings/desk-bookings/', {
      ...settings.json(),
      max_discount_percent: 12.5,
      manager_max_discount_percent: 30,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ max_discount_percent: 12.5, manager_max_discount_percent: 30 });
    // A second save with the version first read is someone else's older copy.
    expect((await manager('PUT', '/api/dashboard/settings/desk-bookings/', settings.json())).statusCode).toBe(409);
    expect((await asAdmin('PUT', '/api/dashboard/settings/desk-bookings/', saved.json())).statusCode).toBe(403);
    expect((await auditRows(t, 'bookings')).some((row) => row.entity_type === 'desk_booking_settings')).toBe(true);

    const body = (percent: number) => ({
      ...stay(hutId, '2026-03-29', '2026-03-30'),
      new_guest: { full_name: 'Old Friend', phone: '+966500000020' },
      discount: { percent, reason: 'Regular since 2019' },
      payment: { method: 'cash' },
    });
    expect((await asAdmin('GET', '/api/dashboard/bookings/desk-options/')).json().max_discount_percent).toBe(12.5);
    expect((await manager('GET', '/api/dashboard/bookings/desk-options/')).json().max_discount_percent).toBe(30);
    // 20 % is over the front desk's 12.5 % and within the manager's 30 %.
    expect((await asAdmin('POST', '/api/dashboard/bookings/quote/', body(20))).json()).toEqual({
      discount: ['A manual discount may be at most 12.5%.'],
    });
    expect((await manager('POST', '/api/dashboard/bookings/quote/', body(20))).json()).toMatchObject({
      manual_discount: '100.00',
      max_discount_percent: 30,
    });
    const created = await manager('POST', '/api/dashboard/bookings/', body(20));
    expect(created.statusCode).toBe(201);
    expect(created.json().booking).toMatchObject({ status: 'paid', total_price: '400.00' });
    expect((await manager('POST', '/api/dashboard/bookings/quote/', body(31))).statusCode).toBe(400);
    await manager('PUT', '/api/dashboard/settings/desk-bookings/', {
      ...saved.json(),
      max_discount_percent: 10,
      manager_max_discount_percent: 100,
    });
  });

  it('sends a payment link that works without an account and expires with the hold', async () => {
    mailer.clear();
    const created = await post({
      ...stay(hutId, '2026-04-05', '2026-04-06'),
      new_guest: { full_name: 'Link Guest', phone: '+966500000004', email: 'link.guest@example.test', language: 'ar' },
      payment: { method: 'link' },
    });
    expect(created.statusCode).toBe(201);
    const answer = created.json();
    expect(answer).toMatchObject({ payment_method: 'link', link_emailed: true, booking: { status: 'confirmed' } });
    // Held for the desk's 24 hours.
    expect(answer.hold_expires_at).toBe('2026-03-02T09:00:00.000Z');
    const token = (answer.payment_url as string).split('/pay/')[1];
    expect(answer.payment_url).toBe(`${t.config.publicUrl}/pay/${token}`);
    const mail = await mailer.lastTo('link.guest@example.test');
    expect(mail.subject).toContain(answer.booking.code);
    expect(mail.text).toContain(answer.payment_url);

    const page = await t.app.inject({ method: 'GET', url: `/api/payments/link/${token}/` });
    expect(page.statusCode).toBe(200);
    expect(page.json().booking).toMatchObject({ id: answer.booking.id, total_price: '500.00' });
    // A forged token is refused the same way as an expired one.
    const forged = await t.app.inject({ method: 'GET', url: `/api/payments/link/${token.slice(0, -2)}xx/` });
    expect(forged.statusCode).toBe(404);

    const checkout = await t.app.inject({ method: 'POST', url: `/api/payments/link/${token}/checkout/`, payload: {} });
    expect(checkout.statusCode).toBe(201);
    const paid = await t.app.inject({
      method: 'PUT',
      url: `/api/payments/link/${token}/pay/`,
      payload: { checkout_id: checkout.json().checkout_id, ...CARD },
    });
    expect(paid.statusCode).toBe(200);
    expect(paid.json()).toMatchObject({ status: 'paid', is_paid: true });
    const state = await t.app.inject({ method: 'GET', url: `/api/payments/link/${token}/paid/` });
    expect(state.json()).toMatchObject({ is_paid: true });
    // Paid: the link no longer opens a checkout.
    expect((await t.app.inject({ method: 'GET', url: `/api/payments/link/${token}/` })).statusCode).toBe(404);

    // Another link left unpaid: past its hold it is refused, in the caller's language.
    const unpaid = (
      await post({
        ...stay(hutId, '2026-04-12', '2026-04-13'),
        new_guest: { full_name: 'Late Guest', phone: '+966500000005' },
        payment: { method: 'link' },
      })
    ).json();
    expect(unpaid.link_emailed).toBe(false);
    const lateToken = (unpaid.payment_url as string).split('/pay/')[1];
    clock.advance(24 * 3_600_000 + 1000);
    try {
      const late = await t.app.inject({
        method: 'POST',
        url: `/api/payments/link/${lateToken}/checkout/`,
        payload: {},
        headers: { 'accept-language': 'ar' },
      });
      expect(late.statusCode).toBe(404);
      expect(late.json()).toEqual({ detail: 'انتهت صلاحية رابط الدفع هذا أو أنه غير صالح. تواصل مع المنتجع للحصول على رابط جديد.' });
    } finally {
      clock.set('2026-03-01T09:00:00.000Z');
    }
  });

  it('holds a stay to be paid at arrival until the deadline, then the sweeper releases it and the desk is told', async () => {
    // Arrival 3 March: held until 18:00 Riyadh time that day (15:00 UTC).
    const created = await post({
      ...stay(hutId, '2026-03-03', '2026-03-05'),
      new_guest: { full_name: 'Arrival Guest', phone: '+966500000006' },
      payment: { method: 'arrival' },
    });
    expect(created.statusCode).toBe(201);
    const answer = created.json();
    expect(answer).toMatchObject({
      payment_method: 'arrival',
      hold_expires_at: '2026-03-03T15:00:00.000Z',
      booking: { status: 'confirmed' },
    });
    // Still held on the morning of arrival: nobody else can take the nights.
    clock.set('2026-03-03T06:00:00.000Z');
    await t.app.bookingJobs.runOnce();
    const other = await makeUser(t.db);
    const taken = await staffCaller(t, other)('POST', '/api/products/booking/', stay(hutId, '2026-03-03', '2026-03-04'));
    expect(taken.statusCode).toBe(409);
    clock.set('2026-03-03T15:00:01.000Z');
    try {
      await t.app.bookingJobs.runOnce();
      const [row] = await rows<{ status: string }>(t.db, sql`SELECT status::text FROM bookings WHERE id = ${answer.booking.id}::int`);
      expect(row.status).toBe('expired');
      const notices = await rows<{ kind: string; facts: { code: string } }>(
        t.db,
        sql`SELECT kind, facts FROM staff_notifications WHERE subject_id = ${answer.booking.id}::int AND kind = 'not_paid_at_arrival'`,
      );
      expect(notices).toHaveLength(1);
      expect(notices[0].facts.code).toBe(answer.booking.code);
      // The bell's list words it for staff.
      const list = (await asAdmin('GET', '/api/dashboard/notifications/')).json();
      expect(list.results.some((item: { kind: string }) => item.kind === 'not_paid_at_arrival')).toBe(true);
    } finally {
      clock.set('2026-03-01T09:00:00.000Z');
    }
  });

  it('takes the money at arrival for a stay held until then', async () => {
    const created = (
      await post({
        ...stay(hutId, '2026-03-25', '2026-03-26'),
        new_guest: { full_name: 'Pays Later', phone: '+966500000007' },
        payment: { method: 'arrival' },
      })
    ).json();
    const paid = await asAdmin('POST', `/api/dashboard/bookings/${created.booking.id}/desk-payment/`, {
      method: 'terminal',
      reference: 'T-9',
    });
    expect(paid.statusCode).toBe(200);
    expect(paid.json()).toMatchObject({ status: 'paid', not_paid: '0.00' });
    const again = await asAdmin('POST', `/api/dashboard/bookings/${created.booking.id}/desk-payment/`, { method: 'cash' });
    expect(again.statusCode).toBe(409);
  });

  it('lets a guest booked with an e-mail claim the account by verifying it, and see the booking', async () => {
    const email = 'claim.me@example.test';
    const created = (
      await post({
        ...stay(hutId, '2026-04-19', '2026-04-20'),
        new_guest: { full_name: 'Claiming Guest', phone: '+966500000008', email },
        payment: { method: 'cash' },
      })
    ).json();
    // A second profile with the same e-mail is refused: staff search for the guest instead.
    const twice = await post({
      ...stay(hutId, '2026-04-26', '2026-04-27'),
      new_guest: { full_name: 'Someone', phone: '+966500000009', email: 'Claim.Me@example.test' },
      payment: { method: 'cash' },
    });
    expect(twice.json()).toEqual({ 'new_guest.email': ['A guest with this e-mail already exists. Search for them instead.'] });

    const http = client(t.app);
    mailer.clear();
    await http.post('/resend-otp/?forget=true', { email });
    const code = codeIn((await mailer.lastTo(email)).text);
    expect((await http.post('/verfiy-otp/?forget=true', { email, otp: code })).statusCode).toBe(200);
    const password = 'Claimed-pass-1';
    expect((await http.put('/change-forget-password/', { email, new_password: password, confirm_password: password })).statusCode).toBe(
      200,
    );
    const login = await http.post('/login/', { email, password });
    expect(login.statusCode).toBe(200);
    const upcoming = await t.app.inject({
      method: 'GET',
      url: '/api/products/bookings/upcoming/',
      headers: { authorization: `Bearer ${login.json().token}` },
    });
    expect(upcoming.json().results.map((booking: { id: number }) => booking.id)).toContain(created.booking.id);
  });

  it('is staff only, checked before the body is read', async () => {
    const guest = await makeUser(t.db);
    const refused = await staffCaller(t, guest)('POST', '/api/dashboard/bookings/', { not: 'read' });
    expect(refused.statusCode).toBe(403);
    expect((await t.app.inject({ method: 'POST', url: '/api/dashboard/bookings/', payload: {} })).statusCode).toBe(401);
  });
});
