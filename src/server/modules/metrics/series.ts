import type { FastifyInstance, FastifyRequest } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { AppConfig } from '../../config';
import type { Clock } from '../../lib/clock';
import { jobRuns } from '../../lib/jobRuns';
import { readDatabaseFigures } from './repository';

/** A booking's status as the resort says it: a confirmed booking is one held for payment. */
const bookingStatusLabel = (status: string) => (status === 'confirmed' ? 'held' : status);

/**
 * The series of one instance, in a registry of its own (several apps in one test process never mix their counts).
 * Request figures are counted as requests end; the rest is read when Prometheus scrapes: from the database (one cheap
 * query, resort-wide), from this process's mail sender and jobs, and prom-client's process figures (memory, CPU,
 * event loop delay).
 */
export function createMetrics(app: FastifyInstance, config: AppConfig, clock: Clock) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const series = <T>(make: (registers: Registry[]) => T) => make([registry]);

  const requests = series(
    (registers) =>
      new Counter({
        name: 'ken_http_requests_total',
        help: 'HTTP requests answered, by route pattern and status',
        labelNames: ['method', 'route', 'status'],
        registers,
      }),
  );
  const duration = series(
    (registers) =>
      new Histogram({
        name: 'ken_http_request_duration_seconds',
        help: 'Time to answer an HTTP request, by route pattern',
        labelNames: ['method', 'route'],
        buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
        registers,
      }),
  );
  const ready = series(
    (registers) => new Gauge({ name: 'ken_ready', help: '1 when the database answers (as /readyz), else 0', registers }),
  );
  const bookings = series(
    (registers) =>
      new Gauge({
        name: 'ken_bookings',
        help: 'Bookings by status (held: confirmed, awaiting payment)',
        labelNames: ['status'],
        registers,
      }),
  );
  const payments = series(
    (registers) =>
      new Gauge({
        name: 'ken_payment_transactions',
        help: 'Payment transactions by kind and result',
        labelNames: ['kind', 'status'],
        registers,
      }),
  );
  const refunds = series(
    (registers) =>
      new Gauge({
        name: 'ken_refunds',
        help: 'Refunds asked for, by status (failed: given up, staff alerted)',
        labelNames: ['status'],
        registers,
      }),
  );
  const jobLag = series(
    (registers) =>
      new Gauge({
        name: 'ken_job_lag_seconds',
        help: 'Age of the oldest work a job should already have done (0: it is up to date)',
        labelNames: ['job'],
        registers,
      }),
  );
  const jobLastRun = series(
    (registers) =>
      new Gauge({
        name: 'ken_job_last_run_timestamp_seconds',
        help: "When this instance's job last finished a pass (Unix time)",
        labelNames: ['job'],
        registers,
      }),
  );
  const jobLastRunOk = series(
    (registers) =>
      new Gauge({ name: 'ken_job_last_run_ok', help: "1 when this instance's job's last pass succeeded", labelNames: ['job'], registers }),
  );
  const taxOutbox = series(
    (registers) => new Gauge({ name: 'ken_tax_reporting_outbox_depth', help: 'Tax documents waiting to be reported to ZATCA', registers }),
  );
  const lastBackup = series(
    (registers) =>
      new Gauge({ name: 'ken_backup_last_success_timestamp_seconds', help: 'When the last backup succeeded (Unix time)', registers }),
  );
  const mailQueue = series(
    (registers) => new Gauge({ name: 'ken_mail_queue_depth', help: 'E-mails this instance is still sending', registers }),
  );
  const mailSent = series((registers) => new Counter({ name: 'ken_mail_sent_total', help: 'E-mails this instance sent', registers }));
  const mailFailed = series(
    (registers) => new Counter({ name: 'ken_mail_failed_total', help: 'E-mails this instance could not send', registers }),
  );
  const pool = series(
    (registers) =>
      new Gauge({
        name: 'ken_database_pool_connections',
        help: "This instance's PostgreSQL connections (state: total, idle, waiting, max)",
        labelNames: ['state'],
        registers,
      }),
  );
  const scrapeErrors = series(
    (registers) =>
      new Counter({ name: 'ken_metrics_database_read_errors_total', help: 'Scrapes whose database figures could not be read', registers }),
  );

  let mailCounted = { sent: 0, failed: 0 };

  async function refresh() {
    // This process: the mail sender, the jobs, the pool.
    const mail = app.mailQueue;
    mailQueue.set(mail.pending());
    mailSent.inc(mail.sent - mailCounted.sent);
    mailFailed.inc(mail.failed - mailCounted.failed);
    mailCounted = { sent: mail.sent, failed: mail.failed };
    for (const [job, run] of jobRuns()) {
      jobLastRun.set({ job }, run.at.getTime() / 1000);
      jobLastRunOk.set({ job }, run.ok ? 1 : 0);
    }
    const connections = app.dbHandle.pool?.();
    if (connections) for (const [state, n] of Object.entries(connections)) pool.set({ state }, n);

    // The database: readiness, then the resort's figures.
    try {
      await app.dbHandle.ping();
      ready.set(1);
    } catch {
      ready.set(0);
      return;
    }
    try {
      const figures = await readDatabaseFigures(app.db, clock.now());
      bookings.reset();
      for (const [status, n] of Object.entries(figures.bookings)) bookings.set({ status: bookingStatusLabel(status) }, n);
      payments.reset();
      for (const { kind, status, n } of figures.payments) payments.set({ kind, status }, n);
      refunds.reset();
      for (const [status, n] of Object.entries(figures.refunds)) refunds.set({ status }, n);
      jobLag.set({ job: 'hold_sweeper' }, figures.sweeperLagSeconds);
      jobLag.set({ job: 'refund_worker' }, figures.refundLagSeconds);
      // With reporting off, documents wait on purpose: no lag to alert on.
      if (config.zatcaMode !== 'off') jobLag.set({ job: 'tax_reporting' }, figures.taxReportingLagSeconds);
      taxOutbox.set(figures.taxOutboxDepth);
      if (figures.lastBackupAt !== null) lastBackup.set(figures.lastBackupAt);
    } catch (error) {
      scrapeErrors.inc();
      app.log.warn({ err: error }, 'metrics: database figures could not be read');
    }
  }

  return {
    contentType: registry.contentType,
    observeRequest(request: FastifyRequest, status: number, seconds: number) {
      // The route's pattern (/api/products/huts/:id/), never the raw URL: one series per route, not per id.
      const route = request.routeOptions.url ?? 'unmatched';
      requests.inc({ method: request.method, route, status: String(status) });
      duration.observe({ method: request.method, route }, seconds);
    },
    async scrape() {
      await refresh();
      return registry.metrics();
    },
  };
}
