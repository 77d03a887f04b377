// GET /metrics (issue 28 §4): Prometheus's text format behind the METRICS_TOKEN bearer token, with the series the
// operations guide and deploy/prometheus/alerts.yml name, after real traffic: requests by route pattern, bookings,
// payments, jobs, mail, the database, the process. The alert rules are parsed and checked against what is exposed.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { makeHut, stay } from '../helpers/server/booking';
import { eventually, memoryMailer } from '../helpers/server/mail';
import { createTestApp, makeUser, type TestApp } from '../helpers/server/testApp';
import { createTestClock } from '../helpers/server/testClock';
import { jobRuns } from '../../src/server/lib/jobRuns';

const TOKEN = 'metrics-token-for-the-test-0123456789';
let t: TestApp;
let off: TestApp;
let hutId: number;
let guest: Parameters<TestApp['tokenFor']>[0];

const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: { authorization: `Bearer ${t.tokenFor(guest)}` } });
const scrape = (headers: Record<string, string> = { authorization: `Bearer ${TOKEN}` }) =>
  t.app.inject({ method: 'GET', url: '/metrics', headers });

beforeAll(async () => {
  [t, off] = await Promise.all([
    createTestApp({ clock: createTestClock(), mailer: memoryMailer(), config: { metricsToken: TOKEN, jobsIntervalSeconds: 1 } }),
    createTestApp(),
  ]);
  guest = await makeUser(t.db);
  hutId = (await makeHut(t.db)).id;

  // Traffic: one booking held, one paid (with its e-mails), public reads of one hut, a page that does not exist.
  const held = (await call('POST', '/api/products/booking/', stay(hutId, '2026-03-20', '2026-03-22'))).json().id as number;
  expect(
    (await call('PUT', `/api/products/booking/update/${held}/`, { ...stay(hutId, '2026-03-20', '2026-03-22'), status: 'confirmed' }))
      .statusCode,
  ).toBe(200);
  const paid = (await call('POST', '/api/products/booking/', stay(hutId, '2026-03-10', '2026-03-12'))).json().id as number;
  expect(
    (await call('PUT', `/api/products/booking/update/${paid}/`, { ...stay(hutId, '2026-03-10', '2026-03-12'), status: 'confirmed' }))
      .statusCode,
  ).toBe(200);
  const checkout = await call('POST', '/api/payments/create-checkout/', { booking_id: paid });
  const pay = await call('PUT', `/api/products/bookings-pay/${paid}/`, {
    checkout_id: checkout.json().checkout_id,
    card_number: '4111 1111 1111 1111',
    expiry_month: 12,
    expiry_year: 2030,
    cvc: '123',
    holder: 'Huda',
  });
  expect(pay.json()).toMatchObject({ status: 'paid' });
  for (let read = 0; read < 3; read += 1) expect((await t.app.inject(`/api/products/huts/${hutId}/`)).statusCode).toBe(200);
  expect((await t.app.inject('/api/no-such-page/')).statusCode).toBe(404);
  // The jobs as main.ts starts them (every second here); their first passes are recorded.
  t.app.bookingJobs.start();
  t.app.refundJobs.start();
  await eventually(() => (jobRuns().has('hold_sweeper') && jobRuns().has('refund_worker') ? true : undefined), 10_000);
}, 120_000);
afterAll(async () => {
  await Promise.all([t?.close(), off?.close()]);
});

describe('who may read the metrics', () => {
  it('refuses a caller without the token, or with a wrong one: 401 {detail} and WWW-Authenticate, translated', async () => {
    for (const headers of [{}, { authorization: 'Bearer wrong-token-wrong-token' }, { authorization: TOKEN }] as Record<string, string>[]) {
      const refused = await scrape(headers);
      expect(refused.statusCode).toBe(401);
      expect(refused.headers['www-authenticate']).toMatch(/^Bearer/);
      expect(refused.json()).toEqual({ detail: 'A valid metrics token is required.' });
      expect(refused.body).not.toMatch(/ken_/);
    }
    const arabic = await scrape({ 'accept-language': 'ar' });
    expect(arabic.json().detail).toMatch(/[\u0600-\u06FF]/);
  });

  it('answers 404 when no METRICS_TOKEN is configured (metrics off)', async () => {
    const response = await off.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(response.statusCode).toBe(404);
    expect(Object.keys(response.json())).toEqual(['detail']);
  });
});

describe('what the metrics say', () => {
  let body: string;
  beforeAll(async () => {
    const response = await scrape();
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    body = response.body;
  });
  const value = (series: string) => {
    const line = body.split('\n').find((candidate) => candidate.startsWith(`${series} `));
    return line === undefined ? undefined : Number(line.slice(series.length + 1));
  };

  it('counts requests and their latency per route pattern, never per raw address', () => {
    expect(value(`ken_http_requests_total{method="GET",route="/api/products/huts/:id/",status="200"}`)).toBe(3);
    expect(body).not.toContain(`/api/products/huts/${hutId}/`);
    expect(value('ken_http_requests_total{method="GET",route="unmatched",status="404"}')).toBeGreaterThanOrEqual(1);
    expect(value('ken_http_request_duration_seconds_count{method="GET",route="/api/products/huts/:id/"}')).toBe(3);
    expect(body).toMatch(
      /^ken_http_request_duration_seconds_bucket\{le="0\.1",method="PUT",route="\/api\/products\/bookings-pay\/:id\/"\} \d+$/m,
    );
  });

  it('reads bookings, payments and refunds from the database', () => {
    expect(value('ken_bookings{status="held"}')).toBe(1);
    expect(value('ken_bookings{status="paid"}')).toBe(1);
    expect(value('ken_payment_transactions{kind="booking",status="success"}')).toBe(1);
    expect(body).toContain('# TYPE ken_refunds gauge');
    expect(value('ken_tax_reporting_outbox_depth')).toBeGreaterThanOrEqual(1); // the paid booking's invoice, reporting off
  });

  it("tells each job's last run and lag, the mail sender, the database and the process", () => {
    const now = Date.now() / 1000;
    for (const job of ['hold_sweeper', 'refund_worker']) {
      expect(value(`ken_job_last_run_timestamp_seconds{job="${job}"}`)).toBeGreaterThan(now - 60);
      expect(value(`ken_job_last_run_ok{job="${job}"}`)).toBe(1);
      expect(value(`ken_job_lag_seconds{job="${job}"}`)).toBe(0);
    }
    expect(value('ken_mail_sent_total')).toBeGreaterThanOrEqual(1); // the paid booking's confirmation
    expect(value('ken_mail_failed_total')).toBe(0);
    expect(value('ken_mail_queue_depth')).toBeGreaterThanOrEqual(0);
    expect(value('ken_ready')).toBe(1);
    if (t.handle.kind === 'postgres') expect(value('ken_database_pool_connections{state="max"}')).toBe(10);
    expect(value('nodejs_eventloop_lag_p99_seconds')).toBeGreaterThanOrEqual(0);
    expect(value('process_resident_memory_bytes')).toBeGreaterThan(0);
    expect(body).toMatch(/^nodejs_heap_size_used_bytes \d+/m);
  });

  it('shows a hold the sweeper has not released as its lag', async () => {
    await t.app.bookingJobs.deps.db.execute(
      // A hold that lapsed ten minutes ago, not yet swept (the sweeper runs on the test clock, which does not move).
      (await import('drizzle-orm'))
        .sql`UPDATE bookings SET hold_expires_at = ${new Date(t.clock.now().getTime() - 600_000).toISOString()}::timestamptz WHERE status = 'confirmed'`,
    );
    const lag = Number(/^ken_job_lag_seconds\{job="hold_sweeper"\} (\S+)$/m.exec((await scrape()).body)?.[1]);
    // Unless the sweeper ran in between and released it (then 0): either way the figure is the database's.
    expect(lag === 0 || (lag >= 600 && lag < 700)).toBe(true);
  });

  it('tells when the last backup succeeded, from the backup runs', async () => {
    const { sql } = await import('drizzle-orm');
    const finished = new Date(Date.UTC(2026, 10, 20, 3, 0, 0));
    await t.db.execute(sql`INSERT INTO backup_runs (status, instance, started_at, lease_until, finished_at, file, bytes)
      VALUES ('succeeded', 'test', ${finished.toISOString()}::timestamptz, ${finished.toISOString()}::timestamptz, ${finished.toISOString()}::timestamptz, 'ken.tar.gz', 1024)`);
    const after = (await scrape()).body;
    expect(/^ken_backup_last_success_timestamp_seconds (\S+)$/m.exec(after)?.[1]).toBe(String(finished.getTime() / 1000));
  });

  it('exposes every series deploy/prometheus/alerts.yml names, in rules Prometheus can load', () => {
    const file = readFileSync(path.join(__dirname, '../../deploy/prometheus/alerts.yml'), 'utf8');
    const rules = parse(file) as { groups: { name: string; rules: Record<string, unknown>[] }[] };
    expect(rules.groups.length).toBeGreaterThan(0);
    const exposed = new Set([...body.matchAll(/^# TYPE (\S+) (\w+)$/gm)].map((match) => match[1]));
    const alerts = rules.groups.flatMap((group) => group.rules);
    for (const rule of alerts) {
      expect(Object.keys(rule).filter((key) => !['alert', 'expr', 'for', 'labels', 'annotations'].includes(key))).toEqual([]);
      expect(rule.alert).toMatch(/^[A-Za-z][A-Za-z0-9_]*$/);
      expect(typeof rule.expr).toBe('string');
      if (rule.for !== undefined) expect(rule.for).toMatch(/^\d+[smh]$/);
      for (const [name] of (rule.expr as string).matchAll(/\bken_[a-z_]+/g)) {
        const series = name.replace(/_(bucket|sum|count)$/, '');
        expect({ alert: rule.alert, series, exposed: exposed.has(series) }).toEqual({ alert: rule.alert, series, exposed: true });
      }
    }
    // What the issue asks alerts for.
    const exprs = alerts.map((rule) => String(rule.expr)).join('\n');
    expect(exprs).toContain('ken_refunds{status="failed"}');
    expect(exprs).toContain('ken_mail_failed_total');
    expect(exprs).toContain('ken_job_last_run_timestamp_seconds');
    expect(exprs).toContain('ken_backup_last_success_timestamp_seconds');
    expect(exprs).toMatch(/ken_http_requests_total\{status=~"5\.\."\}/);
    expect(exprs).toContain('ken_ready == 0');
  });
});
