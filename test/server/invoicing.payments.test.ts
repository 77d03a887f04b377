import { sql } from 'drizzle-orm';
import { promoCodeHuts, promoCodes } from '../../src/server/db/schema';
import { rows } from '../../src/server/db/sql';
import { checkStamp, readDocument } from '../../src/server/lib/zatca';
import { completePayment } from '../../src/server/modules/bookings/completion';
import { findTransaction } from '../../src/server/modules/bookings/transactions';
import { makeEventDate, makeHut, makeServiceDate, stay } from '../helpers/server/booking';
import { memoryMailer } from '../helpers/server/mail';
import { createTestApp, makeUser, type TestApp } from '../helpers/server/testApp';
import { createTestClock } from '../helpers/server/testClock';
import { validateZatcaDocuments, zatcaValidatorAvailable } from '../helpers/server/zatcaValidate';

// Issue 22: a successful charge is billed by one simplified invoice, a refund answered by one credit note, and the
// booking's documents are listed to its guest and to staff. 2026-03-01 12:00 in Riyadh, a Sunday.
const clock = createTestClock('2026-03-01T09:00:00.000Z');
const mailer = memoryMailer();
let t: TestApp;
let guest: Awaited<ReturnType<typeof makeUser>>;
let otherGuest: Awaited<ReturnType<typeof makeUser>>;
let supplier: Awaited<ReturnType<typeof makeUser>>;
let admin: Awaited<ReturnType<typeof makeUser>>;
let hutId: number;

type Who = Awaited<ReturnType<typeof makeUser>>;
const call = (who: Who, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: { authorization: `Bearer ${t.tokenFor(who)}` } });

beforeAll(async () => {
  t = await createTestApp({ clock, mailer });
  guest = await makeUser(t.db);
  otherGuest = await makeUser(t.db);
  supplier = await makeUser(t.db, { role: 'supplier' });
  admin = await makeUser(t.db, { role: 'admin' });
  hutId = (await makeHut(t.db)).id;
});
afterAll(() => t.close());

const documentsOf = (bookingId: number) =>
  rows<{
    id: number;
    type: string;
    number: string;
    total: number;
    vat: number;
    xml: string;
    qr: string;
    hash: string;
    corrects_id: number | null;
  }>(
    t.db,
    sql`SELECT id, type, number, total, vat, xml, qr, hash, corrects_id FROM tax_documents WHERE booking_id = ${bookingId}::int ORDER BY counter`,
  );

/** Books, confirms and pays through the sandbox card, as a guest does; answers the booking's id and its checkout. */
async function payBooking(from: string, to: string, extra: Record<string, unknown> = {}) {
  const created = await call(guest, 'POST', '/api/products/booking/', stay(hutId, from, to, extra));
  expect(created.statusCode).toBe(201);
  const id = created.json().id as number;
  expect(
    (await call(guest, 'PUT', `/api/products/booking/update/${id}/`, { ...stay(hutId, from, to, extra), status: 'confirmed' })).statusCode,
  ).toBe(200);
  const checkout = await call(guest, 'POST', '/api/payments/create-checkout/', { booking_id: id });
  expect(checkout.statusCode).toBe(201);
  const pay = await call(guest, 'PUT', `/api/products/bookings-pay/${id}/`, {
    checkout_id: checkout.json().checkout_id,
    card_number: '4111 1111 1111 1111',
    expiry_month: 12,
    expiry_year: 2030,
    cvc: '123',
    holder: 'Huda',
  });
  expect(pay.json()).toMatchObject({ status: 'paid', is_paid: true });
  return { id, checkoutId: checkout.json().checkout_id as string };
}

test('paying a stay with a promo and tickets issues one invoice: nights per rate, tickets, the promo as allowance, total = charge', async () => {
  const [promo] = await t.db.insert(promoCodes).values({ code: 'REEF10', percentage: 10 }).returning();
  await t.db.insert(promoCodeHuts).values({ promoCodeId: promo.id, hutId });
  const dive = await makeEventDate(t.db, '2026-03-05', 20, '100.00');
  // Wed, Thu and Fri nights: 500 + 500 + 650 (Friday is a weekend night) = 1650; 2 dive tickets 200; subtotal 1850;
  // promo 10 % = 185.00; paid 1665.00. VAT inside: net 1447.83 (1447.83 × 15 % = 217.17 exactly), VAT 217.17.
  const { id, checkoutId } = await payBooking('2026-03-04', '2026-03-07', {
    promocode: 'reef10',
    events: [{ event: dive.eventId, date: dive.dateId, quantity: 2 }],
  });
  const charge = await findTransaction({ db: t.db }, { checkoutId });
  expect(charge?.amount).toBe('1665.00');

  const documents = await documentsOf(id);
  expect(documents).toHaveLength(1);
  const [invoice] = documents;
  expect(invoice).toMatchObject({ type: 'invoice', total: 166_500, vat: 21_717 });
  const read = readDocument(invoice.xml);
  expect(read.typeCode).toBe('388');
  // Hand-worked: the allowance's net is 160.87 (160.87 + 24.13 = 185.00); Σ line net = 1447.83 + 160.87 = 1608.70,
  // shared over the lines' gross 1000 / 650 / 200 by largest remainder: 869.57, 565.22, 173.91. Line VAT: 869.57 × 15 %
  // = 130.4355 is 130.43 (not 130.44), within 0.01, so that each line's amount with VAT is its gross (1000.00).
  expect(read.lines.map((line) => [line.name, line.quantity, line.net, line.vat])).toEqual([
    ['Reef Hut (كوخ الشعاب), night', 2, 86_957, 13_043],
    ['Reef Hut (كوخ الشعاب), night', 1, 56_522, 8_478],
    ['Night dive (2026-03-05)', 2, 17_391, 2_609],
  ]);
  expect(read.totals).toEqual({
    lineNet: 160_870,
    allowance: 16_087,
    taxExclusive: 144_783,
    vat: 21_717,
    taxInclusive: 166_500,
    payable: 166_500,
  });
  expect(read.vatBreakdown).toEqual([{ category: 'S', rate: 15, taxable: 144_783, tax: 21_717 }]);
  // The QR's tag 6 is the document's hash, and the stamp holds.
  expect(read.qr.invoiceHash).toBe(invoice.hash);
  expect(read.qr.totalWithVat).toBe('1665.00');
  expect(checkStamp(invoice.xml)).toEqual({
    hashMatches: true,
    signatureVerifies: true,
    signedPropertiesMatch: true,
    certificateDigestMatches: true,
  });

  // Completing the same payment again (the webhook after the return page) issues nothing more.
  expect(await completePayment(t.app.bookingJobs.deps, { ...sandboxResult(charge!), checkoutId })).toBe('already');
  expect(await documentsOf(id)).toHaveLength(1);

  if (zatcaValidatorAvailable()) {
    const results = validateZatcaDocuments({ invoice: invoice.xml });
    expect([results.invoice.schemaErrors, results.invoice.errors]).toEqual([[], []]);
  }
}, 120_000);

const sandboxResult = (charge: { gateway_payment_id: string | null; amount: string }) => ({
  state: 'success' as const,
  paymentId: charge.gateway_payment_id,
  amount: charge.amount,
  currency: 'SAR',
  brand: 'VISA',
  last4: '1111',
  resultCode: '000.100.110',
  description: 'again',
  raw: {},
});

test('a staff cancel with a partial refund issues a credit note correcting the charge’s invoice; documents are listed to whom they belong', async () => {
  const { id } = await payBooking('2026-03-09', '2026-03-11'); // Mon + Tue: 1000.00
  const cancel = await call(admin, 'POST', `/api/dashboard/bookings/${id}/cancel/`, { refund: 'partial', amount: '300', reason: 'Storm' });
  expect(cancel.statusCode).toBe(200);
  // The refund worker gives it back; its success issues the credit note.
  expect(await documentsOf(id)).toHaveLength(1);
  await t.app.refundJobs.runOnce();
  const [invoice, credit, ...more] = await documentsOf(id);
  expect(more).toEqual([]);
  expect(invoice).toMatchObject({ type: 'invoice', total: 100_000, vat: 13_043 });
  expect(credit).toMatchObject({ type: 'credit_note', total: 30_000, vat: 3_913, corrects_id: invoice.id });
  const read = readDocument(credit.xml);
  expect(read.typeCode).toBe('381');
  expect(read.billingReferences).toEqual([invoice.number]);
  expect(read.qr.invoiceHash).toBe(credit.hash);
  if (zatcaValidatorAvailable()) {
    const results = validateZatcaDocuments({ invoice: invoice.xml, credit: credit.xml });
    for (const name of ['invoice', 'credit']) expect([name, results[name].schemaErrors, results[name].errors]).toEqual([name, [], []]);
  }

  // The guest sees both, with their own XML download; staff too, with the staff download.
  const mine = await call(guest, 'GET', `/api/products/bookings/${id}/documents/`);
  expect(mine.statusCode).toBe(200);
  expect(mine.json()).toEqual([
    expect.objectContaining({
      id: invoice.id,
      type: 'invoice',
      total: '1000.00',
      vat: '130.43',
      number: invoice.number,
      pdf: `/api/products/bookings/${id}/documents/${invoice.id}/pdf/`,
    }),
    expect.objectContaining({ id: credit.id, type: 'credit_note', total: '300.00', vat: '39.13', qr: credit.qr, hash: credit.hash }),
  ]);
  const xml = await call(guest, 'GET', mine.json()[1].xml);
  expect(xml.statusCode).toBe(200);
  expect(xml.body).toBe(credit.xml);
  const staffList = await call(admin, 'GET', `/api/dashboard/bookings/${id}/documents/`);
  expect(staffList.statusCode).toBe(200);
  expect(staffList.json().map((d: { xml: string }) => d.xml)).toEqual([
    `/api/dashboard/documents/${invoice.id}/xml/`,
    `/api/dashboard/documents/${credit.id}/xml/`,
  ]);

  // Another guest: 404 for the list and the download; a supplier or a guest on the staff route: 403; no sign-in: 401.
  expect((await call(otherGuest, 'GET', `/api/products/bookings/${id}/documents/`)).statusCode).toBe(404);
  expect((await call(otherGuest, 'GET', mine.json()[0].xml)).statusCode).toBe(404);
  expect((await call(guest, 'GET', `/api/products/bookings/${id}/documents/${credit.id + 1000}/xml/`)).statusCode).toBe(404);
  expect((await call(supplier, 'GET', `/api/dashboard/bookings/${id}/documents/`)).statusCode).toBe(403);
  expect((await call(guest, 'GET', `/api/dashboard/bookings/${id}/documents/`)).statusCode).toBe(403);
  expect((await t.app.inject({ method: 'GET', url: `/api/products/bookings/${id}/documents/` })).statusCode).toBe(401);
  expect((await call(admin, 'GET', `/api/dashboard/bookings/999999/documents/`)).statusCode).toBe(404);
}, 120_000);

test('nights repriced after booking: the invoice bills the nights the guest was quoted, not today’s rate', async () => {
  const created = await call(guest, 'POST', '/api/products/booking/', stay(hutId, '2026-03-16', '2026-03-18')); // Mon + Tue: 1000.00
  const id = created.json().id as number;
  await call(guest, 'PUT', `/api/products/booking/update/${id}/`, { ...stay(hutId, '2026-03-16', '2026-03-18'), status: 'confirmed' });
  const checkout = (await call(guest, 'POST', '/api/payments/create-checkout/', { booking_id: id })).json();
  await t.db.execute(sql`UPDATE hut_price_ranges SET price = 777.00 WHERE hut_id = ${hutId}::int`);
  try {
    const pay = await call(guest, 'PUT', `/api/products/bookings-pay/${id}/`, {
      checkout_id: checkout.checkout_id,
      card_number: '4111 1111 1111 1111',
      expiry_month: 12,
      expiry_year: 2030,
      cvc: '123',
      holder: 'Huda',
    });
    expect(pay.json()).toMatchObject({ status: 'paid' });
  } finally {
    await t.db.execute(sql`UPDATE hut_price_ranges SET price = 500.00 WHERE hut_id = ${hutId}::int`);
  }
  const [invoice, ...more] = await documentsOf(id);
  expect(more).toEqual([]);
  expect(invoice.total).toBe(100_000);
  const read = readDocument(invoice.xml);
  // The line reads as the total does: 869.57 + 130.43 = 1000.00 (not 130.44 and 1000.01).
  expect(read.lines.map((line) => [line.name, line.quantity, line.net + line.vat])).toEqual([['Reef Hut (كوخ الشعاب), night', 2, 100_000]]);
  expect(read.totals.taxInclusive).toBe(100_000);
}, 60_000);

test('added services paid later get their own invoice: the service tickets, what that charge took', async () => {
  const { id } = await payBooking('2026-03-23', '2026-03-24'); // Monday: 500.00
  const snorkel = await makeServiceDate(t.db, '2026-03-23', 30, '80.00');
  const extra = await call(guest, 'POST', '/api/products/service-tickets/extra/', {
    booking: id,
    tickets: [{ service: snorkel.serviceId, quantity: 3, date: snorkel.dateId }],
  });
  expect(extra.json()).toMatchObject({ amount_due: '240.00' });
  const checkout = (await call(guest, 'POST', '/api/payments/create-checkout/', { booking_id: id, kind: 'extra' })).json();
  const pay = await call(guest, 'PUT', `/api/products/bookings-pay/${id}/`, {
    checkout_id: checkout.checkout_id,
    card_number: '4111 1111 1111 1111',
    expiry_month: 12,
    expiry_year: 2030,
    cvc: '123',
    holder: 'Huda',
  });
  expect(pay.statusCode).toBe(200);
  const [stayInvoice, servicesInvoice, ...more] = await documentsOf(id);
  expect(more).toEqual([]);
  expect([stayInvoice.total, servicesInvoice.total]).toEqual([50_000, 24_000]);
  const read = readDocument(servicesInvoice.xml);
  // One line: the 3 snorkel tickets of 80.00 this charge paid (not the stay, already invoiced).
  expect(read.lines.map((line) => [line.name, line.quantity])).toEqual([['Reef snorkel (2026-03-23)', 3]]);
  expect(read.totals).toMatchObject({ taxInclusive: 24_000, allowance: 0 });
  if (zatcaValidatorAvailable()) {
    const results = validateZatcaDocuments({ services: servicesInvoice.xml });
    expect([results.services.schemaErrors, results.services.errors]).toEqual([[], []]);
  }
}, 120_000);
