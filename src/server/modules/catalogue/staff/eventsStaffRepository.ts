import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { EventInput, EventSessionInput, StaffEvent, StaffEventQuery, StaffEventRow } from '../../../../shared/schemas/dashboard/events';
import type { Database } from '../../../db/client';
import { eventDates, eventImages, eventIncludes, eventNotes, events } from '../../../db/schema';
import { picturesJson } from '../sql';
import { rows, type Window } from '../../../db/sql';
import { takenBy } from '../../../db/bookingStatus';
import { escapeLike, ownedBy, statusCondition } from './listing';

export const eventColumns = (input: Omit<EventInput, 'includes' | 'notes'>) => ({
  title: input.title, titleAr: input.title_ar, description: input.description, descriptionAr: input.description_ar,
  location: input.location, locationAr: input.location_ar, hutId: input.hut_id, userId: input.supplier_id, isActive: input.is_active,
});
export const eventSessionColumns = (input: EventSessionInput) => ({
  date: input.date, price: input.price, capacity: input.capacity, minPurchasableQuantity: input.min_purchasable_quantity, maxPurchasableQuantity: input.max_purchasable_quantity,
});

/** What guests would miss on this event (alias `e`): a picture, a dated session with its price. */
const missing = sql`array_remove(ARRAY[CASE WHEN e.image IS NULL THEN 'picture' END,
  CASE WHEN NOT EXISTS (SELECT 1 FROM event_dates d WHERE d.event_id = e.id) THEN 'price' END], NULL) AS missing`;

/** Events and their sessions as staff see them (soft-deleted events are gone for staff too). */
export function createEventsStaffRepository(db: Database) {
  return {
    /** `ownerId`: a supplier's own rows only. */
    async list(query: StaffEventQuery, today: string, window: Window, ownerId?: number) {
      const conditions: SQL[] = [sql`e.deleted_at IS NULL`, statusCondition('e', query.status), ownedBy('e', ownerId)];
      if (query.search?.trim()) {
        const pattern = `%${escapeLike(query.search.trim())}%`;
        conditions.push(sql`(e.title ILIKE ${pattern} OR e.title_ar ILIKE ${pattern})`);
      }
      const where = sql.join(conditions, sql` AND `);
      const found = await rows<StaffEventRow & { total_count: number }>(
        db,
        sql`SELECT e.id, e.title, e.title_ar, e.image, e.is_active, e.version, ${missing},
            (SELECT to_char(min(d.date), 'YYYY-MM-DD') FROM event_dates d WHERE d.event_id = e.id AND d.date >= ${today}::date) AS next_date,
            (SELECT count(*)::int FROM event_dates d WHERE d.event_id = e.id) AS sessions_count, count(*) OVER ()::int AS total_count
          FROM events e WHERE ${where} ORDER BY e.id DESC LIMIT ${window.limit}::int OFFSET ${window.offset}::int`,
      );
      const count = found[0]?.total_count ?? (await rows<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM events e WHERE ${where}`))[0].n;
      return { count, results: found.map(({ total_count: _c, ...row }) => row) };
    },

    async find(id: number, now: Date, tx: Database = db, ownerId?: number): Promise<StaffEvent | null> {
      const [event] = await rows<StaffEvent>(
        tx,
        sql`SELECT e.id, e.title, e.title_ar, e.description, e.description_ar, e.image, e.location, e.location_ar, e.hut_id,
            e.user_id AS supplier_id, e.is_active, e.version, ${missing},
            (SELECT coalesce(json_agg(json_build_object('icon', i.icon, 'description', i.description, 'description_ar', i.description_ar) ORDER BY i.id), '[]'::json)
               FROM event_includes i WHERE i.event_id = e.id) AS includes,
            (SELECT coalesce(json_agg(json_build_object('description', n.description, 'description_ar', n.description_ar) ORDER BY n.id), '[]'::json)
               FROM event_notes n WHERE n.event_id = e.id) AS notes,
            (SELECT coalesce(json_agg(json_build_object('id', d.id, 'date', to_char(d.date, 'YYYY-MM-DD'), 'price', d.price::text, 'capacity', d.capacity,
                'min_purchasable_quantity', d.min_purchasable_quantity, 'max_purchasable_quantity', d.max_purchasable_quantity,
                'sold', ${takenBy('event_date_id', sql`d.id`, now)}, 'version', d.version) ORDER BY d.date, d.id), '[]'::json)
               FROM event_dates d WHERE d.event_id = e.id) AS sessions,
            ${picturesJson(eventImages, sql`e.id`)} AS images
          FROM events e WHERE e.id = ${id}::int AND e.deleted_at IS NULL AND ${ownedBy('e', ownerId)}`,
      );
      return event ?? null;
    },

    /** The picture chosen in the new-event form becomes its first picture and cover; later the pictures endpoints own the cover. */
    async insert(tx: Database, input: EventInput) {
      const [{ id }] = await tx.insert(events).values({ ...eventColumns(input), isActive: input.is_active ?? false, image: input.image }).returning({ id: events.id });
      if (input.image) await tx.insert(eventImages).values({ ownerId: id, image: input.image });
      return id;
    },

    /** Includes and notes are replaced as a whole: the form always sends the full lists. */
    async replaceLines(tx: Database, eventId: number, input: Pick<EventInput, 'includes' | 'notes'>) {
      await tx.delete(eventIncludes).where(eq(eventIncludes.eventId, eventId));
      await tx.delete(eventNotes).where(eq(eventNotes.eventId, eventId));
      if (input.includes.length > 0) await tx.insert(eventIncludes).values(input.includes.map((line) => ({ eventId, icon: line.icon, description: line.description, descriptionAr: line.description_ar })));
      if (input.notes.length > 0) await tx.insert(eventNotes).values(input.notes.map((line) => ({ eventId, description: line.description, descriptionAr: line.description_ar })));
    },

    insertSession: async (tx: Database, eventId: number, input: EventSessionInput) =>
      (await tx.insert(eventDates).values({ eventId, ...eventSessionColumns(input) }).returning())[0],

    sessionOf: async (tx: Database, eventId: number, sessionId: number) =>
      (await tx.select({ id: eventDates.id }).from(eventDates).where(and(eq(eventDates.id, sessionId), eq(eventDates.eventId, eventId)))).length > 0,

    deleteSession: async (tx: Database, sessionId: number) => (await tx.delete(eventDates).where(eq(eventDates.id, sessionId)).returning())[0],
  };
}
