import { sql, type SQL } from 'drizzle-orm';
import type { ScanLogEntry, ScanLogPage, ScanLogQuery } from '../../../shared/schemas/dashboard/frontDesk';
import type { Database } from '../../db/client';
import { rows } from '../../db/sql';
import { paginate, windowOf } from '../../lib/pagination';

export const SCAN_LOG_PAGE_SIZE = 25;

const iso = (column: string) => sql.raw(`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);

/** The scan log, newest first, filtered by result, action, resort days and staff member. */
export async function scanLogPage(db: Database, query: ScanLogQuery, timeZone: string): Promise<ScanLogPage> {
  const zone = timeZone.replace(/'/g, '');
  const parts: SQL[] = [sql`true`];
  if (query.result) parts.push(sql`l.result = ${query.result}`);
  if (query.action) parts.push(sql`l.action = ${query.action}`);
  if (query.staff) parts.push(sql`l.actor_id = ${query.staff}::int`);
  // A resort day runs from its first instant to the next day's.
  if (query.from) parts.push(sql`l.scanned_at >= (${query.from}::date::timestamp AT TIME ZONE ${zone})`);
  if (query.to) parts.push(sql`l.scanned_at < ((${query.to}::date + 1)::timestamp AT TIME ZONE ${zone})`);
  const where = sql.join(parts, sql` AND `);
  const page = query.page ?? 1;
  const { limit, offset } = windowOf(page, SCAN_LOG_PAGE_SIZE);
  const [{ total }] = await rows<{ total: number }>(db, sql`SELECT count(*)::int AS total FROM scan_log l WHERE ${where}`);
  const results = await rows<ScanLogEntry>(
    db,
    sql`SELECT l.id, ${iso('l.scanned_at')} AS at, l.action, l.via, l.result, l.reason, l.device, l.ticket_id,
      CASE WHEN a.id IS NULL THEN NULL ELSE json_build_object('id', a.id, 'name', coalesce(nullif(a.full_name, ''), a.email)) END AS staff,
      CASE WHEN b.id IS NULL THEN NULL ELSE json_build_object('id', b.id, 'code', b.code, 'guest', coalesce(nullif(g.full_name, ''), g.email)) END AS booking
    FROM scan_log l LEFT JOIN users a ON a.id = l.actor_id LEFT JOIN bookings b ON b.id = l.booking_id LEFT JOIN users g ON g.id = b.user_id
    WHERE ${where} ORDER BY l.scanned_at DESC, l.id DESC LIMIT ${limit} OFFSET ${offset}`,
  );
  const staff = await rows<{ id: number; name: string }>(
    db,
    sql`SELECT u.id, coalesce(nullif(u.full_name, ''), u.email) AS name FROM users u
    WHERE u.id IN (SELECT DISTINCT actor_id FROM scan_log WHERE actor_id IS NOT NULL) ORDER BY 2, 1`,
  );
  return { ...paginate(total, page, SCAN_LOG_PAGE_SIZE, results), staff };
}
