import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/server/app';
import { createDatabase, type DatabaseHandle } from '../../src/server/db/client';
import type { UserRow } from '../../src/server/db/schema';
import { rows } from '../../src/server/db/sql';
import { hashPassword } from '../../src/server/lib/passwords';
import { BOOKING_STATUSES } from '../../src/shared/schemas/booking';
import { codeMigrationLevel, isDatabaseEmpty } from '../../src/server/ops/backup';
import { moveToPostgres, tableChecksums, type MoveResult } from '../../src/server/ops/moveToPostgres';
import { PASSWORD } from '../helpers/server/accounts';
import { makeHut, stay } from '../helpers/server/booking';
import { createTestApp, makeUser, type TestApp } from '../helpers/server/testApp';
import { createTestClock } from '../helpers/server/testClock';
import { freshPostgresDatabase } from '../helpers/server/testDb';

// Issue 28 §2: a resort on the embedded database (PGlite) moved into a fresh PostgreSQL database, then served from it.
// Only where PostgreSQL answers (TEST_DATABASE_URL, as the server-pg project decides), from the PGlite (server) project:
// the source is the embedded database. Each target is a new database on that server, dropped at the end.
const adminUrl = process.env.TEST_DATABASE_URL;
const runs = Boolean(adminUrl) && process.env.TEST_DB_KIND !== 'postgres';
const describeWithPostgres = runs ? describe : describe.skip;

const clock = createTestClock('2026-03-01T09:00:00.000Z');
const card = { card_number: '4111 1111 1111 1111', expiry_month: 12, expiry_year: 2030, cvc: '123', holder: 'Huda' };
const picture = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 1, 2, 3, 255, 254]);
let t: TestApp;
let guest: UserRow;
let second: UserRow;
let hutId: number;
let work: string;
const ids: Record<string, number> = {};

const as = (user: UserRow) => ({ authorization: `Bearer ${t.tokenFor(user)}` });
const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, user = guest) =>
  t.app.inject({ method, url, payload, headers: as(user) });

async function book(from: string, to: string, status: 'pending' | 'confirmed' | 'paid', user = guest) {
  const body = stay(hutId, from, to);
  const created = await call('POST', '/api/products/booking/', body, user);
  expect(created.statusCode).toBe(201);
  const id = created.json().id as number;
  if (status === 'pending') return id;
  expect((await call('PUT', `/api/products/booking/update/${id}/`, { ...body, status: 'confirmed' }, user)).statusCode).toBe(200);
  if (status === 'confirmed') return id;
  const checkout = await call('POST', '/api/payments/create-checkout/', { booking_id: id }, user);
  const pay = await call('PUT', `/api/products/bookings-pay/${id}/`, { checkout_id: checkout.json().checkout_id, ...card }, user);
  expect(pay.json()).toMatchObject({ status: 'paid' });
  return id;
}

/** A PDF without what changes from one rendering to the next (its creation time and file id). */
const stablePdf = (body: Buffer) =>
  body
    .toString('latin1')
    .replace(/\(D:\d{14}[^)]*\)/g, '')
    .replace(/\/ID \[<[0-9a-f]+> <[0-9a-f]+>\]/gi, '');

beforeAll(async () => {
  if (!runs) return;
  t = await createTestApp({ clock });
  work = mkdtempSync(path.join(tmpdir(), 'ken-move-'));
  const passwordHash = await hashPassword(PASSWORD);
  guest = await makeUser(t.db, { fullName: 'Huda Saleh', passwordHash });
  second = await makeUser(t.db, { fullName: 'نورة القحطاني', passwordHash, language: 'ar' });
  hutId = (await makeHut(t.db)).id;

  // Expired: a confirmed hold that lapses.
  ids.expired = await book('2026-03-20', '2026-03-21', 'confirmed');
  clock.advance((t.config.holdMinutes + 5) * 60_000);
  await t.app.bookingJobs.runOnce();
  // Completed: a paid stay that ended.
  ids.completed = await book('2026-03-02', '2026-03-03', 'paid');
  clock.set('2026-03-04T10:00:00.000Z');
  await t.app.bookingJobs.runOnce();
  // Refunded (inside the policy, with its credit note) and cancelled (outside it, nothing back).
  ids.refunded = await book('2026-03-28', '2026-03-30', 'paid');
  expect((await call('POST', `/api/products/booking/cancellation/${ids.refunded}/`, { reason: 'plans changed' })).json()).toMatchObject({
    status: 'refunded',
  });
  ids.cancelled = await book('2026-03-05', '2026-03-07', 'paid', second);
  expect((await call('POST', `/api/products/booking/cancellation/${ids.cancelled}/`, {}, second)).json()).toMatchObject({
    status: 'cancelled',
  });
  ids.paid = await book('2026-04-10', '2026-04-12', 'paid', second);
  ids.confirmed = await book('2026-04-05', '2026-04-06', 'confirmed');
  ids.pending = await book('2026-04-01', '2026-04-02', 'pending');

  // A public upload and a private attachment, beside the stamp key the first tax document made.
  mkdirSync(path.join(t.config.dataDir, 'uploads', 'huts'), { recursive: true });
  writeFileSync(path.join(t.config.dataDir, 'uploads', 'huts', 'reef.png'), picture);
  mkdirSync(path.join(t.config.dataDir, 'private', 'support'), { recursive: true });
  writeFileSync(path.join(t.config.dataDir, 'private', 'support', 'note.txt'), 'ملاحظة');
});

afterAll(async () => {
  if (!runs) return;
  await t.close();
  rmSync(work, { recursive: true, force: true });
});

describeWithPostgres('npm run move-to-postgres', () => {
  it('builds a resort with a booking in every status, payments, refunds and tax documents', async () => {
    for (const status of BOOKING_STATUSES) {
      const owner = status === 'cancelled' || status === 'paid' ? second : guest;
      expect((await call('GET', `/api/products/bookings/${ids[status]}/`, undefined, owner)).json().status).toBe(status);
    }
    const [counts] = await rows<{ payments: number; refunds: number; documents: number }>(
      t.db,
      sql`SELECT (SELECT count(*)::int FROM payment_transactions WHERE kind <> 'refund') AS payments,
                 (SELECT count(*)::int FROM payment_transactions WHERE kind = 'refund') AS refunds,
                 (SELECT count(*)::int FROM tax_documents) AS documents`,
    );
    expect(counts.payments).toBeGreaterThanOrEqual(4);
    expect(counts.refunds).toBeGreaterThanOrEqual(1);
    expect(counts.documents).toBeGreaterThanOrEqual(5); // four invoices and a credit note
  });

  it('moves it into an empty PostgreSQL database, checked table by table, and the app serves it the same', async () => {
    const fresh = await freshPostgresDatabase(adminUrl!);
    const target = await createDatabase({ kind: 'postgres', url: fresh.url, poolMax: 2 });
    const filesDir = path.join(work, 'files');
    let app: FastifyInstance | undefined;
    try {
      // What guests read on the embedded database.
      const before: Record<string, { booking: unknown; ticket?: string }> = {};
      for (const status of BOOKING_STATUSES) {
        const owner = status === 'cancelled' || status === 'paid' ? second : guest;
        const booking = (await call('GET', `/api/products/bookings/${ids[status]}/`, undefined, owner)).json();
        const ticket = await call('GET', `/api/products/bookings/${ids[status]}/ticket.pdf`, undefined, owner);
        before[status] = { booking, ticket: ticket.statusCode === 200 ? stablePdf(ticket.rawPayload) : undefined };
      }
      expect(before.paid.ticket).toBeDefined();
      const sourceChecks = await tableChecksums(t.db);

      const progress: string[] = [];
      const result: MoveResult = await moveToPostgres({
        source: t.handle,
        target,
        dataDir: t.config.dataDir,
        filesTo: filesDir,
        progress: (message) => progress.push(message),
      });
      expect(result.migration).toEqual(codeMigrationLevel());
      expect(result.newerMigrations).toBe(false);
      expect(result.tables).toEqual(sourceChecks);
      expect(progress).toContain(
        `checked bookings: 7 rows, sha256 ${sourceChecks.find((c) => c.name === 'bookings')!.sha256.slice(0, 12)}`,
      );
      // The source is only read.
      expect(await tableChecksums(t.db)).toEqual(sourceChecks);
      // Every table the same on both sides, checked again from outside.
      expect(await tableChecksums(target.db)).toEqual(sourceChecks);
      const [{ level }] = await rows<{ level: string }>(
        target.db,
        sql.raw('SELECT max(created_at)::text AS level FROM drizzle.__drizzle_migrations'),
      );
      expect(Number(level)).toBe(codeMigrationLevel().when);
      // Sequences past the highest ids.
      const [{ next }] = await rows<{ next: boolean }>(
        target.db,
        sql.raw(`SELECT (SELECT last_value FROM bookings_id_seq) >= (SELECT max(id) FROM bookings) AS next`),
      );
      expect(next).toBe(true);
      // The files, byte for byte.
      expect(result.filesCopied).toBeGreaterThanOrEqual(3);
      for (const file of ['uploads/huts/reef.png', 'private/support/note.txt', 'private/zatca/stamp.pem'])
        expect(readFileSync(path.join(filesDir, file)).equals(readFileSync(path.join(t.config.dataDir, file)))).toBe(true);

      // The server on PostgreSQL.
      app = await buildApp({ ...t.config, dataDir: filesDir, databaseUrl: fresh.url }, { db: target, clock, logger: false });
      await app.ready();
      const signIn = async (user: UserRow, password: string) =>
        app!.inject({ method: 'POST', url: '/login/', payload: { email: user.email, password }, remoteAddress: '10.9.8.7' });
      const signedIn = await signIn(guest, PASSWORD);
      expect(signedIn.statusCode).toBe(200);
      expect(signedIn.json()).toMatchObject({ id: guest.id, email: guest.email });
      const secondIn = await signIn(second, PASSWORD);
      expect(secondIn.statusCode).toBe(200);
      expect((await signIn(guest, 'Not-the-password-1')).statusCode).toBe(400);
      const tokens = { guest: signedIn.json().token as string, second: secondIn.json().token as string };
      for (const status of BOOKING_STATUSES) {
        const token = status === 'cancelled' || status === 'paid' ? tokens.second : tokens.guest;
        const headers = { authorization: `Bearer ${token}` };
        const booking = await app.inject({ method: 'GET', url: `/api/products/bookings/${ids[status]}/`, headers });
        expect([status, booking.json()]).toEqual([status, before[status].booking]);
        const ticket = await app.inject({ method: 'GET', url: `/api/products/bookings/${ids[status]}/ticket.pdf`, headers });
        expect([status, ticket.statusCode === 200 ? stablePdf(ticket.rawPayload) : undefined]).toEqual([status, before[status].ticket]);
      }
      // A new booking gets a new id.
      const body = stay(hutId, '2026-05-01', '2026-05-02');
      const created = await app.inject({
        method: 'POST',
        url: '/api/products/booking/',
        payload: body,
        headers: { authorization: `Bearer ${tokens.guest}` },
      });
      expect(created.statusCode).toBe(201);
      expect(created.json().id).toBeGreaterThan(Math.max(...Object.values(ids)));

      // A target that is not empty is refused, and nothing is written to it.
      const filled = await tableChecksums(target.db);
      await expect(moveToPostgres({ source: t.handle, target, dataDir: t.config.dataDir })).rejects.toThrow(
        /the target database is not empty \(it holds .*\).*nothing was written/,
      );
      expect(await tableChecksums(target.db)).toEqual(filled);
    } finally {
      if (app) await app.close();
      await target.close();
      await fresh.drop();
    }
  });

  it('the command refuses a target that is not empty and moves into an empty one, printing the new configuration', async () => {
    // A data folder of its own with an embedded database in it (the run's migrated template, written to disk).
    const dataDir = path.join(work, 'cli');
    mkdirSync(dataDir, { recursive: true });
    const { pgliteTemplateTarball } = await import('../helpers/server/dbTemplates');
    const onDisk: DatabaseHandle = await createDatabase({
      kind: 'pglite',
      dir: path.join(dataDir, 'pglite'),
      thread: 'main',
      loadDataDir: pgliteTemplateTarball(),
    });
    await onDisk.close();
    const run = (to: string) =>
      spawnSync('npx', ['tsx', 'src/server/scripts/moveToPostgres.ts', '--to', to], {
        cwd: path.resolve(__dirname, '../..'),
        env: { ...process.env, NODE_OPTIONS: '', NODE_ENV: 'development', DATA_DIR: dataDir, DATABASE_URL: '', JWT_SECRET: 'x'.repeat(40) },
        encoding: 'utf8',
        timeout: 120_000,
      });
    const busy = await freshPostgresDatabase(adminUrl!);
    const empty = await freshPostgresDatabase(adminUrl!);
    try {
      const handle = await createDatabase({ kind: 'postgres', url: busy.url, poolMax: 1 });
      await handle.db.execute(sql.raw('CREATE TABLE notes (id int PRIMARY KEY, body text); INSERT INTO notes VALUES (1, $$kept$$)'));
      await handle.close();
      const refused = run(busy.url);
      expect(refused.status).toBe(1);
      expect(refused.stderr).toMatch(/Move failed: the target database is not empty \(it holds public\.notes\).*nothing was written/);
      const again = await createDatabase({ kind: 'postgres', url: busy.url, poolMax: 1 });
      expect(await rows(again.db, sql.raw('SELECT * FROM notes'))).toEqual([{ id: 1, body: 'kept' }]);
      expect(await rows(again.db, sql.raw(`SELECT 1 FROM pg_namespace WHERE nspname = 'drizzle'`))).toEqual([]);
      await again.close();

      const moved = run(empty.url);
      expect([moved.status, moved.stderr]).toEqual([0, expect.stringContaining('checked users')]);
      expect(moved.stdout).toContain('every table');
      expect(moved.stdout).toContain(`DATABASE_URL=${empty.url}`);
      expect(moved.stdout).toContain(`DATA_DIR=${dataDir}`);
      const target = await createDatabase({ kind: 'postgres', url: empty.url, poolMax: 1 });
      expect(await isDatabaseEmpty(target.db)).toBe(false);
      await target.close();
    } finally {
      await busy.drop();
      await empty.drop();
    }
  });

  it("compares what each database stores, not what it computes: a generated column is not in a table's checksum", async () => {
    // users.search_text is lower(e-mail, name, phone): two servers' locales may lower a rare character differently.
    await t.db.execute(
      sql`CREATE TABLE checksum_probe (id int PRIMARY KEY, label text NOT NULL, folded text GENERATED ALWAYS AS (lower(label)) STORED)`,
    );
    try {
      await t.db.execute(sql`INSERT INTO checksum_probe (id, label) VALUES (1, 'Émile')`);
      const probe = (await tableChecksums(t.db)).find((check) => check.name === 'checksum_probe');
      const line = JSON.stringify({ id: 1, label: 'Émile' });
      expect(probe).toEqual({ name: 'checksum_probe', rows: 1, sha256: createHash('sha256').update(line).update('\n').digest('hex') });
    } finally {
      await t.db.execute(sql`DROP TABLE checksum_probe`);
    }
  });
});
