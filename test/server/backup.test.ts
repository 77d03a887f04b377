import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/server/app';
import { createDatabase, type DatabaseHandle } from '../../src/server/db/client';
import type { UserRow } from '../../src/server/db/schema';
import {
  BackupError,
  checkMigrationLevel,
  exportDatabase,
  isDatabaseEmpty,
  readBackup,
  restoreBackup,
  writeBackup,
  wipeTarget,
  type Manifest,
} from '../../src/server/ops/backup';
import { readTar, tarEnd, tarHeader, tarPadding } from '../../src/server/ops/tar';
import { makeHut, stay } from '../helpers/server/booking';
import { staffCaller } from '../helpers/server/dashboard';
import { pgliteTemplateTarball } from '../helpers/server/dbTemplates';
import { createTestApp, makeUser, type TestApp } from '../helpers/server/testApp';
import { createTestClock } from '../helpers/server/testClock';
import { freshPostgresDatabase } from '../helpers/server/testDb';

// Issue 28 §1: a backup of a running resort (database snapshot, files, keys, manifest) restored into an empty target
// on the same kind of database (PGlite here, PostgreSQL in the server-pg project), equal to the source, and served.
const clock = createTestClock('2026-02-27T09:00:00.000Z');
const postgres = process.env.TEST_DB_KIND === 'postgres';
let t: TestApp;
let guest: UserRow;
let admin: UserRow;
let bookingId: number;
let work: string;
let archiveFile: string;
const upload = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 1, 2, 3, 255, 254]);

beforeAll(async () => {
  t = await createTestApp({ clock });
  work = mkdtempSync(path.join(tmpdir(), 'ken-backup-'));
  guest = await makeUser(t.db, { fullName: 'Huda Saleh' });
  admin = await makeUser(t.db, { role: 'admin' });
  const hutId = (await makeHut(t.db)).id;
  const asGuest = staffCaller(t, guest);
  const body = stay(hutId, '2026-03-04', '2026-03-06');
  const created = await asGuest('POST', '/api/products/booking/', body);
  expect(created.statusCode).toBe(201);
  bookingId = created.json().id as number;
  expect((await asGuest('PUT', `/api/products/booking/update/${bookingId}/`, { ...body, status: 'confirmed' })).statusCode).toBe(200);
  const checkout = await asGuest('POST', '/api/payments/create-checkout/', { booking_id: bookingId });
  const card = { card_number: '4111 1111 1111 1111', expiry_month: 12, expiry_year: 2030, cvc: '123', holder: 'Huda' };
  const pay = await asGuest('PUT', `/api/products/bookings-pay/${bookingId}/`, { checkout_id: checkout.json().checkout_id, ...card });
  expect(pay.json()).toMatchObject({ status: 'paid' });
  // A public upload and a private attachment beside the stamp key the first tax document made.
  mkdirSync(path.join(t.config.dataDir, 'uploads', 'huts'), { recursive: true });
  writeFileSync(path.join(t.config.dataDir, 'uploads', 'huts', 'reef.png'), upload);
  mkdirSync(path.join(t.config.dataDir, 'private', 'support'), { recursive: true });
  writeFileSync(path.join(t.config.dataDir, 'private', 'support', 'note.txt'), 'ملاحظة');
  // A link-preview picture, which the server makes again on demand.
  mkdirSync(path.join(t.config.dataDir, 'previews'), { recursive: true });
  writeFileSync(path.join(t.config.dataDir, 'previews', 'hut-1-0123456789abcdef.jpg'), upload);
  archiveFile = path.join(work, 'resort.tar.gz');
});

afterAll(async () => {
  await t.close();
  rmSync(work, { recursive: true, force: true });
});

describe('backup and restore', () => {
  let manifest: Manifest;

  it('writes one archive with the manifest, and never overwrites', async () => {
    const progress: string[] = [];
    const result = await writeBackup({ handle: t.handle, dataDir: t.config.dataDir, version: '9.9.9' }, archiveFile, (m) =>
      progress.push(m),
    );
    manifest = result.manifest;
    expect(result.bytes).toBe(readFileSync(archiveFile).length);
    expect(progress).toContain('table bookings: 1 rows');
    expect(manifest).toMatchObject({ version: '9.9.9', database: postgres ? 'postgres' : 'pglite' });
    expect(manifest.migration.tag).toMatch(/^\d{4}_/);
    const rows = Object.fromEntries(manifest.tables.map((table) => [table.name, table.rows]));
    expect(rows).toMatchObject({ bookings: 1, tax_documents: 1 });
    expect(rows.payment_transactions).toBeGreaterThan(0);
    // Parents come first: users before bookings before tax documents.
    const order = manifest.tables.map((table) => table.name);
    expect(order.indexOf('users')).toBeLessThan(order.indexOf('bookings'));
    expect(order.indexOf('bookings')).toBeLessThan(order.indexOf('tax_documents'));
    const names = manifest.entries.map((entry) => entry.name);
    expect(names).toEqual(
      expect.arrayContaining([
        'files/uploads/huts/reef.png',
        'files/private/support/note.txt',
        'files/private/zatca/stamp.pem',
        'db/bookings.jsonl',
      ]),
    );
    expect(names.filter((name) => name.startsWith('files/previews'))).toEqual([]);
    // What the database stores, not what it computes: no generated column (users.search_text) in the rows.
    const users = readBackup(archiveFile).entries.get('db/users.jsonl')!.toString('utf8').split('\n').filter(Boolean);
    expect(users.length).toBeGreaterThan(0);
    for (const line of users) expect(Object.keys(JSON.parse(line))).toEqual(expect.arrayContaining(['id', 'email', 'full_name']));
    expect(users.filter((line) => 'search_text' in JSON.parse(line))).toEqual([]);

    const before = readFileSync(archiveFile);
    await expect(writeBackup({ handle: t.handle, dataDir: t.config.dataDir, version: '9.9.9' }, archiveFile)).rejects.toThrow(
      /already exists/,
    );
    expect(readFileSync(archiveFile).equals(before)).toBe(true);
  });

  it('refuses a damaged or truncated archive before writing anything', () => {
    const entries = readTar(gunzipSync(readFileSync(archiveFile)));
    const tampered = Buffer.concat(
      entries.flatMap((entry) => {
        const content = entry.name === 'files/uploads/huts/reef.png' ? Buffer.from('not the picture') : entry.content;
        return [tarHeader(entry.name, content.length, new Date()), content, tarPadding(content.length)];
      }),
    );
    const damaged = path.join(work, 'damaged.tar.gz');
    writeFileSync(damaged, gzipSync(Buffer.concat([tampered, tarEnd()])));
    expect(() => readBackup(damaged)).toThrow(BackupError);
    expect(() => readBackup(damaged)).toThrow(/files\/uploads\/huts\/reef.png does not match its checksum/);

    const truncated = path.join(work, 'truncated.tar.gz');
    const whole = readFileSync(archiveFile);
    writeFileSync(truncated, whole.subarray(0, Math.floor(whole.length / 2)));
    expect(() => readBackup(truncated)).toThrow(/damaged or truncated/);

    // An archive from code with a migration this code does not know.
    const { manifest: fromNewer } = readBackup(archiveFile);
    expect(() => checkMigrationLevel(fromNewer)).not.toThrow();
    fromNewer.migration = { when: fromNewer.migration.when + 1, tag: '9999_from_the_future' };
    expect(() => checkMigrationLevel(fromNewer)).toThrow(/comes from a newer version/);
  });

  it('the running server streams the same archive to an admin, and to nobody else', async () => {
    const url = '/api/dashboard/backup/';
    expect((await t.app.inject({ method: 'POST', url })).statusCode).toBe(401);
    expect((await staffCaller(t, guest)('POST', url)).statusCode).toBe(403);
    const response = await staffCaller(t, admin)('POST', url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/gzip');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="ken-resort-.*\.tar\.gz"$/);
    const streamed = path.join(work, 'streamed.tar.gz');
    writeFileSync(streamed, response.rawPayload);
    const archive = readBackup(streamed);
    expect(archive.entries.get('files/uploads/huts/reef.png')!.equals(upload)).toBe(true);
    expect(archive.manifest.tables.find((table) => table.name === 'bookings')?.rows).toBe(1);
    expect(archive.manifest.tables).toEqual(manifest.tables);
  });

  it('restores into an empty target equal to the source, and the app serves it', async () => {
    const archive = readBackup(archiveFile);
    const dataDir = path.join(work, 'restored');
    mkdirSync(dataDir, { recursive: true });
    let target: DatabaseHandle;
    let drop: () => Promise<void> = async () => undefined;
    if (postgres) {
      const fresh = await freshPostgresDatabase(process.env.TEST_DATABASE_URL!);
      drop = fresh.drop;
      target = await createDatabase({ kind: 'postgres', url: fresh.url, poolMax: 2 });
    } else {
      // A new PGlite folder costs an initdb (~10 s on a busy machine): the run's migrated template, emptied as
      // `restore --force` empties a target, is the same empty database.
      target = await createDatabase({ kind: 'pglite', loadDataDir: pgliteTemplateTarball() });
      expect(await isDatabaseEmpty(target.db)).toBe(false);
      await wipeTarget(target.db, dataDir);
    }
    let app: FastifyInstance | undefined;
    try {
      expect(await isDatabaseEmpty(target.db)).toBe(true);
      await restoreBackup(archive, { handle: target, dataDir });
      expect(await isDatabaseEmpty(target.db)).toBe(false);

      // Every table, row for row, and every sequence: the same export from both.
      const [source, restored] = [await exportDatabase(t.db), await exportDatabase(target.db)];
      expect(restored.migration).toEqual(source.migration);
      expect(restored.sequences).toEqual(source.sequences);
      expect(restored.tables.map((table) => [table.name, table.rows])).toEqual(source.tables.map((table) => [table.name, table.rows]));
      for (const [i, table] of source.tables.entries())
        expect(`${table.name}\n${restored.tables[i].lines.toString()}`).toBe(`${table.name}\n${table.lines.toString()}`);
      // Files byte for byte.
      for (const file of ['uploads/huts/reef.png', 'private/support/note.txt', 'private/zatca/stamp.pem'])
        expect(readFileSync(path.join(dataDir, file)).equals(readFileSync(path.join(t.config.dataDir, file)))).toBe(true);

      // The app on the restored data: the guest reads the paid booking and its invoice; a new booking gets a new id.
      app = await buildApp({ ...t.config, dataDir }, { db: target, clock, logger: false });
      await app.ready();
      const headers = { authorization: `Bearer ${app.tokens.signAccess(guest)}` };
      const read = await app.inject({ method: 'GET', url: `/api/products/bookings/${bookingId}/`, headers });
      expect(read.statusCode).toBe(200);
      expect(read.json()).toMatchObject({ id: bookingId, status: 'paid' });
      const documents = await app.inject({ method: 'GET', url: `/api/products/bookings/${bookingId}/documents/`, headers });
      expect(documents.statusCode).toBe(200);
      expect(JSON.stringify(documents.json())).toContain('invoice');
      const hut = (await makeHut(target.db, '2026-03-01', 60)).id;
      const next = await app.inject({
        method: 'POST',
        url: '/api/products/booking/',
        headers,
        payload: stay(hut, '2026-03-20', '2026-03-21'),
      });
      expect(next.statusCode).toBe(201);
      expect(next.json().id).toBeGreaterThan(bookingId);
    } finally {
      if (app) await app.close();
      await target.close();
      await drop();
    }
  });
});
