import { sql, type SQL } from 'drizzle-orm';
import type { hutImages } from '../../db/schema';

/**
 * The price range that prices `night` for hut `hutId`: the shortest range holding it (ranges are only
 * disjoint or nested, so it is unique). A subquery usable in FROM (LATERAL) with the range's columns.
 */
export const pricedBy = (hutId: SQL, night: SQL) =>
  sql`(SELECT * FROM hut_price_ranges q WHERE q.hut_id = ${hutId} AND ${night} BETWEEN q.date_from AND q.date_to ORDER BY q.date_to - q.date_from LIMIT 1)`;

/**
 * The same for each night of a table `nights` (column `night`), set-wise: one row per priced night with its range's
 * id, price and weekend price; nights no range holds are left out.
 */
export const pricedNights = (hutId: SQL, nights: SQL) =>
  sql`SELECT DISTINCT ON (n.night) n.night, q.id, q.price, q.weekend_price
    FROM ${nights} n JOIN hut_price_ranges q ON q.hut_id = ${hutId} AND n.night BETWEEN q.date_from AND q.date_to
    ORDER BY n.night, q.date_to - q.date_from`;

/** The pictures of an owner as staff and guests read them, as a SQL fragment (`owner` is its id column). */
export const picturesJson = (pictures: typeof hutImages, owner: SQL) =>
  sql`(SELECT coalesce(json_agg(json_build_object('id', i.id, 'image', i.image, 'width', i.width, 'height', i.height, 'variants', i.variants) ORDER BY i.sort_order, i.id), '[]'::json)
    FROM ${pictures} i WHERE i.${sql.identifier(pictures.ownerId.name)} = ${owner})`;
