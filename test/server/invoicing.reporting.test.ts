// Reporting to ZATCA through the outbox (issue 22), against a local fake of ZATCA's reporting API that answers
// success, warnings, errors, 5xx and time-outs: final answers are kept with the document, failures are retried with
// back-off (also after a restart: the state is in the database), a rejection raises a staff alert, and two workers
// (two instances on PostgreSQL) never send at the same time nor twice.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { asc, eq } from 'drizzle-orm';
import { createDatabase, type Database } from '../../src/server/db/client';
import { migrateDatabase } from '../../src/server/db/migrate';
import { staffAlerts, taxDocuments, zatcaReportAttempts, zatcaReports } from '../../src/server/db/schema';
import { generateSelfSignedCredentials } from '../../src/server/lib/zatca';
import { createDocumentIssuer, type IssueDocumentInput } from '../../src/server/modules/invoicing/issue';
import { backoffMs, LEASE_MS, reportDue, type ReportingDeps } from '../../src/server/modules/invoicing/reporting';
import { createReportingApi } from '../../src/server/modules/invoicing/reportingApi';
import { createSettingsRepository } from '../../src/server/modules/settings/repository';
import { POSTGRES_TEMPLATE_ENV } from '../helpers/server/dbTemplates';
import { createTestApp } from '../helpers/server/testApp';
import { createTestClock, type TestClock } from '../helpers/server/testClock';
import { createTestDatabase, freshPostgresDatabase } from '../helpers/server/testDb';

type Answer = 'success' | 'warnings' | 'errors' | 'timeout' | 'unavailable';

/** ZATCA's reporting endpoint as documented: 200 REPORTED, 202 REPORTED with warnings, 400 NOT_REPORTED with errors. */
function fakeZatca() {
  const script: Answer[] = [];
  const received: { uuid: string; hash: string; xml: string; authorization?: string }[] = [];
  let inFlight = 0;
  let maxInFlight = 0;
  const read = (request: IncomingMessage) =>
    new Promise<string>((resolve) => {
      let body = '';
      request.on('data', (chunk) => (body += chunk));
      request.on('end', () => resolve(body));
    });
  const server: Server = createServer(async (request, response) => {
    // Until the answer is sent or the client gives up (a time-out closes the connection).
    inFlight += 1;
    maxInFlight = Math.max(maxInFlight, inFlight);
    response.on('close', () => (inFlight -= 1));
    const body = JSON.parse(await read(request));
    received.push({
      uuid: body.uuid,
      hash: body.invoiceHash,
      xml: Buffer.from(body.invoice, 'base64').toString('utf8'),
      authorization: request.headers.authorization,
    });
    const answer = script.shift() ?? 'success';
    await new Promise((resolve) => setTimeout(resolve, answer === 'timeout' ? 1_500 : 30));
    if (request.url !== '/e-invoicing/simulation/invoices/reporting/single') return void response.writeHead(404).end();
    const json = (status: number, value: object) =>
      response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(value));
    const warning = { type: 'WARNING', code: 'BR-KSA-08', category: 'KSA', message: 'Buyer identification is missing', status: 'WARNING' };
    const error = { type: 'ERROR', code: 'BR-KSA-40', category: 'KSA', message: 'VAT number must be 15 digits', status: 'ERROR' };
    if (answer === 'success')
      json(200, {
        validationResults: { status: 'PASS', infoMessages: [], warningMessages: [], errorMessages: [] },
        reportingStatus: 'REPORTED',
      });
    else if (answer === 'warnings')
      json(202, { validationResults: { status: 'WARNING', warningMessages: [warning], errorMessages: [] }, reportingStatus: 'REPORTED' });
    else if (answer === 'errors')
      json(400, { validationResults: { status: 'ERROR', warningMessages: [], errorMessages: [error] }, reportingStatus: 'NOT_REPORTED' });
    else if (answer === 'unavailable') response.writeHead(503).end('Service Unavailable');
    else if (!response.destroyed) json(200, { reportingStatus: 'REPORTED' }); // too late: the client gave up
  });
  return {
    script,
    received,
    get maxInFlight() {
      return maxInFlight;
    },
    resetMaxInFlight: () => void (maxInFlight = inFlight),
    async start() {
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      return `http://127.0.0.1:${(server.address() as AddressInfo).port}/e-invoicing/simulation`;
    },
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

const credentials = generateSelfSignedCredentials({ commonName: 'Ken Resort EGS', organization: 'Ken Resort' });
const invoice: IssueDocumentInput = {
  kind: 'invoice',
  lines: [{ name: 'Hut 3, night', quantity: 1, unitPriceWithVat: 45_000, unitCode: 'DAY' }],
};
const silent = { error: () => undefined, info: () => undefined, warn: () => undefined };

let zatca: ReturnType<typeof fakeZatca>;
let baseUrl: string;
let handle: Awaited<ReturnType<typeof createTestDatabase>>;
let db: Database;
let clock: TestClock;
beforeAll(async () => {
  zatca = fakeZatca();
  baseUrl = await zatca.start();
  handle = await createTestDatabase();
  db = handle.db;
}, 120_000);
afterAll(async () => {
  await zatca?.close();
  await handle?.close();
});
beforeEach(() => {
  clock = createTestClock('2026-03-01T09:00:00.000Z');
});

const depsFor = (database: Database): ReportingDeps => ({
  db: database,
  clock,
  log: silent,
  api: createReportingApi({ mode: 'simulation', baseUrl, username: 'token', secret: 'secret', timeoutMs: 500 }),
});
const issue = (database: Database = db) =>
  createDocumentIssuer({ credentials, clock, settings: createSettingsRepository(database) }).issueDocument(database, invoice);
const outbox = (id: number) =>
  db
    .select()
    .from(zatcaReports)
    .where(eq(zatcaReports.documentId, id))
    .then(([row]) => row);
const attempts = (id: number) =>
  db.select().from(zatcaReportAttempts).where(eq(zatcaReportAttempts.documentId, id)).orderBy(asc(zatcaReportAttempts.id));

test('issuing a document puts it in the outbox; success and warnings are final and kept with the document', async () => {
  const first = await issue();
  const second = await issue();
  expect(await outbox(first.id)).toMatchObject({ status: 'pending', attempts: 0 });
  zatca.script.push('success', 'warnings');
  expect(await reportDue(depsFor(db))).toBe(2);
  const sent = zatca.received.slice(-2);
  expect(sent.map((entry) => entry.uuid)).toEqual([first.uuid, second.uuid]);
  expect(sent[0]).toMatchObject({
    hash: first.hash,
    xml: first.xml,
    authorization: `Basic ${Buffer.from('token:secret').toString('base64')}`,
  });
  expect(await outbox(first.id)).toMatchObject({ status: 'reported', attempts: 1, lastError: null });
  expect(await outbox(second.id)).toMatchObject({ status: 'reported', attempts: 1 });
  expect(await attempts(second.id)).toEqual([
    expect.objectContaining({
      outcome: 'warnings',
      httpStatus: 202,
      mode: 'simulation',
      errors: [],
      warnings: [expect.objectContaining({ code: 'BR-KSA-08', message: 'Buyer identification is missing' })],
    }),
  ]);
  expect(await reportDue(depsFor(db))).toBe(0);
});

test('a time-out and a 503 are retried with back-off, also by a worker started afresh, until ZATCA answers', async () => {
  const document = await issue();
  zatca.script.push('timeout');
  expect(await reportDue(depsFor(db))).toBe(1);
  expect(await outbox(document.id)).toMatchObject({
    status: 'pending',
    attempts: 1,
    nextAttemptAt: new Date(clock.now().getTime() + backoffMs(1)),
  });
  // Not due yet: nothing is sent.
  const before = zatca.received.length;
  expect(await reportDue(depsFor(db))).toBe(0);
  expect(zatca.received.length).toBe(before);
  clock.advance(backoffMs(1));
  zatca.script.push('unavailable');
  expect(await reportDue(depsFor(db))).toBe(1);
  expect(await outbox(document.id)).toMatchObject({
    status: 'pending',
    attempts: 2,
    nextAttemptAt: new Date(clock.now().getTime() + backoffMs(2)),
  });
  expect(backoffMs(2)).toBe(2 * backoffMs(1));
  clock.advance(backoffMs(2));
  zatca.script.push('success');
  expect(await reportDue(depsFor(db))).toBe(1);
  expect(await outbox(document.id)).toMatchObject({ status: 'reported', attempts: 3 });
  expect((await attempts(document.id)).map((attempt) => [attempt.outcome, attempt.httpStatus])).toEqual([
    ['failed', null],
    ['failed', 503],
    ['reported', 200],
  ]);
  expect((await attempts(document.id))[0].response).toMatch(/TimeoutError|aborted/i);
});

test('a rejection is final, keeps ZATCA’s errors with the document and raises a staff alert', async () => {
  const document = await issue();
  zatca.script.push('errors');
  await reportDue(depsFor(db));
  expect(await outbox(document.id)).toMatchObject({ status: 'rejected', attempts: 1 });
  expect(await attempts(document.id)).toEqual([
    expect.objectContaining({ outcome: 'rejected', httpStatus: 400, errors: [expect.objectContaining({ code: 'BR-KSA-40' })] }),
  ]);
  const alerts = await db.select().from(staffAlerts).where(eq(staffAlerts.subjectId, document.id));
  expect(alerts).toEqual([
    expect.objectContaining({
      kind: 'zatca_rejected',
      subjectType: 'tax_document',
      resolvedAt: null,
      message: `ZATCA rejected ${document.number}: BR-KSA-40 VAT number must be 15 digits`,
    }),
  ]);
  clock.advance(24 * 3_600_000);
  expect(await reportDue(depsFor(db))).toBe(0);
});

test('a claim whose sender died is sent again once its lease runs out; until then nobody sends', async () => {
  const document = await issue();
  await db
    .update(zatcaReports)
    .set({ leasedUntil: new Date(clock.now().getTime() + LEASE_MS), attempts: 1 })
    .where(eq(zatcaReports.documentId, document.id));
  expect(await reportDue(depsFor(db))).toBe(0);
  clock.advance(LEASE_MS + 1);
  expect(await reportDue(depsFor(db))).toBe(1);
  expect(await outbox(document.id)).toMatchObject({ status: 'reported', attempts: 2 });
});

test('the app reports nothing with ZATCA_MODE=off (the default) and reports through the outbox in simulation', async () => {
  const off = await createTestApp({ clock });
  const document = await off.app.invoicing.issueDocument(off.db, invoice);
  expect(off.config.zatcaMode).toBe('off');
  expect(await off.app.zatcaReporting.runOnce()).toBe(0);
  expect((await off.db.select().from(zatcaReports).where(eq(zatcaReports.documentId, document.id)))[0].status).toBe('pending');
  await off.close();
  const on = await createTestApp({ clock, config: { zatcaMode: 'simulation', zatcaApiUrl: baseUrl, zatcaApiSecret: 's3cret' } });
  const reported = await on.app.invoicing.issueDocument(on.db, invoice);
  zatca.script.push('success');
  expect(await on.app.zatcaReporting.runOnce()).toBe(1);
  expect(zatca.received.at(-1)).toMatchObject({
    uuid: reported.uuid,
    authorization: `Basic ${Buffer.from(`${Buffer.from(on.app.stampCredentials.certificate).toString('base64')}:s3cret`).toString('base64')}`,
  });
  await on.close();
}, 120_000);

const adminUrl = process.env.TEST_DATABASE_URL;
const onPostgres = process.env.TEST_DB_KIND === 'postgres' && Boolean(adminUrl);
if (!onPostgres) console.warn('ZATCA reporting by two instances: runs in the server-pg project (TEST_DATABASE_URL)');
(onPostgres ? test : test.skip)(
  'two instances’ workers running together send one document at a time, each once',
  async () => {
    const database = await freshPostgresDatabase(adminUrl!, process.env[POSTGRES_TEMPLATE_ENV]);
    const first = await createDatabase({ kind: 'postgres', url: database.url });
    const second = await createDatabase({ kind: 'postgres', url: database.url });
    try {
      await migrateDatabase(first);
      for (let index = 0; index < 12; index += 1) await issue(first.db);
      const sentBefore = zatca.received.length;
      zatca.resetMaxInFlight();
      const [a, b] = await Promise.all([reportDue(depsFor(first.db)), reportDue(depsFor(second.db))]);
      // Each stops when the other holds the lease; passes go on until every document is reported.
      let total = a + b;
      while (total < 12)
        total += (await Promise.all([reportDue(depsFor(first.db)), reportDue(depsFor(second.db))])).reduce((x, y) => x + y, 0);
      const sent = zatca.received.slice(sentBefore).map((entry) => entry.uuid);
      const uuids = (await first.db.select({ uuid: taxDocuments.uuid }).from(taxDocuments)).map((row) => row.uuid);
      expect(sent.sort()).toEqual(uuids.sort());
      expect(zatca.maxInFlight).toBe(1);
    } finally {
      await first.close();
      await second.close();
      await database.drop();
    }
  },
  120_000,
);

test('ZATCA_MODE is off by default and checked at start with what each mode needs', async () => {
  const { loadConfig } = await import('../../src/server/config');
  expect(loadConfig({ NODE_ENV: 'test' }).zatcaMode).toBe('off');
  expect(() => loadConfig({ NODE_ENV: 'test', ZATCA_MODE: 'on' })).toThrow('ZATCA_MODE must be off, simulation or production');
  expect(() => loadConfig({ NODE_ENV: 'test', ZATCA_MODE: 'simulation' })).toThrow(
    'ZATCA_API_SECRET is required when ZATCA_MODE=simulation',
  );
  expect(loadConfig({ NODE_ENV: 'test', ZATCA_MODE: 'simulation', ZATCA_API_SECRET: 's' }).zatcaMode).toBe('simulation');
  expect(() => loadConfig({ NODE_ENV: 'test', ZATCA_MODE: 'production', ZATCA_API_SECRET: 's' })).toThrow(
    'needs the production ZATCA_PRIVATE_KEY and ZATCA_CERTIFICATE',
  );
});
