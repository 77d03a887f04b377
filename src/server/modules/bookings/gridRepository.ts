import { sql } from 'drizzle-orm';
import { addDays } from '../../../shared/dates';
import type { Database } from '../../db/client';
import { holding } from '../../db/bookingStatus';
import { rows } from '../../db/sql';

export interface GridHutRow {
  id: number;
  title: string;
  title_ar: string;
  is_active: boolean;
}

export interface GridBookingRow {
  id: number;
  hut_id: number;
  code: string;
  guest_name: string;
  date_from: string;
  date_to: string;
  status: string;
  checked_in: boolean;
  checked_out: boolean;
  no_show: boolean;
  persons: number;
  kids: number;
  unpaid: boolean;
}

export interface GridClosureRow {
  hut_id: number;
  /** 'closure': closed by staff; 'channel': sold on a channel whose calendar is imported (the reason is its name). */
  source: 'closure' | 'channel';
  date_from: string;
  date_to: string;
  reason: string;
}

/**
 * The grid's three reads, each one statement for every hut at once (never one per hut): the huts, the stays
 * that hold nights in the range (read through bookings_hut_stay_idx, the GiST index on hut and stay), and the
 * closures that overlap it. `from`–`to` are inclusive resort days.
 */
export function createGridRepository(db: Database) {
  return {
    huts: () =>
      rows<GridHutRow>(
        db,
        sql`SELECT h.id, h.title, h.title_ar, h.is_active FROM huts h WHERE h.deleted_at IS NULL ORDER BY h.sort_order, h.id`,
      ),

    bookings(from: string, to: string, now: Date) {
      const nights = sql`daterange(${from}::date, ${addDays(to, 1)}::date)`;
      // Unpaid: a stay not yet paid for, or (paid) extras added since and not paid; the staff list's not_paid > 0.
      return rows<GridBookingRow>(
        db,
        sql`SELECT b.id, b.hut_id, b.code, coalesce(nullif(u.full_name, ''), u.email) AS guest_name,
          to_char(lower(b.stay), 'YYYY-MM-DD') AS date_from, to_char(upper(b.stay), 'YYYY-MM-DD') AS date_to,
          b.status::text AS status, c.booking_id IS NOT NULL AS checked_in, o.booking_id IS NOT NULL AS checked_out, b.no_show_at IS NOT NULL AS no_show,
          b.persons_max_num AS persons, b.kids_max_num AS kids,
          CASE WHEN b.status = 'confirmed' THEN b.total > b.paid
            WHEN b.status = 'paid' THEN EXISTS (SELECT 1 FROM booking_tickets x
              WHERE x.booking_id = b.id AND x.is_extra AND x.paid_at IS NULL AND x.cancelled_at IS NULL AND x.total > 0)
            ELSE false END AS unpaid
        FROM bookings b JOIN users u ON u.id = b.user_id LEFT JOIN booking_check_ins c ON c.booking_id = b.id
          LEFT JOIN booking_check_outs o ON o.booking_id = b.id
        WHERE b.stay && ${nights} AND b.kind = 'stay' AND (${holding('b', now)} OR b.status = 'completed')
        ORDER BY b.hut_id, lower(b.stay)`,
      );
    },

    closures: (from: string, to: string) =>
      rows<GridClosureRow>(
        db,
        sql`SELECT c.hut_id, 'closure' AS source, to_char(c.date_from, 'YYYY-MM-DD') AS date_from,
            to_char(c.date_to, 'YYYY-MM-DD') AS date_to, c.reason
          FROM hut_closed_nights c WHERE c.date_from <= ${to}::date AND c.date_to >= ${from}::date
        UNION ALL
        SELECT k.hut_id, 'channel' AS source, to_char(k.date_from, 'YYYY-MM-DD'), to_char(k.date_to, 'YYYY-MM-DD'), h.name
          FROM hut_channel_blocks k JOIN hut_channels h ON h.id = k.channel_id
          WHERE k.date_from <= ${to}::date AND k.date_to >= ${from}::date
        ORDER BY 1, 3`,
      ),
  };
}
