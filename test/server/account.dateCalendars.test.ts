import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { users } from '../../src/server/db/schema';
import { UserProfile } from '../../src/shared/schemas/users';
import { makeHut, stay } from '../helpers/server/booking';
import { memoryMailer, type MemoryMailer } from '../helpers/server/mail';
import { shapeErrors } from '../helpers/server/schemaCheck';
import { createTestApp, makeUser, type TestApp } from '../helpers/server/testApp';
import { createTestClock } from '../helpers/server/testClock';

// Issue 26 §4: the guest's calendars (date_calendars on the profile) and the documents that honour them.
const clock = createTestClock('2026-03-01T09:00:00.000Z');
let t: TestApp;
let mailer: MemoryMailer;
beforeAll(async () => {
  mailer = memoryMailer();
  t = await createTestApp({ clock, mailer });
}, 120_000);
afterAll(() => t?.close());

const hasPdftotext = spawnSync('pdftotext', ['-v']).status === 0;
const outDir = mkdtempSync(path.join(tmpdir(), 'calendars-'));
// The stay: check-in 1 April 2026 is 13 Shawwal 1447 (Umm al-Qura).
const CHECK_IN_HIJRI = '١٣ شوال ١٤٤٧ هـ';

/** The PDF's words without pdftotext's direction marks and the spaces it moves between runs. */
function pdfWords(pdf: Buffer, name: string): string {
  const file = path.join(outDir, name);
  writeFileSync(file, pdf);
  return spawnSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' }).stdout.replace(/[\u202A-\u202E\s]/g, '');
}

async function paidStay(headers: Record<string, string>) {
  const hut = (await makeHut(t.db)).id;
  const body = stay(hut, '2026-04-01', '2026-04-03');
  const id = (await t.app.inject({ method: 'POST', url: '/api/products/booking/', payload: body, headers })).json().id;
  await t.app.inject({ method: 'PUT', url: `/api/products/booking/update/${id}/`, payload: { ...body, status: 'confirmed' }, headers });
  const checkout = (
    await t.app.inject({ method: 'POST', url: '/api/payments/create-checkout/', payload: { booking_id: id }, headers })
  ).json();
  const paid = await t.app.inject({
    method: 'PUT',
    url: `/api/products/bookings-pay/${id}/`,
    headers,
    payload: {
      checkout_id: checkout.checkout_id,
      card_number: '4111111111111111',
      expiry_month: 12,
      expiry_year: 2030,
      cvc: '123',
      holder: 'Huda',
    },
  });
  expect(paid.statusCode).toBe(200);
  return id as number;
}

test('the profile carries date_calendars: both by default, gregorian when chosen, nothing else accepted', async () => {
  const me = await makeUser(t.db, { language: 'ar' });
  const headers = { authorization: `Bearer ${t.tokenFor(me)}` };
  const read = await t.app.inject({ method: 'GET', url: '/user-info/', headers });
  expect(shapeErrors(UserProfile, read.json())).toEqual([]);
  expect(read.json()).toMatchObject({ language: 'ar', date_calendars: 'both' });

  const wrong = await t.app.inject({ method: 'PATCH', url: '/user-info/', payload: { date_calendars: 'islamic' }, headers });
  expect(wrong.statusCode).toBe(400);
  expect(wrong.json()).toHaveProperty(['date_calendars']);

  const chosen = await t.app.inject({ method: 'PATCH', url: '/user-info/', payload: { date_calendars: 'gregorian' }, headers });
  expect([chosen.statusCode, chosen.json().date_calendars]).toEqual([200, 'gregorian']);
  const [row] = await t.db.select().from(users).where(eq(users.id, me.id));
  expect(row.dateCalendars).toBe('gregorian');
  expect((await t.app.inject({ method: 'GET', url: '/user-info/', headers })).json().date_calendars).toBe('gregorian');
});

test('the e-mails and the e-ticket of an Arabic account carry the Hijri date until the guest chooses Gregorian only', async () => {
  const guest = await makeUser(t.db, { language: 'ar' });
  const headers = { authorization: `Bearer ${t.tokenFor(guest)}` };
  const id = await paidStay(headers);
  const confirmation = await mailer.lastTo(guest.email);
  expect(confirmation.text).toContain(`(${CHECK_IN_HIJRI})`);
  const ticket = `/api/products/bookings/${id}/ticket.pdf`;
  if (hasPdftotext)
    expect(pdfWords((await t.app.inject({ method: 'GET', url: ticket, headers })).rawPayload, 'both.pdf')).toContain('١٣شوال١٤٤٧هـ');

  await t.app.inject({ method: 'PATCH', url: '/user-info/', payload: { date_calendars: 'gregorian' }, headers });
  if (hasPdftotext) {
    const words = pdfWords((await t.app.inject({ method: 'GET', url: ticket, headers })).rawPayload, 'gregorian.pdf');
    expect(words).not.toContain('شوال');
    expect(words).toContain('أبريل٢٠٢٦');
  }
  mailer.clear();
  const cancelled = await t.app.inject({ method: 'POST', url: `/api/products/booking/cancellation/${id}/`, headers });
  expect(cancelled.statusCode).toBe(200);
  const cancellation = await mailer.lastTo(guest.email);
  expect(cancellation.text).toContain('١ أبريل ٢٠٢٦');
  expect(cancellation.text).not.toContain('شوال');
});
