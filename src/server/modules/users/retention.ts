// Retention (issue 26 §1): personal data and operational logs are kept no longer than needed. One sweep removes, in one
// transaction under an advisory lock (one instance at a time; another instance skips its turn):
// - support conversations (messages, their replies and attachment files) a configured time after they were closed;
// - accounts never verified whose last code expired long ago (and nothing else points at them);
// - operational logs: ended refresh tokens, idempotency keys, used or expired codes, reset windows, data exports.
// The audit trail is never touched: the law keeps it. Files are unlinked after the commit.
import { unlink } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { rows } from '../../db/sql';
import type { Clock } from '../../lib/clock';
import { supportFilesDir } from '../support/attachments';
import { exportsDir } from './privacy';
import { recordRun } from '../../lib/jobRuns';

/** Any constant every instance shares (db/migrate.ts uses 7_331_001, invoicing 7_331_022). */
const RETENTION_LOCK_KEY = 7_331_026;
const DAY_MS = 86_400_000;

export interface RetentionPeriods {
  /** Days a closed support conversation (messages, replies, attachments) is kept after it was closed. */
  supportDays: number;
  /** Days after its last code expired that an account never verified is removed. */
  unverifiedDays: number;
  /** Days operational logs are kept after they ended (refresh tokens, codes, idempotency keys, exports). */
  logsDays: number;
}

export interface RetentionDeps {
  db: Database;
  clock: Clock;
  dataDir: string;
  periods: RetentionPeriods;
}

export interface RetentionResult {
  supportMessages: number;
  supportFiles: number;
  unverifiedAccounts: number;
  refreshTokens: number;
  idempotencyKeys: number;
  otpCodes: number;
  resetWindows: number;
  dataExports: number;
}

const count = async (db: Database, query: ReturnType<typeof sql>) => (await rows<{ id: unknown }>(db, query)).length;

/** One sweep; null when another instance holds the lock (it is sweeping now). */
export async function sweepRetention(deps: RetentionDeps): Promise<RetentionResult | null> {
  const now = deps.clock.now();
  const before = (days: number) => new Date(now.getTime() - days * DAY_MS).toISOString();
  const support = before(deps.periods.supportDays);
  const unverified = before(deps.periods.unverifiedDays);
  const logs = before(deps.periods.logsDays);
  const at = now.toISOString();

  const outcome = await deps.db.transaction(async (tx) => {
    const [lock] = await rows<{ locked: boolean }>(tx, sql`SELECT pg_try_advisory_xact_lock(${RETENTION_LOCK_KEY}) AS locked`);
    if (!lock?.locked) return null;

    // Support: the conversation goes whole (replies cascade), its files after the commit.
    const messages = await rows<{ id: number; attachment: string | null }>(
      tx,
      sql`DELETE FROM support_messages
          WHERE status = 'closed' AND closed_at IS NOT NULL AND closed_at < ${support}::timestamptz
          RETURNING id, attachment`,
    );

    // Accounts never verified, whose every code expired before the cutoff (and created before it), with nothing that
    // must outlive them: no booking, service, event, supplier statement or audit row. Erased accounts keep their row.
    const accounts = await rows<{ id: number; avatar: string | null }>(
      tx,
      sql`DELETE FROM users u
          WHERE NOT u.is_verified AND u.deleted_at IS NULL AND u.role IN ('guest', 'supplier')
            AND u.created_at < ${unverified}::timestamptz
            AND NOT EXISTS (SELECT 1 FROM otp_codes o
                            WHERE (o.user_id = u.id OR o.email = u.email) AND o.expires_at >= ${unverified}::timestamptz)
            AND NOT EXISTS (SELECT 1 FROM bookings b WHERE b.user_id = u.id)
            AND NOT EXISTS (SELECT 1 FROM services s WHERE s.user_id = u.id)
            AND NOT EXISTS (SELECT 1 FROM events e WHERE e.user_id = u.id)
            AND NOT EXISTS (SELECT 1 FROM supplier_statements st WHERE st.supplier_id = u.id)
            AND NOT EXISTS (SELECT 1 FROM audit_log a WHERE a.actor_id = u.id)
          RETURNING u.id, u.avatar`,
    );

    const refreshTokens = await count(
      tx,
      sql`DELETE FROM refresh_tokens
          WHERE expires_at < ${logs}::timestamptz OR (revoked_at IS NOT NULL AND revoked_at < ${logs}::timestamptz)
          RETURNING id`,
    );
    const idempotencyKeys = await count(
      tx,
      sql`DELETE FROM idempotency_keys WHERE created_at < ${logs}::timestamptz RETURNING user_id AS id`,
    );
    const otpCodes = await count(
      tx,
      sql`DELETE FROM otp_codes
          WHERE (consumed_at IS NOT NULL AND consumed_at < ${logs}::timestamptz) OR expires_at < ${logs}::timestamptz
          RETURNING id`,
    );
    const resetWindows = await count(
      tx,
      sql`DELETE FROM password_reset_windows WHERE expires_at < ${logs}::timestamptz RETURNING user_id AS id`,
    );
    // An expired export's ZIP holds the whole person: its file goes at once, the row (a log of the request) later.
    const expiredFiles = await rows<{ id: number; file: string }>(
      tx,
      sql`WITH gone AS (SELECT id, file FROM data_exports WHERE expires_at <= ${at}::timestamptz AND file IS NOT NULL FOR UPDATE)
          UPDATE data_exports d SET file = NULL FROM gone WHERE d.id = gone.id
          RETURNING d.id, gone.file`,
    );
    const dataExports = await count(tx, sql`DELETE FROM data_exports WHERE expires_at < ${logs}::timestamptz RETURNING id`);
    return { messages, accounts, refreshTokens, idempotencyKeys, otpCodes, resetWindows, expiredFiles, dataExports };
  });
  if (!outcome) return null;

  const files = [
    ...outcome.messages.flatMap((row) => (row.attachment ? [path.join(supportFilesDir(deps.dataDir), path.basename(row.attachment))] : [])),
    ...outcome.accounts.flatMap((row) =>
      row.avatar?.startsWith('/uploads/') ? [path.join(deps.dataDir, row.avatar.replace(/^\/+/, ''))] : [],
    ),
    ...outcome.expiredFiles.map((row) => path.join(exportsDir(deps.dataDir), path.basename(row.file))),
  ];
  const removed = await Promise.all(
    files.map((file) =>
      unlink(file).then(
        () => true,
        () => false,
      ),
    ),
  );
  return {
    supportMessages: outcome.messages.length,
    supportFiles: removed.slice(0, outcome.messages.filter((row) => row.attachment).length).filter(Boolean).length,
    unverifiedAccounts: outcome.accounts.length,
    refreshTokens: outcome.refreshTokens,
    idempotencyKeys: outcome.idempotencyKeys,
    otpCodes: outcome.otpCodes,
    resetWindows: outcome.resetWindows,
    dataExports: outcome.dataExports,
  };
}

/** The sweep every `intervalMinutes` (main.ts starts it); a sweep still running makes the next tick wait. */
export function startRetentionJob(
  deps: RetentionDeps,
  intervalMinutes: number,
  log: { info(o: object, m: string): void; error(o: object, m: string): void },
) {
  let running = false;
  const tick = () => {
    if (running) return;
    running = true;
    recordRun('retention', sweepRetention(deps))
      .then((result) => {
        if (result && Object.values(result).some(Boolean)) log.info(result, 'retention sweep');
      })
      .catch((error: unknown) => log.error({ err: error }, 'retention sweep failed'))
      .finally(() => {
        running = false;
      });
  };
  const timer = setInterval(tick, intervalMinutes * 60_000);
  timer.unref();
  tick();
  return { stop: () => clearInterval(timer) };
}
