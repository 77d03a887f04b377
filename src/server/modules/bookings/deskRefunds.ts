// Money owed at the desk (issue 23 §2). A refund of money taken at the desk (cash, the card terminal) is settled in
// the ledger with its credit note when the refund worker records it (refundWorker.ts, settleAtDesk); from then on it
// is owed to the guest until a staff member records that it was handed over: who, when, how, a reference or note.
// The hand-over is one conditional update of the refund's row (handed_over_at IS NULL), so two desks recording it
// at once give one winner; the loser is told who was first and when.
import { sql, type SQL } from 'drizzle-orm';
import type { DeskRefund, DeskRefundPage, DeskRefundQuery, HandOverBody } from '../../../shared/schemas/dashboard/deskRefunds';
import { PAGE_SIZE_DEFAULT } from '../../../shared/constants';
import type { Database } from '../../db/client';
import { rows } from '../../db/sql';
import type { Actor } from '../../lib/actor';
import { recordAudit } from '../../lib/audit';
import { AppError, NotFound, ValidationFailed, text } from '../../lib/errors';
import { paginate, windowOf } from '../../lib/pagination';
import type { BookingDeps } from './context';

const iso = (column: string) => sql.raw(`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);

/** Records a desk refund as owed, in the transaction that settles it (its notification is written by a trigger). */
export async function recordOwedAtDesk(
  tx: Database,
  refund: { id: number; bookingId: number; amount: string; currency: string; method: 'cash' | 'terminal'; at: Date },
) {
  await tx.execute(sql`INSERT INTO desk_refund_handovers (refund_id, booking_id, amount, currency, method, owed_since)
    VALUES (${refund.id}::int, ${refund.bookingId}::int, ${refund.amount}::numeric, ${refund.currency}, ${refund.method},
      ${refund.at.toISOString()}::timestamptz)
    ON CONFLICT (refund_id) DO NOTHING`);
}

interface Row {
  id: number;
  booking_id: number;
  booking_code: string;
  full_name: string;
  phone: string;
  email: string;
  amount: string;
  currency: string;
  method: 'cash' | 'terminal';
  owed_since: string;
  reason: string;
  handed_over_at: string | null;
  handed_over_by: string | null;
  handed_over_method: 'cash' | 'terminal' | null;
  handed_over_note: string;
  total_count: number;
}

const select = (where: SQL, order: SQL, window: { limit: number; offset: number }) => sql`
  SELECT d.refund_id AS id, d.booking_id, b.code AS booking_code, coalesce(nullif(u.full_name, ''), u.email) AS full_name,
    coalesce(u.phone, '') AS phone, u.email, d.amount::text AS amount, d.currency, d.method, ${iso('d.owed_since')} AS owed_since,
    -- A cancellation's refund carries an internal word as its reason: the guest's or staff's own words are the booking's.
    CASE WHEN q.reason IN ('staff cancellation', 'cancellation') THEN coalesce(b.cancel_reason, '') ELSE coalesce(q.reason, '') END AS reason, ${iso('d.handed_over_at')} AS handed_over_at,
    coalesce(nullif(hu.full_name, ''), hu.email) AS handed_over_by, d.handed_over_method, d.handed_over_note,
    count(*) OVER ()::int AS total_count
  FROM desk_refund_handovers d JOIN bookings b ON b.id = d.booking_id JOIN users u ON u.id = b.user_id
    LEFT JOIN refund_requests q ON q.id = d.refund_id LEFT JOIN users hu ON hu.id = d.handed_over_by
  WHERE ${where} ORDER BY ${order} LIMIT ${window.limit}::int OFFSET ${window.offset}::int`;

function toDeskRefund(row: Row): DeskRefund {
  return {
    id: row.id,
    booking: { id: row.booking_id, code: row.booking_code },
    guest: { full_name: row.full_name, phone: row.phone, email: row.email },
    amount: row.amount,
    currency: row.currency,
    method: row.method,
    owed_since: row.owed_since,
    reason: row.reason,
    state: row.handed_over_at ? 'handed_over' : 'owed',
    handed_over:
      row.handed_over_at && row.handed_over_method
        ? { at: row.handed_over_at, by: row.handed_over_by, method: row.handed_over_method, note: row.handed_over_note }
        : null,
  };
}

/** A booking's desk refunds, oldest first (its screen shows each with its state). */
export async function deskRefundsOf(db: Database, bookingId: number): Promise<DeskRefund[]> {
  const found = await rows<Row>(
    db,
    select(sql`d.booking_id = ${bookingId}::int`, sql`d.owed_since, d.refund_id`, { limit: 100, offset: 0 }),
  );
  return found.map(toDeskRefund);
}

export function createDeskRefundService(deps: BookingDeps) {
  const { db } = deps;
  const clockTimeIn = (iso: string, lang: 'en' | 'ar') =>
    new Intl.DateTimeFormat(lang === 'ar' ? 'ar-SA-u-nu-arab' : 'en-GB', {
      day: 'numeric',
      month: 'short',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      timeZone: deps.config.timeZone,
    }).format(new Date(iso));

  async function one(id: number, on: Database = db): Promise<DeskRefund | null> {
    const [row] = await rows<Row>(on, select(sql`d.refund_id = ${id}::int`, sql`d.refund_id`, { limit: 1, offset: 0 }));
    return row ? toDeskRefund(row) : null;
  }

  return {
    /** Owed ones oldest first (the longest waiting on top); handed over ones newest first. */
    async list(query: DeskRefundQuery): Promise<DeskRefundPage> {
      const page = query.page ?? 1;
      const owed = (query.state ?? 'owed') === 'owed';
      const found = await rows<Row>(
        db,
        select(
          owed ? sql`d.handed_over_at IS NULL` : sql`d.handed_over_at IS NOT NULL`,
          owed ? sql`d.owed_since, d.refund_id` : sql`d.handed_over_at DESC, d.refund_id DESC`,
          windowOf(page, PAGE_SIZE_DEFAULT),
        ),
      );
      const [totals] = await rows<{ count: number; total: string }>(
        db,
        sql`SELECT count(*)::int AS count, coalesce(sum(amount), 0)::numeric(12, 2)::text AS total FROM desk_refund_handovers WHERE handed_over_at IS NULL`,
      );
      return {
        ...paginate(found[0]?.total_count ?? 0, page, PAGE_SIZE_DEFAULT, found.map(toDeskRefund)),
        owed_count: totals.count,
        owed_total: totals.total,
      };
    },

    /** owed → handed over, once (audited). A second hand-over, or one racing it, is a 409 saying who was first and when. */
    async handOver(id: number, body: HandOverBody, actor: Actor): Promise<DeskRefund> {
      const note = body.note.trim();
      if (!note) throw new ValidationFailed({ note: [text('deskRefunds.noteRequired')] });
      const now = deps.clock.now();
      await db.transaction(async (tx) => {
        const [done] = await rows<{ booking_id: number; amount: string; method: string }>(
          tx,
          sql`UPDATE desk_refund_handovers SET handed_over_at = ${now.toISOString()}::timestamptz, handed_over_by = ${actor.id}::int,
              handed_over_method = ${body.method}, handed_over_note = ${note}
            WHERE refund_id = ${id}::int AND handed_over_at IS NULL RETURNING booking_id, amount::text AS amount, method`,
        );
        if (!done) {
          const current = await one(id, tx);
          if (!current) throw new NotFound();
          const at = current.handed_over?.at ?? now.toISOString();
          throw new AppError(409, {
            detail: text('deskRefunds.alreadyHandedOver', {
              time: { en: clockTimeIn(at, 'en'), ar: clockTimeIn(at, 'ar') },
              name: current.handed_over?.by ?? '',
            }),
            code: 'already_handed_over',
          });
        }
        await recordAudit(tx, {
          actorId: actor.id,
          area: 'bookings',
          action: 'desk_refund_handed_over',
          entityType: 'booking',
          entityId: done.booking_id,
          before: { refund: id, state: 'owed', amount: done.amount, method: done.method },
          after: { refund: id, state: 'handed_over', amount: done.amount, method: body.method, note, at: now.toISOString() },
          at: now,
        });
      });
      return (await one(id))!;
    },
  };
}
