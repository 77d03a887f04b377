// The reporting outbox's worker (issue 22). One sender at a time across every instance: a claim takes the oldest due
// document under a transaction-scoped advisory lock and only when no other claim's lease is running, and marks it
// leased; the HTTP call happens outside any transaction; the answer is written back. A crash mid-send leaves a lease
// that runs out, after which the document is sent again (ZATCA answers a repeat with the same result).
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { staffAlerts, taxDocuments, zatcaReportAttempts, zatcaReports } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import type { ReportingApi } from './reportingApi';
import { recordRun } from '../../lib/jobRuns';

/** Any constant every instance shares (db/migrate.ts uses 7_331_001). */
const SENDER_LOCK_KEY = 7_331_022;
/** How long a claim may take before another instance may send the document again. */
export const LEASE_MS = 60_000;
/** Retries wait 30 s, 1 min, 2 min… up to an hour: well inside ZATCA's 24 hours after a short outage. */
export const backoffMs = (attempts: number) => Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 3_600_000);

export interface ReportingDeps {
  db: Database;
  clock: Clock;
  api: ReportingApi;
  log: {
    error(object: object, message: string): void;
    info(object: object, message: string): void;
    warn(object: object, message: string): void;
  };
}

async function claimNext(deps: ReportingDeps) {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${SENDER_LOCK_KEY})`);
    const busy = await tx
      .select({ id: zatcaReports.documentId })
      .from(zatcaReports)
      .where(and(eq(zatcaReports.status, 'pending'), sql`${zatcaReports.leasedUntil} > ${now.toISOString()}::timestamptz`))
      .limit(1);
    if (busy.length) return undefined;
    const [due] = await tx
      .select({
        id: zatcaReports.documentId,
        attempts: zatcaReports.attempts,
        hash: taxDocuments.hash,
        uuid: taxDocuments.uuid,
        xml: taxDocuments.xml,
        number: taxDocuments.number,
      })
      .from(zatcaReports)
      .innerJoin(taxDocuments, eq(taxDocuments.id, zatcaReports.documentId))
      .where(and(eq(zatcaReports.status, 'pending'), sql`${zatcaReports.nextAttemptAt} <= ${now.toISOString()}::timestamptz`))
      .orderBy(asc(taxDocuments.counter))
      .limit(1)
      .for('update', { of: zatcaReports, skipLocked: true });
    if (!due) return undefined;
    await tx
      .update(zatcaReports)
      .set({ leasedUntil: new Date(now.getTime() + LEASE_MS), attempts: due.attempts + 1 })
      .where(eq(zatcaReports.documentId, due.id));
    return { ...due, attempts: due.attempts + 1 };
  });
}

/** Sends what is due, one document after the other, until nothing is; returns how many answers were recorded. */
export async function reportDue(deps: ReportingDeps, limit = 100): Promise<number> {
  let sent = 0;
  while (sent < limit) {
    const claimed = await claimNext(deps);
    if (!claimed) break;
    const answer = await deps.api.report({ hash: claimed.hash, uuid: claimed.uuid, xml: claimed.xml });
    const now = deps.clock.now();
    const final = answer.outcome !== 'failed';
    await deps.db.transaction(async (tx) => {
      await tx.insert(zatcaReportAttempts).values({
        documentId: claimed.id,
        attemptedAt: now,
        mode: deps.api.mode,
        outcome: answer.outcome,
        httpStatus: answer.httpStatus,
        warnings: answer.warnings,
        errors: answer.errors,
        response: answer.response.slice(0, 20_000),
      });
      await tx
        .update(zatcaReports)
        .set({
          status: final ? (answer.outcome === 'rejected' ? 'rejected' : 'reported') : 'pending',
          leasedUntil: null,
          finishedAt: final ? now : null,
          nextAttemptAt: final ? now : new Date(now.getTime() + backoffMs(claimed.attempts)),
          lastError: answer.outcome === 'failed' || answer.outcome === 'rejected' ? answer.response.slice(0, 2000) : null,
        })
        .where(eq(zatcaReports.documentId, claimed.id));
      if (answer.outcome === 'rejected') {
        await tx.insert(staffAlerts).values({
          kind: 'zatca_rejected',
          subjectType: 'tax_document',
          subjectId: claimed.id,
          createdAt: now,
          message: `ZATCA rejected ${claimed.number}: ${answer.errors.map((error) => `${error.code ?? ''} ${error.message ?? ''}`.trim()).join('; ')}`,
          details: { errors: answer.errors, warnings: answer.warnings },
        });
      }
    });
    if (answer.outcome === 'rejected')
      deps.log.error({ document: claimed.number, errors: answer.errors }, 'ZATCA rejected a document: staff alerted');
    else if (answer.outcome === 'failed')
      deps.log.warn(
        { document: claimed.number, attempts: claimed.attempts, status: answer.httpStatus },
        'ZATCA reporting failed, will retry',
      );
    sent += 1;
  }
  return sent;
}

/** Runs reportDue every `intervalSeconds` (one pass at a time per instance); stopped by the app's close. */
export function startReporting(deps: ReportingDeps, intervalSeconds: number) {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    recordRun('tax_reporting', reportDue(deps))
      .catch((error: unknown) => deps.log.error({ err: error }, 'ZATCA reporting pass failed'))
      .finally(() => {
        running = false;
      });
  }, intervalSeconds * 1000);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
