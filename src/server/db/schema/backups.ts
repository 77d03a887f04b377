import { bigint, index, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';

/** One run of the scheduled backups (migration 0047; modules/backup/scheduled.ts). */
export const backupRuns = pgTable(
  'backup_runs',
  {
    id: serial('id').primaryKey(),
    /** running (under its lease), succeeded, failed. */
    status: varchar('status', { length: 10 }).$type<'running' | 'succeeded' | 'failed'>().notNull(),
    /** The instance that took it (host and pid). */
    instance: varchar('instance', { length: 120 }).notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    /** While running: past this time another instance takes over (the first one died). */
    leaseUntil: timestamp('lease_until', { withTimezone: true }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    file: text('file'),
    bytes: bigint('bytes', { mode: 'number' }),
    error: text('error'),
  },
  (table) => [
    index('backup_runs_started').on(table.startedAt.desc()),
    index('backup_runs_succeeded')
      .on(table.finishedAt.desc())
      .where(sql`${table.status} = 'succeeded'`),
  ],
);
export type BackupRunRow = typeof backupRuns.$inferSelect;
// `integer` kept imported for symmetry with other schema files is not needed.
