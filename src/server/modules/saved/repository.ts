import { and, count, eq, sql, type SQL } from 'drizzle-orm';
import type { SavedItem, SavedKind, SavedRef } from '../../../shared/schemas/saved';
import type { Database } from '../../db/client';
import { savedItems } from '../../db/schema';
import { live, rows } from '../../db/sql';

const columnOf = { hut: savedItems.hutId, event: savedItems.eventId, service: savedItems.serviceId } as const;
const valuesOf = (kind: SavedKind, id: number) => ({ hut: { hutId: id }, event: { eventId: id }, service: { serviceId: id } })[kind];

/**
 * What a guest may see and save: the public pages' own rule (live: active and not deleted; a service also
 * needs its supplier's account active). One SELECT of (kind, id, title, title_ar, image) per kind.
 */
const offers: Record<SavedKind, SQL> = {
  hut: sql`SELECT 'hut'::text AS kind, h.id, h.title, h.title_ar, h.main_image AS image FROM huts h WHERE ${live('h')}`,
  event: sql`SELECT 'event'::text AS kind, e.id, e.title, e.title_ar, e.image FROM events e WHERE ${live('e')}`,
  service: sql`SELECT 'service'::text AS kind, s.id, s.title, s.title_ar, s.image FROM services s JOIN users u ON u.id = s.user_id AND u.is_active WHERE ${live('s')}`,
};

/** The only SQL of saved huts, events and services (issue 26 §3). */
export function createSavedRepository(db: Database) {
  return {
    /** The guest's saved items still on offer, newest first; a hidden one stays saved and comes back when shown again. */
    async list(userId: number): Promise<SavedItem[]> {
      const found = await rows<Omit<SavedItem, 'saved_at'> & { saved_at: Date | string }>(
        db,
        sql`SELECT o.kind, o.id, o.title, o.title_ar, o.image, s.created_at AS saved_at
          FROM saved_items s
          JOIN (${offers.hut} UNION ALL ${offers.event} UNION ALL ${offers.service}) o
            ON o.id = coalesce(s.hut_id, s.event_id, s.service_id)
           AND o.kind = CASE WHEN s.hut_id IS NOT NULL THEN 'hut' WHEN s.event_id IS NOT NULL THEN 'event' ELSE 'service' END
          WHERE s.user_id = ${userId}::int
          ORDER BY s.created_at DESC, s.id DESC`,
      );
      return found.map((row) => ({ ...row, saved_at: new Date(row.saved_at).toISOString() }));
    },

    /** The items of `refs` a guest may see (the others are unknown or hidden). */
    async onOffer(refs: readonly SavedRef[]): Promise<SavedRef[]> {
      const found: SavedRef[] = [];
      for (const kind of ['hut', 'event', 'service'] as const) {
        const ids = refs.filter((ref) => ref.kind === kind).map((ref) => ref.id);
        if (ids.length === 0) continue;
        const hits = await rows<{ id: number }>(
          db,
          sql`SELECT o.id FROM (${offers[kind]}) o WHERE o.id IN (${sql.join(
            ids.map((id) => sql`${id}::int`),
            sql`, `,
          )})`,
        );
        found.push(...hits.map((hit) => ({ kind, id: hit.id })));
      }
      return found;
    },

    async countOf(userId: number): Promise<number> {
      const [row] = await db.select({ n: count() }).from(savedItems).where(eq(savedItems.userId, userId));
      return Number(row?.n ?? 0);
    },

    /** Inserts what is not saved yet (a partial unique index per kind makes a repeat a no-op); how many were new. */
    async insert(userId: number, refs: readonly SavedRef[], now: Date): Promise<number> {
      if (refs.length === 0) return 0;
      const inserted = await db
        .insert(savedItems)
        .values(refs.map((ref) => ({ userId, ...valuesOf(ref.kind, ref.id), createdAt: now })))
        .onConflictDoNothing()
        .returning({ id: savedItems.id });
      return inserted.length;
    },

    async remove(userId: number, kind: SavedKind, id: number): Promise<boolean> {
      const removed = await db
        .delete(savedItems)
        .where(and(eq(savedItems.userId, userId), eq(columnOf[kind], id)))
        .returning({ id: savedItems.id });
      return removed.length > 0;
    },
  };
}

export type SavedRepository = ReturnType<typeof createSavedRepository>;
