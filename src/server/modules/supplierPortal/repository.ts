import { sql } from 'drizzle-orm';
import type { SessionTicket, UpcomingSession } from '../../../shared/schemas/dashboard/supplierPortal';
import type { Database } from '../../db/client';
import { holding, takenBy } from '../../db/bookingStatus';
import { ownedBy, rows } from '../../db/sql';

/** The tables behind each kind of dated session (fixed names, never from input). */
const SESSIONS = {
  events: { items: 'events', dates: 'event_dates', owner: 'event_id', ticket: 'event_date_id' },
  services: { items: 'services', dates: 'service_dates', owner: 'service_id', ticket: 'service_date_id' },
} as const;
export type SessionKind = keyof typeof SESSIONS;

/** A supplier's own sessions and tickets (their sales: finance/sales.ts); `ownerId` undefined means staff (every supplier). */
export function createSupplierPortalRepository(db: Database) {
  return {
    /** The session exists, belongs to item `itemId` and (for a supplier) to them. */
    async sessionExists(kind: SessionKind, itemId: number, sessionId: number, ownerId: number | undefined) {
      const table = SESSIONS[kind];
      const found = await rows(
        db,
        sql`SELECT 1 FROM ${sql.raw(table.dates)} d JOIN ${sql.raw(table.items)} i ON i.id = d.${sql.raw(table.owner)}
        WHERE d.id = ${sessionId}::int AND i.id = ${itemId}::int AND i.deleted_at IS NULL AND ${ownedBy('i', ownerId)}`,
      );
      return found.length > 0;
    },

    /** Tickets holding seats on the session (paid, completed or a live hold), with the guest's display name only. */
    tickets: (kind: SessionKind, sessionId: number, now: Date) =>
      rows<SessionTicket>(
        db,
        sql`SELECT t.id, u.full_name AS guest_name, t.quantity,
          CASE WHEN b.status IN ('paid', 'completed') THEN 'paid' ELSE 'held' END AS state
        FROM booking_tickets t JOIN bookings b ON b.id = t.booking_id JOIN users u ON u.id = b.user_id
        WHERE t.${sql.raw(SESSIONS[kind].ticket)} = ${sessionId}::int AND (${holding('b', now)} OR b.status = 'completed')
        ORDER BY t.id`,
      ),

    upcoming: (ownerId: number, today: string, now: Date, limit: number) =>
      rows<UpcomingSession>(
        db,
        sql`SELECT * FROM (
          SELECT 'service' AS kind, s.id AS item_id, d.id AS session_id, s.title, s.title_ar, to_char(d.date, 'YYYY-MM-DD') AS date, d.capacity,
            ${takenBy('service_date_id', sql`d.id`, now)} AS sold
          FROM service_dates d JOIN services s ON s.id = d.service_id
          WHERE s.user_id = ${ownerId}::int AND s.deleted_at IS NULL AND d.date >= ${today}::date
          UNION ALL
          SELECT 'event', e.id, d.id, e.title, e.title_ar, to_char(d.date, 'YYYY-MM-DD'), d.capacity, ${takenBy('event_date_id', sql`d.id`, now)}
          FROM event_dates d JOIN events e ON e.id = d.event_id
          WHERE e.user_id = ${ownerId}::int AND e.deleted_at IS NULL AND d.date >= ${today}::date
        ) upcoming ORDER BY date, kind, session_id LIMIT ${limit}::int`,
      ),
  };
}
