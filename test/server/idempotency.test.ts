import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/server/app';
import { createDatabase, type DatabaseHandle } from '../../src/server/db/client';
import { rows } from '../../src/server/db/sql';
import { IN_FLIGHT_LIMIT_MS, requestHash } from '../../src/server/plugins/idempotency';
import { makeHut, stay } from '../helpers/server/booking';
import { createTestApp, makeUser, type TestApp } from '../helpers/server/testApp';
import { createTestClock } from '../helpers/server/testClock';

// Runs on PGlite (server) and PostgreSQL (server-pg); on PostgreSQL the second instance has a pool of its own.
const clock = createTestClock('2026-03-01T09:00:00.000Z');
let t: TestApp;
let second: FastifyInstance;
let secondHandle: DatabaseHandle | null = null;
let admin: Awaited<ReturnType<typeof makeUser>>;
let guest: Awaited<ReturnType<typeof makeUser>>;
let hutId: number;

beforeAll(async () => {
  t = await createTestApp({ clock });
  if (t.handle.kind === 'postgres') {
    const [{ name }] = await rows<{ name: string }>(t.db, sql`SELECT current_database() AS name`);
    const url = new URL(process.env.TEST_DATABASE_URL!);
    url.pathname = `/${name}`;
    secondHandle = await createDatabase({ kind: 'postgres', url: url.toString(), poolMax: 4 });
  }
  second = await buildApp(t.config, { db: secondHandle ?? t.handle, clock, logger: false });
  await second.ready();
  admin = await makeUser(t.db, { role: 'admin' });
  guest = await makeUser(t.db);
  hutId = (await makeHut(t.db)).id;
});
afterAll(async () => {
  await second.close();
  await secondHandle?.close();
  await t.close();
});

const call = (
  app: FastifyInstance,
  user: typeof admin,
  method: 'POST' | 'GET',
  url: string,
  payload?: object,
  headers: Record<string, string> = {},
) => app.inject({ method, url, payload, headers: { authorization: `Bearer ${t.tokenFor(user)}`, ...headers } });

let day = 1;
/** A new pending booking (a stay of its own: the guest's draft for the same stay would be reused). */
async function newBooking(key = randomUUID()) {
  day += 1;
  const from = `2026-04-${String(day).padStart(2, '0')}`;
  const to = `2026-04-${String(day + 1).padStart(2, '0')}`;
  const created = await call(t.app, guest, 'POST', '/api/products/booking/', stay(hutId, from, to), {
    'idempotency-key': key,
  });
  expect(created.statusCode).toBe(201);
  return created.json().id as number;
}

const notesOf = async (id: number) =>
  (await call(t.app, admin, 'GET', `/api/dashboard/bookings/${id}/`))
    .json()
    .timeline.filter((e: { action: string }) => e.action === 'note');

test('a note sent twice with one key: one note, the same answer, the second marked as replayed', async () => {
  const id = await newBooking();
  const key = randomUUID();
  const send = (note: string, lang = 'en') =>
    call(t.app, admin, 'POST', `/api/dashboard/bookings/${id}/notes/`, { note }, { 'idempotency-key': key, 'accept-language': lang });
  const first = await send('Cot in the hut, please');
  const again = await send('Cot in the hut, please');
  expect(first.statusCode).toBe(200);
  expect(first.headers['idempotent-replayed']).toBeUndefined();
  expect(again.statusCode).toBe(200);
  expect(again.headers['idempotent-replayed']).toBe('true');
  expect(again.headers['content-type']).toMatch(/^application\/json/);
  expect(again.body).toBe(first.body);
  expect(await notesOf(id)).toHaveLength(1);

  // The same key with another body: refused, translated, nothing written.
  const other = await send('Something else');
  expect(other.statusCode).toBe(422);
  expect(other.json().detail).toBe('This Idempotency-Key was already used for a different request. Send a new key for a new request.');
  expect((await send('Something else', 'ar')).json().detail).toContain('لطلب مختلف');
  // Another key is another note; no key at all behaves as before.
  const fresh = await call(
    t.app,
    admin,
    'POST',
    `/api/dashboard/bookings/${id}/notes/`,
    { note: 'Second' },
    { 'idempotency-key': randomUUID() },
  );
  expect(fresh.statusCode).toBe(200);
  expect((await call(t.app, admin, 'POST', `/api/dashboard/bookings/${id}/notes/`, { note: 'Third' })).statusCode).toBe(200);
  expect(await notesOf(id)).toHaveLength(3);
});

test('an error answer is stored and replayed too; a first request lost in flight is taken over after a while', async () => {
  const id = await newBooking();
  const url = `/api/dashboard/bookings/${id}/notes/`;
  const blank = () => call(t.app, admin, 'POST', url, { note: '   ' }, { 'idempotency-key': 'blank-note-key' });
  const first = await blank();
  expect(first.statusCode).toBe(400);
  const again = await blank();
  expect([again.statusCode, again.headers['idempotent-replayed'], again.body]).toEqual([400, 'true', first.body]);

  // An instance stopped between claiming a key and answering: "in progress" until IN_FLIGHT_LIMIT_MS, then run.
  const key = randomUUID();
  const body = { note: 'Lost once' };
  await t.db.execute(sql`INSERT INTO idempotency_keys (user_id, route, key, request_hash, created_at)
    VALUES (${admin.id}, 'POST /api/dashboard/bookings/:id/notes/', ${key}, ${requestHash('POST', url, body)}, ${clock.now().toISOString()}::timestamptz)`);
  const busy = await call(t.app, admin, 'POST', url, body, { 'idempotency-key': key });
  expect([busy.statusCode, busy.json().code]).toEqual([409, 'idempotency_in_progress']);
  clock.advance(IN_FLIGHT_LIMIT_MS + 1000);
  const taken = await call(second, admin, 'POST', url, body, { 'idempotency-key': key });
  expect(taken.statusCode).toBe(200);
  expect(taken.headers['idempotent-replayed']).toBeUndefined();
  expect((await notesOf(id)).map((note: { text: string }) => note.text)).toEqual(['Lost once']);
});

test('a staff cancel sent twice with one key: the second is the first answer, replayed', async () => {
  const id = await newBooking();
  const cancel = () =>
    call(
      t.app,
      admin,
      'POST',
      `/api/dashboard/bookings/${id}/cancel/`,
      { refund: 'none', reason: 'Guest asked' },
      { 'idempotency-key': 'cancel-key-1' },
    );
  const first = await cancel();
  expect(first.statusCode).toBe(200);
  const again = await cancel();
  expect([again.statusCode, again.headers['idempotent-replayed'], again.body]).toEqual([200, 'true', first.body]);
});

test('one key is scoped to its user and route; a malformed key is a 400', async () => {
  const id = await newBooking();
  const key = randomUUID();
  const otherAdmin = await makeUser(t.db, { role: 'admin' });
  for (const user of [admin, otherAdmin]) {
    const answer = await call(
      t.app,
      user,
      'POST',
      `/api/dashboard/bookings/${id}/notes/`,
      { note: 'Late arrival' },
      { 'idempotency-key': key },
    );
    expect(answer.headers['idempotent-replayed']).toBeUndefined();
  }
  expect(await notesOf(id)).toHaveLength(2);
  const bad = await call(t.app, admin, 'POST', `/api/dashboard/bookings/${id}/notes/`, { note: 'x' }, { 'idempotency-key': 'a b' });
  expect(bad.statusCode).toBe(400);
});

test('ten sends of one note at once on two instances: one note; every answer is the note or "in progress"', async () => {
  const id = await newBooking();
  const key = randomUUID();
  const answers = await Promise.all(
    Array.from({ length: 10 }, (_, i) =>
      call(
        i % 2 === 0 ? t.app : second,
        admin,
        'POST',
        `/api/dashboard/bookings/${id}/notes/`,
        { note: 'Towels' },
        { 'idempotency-key': key },
      ),
    ),
  );
  const done = answers.filter((a) => a.statusCode === 200);
  expect(done.length).toBeGreaterThanOrEqual(1);
  expect(new Set(done.map((a) => a.body)).size).toBe(1);
  const busy = answers.filter((a) => a.statusCode !== 200);
  expect(busy.every((a) => a.statusCode === 409 && a.json().code === 'idempotency_in_progress')).toBe(true);
  expect(await notesOf(id)).toHaveLength(1);
  // Once answered, either instance replays it.
  const later = await call(second, admin, 'POST', `/api/dashboard/bookings/${id}/notes/`, { note: 'Towels' }, { 'idempotency-key': key });
  expect(later.headers['idempotent-replayed']).toBe('true');
  expect(later.body).toBe(done[0].body);
});

test('the guest creating a booking twice with one key gets one booking (201 replayed); after 24 hours the key is new', async () => {
  const key = randomUUID();
  const body = stay(hutId, '2026-03-20', '2026-03-22');
  const create = (app: FastifyInstance) => call(app, guest, 'POST', '/api/products/booking/', body, { 'idempotency-key': key });
  const first = await create(t.app);
  const again = await create(second);
  expect([first.statusCode, again.statusCode]).toEqual([201, 201]);
  expect(again.headers['idempotent-replayed']).toBe('true');
  expect(again.json().id).toBe(first.json().id);
  const [{ n }] = await rows<{ n: number }>(t.db, sql`SELECT count(*)::int AS n FROM idempotency_keys WHERE key = ${key}`);
  expect(n).toBe(1);
  clock.advance(24 * 60 * 60 * 1000 + 1000);
  const expired = await create(t.app);
  expect(expired.headers['idempotent-replayed']).toBeUndefined();
});

test('the OpenAPI document declares the header on the idempotent routes', async () => {
  const spec = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
  const parameters = (path: string) =>
    (spec.paths[path].post.parameters as { in: string; name: string }[]).filter((p) => p.in === 'header').map((p) => p.name);
  expect(parameters('/api/dashboard/bookings/{id}/notes/')).toContain('idempotency-key');
  expect(parameters('/api/dashboard/bookings/{id}/refund/')).toContain('idempotency-key');
  expect(parameters('/api/dashboard/bookings/{id}/cancel/')).toContain('idempotency-key');
  expect(parameters('/api/products/booking/')).toContain('idempotency-key');
  expect(spec.paths['/api/dashboard/bookings/{id}/notes/'].post.responses['422']).toBeDefined();
});
