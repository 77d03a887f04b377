import { sql } from 'drizzle-orm';
import type { Database } from '../../../src/server/db/client';
import { qrTokenFor } from '../../../src/server/modules/bookings/view';
import { rows } from '../../../src/server/db/sql';
import { makeHut } from './booking';
import { TEST_JWT_SECRET } from './testApp';

let sequence = 0;

/** A booking (in a new hut) inserted as it stands after payment (status, stay, signed QR, tickets), for the gate's tests. */
export async function gateBooking(
  db: Database,
  options: {
    guestId: number;
    from: string;
    to: string;
    status?: string;
    /** The server's JWT secret the QR is signed with (the test app's by default). */
    secret?: string;
    tickets?: { kind: 'event' | 'service' | 'item'; dateId: number; quantity: number }[];
  },
) {
  sequence += 1;
  // A hut of its own: stays of one hut may not overlap.
  const hutId = (await makeHut(db, '2026-01-01', 400)).id;
  const code = `KEN-G${String(sequence).padStart(2, '0')}${Math.random().toString(36).slice(2, 5).toUpperCase().padEnd(3, 'X')}`;
  const [booking] = await rows<{ id: number; code: string }>(
    db,
    sql`INSERT INTO bookings (code, user_id, hut_id, persons_max_num, kids_max_num, status, stay, total, paid)
    VALUES (${code}, ${options.guestId}::int, ${hutId}::int, 3, 1, ${options.status ?? 'paid'}::booking_status, daterange(${options.from}::date, ${options.to}::date), 1000, 1000)
    RETURNING id, code`,
  );
  const qr = qrTokenFor(options.secret ?? TEST_JWT_SECRET, booking);
  await db.execute(sql`UPDATE bookings SET qr_token = ${qr} WHERE id = ${booking.id}::int`);
  const ticketIds: number[] = [];
  for (const ticket of options.tickets ?? []) {
    const column = sql.raw(ticket.kind === 'event' ? 'event_date_id' : ticket.kind === 'service' ? 'service_date_id' : 'ken_item_id');
    const [row] = await rows<{ id: number }>(
      db,
      sql`INSERT INTO booking_tickets (booking_id, kind, ${column}, quantity, unit_price, total)
      VALUES (${booking.id}::int, ${ticket.kind}::ticket_kind, ${ticket.dateId}::int, ${ticket.quantity}::int, 100, ${100 * ticket.quantity}) RETURNING id`,
    );
    ticketIds.push(row.id);
  }
  return { ...booking, qr, ticketIds };
}
