import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { live, rows } from '../../db/sql';

export interface ListedItem {
  kind: 'huts' | 'events' | 'services';
  id: number;
  /** The item's last change: its last staff edit in the audit log (its fields, state and cover), else its creation. */
  changedAt: Date;
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
  };
}

export type SiteRepository = ReturnType<typeof createSiteRepository>;
