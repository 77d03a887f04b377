import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { rows } from '../../src/server/db/sql';
import { renderTicketPdf } from '../../src/server/modules/bookings/ticketPdf';
import { makeHut, stay } from '../helpers/server/booking';
import { paidBooking as bookingFixture } from '../helpers/server/bookingFixture';
import { memoryMailer } from '../helpers/server/mail';
import { createTestApp, makeUser, type TestApp } from '../helpers/server/testApp';
import { createTestClock } from '../helpers/server/testClock';

// Issue 20, item 8. Sunday 1 March 2026, 12:00 in Riyadh; free cancellation ends 48 hours before check-in.
const clock = createTestClock('2026-03-01T09:00:00.000Z');
const mailer = memoryMailer();
let t: TestApp;
let guest: Parameters<TestApp['tokenFor']>[0];
let hutId: number;
const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: { authorization: `Bearer ${t.tokenFor(guest)}` } });

async function bookAndPay(from: string, to: string, extra: Record<string, unknown> = {}) {
  const created = await call('POST', '/api/products/booking/', stay(hutId, from, to, extra));
  const id = created.json().id as number;
  const before = created.json();
  await call('PUT', `/api/products/booking/update/${id}/`, { ...stay(hutId, from, to, extra), status: 'confirmed' });
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
  return { id, before };
}

beforeAll(async () => {
  t = await createTestApp({ clock, mailer });
  guest = await makeUser(t.db);
  hutId = (await makeHut(t.db)).id;
});
afterAll(() => t.close());
beforeEach(() => mailer.clear());

test('a booking for tomorrow is non-refundable before paying, after paying and in its e-mail, with no past free-cancellation date', async () => {
  const { id, before } = await bookAndPay('2026-03-02', '2026-03-04');
  expect(before.cancellation).toMatchObject({ non_refundable: true, free_until: null });
  expect((await call('GET', `/api/products/bookings/${id}/`)).json().cancellation).toMatchObject({
    non_refundable: true,
    free_until: null,
  });
  const upcoming = (await call('GET', '/api/products/bookings/upcoming/?page_size=50')).json().results;
  expect(upcoming.find((b: { id: number }) => b.id === id).cancellation).toMatchObject({ non_refundable: true, free_until: null });
  const mail = mailer.sent.find((message) => message.subject.includes('is booked'));
  expect(mail?.text).toContain('Non-refundable: booked less than 48 hours before check-in');
  expect(mail?.text).not.toContain('Free cancellation until');
});

test('a booking weeks ahead keeps its free-cancellation date until it passes, then reads non-refundable', async () => {
  const { id, before } = await bookAndPay('2026-03-25', '2026-03-27');
  expect(before.cancellation).toMatchObject({ non_refundable: false, free_until: before.cancellation.deadline });
  expect(mailer.sent.find((message) => message.subject.includes('is booked'))?.text).toMatch(/Free cancellation until: .*23 March/);
  clock.set('2026-03-23T12:00:00.000Z');
  try {
    expect((await call('GET', `/api/products/bookings/${id}/`)).json().cancellation).toMatchObject({
      non_refundable: true,
      free_until: null,
    });
  } finally {
    clock.set('2026-03-01T09:00:00.000Z');
  }
});

test('a booking weeks ahead on a non-refundable rate plan refunds nothing when cancelled, at the discounted price it was sold (issue 24 §2)', async () => {
  const [plan] = await rows<{ id: number }>(
    t.db,
    sql`INSERT INTO hut_rate_plans (hut_id, name, name_ar, percent_off, refundable) VALUES (${hutId}, 'Saver', 'توفير', 10, false) RETURNING id`,
  );
  // Wed 15 – Fri 17 April: 2 weeknights × 500.00 = 1,000.00, −10 % = 900.00.
  const { id, before } = await bookAndPay('2026-04-15', '2026-04-17', { rate_plan: plan.id });
  expect(before).toMatchObject({ total_price: '900.00', cancellation: { non_refundable: true, free_until: null } });
  expect((await call('GET', `/api/products/bookings/${id}/`)).json().rate_plan).toMatchObject({ plan: { id: plan.id, refundable: false } });
  const cancelled = await call('POST', `/api/products/booking/cancellation/${id}/`, {});
  expect(cancelled.json()).toMatchObject({ status: 'cancelled', paid: '900.00', cancellation: { refundable_amount: '0.00' } });
});

test.each(['en', 'ar'] as const)('the %s e-ticket of a non-refundable booking says so', async (lang) => {
  if (spawnSync('pdftotext', ['-v']).status !== 0) return;
  const booking = bookingFixture();
  const pdf = await renderTicketPdf(
    { ...booking, cancellation: { ...booking.cancellation, free_until: null, non_refundable: true } },
    lang,
    'Asia/Riyadh',
  );
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'ticket-')), `ticket-${lang}.pdf`);
  writeFileSync(file, pdf);
  const text = spawnSync('pdftotext', [file, '-'], { encoding: 'utf8' }).stdout.replace(/\s+/g, ' ');
  expect(text).toContain(lang === 'en' ? 'Non-refundable' : 'قابل');
});
