import { sql } from 'drizzle-orm';
import type { ServiceDate, ServiceDetails, ServiceSummary } from '../../../shared/schemas/catalogue';
import type { ServiceInput, ServiceSessionInput, StaffService, StaffServiceRow } from '../../../shared/schemas/dashboard/services';
import type { Database } from '../../db/client';
import { serviceDates, serviceImages, services } from '../../db/schema';
import { live, rows, type Window } from '../../db/sql';
import { takenBy } from '../../db/bookingStatus';
import { withoutCount, type Counted } from './hutsRepository';
import { hutJson, missingOf, nextAndCount, sessionsList, supplierJson, type OfferKind } from './offersRepository';
import { picturesJson } from './sql';

/** The services table as the staff code writes it (offersRepository.ts does the rest, once for events and services). */
export const SERVICES: OfferKind<ServiceInput, ServiceSessionInput, StaffService, StaffServiceRow> = {
  name: 'services',
  offers: services,
  dates: serviceDates,
  pictures: serviceImages,
  datesTable: 'service_dates',
  ticketColumn: 'service_date_id',
  columns: (input) => ({
    userId: input.supplier_id,
    hutId: input.hut_id,
    title: input.title,
    titleAr: input.title_ar,
    description: input.description,
    descriptionAr: input.description_ar,
    price: input.price,
    capacity: input.capacity,
    minPurchasableQuantity: input.min_purchasable_quantity,
    maxPurchasableQuantity: input.max_purchasable_quantity,
    isActive: input.is_active,
  }),
  sessionColumns: (input) => ({ date: input.date, price: input.price, capacity: input.capacity }),
  listFrom: sql`services o JOIN users u ON u.id = o.user_id`,
  listColumns: (
    today,
  ) => sql`o.id, o.title, o.title_ar, coalesce(nullif(u.company_name, ''), u.full_name) AS supplier_name, o.price::text AS price, o.is_active, o.version,
    ${missingOf('service')}, ${nextAndCount('service', today)}`,
  searchFor: (pattern) =>
    sql`(o.title ILIKE ${pattern} OR o.title_ar ILIKE ${pattern} OR u.company_name ILIKE ${pattern} OR u.full_name ILIKE ${pattern})`,
  recordColumns: (
    now,
  ) => sql`o.id, o.user_id AS supplier_id, o.hut_id, o.title, o.title_ar, o.description, o.description_ar, o.image, o.price::text AS price,
    o.capacity, o.min_purchasable_quantity, o.max_purchasable_quantity, o.is_active, o.version, ${missingOf('service')},
    ${sessionsList('service', sql`'sold', ${takenBy('service_date_id', sql`d.id`, now)}, `)},
    ${picturesJson(serviceImages, sql`o.id`)} AS images`,
};

/** Service alias `s` with its supplier `u`, hut `h` and next date with seats left. */
const serviceSelect = (today: string, now: Date) => sql`
  SELECT s.id, s.title, s.title_ar, s.description, s.description_ar, s.image, ${picturesJson(serviceImages, sql`s.id`)} AS images, ${supplierJson('u')} AS supplier,
    s.price::text AS price, s.capacity, s.min_purchasable_quantity, s.max_purchasable_quantity, ${hutJson} AS hut,
    (SELECT json_build_object('id', sd.id, 'date', to_char(sd.date, 'YYYY-MM-DD')) FROM service_dates sd
       WHERE sd.service_id = s.id AND sd.date >= ${today}::date AND sd.capacity > ${takenBy('service_date_id', sql`sd.id`, now)}
       ORDER BY sd.date, sd.id LIMIT 1) AS available_dates,
    count(*) OVER ()::int AS total_count
  FROM services s JOIN users u ON u.id = s.user_id AND u.is_active LEFT JOIN huts h ON h.id = s.hut_id AND ${live('h')}`;

/** The guests' reads of services and of the suppliers who offer them. */
export function createServicesRepository(db: Database) {
  return {
    async randomServices(today: string, now: Date, limit: number) {
      const found = await rows<Counted<ServiceSummary>>(
        db,
        sql`SELECT * FROM (${serviceSelect(today, now)} WHERE ${live('s')}) x
        WHERE x.available_dates IS NOT NULL ORDER BY random() LIMIT ${limit}::int`,
      );
      return found.map(withoutCount);
    },

    async serviceDetails(id: number, today: string, now: Date): Promise<ServiceDetails | null> {
      const [service] = await rows<Counted<ServiceSummary>>(db, sql`${serviceSelect(today, now)} WHERE s.id = ${id}::int AND ${live('s')}`);
      if (!service) return null;
      const [terms] = await rows<{ open: boolean; cancel_hours: number }>(
        db,
        sql`SELECT s.open_to_day_visitors AS open, s.day_visit_cancel_hours AS cancel_hours FROM services s WHERE s.id = ${id}::int`,
      );
      const dates = await rows<ServiceDate>(
        db,
        sql`SELECT * FROM (SELECT sd.id, to_char(sd.date, 'YYYY-MM-DD') AS date, coalesce(sd.price, s.price)::text AS price, sd.capacity,
              greatest(sd.capacity - ${takenBy('service_date_id', sql`sd.id`, now)}, 0) AS seats_left, sd.date AS sort_date
            FROM service_dates sd JOIN services s ON s.id = sd.service_id
            WHERE sd.service_id = ${id}::int AND sd.date >= ${today}::date) x
          WHERE x.seats_left > 0 ORDER BY x.sort_date, x.id`,
      );
      return {
        ...withoutCount(service),
        dates: dates.map(({ sort_date: _sort, ...date }: ServiceDate & { sort_date?: unknown }) => date),
        day_visit: terms,
      };
    },

    /** Approved, active suppliers in a stable order, one per page. */
    async supplier(offset: number) {
      const [found] = await rows<{
        id: number;
        full_name: string;
        full_name_ar: string;
        company_name: string;
        company_name_ar: string;
        email: string;
        avatar: string | null;
        phone: string;
        address: string;
        total_count: number;
      }>(
        db,
        sql`SELECT u.id, u.full_name, u.full_name_ar, u.company_name, u.company_name_ar, u.email, u.avatar, u.phone, u.address, count(*) OVER ()::int AS total_count
          FROM users u WHERE u.role = 'supplier' AND u.supplier_status = 'approved' AND u.is_active
          ORDER BY u.id LIMIT 1 OFFSET ${offset}::int`,
      );
      return found ?? null;
    },

    async countSuppliers() {
      const [row] = await rows<{ n: number }>(
        db,
        sql`SELECT count(*)::int AS n FROM users u WHERE u.role = 'supplier' AND u.supplier_status = 'approved' AND u.is_active`,
      );
      return row.n;
    },

    async servicesOf(supplierId: number, today: string, now: Date, window: Window) {
      const found = await rows<Counted<ServiceSummary>>(
        db,
        sql`${serviceSelect(today, now)} WHERE s.user_id = ${supplierId}::int AND ${live('s')} ORDER BY s.id LIMIT ${window.limit}::int OFFSET ${window.offset}::int`,
      );
      if (found.length > 0 || window.offset === 0) return { count: found[0]?.total_count ?? 0, results: found.map(withoutCount) };
      const [{ n }] = await rows<{ n: number }>(
        db,
        sql`SELECT count(*)::int AS n FROM services s JOIN users u ON u.id = s.user_id AND u.is_active WHERE s.user_id = ${supplierId}::int AND ${live('s')}`,
      );
      return { count: n, results: [] };
    },
  };
}

export type ServicesRepository = ReturnType<typeof createServicesRepository>;
