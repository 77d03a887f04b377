import { existsSync } from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { bookingMessages, bookings, bookingTickets, users, type UserRow } from '../../src/server/db/schema';
import { rows } from '../../src/server/db/sql';
import { hashPassword } from '../../src/server/lib/passwords';
import { multipart } from '../helpers/server/accounts';
import { makeEventDate, makeHut } from '../helpers/server/booking';
import { memoryMailer, type MemoryMailer } from '../helpers/server/mail';
import { createTestApp, makeUser, type TestApp } from '../helpers/server/testApp';
import { createTestClock } from '../helpers/server/testClock';
import { readZip } from '../helpers/server/zipRead';

// Conversations about a booking (issue 26 §2): who reads and writes a thread, read marks, private files, the e-mail to
// the other side, the back office's notification, and the guest's export and erasure.
const clock = createTestClock('2026-03-10T09:00:00.000Z');
const PASSWORD = 'correct horse battery';
let t: TestApp;
let mailer: MemoryMailer;
let guest: UserRow;
let otherGuest: UserRow;
let admin: UserRow;
let supplier: UserRow;
let otherSupplier: UserRow;
let bookingId: number;
let png: Buffer;
let sequence = 0;

async function makeBooking(userId: number) {
  sequence += 1;
  const hut = await makeHut(t.db, '2026-03-01', 60, { title: 'Reef Hut', titleAr: 'كوخ الشعاب' });
  const [row] = await t.db
    .insert(bookings)
    .values({
      code: `KR-TALK${sequence}`,
      userId,
      hutId: hut.id,
      personsMaxNum: 2,
      status: 'paid',
      stay: '[2026-04-01,2026-04-03)',
      total: '1000.00',
      paid: '1000.00',
    })
    .returning();
  return row;
}

beforeAll(async () => {
  mailer = memoryMailer();
  t = await createTestApp({ clock, mailer });
  const passwordHash = await hashPassword(PASSWORD);
  guest = await makeUser(t.db, { fullName: 'Huda Alharbi', language: 'ar', passwordHash, phone: '+966512345678' });
  otherGuest = await makeUser(t.db);
  admin = await makeUser(t.db, { role: 'admin', fullName: 'Omar Desk', language: 'en' });
  otherSupplier = await makeUser(t.db, { role: 'supplier', supplierStatus: 'approved' });
  const booking = await makeBooking(guest.id);
  bookingId = booking.id;
  // A night dive on the stay: its supplier reads the thread.
  const dive = await makeEventDate(t.db, '2026-04-02', 10);
  await t.db
    .insert(bookingTickets)
    .values({ bookingId, kind: 'event', eventDateId: dive.dateId, quantity: 1, unitPrice: '100.00', total: '100.00' });
  const [owner] = await rows<{ user_id: number }>(t.db, sql`SELECT e.user_id FROM events e WHERE e.id = ${dive.eventId}`);
  [supplier] = await t.db.update(users).set({ supplierStatus: 'approved' }).where(eq(users.id, owner.user_id)).returning();
  png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#0a8' } })
    .png()
    .toBuffer();
}, 120_000);
afterAll(() => t?.close());

const call = (method: 'GET' | 'POST' | 'DELETE', url: string, user?: UserRow, payload?: object, lang: 'en' | 'ar' = 'en') =>
  t.app.inject({
    method,
    url,
    payload,
    headers: { ...(user ? { authorization: `Bearer ${t.tokenFor(user)}` } : {}), 'accept-language': lang },
  });
const guestPath = (id = bookingId) => `/api/products/bookings/${id}/messages/`;
const staffPath = (id = bookingId) => `/api/dashboard/bookings/${id}/messages/`;
const sendFile = (url: string, user: UserRow, content: Buffer, fields: Record<string, string> = {}, type = 'image/png') => {
  const form = multipart(fields, [{ name: 'attachment', filename: 'photo.png', contentType: type, content }]);
  return t.app.inject({
    method: 'POST',
    url,
    payload: form.payload,
    headers: { ...form.headers, authorization: `Bearer ${t.tokenFor(user)}` },
  });
};

describe('who reads and writes a booking conversation', () => {
  it('lets the guest of the booking in, and nobody else on the guest path', async () => {
    expect((await call('GET', guestPath())).statusCode).toBe(401);
    const mine = await call('GET', guestPath(), guest);
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toMatchObject({
      booking: { id: bookingId, code: 'KR-TALK1', hut: 'Reef Hut', hut_ar: 'كوخ الشعاب' },
      can_write: true,
      messages: [],
    });
    // Another guest, staff and suppliers are not the booking's guest: the same 404 as a booking that does not exist.
    for (const user of [otherGuest, admin, supplier]) {
      expect((await call('GET', guestPath(), user)).statusCode).toBe(404);
      expect((await call('POST', guestPath(), user, { content: 'hello' })).statusCode).toBe(404);
    }
    expect((await call('GET', guestPath(999_999), guest)).statusCode).toBe(404);
  });

  it('lets staff read and write in the back office, a supplier with a ticket on it read only, and no other', async () => {
    expect((await call('GET', staffPath(), admin)).json()).toMatchObject({ can_write: true });
    const asSupplier = await call('GET', staffPath(), supplier);
    expect(asSupplier.statusCode).toBe(200);
    expect(asSupplier.json()).toMatchObject({ can_write: false, booking: { code: 'KR-TALK1' } });
    expect((await call('GET', staffPath(), otherSupplier)).statusCode).toBe(404);
    expect((await call('POST', staffPath(), supplier, { content: 'hi' })).statusCode).toBe(403);
    expect((await call('GET', staffPath(), guest)).statusCode).toBe(403);
    // The body is not read for a caller refused by the booking: a stranger's 404 comes before a bad body's 400.
    expect((await call('POST', staffPath(999_999), admin, { content: 42 } as object)).statusCode).toBe(404);
  });
});

describe('messages, read marks and e-mails', () => {
  it('carries the guest message to staff (notification, e-mail with a link) and the answer back, with read marks', async () => {
    mailer.clear();
    const written = await call('POST', guestPath(), guest, { content: 'هل يمكن الوصول مبكرًا؟' }, 'ar');
    expect(written.statusCode).toBe(201);
    expect(written.json()).toMatchObject({
      from: 'guest',
      author: 'Huda Alharbi',
      content: 'هل يمكن الوصول مبكرًا؟',
      attachment: null,
      read_at: null,
    });

    // The back office hears it: a notification (what the bell's event stream carries) naming the booking.
    const [note] = await rows<{ kind: string; subject_id: number; facts: { code: string; message_id: number } }>(
      t.db,
      sql`SELECT kind, subject_id, facts FROM staff_notifications WHERE kind = 'booking_message' ORDER BY id DESC LIMIT 1`,
    );
    expect(note).toMatchObject({
      kind: 'booking_message',
      subject_id: bookingId,
      facts: { code: 'KR-TALK1', message_id: written.json().id },
    });
    const bell = await call('GET', '/api/dashboard/notifications/', admin);
    expect(bell.json().results[0]).toMatchObject({ kind: 'booking_message', link: `/dashboard/bookings/${bookingId}`, read: false });

    // Staff are e-mailed in their own language, with the way back to the booking's page.
    const toStaff = await mailer.lastTo(admin.email);
    expect(toStaff.subject).toBe('New message from Huda Alharbi about booking KR-TALK1');
    expect(toStaff.text).toContain('هل يمكن الوصول مبكرًا؟');
    expect(toStaff.text).toContain(`${t.config.publicUrl}/dashboard/bookings/${bookingId}`);

    const list = await call('GET', '/api/dashboard/conversations/', admin);
    expect(list.json().results[0]).toMatchObject({
      booking_id: bookingId,
      code: 'KR-TALK1',
      guest: 'Huda Alharbi',
      last_from: 'guest',
      unread: 1,
    });
    expect((await call('GET', '/api/dashboard/conversations/?unread=true', admin)).json().count).toBe(1);
    expect((await call('GET', '/api/dashboard/conversations/', supplier)).json().count).toBe(1);
    expect((await call('GET', '/api/dashboard/conversations/', otherSupplier)).json().count).toBe(0);

    // A supplier reading marks nothing; staff reading does, once.
    await call('POST', `${staffPath()}read/`, supplier);
    expect((await call('GET', staffPath(), admin)).json().unread).toBe(1);
    expect((await call('POST', `${staffPath()}read/`, supplier)).statusCode).toBe(403);
    const read = await call('POST', `${staffPath()}read/`, admin);
    expect(read.json()).toMatchObject({ unread: 0 });
    const seen = (await call('GET', guestPath(), guest)).json();
    expect(seen.messages[0].read_at).toBe(clock.now().toISOString());

    mailer.clear();
    const answer = await call('POST', staffPath(), admin, { content: 'Yes, from 11:00.' });
    expect(answer.statusCode).toBe(201);
    expect(answer.json()).toMatchObject({ from: 'resort', author: 'Omar Desk', read_at: null });
    // The guest reads Arabic: the e-mail is in Arabic and links to their thread in My bookings.
    const toGuest = await mailer.lastTo(guest.email);
    expect(toGuest.subject).toBe('رسالة من منتجع كِن بشأن حجزك KR-TALK1');
    expect(toGuest.text).toContain('Yes, from 11:00.');
    expect(toGuest.text).toContain(`${t.config.publicUrl}/ar/my-booking?messages=${bookingId}`);

    // My bookings marks the booking with an answer not read yet, for its guest only.
    expect((await call('GET', '/api/products/bookings/messages/unread/', guest)).json()).toEqual({
      results: [{ booking_id: bookingId, unread: 1 }],
    });
    expect((await call('GET', '/api/products/bookings/messages/unread/', otherGuest)).json()).toEqual({ results: [] });
    expect((await call('GET', '/api/products/bookings/messages/unread/')).statusCode).toBe(401);

    const thread = (await call('GET', guestPath(), guest)).json();
    expect(thread.messages.map((m: { from: string }) => m.from)).toEqual(['guest', 'resort']);
    expect(thread.unread).toBe(1);
    expect((await call('POST', `${guestPath()}read/`, guest)).json().unread).toBe(0);
    expect((await call('GET', '/api/products/bookings/messages/unread/', guest)).json()).toEqual({ results: [] });
    expect((await call('GET', staffPath(), admin)).json().messages[1].read_at).not.toBeNull();
    // Staff's answers are not news to staff: still the one notification.
    const [{ count }] = await rows<{ count: number }>(
      t.db,
      sql`SELECT count(*)::int AS count FROM staff_notifications WHERE kind = 'booking_message'`,
    );
    expect(count).toBe(1);
  });

  it('refuses an empty message, translated', async () => {
    const empty = await call('POST', guestPath(), guest, { content: '   ' }, 'ar');
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({ content: ['اكتب رسالة أو أرفق ملفًا قبل الإرسال.'] });
  });
});

describe('attachments', () => {
  it("keeps a file private: downloads for the thread's readers only, never e-mailed", async () => {
    mailer.clear();
    const sent = await sendFile(guestPath(), guest, png);
    expect(sent.statusCode).toBe(201);
    const message = sent.json();
    expect(message.attachment).toBe(`${guestPath()}${message.id}/attachment/`);
    const [row] = await t.db.select().from(bookingMessages).where(eq(bookingMessages.id, message.id));
    expect(existsSync(path.join(t.config.dataDir, 'private', 'support', row.attachment!))).toBe(true);

    const mine = await call('GET', message.attachment, guest);
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['content-type']).toBe('image/png');
    expect(mine.headers['content-disposition']).toBe(`attachment; filename="ken-message-${message.id}.png"`);
    expect(mine.headers['content-security-policy']).toBe('sandbox');
    expect((await call('GET', message.attachment, otherGuest)).statusCode).toBe(404);
    expect((await call('GET', message.attachment)).statusCode).toBe(401);
    expect((await call('GET', `${staffPath()}${message.id}/attachment/`, admin)).statusCode).toBe(200);
    expect((await call('GET', `${staffPath()}${message.id}/attachment/`, supplier)).statusCode).toBe(200);
    expect((await call('GET', `${staffPath()}${message.id}/attachment/`, otherSupplier)).statusCode).toBe(404);
    // A message of this thread is not reachable through another booking's address.
    const another = await makeBooking(otherGuest.id);
    expect((await call('GET', `${guestPath(another.id)}${message.id}/attachment/`, otherGuest)).statusCode).toBe(404);

    const toStaff = await mailer.lastTo(admin.email);
    expect(toStaff.attachments ?? []).toHaveLength(0);
    expect(toStaff.text).toContain('A file is attached to the message: open the conversation to download it.');
  });

  it('refuses what is not an image or a PDF, as support does', async () => {
    const refused = await sendFile(guestPath(), guest, Buffer.from('<script>alert(1)</script>'), {}, 'image/png');
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ attachment: ['Attach a JPEG, PNG or WebP image, or a PDF.'] });
  });
});

describe("the guest's data", () => {
  it('exports the conversation with its files, and erasing the account removes both', async () => {
    const export1 = await call('POST', '/user-info/export/', guest);
    expect(export1.statusCode).toBe(202);
    await t.app.privacy.drain();
    const mail = await mailer.lastTo(guest.email);
    const token = new URL(/https?:\/\/\S+\/profile\?export=\S+/.exec(mail.text)![0]).searchParams.get('export');
    const zip = readZip((await call('GET', `/user-info/export/${token}/`, guest)).rawPayload);
    const data = JSON.parse(zip.get('my-data.json')!.toString('utf8'));
    const conversation = data.bookings.find((entry: { id: number }) => entry.id === bookingId).conversation;
    expect(conversation.map((m: { from: string; content: string }) => [m.from, m.content])).toEqual([
      ['guest', 'هل يمكن الوصول مبكرًا؟'],
      ['resort', 'Yes, from 11:00.'],
      ['guest', ''],
    ]);
    expect(zip.get(conversation[2].attachment)?.equals(png)).toBe(true);
    // Nobody else's thread is in it.
    expect(JSON.stringify(data)).not.toContain('KR-TALK2');

    const files = (await t.db.select().from(bookingMessages).where(eq(bookingMessages.bookingId, bookingId)))
      .map((row) => row.attachment)
      .filter(Boolean);
    expect((await call('DELETE', '/user-info/', guest, { password: PASSWORD })).statusCode).toBe(204);
    expect(await t.db.select().from(bookingMessages).where(eq(bookingMessages.bookingId, bookingId))).toEqual([]);
    for (const file of files) expect(existsSync(path.join(t.config.dataDir, 'private', 'support', file!))).toBe(false);
    const [{ hits }] = await rows<{ hits: number }>(
      t.db,
      sql`SELECT count(*)::int AS hits FROM booking_messages m WHERE to_jsonb(m)::text LIKE '%مبكرًا%'`,
    );
    expect(hits).toBe(0);
  });
});
