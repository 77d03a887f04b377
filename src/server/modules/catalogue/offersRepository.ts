import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { StaffEventQuery } from '../../../shared/schemas/dashboard/events';
import type { StaffServiceQuery } from '../../../shared/schemas/dashboard/services';
import type { Database } from '../../db/client';
import { eventDates, serviceDates, type eventImages, type events, type serviceImages, type services } from '../../db/schema';
import { containing, ownedBy, rows, statusCondition, type Window } from '../../db/sql';

/**
 * An "offer with dated sessions" (an event or a service): its tables and the SQL that differs between the
 * two, given by `EVENTS` (eventsRepository.ts) and `SERVICES` (servicesRepository.ts); everything else (the
 * staff list and record, sessions, the new offer's first picture) is written once below.
 */
export interface OfferKind<Input, SessionInput, Staff, StaffRow> {
  /** The offers' table: audit area, pictures' owner, and its name in SQL. */
  name: 'events' | 'services';
  offers: typeof events | typeof services;
  dates: typeof eventDates | typeof serviceDates;
  pictures: typeof eventImages | typeof serviceImages;
  /** The sessions' table as capacity and cancellation name it, and a ticket's column pointing at a session. */
  datesTable: 'event_dates' | 'service_dates';
  ticketColumn: 'event_date_id' | 'service_date_id';
  /** The offer's columns as the staff API names them (wire → drizzle). */
  columns(input: Input): Record<string, unknown>;
  sessionColumns(input: SessionInput): Record<string, unknown>;
  /** The staff list's FROM, columns and search condition, over alias `o` (`today`: the next session from then). */
  listFrom: SQL;
  listColumns(today: string): SQL;
  searchFor(pattern: string): SQL;
  /** The staff record's columns over alias `o`, sessions with what is sold of each (`now`: holds still running). */
  recordColumns(now: Date): SQL;
  /** Lines replaced as a whole with the offer (an event's includes and notes); services have none. */
  replaceLines?(tx: Database, offerId: number, input: Input): Promise<void>;
  /** Types only: the staff record and list row this kind reads (never set). */
  readonly reads?: { record: Staff; row: StaffRow };
}

/** `date` rows of alias `d` of this kind's sessions table, belonging to offer alias `o`. */
const sessionsOf = (datesTable: string, fk: string) => sql.raw(`${datesTable} d WHERE d.${fk} = o.id`);

export const sessionsList = (
  kind: 'event' | 'service',
  extra: SQL,
) => sql`(SELECT coalesce(json_agg(json_build_object('id', d.id, 'date', to_char(d.date, 'YYYY-MM-DD'), 'price', d.price::text, 'capacity', d.capacity,
    ${extra}'version', d.version) ORDER BY d.date, d.id), '[]'::json)
  FROM ${sessionsOf(`${kind}_dates`, `${kind}_id`)}) AS sessions`;

export const nextAndCount = (
  kind: 'event' | 'service',
  today: string,
) => sql`(SELECT to_char(min(d.date), 'YYYY-MM-DD') FROM ${sessionsOf(`${kind}_dates`, `${kind}_id`)} AND d.date >= ${today}::date) AS next_date,
  (SELECT count(*)::int FROM ${sessionsOf(`${kind}_dates`, `${kind}_id`)}) AS sessions_count`;

/** What guests would miss on this offer (alias `o`): a picture; an event also a dated session with its price (a service's price is always set). */
export function missingOf(kind: 'event' | 'service') {
  const noSession =
    kind === 'event' ? sql`, CASE WHEN NOT EXISTS (SELECT 1 FROM event_dates d WHERE d.event_id = o.id) THEN 'price' END` : sql``;
  return sql`array_remove(ARRAY[CASE WHEN o.image IS NULL THEN 'picture' END${noSession}], NULL) AS missing`;
}

/** Public reads: an offer's supplier (alias given) and hut `h`, as JSON. */
export const supplierJson = (alias: string) =>
  sql`CASE WHEN ${sql.raw(alias)}.id IS NULL THEN NULL ELSE json_build_object('id', ${sql.raw(alias)}.id, 'full_name', ${sql.raw(alias)}.full_name,
    'full_name_ar', ${sql.raw(alias)}.full_name_ar, 'company_name', ${sql.raw(alias)}.company_name,
    'company_name_ar', ${sql.raw(alias)}.company_name_ar, 'avatar', ${sql.raw(alias)}.avatar) END`;
export const hutJson = sql`CASE WHEN h.id IS NULL THEN NULL ELSE json_build_object('id', h.id, 'title', h.title, 'title_ar', h.title_ar) END`;

type Row = Record<string, unknown> & { id: number };

/** The staff reads and writes of one kind of offer and its sessions (soft-deleted offers are gone for staff too). */
export function createOffersRepository<Input extends { image?: string | null; is_active?: boolean }, SessionInput, Staff, StaffRow>(
  db: Database,
  kind: OfferKind<Input, SessionInput, Staff, StaffRow>,
) {
  // Drizzle cannot type a write to "an event or a service table": the kind's columns() is the typed side.
  const offers = kind.offers as typeof events;
  const dates = kind.dates as typeof eventDates;
  const pictures = kind.pictures as typeof eventImages;
  const fk = kind.dates === eventDates ? eventDates.eventId : serviceDates.serviceId;

  return {
    /** `ownerId`: a supplier's own rows only. */
    async list(query: StaffEventQuery | StaffServiceQuery, today: string, window: Window, ownerId?: number) {
      const conditions: SQL[] = [sql`o.deleted_at IS NULL`, statusCondition('o', query.status), ownedBy('o', ownerId)];
      if (query.search?.trim()) conditions.push(kind.searchFor(containing(query.search.trim())));
      const where = sql.join(conditions, sql` AND `);
      const found = await rows<StaffRow & { total_count: number }>(
        db,
        sql`SELECT ${kind.listColumns(today)}, count(*) OVER ()::int AS total_count
          FROM ${kind.listFrom} WHERE ${where} ORDER BY o.id DESC LIMIT ${window.limit}::int OFFSET ${window.offset}::int`,
      );
      const count =
        found[0]?.total_count ?? (await rows<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM ${kind.listFrom} WHERE ${where}`))[0].n;
      return { count, results: found.map(({ total_count: _c, ...row }) => row as StaffRow) };
    },

    async find(id: number, now: Date, tx: Database = db, ownerId?: number): Promise<Staff | null> {
      const [offer] = await rows<Staff>(
        tx,
        sql`SELECT ${kind.recordColumns(now)} FROM ${sql.raw(kind.name)} o
          WHERE o.id = ${id}::int AND o.deleted_at IS NULL AND ${ownedBy('o', ownerId)}`,
      );
      return offer ?? null;
    },

    /** The picture chosen in the new-offer form becomes its first picture and cover; later the pictures endpoints own the cover. */
    async insert(tx: Database, input: Input) {
      const values = { ...kind.columns(input), isActive: input.is_active ?? false, image: input.image } as typeof events.$inferInsert;
      const [{ id }] = await tx.insert(offers).values(values).returning({ id: offers.id });
      if (input.image) await tx.insert(pictures).values({ ownerId: id, image: input.image });
      return id;
    },

    replaceLines: (tx: Database, offerId: number, input: Input) => kind.replaceLines?.(tx, offerId, input),

    insertSession: async (tx: Database, offerId: number, input: SessionInput) =>
      (
        await tx
          .insert(dates)
          .values({
            ...kind.sessionColumns(input),
            [fk === eventDates.eventId ? 'eventId' : 'serviceId']: offerId,
          } as typeof eventDates.$inferInsert)
          .returning()
      )[0] as Row,

    sessionOf: async (tx: Database, offerId: number, sessionId: number) =>
      (
        await tx
          .select({ id: dates.id })
          .from(dates)
          .where(and(eq(dates.id, sessionId), eq(fk, offerId)))
      ).length > 0,

    deleteSession: async (tx: Database, sessionId: number) =>
      (await tx.delete(dates).where(eq(dates.id, sessionId)).returning())[0] as Row | undefined,
  };
}

export type OffersRepository = ReturnType<typeof createOffersRepository>;
