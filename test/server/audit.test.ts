import { eq, sql } from 'drizzle-orm';
import { integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { auditLog } from '../../src/server/db/schema';
import { recordAudit } from '../../src/server/lib/audit';
import { type AppError, NotFound } from '../../src/server/lib/errors';
import { Stale, updateVersioned } from '../../src/server/lib/versioned';
import { writtenBody } from '../../src/server/plugins/errors';
import { makeHut } from '../helpers/server/booking';
import { staffCaller } from '../helpers/server/dashboard';
import { createTestApp, makeUser, type TestApp } from '../helpers/server/testApp';

// A table of the test's own, so the helper is checked apart from any one feature's columns.
const notes = pgTable('audit_test_notes', {
  id: serial('id').primaryKey(),
  body: text('body').notNull(),
  version: integer('version').notNull().default(1),
});

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.db.execute(sql`CREATE TABLE audit_test_notes (id serial PRIMARY KEY, body text NOT NULL, version integer NOT NULL DEFAULT 1)`);
}, 120_000);
afterAll(() => t?.close());

describe('recordAudit', () => {
  it('stores who did what with the values before and after, without secrets', async () => {
    const admin = await makeUser(t.db, { role: 'admin' });
    await recordAudit(t.db, {
      actorId: admin.id,
      area: 'users',
      action: 'update',
      entityType: 'user',
      entityId: 7,
      before: { isActive: true, passwordHash: 'x' },
      after: { isActive: false, passwordHash: 'y', at: new Date('2026-01-02T03:04:05Z') },
    });
    const [row] = await t.db.select().from(auditLog).where(eq(auditLog.actorId, admin.id));
    expect(row).toMatchObject({
      area: 'users',
      action: 'update',
      entityType: 'user',
      entityId: '7',
      before: { isActive: true },
      after: { isActive: false, at: '2026-01-02T03:04:05.000Z' },
    });
    expect(row.createdAt).toBeInstanceOf(Date);
  });

  it('rolls back with the write it belongs to', async () => {
    const count = async () => (await t.db.select({ n: sql<number>`count(*)::int` }).from(auditLog))[0].n;
    const before = await count();
    await expect(
      t.db.transaction(async (tx) => {
        await recordAudit(tx, {
          actorId: null,
          area: 'content',
          action: 'create',
          entityType: 'faq',
          entityId: 1,
          before: null,
          after: { q: 1 },
        });
        throw new Error('the write failed');
      }),
    ).rejects.toThrow('the write failed');
    expect(await count()).toBe(before);
  });
});

describe('updateVersioned', () => {
  it('applies an edit based on the current version and bumps it', async () => {
    const [note] = await t.db.insert(notes).values({ body: 'first' }).returning();
    const { before, after } = await t.db.transaction((tx) => updateVersioned(tx, notes, note.id, 1, { body: 'second' }));
    expect(before).toMatchObject({ body: 'first', version: 1 });
    expect(after).toMatchObject({ body: 'second', version: 2 });
  });

  it('refuses an edit based on an old version with a coded 409 (written in Arabic at the edge) and changes nothing', async () => {
    const [note] = await t.db.insert(notes).values({ body: 'kept', version: 3 }).returning();
    const attempt = t.db.transaction((tx) => updateVersioned(tx, notes, note.id, 2, { body: 'lost' }));
    await expect(attempt).rejects.toBeInstanceOf(Stale);
    const error = (await attempt.catch((e: AppError) => e)) as AppError;
    expect(error.statusCode).toBe(409);
    expect(writtenBody('ar', error.body)).toEqual({ code: 'stale', detail: 'عدّل شخص آخر هذا السجل. أعد التحميل لترى أحدث نسخة.' });
    const [row] = await t.db.select().from(notes).where(eq(notes.id, note.id));
    expect(row).toMatchObject({ body: 'kept', version: 3 });
  });

  it('answers 404 for a row that does not exist', async () => {
    await expect(t.db.transaction((tx) => updateVersioned(tx, notes, 999_999, 1, { body: 'x' }))).rejects.toBeInstanceOf(NotFound);
  });
});

describe('the audit log screen', () => {
  it("names each subject as staff know it, in the reader's language, with the hut a price range belongs to", async () => {
    const admin = await makeUser(t.db, { role: 'admin' });
    const supplier = await makeUser(t.db, { role: 'supplier', fullName: 'Faisal Harbi', companyName: 'Coral Divers' });
    const hut = await makeHut(t.db);
    const write = (entityType: string, entityId: number | string, after: unknown) =>
      recordAudit(t.db, {
        actorId: admin.id,
        area: 'prices',
        action: 'update',
        entityType,
        entityId: Number(entityId),
        before: null,
        after,
      });
    await write('price_range', 20, { hutId: hut.id, dateFrom: '2026-04-01', dateTo: '2026-04-30' });
    await write('user', supplier.id, { supplier_status: 'approved' });
    await write('event', 5, { title: 'Night dive', title_ar: 'غوص ليلي' });
    await write('faq', 3, null);
    const staff = staffCaller(t, admin);
    const subjects = async (lang: 'en' | 'ar') =>
      (
        (await staff('GET', `/api/dashboard/audit/?actor=${admin.id}`, undefined, lang)).json().results as {
          entity_type: string;
          subject: unknown;
        }[]
      ).map((row) => [row.entity_type, row.subject]);
    expect(await subjects('en')).toEqual(
      expect.arrayContaining([
        ['price_range', { name: 'Reef Hut', parent_id: hut.id }],
        ['user', { name: 'Coral Divers', parent_id: null }],
        ['event', { name: 'Night dive', parent_id: null }],
        ['faq', { name: null, parent_id: null }],
      ]),
    );
    expect(await subjects('ar')).toEqual(
      expect.arrayContaining([
        ['price_range', { name: 'كوخ الشعاب', parent_id: hut.id }],
        ['event', { name: 'غوص ليلي', parent_id: null }],
      ]),
    );
  });
});
