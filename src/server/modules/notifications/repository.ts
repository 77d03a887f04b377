import { sql } from 'drizzle-orm';
import type { StaffNotification } from '../../../shared/schemas/dashboard/notifications';
import type { Database } from '../../db/client';

interface Row {
  id: number;
  kind: string;
  subject_type: string;
  subject_id: number;
  facts: Record<string, unknown> | string;
  created_at: string | Date;
  read: boolean;
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** The back-office path of a notification's item. */
export function linkOf(kind: string, subjectId: number): string {
  if (kind === 'support_message') return `/dashboard/support/${subjectId}`;
  if (kind === 'supplier_application') return '/dashboard/suppliers';
  return `/dashboard/bookings/${subjectId}`;
}

export function toNotification(row: Row): StaffNotification {
  return {
    id: row.id,
    kind: row.kind,
    subject_type: row.subject_type,
    subject_id: row.subject_id,
    facts: typeof row.facts === 'string' ? (JSON.parse(row.facts) as Record<string, unknown>) : row.facts,
    created_at: new Date(row.created_at).toISOString(),
    read: row.read,
    link: linkOf(row.kind, row.subject_id),
  };
}

/** Read for user `u`: at or below their cursor, or marked one by one. */
const isRead = (
  userId: number,
) => sql`(n.id <= coalesce((SELECT c.read_up_to FROM staff_notification_cursors c WHERE c.user_id = ${userId}::int), 0)
  OR EXISTS (SELECT 1 FROM staff_notification_reads r WHERE r.user_id = ${userId}::int AND r.notification_id = n.id))`;

export function createNotificationsRepository(db: Database) {
  return {
    async page(userId: number, limit: number, offset: number) {
      const [counted] = rowsOf<{ count: number }>(await db.execute(sql`SELECT count(*)::int AS count FROM staff_notifications`));
      const rows = rowsOf<Row>(
        await db.execute(sql`SELECT n.id, n.kind, n.subject_type, n.subject_id, n.facts, n.created_at, ${isRead(userId)} AS read
          FROM staff_notifications n ORDER BY n.id DESC LIMIT ${limit}::int OFFSET ${offset}::int`),
      );
      return { count: counted.count, results: rows.map(toNotification) };
    },

    async find(userId: number, id: number): Promise<StaffNotification | undefined> {
      const [row] = rowsOf<Row>(
        await db.execute(sql`SELECT n.id, n.kind, n.subject_type, n.subject_id, n.facts, n.created_at, ${isRead(userId)} AS read
          FROM staff_notifications n WHERE n.id = ${id}::int`),
      );
      return row && toNotification(row);
    },

    /** The notifications of these ids, unread for everyone (the stream adds each listener's read state). */
    async byIds(ids: number[]): Promise<StaffNotification[]> {
      if (ids.length === 0) return [];
      const rows = rowsOf<Row>(
        await db.execute(sql`SELECT n.id, n.kind, n.subject_type, n.subject_id, n.facts, n.created_at, false AS read
          FROM staff_notifications n WHERE n.id = ANY(${`{${ids.join(',')}}`}::int[]) ORDER BY n.id`),
      );
      return rows.map(toNotification);
    },

    /** Unread counts of several users in one read (the stream's listeners). */
    async unreadCounts(userIds: number[]): Promise<Map<number, number>> {
      const counts = new Map<number, number>();
      if (userIds.length === 0) return counts;
      const rows = rowsOf<{ user_id: number; unread: number }>(
        await db.execute(sql`SELECT u.id AS user_id,
            (SELECT count(*)::int FROM staff_notifications n
              WHERE n.id > coalesce((SELECT c.read_up_to FROM staff_notification_cursors c WHERE c.user_id = u.id), 0)
                AND NOT EXISTS (SELECT 1 FROM staff_notification_reads r WHERE r.user_id = u.id AND r.notification_id = n.id)) AS unread
          FROM unnest(${`{${userIds.join(',')}}`}::int[]) AS u(id)`),
      );
      for (const row of rows) counts.set(row.user_id, row.unread);
      return counts;
    },

    async markRead(userId: number, id: number, at: Date) {
      await db.execute(sql`INSERT INTO staff_notification_reads (user_id, notification_id, read_at)
        VALUES (${userId}::int, ${id}::int, ${at.toISOString()}::timestamptz) ON CONFLICT DO NOTHING`);
    },

    /** Everything up to `upTo` (or the newest now) is read; single marks below it are no longer needed. */
    async markAll(userId: number, upTo: number | undefined, at: Date) {
      await db.transaction(async (tx) => {
        await tx.execute(sql`INSERT INTO staff_notification_cursors (user_id, read_up_to, updated_at)
          VALUES (${userId}::int, coalesce(${upTo ?? null}::int, (SELECT max(id) FROM staff_notifications), 0), ${at.toISOString()}::timestamptz)
          ON CONFLICT (user_id) DO UPDATE SET read_up_to = greatest(staff_notification_cursors.read_up_to, excluded.read_up_to),
            updated_at = excluded.updated_at`);
        await tx.execute(sql`DELETE FROM staff_notification_reads r USING staff_notification_cursors c
          WHERE r.user_id = ${userId}::int AND c.user_id = r.user_id AND r.notification_id <= c.read_up_to`);
      });
    },
  };
}

export type NotificationsRepository = ReturnType<typeof createNotificationsRepository>;
