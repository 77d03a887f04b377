import { eq, sql, type SQL } from 'drizzle-orm';
import type { EventDate, EventDetails, EventSummary } from '../../../shared/schemas/catalogue';
import type { EventInput, EventSessionInput, StaffEvent, StaffEventRow } from '../../../shared/schemas/dashboard/events';
import type { Database } from '../../db/client';
import { eventDates, eventImages, eventIncludes, eventNotes, events } from '../../db/schema';
import { live, rows, type Window } from '../../db/sql';
import { takenBy } from '../../db/bookingStatus';
import { hutJson, missingOf, nextAndCount, sessionsList, supplierJson, type OfferKind } from './offersRepository';
import { picturesJson } from './sql';

type Counted<T> = T & { total_count: number };

/** The events table as the staff code writes it (offersRepository.ts does the rest, once for events and services). */
export const EVENTS: OfferKind<EventInput, EventSessionInput, StaffEvent, StaffEventRow> = {
  name: 'events',
  offers: events,
  dates: eventDates,
  pictures: eventImages,
  datesTable: 'event_dates',
  ticketColumn: 'event_date_id',
  columns: (input) => ({
    title: input.title,
    titleAr: input.title_ar,
    description: input.description,
    descriptionAr: input.description_ar,
    location: input.location,
    locationAr: input.location_ar,
    hutId: input.hut_id,
    userId: input.supplier_id,
    isActive: input.is_active,
  }),
  sessionColumns: (input) => ({
    date: input.date,
    price: input.price,
    capacity: input.capacity,
    minPurchasableQuantity: input.min_purchasable_quantity,
    maxPurchasableQuantity: input.max_purchasable_quantity,
  }),
  listFrom: sql`events o`,
  // What guests would miss: a picture, a dated session with its price.
  listColumns: (today) =>
    sql`o.id, o.title, o.title_ar, o.image, o.is_active, o.version, ${missingOf('event')}, ${nextAndCount('event', today)}`,
  searchFor: (pattern) => sql`(o.title ILIKE ${pattern} OR o.title_ar ILIKE ${pattern})`,
  recordColumns: (now) => sql`o.id, o.title, o.title_ar, o.description, o.description_ar, o.image, o.location, o.location_ar, o.hut_id,
    o.user_id AS supplier_id, o.is_active, o.version, ${missingOf('event')},
    (SELECT coalesce(json_agg(json_build_object('icon', i.icon, 'description', i.description, 'description_ar', i.description_ar) ORDER BY i.id), '[]'::json)
       FROM event_includes i WHERE i.event_id = o.id) AS includes,
    (SELECT coalesce(json_agg(json_build_object('description', n.description, 'description_ar', n.description_ar) ORDER BY n.id), '[]'::json)
       FROM event_notes n WHERE n.event_id = o.id) AS notes,
    ${sessionsList(
      'event',
      sql`'min_purchasable_quantity', d.min_purchasable_quantity, 'max_purchasable_quantity', d.max_purchasable_quantity,
      'sold', ${takenBy('event_date_id', sql`d.id`, now)}, `,
    )},
    ${picturesJson(eventImages, sql`o.id`)} AS images`,
  /** Includes and notes are replaced as a whole: the form always sends the full lists. */
  async replaceLines(tx, eventId, input) {
    await tx.delete(eventIncludes).where(eq(eventIncludes.eventId, eventId));
    await tx.delete(eventNotes).where(eq(eventNotes.eventId, eventId));
    if (input.includes.length > 0)
      await tx
        .insert(eventIncludes)
        .values(
          input.includes.map((line) => ({ eventId, icon: line.icon, description: line.description, descriptionAr: line.description_ar })),
        );
    if (input.notes.length > 0)
      await tx
        .insert(eventNotes)
        .values(input.notes.map((line) => ({ eventId, description: line.description, descriptionAr: line.description_ar })));
  },
};

/** Upcoming dates of events with seats left subtracted (alias `d`); `taken` counts only holding bookings. */
const eventDatesWithSeats = (today: string, now: Date) => sql`
  SELECT d.id, d.event_id, to_char(d.date, 'YYYY-MM-DD') AS date, d.date AS sort_date, d.price::text AS price, d.capacity,
    greatest(d.capacity - ${takenBy('event_date_id', sql`d.id`, now)}, 0) AS seats_left,
    d.min_purchasable_quantity, d.max_purchasable_quantity
  FROM event_dates d WHERE d.date >= ${today}::date`;

const dateJson = (
  alias: string,
) => sql`json_build_object('id', ${sql.raw(alias)}.id, 'date', ${sql.raw(alias)}.date, 'price', ${sql.raw(alias)}.price,
  'capacity', ${sql.raw(alias)}.capacity, 'seats_left', ${sql.raw(alias)}.seats_left,
  'min_purchasable_quantity', ${sql.raw(alias)}.min_purchasable_quantity, 'max_purchasable_quantity', ${sql.raw(alias)}.max_purchasable_quantity)`;

const eventCore = sql`e.id, e.title, e.title_ar, e.description, e.description_ar, e.image, ${picturesJson(eventImages, sql`e.id`)} AS images, e.location, e.location_ar,
  ${supplierJson('u')} AS supplier, ${hutJson} AS hut,
  -- Day visitors review the event itself (issue 25 §2): the published ratings' average, 0 without any.
  coalesce((SELECT round(avg(r.value), 1) FROM reviews r WHERE r.event_id = e.id AND r.is_published), 0)::float8 AS rate`;
const eventJoins = sql`LEFT JOIN users u ON u.id = e.user_id LEFT JOIN huts h ON h.id = e.hut_id AND ${live('h')}`;

/** Live events with their next date that has seats left (events without one are left out). */
const upcomingEvents = (today: string, now: Date, tail: SQL) => sql`
  WITH dates AS (${eventDatesWithSeats(today, now)}),
  next_date AS (SELECT DISTINCT ON (event_id) * FROM dates WHERE seats_left > 0 ORDER BY event_id, sort_date, id)
  SELECT ${eventCore}, ${dateJson('nd')} AS available_dates, nd.sort_date, count(*) OVER ()::int AS total_count
  FROM events e JOIN next_date nd ON nd.event_id = e.id ${eventJoins}
  WHERE ${live('e')} ${tail}`;

/** The guests' reads of events: live ones, with their next date that has seats left. */
export function createEventsRepository(db: Database) {
  return {
    async events(today: string, now: Date, window: Window) {
      const found = await rows<Counted<EventSummary>>(
        db,
        upcomingEvents(today, now, sql`ORDER BY nd.sort_date, e.id LIMIT ${window.limit}::int OFFSET ${window.offset}::int`),
      );
      return found.map(clean);
    },

    async randomEvents(today: string, now: Date, limit: number) {
      const found = await rows<Counted<EventSummary>>(db, upcomingEvents(today, now, sql`ORDER BY random() LIMIT ${limit}::int`));
      return found.map(clean);
    },

    /** Count of listed events, for a page past the end where the window count is absent. */
    async countEvents(today: string, now: Date) {
      const [row] = await rows<{ total_count: number }>(
        db,
        sql`SELECT count(*)::int AS total_count FROM (${upcomingEvents(today, now, sql``)}) x`,
      );
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
            (SELECT coalesce(json_agg(${dateJson('x')} ORDER BY x.sort_date, x.id), '[]'::json) FROM dates x) AS dates,
            json_build_object('open', e.open_to_day_visitors, 'cancel_hours', e.day_visit_cancel_hours) AS day_visit
          FROM events e ${eventJoins} WHERE e.id = ${id}::int AND ${live('e')}`,
      );
      if (!event) return null;
      const next = (event.dates as EventDate[]).find((date) => date.seats_left > 0) ?? null;
      return { ...event, available_dates: next };
    },
  };
}

function clean(row: Counted<EventSummary> & { sort_date?: unknown }) {
  const { total_count, sort_date: _sort, ...event } = row;
  return { event: event as EventSummary, total: total_count };
}

export type EventsRepository = ReturnType<typeof createEventsRepository>;
