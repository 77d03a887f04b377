import type { SandboxProvider } from '../../src/server/lib/payments/sandbox';
import { sql } from 'drizzle-orm';
import { rows } from '../../src/server/db/sql';
import { promoCodeHuts, promoCodes, users } from '../../src/server/db/schema';
import { makeEventDate, makeHut, makeHuts, stay } from '../helpers/server/booking';
import { eventually, memoryMailer } from '../helpers/server/mail';
import { createTestApp, type TestApp } from '../helpers/server/testApp';
import { createTestClock } from '../helpers/server/testClock';

// The same file runs on PGlite (server) and PostgreSQL (server-pg).
const clock = createTestClock('2026-03-01T09:00:00.000Z');
const mailer = memoryMailer();
let t: TestApp;
beforeAll(async () => void (t = await createTestApp({ clock, mailer })));
afterAll(() => t.close());

// Generous per-test limits: PostgreSQL runs 100 real transactions through a pool of 10 connections.
// The guarantees are asserted on outcomes and rows, never on timing.
const CONCURRENCY_TIMEOUT_MS = 120_000;

async function guests(n: number) {
  const rows = await t.db
    .insert(users)
    .values(
      Array.from({ length: n }, (_, i) => ({
        email: `crowd${i}.${Date.now()}.${Math.random()}@example.test`,
        fullName: `Crowd ${i}`,
        isVerified: true,
      })),
    )
    .returning();
  return rows.map((user) => ({ authorization: `Bearer ${t.tokenFor(user)}` }));
}

test(
  '50 simultaneous holds of the same nights: exactly one',
  async () => {
    const hut = (await makeHut(t.db)).id;
    const users = await guests(50);
    const ids = await Promise.all(
      users.map(async (headers, i) => {
        const body = stay(hut, `2026-04-${String(1 + (i % 5)).padStart(2, '0')}`, '2026-04-08');
        return {
          id: (await t.app.inject({ method: 'POST', url: '/api/products/booking/', payload: body, headers })).json().id as number,
          body,
          headers,
        };
      }),
    );
    const answers = await Promise.all(
      ids.map(({ id, body, headers }) =>
        t.app.inject({ method: 'PUT', url: `/api/products/booking/update/${id}/`, payload: { ...body, status: 'confirmed' }, headers }),
      ),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.statusCode === 409)).toHaveLength(49);
    expect(answers.every((a) => typeof a.json().detail === 'string' || a.statusCode === 200)).toBe(true);
    const [{ holds }] = await rows<{ holds: number }>(
      t.db,
      sql`SELECT count(*)::int AS holds FROM bookings WHERE hut_id = ${hut} AND status = 'confirmed'`,
    );
    expect(holds).toBe(1);
  },
  CONCURRENCY_TIMEOUT_MS,
);

test(
  '100 simultaneous ticket purchases for 10 seats: exactly 10 sold',
  async () => {
    const { eventId, dateId } = await makeEventDate(t.db, '2026-04-20', 10, '50.00', 1);
    const users = await guests(100);
    const huts = await makeHuts(t.db, 100, '2026-04-01', 60);
    const requests = await Promise.all(
      users.map(async (headers, i) => {
        const body = stay(huts[i].id, '2026-04-19', '2026-04-21', { events: [{ event: eventId, date: dateId, quantity: 1 }] });
        const created = await t.app.inject({ method: 'POST', url: '/api/products/booking/', payload: body, headers });
        expect(created.statusCode).toBe(201);
        return { id: created.json().id as number, body, headers };
      }),
    );
    const answers = await Promise.all(
      requests.map(({ id, body, headers }) =>
        t.app.inject({ method: 'PUT', url: `/api/products/booking/update/${id}/`, payload: { ...body, status: 'confirmed' }, headers }),
      ),
    );
    // Every loser is told why (409 with a detail), never a 5xx.
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(10);
    expect(answers.filter((a) => a.statusCode === 409)).toHaveLength(90);
    expect(answers.filter((a) => a.statusCode === 409).every((a) => typeof a.json().detail === 'string')).toBe(true);
    const [{ sold }] = await rows<{ sold: number }>(
      t.db,
      sql`SELECT coalesce(sum(t.quantity), 0)::int AS sold FROM booking_tickets t JOIN bookings b ON b.id = t.booking_id
    WHERE t.event_date_id = ${dateId} AND b.status = 'confirmed'`,
    );
    expect(sold).toBe(10);
  },
  CONCURRENCY_TIMEOUT_MS,
);

test(
  '100 guests hold with a promo code limited to 5 at the same moment: exactly 5 bookings use it',
  async () => {
    const crowd = await guests(100);
    const huts = await makeHuts(t.db, 100, '2026-04-01', 60);
    const [promo] = await t.db
      .insert(promoCodes)
      .values({ code: `CROWD${Date.now()}`, percentage: 10, usageLimit: 5 })
      .returning();
    await t.db.insert(promoCodeHuts).values(huts.map((hut) => ({ promoCodeId: promo.id, hutId: hut.id })));
    // Pending bookings do not use the code: all 100 take it.
    const requests = await Promise.all(
      crowd.map(async (headers, i) => {
        const body = stay(huts[i].id, '2026-04-10', '2026-04-12', { promocode: promo.code });
        const created = await t.app.inject({ method: 'POST', url: '/api/products/booking/', payload: body, headers });
        expect(created.statusCode).toBe(201);
        return { id: created.json().id as number, body, headers };
      }),
    );
    const answers = await Promise.all(
      requests.map(({ id, body, headers }) =>
        t.app.inject({ method: 'PUT', url: `/api/products/booking/update/${id}/`, payload: { ...body, status: 'confirmed' }, headers }),
      ),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(5);
    // The losers are told the code is used up: 409 when they counted under the lock, 400 when the quote already saw it.
    const usedUp = 'This promo code has been used as many times as it allows. Book without it or use another code.';
    const refused = answers.filter((a) => a.statusCode !== 200);
    expect(refused.every((a) => a.json().detail === usedUp || a.json().promocode?.[0] === usedUp)).toBe(true);
    const [{ uses }] = await rows<{ uses: number }>(
      t.db,
      sql`SELECT count(*)::int AS uses FROM bookings WHERE promo_code_id = ${promo.id} AND status IN ('confirmed', 'paid', 'completed')`,
    );
    expect(uses).toBe(5);
    // The staff list counts the same uses.
    const [admin] = await t.db
      .insert(users)
      .values({ email: `admin.${Date.now()}@example.test`, role: 'admin', isVerified: true })
      .returning();
    const listed = await t.app.inject({
      method: 'GET',
      url: `/api/dashboard/promos/?search=${promo.code}`,
      headers: { authorization: `Bearer ${t.tokenFor(admin)}` },
    });
    expect(listed.json().results).toEqual([expect.objectContaining({ code: promo.code, uses_count: 5 })]);
  },
  CONCURRENCY_TIMEOUT_MS,
);

test(
  '20 simultaneous completions of one payment: one payment, one paid booking, one e-mail',
  async () => {
    const [headers] = await guests(1);
    const hut = (await makeHut(t.db)).id;
    const body = stay(hut, '2026-05-01', '2026-05-03');
    const id = (await t.app.inject({ method: 'POST', url: '/api/products/booking/', payload: body, headers })).json().id;
    await t.app.inject({ method: 'PUT', url: `/api/products/booking/update/${id}/`, payload: { ...body, status: 'confirmed' }, headers });
    const checkout = (
      await t.app.inject({ method: 'POST', url: '/api/payments/create-checkout/', payload: { booking_id: id }, headers })
    ).json();
    const provider = t.app.bookingJobs.deps.provider as SandboxProvider;
    await provider.charge(checkout.checkout_id, { number: '4111111111111111', expiryMonth: 1, expiryYear: 2030, cvc: '123', holder: 'x' });
    mailer.clear();
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        i % 2 === 0
          ? t.app.inject({ method: 'GET', url: `/api/payments/verify-payment/?checkout_id=${checkout.checkout_id}`, headers })
          : t.app.inject({
              method: 'POST',
              url: '/api/payments/webhook/',
              payload: JSON.stringify({ checkoutId: checkout.checkout_id, n: i }),
              headers: {
                'content-type': 'text/plain',
                'x-sandbox-signature': provider.sign(JSON.stringify({ checkoutId: checkout.checkout_id, n: i })),
              },
            }),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(200));
    const payments = await rows(t.db, sql`SELECT id FROM payment_transactions WHERE booking_id = ${id} AND status = 'success'`);
    expect(payments).toHaveLength(1);
    expect((await rows<{ status: string }>(t.db, sql`SELECT status::text FROM bookings WHERE id = ${id}`))[0].status).toBe('paid');
    // Mail goes out in the background: wait (bounded) for the first, then keep polling a while to see no second one arrive.
    await eventually(() => (mailer.sent.length > 0 ? true : undefined));
    await expect(eventually(() => (mailer.sent.length > 1 ? true : undefined), 500)).rejects.toThrow('timed out');
    expect(mailer.sent).toHaveLength(1);
    // An unverifiable notification is refused.
    const forged = await t.app.inject({
      method: 'POST',
      url: '/api/payments/webhook/',
      payload: '{"checkoutId":"x"}',
      headers: { 'content-type': 'text/plain', 'x-sandbox-signature': '0'.repeat(64) },
    });
    expect(forged.statusCode).toBe(400);
  },
  CONCURRENCY_TIMEOUT_MS,
);
