import { sql } from 'drizzle-orm';
import { rows } from '../../src/server/db/sql';
import { makeEventDate, makeServiceDate } from '../helpers/server/booking';
import { auditRows, staffCaller } from '../helpers/server/dashboard';
import { gateBooking } from '../helpers/server/gate';
import { createTestApp, makeUser, type TestApp } from '../helpers/server/testApp';
import { createTestClock } from '../helpers/server/testClock';

// 12:00 on 2 April 2026 at the resort (Asia/Riyadh).
const clock = createTestClock('2026-04-02T09:00:00.000Z');
let t: TestApp;
let guestId: number;
let admin: ReturnType<typeof staffCaller>;
beforeAll(async () => {
  t = await createTestApp({ clock });
  guestId = (await makeUser(t.db, { fullName: 'Huda Al-Harbi' })).id;
  admin = staffCaller(t, await makeUser(t.db, { role: 'admin', fullName: 'Omar Gate' }));
}, 120_000);
afterAll(() => t?.close());

const verify = (caller: ReturnType<typeof staffCaller>, code: string, lang: 'en' | 'ar' = 'en') =>
  caller('POST', '/api/dashboard/checkin/verify/', { code }, lang);
const checkIn = (caller: ReturnType<typeof staffCaller>, id: number, lang: 'en' | 'ar' = 'en') =>
  caller('POST', `/api/dashboard/checkin/bookings/${id}/check-in/`, undefined, lang);
const redeem = (caller: ReturnType<typeof staffCaller>, ticket: number, quantity: number) =>
  caller('POST', `/api/dashboard/checkin/tickets/${ticket}/redeem/`, { quantity });

describe('verify', () => {
  it("reads the signed QR and the typed code alike: the guest, the hut, nights, people and today's tickets", async () => {
    const event = await makeEventDate(t.db, '2026-04-02', 10);
    const later = await makeEventDate(t.db, '2026-04-03', 10);
    const booking = await gateBooking(t.db, {
      guestId,
      from: '2026-04-01',
      to: '2026-04-04',
      tickets: [
        { kind: 'event', dateId: event.dateId, quantity: 2 },
        { kind: 'event', dateId: later.dateId, quantity: 1 },
      ],
    });
    const byQr = await verify(admin, booking.qr);
    expect(byQr.statusCode).toBe(200);
    expect(byQr.json()).toMatchObject({
      valid: true,
      reason: null,
      today: '2026-04-02',
      booking: { id: booking.id, code: booking.code, guest: 'Huda Al-Harbi' },
      stay: {
        hut: { title: 'Reef Hut' },
        date_from: '2026-04-01',
        date_to: '2026-04-04',
        nights: 3,
        persons: 3,
        kids: 1,
        checked_in: null,
      },
      tickets: [
        { id: booking.ticketIds[0], kind: 'event', title: 'Night dive', date: '2026-04-02', quantity: 2, redeemed: 0, remaining: 2 },
      ],
    });
    expect(byQr.json().tickets).toHaveLength(1);
    for (const typed of [booking.code, booking.code.toLowerCase(), ` ${booking.code.slice(4)} `]) {
      expect((await verify(admin, typed)).json()).toMatchObject({ valid: true, booking: { id: booking.id } });
    }
  });

  it('says why a code admits nobody: unknown, forged, not paid, cancelled, refunded, not today', async () => {
    const make = (status: string, from = '2026-04-01', to = '2026-04-04') => gateBooking(t.db, { guestId, from, to, status });
    const paid = await make('paid');
    const forged = `${paid.id}.${paid.code}.${'A'.repeat(32)}`;
    const otherBooking = `${paid.id + 1000}.${paid.code}.${paid.qr.split('.')[2]}`;
    const cases: [string, string][] = [
      ['KEN-ZZZZZZ', 'unknown'],
      ['hello', 'unknown'],
      [forged, 'forged'],
      [otherBooking, 'forged'],
      ['1.2.3', 'forged'],
      [(await make('expired')).qr, 'not_paid'],
      [(await make('cancelled')).qr, 'cancelled'],
      [(await make('refunded')).qr, 'refunded'],
      [(await make('paid', '2026-04-03', '2026-04-05')).qr, 'not_today'],
      [(await make('paid', '2026-03-20', '2026-03-25')).code, 'not_today'],
    ];
    for (const [code, reason] of cases) {
      const body = (await verify(admin, code)).json();
      expect([code, body.valid, body.reason]).toEqual([code, false, reason]);
      if (reason === 'unknown' || reason === 'forged') expect(body.booking).toBeNull();
    }
  });

  it('refuses bad input with a translated message', async () => {
    const empty = await verify(admin, '', 'ar');
    expect(empty.statusCode).toBe(400);
    expect(Object.values(empty.json()).flat().join(' ')).toMatch(/[\u0600-\u06FF]/);
    expect((await admin('POST', '/api/dashboard/checkin/tickets/1/redeem/', { quantity: 0 })).statusCode).toBe(400);
  });
});

describe('check-in', () => {
  it("checks a guest in once; again says when and by whom, in the caller's language, and writes one audit row", async () => {
    const booking = await gateBooking(t.db, { guestId, from: '2026-04-02', to: '2026-04-03' });
    const first = await checkIn(admin, booking.id);
    expect(first.statusCode).toBe(200);
    expect(first.json().stay.checked_in).toEqual({ at: '2026-04-02T09:00:00.000Z', by: 'Omar Gate' });
    clock.advance(60_000);
    const again = await checkIn(admin, booking.id);
    expect([again.statusCode, again.json()]).toEqual([
      409,
      { detail: 'Already checked in at 12:00 by Omar Gate.', code: 'already_checked_in' },
    ]);
    expect((await checkIn(admin, booking.id, 'ar')).json().detail).toBe('تم تسجيل الوصول الساعة ١٢:٠٠ بواسطة Omar Gate.');
    expect((await verify(admin, booking.qr)).json().stay.checked_in).toEqual({ at: '2026-04-02T09:00:00.000Z', by: 'Omar Gate' });
    const audit = (await auditRows(t, 'scan')).filter((row) => row.entity_id === String(booking.id));
    expect(audit.map((row) => [row.action, row.entity_type])).toEqual([['check_in', 'booking']]);
    clock.set('2026-04-02T09:00:00.000Z');
  });

  it('two gates checking one guest in at once: one succeeds, the other is told', async () => {
    const booking = await gateBooking(t.db, { guestId, from: '2026-04-01', to: '2026-04-03' });
    const answers = await Promise.all(Array.from({ length: 6 }, () => checkIn(admin, booking.id)));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409, 409, 409, 409]);
    const [{ n }] = await rows<{ n: number }>(
      t.db,
      sql`SELECT count(*)::int AS n FROM booking_check_ins WHERE booking_id = ${booking.id}::int`,
    );
    expect(n).toBe(1);
  });

  it('refuses a stay that is not valid today, with the reason, and writes nothing', async () => {
    const cancelled = await gateBooking(t.db, { guestId, from: '2026-04-01', to: '2026-04-03', status: 'cancelled' });
    const answer = await checkIn(admin, cancelled.id);
    expect([answer.statusCode, answer.json()]).toEqual([
      409,
      { detail: 'This e-ticket does not admit a guest today: the booking was cancelled.', code: 'cancelled' },
    ]);
    const future = await gateBooking(t.db, { guestId, from: '2026-04-10', to: '2026-04-12' });
    expect((await checkIn(admin, future.id, 'ar')).json().code).toBe('not_today');
    expect((await checkIn(admin, 999999)).statusCode).toBe(404);
    const [{ n }] = await rows<{ n: number }>(
      t.db,
      sql`SELECT count(*)::int AS n FROM booking_check_ins WHERE booking_id IN (${cancelled.id}::int, ${future.id}::int)`,
    );
    expect(n).toBe(0);
  });
});

describe('redeeming tickets', () => {
  it('redeems up to the quantity bought, never more, also when many gates redeem at once', async () => {
    const service = await makeServiceDate(t.db, '2026-04-02', 20);
    const booking = await gateBooking(t.db, {
      guestId,
      from: '2026-04-01',
      to: '2026-04-03',
      tickets: [{ kind: 'service', dateId: service.dateId, quantity: 3 }],
    });
    const [ticket] = booking.ticketIds;
    const answers = await Promise.all(Array.from({ length: 8 }, () => redeem(admin, ticket, 1)));
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(3);
    const refused = answers.filter((answer) => answer.statusCode === 409);
    expect(refused).toHaveLength(5);
    expect(refused[0].json()).toEqual({ detail: expect.stringMatching(/^Only \d left on this ticket\.$/), code: 'over_quantity' });
    const [{ used }] = await rows<{ used: number }>(
      t.db,
      sql`SELECT sum(quantity)::int AS used FROM ticket_redemptions WHERE ticket_id = ${ticket}::int`,
    );
    expect(used).toBe(3);
    expect((await verify(admin, booking.code)).json().tickets[0]).toMatchObject({ quantity: 3, redeemed: 3, remaining: 0 });
    expect((await auditRows(t, 'scan')).filter((row) => row.action === 'redeem' && row.entity_id === String(booking.id))).toHaveLength(3);
  });

  it('the database refuses a redemption beyond the quantity even when the service is bypassed', async () => {
    const event = await makeEventDate(t.db, '2026-04-02', 10);
    const booking = await gateBooking(t.db, {
      guestId,
      from: '2026-04-01',
      to: '2026-04-03',
      tickets: [{ kind: 'event', dateId: event.dateId, quantity: 2 }],
    });
    const insert = (quantity: number) =>
      t.db.execute(
        sql`INSERT INTO ticket_redemptions (ticket_id, redeemed_on, quantity, redeemed_at) VALUES (${booking.ticketIds[0]}::int, '2026-04-02', ${quantity}::int, now())`,
      );
    await insert(2);
    await expect(insert(1)).rejects.toThrow();
  });

  it('refuses a ticket for another day, more than left, and a cancelled booking', async () => {
    const tomorrow = await makeEventDate(t.db, '2026-04-03', 10);
    const today = await makeEventDate(t.db, '2026-04-02', 10);
    const booking = await gateBooking(t.db, {
      guestId,
      from: '2026-04-01',
      to: '2026-04-04',
      tickets: [
        { kind: 'event', dateId: tomorrow.dateId, quantity: 1 },
        { kind: 'event', dateId: today.dateId, quantity: 2 },
      ],
    });
    expect((await redeem(admin, booking.ticketIds[0], 1)).json()).toMatchObject({
      code: 'not_today',
      detail: 'This ticket is not for today.',
    });
    expect((await redeem(admin, booking.ticketIds[1], 3)).json()).toEqual({ detail: 'Only 2 left on this ticket.', code: 'over_quantity' });
    const ok = await redeem(admin, booking.ticketIds[1], 2);
    expect(ok.json().tickets[0]).toMatchObject({ id: booking.ticketIds[1], remaining: 0 });
    const cancelled = await gateBooking(t.db, {
      guestId,
      from: '2026-04-01',
      to: '2026-04-04',
      status: 'cancelled',
      tickets: [{ kind: 'event', dateId: today.dateId, quantity: 1 }],
    });
    expect((await redeem(admin, cancelled.ticketIds[0], 1)).json().code).toBe('cancelled');
  });

  it('a ticket of a session the resort cancelled (and refunded) is no longer listed nor redeemable', async () => {
    const service = await makeServiceDate(t.db, '2026-04-02', 10);
    const booking = await gateBooking(t.db, {
      guestId,
      from: '2026-04-01',
      to: '2026-04-03',
      tickets: [{ kind: 'service', dateId: service.dateId, quantity: 2 }],
    });
    expect((await verify(admin, booking.code)).json().tickets).toHaveLength(1);
    await t.db.execute(sql`UPDATE booking_tickets SET cancelled_at = now() WHERE id = ${booking.ticketIds[0]}::int`);
    expect((await verify(admin, booking.code)).json().tickets).toEqual([]);
    expect((await redeem(admin, booking.ticketIds[0], 1)).statusCode).toBe(404);
    const [{ used }] = await rows<{ used: number }>(
      t.db,
      sql`SELECT count(*)::int AS used FROM ticket_redemptions WHERE ticket_id = ${booking.ticketIds[0]}::int`,
    );
    expect(used).toBe(0);
  });
});

describe('suppliers at their own venue', () => {
  it('see the guest and their own tickets only, redeem only theirs, and cannot check stays in', async () => {
    const mine = await makeServiceDate(t.db, '2026-04-02', 10);
    const theirs = await makeEventDate(t.db, '2026-04-02', 10);
    const [{ owner: supplierA }] = await rows<{ owner: number }>(
      t.db,
      sql`SELECT user_id AS owner FROM services WHERE id = ${mine.serviceId}::int`,
    );
    await t.db.execute(sql`UPDATE users SET supplier_status = 'approved' WHERE id = ${supplierA}::int`);
    const [userA] = await rows<{ id: number; role: 'supplier'; email: string; tokenVersion: number }>(
      t.db,
      sql`SELECT id, role, email, token_version AS "tokenVersion" FROM users WHERE id = ${supplierA}::int`,
    );
    const asA = staffCaller(t, userA);
    const shared = await gateBooking(t.db, {
      guestId,
      from: '2026-04-01',
      to: '2026-04-03',
      tickets: [
        { kind: 'service', dateId: mine.dateId, quantity: 2 },
        { kind: 'event', dateId: theirs.dateId, quantity: 2 },
      ],
    });
    const onlyTheirs = await gateBooking(t.db, {
      guestId,
      from: '2026-04-01',
      to: '2026-04-03',
      tickets: [{ kind: 'event', dateId: theirs.dateId, quantity: 1 }],
    });

    const seen = (await verify(asA, shared.qr)).json();
    expect(seen).toEqual({
      valid: true,
      reason: null,
      today: '2026-04-02',
      booking: { id: shared.id, code: shared.code, guest: 'Huda Al-Harbi' },
      stay: null,
      tickets: [
        {
          id: shared.ticketIds[0],
          kind: 'service',
          title: 'Reef snorkel',
          title_ar: 'غطس الشعاب',
          date: '2026-04-02',
          quantity: 2,
          redeemed: 0,
          remaining: 2,
        },
      ],
    });
    // A booking without any of A's tickets does not exist for A.
    expect((await verify(asA, onlyTheirs.qr)).json()).toMatchObject({
      valid: false,
      reason: 'unknown',
      booking: null,
      stay: null,
      tickets: [],
    });
    expect((await redeem(asA, shared.ticketIds[1], 1)).statusCode).toBe(404);
    expect((await redeem(asA, onlyTheirs.ticketIds[0], 1)).statusCode).toBe(404);
    expect((await checkIn(asA, shared.id)).statusCode).toBe(403);
    const own = await redeem(asA, shared.ticketIds[0], 1);
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({ stay: null, tickets: [{ id: shared.ticketIds[0], remaining: 1 }] });
    expect(own.json().tickets).toHaveLength(1);
    const [{ n }] = await rows<{ n: number }>(
      t.db,
      sql`SELECT count(*)::int AS n FROM ticket_redemptions WHERE ticket_id IN (${shared.ticketIds[1]}::int, ${onlyTheirs.ticketIds[0]}::int)`,
    );
    expect(n).toBe(0);
  });
});
