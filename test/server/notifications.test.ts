// Issue 23 §6: the back office's live notifications. Events written by the real routes (a paid booking, a staff
// cancellation, a support message) become notifications; read marks are per staff user; only staff get them; the
// event stream delivers them live, and on PostgreSQL one written through ANOTHER instance (LISTEN/NOTIFY).
import http from 'node:http';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { users, type UserRow } from '../../src/server/db/schema';
import { SANDBOX_CARDS } from '../../src/server/lib/payments/sandbox';
import { makeHut, stay } from '../helpers/server/booking';
import { createTestApp, makeUser, type TestApp } from '../helpers/server/testApp';
import { createTestClock } from '../helpers/server/testClock';
import { ON_POSTGRES, withInstances } from '../helpers/server/instances';

const clock = createTestClock('2026-03-01T09:00:00.000Z');
let t: TestApp;
let guest: UserRow;
let staff: UserRow;
let otherStaff: UserRow;
let hutId: number;

const as = (app: FastifyInstance, user: UserRow) => (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  app.inject({ method, url, payload, headers: { authorization: `Bearer ${app.tokens.signAccess(user)}` } });

async function bookAndPay(app: FastifyInstance, hut: number, from: string, to: string): Promise<number> {
  const call = as(app, guest);
  const id = (await call('POST', '/api/products/booking/', stay(hut, from, to))).json().id as number;
  await call('PUT', `/api/products/booking/update/${id}/`, { ...stay(hut, from, to), status: 'confirmed' });
  const checkout = await call('POST', '/api/payments/create-checkout/', { booking_id: id });
  const pay = await call('PUT', `/api/products/bookings-pay/${id}/`, {
    checkout_id: checkout.json().checkout_id,
    card_number: '4111 1111 1111 1111',
    expiry_month: 12,
    expiry_year: 2030,
    cvc: '123',
    holder: 'Huda',
  });
  expect(pay.json()).toMatchObject({ status: 'paid' });
  return id;
}

interface StreamEvent {
  event: string;
  data: unknown;
}

/** Opens the event stream over real HTTP and collects its events. */
function openStream(port: number, query: string, headers: Record<string, string> = {}) {
  const events: StreamEvent[] = [];
  let buffer = '';
  const waiters: (() => void)[] = [];
  let request!: http.ClientRequest;
  const opened = new Promise<http.IncomingMessage>((resolve, reject) => {
    request = http.get(
      {
        host: '127.0.0.1',
        port,
        path: `/api/dashboard/notifications/stream${query}`,
        headers: { accept: 'text/event-stream', ...headers },
      },
      (response) => {
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          buffer += chunk;
          let end: number;
          while ((end = buffer.indexOf('\n\n')) >= 0) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            const event = /^event: (.*)$/m.exec(block)?.[1];
            const data = /^data: (.*)$/m.exec(block)?.[1];
            if (event && data) events.push({ event, data: JSON.parse(data) });
          }
          waiters.splice(0).forEach((wake) => wake());
        });
        response.on('end', () => waiters.splice(0).forEach((wake) => wake()));
        resolve(response);
      },
    );
    request.on('error', reject);
  });
  const until = async (found: (events: StreamEvent[]) => boolean, ms = 10_000) => {
    const deadline = Date.now() + ms;
    while (!found(events)) {
      if (Date.now() > deadline) throw new Error(`stream: not seen in time; events ${JSON.stringify(events)}`);
      await new Promise<void>((resolve) => {
        waiters.push(resolve);
        setTimeout(resolve, 200).unref();
      });
    }
  };
  return { events, opened, until, close: () => request.destroy() };
}

const kindsOf = (page: { results: { kind: string }[] }) => page.results.map((item) => item.kind);

beforeAll(async () => {
  t = await createTestApp({ clock, config: { refundRetryMinutes: [1, 5, 30], refundMaxAttempts: 3 } });
  guest = await makeUser(t.db);
  staff = await makeUser(t.db, { role: 'admin' });
  otherStaff = await makeUser(t.db, { role: 'admin' });
  hutId = (await makeHut(t.db)).id;
}, 120_000);
afterAll(() => t?.close());

test('a paid booking, its cancellation and a support message each notify staff, newest first, with facts and links', async () => {
  const id = await bookAndPay(t.app, hutId, '2026-03-10', '2026-03-12');
  expect(
    (await as(t.app, staff)('POST', `/api/dashboard/bookings/${id}/cancel/`, { refund: 'none', reason: 'Guest asked' })).statusCode,
  ).toBe(200);
  expect(
    (
      await t.app.inject({
        method: 'POST',
        url: '/support/create/',
        payload: { full_name: 'Nora Saleh', email: 'nora@example.test', content: 'Is the reef open in March?' },
      })
    ).statusCode,
  ).toBe(201);

  const page = (await as(t.app, staff)('GET', '/api/dashboard/notifications/')).json();
  expect(kindsOf(page).slice(0, 3)).toEqual(['support_message', 'booking_cancelled', 'booking_paid']);
  const [support, cancelled, paid] = page.results;
  expect(paid).toMatchObject({
    subject_type: 'booking',
    subject_id: id,
    read: false,
    link: `/dashboard/bookings/${id}`,
    facts: { booking_id: id, date_from: '2026-03-10', date_to: '2026-03-12', guest: guest.fullName, currency: 'SAR' },
  });
  expect(paid.facts.code).toMatch(/^\w+/);
  expect(cancelled).toMatchObject({ kind: 'booking_cancelled', subject_id: id, facts: { reason: 'Guest asked' } });
  expect(support).toMatchObject({ subject_type: 'support_message', facts: { name: 'Nora Saleh', email: 'nora@example.test' } });
  expect(support.link).toBe(`/dashboard/support/${support.subject_id}`);
  expect(page.unread).toBe(page.count);
});

test('a staff change of dates, a refund refused for good and a supplier’s verified application notify too', async () => {
  const id = await bookAndPay(t.app, hutId, '2026-05-10', '2026-05-12');
  const change = await as(t.app, staff)('POST', `/api/dashboard/bookings/${id}/change/`, {
    date_from: '2026-05-14',
    date_to: '2026-05-16',
  });
  expect(change.statusCode).toBe(200);
  let newest = (await as(t.app, staff)('GET', '/api/dashboard/notifications/')).json().results[0];
  expect(newest).toMatchObject({
    kind: 'booking_changed',
    subject_id: id,
    link: `/dashboard/bookings/${id}`,
    facts: { from_date_from: '2026-05-10', from_date_to: '2026-05-12', date_from: '2026-05-14', date_to: '2026-05-16', by_staff: true },
  });

  // Paid with the sandbox card whose refunds are always refused: the worker gives up after its last attempt.
  const call = as(t.app, guest);
  const refused = (await call('POST', '/api/products/booking/', stay(hutId, '2026-05-20', '2026-05-21'))).json().id as number;
  await call('PUT', `/api/products/booking/update/${refused}/`, { ...stay(hutId, '2026-05-20', '2026-05-21'), status: 'confirmed' });
  const checkout = await call('POST', '/api/payments/create-checkout/', { booking_id: refused });
  const paid = await call('PUT', `/api/products/bookings-pay/${refused}/`, {
    checkout_id: checkout.json().checkout_id,
    card_number: SANDBOX_CARDS.refundRefused,
    expiry_month: 12,
    expiry_year: 2030,
    cvc: '123',
    holder: 'Huda',
  });
  expect(paid.json()).toMatchObject({ status: 'paid' });
  expect(
    (await as(t.app, staff)('POST', `/api/dashboard/bookings/${refused}/refund/`, { amount: '50', reason: 'Noisy AC' })).statusCode,
  ).toBe(200);
  for (const wait of [0, 1, 5]) {
    clock.advance(wait * 60_000);
    await t.app.refundJobs.runOnce();
  }
  newest = (await as(t.app, staff)('GET', '/api/dashboard/notifications/')).json().results[0];
  expect(newest).toMatchObject({ kind: 'refund_failed', subject_id: refused, facts: { amount: '50.00', booking_id: refused } });

  // A supplier account counts once its e-mail is verified and it waits for approval.
  const supplier = await makeUser(t.db, { role: 'supplier', supplierStatus: 'pending', isVerified: false, companyName: 'Reef Divers' });
  expect((await as(t.app, staff)('GET', '/api/dashboard/notifications/')).json().results[0].kind).toBe('refund_failed');
  await t.db.update(users).set({ isVerified: true }).where(eq(users.id, supplier.id));
  newest = (await as(t.app, staff)('GET', '/api/dashboard/notifications/')).json().results[0];
  expect(newest).toMatchObject({
    kind: 'supplier_application',
    subject_id: supplier.id,
    link: '/dashboard/suppliers',
    facts: { company: 'Reef Divers' },
  });
});

test('a booking that is only held or whose payment never comes notifies nobody', async () => {
  const before = (await as(t.app, staff)('GET', '/api/dashboard/notifications/')).json().count;
  const call = as(t.app, guest);
  const id = (await call('POST', '/api/products/booking/', stay(hutId, '2026-03-20', '2026-03-21'))).json().id as number;
  await call('PUT', `/api/products/booking/update/${id}/`, { ...stay(hutId, '2026-03-20', '2026-03-21'), status: 'confirmed' });
  expect((await as(t.app, staff)('GET', '/api/dashboard/notifications/')).json().count).toBe(before);
});

test('read marks belong to each staff member: one read, then all read up to what was seen', async () => {
  const mine = as(t.app, staff);
  const theirs = as(t.app, otherStaff);
  const page = (await mine('GET', '/api/dashboard/notifications/')).json();
  const [newest, second] = page.results;
  const read = await mine('POST', `/api/dashboard/notifications/${second.id}/read/`, {});
  expect(read.json()).toMatchObject({ id: second.id, read: true });
  expect((await mine('GET', '/api/dashboard/notifications/')).json().unread).toBe(page.unread - 1);
  expect((await theirs('GET', '/api/dashboard/notifications/')).json().unread).toBe(page.unread);

  expect((await mine('POST', '/api/dashboard/notifications/read-all/', { up_to: newest.id })).json()).toEqual({ unread: 0 });
  const after = (await mine('GET', '/api/dashboard/notifications/')).json();
  expect(after.results.every((item: { read: boolean }) => item.read)).toBe(true);
  expect((await theirs('GET', '/api/dashboard/notifications/')).json().unread).toBe(page.unread);

  // A new one after "all read" is unread again.
  await t.app.inject({
    method: 'POST',
    url: '/support/create/',
    payload: { full_name: 'Ali', email: 'ali@example.test', content: 'Hello' },
  });
  expect((await mine('GET', '/api/dashboard/notifications/')).json().unread).toBe(1);
  expect((await mine('POST', '/api/dashboard/notifications/999999/read/', {})).statusCode).toBe(404);
});

test('guests and suppliers are refused, with or without a stream ticket', async () => {
  const supplier = await makeUser(t.db, { role: 'supplier', supplierStatus: 'approved' });
  for (const user of [guest, supplier]) {
    const call = as(t.app, user);
    expect((await call('GET', '/api/dashboard/notifications/')).statusCode).toBe(403);
    expect((await call('POST', '/api/dashboard/notifications/read-all/', {})).statusCode).toBe(403);
    expect((await call('POST', '/api/dashboard/notifications/stream-ticket/', {})).statusCode).toBe(403);
  }
  expect((await t.app.inject({ method: 'GET', url: '/api/dashboard/notifications/' })).statusCode).toBe(401);
  // A made-up ticket, and an access token where a ticket belongs, open nothing.
  const forged = await t.app.inject({ method: 'GET', url: '/api/dashboard/notifications/stream?ticket=abc' });
  expect(forged.statusCode).toBe(401);
  const tokenAsTicket = await t.app.inject({ method: 'GET', url: `/api/dashboard/notifications/stream?ticket=${t.tokenFor(staff)}` });
  expect(tokenAsTicket.statusCode).toBe(401);
});

test('the stream opens with a ticket, sends the unread count, then each new notification live; a ticket expires', async () => {
  const ticket = (await as(t.app, staff)('POST', '/api/dashboard/notifications/stream-ticket/', {})).json();
  expect(ticket.expires_in).toBe(60);
  const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
  const port = Number(new URL(address).port);
  const stream = openStream(port, `?ticket=${encodeURIComponent(ticket.ticket)}`);
  const response = await stream.opened;
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toContain('text/event-stream');
  await stream.until((events) => events.some((e) => e.event === 'unread'));
  const unreadAtStart = (stream.events[0].data as { unread: number }).unread;

  await bookAndPay(t.app, hutId, '2026-04-01', '2026-04-03');
  await stream.until((events) => events.some((e) => e.event === 'notification'));
  const pushed = stream.events.find((e) => e.event === 'notification')!.data as { kind: string; facts: Record<string, unknown> };
  expect(pushed).toMatchObject({ kind: 'booking_paid', facts: { date_from: '2026-04-01' } });
  await stream.until((events) => events.some((e) => e.event === 'unread' && (e.data as { unread: number }).unread === unreadAtStart + 1));

  // Reading all on another tab updates this one's count.
  await as(t.app, staff)('POST', '/api/dashboard/notifications/read-all/', {});
  await stream.until((events) => (events.at(-1)?.data as { unread?: number }).unread === 0);
  stream.close();

  // 61 seconds later the same ticket opens nothing.
  clock.advance(61_000);
  const stale = await t.app.inject({
    method: 'GET',
    url: `/api/dashboard/notifications/stream?ticket=${encodeURIComponent(ticket.ticket)}`,
  });
  expect(stale.statusCode).toBe(401);
});

(ON_POSTGRES ? test : test.skip)(
  'on PostgreSQL, a booking paid through ANOTHER instance reaches the stream open on this one; app.close() ends the stream',
  async () => {
    await withInstances(2, { clock }, async (apps, handles) => {
      const [watching, writing] = apps;
      const db = handles[0].db;
      const hut = (await makeHut(db)).id;
      guest = await makeUser(db);
      const admin = await makeUser(db, { role: 'admin' });
      const address = await watching.listen({ port: 0, host: '127.0.0.1' });
      const stream = openStream(Number(new URL(address).port), '', { authorization: `Bearer ${watching.tokens.signAccess(admin)}` });
      expect((await stream.opened).statusCode).toBe(200);
      await stream.until((events) => events.some((e) => e.event === 'unread'));

      const id = await bookAndPay(writing, hut, '2026-03-05', '2026-03-07');
      await stream.until((events) => events.some((e) => e.event === 'notification'));
      expect(stream.events.find((e) => e.event === 'notification')!.data).toMatchObject({ kind: 'booking_paid', subject_id: id });

      const response = await stream.opened;
      const ended = new Promise<void>((resolve) => response.on('close', () => resolve()));
      const closing = Date.now();
      await watching.close();
      await ended;
      expect(Date.now() - closing).toBeLessThan(5_000);
    });
  },
  180_000,
);
