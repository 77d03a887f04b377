import { staffAlerts } from '../../src/server/db/schema';
import { makeHut, stay } from '../helpers/server/booking';
import { auditRows, staffCaller } from '../helpers/server/dashboard';
import { createTestApp, makeUser, type TestApp } from '../helpers/server/testApp';
import { createTestClock } from '../helpers/server/testClock';

const clock = createTestClock('2026-03-01T09:00:00.000Z');
let t: TestApp;
let staff: ReturnType<typeof staffCaller>;
let bookingId: number;
let bookingCode: string;
let documentId: number;
let documentNumber: string;

beforeAll(async () => {
  t = await createTestApp({ clock });
  staff = staffCaller(t, await makeUser(t.db, { role: 'admin' }));
  const guest = staffCaller(t, await makeUser(t.db));
  const hut = await makeHut(t.db);
  const created = (await guest('POST', '/api/products/booking/', stay(hut.id, '2026-03-10', '2026-03-12'))).json();
  bookingId = created.id;
  bookingCode = created.code;
  const document = await t.app.invoicing.issueDocument(t.db, {
    kind: 'invoice',
    bookingId,
    lines: [{ name: 'Hut, night', quantity: 1, unitPriceWithVat: 45_000, unitCode: 'DAY' }],
  });
  documentId = document.id;
  documentNumber = document.number;
  await t.db.insert(staffAlerts).values([
    {
      kind: 'zatca_rejected',
      subjectType: 'tax_document',
      subjectId: documentId,
      message: `ZATCA rejected ${documentNumber}: BR-KSA-01 bad`,
      details: { errors: [{ code: 'BR-KSA-01', message: 'bad' }], warnings: [] },
      createdAt: new Date('2026-03-01T08:00:00.000Z'),
    },
    {
      kind: 'refund_failed',
      subjectType: 'refund',
      subjectId: 77,
      message: 'Refund 77 failed for good',
      details: { booking_id: bookingId, refund_id: 77, amount: '120.00', reason: 'Noise', error: 'card closed' },
      createdAt: new Date('2026-03-01T08:30:00.000Z'),
    },
  ]);
});
afterAll(() => t.close());

test('guests and suppliers are refused both routes; without a token they are a 401', async () => {
  const supplier = await makeUser(t.db, { role: 'supplier', supplierStatus: 'approved' });
  for (const user of [await makeUser(t.db), supplier]) {
    const as = staffCaller(t, user);
    expect((await as('GET', '/api/dashboard/alerts/')).statusCode).toBe(403);
    expect((await as('POST', '/api/dashboard/alerts/1/acknowledge/')).statusCode).toBe(403);
  }
  expect((await t.app.inject({ method: 'GET', url: '/api/dashboard/alerts/' })).statusCode).toBe(401);
  expect((await t.app.inject({ method: 'POST', url: '/api/dashboard/alerts/1/acknowledge/' })).statusCode).toBe(401);
});

test('staff list the open alerts newest first with their booking and document, acknowledge one once (audited)', async () => {
  const open = (await staff('GET', '/api/dashboard/alerts/')).json();
  expect(open.count).toBe(2);
  expect(open.results.map((alert: { kind: string }) => alert.kind)).toEqual(['refund_failed', 'zatca_rejected']);
  expect(open.results[0]).toMatchObject({
    booking_id: bookingId,
    booking_code: bookingCode,
    document_number: null,
    acknowledged_at: null,
    details: { amount: '120.00', error: 'card closed' },
  });
  expect(open.results[1]).toMatchObject({
    subject_type: 'tax_document',
    subject_id: documentId,
    booking_id: bookingId,
    document_number: documentNumber,
  });

  const id = open.results[1].id;
  const acknowledged = await staff('POST', `/api/dashboard/alerts/${id}/acknowledge/`);
  expect(acknowledged.statusCode).toBe(200);
  expect(acknowledged.json()).toMatchObject({ id, acknowledged_at: clock.now().toISOString() });
  // Again (a double click, a colleague): unchanged, not audited twice.
  clock.advance(60_000);
  const again = await staff('POST', `/api/dashboard/alerts/${id}/acknowledge/`);
  expect(again.json().acknowledged_at).toBe(acknowledged.json().acknowledged_at);
  expect((await auditRows(t, 'alerts')).map((row) => [row.action, row.entity_id])).toEqual([['acknowledge', String(id)]]);

  expect((await staff('GET', '/api/dashboard/alerts/?status=open')).json().count).toBe(1);
  const done = (await staff('GET', '/api/dashboard/alerts/?status=acknowledged')).json();
  expect(done.results.map((alert: { id: number }) => alert.id)).toEqual([id]);
  expect((await staff('POST', '/api/dashboard/alerts/999999/acknowledge/')).statusCode).toBe(404);
  expect((await staff('GET', '/api/dashboard/alerts/?status=closed')).statusCode).toBe(400);
});
