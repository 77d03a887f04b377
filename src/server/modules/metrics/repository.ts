import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { rows } from '../../db/sql';

export interface DatabaseFigures {
  bookings: Record<string, number>;
  payments: { kind: string; status: string; n: number }[];
  refunds: Record<string, number>;
  /** Seconds the oldest lapsed hold has waited for the sweeper (0: none waiting). */
  sweeperLagSeconds: number;
  /** Seconds the oldest due refund has waited for the refund worker (0: none waiting). */
  refundLagSeconds: number;
  taxOutboxDepth: number;
  /** Seconds the oldest due tax document has waited to be reported (0: none waiting). */
  taxReportingLagSeconds: number;
  /** When the last scheduled or asked-for backup succeeded (null: none recorded, or no backup_runs table). */
  lastBackupAt: number | null;
}

/**
 * Every figure GET /metrics reads from the database, in one round trip of small aggregates (a scrape every 15–60 s
 * must stay cheap): counts by status, and the age of the oldest piece of work each job should already have done.
 * Figures come from the database, so every instance reports the same resort-wide numbers.
 */
export async function readDatabaseFigures(db: Database, at: Date): Promise<DatabaseFigures> {
  // The app's clock, as every hold and due date is written by it.
  const now = sql`${at.toISOString()}::timestamptz`;
  const [figures] = await rows<Record<string, unknown>>(
    db,
    sql`SELECT
      (SELECT coalesce(json_object_agg(status, n), '{}') FROM (SELECT status, count(*)::int AS n FROM bookings GROUP BY status) s) AS bookings,
      (SELECT coalesce(json_agg(json_build_object('kind', kind, 'status', status, 'n', n)), '[]')
         FROM (SELECT kind, status, count(*)::int AS n FROM payment_transactions GROUP BY kind, status) s) AS payments,
      (SELECT coalesce(json_object_agg(status, n), '{}') FROM (SELECT status, count(*)::int AS n FROM refund_requests GROUP BY status) s) AS refunds,
      (SELECT coalesce(extract(epoch FROM ${now} - min(hold_expires_at)), 0)::float8
         FROM bookings WHERE status = 'confirmed' AND hold_expires_at < ${now}) AS sweeper_lag,
      (SELECT coalesce(extract(epoch FROM ${now} - min(next_attempt_at)), 0)::float8
         FROM refund_requests WHERE status = 'pending' AND next_attempt_at < ${now}) AS refund_lag,
      (SELECT count(*)::int FROM zatca_reports WHERE status = 'pending') AS tax_outbox,
      (SELECT coalesce(extract(epoch FROM ${now} - min(next_attempt_at)), 0)::float8
         FROM zatca_reports WHERE status = 'pending' AND next_attempt_at < ${now}) AS tax_lag,
      to_regclass('backup_runs') IS NOT NULL AS has_backups`,
  );
  const json = <T>(value: unknown): T => (typeof value === 'string' ? JSON.parse(value) : value) as T;
  let lastBackupAt: number | null = null;
  // The backup module's table (issue 28 §1) is read only where it exists.
  if (figures.has_backups) {
    const [backup] = await rows<{ at: number | null }>(
      db,
      sql`SELECT extract(epoch FROM max(finished_at))::float8 AS at FROM backup_runs WHERE status = 'succeeded'`,
    );
    lastBackupAt = backup?.at === null || backup?.at === undefined ? null : Number(backup.at);
  }
  return {
    bookings: json(figures.bookings),
    payments: json(figures.payments),
    refunds: json(figures.refunds),
    sweeperLagSeconds: Number(figures.sweeper_lag),
    refundLagSeconds: Number(figures.refund_lag),
    taxOutboxDepth: Number(figures.tax_outbox),
    taxReportingLagSeconds: Number(figures.tax_lag),
    lastBackupAt,
  };
}
