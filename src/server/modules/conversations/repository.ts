import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { bookingMessages, users } from '../../db/schema';
import { rows } from '../../db/sql';

export interface ThreadBooking {
  id: number;
  code: string;
  userId: number;
  hut: string;
  hutAr: string;
  guest: string;
  guestEmail: string;
  guestLanguage: 'en' | 'ar';
  dateFrom: string;
  dateTo: string;
}

export interface MessageRow {
  id: number;
  fromGuest: boolean;
  author: string;
  body: string;
  attachment: string | null;
  createdAt: Date;
  readAt: Date | null;
}

/** The one rule of who else reads a thread: a supplier whose event or service has a ticket on the booking. */
const supplierTicketOn = (bookingId: number | ReturnType<typeof sql>, supplierId: number) => sql`EXISTS (
  SELECT 1 FROM booking_tickets t
    LEFT JOIN event_dates ed ON ed.id = t.event_date_id LEFT JOIN events e ON e.id = ed.event_id
    LEFT JOIN service_dates sd ON sd.id = t.service_date_id LEFT JOIN services s ON s.id = sd.service_id
  WHERE t.booking_id = ${bookingId} AND (e.user_id = ${supplierId}::int OR s.user_id = ${supplierId}::int))`;

export function createConversationRepository(db: Database) {
  return {
    async booking(bookingId: number): Promise<ThreadBooking | undefined> {
      const [row] = await rows<ThreadBooking>(
        db,
        sql`SELECT b.id, b.code, b.user_id AS "userId", coalesce(h.title, '') AS hut, coalesce(h.title_ar, '') AS "hutAr", u.full_name AS guest,
              u.email AS "guestEmail", u.language AS "guestLanguage",
              to_char(lower(b.stay), 'YYYY-MM-DD') AS "dateFrom", to_char(upper(b.stay), 'YYYY-MM-DD') AS "dateTo"
            FROM bookings b LEFT JOIN huts h ON h.id = b.hut_id JOIN users u ON u.id = b.user_id
            WHERE b.id = ${bookingId}::int`,
      );
      return row;
    },

    async supplierReads(bookingId: number, supplierId: number): Promise<boolean> {
      const [row] = await rows<{ ok: boolean }>(db, sql`SELECT ${supplierTicketOn(sql`${bookingId}::int`, supplierId)} AS ok`);
      return Boolean(row?.ok);
    },

    async messages(bookingId: number): Promise<MessageRow[]> {
      return db
        .select({
          id: bookingMessages.id,
          fromGuest: bookingMessages.fromGuest,
          author: sql<string>`coalesce(${users.fullName}, '')`,
          body: bookingMessages.body,
          attachment: bookingMessages.attachment,
          createdAt: bookingMessages.createdAt,
          readAt: bookingMessages.readAt,
        })
        .from(bookingMessages)
        .leftJoin(users, eq(users.id, bookingMessages.authorId))
        .where(eq(bookingMessages.bookingId, bookingId))
        .orderBy(asc(bookingMessages.id));
    },

    async insert(values: typeof bookingMessages.$inferInsert) {
      const [row] = await db.insert(bookingMessages).values(values).returning();
      return row;
    },

    /** The reader's side read every message of the other side: the first read is kept. */
    async markRead(bookingId: number, fromGuest: boolean, now: Date): Promise<number> {
      const updated = await db
        .update(bookingMessages)
        .set({ readAt: now })
        .where(and(eq(bookingMessages.bookingId, bookingId), eq(bookingMessages.fromGuest, fromGuest), isNull(bookingMessages.readAt)))
        .returning({ id: bookingMessages.id });
      return updated.length;
    },

    async attachment(bookingId: number, messageId: number) {
      const [row] = await db
        .select({ id: bookingMessages.id, attachment: bookingMessages.attachment })
        .from(bookingMessages)
        .where(and(eq(bookingMessages.id, messageId), eq(bookingMessages.bookingId, bookingId)));
      return row;
    },

    /** The caller's bookings with resort messages they have not read. */
    async unreadForGuest(userId: number) {
      return rows<{ bookingId: number; unread: number }>(
        db,
        sql`SELECT m.booking_id AS "bookingId", count(*)::int AS unread
            FROM booking_messages m JOIN bookings b ON b.id = m.booking_id
            WHERE b.user_id = ${userId}::int AND NOT m.from_guest AND m.read_at IS NULL
            GROUP BY m.booking_id ORDER BY m.booking_id`,
      );
    },

    async activeAdmins() {
      return db
        .select({ email: users.email, language: users.language })
        .from(users)
        .where(and(eq(users.role, 'admin'), eq(users.isActive, true)));
    },

    /** Threads, the latest written first; a supplier's only those about their tickets. */
    async threads(options: { supplierId?: number; unreadOnly: boolean; limit: number; offset: number }) {
      const scope = options.supplierId === undefined ? sql`true` : supplierTicketOn(sql`m.booking_id`, options.supplierId);
      const unread = options.unreadOnly ? sql`unread > 0` : sql`true`;
      const all = await rows<{
        bookingId: number;
        code: string;
        guest: string;
        hut: string;
        hutAr: string;
        lastMessage: string;
        lastFromGuest: boolean;
        lastAttachment: boolean;
        lastAt: Date | string;
        unread: number;
        total: number;
      }>(
        db,
        sql`WITH threads AS (
              SELECT m.booking_id,
                (SELECT count(*)::int FROM booking_messages x WHERE x.booking_id = m.booking_id AND x.from_guest AND x.read_at IS NULL) AS unread,
                max(m.id) AS last_id
              FROM booking_messages m WHERE ${scope} GROUP BY m.booking_id)
            SELECT t.booking_id AS "bookingId", b.code, u.full_name AS guest, coalesce(h.title, '') AS hut, coalesce(h.title_ar, '') AS "hutAr",
              l.body AS "lastMessage", l.from_guest AS "lastFromGuest", l.attachment IS NOT NULL AS "lastAttachment",
              l.created_at AS "lastAt", t.unread, count(*) OVER ()::int AS total
            FROM threads t JOIN booking_messages l ON l.id = t.last_id JOIN bookings b ON b.id = t.booking_id
              LEFT JOIN huts h ON h.id = b.hut_id JOIN users u ON u.id = b.user_id
            WHERE ${unread}
            ORDER BY t.last_id DESC LIMIT ${options.limit} OFFSET ${options.offset}`,
      );
      return { count: all[0]?.total ?? 0, rows: all };
    },
  };
}

export type ConversationRepository = ReturnType<typeof createConversationRepository>;
