// Scheduled backups (docs/operations.md, "Backups"): every BACKUP_EVERY_HOURS one instance takes the archive
// `npm run backup` writes, into BACKUP_DIR, and keeps the newest BACKUP_KEEP there. Who takes it is decided in the
// database, the way the ZATCA sender decides (reporting.ts): under a transaction-scoped advisory lock, a run is claimed
// (a backup_runs row with a lease) only when none is due to no one; the archive is written outside any transaction;
// the result is written back. A run whose instance died is given up once its lease has passed, and the next is taken.
import { hostname } from 'node:os';
import { randomBytes } from 'node:crypto';
import { mkdirSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { BackupStatus } from '../../../shared/schemas/dashboard/backup';
import type { AppConfig } from '../../config';
import type { DatabaseHandle } from '../../db/client';
import { rows } from '../../db/sql';
import type { Clock } from '../../lib/clock';
import { writeBackup } from '../../ops/backup';
import { recordRun } from '../../lib/jobRuns';

/** Any constant of this app's own: the claim of a scheduled backup, across instances. */
const CLAIM_LOCK_KEY = 0x6b656e_0bac;
/** How long a run may write before another instance takes it for dead. */
export const BACKUP_LEASE_MS = 2 * 3600_000;
/** After a failed run, the next try comes this soon (or at the next scheduled time, if sooner). */
export const RETRY_AFTER_FAILURE_MS = 3600_000;
const ARCHIVE = /^ken-resort-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}(-\d{3})?Z\.tar\.gz$/;

interface RunRow {
  id: number;
  status: 'running' | 'succeeded' | 'failed';
  instance: string;
  started_at: Date | string;
  lease_until: Date | string;
  finished_at: Date | string | null;
  file: string | null;
  bytes: number | string | null;
  error: string | null;
}

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

/** The last successful backup is older than this: the back office warns and an alert is raised. */
export const staleAfterMs = (everyHours: number) => 2 * everyHours * 3600_000;

export interface ScheduledBackupsDeps {
  handle: Pick<DatabaseHandle, 'db' | 'kind'>;
  clock: Clock;
  config: Pick<AppConfig, 'dataDir' | 'backup' | 'jobsIntervalSeconds'>;
  version: string;
  log: FastifyBaseLogger;
  /** This instance's name on the runs it takes. */
  instance?: string;
}

export type RunOutcome =
  | { ran: false; reason: 'off' | 'not_due' | 'running_elsewhere' }
  | { ran: true; id: number; status: 'succeeded'; file: string; bytes: number; removed: string[] }
  | { ran: true; id: number; status: 'failed'; error: string };

export function createScheduledBackups(deps: ScheduledBackupsDeps) {
  const { db } = deps.handle;
  const { everyHours, dir, keep } = deps.config.backup;
  const instance = deps.instance ?? `${hostname().slice(0, 40)}:${process.pid}:${randomBytes(4).toString('hex')}`;
  const everyMs = everyHours * 3600_000;

  /** Claims the due run for this instance, or says why not. */
  async function claim(now: Date): Promise<{ id: number } | { reason: 'not_due' | 'running_elsewhere' }> {
    return db.transaction(async (tx) => {
      await tx.execute(sql`SELECT pg_advisory_xact_lock(${CLAIM_LOCK_KEY})`);
      const at = now.toISOString();
      // A run whose instance died: given up once its lease has passed.
      await tx.execute(sql`UPDATE backup_runs SET status = 'failed', finished_at = ${at}::timestamptz,
          error = 'the instance writing it stopped before it finished (its lease ran out)'
        WHERE status = 'running' AND lease_until <= ${at}::timestamptz`);
      const [running] = await rows<{ id: number }>(tx, sql`SELECT id FROM backup_runs WHERE status = 'running' LIMIT 1`);
      if (running) return { reason: 'running_elsewhere' as const };
      const [last] = await rows<{ status: string; started_at: Date | string }>(
        tx,
        sql`SELECT status, started_at FROM backup_runs ORDER BY started_at DESC, id DESC LIMIT 1`,
      );
      if (last) {
        const wait = last.status === 'failed' ? Math.min(everyMs, RETRY_AFTER_FAILURE_MS) : everyMs;
        if (new Date(last.started_at).getTime() + wait > now.getTime()) return { reason: 'not_due' as const };
      }
      const [created] = await rows<{ id: number }>(
        tx,
        sql`INSERT INTO backup_runs (status, instance, started_at, lease_until)
            VALUES ('running', ${instance}, ${at}::timestamptz, ${new Date(now.getTime() + BACKUP_LEASE_MS).toISOString()}::timestamptz)
            RETURNING id`,
      );
      return { id: created.id };
    });
  }

  /** Keeps the newest `keep` archives of the folder (by the time in their names); answers the ones removed. */
  function prune(): string[] {
    const archives = readdirSync(dir!)
      .filter((name) => ARCHIVE.test(name))
      .sort()
      .reverse();
    const removed = archives.slice(keep);
    for (const name of removed) rmSync(path.join(dir!, name), { force: true });
    return removed;
  }

  /** Raises an alert of this kind unless one is still open: staff see one line, not one per failed try. */
  async function alert(kind: 'backup_failed' | 'backup_stale', subjectId: number, message: string, details: Record<string, unknown>) {
    await db.execute(sql`INSERT INTO staff_alerts (kind, subject_type, subject_id, message, details, created_at)
      SELECT ${kind}, 'backup_run', ${subjectId}::int, ${message}, ${JSON.stringify(details)}::jsonb, ${deps.clock.now().toISOString()}::timestamptz
      WHERE NOT EXISTS (SELECT 1 FROM staff_alerts WHERE kind = ${kind} AND resolved_at IS NULL)`);
  }

  async function lastSuccess(): Promise<RunRow | undefined> {
    const [row] = await rows<RunRow>(
      db,
      sql`SELECT * FROM backup_runs WHERE status = 'succeeded' ORDER BY finished_at DESC, id DESC LIMIT 1`,
    );
    return row;
  }

  const service = {
    enabled: everyHours > 0 && dir !== undefined,

    /** One pass: takes the backup when it is due and no other instance is taking it. */
    async runOnce(): Promise<RunOutcome> {
      if (!service.enabled) return { ran: false, reason: 'off' };
      const now = deps.clock.now();
      const claimed = await claim(now);
      if ('reason' in claimed) {
        await service.checkAge();
        return { ran: false, reason: claimed.reason };
      }
      const file = path.join(dir!, `ken-resort-${now.toISOString().replace(/[:.]/g, '-')}.tar.gz`);
      try {
        mkdirSync(dir!, { recursive: true, mode: 0o700 });
        const written = await writeBackup({ handle: deps.handle, dataDir: deps.config.dataDir, version: deps.version }, file);
        await db.execute(sql`UPDATE backup_runs SET status = 'succeeded', finished_at = ${deps.clock.now().toISOString()}::timestamptz,
            file = ${written.file}, bytes = ${written.bytes} WHERE id = ${claimed.id}::int AND status = 'running'`);
        const removed = prune();
        deps.log.info({ file: written.file, bytes: written.bytes, removed }, 'scheduled backup written');
        return { ran: true, id: claimed.id, status: 'succeeded', file: written.file, bytes: written.bytes, removed };
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        await db.execute(sql`UPDATE backup_runs SET status = 'failed', finished_at = ${deps.clock.now().toISOString()}::timestamptz,
            file = ${file}, error = ${message.slice(0, 2000)} WHERE id = ${claimed.id}::int AND status = 'running'`);
        deps.log.error({ err: error, file }, 'scheduled backup failed');
        await alert('backup_failed', claimed.id, `The scheduled backup into ${file} failed: ${message}`, {
          file,
          error: message.slice(0, 500),
        });
        await service.checkAge();
        return { ran: true, id: claimed.id, status: 'failed', error: message };
      }
    },

    /** Raises backup_stale when the last success is older than expected (twice the schedule; none since the first try). */
    async checkAge(): Promise<boolean> {
      if (!service.enabled) return false;
      const status = await service.status();
      if (!status.stale) return false;
      const last = status.last_success;
      await alert(
        'backup_stale',
        last?.id ?? 0,
        last ? `The last successful backup was written at ${last.finished_at}` : 'No scheduled backup has succeeded yet',
        { last_success_at: last?.finished_at ?? null, every_hours: everyHours },
      );
      return true;
    },

    /** What the back office shows. */
    async status(): Promise<BackupStatus> {
      const now = deps.clock.now();
      const success = await lastSuccess();
      const [latest] = await rows<RunRow>(db, sql`SELECT * FROM backup_runs ORDER BY started_at DESC, id DESC LIMIT 1`);
      const [first] = await rows<{ started_at: Date | string }>(db, sql`SELECT started_at FROM backup_runs ORDER BY started_at LIMIT 1`);
      const since = success ? new Date(success.finished_at!) : first ? new Date(first.started_at) : null;
      const stale = service.enabled && since !== null && now.getTime() - since.getTime() > staleAfterMs(everyHours);
      return {
        enabled: service.enabled,
        every_hours: everyHours,
        keep,
        last_success: success
          ? { id: success.id, started_at: iso(success.started_at)!, finished_at: iso(success.finished_at)!, bytes: Number(success.bytes) }
          : null,
        last_run: latest
          ? { id: latest.id, status: latest.status, started_at: iso(latest.started_at)!, finished_at: iso(latest.finished_at) }
          : null,
        stale,
        stale_after_hours: everyHours * 2,
      };
    },

    /** Checks every JOBS_INTERVAL_SECONDS (a claim is one short query) until stopped; main.ts starts it. */
    start() {
      if (!service.enabled) return { stop: () => undefined };
      let busy = false;
      const tick = () => {
        if (busy) return;
        busy = true;
        recordRun('scheduled_backup', service.runOnce())
          .catch((error: unknown) => deps.log.error({ err: error }, 'scheduled backup check failed'))
          .finally(() => {
            busy = false;
          });
      };
      const timer = setInterval(tick, deps.config.jobsIntervalSeconds * 1000);
      timer.unref();
      tick();
      return { stop: () => clearInterval(timer) };
    },
  };
  return service;
}

export type ScheduledBackups = ReturnType<typeof createScheduledBackups>;
