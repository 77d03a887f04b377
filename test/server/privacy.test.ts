import { mkdirSync, existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { bookingMails, bookings, paymentTransactions, reviews, supportMessages, taxDocuments, users } from '../../src/server/db/schema';
import { rows } from '../../src/server/db/sql';
import { hashPassword } from '../../src/server/lib/passwords';
import { readZip } from '../helpers/server/zipRead';
import { auditRows, staffCaller } from '../helpers/server/dashboard';
import { makeHut } from '../helpers/server/booking';
import { memoryMailer, type MemoryMailer } from '../helpers/server/mail';
import { createTestApp, makeUser, type TestApp } from '../helpers/server/testApp';
import { createTestClock } from '../helpers/server/testClock';

const clock = createTestClock('2026-03-10T09:00:00.000Z');
const PASSWORD = 'correct horse battery';
let t: TestApp;
let mailer: MemoryMailer;
let hutId: number;
let passwordHash: string;
let bookingSequence = 0;

beforeAll(async () => {
  mailer = memoryMailer();
  t = await createTestApp({ clock, mailer });
  hutId = (await makeHut(t.db)).id;
  passwordHash = await hashPassword(PASSWORD);
}, 120_000);
afterAll(() => t?.close());

const call = (method: 'GET' | 'POST' | 'DELETE', url: string, token?: string, payload?: object, lang: 'en' | 'ar' = 'en') =>
  t.app.inject({
    method,
    url,
    payload,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), 'accept-language': lang },
  });

async function guest(name: string) {
  const user = await makeUser(t.db, {
    fullName: name,
    passwordHash,
    phone: '+966512345678',
    birthDate: '1990-05-04',
    idNum: '1098765432',
    address: 'Jeddah, Al Hamra',
    avatar: `/uploads/avatars/${name.replace(/\W/g, '')}.webp`,
  });
  const file = path.join(t.config.dataDir, user.avatar!.slice(1));
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, 'avatar bytes');
  return user;
}

async function booking(userId: number, from: string, to: string, status: 'paid' | 'completed' = 'paid') {
  bookingSequence += 1;
  const [row] = await t.db
    .insert(bookings)
    .values({
      code: `KR-PRIV${bookingSequence}`,
      userId,
      hutId: from >= '2026-03-01' ? (await makeHut(t.db)).id : hutId,
      personsMaxNum: 2,
      status,
      stay: `[${from},${to})`,
      subtotal: '869.57',
      vat: '130.43',
      total: '1000.00',
      paid: '1000.00',
    })
    .returning();
  const [charge] = await t.db
    .insert(paymentTransactions)
    .values({ provider: 'sandbox', checkoutId: `co-${bookingSequence}`, bookingId: row.id, amount: '1000.00', status: 'success' })
    .returning();
  return { booking: row, charge };
}

describe('DELETE /user-info/', () => {
  it('erases the person everywhere, keeps bookings, payments, tax documents and the audit trail, and stops the token', async () => {
    const me = await guest('Huda Alharbi');
    const token = t.tokenFor(me);
    const { booking: past } = await booking(me.id, '2026-02-01', '2026-02-03', 'completed');
    await t.app.invoicing.issueDocument(t.db, {
      kind: 'invoice',
      bookingId: past.id,
      lines: [{ name: 'Hut, night', quantity: 2, unitPriceWithVat: 50_000, unitCode: 'DAY' }],
    });
    await t.db
      .insert(bookingMails)
      .values({ bookingId: past.id, kind: 'confirmation', recipient: me.email, language: 'en', subject: 'Your booking' });
    await t.db.insert(reviews).values({ userId: me.id, hutId, bookingId: past.id, value: 5, content: 'Lovely reef', isPublished: true });
    mkdirSync(path.join(t.config.dataDir, 'private', 'support'), { recursive: true });
    writeFileSync(path.join(t.config.dataDir, 'private', 'support', 'huda.pdf'), '%PDF-1.4 passport');
    await t.db
      .insert(supportMessages)
      .values({ userId: me.id, fullName: me.fullName, email: me.email, content: 'My phone is +966512345678', attachment: 'huda.pdf' });
    // Written before signing up: found by the address.
    await t.db.insert(supportMessages).values({ userId: null, fullName: 'Huda', email: me.email.toUpperCase(), content: 'Hello' });

    const wrong = await call('DELETE', '/user-info/', token, { password: 'not it' }, 'ar');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ password: ['كلمة المرور غير صحيحة.'] });

    const gone = await call('DELETE', '/user-info/', token, { password: PASSWORD });
    expect(gone.statusCode).toBe(204);
    expect((await call('GET', '/user-info/', token)).statusCode).toBe(401);
    expect((await call('POST', '/user-info/export/', token)).statusCode).toBe(401);

    const [row] = await t.db.select().from(users).where(eq(users.id, me.id));
    expect(row).toMatchObject({
      email: `deleted-${me.id}@invalid`,
      fullName: '',
      phone: '',
      birthDate: null,
      idNum: '',
      address: '',
      avatar: null,
      passwordHash: null,
      isActive: false,
    });
    expect(row.deletedAt).not.toBeNull();
    expect(existsSync(path.join(t.config.dataDir, me.avatar!.slice(1)))).toBe(false);
    expect(existsSync(path.join(t.config.dataDir, 'private', 'support', 'huda.pdf'))).toBe(false);

    // No personal value is left in any column of any table.
    for (const value of [me.email, me.fullName, '+966512345678', '1098765432', 'Jeddah, Al Hamra']) {
      const [found] = await rows<{ hits: number }>(
        t.db,
        sql`SELECT count(*)::int AS hits FROM (
          SELECT to_jsonb(u) AS r FROM users u UNION ALL SELECT to_jsonb(s) FROM support_messages s
          UNION ALL SELECT to_jsonb(m) FROM booking_mails m UNION ALL SELECT to_jsonb(o) FROM otp_codes o
          UNION ALL SELECT to_jsonb(a) FROM audit_log a UNION ALL SELECT to_jsonb(rv) FROM reviews rv) x
          WHERE lower(r::text) LIKE ${'%' + value.toLowerCase() + '%'}`,
      );
      expect({ value, hits: found.hits }).toEqual({ value, hits: 0 });
    }
    const messages = await t.db.select().from(supportMessages);
    expect(messages.every((message) => message.fullName === '' && message.content === '' && message.attachment === null)).toBe(true);

    // What the law keeps is still there, with its amounts, without the person.
    const [kept] = await t.db.select().from(bookings).where(eq(bookings.id, past.id));
    expect(kept).toMatchObject({ userId: me.id, total: '1000.00', paid: '1000.00' });
    expect(await t.db.select().from(paymentTransactions).where(eq(paymentTransactions.bookingId, past.id))).toHaveLength(1);
    expect(await t.db.select().from(taxDocuments).where(eq(taxDocuments.bookingId, past.id))).toHaveLength(1);

    // The review stays, its author a former guest (no name).
    const testimonials = await call('GET', `/api/products/testmonial/?hut=${hutId}`);
    expect(testimonials.statusCode).toBe(200);
    expect(JSON.stringify(testimonials.json())).toContain('Lovely reef');
    expect(JSON.stringify(testimonials.json())).not.toContain('Huda');
    const [review] = await t.db.select().from(reviews).where(eq(reviews.userId, me.id));
    expect(review.content).toBe('Lovely reef');

    const [audit] = (await auditRows(t, 'users')).filter((entry) => entry.action === 'erase' && entry.entity_id === String(me.id));
    expect(audit).toMatchObject({ actor_id: me.id, after: { requested_by: 'self' } });

    // Signing in with the old address finds nothing.
    const signIn = await call('POST', '/login/', undefined, { email: me.email, password: PASSWORD });
    expect(signIn.statusCode).toBeGreaterThanOrEqual(400);
  });

  it('refuses, translated, while a stay is in progress or a refund is pending, and for an account without a password', async () => {
    const staying = await guest('Sara Staying');
    await booking(staying.id, '2026-03-09', '2026-03-12');
    const refusedAr = await call('DELETE', '/user-info/', t.tokenFor(staying), { password: PASSWORD }, 'ar');
    expect(refusedAr.statusCode).toBe(409);
    expect(refusedAr.json()).toMatchObject({ detail: 'إقامتك جارية الآن. يمكنك حذف حسابك بعد تسجيل المغادرة.', code: 'stay_in_progress' });

    // Arriving today counts as well; the check-out day too.
    const arriving = await guest('Amal Arriving');
    await booking(arriving.id, '2026-03-10', '2026-03-11');
    expect((await call('DELETE', '/user-info/', t.tokenFor(arriving), { password: PASSWORD })).json()).toMatchObject({
      code: 'stay_in_progress',
    });
    const leaving = await guest('Lina Leaving');
    await booking(leaving.id, '2026-03-08', '2026-03-10');
    expect((await call('DELETE', '/user-info/', t.tokenFor(leaving), { password: PASSWORD })).json()).toMatchObject({
      code: 'stay_in_progress',
    });

    const refunded = await guest('Reem Refund');
    const { booking: cancelled, charge } = await booking(refunded.id, '2026-04-01', '2026-04-03');
    await t.db.update(bookings).set({ status: 'cancelled' }).where(eq(bookings.id, cancelled.id));
    const [refund] = await t.db
      .insert(paymentTransactions)
      .values({
        provider: 'sandbox',
        checkoutId: 'refund-1',
        bookingId: cancelled.id,
        amount: '500.00',
        status: 'pending',
        kind: 'refund',
        refundOf: charge.id,
      })
      .returning();
    await rows(
      t.db,
      sql`INSERT INTO refund_requests (id, booking_id, charge_id, amount_halalas, reason, next_attempt_at, created_at, updated_at)
          VALUES (${refund.id}, ${cancelled.id}, ${charge.id}, 50000, 'cancelled', now(), now(), now())`,
    );
    const pending = await call('DELETE', '/user-info/', t.tokenFor(refunded), { password: PASSWORD });
    expect(pending.statusCode).toBe(409);
    expect(pending.json()).toMatchObject({
      code: 'refund_pending',
      detail: 'A refund to you is still being processed. You can delete your account once it has gone through.',
    });

    const google = await makeUser(t.db, { fullName: 'Gina Google', passwordHash: null });
    const noPassword = await call('DELETE', '/user-info/', t.tokenFor(google), { password: 'anything' });
    expect(noPassword.statusCode).toBe(409);
    expect(noPassword.json()).toMatchObject({ code: 'no_password' });

    for (const user of [staying, arriving, leaving, refunded, google]) {
      const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
      expect(row.deletedAt).toBeNull();
      expect((await call('GET', '/user-info/', t.tokenFor(row))).statusCode).toBe(200);
    }
    expect((await call('DELETE', '/user-info/', undefined, { password: PASSWORD })).statusCode).toBe(401);
  });
});

describe('POST /api/dashboard/users/{id}/erase/', () => {
  it('erases on a written request, audited with the reason; not oneself; guests are refused', async () => {
    const admin = await makeUser(t.db, { role: 'admin', fullName: 'Front Desk' });
    const staff = staffCaller(t, admin);
    const person = await guest('Omar Request');
    const token = t.tokenFor(person);
    expect((await call('POST', `/api/dashboard/users/${person.id}/erase/`, token, { reason: 'me' })).statusCode).toBe(403);
    expect((await staff('POST', `/api/dashboard/users/${admin.id}/erase/`, { reason: 'test' })).statusCode).toBe(409);
    const erased = await staff('POST', `/api/dashboard/users/${person.id}/erase/`, { reason: 'Letter of 2026-03-09, ref. 77' });
    expect(erased.statusCode).toBe(204);
    expect((await call('GET', '/user-info/', token)).statusCode).toBe(401);
    const [row] = await t.db.select().from(users).where(eq(users.id, person.id));
    expect(row).toMatchObject({ email: `deleted-${person.id}@invalid`, fullName: '', isActive: false });
    const audit = (await auditRows(t, 'users')).filter((entry) => entry.entity_id === String(person.id));
    expect(audit).toEqual([
      expect.objectContaining({
        action: 'erase',
        actor_id: admin.id,
        after: expect.objectContaining({ requested_by: 'staff', reason: 'Letter of 2026-03-09, ref. 77' }),
      }),
    ]);
    expect((await staff('POST', `/api/dashboard/users/${person.id}/erase/`, { reason: 'again' })).statusCode).toBe(404);
  });
});

describe('Download my data', () => {
  it('answers 202, the worker writes a ZIP with the guest’s JSON and documents, the e-mailed link needs the same user and expires', async () => {
    const me = await guest('Nora Export');
    const other = await guest('Other Person');
    const { booking: mine, charge } = await booking(me.id, '2026-01-05', '2026-01-07', 'completed');
    await booking(other.id, '2026-01-08', '2026-01-09', 'completed');
    const invoice = await t.app.invoicing.issueDocument(t.db, {
      kind: 'invoice',
      bookingId: mine.id,
      paymentId: charge.id,
      lines: [{ name: 'Hut, night', quantity: 2, unitPriceWithVat: 50_000, unitCode: 'DAY' }],
    });
    await t.db.insert(supportMessages).values({ userId: me.id, fullName: me.fullName, email: me.email, content: 'About my stay' });
    const token = t.tokenFor(me);

    expect((await call('POST', '/user-info/export/')).statusCode).toBe(401);
    const asked = await call('POST', '/user-info/export/', token, undefined, 'ar');
    expect(asked.statusCode).toBe(202);
    expect(asked.json()).toMatchObject({ status: 'pending' });
    await t.app.privacy.drain();

    const mail = await mailer.lastTo(me.email);
    expect(mail.subject).toBe('نسخة بياناتك في منتجع كِن جاهزة للتنزيل');
    // The link opens the profile page, which downloads with the session (a plain link cannot carry the token).
    const link = new URL(/https?:\/\/\S+\/profile\?export=\S+/.exec(mail.text)![0]);
    const url = `/user-info/export/${link.searchParams.get('export')}/`;
    expect(mail.html).toContain(link.search.replace('&', '&amp;'));

    expect((await call('GET', url)).statusCode).toBe(401);
    expect((await call('GET', url, t.tokenFor(other))).statusCode).toBe(404);
    const download = await call('GET', url, token);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/zip');
    const files = readZip(download.rawPayload);
    const data = JSON.parse(files.get('my-data.json')!.toString('utf8'));
    expect(data.profile).toMatchObject({ id: me.id, email: me.email, fullName: 'Nora Export', phone: '+966512345678' });
    expect(data.profile).not.toHaveProperty('passwordHash');
    expect(data.bookings.map((entry: { id: number }) => entry.id)).toEqual([mine.id]);
    expect(data.bookings[0].payments).toHaveLength(1);
    // The documents as the guest downloads them: the stay's e-ticket and the invoice, as PDF (and its XML).
    expect(data.bookings[0].e_ticket).toBe(`tickets/${mine.code}.pdf`);
    expect(data.bookings[0].tax_documents).toEqual([
      expect.objectContaining({ number: invoice.number, file: `documents/${invoice.number}.xml`, pdf: `documents/${invoice.number}.pdf` }),
    ]);
    for (const name of [`tickets/${mine.code}.pdf`, `documents/${invoice.number}.pdf`])
      expect([name, files.get(name)?.subarray(0, 5).toString('latin1')]).toEqual([name, '%PDF-']);
    expect(files.get(`documents/${invoice.number}.xml`)?.toString('utf8')).toBe(invoice.xml);
    expect([...files.keys()].filter((name) => name.startsWith('tickets/'))).toEqual([`tickets/${mine.code}.pdf`]);
    expect(data.support_messages.map((entry: { content: string }) => entry.content)).toEqual(['About my stay']);
    expect(JSON.stringify(data)).not.toContain('Other Person');
    expect(files.get('avatar.webp')?.toString()).toBe('avatar bytes');

    clock.advance(8 * 24 * 3600 * 1000);
    const expired = await call('GET', url, t.tokenFor(me));
    expect(expired.statusCode).toBe(404);
    expect(expired.json().detail).toContain('expired');
  });
});
