import { Type, type Static } from '@sinclair/typebox';
import { Id, Nullable } from '../common';

/** GET /api/dashboard/backup/status/: the scheduled backups as the back office shows them (issue 28 §1). */
export const BackupStatus = Type.Object({
  /** BACKUP_EVERY_HOURS and BACKUP_DIR are set. */
  enabled: Type.Boolean(),
  /** 0 when off. */
  every_hours: Type.Integer({ minimum: 0 }),
  /** Archives kept in BACKUP_DIR (BACKUP_KEEP). */
  keep: Type.Integer({ minimum: 1 }),
  last_success: Nullable(
    Type.Object({
      id: Id,
      started_at: Type.String({ format: 'date-time' }),
      finished_at: Type.String({ format: 'date-time' }),
      bytes: Type.Integer({ minimum: 0 }),
    }),
  ),
  /** The latest run, whatever became of it. */
  last_run: Nullable(
    Type.Object({
      id: Id,
      status: Type.Union([Type.Literal('running'), Type.Literal('succeeded'), Type.Literal('failed')]),
      started_at: Type.String({ format: 'date-time' }),
      finished_at: Nullable(Type.String({ format: 'date-time' })),
    }),
  ),
  /** The last success (or, with none, the first try) is older than stale_after_hours: staff are alerted. */
  stale: Type.Boolean(),
  stale_after_hours: Type.Integer({ minimum: 0 }),
});
export type BackupStatus = Static<typeof BackupStatus>;
