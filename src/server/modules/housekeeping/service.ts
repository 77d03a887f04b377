import { sql } from 'drizzle-orm';
import type { HousekeepingBody, HutHousekeeping } from '../../../shared/schemas/dashboard/frontDesk';
import type { Database } from '../../db/client';
import { rows } from '../../db/sql';
import type { Actor } from '../../lib/actor';
import { recordAudit } from '../../lib/audit';
import type { Clock } from '../../lib/clock';
import { NotFound, text, ValidationFailed } from '../../lib/errors';
import { mailFormats } from '../../lib/mailLayout';
import { violates } from '../../lib/pgErrors';
import { daysBetween } from '../../lib/resortDate';
import { createHutsRepository } from '../catalogue/hutsRepository';
import { InTheWay, MAX_SPAN_NIGHTS } from '../catalogue/staff/pricesStaffService';
import { createPricesStaffRepository } from '../catalogue/staff/pricesStaffRepository';
import { housekeepingFor, setHousekeeping } from './repository';

type Span = { date_from: string; date_to: string };

/** A date as each language writes it; the error handler takes the reader's. */
const inBothLanguages = (value: string) => ({
  en: mailFormats('en', 'SAR', 'UTC').date(value),
  ar: mailFormats('ar', 'SAR', 'UTC').date(value),
});
const spanParams = (span: Span) => ({ from: inBothLanguages(span.date_from), to: inBothLanguages(span.date_to) });

/** The closed nights' reason when the housekeeper wrote no note: staff text, read in either language. */
const OUT_OF_ORDER = 'Out of order · خارج الخدمة';

/** The period of an out-of-order status: both days or neither, in order, at most two years; only for out of order. */
function periodOf(body: HousekeepingBody): Span | null {
  const given = body.date_from !== undefined || body.date_to !== undefined;
  if (!given) return null;
  if (body.status !== 'out_of_order') throw new ValidationFailed({ date_from: [text('housekeeping.periodOnlyOutOfOrder')] });
  if (body.date_from === undefined || body.date_to === undefined) {
    throw new ValidationFailed({ [body.date_from === undefined ? 'date_from' : 'date_to']: [text('housekeeping.periodBoth')] });
  }
  const nights = daysBetween(body.date_from, body.date_to) + 1;
  if (nights < 1) throw new ValidationFailed({ date_to: [text('catalogue.dateOrderInclusive')] });
  if (nights > MAX_SPAN_NIGHTS) throw new ValidationFailed({ date_to: [text('catalogue.rangeTooLong', { limit: MAX_SPAN_NIGHTS })] });
  return { date_from: body.date_from, date_to: body.date_to };
}

/**
 * Housekeeping: each hut's status (clean, dirty, inspected, out of order). Out of order with a period closes the
 * hut's nights (hut_closed_nights, under its no-overlap constraint; nights a guest holds cannot be closed).
 */
export function createHousekeepingService(deps: { db: Database; clock: Clock }) {
  const { db } = deps;
  const huts = createHutsRepository(db);
  const prices = createPricesStaffRepository(db);

  async function list(only?: number): Promise<HutHousekeeping[]> {
    const found = await rows<{ id: number; title: string; title_ar: string; occupied: boolean }>(
      db,
      sql`SELECT h.id, h.title, h.title_ar, EXISTS (SELECT 1 FROM bookings b JOIN booking_check_ins c ON c.booking_id = b.id
          WHERE b.hut_id = h.id AND b.status IN ('paid', 'completed') AND NOT EXISTS (SELECT 1 FROM booking_check_outs o WHERE o.booking_id = b.id)) AS occupied
        FROM huts h WHERE h.deleted_at IS NULL ${only === undefined ? sql`` : sql`AND h.id = ${only}::int`} ORDER BY lower(h.title), h.id`,
    );
    const statuses = await housekeepingFor(
      db,
      found.map((hut) => hut.id),
    );
    return found.map((hut) => {
      const state = statuses.get(hut.id)!;
      return {
        hut: { id: hut.id, title: hut.title, title_ar: hut.title_ar },
        status: state.status,
        note: state.note,
        updated_at: state.updated_at,
        updated_by: state.updated_by,
        closure: state.closure,
        occupied: hut.occupied,
      };
    });
  }

  return {
    list: () => list(),

    async set(hutId: number, body: HousekeepingBody, actor: Actor): Promise<HutHousekeeping> {
      const period = periodOf(body);
      const note = body.note?.trim() ?? '';
      const now = deps.clock.now();
      try {
        await db.transaction(async (tx) => {
          if (!(await huts.lock(tx, hutId))) throw new NotFound();
          const before = (await housekeepingFor(tx, [hutId])).get(hutId)!;
          let closureId: number | null | undefined = body.status === 'out_of_order' ? undefined : null;
          if (period) {
            const booked = await prices.bookingInTheWay(tx, hutId, period, now);
            if (booked) throw new InTheWay(text('catalogueStaff.closedBooked', spanParams(booked)), 'booked', booked);
            const closed = await prices.insertClosed(tx, hutId, { ...period, reason: (note || OUT_OF_ORDER).slice(0, 200) });
            closureId = closed.id;
            await recordAudit(tx, {
              actorId: actor.id,
              area: 'prices',
              action: 'close',
              entityType: 'closed_nights',
              entityId: closed.id,
              before: null,
              after: closed,
              at: now,
            });
          }
          await setHousekeeping(tx, { hutId, status: body.status, note, actorId: actor.id, at: now, closureId });
          await recordAudit(tx, {
            actorId: actor.id,
            area: 'huts',
            action: 'housekeeping',
            entityType: 'hut',
            entityId: hutId,
            before: { status: before.status, note: before.note },
            after: { status: body.status, note, ...(period ?? {}) },
            at: now,
          });
        });
      } catch (error) {
        if (!period || !violates(error, 'hut_closed_nights_no_overlap')) throw error;
        const blocking = (await prices.closedInTheWay(hutId, period)) ?? period;
        throw new InTheWay(text('catalogueStaff.closedOverlap', spanParams(blocking)), 'closed', blocking);
      }
      return (await list(hutId))[0];
    },
  };
}
