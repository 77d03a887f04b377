// Scale-out: two app instances (two buildApp, each with its own pool, listening on loopback port 0) share one
// fresh PostgreSQL database and one Redis, as two servers behind a load balancer do; with Debian's nginx
// installed, nginx runs in front of them too. Runs in the server-pg project when TEST_REDIS_URL is set (CI
// sets both); elsewhere it says why and skips. Two instances starting together on an empty database are
// tested with the seed lock (seed.test.ts), not here.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { rows } from '../../src/server/db/sql';
import { addDays } from '../../src/shared/dates';
import { makeHut, stay } from '../helpers/server/booking';
import { client, freshEmail, PASSWORD, registration } from '../helpers/server/accounts';
import { nginxAvailable, startNginx, type RunningNginx } from '../helpers/server/nginx';
import { makeUser, TEST_JWT_SECRET } from '../helpers/server/testApp';
import { freshPostgresDatabase } from '../helpers/server/testDb';

const redisUrl = process.env.TEST_REDIS_URL;
const adminUrl = process.env.TEST_DATABASE_URL;
const onPostgres = process.env.TEST_DB_KIND === 'postgres';
const runs = Boolean(redisUrl && adminUrl && onPostgres);
if (!runs)
  console.warn('scale-out: SKIPPED, runs in the server-pg project with TEST_DATABASE_URL and TEST_REDIS_URL=redis://127.0.0.1:6379 set');
const withNginx = runs && nginxAvailable();
if (runs && !withNginx) console.warn('scale-out behind nginx: SKIPPED, nginx is not installed (apt-get install nginx-light)');

interface Instance {
  app: FastifyInstance;
  base: string;
  served: number;
}

let database: { url: string; drop(): Promise<void> };
let dataDir: string;
let a: Instance;
let b: Instance;
let proxy: RunningNginx | undefined;

async function startInstance(): Promise<Instance> {
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    JWT_SECRET: TEST_JWT_SECRET,
    LOG_LEVEL: 'silent',
    WEB_DIR: path.join(dataDir, 'no-web'),
    DATABASE_URL: database.url,
    REDIS_URL: redisUrl!,
    SEED_DEMO: 'false',
  });
  const app = await buildApp(config, { logger: false });
  const instance = { app, base: '', served: 0 };
  // Which instance answered: the test asserts that the proxy really spreads requests over both.
  app.addHook('onResponse', async () => void (instance.served += 1));
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  instance.base = `http://127.0.0.1:${address.port}`;
  return instance;
}

const today = new Date().toISOString().slice(0, 10);
const auth = (token: string) => ({ authorization: `Bearer ${token}`, 'content-type': 'application/json' });
const http = async (base: string, method: string, url: string, token: string, body?: object) => {
  const response = await fetch(base + url, { method, headers: auth(token), body: body ? JSON.stringify(body) : undefined });
  const text = await response.text();
  return { status: response.status, json: (text ? JSON.parse(text) : null) as Record<string, unknown> };
};
const guest = async () => {
  const user = await makeUser(a.app.db);
  return a.app.tokens.signAccess(user);
};
const count = async (query: ReturnType<typeof sql>) => (await rows<{ n: number }>(a.app.db, query))[0].n;

const describeScaleOut = runs ? describe : describe.skip;

describeScaleOut('two instances on one PostgreSQL and one Redis', () => {
  beforeAll(async () => {
    database = await freshPostgresDatabase(adminUrl!);
    dataDir = mkdtempSync(path.join(tmpdir(), 'ken-scaleout-'));
    a = await startInstance();
    b = await startInstance();
    if (withNginx) proxy = await startNginx([Number(new URL(a.base).port), Number(new URL(b.base).port)]);
  }, 120_000);

  afterAll(async () => {
    await proxy?.stop();
    await Promise.all([a?.app.close(), b?.app.close()]);
    await database?.drop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  }, 60_000);

  it('accepts on one instance a token signed by the other', async () => {
    const user = await makeUser(a.app.db);
    const fromA = a.app.tokens.signAccess(user);
    const me = await http(b.base, 'GET', '/user-info/', fromA);
    expect(me.status).toBe(200);
    expect(me.json).toMatchObject({ email: user.email });
  });

  it('gives 40 holds of the same nights, split across both, to exactly one guest', async () => {
    const hut = (await makeHut(a.app.db, today, 120)).id;
    const body = stay(hut, addDays(today, 20), addDays(today, 23));
    const guests = await Promise.all(
      Array.from({ length: 40 }, async (_, i) => {
        const token = await guest();
        const created = await http(i % 2 ? b.base : a.base, 'POST', '/api/products/booking/', token, body);
        expect(created.status).toBe(201);
        return { token, id: created.json.id as number };
      }),
    );
    const holds = await Promise.all(
      guests.map(({ token, id }, i) =>
        http(i % 2 ? a.base : b.base, 'PUT', `/api/products/booking/update/${id}/`, token, { ...body, status: 'confirmed' }),
      ),
    );
    expect(holds.filter((h) => h.status === 200)).toHaveLength(1);
    expect(holds.filter((h) => h.status === 409 && typeof h.json.detail === 'string')).toHaveLength(39);
    expect(await count(sql`SELECT count(*)::int AS n FROM bookings WHERE hut_id = ${hut}::int AND status = 'confirmed'`)).toBe(1);
  }, 60_000);

  it('charges a booking once when its checkouts and payments are split across both', async () => {
    const token = await guest();
    const hut = (await makeHut(a.app.db, today, 120)).id;
    const body = stay(hut, addDays(today, 30), addDays(today, 32));
    const id = (await http(a.base, 'POST', '/api/products/booking/', token, body)).json.id as number;
    expect((await http(b.base, 'PUT', `/api/products/booking/update/${id}/`, token, { ...body, status: 'confirmed' })).status).toBe(200);
    // Two tabs: one checkout opened through each instance, each paid through the other one.
    const checkouts = await Promise.all(
      [a, b].map((instance) => http(instance.base, 'POST', '/api/payments/create-checkout/', token, { booking_id: id })),
    );
    const card = { card_number: '4111 1111 1111 1111', expiry_month: 12, expiry_year: 2030, cvc: '123', holder: 'Huda' };
    const pays = await Promise.all(
      checkouts.map((checkout, i) =>
        checkout.status === 201
          ? http((i ? a : b).base, 'PUT', `/api/products/bookings-pay/${id}/`, token, { ...card, checkout_id: checkout.json.checkout_id })
          : Promise.resolve(checkout),
      ),
    );
    expect(pays.filter((p) => p.status === 200 && p.json.is_paid === true)).toHaveLength(1);
    expect(pays.every((p) => p.status === 200 || (p.status === 409 && typeof p.json.detail === 'string'))).toBe(true);
    expect(await count(sql`SELECT count(*)::int AS n FROM payment_transactions WHERE booking_id = ${id}::int AND status = 'success'`)).toBe(
      1,
    );
    const state = await http(a.base, 'GET', `/api/products/booking/paid/${id}/`, token);
    expect(state.json).toMatchObject({ status: 'paid', is_paid: true, not_paid: '0.00' });
  }, 60_000);

  it('refuses failed sign-ins alternating between instances at the same count as on one', async () => {
    const failures = async (apps: FastifyInstance[]) => {
      const email = freshEmail('scaleout');
      expect((await client(a.app).post('/register/', registration(email))).statusCode).toBeLessThan(300);
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 8; attempt += 1) {
        statuses.push((await client(apps[attempt % apps.length]).post('/login/', { email, password: `${PASSWORD}-wrong` })).statusCode);
      }
      return statuses.indexOf(429) + 1;
    };
    const alone = await failures([a.app]);
    expect(alone).toBeGreaterThan(1);
    expect(await failures([a.app, b.app])).toBe(alone);
  });

  (withNginx ? it : it.skip)(
    'spreads requests over both instances behind nginx, and still gives one hold',
    async () => {
      const before = { a: a.served, b: b.served };
      const hut = (await makeHut(a.app.db, today, 120)).id;
      const body = stay(hut, addDays(today, 40), addDays(today, 42));
      const tokens = await Promise.all(Array.from({ length: 20 }, guest));
      const ids = await Promise.all(
        tokens.map(async (token) => (await http(proxy!.base, 'POST', '/api/products/booking/', token, body)).json.id as number),
      );
      const holds = await Promise.all(
        ids.map((id, i) => http(proxy!.base, 'PUT', `/api/products/booking/update/${id}/`, tokens[i], { ...body, status: 'confirmed' })),
      );
      expect(holds.filter((h) => h.status === 200)).toHaveLength(1);
      expect(holds.filter((h) => h.status === 409)).toHaveLength(19);
      expect(a.served - before.a).toBeGreaterThanOrEqual(10);
      expect(b.served - before.b).toBeGreaterThanOrEqual(10);
    },
    60_000,
  );

  // Last: it closes instance A.
  it('keeps every answered booking when one instance closes in the middle of a burst, and the other keeps answering', async () => {
    const hut = (await makeHut(a.app.db, today, 200)).id;
    const tokens = await Promise.all(Array.from({ length: 60 }, guest));
    const targets = [a.base, b.base, ...(proxy ? [proxy.base] : [])];
    const answered: { id: number; held: boolean }[] = [];
    let refused = 0;
    const burst = tokens.map(async (token, i) => {
      const base = targets[i % targets.length];
      const body = stay(hut, addDays(today, 50 + 2 * i), addDays(today, 51 + 2 * i));
      try {
        const created = await http(base, 'POST', '/api/products/booking/', token, body);
        if (created.status !== 201) return;
        const id = created.json.id as number;
        answered.push({ id, held: false });
        const held = await http(base, 'PUT', `/api/products/booking/update/${id}/`, token, { ...body, status: 'confirmed' });
        if (held.status === 200) answered.push({ id, held: true });
      } catch {
        // Refused connection: the closed instance did not answer, so nothing was promised.
        refused += 1;
      }
    });
    // Closed once it has answered a few requests of the burst, with others still on their way.
    const servedBefore = a.served;
    while (a.served < servedBefore + 6) await new Promise((resolve) => setTimeout(resolve, 5));
    // A graceful close: requests in flight finish, keep-alive connections (nginx's, undici's) do not hold it.
    await a.app.close();
    await Promise.all(burst);
    // The close really fell inside the burst: some requests found instance A gone, others were answered.
    expect(refused).toBeGreaterThan(0);
    expect(answered.length).toBeGreaterThan(0);
    const ids = [...new Set(answered.map((x) => x.id))];
    const found = await rows<{ id: number; status: string }>(
      b.app.db,
      sql`SELECT id, status::text AS status FROM bookings
      WHERE id IN (${sql.join(
        ids.map((id) => sql`${id}::int`),
        sql`, `,
      )})`,
    );
    const status = new Map(found.map((row) => [row.id, row.status]));
    expect(ids.filter((id) => !status.has(id))).toEqual([]);
    expect(answered.filter((x) => x.held && status.get(x.id) !== 'confirmed')).toEqual([]);
    // The survivor keeps answering, directly and through the proxy.
    const token = tokens[0];
    for (const base of [b.base, ...(proxy ? [proxy.base] : [])]) {
      const body = stay(hut, addDays(today, 180 + (base === b.base ? 0 : 3)), addDays(today, 181 + (base === b.base ? 0 : 3)));
      const created = await http(base, 'POST', '/api/products/booking/', token, body);
      expect(created.status).toBe(201);
      expect(
        (await http(base, 'PUT', `/api/products/booking/update/${created.json.id}/`, token, { ...body, status: 'confirmed' })).status,
      ).toBe(200);
    }
  }, 60_000);
});
