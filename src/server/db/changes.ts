import { sql } from 'drizzle-orm';
import type { Database, DatabaseHandle } from './client';

/** The NOTIFY channel every data change is announced on (see docs/architecture.md, "Public read cache"). */
export const CHANGE_CHANNEL = 'ken_data_changed';

/**
 * Tables whose rows no public read shows: writing them must not empty the cache (sign-in codes and tokens are
 * written on every sign-in, payments on every checkout; a paid booking changes `bookings`, which is watched).
 * Every other table is watched, including tables other modules add later: safe by default.
 */
const UNWATCHED = [
  'otp_codes',
  'password_reset_windows',
  'refresh_tokens',
  'support_messages',
  'gateway_notifications',
  'payment_transactions',
  'audit_log',
  // Tax documents and their reporting outbox: written on every payment and every reporting pass, shown by no public read.
  'tax_document_chain',
  'tax_documents',
  'zatca_reports',
  'zatca_report_attempts',
  'staff_alerts',
  // Back-office notifications and their read marks (migration 0049): shown by no public read.
  'staff_notifications',
  'staff_notification_reads',
  'staff_notification_cursors',
  // Calendar sync: an import's lease and last read, and its log, change on every read (every ICAL_SYNC_MINUTES per
  // calendar); only hut_channel_blocks, which is watched, changes what guests see.
  'hut_channels',
  'hut_channel_syncs',
  'hut_ical_exports',
  // The back office's per-day figures (migration 0064), rewritten by triggers on every sold booking and its payments.
  'figures_days',
];

/**
 * A statement-level trigger on every watched table sends one NOTIFY per changing transaction (PostgreSQL folds
 * identical notifications of one transaction into one, and delivers them only at commit). Installed at every
 * start, under the migrations' lock, so a table added by any later migration is covered without its author
 * doing anything; writers never have to remember to invalidate.
 */
const FUNCTION_BODY = `
    BEGIN
      PERFORM pg_notify('${CHANGE_CHANNEL}', '');
      RETURN NULL;
    END `;

const UNWATCHED_SQL = `ARRAY[${UNWATCHED.map((name) => `'${name}'`).join(', ')}]`;
const TABLES_WITHOUT_TRIGGER = `
  SELECT c.relname FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
  WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p') AND c.relname <> ALL (${UNWATCHED_SQL})
    AND NOT EXISTS (SELECT 1 FROM pg_trigger g WHERE g.tgrelid = c.oid AND g.tgname = 'ken_data_changed')`;

export async function installChangeTriggers(db: Database): Promise<void> {
  // Most starts find everything in place: one cheap read instead of DDL (which costs PGlite ~0.3 s at start).
  const found = await db.execute(
    sql.raw(`
    SELECT (SELECT prosrc FROM pg_proc WHERE proname = 'ken_notify_data_changed') AS body,
           (SELECT count(*)::int FROM (${TABLES_WITHOUT_TRIGGER}) missing) AS missing`),
  );
  const [state] = (found as unknown as { rows: { body: string | null; missing: number }[] }).rows;
  if (state.body === FUNCTION_BODY && state.missing === 0) return;
  await db.execute(
    sql.raw(`CREATE OR REPLACE FUNCTION ken_notify_data_changed() RETURNS trigger LANGUAGE plpgsql AS $$${FUNCTION_BODY}$$`),
  );
  await db.execute(
    sql.raw(`
    DO $$
    DECLARE t record;
    BEGIN
      FOR t IN ${TABLES_WITHOUT_TRIGGER}
      LOOP
        EXECUTE format('CREATE TRIGGER ken_data_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON public.%I
                        FOR EACH STATEMENT EXECUTE FUNCTION ken_notify_data_changed()', t.relname);
      END LOOP;
    END $$`),
  );
}

/** A number that moves on every committed change, by any instance or tool; `live` false = do not trust it. */
export interface ChangeFeed {
  readonly version: number;
  readonly live: boolean;
}

export async function watchChanges(handle: DatabaseHandle): Promise<ChangeFeed> {
  const feed = { version: 0, live: false };
  await handle.listen(CHANGE_CHANNEL, {
    onNotify: () => void (feed.version += 1),
    // Going down or coming back: whatever was derived before may be stale, so move the version too.
    onLive: (live) => {
      feed.live = live;
      feed.version += 1;
    },
  });
  return feed;
}
