import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { auditLog, resortContact } from '../../src/server/db/schema';
import { DEFAULT_RESORT_CONTACT } from '../../src/shared/resortContact';
import { client, freshEmail } from '../helpers/server/accounts';
import { makeEventDate, makeHut, stay } from '../helpers/server/booking';
import { memoryMailer } from '../helpers/server/mail';
import { createTestApp, makeUser, type TestApp } from '../helpers/server/testApp';
import { createTestClock } from '../helpers/server/testClock';

const clock = createTestClock('2026-03-01T09:00:00.000Z');
const mailer = memoryMailer();
const url = '/api/dashboard/settings/contact/';
let t: TestApp;
let admin: { id: number; email: string };
let adminAuth: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp({ clock, mailer });
  admin = await makeUser(t.db, { role: 'admin', email: freshEmail('desk') });
  adminAuth = { authorization: `Bearer ${t.tokenFor(admin as never)}` };
}, 120_000);
afterAll(() => t?.close());

const staff = (method: 'GET' | 'PUT', payload?: object, lang = 'en', headers = adminAuth) =>
  t.app.inject({ method, url, payload, headers: { ...headers, 'accept-language': lang } });
const current = async () => (await staff('GET')).json() as typeof DEFAULT_RESORT_CONTACT & { version: number };
const publicContact = async () => (await t.app.inject({ method: 'GET', url: '/api/settings/contact/' })).json();
const count = async (table: typeof auditLog | typeof resortContact) =>
  (await t.db.select({ n: sql<number>`count(*)::int` }).from(table))[0].n;
/** Polls an async read until it passes (the database announces a commit to the app a moment after it). */
async function until(check: () => Promise<boolean>, timeoutMs = 5000) {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > timeoutMs) throw new Error('timed out waiting for a condition');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
/** A message through the contact form, which e-mails the resort's admins. */
async function mailToAdmin(content: string) {
  mailer.clear();
  expect((await client(t.app).post('/support/create/', { full_name: 'Nora', email: freshEmail('visitor'), content })).statusCode).toBe(201);
  return mailer.lastTo(admin.email);
}

test('a fresh install shows the contact details the app shipped with, to anyone', async () => {
  const response = await t.app.inject({ method: 'GET', url: '/api/settings/contact/' });
  expect(response.statusCode).toBe(200);
  expect(response.json()).toEqual(DEFAULT_RESORT_CONTACT);
  expect(response.headers.etag).toBeDefined();
  expect(await count(resortContact)).toBe(1);
});

test('only staff read and change them: no token 401, a guest and a supplier 403, nothing written', async () => {
  const guest = { authorization: `Bearer ${t.tokenFor(await makeUser(t.db))}` };
  const supplier = { authorization: `Bearer ${t.tokenFor(await makeUser(t.db, { role: 'supplier', supplierStatus: 'approved' }))}` };
  const body = { ...DEFAULT_RESORT_CONTACT, phone: '+966 50 111 2222', version: 1 };
  expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
  expect((await t.app.inject({ method: 'PUT', url, payload: body })).statusCode).toBe(401);
  for (const headers of [guest, supplier]) {
    expect((await staff('GET', undefined, 'en', headers)).statusCode).toBe(403);
    expect((await staff('PUT', body, 'en', headers)).statusCode).toBe(403);
  }
  expect(await publicContact()).toEqual(DEFAULT_RESORT_CONTACT);
});

test.each(['en', 'ar'])(
  'refuses a wrong phone, e-mail and blank or long addresses next to each field, translated (%s), writing nothing',
  async (lang) => {
    const before = [await count(auditLog), (await current()).version];
    const bad = await staff(
      'PUT',
      { phone: '12', email: 'not-an-address', address: '   ', address_ar: 'ع'.repeat(301), version: before[1] },
      lang,
    );
    expect(bad.statusCode).toBe(400);
    // The schema answers first (e-mail format, length); the rules the schema cannot say come once those pass.
    expect(bad.json()).toEqual({
      email: [lang === 'ar' ? 'أدخل عنوان بريد إلكتروني صحيحًا.' : 'Enter a valid email address.'],
      address_ar: [
        lang === 'ar' ? 'اكتب ما لا يزيد على ٣٠٠ من الأحرف؛ هذا النص أطول.' : 'Use at most 300 characters; this text is longer.',
      ],
    });
    const rules = await staff('PUT', { ...DEFAULT_RESORT_CONTACT, phone: '12', address: '   ', version: before[1] }, lang);
    expect(rules.statusCode).toBe(400);
    expect(rules.json()).toEqual({
      phone: [
        lang === 'ar'
          ? 'أدخل +966 متبوعًا بـ ٩ أرقام، أو رقمًا دوليًا مثل +447700900123.'
          : 'Enter +966 followed by 9 digits, or an international number such as +447700900123.',
      ],
      address: [lang === 'ar' ? 'هذا الحقل مطلوب.' : 'This field is required.'],
    });
    expect([await count(auditLog), (await current()).version]).toEqual(before);
  },
);

test('an admin saves them: the site, the audit log and the next e-mail show the new phone at once', async () => {
  const read = await current();
  const saved = await staff('PUT', {
    phone: ' +966 55 000 1234 ',
    email: 'stay@ken.example',
    address: 'Beach road 1, Umluj',
    address_ar: 'طريق الشاطئ ١، أملج',
    version: read.version,
  });
  expect(saved.statusCode).toBe(200);
  expect(saved.json()).toEqual({
    phone: '+966 55 000 1234',
    email: 'stay@ken.example',
    address: 'Beach road 1, Umluj',
    address_ar: 'طريق الشاطئ ١، أملج',
    version: read.version + 1,
  });
  // The public read is cached until the database announces the next committed change.
  await until(async () => (await publicContact()).phone === '+966 55 000 1234');
  const [audit] = await t.db.select().from(auditLog).where(eq(auditLog.entityType, 'resort-contact'));
  expect(audit).toMatchObject({
    actorId: admin.id,
    area: 'content',
    action: 'update',
    before: { phone: read.phone },
    after: { phone: '+966 55 000 1234' },
  });

  const mail = await mailToAdmin('Is the beach open in March?');
  expect(mail.html).toContain('<a href="tel:+966550001234"');
  expect(mail.html).toContain('<bdi dir="ltr">+966 55 000 1234</bdi>');
  expect(mail.html).toContain('stay@ken.example');
  expect(mail.text).toContain('+966 55 000 1234');
  expect(mail.text).toContain('Beach road 1, Umluj');
  expect(`${mail.html}${mail.text}`).not.toContain(DEFAULT_RESORT_CONTACT.phone);
});

test('a save based on an old read gets 409 "stale" and changes nothing', async () => {
  const read = await current();
  const stale = await staff('PUT', { ...DEFAULT_RESORT_CONTACT, version: read.version - 1 }, 'ar');
  expect([stale.statusCode, stale.json().code]).toEqual([409, 'stale']);
  expect(await current()).toEqual(read);
});

test('a change saved by another instance reaches this one’s next e-mail, without waiting for a cache to expire', async () => {
  await t.db.update(resortContact).set({ phone: '+966 56 777 8888', version: sql`${resortContact.version} + 1` });
  await until(async () => (await publicContact()).phone === '+966 56 777 8888');
  const mail = await mailToAdmin('And in April?');
  expect(mail.text).toContain('+966 56 777 8888');
});

const hasPdftotext = spawnSync('pdftotext', ['-v']).status === 0;
(hasPdftotext ? test : test.skip)('the e-ticket’s foot gives the phone and e-mail as saved', async () => {
  const read = await current();
  expect((await staff('PUT', { ...read, phone: '+966 59 123 4567', email: 'gate@ken.example' })).statusCode).toBe(200);
  const owner = { authorization: `Bearer ${t.tokenFor(await makeUser(t.db))}` };
  const hut = (await makeHut(t.db)).id;
  const { eventId, dateId } = await makeEventDate(t.db, '2026-04-02', 5);
  const body = stay(hut, '2026-04-01', '2026-04-04', { events: [{ event: eventId, date: dateId, quantity: 1 }] });
  const id = (await t.app.inject({ method: 'POST', url: '/api/products/booking/', payload: body, headers: owner })).json().id;
  await t.app.inject({
    method: 'PUT',
    url: `/api/products/booking/update/${id}/`,
    payload: { ...body, status: 'confirmed' },
    headers: owner,
  });
  const checkout = (
    await t.app.inject({ method: 'POST', url: '/api/payments/create-checkout/', payload: { booking_id: id }, headers: owner })
  ).json();
  await t.app.inject({
    method: 'PUT',
    url: `/api/products/bookings-pay/${id}/`,
    headers: owner,
    payload: {
      checkout_id: checkout.checkout_id,
      card_number: '4111111111111111',
      expiry_month: 12,
      expiry_year: 2030,
      cvc: '123',
      holder: 'Huda',
    },
  });
  const pdf = await t.app.inject({ method: 'GET', url: `/api/products/bookings/${id}/ticket.pdf`, headers: owner });
  expect(pdf.statusCode).toBe(200);
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'ticket-contact-')), 'ticket.pdf');
  writeFileSync(file, pdf.rawPayload);
  const text = spawnSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' }).stdout;
  expect(text).toContain('+966 59 123 4567');
  expect(text).toContain('gate@ken.example');
});
