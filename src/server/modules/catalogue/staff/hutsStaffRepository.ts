import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { HutInput, StaffHut, StaffHutQuery, StaffHutRow } from '../../../../shared/schemas/dashboard/huts';
import type { Database } from '../../../db/client';
import { hutActivities, hutFeatures, hutImages, huts } from '../../../db/schema';
import { picturesJson } from '../sql';
import { rows, titleFor, type Window } from '../../../db/sql';
import { escapeLike, statusCondition } from './listing';

/** Sorting by name means the name the reader sees: Arabic names on the Arabic screen. */
const order = (lang: 'en' | 'ar'): Record<NonNullable<StaffHutQuery['sort']>, SQL> => ({
  title: sql`${titleFor('h', lang)}, h.id`,
  '-title': sql`${titleFor('h', lang)} DESC, h.id DESC`,
  created: sql`h.created_at, h.id`,
  '-created': sql`h.created_at DESC, h.id DESC`,
  capacity: sql`h.max_persons_num, h.id`,
  '-capacity': sql`h.max_persons_num DESC, h.id DESC`,
});

const bookingsCount = sql`(SELECT count(*)::int FROM bookings b WHERE b.hut_id = h.id)`;
/** What guests would miss on this hut (alias `h`): a main picture, a price range. */
const missing = sql`array_remove(ARRAY[CASE WHEN h.main_image IS NULL THEN 'picture' END,
  CASE WHEN NOT EXISTS (SELECT 1 FROM hut_price_ranges r WHERE r.hut_id = h.id) THEN 'price' END], NULL) AS missing`;

/** The hut's columns as the staff API names them (drizzle row → wire). */
export const hutColumns = (input: HutInput) => ({
  title: input.title,
  titleAr: input.title_ar,
  description: input.description,
  descriptionAr: input.description_ar,
  size: input.size,
  maxPersonsNum: input.max_persons_num,
  maxKidsNum: input.max_kids_num,
  bedroomsNum: input.bedrooms_num,
  bathroomsNum: input.bathrooms_num,
  checkIn: input.check_in,
  checkOut: input.check_out,
  latitude: input.latitude === null ? null : String(input.latitude),
  longitude: input.longitude === null ? null : String(input.longitude),
  address: input.address,
  addressAr: input.address_ar,
  isActive: input.is_active,
});

/** Staff reads and the child rows of a hut; writes of the hut row itself go through updateVersioned. */
export function createHutsStaffRepository(db: Database) {
  return {
    async list(query: StaffHutQuery, window: Window, lang: 'en' | 'ar') {
      const conditions: SQL[] = [sql`h.deleted_at IS NULL`, statusCondition('h', query.status)];
      if (query.search?.trim()) {
        const pattern = `%${escapeLike(query.search.trim())}%`;
        conditions.push(sql`(h.title ILIKE ${pattern} OR h.title_ar ILIKE ${pattern})`);
      }
      const where = sql.join(conditions, sql` AND `);
      const found = await rows<StaffHutRow & { total_count: number }>(
        db,
        sql`SELECT h.id, h.title, h.title_ar, h.size::text AS size, h.max_persons_num::int AS max_persons_num, h.main_image, h.is_active,
            ${bookingsCount} AS bookings_count, ${missing}, h.version, to_char(h.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at,
            count(*) OVER ()::int AS total_count
          FROM huts h WHERE ${where} ORDER BY ${order(lang)[query.sort ?? 'title']} LIMIT ${window.limit}::int OFFSET ${window.offset}::int`,
      );
      if (found.length > 0 || window.offset === 0) return { count: found[0]?.total_count ?? 0, results: found.map(({ total_count: _c, ...row }) => row) };
      const [{ n }] = await rows<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM huts h WHERE ${where}`);
      return { count: n, results: [] };
    },

    /** Every editable field of a hut that is not deleted, or null. */
    async find(id: number, tx: Database = db): Promise<StaffHut | null> {
      const [hut] = await rows<StaffHut>(
        tx,
        sql`SELECT h.id, h.title, h.title_ar, h.description, h.description_ar, h.size::text AS size,
            h.max_persons_num::int AS max_persons_num, h.max_kids_num::int AS max_kids_num, h.bedrooms_num::int AS bedrooms_num,
            h.bathrooms_num::int AS bathrooms_num, to_char(h.check_in, 'HH24:MI') AS check_in, to_char(h.check_out, 'HH24:MI') AS check_out,
            h.latitude::float8 AS latitude, h.longitude::float8 AS longitude, h.address, h.address_ar, h.is_active, h.main_image, h.version,
            ${bookingsCount} AS bookings_count, ${missing},
            (SELECT coalesce(json_agg(json_build_object('icon', f.icon, 'description', f.description, 'description_ar', f.description_ar) ORDER BY f.sort_order, f.id), '[]'::json)
               FROM hut_features f WHERE f.hut_id = h.id AND NOT f.is_extra) AS main_services,
            (SELECT coalesce(json_agg(json_build_object('icon', f.icon, 'description', f.description, 'description_ar', f.description_ar) ORDER BY f.sort_order, f.id), '[]'::json)
               FROM hut_features f WHERE f.hut_id = h.id AND f.is_extra) AS extra_services,
            (SELECT coalesce(json_agg(json_build_object('description', a.description, 'description_ar', a.description_ar) ORDER BY a.sort_order, a.id), '[]'::json)
               FROM hut_activities a WHERE a.hut_id = h.id) AS activities,
            ${picturesJson(hutImages, sql`h.id`)} AS images
          FROM huts h WHERE h.id = ${id}::int AND h.deleted_at IS NULL`,
      );
      return hut ?? null;
    },

    async insert(tx: Database, input: HutInput) {
      const [{ id }] = await tx.insert(huts).values({ ...hutColumns(input), isActive: input.is_active ?? false }).returning({ id: huts.id });
      return id;
    },

    /** Services and activities are replaced as a whole: the form always sends the full lists. */
    async replaceChildren(tx: Database, hutId: number, input: Pick<HutInput, 'main_services' | 'extra_services' | 'activities'>) {
      await tx.delete(hutFeatures).where(eq(hutFeatures.hutId, hutId));
      await tx.delete(hutActivities).where(eq(hutActivities.hutId, hutId));
      const features = [
        ...input.main_services.map((feature, index) => ({ ...feature, isExtra: false, sortOrder: index })),
        ...input.extra_services.map((feature, index) => ({ ...feature, isExtra: true, sortOrder: index })),
      ].map(({ description_ar, ...feature }) => ({ ...feature, descriptionAr: description_ar, hutId }));
      if (features.length > 0) await tx.insert(hutFeatures).values(features);
      if (input.activities.length > 0) {
        await tx.insert(hutActivities).values(input.activities.map((activity, index) => ({ hutId, description: activity.description, descriptionAr: activity.description_ar, sortOrder: index })));
      }
    },

    /** Locks the hut row (not deleted) so image and price writes of one hut apply one at a time. */
    async lock(tx: Database, id: number) {
      const [hut] = await tx.select({ id: huts.id, mainImage: huts.mainImage }).from(huts).where(and(eq(huts.id, id), sql`${huts.deletedAt} IS NULL`)).for('update');
      return hut ?? null;
    },

    async bookingsOf(tx: Database, id: number) {
      const [{ n }] = await rows<{ n: number }>(tx, sql`SELECT count(*)::int AS n FROM bookings WHERE hut_id = ${id}::int`);
      return n;
    },

    softDelete: (tx: Database, hutId: number, at: Date) => tx.update(huts).set({ deletedAt: at, isActive: false }).where(eq(huts.id, hutId)),

  };
}

export type HutsStaffRepository = ReturnType<typeof createHutsStaffRepository>;
