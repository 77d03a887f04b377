import { and, count, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { auditLog, users } from '../../db/schema';
import { windowOf } from '../../lib/pagination';

export interface AuditFilter {
  actorId?: number;
  area?: string;
  /** Instants bounding the chosen days in the resort's zone. */
  since?: Date;
  until?: Date;
}

/** Reads of the audit log; rows are written only through lib/audit.ts, inside each write's transaction. */
export function createAuditRepository(db: Database) {
  const where = (filter: AuditFilter): SQL | undefined => {
    const parts: SQL[] = [];
    if (filter.actorId !== undefined) parts.push(eq(auditLog.actorId, filter.actorId));
    if (filter.area !== undefined) parts.push(eq(auditLog.area, filter.area));
    if (filter.since) parts.push(gte(auditLog.createdAt, filter.since));
    if (filter.until) parts.push(lt(auditLog.createdAt, filter.until));
    return parts.length ? and(...parts) : undefined;
  };

  return {
    async page(filter: AuditFilter, page: number, size: number) {
      const [{ total }] = await db.select({ total: count() }).from(auditLog).where(where(filter));
      const rows = await db
        .select({ entry: auditLog, actorName: users.fullName, actorEmail: users.email })
        .from(auditLog)
        .leftJoin(users, eq(users.id, auditLog.actorId))
        .where(where(filter))
        .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
        .limit(windowOf(page, size).limit)
        .offset(windowOf(page, size).offset);
      const results = rows.map(({ entry, actorName, actorEmail }) => ({
        id: entry.id,
        actor: entry.actorId === null ? null : { id: entry.actorId, full_name: actorName ?? '', email: actorEmail ?? '' },
        area: entry.area,
        action: entry.action,
        entity_type: entry.entityType,
        entity_id: entry.entityId,
        before: entry.before,
        after: entry.after,
        created_at: entry.createdAt.toISOString(),
      }));
      return { total: Number(total), results };
    },

    /** Everyone who has written something, for the screen's "by user" filter. */
    actors: () =>
      db
        .selectDistinct({ id: users.id, full_name: users.fullName, email: users.email })
        .from(auditLog)
        .innerJoin(users, eq(users.id, auditLog.actorId))
        .orderBy(users.fullName, users.id)
        .where(sql`true`),
  };
}
