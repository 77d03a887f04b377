// Issue 22 §1 "where people see them": each tax document as a bilingual PDF (guest and staff downloads, the QR drawn
// and readable), attached to the receipt and to the refund e-mail, and the back office's CSV and monthly ZIP of XML.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { rows } from '../../src/server/db/sql';
import { crc32 } from '../../src/server/lib/zip';
import { decodeQr } from '../../src/server/lib/zatca';
import { makeHut, stay } from '../helpers/server/booking';
import { memoryMailer } from '../helpers/server/mail';
import { hasPoppler, qrOnFirstPage } from '../helpers/server/pdfQr';
import { createTestApp, makeUser, type TestApp } from '../helpers/server/testApp';
import { createTestClock } from '../helpers/server/testClock';

const clock = createTestClock('2026-03-01T09:00:00.000Z'); // 12:00 in Riyadh
const mailer = memoryMailer();
const outDir = process.env.TAX_PDF_DIR ?? mkdtempSync(path.join(tmpdir(), 'tax-pdf-'));
let t: TestApp;
type Who = Awaited<ReturnType<typeof makeUser>>;
let guest: Who;
let otherGuest: Who;
let supplier: Who;
let admin: Who;
let bookingId: number;
let documents: { id: number; number: string; type: string; qr: string; total: number; vat: number }[];

const call = (who: Who | null, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: who ? { authorization: `Bearer ${t.tokenFor(who)}` } : {} });

beforeAll(async () => {
  t = await createTestApp({ clock, mailer });
  [guest, otherGuest, supplier, admin] = await Promise.all([
    makeUser(t.db, { language: 'ar' }),
    makeUser(t.db),
    makeUser(t.db, { role: 'supplier' }),
    makeUser(t.db, { role: 'admin' }),
  ]);
  const hutId = (await makeHut(t.db)).id;
  // Mon + Tue nights: 1000.00, paid with the sandbox card; then staff refund 300.00 without cancelling.
  const created = await call(guest, 'POST', '/api/products/booking/', stay(hutId, '2026-03-09', '2026-03-11'));
  bookingId = created.json().id;
  await call(guest, 'PUT', `/api/products/booking/update/${bookingId}/`, {
    ...stay(hutId, '2026-03-09', '2026-03-11'),
    status: 'confirmed',
  });
  const checkout = await call(guest, 'POST', '/api/payments/create-checkout/', { booking_id: bookingId });
  const paid = await call(guest, 'PUT', `/api/products/bookings-pay/${bookingId}/`, {
    checkout_id: checkout.json().checkout_id,
    card_number: '4111 1111 1111 1111',
    expiry_month: 12,
    expiry_year: 2030,
    cvc: '123',
    holder: 'Huda',
  });
  expect(paid.json()).toMatchObject({ status: 'paid' });
  const refund = await call(admin, 'POST', `/api/dashboard/bookings/${bookingId}/refund/`, { amount: '300.00', reason: 'Noisy AC' });
  expect(refund.statusCode).toBe(200);
  // A staff refund is a durable request: the refund worker sends it, settles it and issues its credit note.
  expect(await t.app.refundJobs.runOnce()).toBe(1);
  documents = await rows(
    t.db,
    sql`SELECT id, number, type, qr, total, vat FROM tax_documents WHERE booking_id = ${bookingId}::int ORDER BY counter`,
  );
  expect(documents.map((document) => document.type)).toEqual(['invoice', 'credit_note']);
}, 60_000);
afterAll(() => t?.close());

test('the guest downloads each document of their booking as a PDF; staff from the back office; nobody else', async () => {
  const [invoice, credit] = documents;
  const list = (await call(guest, 'GET', `/api/products/bookings/${bookingId}/documents/`)).json();
  expect(list.map((item: { pdf: string }) => item.pdf)).toEqual([
    `/api/products/bookings/${bookingId}/documents/${invoice.id}/pdf/`,
    `/api/products/bookings/${bookingId}/documents/${credit.id}/pdf/`,
  ]);
  const mine = await call(guest, 'GET', list[0].pdf);
  expect(mine.statusCode).toBe(200);
  expect(mine.headers['content-type']).toBe('application/pdf');
  expect(mine.headers['content-disposition']).toBe(`attachment; filename="${invoice.number}.pdf"`);
  expect(mine.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');

  const staffList = (await call(admin, 'GET', '/api/dashboard/documents/')).json();
  expect(staffList.results.map((item: { pdf: string }) => item.pdf)).toEqual([
    `/api/dashboard/documents/${credit.id}/pdf/`,
    `/api/dashboard/documents/${invoice.id}/pdf/`,
  ]);
  const staff = await call(admin, 'GET', `/api/dashboard/documents/${credit.id}/pdf/`);
  expect([staff.statusCode, staff.headers['content-type']]).toEqual([200, 'application/pdf']);

  expect((await call(otherGuest, 'GET', list[0].pdf)).statusCode).toBe(404);
  // A document of another booking through this booking's path: 404, even for its own guest.
  expect((await call(guest, 'GET', `/api/products/bookings/${bookingId}/documents/${credit.id + 1000}/pdf/`)).statusCode).toBe(404);
  expect((await call(null, 'GET', list[0].pdf)).statusCode).toBe(401);
  expect((await call(guest, 'GET', `/api/dashboard/documents/${invoice.id}/pdf/`)).statusCode).toBe(403);
  expect((await call(supplier, 'GET', `/api/dashboard/documents/${invoice.id}/pdf/`)).statusCode).toBe(403);
  expect((await call(admin, 'GET', '/api/dashboard/documents/999999/pdf/')).statusCode).toBe(404);

  writeFileSync(path.join(outDir, 'invoice.pdf'), mine.rawPayload);
  writeFileSync(path.join(outDir, 'credit-note.pdf'), staff.rawPayload);
});

test('the PDF says what the document says: both titles, the seller, the number, the amounts, and its QR decodes to the tags', async () => {
  if (!hasPoppler) return;
  const [invoice, credit] = documents;
  // pdftotext wraps runs in bidi embeddings (left out here) and takes some Arabic ligatures apart ("الضريبي" comes
  // back reordered): the Arabic checked is words it reads back whole. The pictures are what the eye checks.
  const text = (file: string) =>
    spawnSync('pdftotext', ['-layout', path.join(outDir, file), '-'], { encoding: 'utf8' }).stdout.replace(
      /[\u202A-\u202E\u2066-\u2069]/g,
      '',
    );
  const invoiceText = text('invoice.pdf');
  for (const words of [
    'Simplified Tax Invoice',
    'فاتورة',
    'مبسطة',
    'رقم الفاتورة',
    'رمز الحجز',
    'Ken Resort Tourism Company',
    '310175397400003', // the seller's VAT number (migration 0031's)
    '4700012345', // CR
    invoice.number,
    '2026-03-01',
    '12:00', // issued at 09:00 UTC, 12:00 in Riyadh
    'Reef Hut',
    '869.57', // 1000.00 incl. VAT: 869.57 + 130.43
    '130.43',
    '1,000.00 SAR',
    '15%',
    // Issue 26 §4: the Umm al-Qura issue date under the Gregorian one (1 Mar 2026 = 12 Ramadan 1447, 1 Ramadan being 18 Feb).
    'Hijri',
    '١٢',
    'رمضان',
    '١٤٤٧',
  ])
    expect(invoiceText).toContain(words);
  const creditText = text('credit-note.pdf');
  for (const words of ['Credit Note', 'إشعار دائن', credit.number, `${invoice.number} (2026-03-01`, 'Noisy AC', '300.00 SAR', '39.13'])
    expect(creditText).toContain(words);

  const decoded = qrOnFirstPage(path.join(outDir, 'invoice.pdf'));
  expect(decoded).toBe(invoice.qr);
  expect(decodeQr(decoded!)).toMatchObject({ vatNumber: '310175397400003', totalWithVat: '1000.00', vatTotal: '130.43' });
}, 20_000);

test('a guest who chose Gregorian only gets the invoice without the Hijri date (issue 26 §4)', async () => {
  if (!hasPoppler) return;
  await t.db.execute(sql`UPDATE users SET date_calendars = 'gregorian' WHERE id = ${guest.id}::int`);
  try {
    const [invoice] = documents;
    const pdf = await call(guest, 'GET', `/api/products/bookings/${bookingId}/documents/${invoice.id}/pdf/`);
    writeFileSync(path.join(outDir, 'invoice-gregorian.pdf'), pdf.rawPayload);
    const text = spawnSync('pdftotext', ['-layout', path.join(outDir, 'invoice-gregorian.pdf'), '-'], { encoding: 'utf8' }).stdout;
    expect(text).toContain('2026-03-01');
    expect(text).not.toContain('Hijri');
    expect(text).not.toContain('رمضان');
  } finally {
    await t.db.execute(sql`UPDATE users SET date_calendars = 'both' WHERE id = ${guest.id}::int`);
  }
}, 20_000);

test('the receipt carries the invoice as PDF and XML; the refund e-mail its credit note, once, in the guest’s language', async () => {
  const [invoice, credit] = documents;
  const mails = mailer.sent.filter((mail) => mail.to === guest.email);
  expect(mails).toHaveLength(2);
  const [receipt, refund] = mails;
  const names = (mail: (typeof mails)[number]) => mail.attachments?.map((file) => file.filename);
  expect(names(receipt)).toEqual(expect.arrayContaining([`${invoice.number}.pdf`, `${invoice.number}.xml`]));
  expect(receipt.text).toContain(invoice.number);
  expect(receipt.text).toContain('الفاتورة الضريبية');
  const xml = receipt.attachments!.find((file) => file.filename === `${invoice.number}.xml`)!;
  expect(String(xml.content)).toContain(`<cbc:ID>${invoice.number}</cbc:ID>`);
  expect(names(refund)).toContain(`${credit.number}.pdf`);
  expect(names(refund)).not.toContain(`${credit.number}.xml`);
  expect(refund.subject).toContain('استرداد مبلغ');
  expect(refund.text).toContain(credit.number);
  const pdf = refund.attachments!.find((file) => file.filename === `${credit.number}.pdf`)!;
  expect(
    Buffer.from(pdf.content as Buffer)
      .subarray(0, 5)
      .toString('latin1'),
  ).toBe('%PDF-');
});

test('the CSV export: BOM, a header in the staff member’s language, one row per document, oldest first, filtered', async () => {
  const [invoice, credit] = documents;
  const answer = await t.app.inject({
    method: 'GET',
    url: '/api/dashboard/documents/export.csv?from=2026-03-01&to=2026-03-31',
    headers: { authorization: `Bearer ${t.tokenFor(admin)}` },
  });
  expect(answer.statusCode).toBe(200);
  expect(answer.headers['content-type']).toBe('text/csv; charset=utf-8');
  expect(answer.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
  const lines = answer.body
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n');
  expect(lines[0]).toMatch(/^Number,Type,Issued \(resort time\),Booking,Corrects,/);
  expect(lines).toHaveLength(3);
  expect(lines[1]).toMatch(
    new RegExp(`^${invoice.number},Simplified tax invoice,2026-03-01 12:00,[A-Z]+-[A-Z0-9]+,,869\\.57,130\\.43,1000\\.00,SAR,`),
  );
  expect(lines[2]).toMatch(
    new RegExp(`^${credit.number},Credit note,2026-03-01 12:00,[A-Z]+-[A-Z0-9]+,${invoice.number},260\\.87,39\\.13,300\\.00,SAR,`),
  );
  const credits = await t.app.inject({
    method: 'GET',
    url: '/api/dashboard/documents/export.csv?type=credit_note',
    headers: { authorization: `Bearer ${t.tokenFor(admin)}`, 'accept-language': 'ar' },
  });
  const arabic = credits.body
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n');
  expect(arabic[0]).toMatch(/^الرقم,النوع,/);
  expect(arabic.slice(1).map((line) => line.split(',')[0])).toEqual([credit.number]);
  expect((await call(null, 'GET', '/api/dashboard/documents/export.csv')).statusCode).toBe(401);
  expect((await call(guest, 'GET', '/api/dashboard/documents/export.csv')).statusCode).toBe(403);
});

/** The entries of a ZIP, read from its central directory; each local entry's CRC checked against its bytes. */
function zipEntries(zip: Buffer): { name: string; content: Buffer }[] {
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  const count = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  const entries = [];
  for (let i = 0; i < count; i++) {
    expect(zip.readUInt32LE(at)).toBe(0x02014b50);
    const [crc, size, nameLength, extra, comment, offset] = [
      zip.readUInt32LE(at + 16),
      zip.readUInt32LE(at + 20),
      zip.readUInt16LE(at + 28),
      zip.readUInt16LE(at + 30),
      zip.readUInt16LE(at + 32),
      zip.readUInt32LE(at + 42),
    ];
    const name = zip.subarray(at + 46, at + 46 + nameLength).toString('utf8');
    const start = offset + 30 + zip.readUInt16LE(offset + 26) + zip.readUInt16LE(offset + 28);
    const content = zip.subarray(start, start + size);
    expect(crc32(content)).toBe(crc);
    entries.push({ name, content });
    at += 46 + nameLength + extra + comment;
  }
  return entries;
}

test('the month’s ZIP holds every document issued in it, each XML as issued; another month is empty; unzip agrees', async () => {
  const answer = await call(admin, 'GET', '/api/dashboard/documents/xml.zip?month=2026-03');
  expect(answer.statusCode).toBe(200);
  expect(answer.headers['content-type']).toBe('application/zip');
  expect(answer.headers['content-disposition']).toBe('attachment; filename="tax-documents-2026-03.zip"');
  const entries = zipEntries(answer.rawPayload);
  expect(entries.map((entry) => entry.name)).toEqual(documents.map((document) => `${document.number}.xml`));
  const stored = await rows<{ xml: string }>(
    t.db,
    sql`SELECT xml FROM tax_documents WHERE booking_id = ${bookingId}::int ORDER BY counter`,
  );
  expect(entries.map((entry) => entry.content.toString('utf8'))).toEqual(stored.map((row) => row.xml));
  if (spawnSync('unzip', ['-v']).status === 0) {
    const file = path.join(outDir, 'march.zip');
    writeFileSync(file, answer.rawPayload);
    const test = spawnSync('unzip', ['-t', file], { encoding: 'utf8' });
    expect(test.status).toBe(0);
    expect(test.stdout).toContain('No errors detected');
  }
  expect(zipEntries((await call(admin, 'GET', '/api/dashboard/documents/xml.zip?month=2026-02')).rawPayload)).toEqual([]);
  expect((await call(admin, 'GET', '/api/dashboard/documents/xml.zip?month=2026-13')).statusCode).toBe(400);
  expect((await call(guest, 'GET', '/api/dashboard/documents/xml.zip?month=2026-03')).statusCode).toBe(403);
});
