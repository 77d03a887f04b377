// The back office's list of tax documents and the XML download (issue 22): staff only, filters by resort day, type
// and number, each item in the issue's API shape.
import { sql } from 'drizzle-orm';
import { decodeQr, readDocument } from '../../src/server/lib/zatca';
import { freshEmail } from '../helpers/server/accounts';
import { createTestApp, makeUser, type TestApp } from '../helpers/server/testApp';
import { createTestClock } from '../helpers/server/testClock';

const clock = createTestClock('2026-03-01T20:30:00.000Z'); // 23:30 in Riyadh, 1 March
let t: TestApp;
let staff: Record<string, string>;
const ids: number[] = [];

beforeAll(async () => {
  t = await createTestApp({ clock });
  const night = [{ name: 'Hut 3, night', quantity: 1, unitPriceWithVat: 45_000, unitCode: 'DAY' }];
  const first = await t.app.invoicing.issueDocument(t.db, { kind: 'invoice', lines: night });
  clock.advance(60 * 60_000); // 00:30 in Riyadh, 2 March
  const second = await t.app.invoicing.issueDocument(t.db, {
    kind: 'invoice',
    lines: [{ name: 'Kayak', quantity: 2, unitPriceWithVat: 11_500 }],
  });
  const credit = await t.app.invoicing.issueDocument(t.db, {
    kind: 'credit_note',
    correctsDocumentId: first.id,
    reason: 'Stay cancelled',
    lines: night,
  });
  ids.push(first.id, second.id, credit.id);
  // Signed at the clock's time now (an access token lives 15 minutes).
  staff = { authorization: `Bearer ${t.tokenFor((await makeUser(t.db, { role: 'admin', email: freshEmail('finance') })) as never)}` };
}, 120_000);
afterAll(() => t?.close());

const list = (query = '', headers = staff) => t.app.inject({ method: 'GET', url: `/api/dashboard/documents/${query}`, headers });

test('staff see every document newest first, in the API’s shape; others are refused', async () => {
  const answer = await list();
  expect(answer.statusCode).toBe(200);
  const page = answer.json();
  expect(page).toMatchObject({ count: 3, page: 1, pages: 1, next: null, previous: null });
  expect(page.results.map((item: { number: string }) => item.number)).toEqual(['KEN-000003', 'KEN-000002', 'KEN-000001']);
  const [credit, second, first] = page.results;
  expect(first).toEqual({
    id: ids[0],
    uuid: expect.any(String),
    number: 'KEN-000001',
    type: 'invoice',
    booking: null,
    issued_at: '2026-03-01T20:30:00.000Z',
    total: '450.00',
    vat: '58.70',
    counter: 1,
    previous_hash: expect.any(String),
    hash: expect.any(String),
    qr: expect.any(String),
    pdf: `/api/dashboard/documents/${ids[0]}/pdf/`,
    xml: `/api/dashboard/documents/${ids[0]}/xml/`,
    reporting: 'pending',
  });
  expect(decodeQr(first.qr)).toMatchObject({
    vatNumber: '310175397400003',
    totalWithVat: '450.00',
    vatTotal: '58.70',
    invoiceHash: first.hash,
  });
  expect(second).toMatchObject({ total: '230.00', previous_hash: first.hash });
  expect(credit).toMatchObject({ type: 'credit_note', total: '450.00', previous_hash: second.hash });
  expect((await list('', {})).statusCode).toBe(401);
  const guest = { authorization: `Bearer ${t.tokenFor(await makeUser(t.db))}` };
  expect((await list('', guest)).statusCode).toBe(403);
  expect((await t.app.inject({ method: 'GET', url: `/api/dashboard/documents/${ids[0]}/xml/`, headers: guest })).statusCode).toBe(403);
});

test('filters by resort day, type and part of the number', async () => {
  const numbers = async (query: string) => (await list(query)).json().results.map((item: { number: string }) => item.number);
  expect(await numbers('?from=2026-03-01&to=2026-03-01')).toEqual(['KEN-000001']);
  expect(await numbers('?from=2026-03-02')).toEqual(['KEN-000003', 'KEN-000002']);
  expect(await numbers('?type=credit_note')).toEqual(['KEN-000003']);
  expect(await numbers('?number=00002')).toEqual(['KEN-000002']);
  expect(await numbers('?number=%25')).toEqual([]);
  expect((await list('?type=receipt')).statusCode).toBe(400);
});

test('the XML downloads exactly as issued, named by its number; an unknown id is 404', async () => {
  const answer = await t.app.inject({ method: 'GET', url: `/api/dashboard/documents/${ids[2]}/xml/`, headers: staff });
  expect(answer.statusCode).toBe(200);
  expect(answer.headers['content-type']).toBe('application/xml; charset=utf-8');
  expect(answer.headers['content-disposition']).toBe('attachment; filename="KEN-000003.xml"');
  expect(readDocument(answer.body)).toMatchObject({
    number: 'KEN-000003',
    typeCode: '381',
    billingReferences: ['KEN-000001'],
    reason: 'Stay cancelled',
  });
  expect((await t.app.inject({ method: 'GET', url: '/api/dashboard/documents/999999/xml/', headers: staff })).statusCode).toBe(404);
});

test('documents, the outbox and staff alerts raise no change notification (other instances keep their public read cache)', async () => {
  // db/changes.ts: a statement trigger NOTIFYs every instance on a watched table's change. This instance's own pooled
  // writes move its feed on PostgreSQL anyway (read-your-writes), so the triggers themselves are what is checked.
  const watched = await t.db.execute(sql`SELECT c.relname AS name FROM pg_trigger g JOIN pg_class c ON c.oid = g.tgrelid
    WHERE g.tgname = 'ken_data_changed' AND c.relname IN ('tax_documents', 'tax_document_chain', 'zatca_reports', 'zatca_report_attempts', 'staff_alerts', 'seller_settings')`);
  expect((watched as unknown as { rows: { name: string }[] }).rows.map((row) => row.name)).toEqual(['seller_settings']);
});
