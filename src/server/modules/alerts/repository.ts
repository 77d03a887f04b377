import { sql } from 'drizzle-orm';
import type { StaffAlert } from '../../../shared/schemas/dashboard/alerts';
import type { Database } from '../../db/client';
import { rows } from '../../db/sql';

type AlertRow = Omit<StaffAlert, 'created_at' | 'acknowledged_at'> & { created_at: Date | string; acknowledged_at: Date | string | null };

const iso = (value: Date | string) => new Date(value).toISOString();
const toAlert = ({ created_at, acknowledged_at, ...row }: AlertRow): StaffAlert => ({
  ...row,
  created_at: iso(created_at),
  acknowledged_at: acknowledged_at === null ? null : iso(acknowledged_at),
});

/** The booking an alert concerns: its tax document's, or the one its details name. */
const SELECT = sql`SELECT a.id, a.kind, a.subject_type, a.subject_id, a.message, a.details, a.created_at, a.resolved_at AS acknowledged_at,
    b.id AS booking_id, b.code AS booking_code, d.number AS document_number
  FROM staff_alerts a
  LEFT JOIN tax_documents d ON a.subject_type = 'tax_document' AND d.id = a.subject_id
  LEFT JOIN bookings b ON b.id = coalesce(d.booking_id,
    CASE WHEN jsonb_typeof(a.details->'booking_id') = 'number' THEN (a.details->>'booking_id')::numeric::int END,
    CASE WHEN a.subject_type = 'booking' THEN a.subject_id END)`;

/** staff_alerts (written by the invoicing outbox and the refund worker), as the back office reads and acknowledges them. */
export function createAlertsRepository(db: Database) {
  return {
    async page(status: 'open' | 'acknowledged', limit: number, offset: number) {
      const where = status === 'open' ? sql`a.resolved_at IS NULL` : sql`a.resolved_at IS NOT NULL`;
      const order = status === 'open' ? sql`a.created_at DESC, a.id DESC` : sql`a.resolved_at DESC, a.id DESC`;
      const [found, [{ count }]] = await Promise.all([
        rows<AlertRow>(db, sql`${SELECT} WHERE ${where} ORDER BY ${order} LIMIT ${limit}::int OFFSET ${offset}::int`),
        rows<{ count: number }>(db, sql`SELECT count(*)::int AS count FROM staff_alerts a WHERE ${where}`),
      ]);
      return { count, results: found.map(toAlert) };
    },
    async find(tx: Database, id: number): Promise<StaffAlert | null> {
      const [row] = await rows<AlertRow>(tx, sql`${SELECT} WHERE a.id = ${id}::int`);
      return row ? toAlert(row) : null;
    },
    /** Marks an open alert acknowledged; false when it was not open (already acknowledged, or unknown). */
    async acknowledge(tx: Database, id: number, at: Date): Promise<boolean> {
      const done = await rows<{ id: number }>(
        tx,
        sql`UPDATE staff_alerts SET resolved_at = ${at.toISOString()}::timestamptz WHERE id = ${id}::int AND resolved_at IS NULL RETURNING id`,
      );
      return done.length > 0;
    },
  };
}
