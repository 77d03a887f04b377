// A booking change's tax documents and its saved price breakdown (issue 23 §3 with issues 22 and 24 §2). A dearer
// change's difference is its own charge, billed by its own simplified invoice (one line naming the booking and the
// change); a cheaper change's refund is answered by a credit note on the invoice of the charge it gave back. After a
// change the booking's breakdown describes the new stay while the plan stays the one it was sold with.
// 2026-03-01 12:00 in Riyadh (a Sunday). April 2026: the 6th is a Monday; Friday and Saturday nights cost 650.00, the
// others 500.00 (makeHut). All figures worked by hand.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { hutRatePlans, hutStayDiscounts, huts } from '../../src/server/db/schema';
import { rows } from '../../src/server/db/sql';
import { readDocument } from '../../src/server/lib/zatca';
import { bookingEmail } from '../../src/server/modules/bookings/mails';
import { renderTicketPdf } from '../../src/server/modules/bookings/ticketPdf';
import { makeHut, stay } from '../helpers/server/booking';
import { memoryMailer } from '../helpers/server/mail';
import { createTestApp, makeUser, type TestApp } from '../helpers/server/testApp';
import { createTestClock } from '../helpers/server/testClock';
import { validateZatcaDocuments, zatcaValidatorAvailable } from '../helpers/server/zatcaValidate';

const clock = createTestClock('2026-03-01T09:00:00.000Z');
const mailer = memoryMailer();
let t: TestApp;
type User = Parameters<TestApp['tokenFor']>[0];
let guest: User;
let admin: User;
const CARD = { card_number: '4111 1111 1111 1111', expiry_month: 12, expiry_year: 2030, cvc: '123', holder: 'Huda' };

const as = (user: () => User) => (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: { authorization: `Bearer ${t.tokenFor(user())}` } });
const asGuest = as(() => guest);
const asStaff = as(() => admin);

async function paidBooking(hut: number, from: string, to: string, extra: Record<string, unknown> = {}) {
  const created = await asGuest('POST', '/api/products/booking/', stay(hut, from, to, extra));
  expect(created.statusCode).toBe(201);
  const id = created.json().id as number;
  expect(
    (await asGuest('PUT', `/api/products/booking/update/${id}/`, { ...stay(hut, from, to, extra), status: 'confirmed' })).statusCode,
  ).toBe(200);
  const checkout = await asGuest('POST', '/api/payments/create-checkout/', { booking_id: id });
  const pay = await asGuest('PUT', `/api/products/bookings-pay/${id}/`, { checkout_id: checkout.json().checkout_id, ...CARD });
  expect(pay.json()).toMatchObject({ status: 'paid', is_paid: true });
  return id;
}

/** The guest asks for a dearer change and pays its difference on the change's checkout. */
async function changeAndPay(id: number, body: object) {
  const asked = await asGuest('POST', `/api/products/bookings/${id}/change/`, body);
  expect(asked.json()).toMatchObject({ status: 'awaiting_payment' });
  const pay = await asGuest('PUT', `/api/products/bookings-pay/${id}/`, { checkout_id: asked.json().checkout_id, ...CARD });
  expect(pay.json()).toMatchObject({ status: 'paid', not_paid: '0.00' });
  return asked.json();
}

const documentsOf = (bookingId: number) =>
  rows<{
    id: number;
    type: string;
    number: string;
    total: number;
    vat: number;
    xml: string;
    corrects_id: number | null;
    reason: string | null;
    payment_kind: string | null;
    payment_amount: string | null;
  }>(
    t.db,
    sql`SELECT d.id, d.type, d.number, d.total, d.vat, d.xml, d.corrects_id, d.reason, p.kind::text AS payment_kind,
      p.amount::text AS payment_amount
    FROM tax_documents d LEFT JOIN payment_transactions p ON p.id = d.payment_transaction_id
    WHERE d.booking_id = ${bookingId}::int ORDER BY d.counter`,
  );
const bookingCode = async (id: number) =>
  (await rows<{ code: string }>(t.db, sql`SELECT code FROM bookings WHERE id = ${id}::int`))[0].code;

/** The PDF as text (pdftotext), and a copy under PDF_OUT_DIR when set, to be looked at. */
function pdfText(body: Buffer, name: string): string | null {
  if (spawnSync('pdftotext', ['-v']).status !== 0) return null;
  const dir = process.env.PDF_OUT_DIR ?? mkdtempSync(path.join(tmpdir(), 'change-doc-'));
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `${name}.pdf`);
  writeFileSync(file, body);
  // Without the direction marks pdftotext puts around each run.
  return spawnSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' }).stdout.replace(/[\u200e\u200f\u202a-\u202e]/g, '');
}

beforeAll(async () => {
  t = await createTestApp({ clock, mailer });
  guest = await makeUser(t.db, { language: 'en' });
  admin = await makeUser(t.db, { role: 'admin', fullName: 'Desk Staff' });
});
afterAll(() => t.close());
beforeEach(() => mailer.clear());

test('a dearer change is billed by its own invoice: the difference, VAT 15 % included, naming the booking; listed, e-mailed, in the ledger', async () => {
  const hut = (await makeHut(t.db)).id;
  const id = await paidBooking(hut, '2026-04-06', '2026-04-08'); // Mon + Tue: 1000.00
  const code = await bookingCode(id);
  // Wed 500 + Thu 500 + Fri 650 more: 1650.00.
  const asked = await changeAndPay(id, { date_to: '2026-04-11' });
  expect(asked.difference).toMatchObject({ amount: '1650.00', direction: 'charge' });

  const [stayInvoice, changeInvoice, ...more] = await documentsOf(id);
  expect(more).toEqual([]);
  expect(stayInvoice).toMatchObject({ type: 'invoice', total: 100_000, payment_kind: 'booking' });
  // 1650.00 with VAT included: 1650 / 1.15 = 1434.78 before VAT, VAT 215.22.
  expect(changeInvoice).toMatchObject({
    type: 'invoice',
    total: 165_000,
    vat: 21_522,
    corrects_id: null,
    payment_kind: 'change',
    payment_amount: '1650.00',
  });
  const read = readDocument(changeInvoice.xml);
  expect(read.typeCode).toBe('388');
  expect(read.lines).toEqual([
    expect.objectContaining({
      name: `Change of booking ${code} (تعديل الحجز): Reef Hut (كوخ الشعاب), 2026-04-06 to 2026-04-11, 5 nights, 2 adults (was 2026-04-06 to 2026-04-08, 2 nights)`,
      amountWithVat: 165_000,
      vatRate: 15,
    }),
  ]);
  if (zatcaValidatorAvailable()) {
    const results = validateZatcaDocuments({ change: changeInvoice.xml });
    expect([results.change.schemaErrors, results.change.errors]).toEqual([[], []]);
  }

  // The guest's documents and the staff booking's list both have it; the change e-mail carries it (PDF and XML).
  const mine = await asGuest('GET', `/api/products/bookings/${id}/documents/`);
  expect(mine.json().map((d: { type: string; purpose: string; total: string }) => [d.type, d.purpose, d.total])).toEqual([
    ['invoice', 'stay', '1000.00'],
    ['invoice', 'change', '1650.00'],
  ]);
  const staffList = await asStaff('GET', `/api/dashboard/bookings/${id}/documents/`);
  expect(staffList.json().map((d: { number: string }) => d.number)).toEqual([stayInvoice.number, changeInvoice.number]);
  const mail = mailer.sent.find((message) => message.subject.startsWith('Your Ken Resort booking is changed'))!;
  expect(mail.attachments!.map((a) => a.filename)).toEqual(
    expect.arrayContaining([`${changeInvoice.number}.pdf`, `${changeInvoice.number}.xml`]),
  );
  expect(mail.text).toContain(changeInvoice.number);
  const ledger = await asStaff('GET', `/api/dashboard/ledger/?page_size=200`);
  expect(ledger.statusCode).toBe(200);
  const lines = (ledger.json().results as { kind: string; reference: string; amount: string; booking_code: string }[]).filter(
    (line) => line.booking_code === code,
  );
  expect(lines.filter((line) => line.kind === 'document').map((line) => [line.reference, line.amount])).toEqual([
    [stayInvoice.number, '1000.00'],
    [changeInvoice.number, '1650.00'],
  ]);

  // Its PDF: a simplified tax invoice of 1,650.00 for the change, in English and Arabic.
  const pdf = await asGuest('GET', `/api/products/bookings/${id}/documents/${changeInvoice.id}/pdf/`);
  expect(pdf.statusCode).toBe(200);
  const text = pdfText(pdf.rawPayload, 'change-invoice');
  if (text !== null) {
    // The description wraps in its column: the change, the new stay and the old one all readable, nothing cut.
    for (const words of [
      'Simplified Tax Invoice',
      changeInvoice.number,
      code,
      'Change of booking',
      '5 nights',
      '(was 2026-04-06 to',
      '2026-04-08,',
      '2 nights',
      '1,650.00',
      '215.22',
    ])
      expect(text).toContain(words);
    expect(text).not.toContain('…');
  }
}, 120_000);

test('a cheaper change is answered by a credit note on the invoice it gives back; a refund reaching a change’s charge corrects that invoice', async () => {
  const hut = (await makeHut(t.db)).id;
  const id = await paidBooking(hut, '2026-04-13', '2026-04-16'); // Mon + Tue + Wed: 1500.00
  const shorter = await asGuest('POST', `/api/products/bookings/${id}/change/`, { date_to: '2026-04-14' });
  expect(shorter.json()).toMatchObject({ status: 'applied', difference: { amount: '1000.00', direction: 'refund', refund: '1000.00' } });
  await t.app.refundJobs.runOnce();
  const [invoice, credit, ...more] = await documentsOf(id);
  expect(more).toEqual([]);
  // 1000.00 back, VAT 130.43 of it, correcting the stay's invoice of 1500.00.
  expect(invoice).toMatchObject({ type: 'invoice', total: 150_000 });
  expect(credit).toMatchObject({
    type: 'credit_note',
    total: 100_000,
    vat: 13_043,
    corrects_id: invoice.id,
    payment_kind: 'refund',
    reason: 'Change of booking (تعديل الحجز)',
  });
  expect(readDocument(credit.xml)).toMatchObject({ typeCode: '381', billingReferences: [invoice.number] });
  const creditPdf = await asGuest('GET', `/api/products/bookings/${id}/documents/${credit.id}/pdf/`);
  const creditText = pdfText(creditPdf.rawPayload, 'change-credit-note');
  if (creditText !== null)
    for (const words of ['Credit Note', credit.number, invoice.number, '1,000.00', '130.43']) expect(creditText).toContain(words);

  // Longer again (Tue 500 + Wed 500 + Thu 500 = 1500.00 more, its own invoice), then back to one night: 1500.00 goes
  // back over the charges, each refund answered by a credit note on its own charge's invoice.
  await changeAndPay(id, { date_to: '2026-04-17' });
  const withChange = await documentsOf(id);
  expect(withChange.map((d) => [d.type, d.total])).toEqual([
    ['invoice', 150_000],
    ['credit_note', 100_000],
    ['invoice', 150_000],
  ]);
  const back = await asGuest('POST', `/api/products/bookings/${id}/change/`, { date_to: '2026-04-14' });
  expect(back.json()).toMatchObject({ difference: { amount: '1500.00', direction: 'refund', refund: '1500.00' } });
  await t.app.refundJobs.runOnce();
  const notes = (await documentsOf(id)).slice(3);
  expect(notes.every((note) => note.type === 'credit_note')).toBe(true);
  expect(notes.reduce((sum, note) => sum + note.total, 0)).toBe(150_000);
  const invoices = new Map([withChange[0], withChange[2]].map((document) => [document.id, document]));
  for (const note of notes) expect(invoices.has(note.corrects_id!)).toBe(true);
  // No invoice is corrected by more than it billed.
  for (const [invoiceId, billed] of invoices) {
    const corrected = [credit, ...notes].filter((note) => note.corrects_id === invoiceId).reduce((sum, note) => sum + note.total, 0);
    expect(corrected).toBeLessThanOrEqual(billed.total);
  }
  if (zatcaValidatorAvailable()) {
    const results = validateZatcaDocuments(Object.fromEntries(notes.map((note, index) => [`note${index}`, note.xml])));
    for (const [name, result] of Object.entries(results)) expect([name, result.schemaErrors, result.errors]).toEqual([name, [], []]);
  }
}, 120_000);

test('what a staff change to a dearer stay leaves to pay is paid by the guest in one checkout and billed as the change', async () => {
  const hut = (await makeHut(t.db)).id;
  const id = await paidBooking(hut, '2026-04-27', '2026-04-29'); // Mon + Tue: 1000.00
  const code = await bookingCode(id);
  // Staff add the Wednesday night (500.00): made at once, the difference left to pay on the booking.
  const moved = await asStaff('POST', `/api/dashboard/bookings/${id}/change/`, { date_to: '2026-04-30' });
  expect(moved.json().booking).toMatchObject({ total_price: '1500.00', paid: '1000.00', not_paid: '500.00' });
  mailer.clear();
  const checkout = await asGuest('POST', '/api/payments/create-checkout/', { booking_id: id, kind: 'extra' });
  expect(checkout.json()).toMatchObject({ amount: '500.00' });
  const pay = await asGuest('PUT', `/api/products/bookings-pay/${id}/`, { checkout_id: checkout.json().checkout_id, ...CARD });
  expect(pay.statusCode).toBe(200);
  expect(pay.json()).toMatchObject({ status: 'paid', paid: '1500.00', not_paid: '0.00' });
  const [, changeInvoice, ...more] = await documentsOf(id);
  expect(more).toEqual([]);
  // 500.00 with VAT included: 434.78 before VAT, VAT 65.22.
  expect(changeInvoice).toMatchObject({ type: 'invoice', total: 50_000, vat: 6_522, payment_kind: 'extra', payment_amount: '500.00' });
  expect(readDocument(changeInvoice.xml).lines).toEqual([
    expect.objectContaining({
      name: `Change of booking ${code} (تعديل الحجز): Reef Hut (كوخ الشعاب), 2026-04-27 to 2026-04-30, 3 nights, 2 adults (was 2026-04-27 to 2026-04-29, 2 nights)`,
      amountWithVat: 50_000,
    }),
  ]);
  if (zatcaValidatorAvailable()) {
    const results = validateZatcaDocuments({ balance: changeInvoice.xml });
    expect([results.balance.schemaErrors, results.balance.errors]).toEqual([[], []]);
  }
  // The guest's receipt is the change's, with its invoice; nothing was refunded.
  const mail = mailer.sent.find((message) => message.subject.startsWith('Your Ken Resort booking is changed'))!;
  expect(mail.text).toContain('Paid for the change: SAR');
  expect(mail.attachments!.map((a) => a.filename)).toEqual(expect.arrayContaining([`${changeInvoice.number}.pdf`]));
  const refunds = await rows(t.db, sql`SELECT 1 FROM payment_transactions WHERE booking_id = ${id}::int AND kind = 'refund'`);
  expect(refunds).toEqual([]);
}, 120_000);

test('the desk takes a staff change’s difference in cash: one charge, billed as the change, in the ledger with who took it; then nothing is owed', async () => {
  const hut = (await makeHut(t.db)).id;
  const id = await paidBooking(hut, '2026-05-04', '2026-05-06'); // Mon + Tue: 1000.00
  const code = await bookingCode(id);
  // Staff add the Wednesday night (500.00); the guest opens the balance checkout but does not pay it.
  await asStaff('POST', `/api/dashboard/bookings/${id}/change/`, { date_to: '2026-05-07' });
  const abandoned = await asGuest('POST', '/api/payments/create-checkout/', { booking_id: id, kind: 'extra' });
  expect(abandoned.json()).toMatchObject({ amount: '500.00' });
  mailer.clear();
  const taken = await asStaff('POST', `/api/dashboard/bookings/${id}/desk-payment/`, { method: 'cash', reference: 'R-77' });
  expect(taken.statusCode).toBe(200);
  expect(taken.json()).toMatchObject({ status: 'paid', total_price: '1500.00', paid: '1500.00', not_paid: '0.00' });
  const [, changeInvoice, ...more] = await documentsOf(id);
  expect(more).toEqual([]);
  expect(changeInvoice).toMatchObject({ type: 'invoice', total: 50_000, vat: 6_522, payment_kind: 'extra', payment_amount: '500.00' });
  expect(readDocument(changeInvoice.xml).lines).toEqual([
    expect.objectContaining({ name: expect.stringContaining(`Change of booking ${code} (تعديل الحجز)`), amountWithVat: 50_000 }),
  ]);
  // Who took it, how, with its reference; the guest's abandoned checkout is closed and nothing was refunded.
  const desk = await rows<{ method: string; reference: string; recorded_by: number; amount: string; provider: string }>(
    t.db,
    sql`SELECT d.method, d.reference, d.recorded_by, p.amount::text AS amount, p.provider FROM desk_payments d
      JOIN payment_transactions p ON p.id = d.payment_transaction_id WHERE d.booking_id = ${id}::int`,
  );
  expect(desk).toEqual([{ method: 'cash', reference: 'R-77', recorded_by: admin.id, amount: '500.00', provider: 'desk' }]);
  const checkouts = await rows<{ status: string }>(
    t.db,
    sql`SELECT status::text FROM payment_transactions WHERE checkout_id = ${abandoned.json().checkout_id as string}`,
  );
  expect(checkouts).toEqual([{ status: 'failed' }]);
  const ledger = await asStaff('GET', `/api/dashboard/ledger/?page_size=200`);
  const mine = (ledger.json().results as { kind: string; amount: string; booking_code: string; provider: string | null }[]).filter(
    (line) => line.booking_code === code,
  );
  // The card payment and the desk's, each with its invoice; no refund.
  expect(mine.map((line) => [line.kind, line.amount, line.provider])).toEqual([
    ['payment', '1000.00', 'sandbox'],
    ['document', '1000.00', 'sandbox'],
    ['payment', '500.00', 'desk'],
    ['document', '500.00', 'desk'],
  ]);
  // The guest's receipt is the change's, with the invoice, once.
  const receipts = mailer.sent.filter((message) => message.subject.startsWith('Your Ken Resort booking is changed'));
  expect(receipts).toHaveLength(1);
  expect(receipts[0].attachments!.map((a) => a.filename)).toEqual(expect.arrayContaining([`${changeInvoice.number}.pdf`]));
  // Both lists tell the change's invoice from the stay's (purpose), the fields as before.
  const staffList = await asStaff('GET', `/api/dashboard/bookings/${id}/documents/`);
  const guestList = await asGuest('GET', `/api/products/bookings/${id}/documents/`);
  for (const list of [staffList, guestList]) {
    expect(list.json().map((d: { type: string; purpose: string; total: string }) => [d.type, d.purpose, d.total])).toEqual([
      ['invoice', 'stay', '1000.00'],
      ['invoice', 'change', '500.00'],
    ]);
  }
  // Nothing left to take, by the desk or online.
  expect((await asStaff('POST', `/api/dashboard/bookings/${id}/desk-payment/`, { method: 'terminal' })).statusCode).toBe(409);
  expect((await asGuest('POST', '/api/payments/create-checkout/', { booking_id: id, kind: 'extra' })).statusCode).toBe(409);
}, 120_000);

test('the guest paying the difference online and the desk taking it in cash at the same moment: one wins, the other is not charged or is refunded', async () => {
  const hut = (await makeHut(t.db)).id;
  for (const [from, to, longer] of [
    ['2026-05-11', '2026-05-13', '2026-05-14'],
    ['2026-05-18', '2026-05-20', '2026-05-21'],
    ['2026-05-25', '2026-05-27', '2026-05-28'],
  ]) {
    const id = await paidBooking(hut, from, to);
    await asStaff('POST', `/api/dashboard/bookings/${id}/change/`, { date_to: longer });
    const checkout = await asGuest('POST', '/api/payments/create-checkout/', { booking_id: id, kind: 'extra' });
    const [online, desk] = await Promise.all([
      asGuest('PUT', `/api/products/bookings-pay/${id}/`, { checkout_id: checkout.json().checkout_id, ...CARD }),
      asStaff('POST', `/api/dashboard/bookings/${id}/desk-payment/`, { method: 'terminal', reference: `T-${id}` }),
    ]);
    const kept = await rows<{ provider: string; amount: string }>(
      t.db,
      sql`SELECT c.provider, c.amount::text AS amount FROM payment_transactions c WHERE c.booking_id = ${id}::int AND c.kind = 'extra'
        AND c.status = 'success' AND NOT EXISTS (SELECT 1 FROM payment_transactions r WHERE r.refund_of = c.id AND r.kind = 'refund')`,
    );
    // Exactly one charge for the 500.00 is kept; the booking is paid 1500.00 once; one invoice for the difference.
    expect(kept).toHaveLength(1);
    expect(kept[0].amount).toBe('500.00');
    const [booking] = await rows<{ paid: string; total: string }>(
      t.db,
      sql`SELECT paid::text, total::text FROM bookings WHERE id = ${id}::int`,
    );
    expect(booking).toEqual({ paid: '1500.00', total: '1500.00' });
    const invoices = (await documentsOf(id)).filter((doc) => doc.type === 'invoice' && doc.payment_kind === 'extra');
    const credits = (await documentsOf(id)).filter((doc) => doc.type !== 'invoice');
    expect(invoices.length - credits.length).toBe(1);
    if (kept[0].provider === 'desk') expect(desk.statusCode).toBe(200);
    else expect(desk.statusCode).toBe(409);
    expect(online.statusCode).toBeLessThan(500);
    const deskRows = await rows(t.db, sql`SELECT 1 FROM desk_payments WHERE booking_id = ${id}::int`);
    expect(deskRows).toHaveLength(kept[0].provider === 'desk' ? 1 : 0);
  }
}, 180_000);

test('a change saves the new stay’s breakdown (nights, extra guests, long-stay tier) with the plan as sold; dry_run shows the same', async () => {
  // Two guests included; 100.00 per extra adult and 50.00 per extra child a night; 4 nights or more: 10 % off.
  const hut = (await makeHut(t.db, '2026-03-01', 120, { basePersons: 2, extraAdultPrice: '100.00', extraChildPrice: '50.00' })).id;
  await t.db.insert(hutStayDiscounts).values({ hutId: hut, minNights: 4, percent: 10 });
  const [plan] = await t.db
    .insert(hutRatePlans)
    .values({ hutId: hut, name: 'Breakfast included', nameAr: 'شامل الإفطار', percentOff: 5, addonPerNight: '60.00', freeCancelHours: 72 })
    .returning();
  // Mon + Tue, 2 adults: 1000.00; the plan 5 % off (50.00) and breakfast 2 × 60.00: 1070.00.
  const id = await paidBooking(hut, '2026-04-20', '2026-04-22', { rate_plan: plan.id });
  const sold = (await asGuest('GET', `/api/products/bookings/${id}/`)).json();
  expect(sold.total_price).toBe('1070.00');
  expect(sold.rate_plan.breakdown).toMatchObject({ nights: 2, nights_total: '1000.00', plan_discount: '50.00', plan_addon: '120.00' });
  // The plan is edited afterwards: the booking keeps 5 % and 60.00 a night, and its 72-hour notice.
  await t.db.update(hutRatePlans).set({ percentOff: 20, addonPerNight: '99.00', freeCancelHours: 24 }).where(eq(hutRatePlans.id, plan.id));

  // To Sat 25 April, 3 adults and a child: Mon–Thu 4 × 500 + Fri 650 = 2650.00; extra guests 5 × (100 + 50) = 750.00;
  // 3400.00 less 10 % (340.00) = 3060.00; the plan's 5 % off that (153.00); breakfast 5 × 60.00 = 300.00: 3207.00,
  // 2137.00 more than 1070.00.
  const breakdown = {
    nights: 5,
    nights_total: '2650.00',
    extra_adults: 1,
    extra_kids: 1,
    extra_guests: '750.00',
    stay_discount_percent: 10,
    stay_discount: '340.00',
    plan_discount: '153.00',
    plan_addon: '300.00',
    total: '3207.00',
  };
  const body = { date_to: '2026-04-25', persons_max_num: 3, kids_max_num: 1 };
  const priced = await asGuest('POST', `/api/products/bookings/${id}/change/`, { ...body, dry_run: true });
  expect(priced.json()).toMatchObject({ status: 'priced', difference: { amount: '2137.00', direction: 'charge' } });
  expect(priced.json().booking.rate_plan.breakdown).toEqual(breakdown);
  expect(priced.json().booking.rate_plan.plan).toEqual(sold.rate_plan.plan);
  // The dry run saved nothing.
  expect((await asGuest('GET', `/api/products/bookings/${id}/`)).json().rate_plan).toEqual(sold.rate_plan);

  const asked = await changeAndPay(id, body);
  expect(asked.booking.rate_plan.breakdown).toEqual(breakdown);
  const after = (await asGuest('GET', `/api/products/bookings/${id}/`)).json();
  expect(after).toMatchObject({ total_price: '3207.00', paid: '3207.00', persons_max_num: 3, kids_max_num: 1 });
  expect(after.rate_plan).toEqual({ plan: sold.rate_plan.plan, breakdown });
  expect(after.rate_plan.plan).toMatchObject({ id: plan.id, percent_off: 5, addon_per_night: '60.00', free_cancel_hours: 72 });
  // Free cancellation still ends 72 hours before check-in (Mon 20 April 15:00 in Riyadh), the plan as sold.
  expect(after.cancellation.deadline).toBe('2026-04-17T12:00:00.000Z');
  // The change e-mail and the e-ticket read the new breakdown; in Arabic too.
  const mail = mailer.sent.find((message) => message.subject.startsWith('Your Ken Resort booking is changed'))!;
  for (const row of [
    /Stay, 5 nights\W+SAR\s2,650\.00/,
    /Extra guests\W+SAR\s750\.00/,
    /Long-stay discount \(10 %\)\W+−SAR\s340\.00/,
    /Rate discount \(5 %\)\W+−SAR\s153\.00/,
    /Rate extras\W+SAR\s300\.00/,
  ])
    expect(mail.text).toMatch(row);
  const arabic = bookingEmail('changed', after, 'ar', 'Asia/Riyadh').text;
  for (const row of [/الإقامة، ٥ ليالٍ\W+٢٬٦٥٠٫٠٠/, /ضيوف إضافيون\W+٧٥٠٫٠٠/, /خصم الإقامة الطويلة \(١٠٪\)\W+−\W*٣٤٠٫٠٠/])
    expect(arabic).toMatch(row);
  for (const lang of ['en', 'ar'] as const) {
    const ticket = pdfText(await renderTicketPdf(after, lang, 'Asia/Riyadh'), `change-ticket-${lang}`);
    if (ticket !== null) expect(ticket).toContain(lang === 'en' ? 'Long-stay discount (10 %)' : '٧٥٠٫٠٠');
  }
  const ticketEn = pdfText(await renderTicketPdf(after, 'en', 'Asia/Riyadh'), 'change-ticket-en');
  if (ticketEn !== null)
    for (const words of ['Stay, 5 nights', '2,650.00 SAR', 'Extra guests', '-340.00 SAR', '-153.00 SAR', 'Rate extras'])
      expect(ticketEn).toContain(words);
  // 2137.00 with VAT included: 1858.26 before VAT, VAT 278.74.
  expect((await documentsOf(id)).at(-1)).toMatchObject({ type: 'invoice', total: 213_700, vat: 27_874, payment_kind: 'change' });

  // A staff change back to two nights and two adults: the breakdown follows (no tier, no extra guest), the plan stays.
  const staffBack = await asStaff('POST', `/api/dashboard/bookings/${id}/change/`, {
    date_to: '2026-04-22',
    persons_max_num: 2,
    kids_max_num: 0,
  });
  expect(staffBack.statusCode).toBe(200);
  const saved = (await asGuest('GET', `/api/products/bookings/${id}/`)).json().rate_plan;
  expect(saved).toEqual({
    plan: sold.rate_plan.plan,
    breakdown: { ...sold.rate_plan.breakdown, total: '1070.00' },
  });
  expect(saved.breakdown).toMatchObject({ extra_guests: '0.00', stay_discount_percent: 0, stay_discount: '0.00' });
  // The hut's rates untouched by any of it.
  const [row] = await t.db.select({ base: huts.basePersons }).from(huts).where(eq(huts.id, hut));
  expect(row.base).toBe(2);
}, 120_000);
