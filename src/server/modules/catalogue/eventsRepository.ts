import { sql, type SQL } from 'drizzle-orm';
import type { EventDate, EventDetails, EventSummary, ServiceDate, ServiceDetails, ServiceSummary } from '../../../shared/schemas/catalogue';
import type { Database } from '../../db/client';
import { withoutCount } from './hutsRepository';
import { eventImages, serviceImages } from '../../db/schema';
import { live, rows, type Window } from '../../db/sql';
import { picturesJson } from './sql';
import { takenBy } from '../../db/bookingStatus';

type Counted<T> = T & { total_count: number };

const supplierJson = (alias: string) =>
  sql`CASE WHEN ${sql.raw(alias)}.id IS NULL THEN NULL ELSE json_build_object('id', ${sql.raw(alias)}.id, 'full_name', ${sql.raw(alias)}.full_name,
    'full_name_ar', ${sql.raw(alias)}.full_name_ar, 'company_name', ${sql.raw(alias)}.company_name,
    'company_name_ar', ${sql.raw(alias)}.company_name_ar, 'avatar', ${sql.raw(alias)}.avatar) END`;
const hutJson = sql`CASE WHEN h.id IS NULL THEN NULL ELSE json_build_object('id', h.id, 'title', h.title, 'title_ar', h.title_ar) END`;

/** Upcoming dates of events with seats left subtracted (alias `d`); `taken` counts only holding bookings. */
const eventDatesWithSeats = (today: string, now: Date) => sql`
  SELECT d.id, d.event_id, to_char(d.date, 'YYYY-MM-DD') AS date, d.date AS sort_date, d.price::text AS price, d.capacity,
    greatest(d.capacity - ${takenBy('event_date_id', sql`d.id`, now)}, 0) AS seats_left,
    d.min_purchasable_quantity, d.max_purchasable_quantity
  FROM event_dates d WHERE d.date >= ${today}::date`;

const dateJson = (alias: string) => sql`json_build_object('id', ${sql.raw(alias)}.id, 'date', ${sql.raw(alias)}.date, 'price', ${sql.raw(alias)}.price,
  'capacity', ${sql.raw(alias)}.capacity, 'seats_left', ${sql.raw(alias)}.seats_left,
  'min_purchasable_quantity', ${sql.raw(alias)}.min_purchasable_quantity, 'max_purchasable_quantity', ${sql.raw(alias)}.max_purchasable_quantity)`;

const eventCore = sql`e.id, e.title, e.title_ar, e.description, e.description_ar, e.image, ${picturesJson(eventImages, sql`e.id`)} AS images, e.location, e.location_ar,
  ${supplierJson('u')} AS supplier, ${hutJson} AS hut, 0::float8 AS rate`;
const eventJoins = sql`LEFT JOIN users u ON u.id = e.user_id LEFT JOIN huts h ON h.id = e.hut_id AND ${live('h')}`;

/** Live events with their next date that has seats left (events without one are left out). */
const upcomingEvents = (today: string, now: Date, tail: SQL) => sql`
  WITH dates AS (${eventDatesWithSeats(today, now)}),
  next_date AS (SELECT DISTINCT ON (event_id) * FROM dates WHERE seats_left > 0 ORDER BY event_id, sort_date, id)
  SELECT ${eventCore}, ${dateJson('nd')} AS available_dates, nd.sort_date, count(*) OVER ()::int AS total_count
  FROM events e JOIN next_date nd ON nd.event_id = e.id ${eventJoins}
  WHERE ${live('e')} ${tail}`;

/** Service alias `s` with its supplier `u`, hut `h` and next date with seats left. */
const serviceSelect = (today: string, now: Date) => sql`
  SELECT s.id, s.title, s.title_ar, s.description, s.description_ar, s.image, ${picturesJson(serviceImages, sql`s.id`)} AS images, ${supplierJson('u')} AS supplier,
    s.price::text AS price, s.capacity, s.min_purchasable_quantity, s.max_purchasable_quantity, ${hutJson} AS hut,
    (SELECT json_build_object('id', sd.id, 'date', to_char(sd.date, 'YYYY-MM-DD')) FROM service_dates sd
       WHERE sd.service_id = s.id AND sd.date >= ${today}::date AND sd.capacity > ${takenBy('service_date_id', sql`sd.id`, now)}
       ORDER BY sd.date, sd.id LIMIT 1) AS available_dates,
    count(*) OVER ()::int AS total_count
  FROM services s JOIN users u ON u.id = s.user_id AND u.is_active LEFT JOIN huts h ON h.id = s.hut_id AND ${live('h')}`;

export function createEventsRepository(db: Database) {
  return {
    async events(today: string, now: Date, window: Window) {
      const found = await rows<Counted<EventSummary>>(db, upcomingEvents(today, now, sql`ORDER BY nd.sort_date, e.id LIMIT ${window.limit}::int OFFSET ${window.offset}::int`));
      return found.map(clean);
    },

    async randomEvents(today: string, now: Date, limit: number) {
      const found = await rows<Counted<EventSummary>>(db, upcomingEvents(today, now, sql`ORDER BY random() LIMIT ${limit}::int`));
      return found.map(clean);
    },

    /** Count of listed events, for a page past the end where the window count is absent. */
    async countEvents(today: string, now: Date) {
      const [row] = await rows<{ total_count: number }>(db, sql`SELECT count(*)::int AS total_count FROM (${upcomingEvents(today, now, sql``)}) x`);
      return row?.total_count ?? 0;
    },

    async eventDetails(id: number, today: string, now: Date): Promise<EventDetails | null> {
      const [event] = await rows<Omit<EventDetails, 'available_dates'>>(
        db,
        sql`WITH dates AS (${eventDatesWithSeats(today, now)} AND d.event_id = ${id}::int)
          SELECT ${eventCore},
            (SELECT coalesce(json_agg(json_build_object('icon', i.icon, 'description', i.description, 'description_ar', i.description_ar) ORDER BY i.id), '[]'::json)
               FROM event_includes i WHERE i.event_id = e.id) AS includes,
            (SELECT coalesce(json_agg(json_build_object('description', n.description, 'description_ar', n.description_ar) ORDER BY n.id), '[]'::json)
               FROM event_notes n WHERE n.event_id = e.id) AS notes,
            (SELECT coalesce(json_agg(${dateJson('x')} ORDER BY x.sort_date, x.id), '[]'::json) FROM dates x) AS dates
          FROM events e ${eventJoins} WHERE e.id = ${id}::int AND ${live('e')}`,
      );
      if (!event) return null;
      const next = (event.dates as EventDate[]).find((date) => date.seats_left > 0) ?? null;
      return { ...event, available_dates: next };
    },

    async randomServices(today: string, now: Date, limit: number) {
      const found = await rows<Counted<ServiceSummary>>(db, sql`SELECT * FROM (${serviceSelect(today, now)} WHERE ${live('s')}) x
        WHERE x.available_dates IS NOT NULL ORDER BY random() LIMIT ${limit}::int`);
      return found.map(withoutCount);
    },

    async serviceDetails(id: number, today: string, now: Date): Promise<ServiceDetails | null> {
      const [service] = await rows<Counted<ServiceSummary>>(db, sql`${serviceSelect(today, now)} WHERE s.id = ${id}::int AND ${live('s')}`);
      if (!service) return null;
      const dates = await rows<ServiceDate>(
        db,
        sql`SELECT * FROM (SELECT sd.id, to_char(sd.date, 'YYYY-MM-DD') AS date, coalesce(sd.price, s.price)::text AS price, sd.capacity,
              greatest(sd.capacity - ${takenBy('service_date_id', sql`sd.id`, now)}, 0) AS seats_left, sd.date AS sort_date
            FROM service_dates sd JOIN services s ON s.id = sd.service_id
            WHERE sd.service_id = ${id}::int AND sd.date >= ${today}::date) x
          WHERE x.seats_left > 0 ORDER BY x.sort_date, x.id`,
      );
      return { ...withoutCount(service), dates: dates.map(({ sort_date: _sort, ...date }: ServiceDate & { sort_date?: unknown }) => date) };
    },

    /** Approved, active suppliers in a stable order, one per page. */
    async supplier(offset: number) {
      const [found] = await rows<{ id: number; full_name: string; full_name_ar: string; company_name: string; company_name_ar: string; email: string; avatar: string | null; phone: string; address: string; total_count: number }>(
        db,
        sql`SELECT u.id, u.full_name, u.full_name_ar, u.company_name, u.company_name_ar, u.email, u.avatar, u.phone, u.address, count(*) OVER ()::int AS total_count
          FROM users u WHERE u.role = 'supplier' AND u.supplier_status = 'approved' AND u.is_active
          ORDER BY u.id LIMIT 1 OFFSET ${offset}::int`,
      );
      return found ?? null;
    },

    async countSuppliers() {
      const [row] = await rows<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM users u WHERE u.role = 'supplier' AND u.supplier_status = 'approved' AND u.is_active`);
      return row.n;
    },

    async servicesOf(supplierId: number, today: string, now: Date, window: Window) {
      const found = await rows<Counted<ServiceSummary>>(
        db,
        sql`${serviceSelect(today, now)} WHERE s.user_id = ${supplierId}::int AND ${live('s')} ORDER BY s.id LIMIT ${window.limit}::int OFFSET ${window.offset}::int`,
      );
      if (found.length > 0 || window.offset === 0) return { count: found[0]?.total_count ?? 0, results: found.map(withoutCount) };
      const [{ n }] = await rows<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM services s JOIN users u ON u.id = s.user_id AND u.is_active WHERE s.user_id = ${supplierId}::int AND ${live('s')}`);
      return { count: n, results: [] };
    },
  };
}

function clean(row: Counted<EventSummary> & { sort_date?: unknown }) {
  const { total_count, sort_date: _sort, ...event } = row;
  return { event: event as EventSummary, total: total_count };
}

export type EventsRepository = ReturnType<typeof createEventsRepository>;
