import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { hutImages } from '../../db/schema';

/** Raw rows from either driver: PGlite and node-postgres both answer `{rows}` and parse json columns. */
export async function rows<T>(db: Database, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/**
 * The one definition of "this booking holds its nights and seats": paid, or confirmed with a hold that
 * has not lapsed at `now`. A lapsed hold is free for every read even before the sweeper marks it expired.
 */
export const holding = (alias: string, now: Date) =>
  sql`(${sql.raw(alias)}.status = 'paid' OR (${sql.raw(alias)}.status = 'confirmed' AND ${sql.raw(alias)}.hold_expires_at > ${now.toISOString()}::timestamptz))`;

/**
 * The price range that prices `night` for hut `hutId`: the shortest range holding it (ranges are only
 * disjoint or nested, so it is unique). A subquery usable in FROM (LATERAL) with the range's columns.
 */
export const pricedBy = (hutId: SQL, night: SQL) =>
  sql`(SELECT * FROM hut_price_ranges q WHERE q.hut_id = ${hutId} AND ${night} BETWEEN q.date_from AND q.date_to ORDER BY q.date_to - q.date_from LIMIT 1)`;

/**
 * The name a reader of `lang` sees for alias `a` (its `title_ar` in Arabic, else `title`, each falling back
 * to the other when empty), lower-cased: what staff lists sort by "name" in the reader's language.
 */
export const titleFor = (alias: string, lang: 'en' | 'ar') => {
  const [first, second] = lang === 'ar' ? ['title_ar', 'title'] : ['title', 'title_ar'];
  return sql.raw(`lower(coalesce(nullif(${alias}.${first}, ''), ${alias}.${second}))`);
};

/** Quantity of tickets held or sold against one event date, service date or item (column of booking_tickets). */
export const takenBy = (column: 'event_date_id' | 'service_date_id' | 'ken_item_id', idExpression: SQL, now: Date) => sql`(
  SELECT coalesce(sum(t.quantity), 0)::int FROM booking_tickets t JOIN bookings b ON b.id = t.booking_id
  WHERE t.${sql.raw(column)} = ${idExpression} AND t.cancelled_at IS NULL AND ${holding('b', now)})`;

/** A live hut, event or service: active and not soft-deleted. */
export const live = (alias: string) => sql`(${sql.raw(alias)}.is_active AND ${sql.raw(alias)}.deleted_at IS NULL)`;

export interface Window {
  limit: number;
  offset: number;
}

/** A booking "used" its promo code once it held its nights or was paid; pending and lapsed ones did not. */
export const PROMO_USING_STATUSES = sql`('confirmed', 'paid', 'completed')`;

/** The pictures of an owner as staff and guests read them, as a SQL fragment (`owner` is its id column). */
export const picturesJson = (pictures: typeof hutImages, owner: SQL) =>
  sql`(SELECT coalesce(json_agg(json_build_object('id', i.id, 'image', i.image, 'width', i.width, 'height', i.height, 'variants', i.variants) ORDER BY i.sort_order, i.id), '[]'::json)
    FROM ${pictures} i WHERE i.${sql.identifier(pictures.ownerId.name)} = ${owner})`;
