import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { ServiceInput, ServiceSessionInput, StaffService, StaffServiceQuery, StaffServiceRow } from '../../../../shared/schemas/dashboard/services';
import type { Database } from '../../../db/client';
import { serviceDates, serviceImages, services } from '../../../db/schema';
import { picturesJson } from '../sql';
import { rows, type Window } from '../../../db/sql';
import { takenBy } from '../../../db/bookingStatus';
import { escapeLike, ownedBy, statusCondition } from './listing';

export const serviceColumns = (input: ServiceInput) => ({
  userId: input.supplier_id, hutId: input.hut_id, title: input.title, titleAr: input.title_ar, description: input.description, descriptionAr: input.description_ar,
  price: input.price, capacity: input.capacity, minPurchasableQuantity: input.min_purchasable_quantity,
  maxPurchasableQuantity: input.max_purchasable_quantity, isActive: input.is_active,
});
export const serviceSessionColumns = (input: ServiceSessionInput) => ({ date: input.date, price: input.price, capacity: input.capacity });

/** What guests would miss on this service (alias `s`): a picture (its price is always set). */
const missing = sql`array_remove(ARRAY[CASE WHEN s.image IS NULL THEN 'picture' END], NULL) AS missing`;

/** Services and their sessions as staff see them. */
export function createServicesStaffRepository(db: Database) {
  return {
    /** `ownerId`: a supplier's own rows only. */
    async list(query: StaffServiceQuery, today: string, window: Window, ownerId?: number) {
      const conditions: SQL[] = [sql`s.deleted_at IS NULL`, statusCondition('s', query.status), ownedBy('s', ownerId)];
      if (query.search?.trim()) {
        const pattern = `%${escapeLike(query.search.trim())}%`;
        conditions.push(sql`(s.title ILIKE ${pattern} OR s.title_ar ILIKE ${pattern} OR u.company_name ILIKE ${pattern} OR u.full_name ILIKE ${pattern})`);
      }
      const where = sql.join(conditions, sql` AND `);
      const found = await rows<StaffServiceRow & { total_count: number }>(
        db,
        sql`SELECT s.id, s.title, s.title_ar, coalesce(nullif(u.company_name, ''), u.full_name) AS supplier_name, s.price::text AS price, s.is_active, s.version, ${missing},
            (SELECT to_char(min(d.date), 'YYYY-MM-DD') FROM service_dates d WHERE d.service_id = s.id AND d.date >= ${today}::date) AS next_date,
            (SELECT count(*)::int FROM service_dates d WHERE d.service_id = s.id) AS sessions_count, count(*) OVER ()::int AS total_count
          FROM services s JOIN users u ON u.id = s.user_id WHERE ${where} ORDER BY s.id DESC LIMIT ${window.limit}::int OFFSET ${window.offset}::int`,
      );
      const count = found[0]?.total_count ?? (await rows<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM services s JOIN users u ON u.id = s.user_id WHERE ${where}`))[0].n;
      return { count, results: found.map(({ total_count: _c, ...row }) => row) };
    },

    async find(id: number, now: Date, tx: Database = db, ownerId?: number): Promise<StaffService | null> {
      const [service] = await rows<StaffService>(
        tx,
        sql`SELECT s.id, s.user_id AS supplier_id, s.hut_id, s.title, s.title_ar, s.description, s.description_ar, s.image, s.price::text AS price,
            s.capacity, s.min_purchasable_quantity, s.max_purchasable_quantity, s.is_active, s.version, ${missing},
            (SELECT coalesce(json_agg(json_build_object('id', d.id, 'date', to_char(d.date, 'YYYY-MM-DD'), 'price', d.price::text, 'capacity', d.capacity,
                'sold', ${takenBy('service_date_id', sql`d.id`, now)}, 'version', d.version) ORDER BY d.date, d.id), '[]'::json)
               FROM service_dates d WHERE d.service_id = s.id) AS sessions,
            ${picturesJson(serviceImages, sql`s.id`)} AS images
          FROM services s WHERE s.id = ${id}::int AND s.deleted_at IS NULL AND ${ownedBy('s', ownerId)}`,
      );
      return service ?? null;
    },

    /** The picture chosen in the new-service form becomes its first picture and cover; later the pictures endpoints own the cover. */
    async insert(tx: Database, input: ServiceInput) {
      const [{ id }] = await tx.insert(services).values({ ...serviceColumns(input), isActive: input.is_active ?? false, image: input.image }).returning({ id: services.id });
      if (input.image) await tx.insert(serviceImages).values({ ownerId: id, image: input.image });
      return id;
    },

    insertSession: async (tx: Database, serviceId: number, input: ServiceSessionInput) =>
      (await tx.insert(serviceDates).values({ serviceId, ...serviceSessionColumns(input) }).returning())[0],

    sessionOf: async (tx: Database, serviceId: number, sessionId: number) =>
      (await tx.select({ id: serviceDates.id }).from(serviceDates).where(and(eq(serviceDates.id, sessionId), eq(serviceDates.serviceId, serviceId)))).length > 0,

    deleteSession: async (tx: Database, sessionId: number) => (await tx.delete(serviceDates).where(eq(serviceDates.id, sessionId)).returning())[0],
  };
}
