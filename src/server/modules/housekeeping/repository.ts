import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { HOUSEKEEPING_STATUSES } from '../../db/schema';
import { rows } from '../../db/sql';

export type HousekeepingStatus = (typeof HOUSEKEEPING_STATUSES)[number];

export interface HutHousekeeping {
  hut_id: number;
  status: HousekeepingStatus;
  note: string;
  /** Null for a hut whose status was never set (clean). */
  updated_at: string | null;
  updated_by: string | null;
  /** The closed nights an out-of-order status made, while they exist. */
  closure: { id: number; date_from: string; date_to: string } | null;
}

const iso = (column: string) => sql.raw(`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);

/**
 * The housekeeping status of each of `hutIds` (every hut id given gets an entry; a hut never set is clean).
 * What the reservations grid and the housekeeping screen read.
 */
export async function housekeepingFor(db: Database, hutIds: readonly number[]): Promise<Map<number, HutHousekeeping>> {
  const found = new Map<number, HutHousekeeping>();
  if (hutIds.length === 0) return found;
  const list = await rows<HutHousekeeping>(
    db,
    sql`SELECT ids.id AS hut_id, coalesce(k.status, 'clean') AS status, coalesce(k.note, '') AS note, ${iso('k.updated_at')} AS updated_at,
      coalesce(nullif(u.full_name, ''), u.email) AS updated_by,
      CASE WHEN c.id IS NULL THEN NULL ELSE json_build_object('id', c.id, 'date_from', to_char(c.date_from, 'YYYY-MM-DD'), 'date_to', to_char(c.date_to, 'YYYY-MM-DD')) END AS closure
    FROM unnest(${`{${hutIds.map((id) => Math.trunc(id)).join(',')}}`}::int[]) AS ids(id)
      LEFT JOIN hut_housekeeping k ON k.hut_id = ids.id LEFT JOIN users u ON u.id = k.updated_by
      LEFT JOIN hut_closed_nights c ON c.id = k.closure_id`,
  );
  for (const row of list) found.set(row.hut_id, row);
  return found;
}

/** Sets a hut's status (inside the caller's transaction); `closureId` undefined keeps the one recorded. */
export async function setHousekeeping(
  tx: Database,
  input: { hutId: number; status: HousekeepingStatus; note: string; actorId: number | null; at: Date; closureId?: number | null },
): Promise<void> {
  const closure = input.closureId === undefined ? sql`hut_housekeeping.closure_id` : sql`${input.closureId}::int`;
  await tx.execute(
    sql`INSERT INTO hut_housekeeping (hut_id, status, note, updated_at, updated_by, closure_id)
    VALUES (${input.hutId}::int, ${input.status}, ${input.note}, ${input.at.toISOString()}::timestamptz, ${input.actorId}::int, ${input.closureId ?? null}::int)
    ON CONFLICT (hut_id) DO UPDATE SET status = excluded.status, note = excluded.note, updated_at = excluded.updated_at,
      updated_by = excluded.updated_by, closure_id = ${closure}`,
  );
}

/** A check-out leaves the hut dirty (inside the check-out's transaction); a hut out of order stays so. */
export async function markDirty(tx: Database, hutId: number, actorId: number, at: Date): Promise<void> {
  await tx.execute(
    sql`INSERT INTO hut_housekeeping (hut_id, status, note, updated_at, updated_by)
    VALUES (${hutId}::int, 'dirty', '', ${at.toISOString()}::timestamptz, ${actorId}::int)
    ON CONFLICT (hut_id) DO UPDATE SET status = 'dirty', note = '', updated_at = excluded.updated_at, updated_by = excluded.updated_by
      WHERE hut_housekeeping.status <> 'out_of_order'`,
  );
}
