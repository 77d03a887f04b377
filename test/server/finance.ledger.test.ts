import { sql } from 'drizzle-orm';
import { promoCodeHuts, promoCodes, type UserRow } from '../../src/server/db/schema';
import { rows } from '../../src/server/db/sql';
import { makeHut, makeServiceDate, stay } from '../helpers/server/booking';
import { auditRows, staffCaller } from '../helpers/server/dashboard';
import { createTestApp, makeUser, type TestApp } from '../helpers/server/testApp';
import { createTestClock } from '../helpers/server/testClock';

// Issue 22 §4: the payments ledger, its month summary (= the month's tax documents, exactly), the suppliers' commission
// and statements. Bookings are paid through the sandbox card and refunded by staff, as in use.
const clock = createTestClock('2026-02-27T09:00:00.000Z');
let t: TestApp;
let admin: UserRow;
let guest: UserRow;
let supplier: UserRow;
let hutId: number;
let service: { serviceId: number; dateId: number };
let asAdmin: ReturnType<typeof staffCaller>;
let asSupplier: ReturnType<typeof staffCaller>;
let asGuest: ReturnType<typeof staffCaller>;

async function payBooking(from: string, to: string, extra: Record<string, unknown> = {}) {
  const body = stay(hutId, from, to, extra);
  const created = await asGuest('POST', '/api/products/booking/', body);
  expect(created.statusCode).toBe(201);
  const id = created.json().id as number;
  expect((await asGuest('PUT', `/api/products/booking/update/${id}/`, { ...body, status: 'confirmed' })).statusCode).toBe(200);
  const checkout = await asGuest('POST', '/api/payments/create-checkout/', { booking_id: id });
  const card = { card_number: '4111 1111 1111 1111', expiry_month: 12, expiry_year: 2030, cvc: '123', holder: 'Huda' };
  const pay = await asGuest('PUT', `/api/products/bookings-pay/${id}/`, { checkout_id: checkout.json().checkout_id, ...card });
  expect(pay.json()).toMatchObject({ status: 'paid' });
  return { id, code: created.json().code as string };
}

/** The month's tax documents summed straight from the table: invoices and debit notes less credit notes, in halalas. */
const documentsNet = async (from: string, to: string) =>
  (
    await rows<{ net: string; count: number }>(
      t.db,
      sql`SELECT coalesce(sum(CASE WHEN type = 'credit_note' THEN -total ELSE total END), 0)::text AS net, count(*)::int AS count
      FROM tax_documents WHERE issued_at >= ${from}::timestamptz AND issued_at < ${to}::timestamptz`,
    )
  )[0];

let february: { id: number; code: string };
let march: { id: number; code: string };

beforeAll(async () => {
  t = await createTestApp({ clock });
  admin = await makeUser(t.db, { role: 'admin' });
  guest = await makeUser(t.db, { fullName: 'Huda Saleh' });
  hutId = (await makeHut(t.db)).id;
  service = await makeServiceDate(t.db, '2026-03-05', 20, '80.00');
  const [owner] = await rows<{ id: number }>(
    t.db,
    sql`UPDATE users SET supplier_status = 'approved', company_name = 'Reef Co', company_name_ar = 'شركة الشعاب'
    WHERE id = (SELECT user_id FROM services WHERE id = ${service.serviceId}::int) RETURNING id`,
  );
  [supplier] = await rows<UserRow>(t.db, sql`SELECT id, role, token_version AS "tokenVersion" FROM users WHERE id = ${owner.id}::int`);
  asAdmin = staffCaller(t, admin);
  asSupplier = staffCaller(t, supplier);
  asGuest = staffCaller(t, guest);
  const [promo] = await t.db.insert(promoCodes).values({ code: 'LEDGER10', percentage: 10 }).returning();
  await t.db.insert(promoCodeHuts).values({ promoCodeId: promo.id, hutId });

  // 27 February (Riyadh): 2 nights (Wed, Thu: 1000.00) + 3 × 80.00 snorkel = 1240.00, promo 10 % = 124.00: 1116.00 paid.
  february = await payBooking('2026-03-04', '2026-03-06', {
    promocode: 'ledger10',
    services: [{ service: service.serviceId, quantity: 3, date: service.dateId }],
  });
  // 2 March: a night (Tue 500.00) paid; staff refund 123.45 of the February booking; then cancel this one in full.
  clock.set('2026-03-02T08:00:00.000Z');
  march = await payBooking('2026-03-10', '2026-03-11');
  expect((await asAdmin('POST', `/api/dashboard/bookings/${february.id}/refund/`, { amount: '123.45', reason: 'Noise' })).statusCode).toBe(
    200,
  );
  await t.app.refundJobs.runOnce(); // the refund worker gives it back
  clock.set('2026-03-03T08:00:00.000Z');
  expect((await asAdmin('POST', `/api/dashboard/bookings/${march.id}/cancel/`, { refund: 'full', reason: 'Storm' })).statusCode).toBe(200);
  await t.app.refundJobs.runOnce();
}, 120_000);
afterAll(() => t?.close());

describe('the payments ledger', () => {
  it('lists every payment, refund and document by day with method, reference, booking and running totals', async () => {
    const answer = await asAdmin('GET', '/api/dashboard/ledger/');
    expect(answer.statusCode).toBe(200);
    const ledger = answer.json();
    const lines = ledger.results.map((row: Record<string, unknown>) => [
      row.day,
      row.kind,
      row.document_type,
      row.booking_code,
      row.amount,
    ]);
    expect(lines).toEqual([
      ['2026-02-27', 'payment', null, february.code, '1116.00'],
      ['2026-02-27', 'document', 'invoice', february.code, '1116.00'],
      ['2026-03-02', 'payment', null, march.code, '500.00'],
      ['2026-03-02', 'document', 'invoice', march.code, '500.00'],
      ['2026-03-02', 'refund', null, february.code, '-123.45'],
      ['2026-03-02', 'document', 'credit_note', february.code, '-123.45'],
      ['2026-03-03', 'refund', null, march.code, '-500.00'],
      ['2026-03-03', 'document', 'credit_note', march.code, '-500.00'],
    ]);
    expect(ledger.results.map((row: { running_cash: string }) => row.running_cash)).toEqual([
      '1116.00',
      '1116.00',
      '1616.00',
      '1616.00',
      '1492.55',
      '1492.55',
      '992.55',
      '992.55',
    ]);
    expect(ledger.results.at(-1).running_documents).toBe('992.55');
    expect(ledger.results[0]).toMatchObject({ method: expect.any(String), provider: 'sandbox', reference: expect.any(String) });
    expect(ledger.results[1].reference).toMatch(/\d+$/); // the document's number
    expect(ledger).toMatchObject({ count: 8, page: 1, pages: 1, next: null });
  });

  it('filters by days, kind and method; running totals start at the first line kept', async () => {
    const march = (await asAdmin('GET', '/api/dashboard/ledger/?from=2026-03-01&to=2026-03-31&kind=refund')).json();
    expect(march.results.map((row: { amount: string; running_cash: string }) => [row.amount, row.running_cash])).toEqual([
      ['-123.45', '-123.45'],
      ['-500.00', '-623.45'],
    ]);
    const method = (await asAdmin('GET', '/api/dashboard/ledger/')).json().results[0].method as string;
    expect((await asAdmin('GET', `/api/dashboard/ledger/?method=${method.toUpperCase()}&kind=payment`)).json().count).toBe(2);
    expect((await asAdmin('GET', '/api/dashboard/ledger/?method=nosuchcard')).json()).toMatchObject({ count: 0, results: [] });
    expect((await asAdmin('GET', '/api/dashboard/ledger/?page=2')).statusCode).toBe(404);
    expect((await asAdmin('GET', '/api/dashboard/ledger/?kind=cash')).statusCode).toBe(400);
  });

  it('exports the filtered ledger as CSV: UTF-8 with a BOM, header in the staff member’s language', async () => {
    const english = await asAdmin('GET', '/api/dashboard/ledger/export.csv?kind=document');
    expect(english.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(english.headers['content-disposition']).toBe('attachment; filename="ledger.csv"');
    expect(english.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const lines = english.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('Day,Time (UTC),Kind,Document,Method,Provider,Reference,Booking,Amount (SAR),Running cash,Running documents');
    expect(lines).toHaveLength(5);
    expect(lines[4]).toContain(`Credit note`);
    // Amounts are plain numbers (a refund negative, not text); only documents kept: no cash moved in these lines.
    expect(lines[4]).toBe(
      `2026-03-03,08:00,Tax document,Credit note,visa,sandbox,${lines[4].split(',')[6]},${march.code},-500.00,0.00,992.55`,
    );
    const arabic = await asAdmin('GET', '/api/dashboard/ledger/export.csv', undefined, 'ar');
    expect(arabic.body.replace(/^\uFEFF/, '').split('\r\n')[0]).toMatch(/^اليوم,/);
    expect(arabic.body).toContain('إشعار دائن');
  });

  it("sums a month: invoices less credit notes equal the month's tax documents exactly, and the money that moved", async () => {
    const summary = (await asAdmin('GET', '/api/dashboard/ledger/summary/?month=2026-03')).json();
    // March in Riyadh: 1 March 00:00 +03:00 to 1 April 00:00 +03:00.
    const documents = await documentsNet('2026-02-28T21:00:00Z', '2026-03-31T21:00:00Z');
    expect(summary).toEqual({
      month: '2026-03',
      payments: '500.00',
      refunds: '623.45',
      cash_net: '-123.45',
      invoices: '500.00',
      debit_notes: '0.00',
      credit_notes: '623.45',
      net: '-123.45',
      documents: 3,
    });
    expect(Math.round(Number(summary.net) * 100)).toBe(Number(documents.net));
    expect(summary.documents).toBe(documents.count);
    const feb = (await asAdmin('GET', '/api/dashboard/ledger/summary/?month=2026-02')).json();
    expect(feb).toMatchObject({ payments: '1116.00', invoices: '1116.00', credit_notes: '0.00', net: '1116.00', documents: 1 });
    expect(Math.round(Number(feb.net) * 100)).toBe(Number((await documentsNet('2026-01-31T21:00:00Z', '2026-02-28T21:00:00Z')).net));
    expect((await asAdmin('GET', '/api/dashboard/ledger/summary/?month=2026-13')).statusCode).toBe(400);
  });

  it('is for staff only: suppliers and guests are refused, before the query is read', async () => {
    for (const url of ['/api/dashboard/ledger/', '/api/dashboard/ledger/export.csv', '/api/dashboard/ledger/summary/?month=2026-03']) {
      expect([url, (await asSupplier('GET', url)).statusCode]).toEqual([url, 403]);
      expect([url, (await asGuest('GET', url)).statusCode]).toEqual([url, 403]);
      expect([url, (await t.app.inject({ method: 'GET', url })).statusCode]).toEqual([url, 401]);
    }
    expect((await asGuest('GET', '/api/dashboard/ledger/summary/?month=nonsense')).statusCode).toBe(403);
  });
});

describe('supplier statements', () => {
  it("sets a supplier's commission (audited), and states their month: sales after the promo, refund shares, commission, net due", async () => {
    const set = await asAdmin('PUT', `/api/dashboard/suppliers/${supplier.id}/commission/`, { commission_rate: '12.5' });
    expect(set.json()).toEqual({ supplier_id: supplier.id, commission_rate: '12.50' });
    expect((await asAdmin('PUT', `/api/dashboard/suppliers/${supplier.id}/commission/`, { commission_rate: '100.01' })).statusCode).toBe(
      400,
    );
    expect((await asAdmin('PUT', `/api/dashboard/suppliers/${guest.id}/commission/`, { commission_rate: '5' })).statusCode).toBe(404);
    expect((await auditRows(t, 'suppliers')).filter((row) => row.action === 'commission')).toEqual([
      expect.objectContaining({ entity_id: String(supplier.id), before: { commission_rate: '0.00' }, after: { commission_rate: '12.50' } }),
    ]);

    // The February booking: nights 1000.00, snorkel 240.00; promo 124.00 shared 1000 : 240 → 100.00 and 24.00, so the
    // snorkel was paid 216.00. The refund of 123.45 over 900.00 and 216.00 (1116.00): 12345 × 216 / 1116 = 2389.35 →
    // 23.89 (the nights' 9955.65 → 99.56 takes the halala left). Net sales 192.11; commission 12.5 % = 24.01375 →
    // 24.01; net due 168.10.
    const list = (await asAdmin('GET', '/api/dashboard/statements/?month=2026-02')).json();
    const mine = list.results.find((row: { supplier_id: number }) => row.supplier_id === supplier.id);
    expect(mine).toEqual({
      supplier_id: supplier.id,
      supplier_name: 'Reef Co',
      supplier_name_ar: 'شركة الشعاب',
      month: '2026-02',
      commission_rate: '12.50',
      tickets: 3,
      gross: '216.00',
      refunds: '23.89',
      net_sales: '192.11',
      commission: '24.01',
      net_due: '168.10',
      paid_at: null,
      paid_by: null,
    });
    expect((await asSupplier('GET', '/api/dashboard/supplier/statements/?month=2026-02')).json()).toEqual(mine);
    expect((await asSupplier('GET', '/api/dashboard/supplier/statements/?month=2026-01')).json()).toMatchObject({
      tickets: 0,
      net_due: '0.00',
    });
  });

  it('marks a month paid once: the figures are kept, a second call changes nothing and audits nothing', async () => {
    clock.set('2026-03-05T10:00:00.000Z');
    const paid = await asAdmin('POST', `/api/dashboard/statements/${supplier.id}/2026-02/paid/`);
    expect(paid.statusCode).toBe(200);
    expect(paid.json()).toMatchObject({ paid_at: '2026-03-05T10:00:00.000Z', paid_by: admin.id, net_due: '168.10' });
    clock.set('2026-03-06T10:00:00.000Z');
    // A later rate change does not alter what was paid.
    await asAdmin('PUT', `/api/dashboard/suppliers/${supplier.id}/commission/`, { commission_rate: '20' });
    const again = await asAdmin('POST', `/api/dashboard/statements/${supplier.id}/2026-02/paid/`);
    expect(again.json()).toMatchObject({ paid_at: '2026-03-05T10:00:00.000Z', commission_rate: '12.50', net_due: '168.10' });
    expect((await auditRows(t, 'suppliers')).filter((row) => row.action === 'statement_paid')).toHaveLength(1);
    expect((await asAdmin('POST', `/api/dashboard/statements/${guest.id}/2026-02/paid/`)).statusCode).toBe(404);
    expect((await asAdmin('POST', `/api/dashboard/statements/${supplier.id}/2026-2/paid/`)).statusCode).toBe(400);
  });

  it('lets the supplier download their statement as CSV (BOM) and as a PDF', async () => {
    const csv = await asSupplier('GET', '/api/dashboard/supplier/statements/export.csv?month=2026-02', undefined, 'ar');
    expect(csv.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const [header, row] = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(header).toMatch(/^الشهر,المورّد,/);
    expect(row).toBe('2026-02,شركة الشعاب,3,216.00,23.89,192.11,12.50,24.01,168.10,2026-03-05');
    const pdf = await asSupplier('GET', '/api/dashboard/supplier/statements/export.pdf?month=2026-02');
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('keeps staff and supplier routes apart', async () => {
    const staffOnly: [string, string, object?][] = [
      ['GET', '/api/dashboard/statements/'],
      ['POST', `/api/dashboard/statements/${supplier.id}/2026-02/paid/`],
      ['PUT', `/api/dashboard/suppliers/${supplier.id}/commission/`, { commission_rate: '1' }],
    ];
    for (const [method, url, body] of staffOnly) {
      expect([url, (await asSupplier(method as 'GET', url, body)).statusCode]).toEqual([url, 403]);
      expect([url, (await asGuest(method as 'GET', url, body)).statusCode]).toEqual([url, 403]);
    }
    // Role before body: a bad body from a supplier is still a 403.
    expect((await asSupplier('PUT', `/api/dashboard/suppliers/${supplier.id}/commission/`, { nonsense: true })).statusCode).toBe(403);
    for (const url of [
      '/api/dashboard/supplier/statements/',
      '/api/dashboard/supplier/statements/export.csv',
      '/api/dashboard/supplier/statements/export.pdf',
    ]) {
      expect([url, (await asAdmin('GET', url)).statusCode]).toEqual([url, 403]);
      expect([url, (await t.app.inject({ method: 'GET', url })).statusCode]).toEqual([url, 401]);
    }
  });
});
