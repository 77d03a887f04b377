import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { live, rows } from '../../db/sql';

export interface ListedItem {
  kind: 'huts' | 'events' | 'services';
  id: number;
  /** The item's last change: its last staff edit in the audit log (its fields, state and cover), else its creation. */
  changedAt: Date;
}

/** What the resort's structured data says of it as a whole, drawn from its live huts. */
export interface ResortFacts {
  /** The middle of the huts' places (null when no hut has one). */
  latitude: number | null;
  longitude: number | null;
  /** The check-in and check-out times most huts keep ("15:00"), null without huts. */
  checkIn: string | null;
  checkOut: string | null;
  /** The features most huts share (not the paid extras), most shared first. */
  amenities: { name: string; name_ar: string }[];
}

/** The live huts, events and services, each with when it last changed, for the sitemap. */
export function createSiteRepository(db: Database) {
  const listed = (table: 'huts' | 'events' | 'services') =>
    sql`SELECT ${table}::text AS kind, o.id, greatest(o.created_at, (SELECT max(a.created_at) FROM audit_log a
          WHERE a.area = ${table} AND a.entity_type = ${table.replace(/s$/, '')} AND a.entity_id = o.id::text)) AS "changedAt"
        FROM ${sql.raw(table)} o WHERE ${live('o')}`;
  return {
    async listedItems(): Promise<ListedItem[]> {
      const found = await rows<{ kind: ListedItem['kind']; id: number; changedAt: Date | string }>(
        db,
        sql`${listed('huts')} UNION ALL ${listed('events')} UNION ALL ${listed('services')} ORDER BY kind, id`,
      );
      return found.map((row) => ({ kind: row.kind, id: Number(row.id), changedAt: new Date(row.changedAt) }));
    },

    async resortFacts(): Promise<ResortFacts> {
      const mostKept = (column: 'check_in' | 'check_out') =>
        sql`(SELECT to_char(h.${sql.raw(column)}, 'HH24:MI') FROM huts h WHERE ${live('h')} GROUP BY h.${sql.raw(column)}
             ORDER BY count(*) DESC, h.${sql.raw(column)} LIMIT 1)`;
      const [place] = await rows<Omit<ResortFacts, 'amenities'>>(
        db,
        sql`SELECT avg(h.latitude)::float8 AS latitude, avg(h.longitude)::float8 AS longitude,
              ${mostKept('check_in')} AS "checkIn", ${mostKept('check_out')} AS "checkOut"
            FROM huts h WHERE ${live('h')} AND h.latitude IS NOT NULL AND h.longitude IS NOT NULL`,
      );
      const amenities = await rows<{ name: string; name_ar: string }>(
        db,
        sql`SELECT f.description AS name, max(f.description_ar) AS name_ar FROM hut_features f JOIN huts h ON h.id = f.hut_id
            WHERE ${live('h')} AND NOT f.is_extra AND f.description <> ''
            GROUP BY f.description ORDER BY count(DISTINCT f.hut_id) DESC, f.description LIMIT 12`,
      );
      return { ...place, amenities };
    },
  };
}

export type SiteRepository = ReturnType<typeof createSiteRepository>;
