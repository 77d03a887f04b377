import { and, count, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { auditLog, users } from '../../db/schema';
import { windowOf } from '../../lib/pagination';
import type { Language } from '../../../shared/constants';

export interface AuditFilter {
  actorId?: number;
  area?: string;
  /** Instants bounding the chosen days in the resort's zone. */
  since?: Date;
  until?: Date;
}

/** A text field of the entry's snapshot (after, else before), in either spelling the areas write (dateFrom, date_from). */
const snapshot = (...keys: string[]) =>
  sql.join(
    keys.flatMap((key) => [sql`nullif(${auditLog.after}->>${key}, '')`, sql`nullif(${auditLog.before}->>${key}, '')`]),
    sql`, `,
  );
const numericId = sql`CASE WHEN ${auditLog.entityId} ~ '^[0-9]{1,9}$' THEN ${auditLog.entityId}::int END`;

/**
 * What a staff member calls the thing an entry is about: a booking's code, a person's or company's name, a title
 * in the reader's language (from the entry's own snapshot, so a deleted thing keeps its name), a price range's hut.
 */
function subjectName(lang: Language): SQL<string | null> {
  const title =
    lang === 'ar'
      ? snapshot('title_ar', 'titleAr', 'title', 'name', 'code', 'question_ar', 'question')
      : snapshot('title', 'name', 'code', 'question', 'title_ar', 'titleAr');
  const hutTitle = lang === 'ar' ? sql`coalesce(nullif(h.title_ar, ''), h.title)` : sql`coalesce(nullif(h.title, ''), h.title_ar)`;
  return sql<string | null>`CASE ${auditLog.entityType}
    WHEN 'booking' THEN (SELECT b.code FROM bookings b WHERE b.id = ${numericId})
    WHEN 'user' THEN (SELECT coalesce(nullif(u.company_name, ''), nullif(u.full_name, ''), u.email) FROM users u WHERE u.id = ${numericId})
    WHEN 'support_message' THEN (SELECT coalesce(nullif(m.full_name, ''), m.email) FROM support_messages m WHERE m.id = ${numericId})
    WHEN 'hut' THEN coalesce(${title}, (SELECT ${hutTitle} FROM huts h WHERE h.id = ${numericId}))
    WHEN 'price_range' THEN (SELECT ${hutTitle} FROM huts h WHERE h.id::text = coalesce(${snapshot('hutId', 'hut_id')}))
    WHEN 'closed_nights' THEN (SELECT ${hutTitle} FROM huts h WHERE h.id::text = coalesce(${snapshot('hutId', 'hut_id')}))
    ELSE coalesce(${title}) END`;
}

/** The screen that shows an entry's subject when it is not the subject's own (a price range: its hut's prices). */
const parentId = sql<
  string | null
>`coalesce(${snapshot('hutId', 'hut_id', 'eventId', 'event_id', 'serviceId', 'service_id', 'ownerId', 'owner_id')})`;

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
    async page(filter: AuditFilter, page: number, size: number, lang: Language) {
      const [{ total }] = await db.select({ total: count() }).from(auditLog).where(where(filter));
      const rows = await db
        .select({ entry: auditLog, actorName: users.fullName, actorEmail: users.email, subjectName: subjectName(lang), parentId })
        .from(auditLog)
        .leftJoin(users, eq(users.id, auditLog.actorId))
        .where(where(filter))
        .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
        .limit(windowOf(page, size).limit)
        .offset(windowOf(page, size).offset);
      const results = rows.map(({ entry, actorName, actorEmail, subjectName: name, parentId: parent }) => ({
        id: entry.id,
        actor: entry.actorId === null ? null : { id: entry.actorId, full_name: actorName ?? '', email: actorEmail ?? '' },
        area: entry.area,
        action: entry.action,
        entity_type: entry.entityType,
        entity_id: entry.entityId,
        subject: { name, parent_id: parent !== null && /^\d{1,9}$/.test(parent) ? Number(parent) : null },
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
