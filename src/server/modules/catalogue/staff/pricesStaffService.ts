import type { ClosedNightsInput, PriceRangeInput } from '../../../../shared/schemas/dashboard/huts';
import type { Database } from '../../../db/client';
import { hutPriceRanges } from '../../../db/schema';
import { recordAudit } from '../../../lib/audit';
import { AppError, NotFound, text, type Text, ValidationFailed } from '../../../lib/errors';
import type { MessageKey } from '../../../lib/i18n';
import { mailFormats } from '../../../lib/mailLayout';
import { violates } from '../../../lib/pgErrors';
import { daysBetween } from '../../../lib/resortDate';
import { updateVersioned } from '../../../lib/versioned';
import type { Actor } from '../../../lib/actor';
import { createHutsRepository } from '../hutsRepository';
import { createPricesStaffRepository } from './pricesStaffRepository';

/** Longest span one write may cover: two years of nights. */
export const MAX_SPAN_NIGHTS = 731;

type Span = { date_from: string; date_to: string };

/** 409 naming the nights in the way, so the calendar can show which range blocks the change. */
export class InTheWay extends AppError {
  constructor(detail: Text, code: 'overlap' | 'closed' | 'booked', span: Span) {
    super(409, { detail, code, range: span });
  }
}

function checkSpan(span: Span) {
  const nights = daysBetween(span.date_from, span.date_to) + 1;
  if (nights < 1) throw new ValidationFailed({ date_to: [text('catalogue.dateOrderInclusive')] });
  if (nights > MAX_SPAN_NIGHTS) throw new ValidationFailed({ date_to: [text('catalogue.rangeTooLong', { limit: MAX_SPAN_NIGHTS })] });
}

/** A date as each language writes it (not ISO); the error handler takes the reader's. */
const inBothLanguages = (value: string) => ({
  en: mailFormats('en', 'SAR', 'UTC').date(value),
  ar: mailFormats('ar', 'SAR', 'UTC').date(value),
});

/** The nights in the way, named with dates written for the reader's language. */
const spanMessage = (key: MessageKey, span: Span) =>
  text(key, { from: inBothLanguages(span.date_from), to: inBothLanguages(span.date_to) });

/**
 * Nightly prices and closed nights. Bookings keep the amounts they were charged (their own columns), so
 * nothing here reaches back into an existing booking; new quotes read the new prices at once.
 */
export function createPricesStaffService(deps: { db: Database; now: () => Date }) {
  const { db } = deps;
  const huts = createHutsRepository(db);
  const prices = createPricesStaffRepository(db);
  const audit = (tx: Database, actor: Actor, action: string, entityType: string, entityId: number, before: unknown, after: unknown) =>
    recordAudit(tx, { actorId: actor.id, area: 'prices', action, entityType, entityId, before, after, at: deps.now() });

  async function lockedHut(tx: Database, hutId: number) {
    if (!(await huts.lock(tx, hutId))) throw new NotFound();
  }

  /** The database (trigger, migration 0025) is the guarantee; its refusal is turned into a 409 that names the range in the way. */
  async function refusingOverlap<T>(hutId: number, span: Span, exceptId: number, write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (!violates(error, 'hut_price_ranges_no_overlap')) throw error;
      const blocking = (await prices.rangeInTheWay(hutId, span, exceptId)) ?? span;
      throw new InTheWay(spanMessage('catalogueStaff.priceOverlap', blocking), 'overlap', blocking);
    }
  }

  return {
    async calendar(hutId: number, year: number) {
      if (!(await huts.find(hutId))) throw new NotFound();
      return prices.calendar(hutId, year, deps.now());
    },

    addRange(hutId: number, input: PriceRangeInput, actor: Actor) {
      checkSpan(input);
      return refusingOverlap(hutId, input, 0, () =>
        db.transaction(async (tx) => {
          await lockedHut(tx, hutId);
          const range = await prices.insertRange(tx, hutId, input);
          await audit(tx, actor, 'create', 'price_range', range.id, null, range);
          return range;
        }),
      );
    },

    updateRange(hutId: number, rangeId: number, input: PriceRangeInput & { version: number }, actor: Actor) {
      checkSpan(input);
      return refusingOverlap(hutId, input, rangeId, () =>
        db.transaction(async (tx) => {
          await lockedHut(tx, hutId);
          if (!(await prices.findRange(tx, hutId, rangeId))) throw new NotFound();
          const { before, after } = await updateVersioned(tx, hutPriceRanges, rangeId, input.version, prices.rangeColumns(input));
          await audit(tx, actor, 'update', 'price_range', rangeId, before, after);
          return after;
        }),
      );
    },

    removeRange: (hutId: number, rangeId: number, version: number, actor: Actor) =>
      db.transaction(async (tx) => {
        await lockedHut(tx, hutId);
        const range = await prices.findRange(tx, hutId, rangeId);
        if (!range) throw new NotFound();
        // Nights a guest holds keep a price: the bookings move to other dates or another hut first.
        const booked = await prices.bookingsOnlyBy(tx, rangeId, deps.now());
        if (booked.length > 0) {
          const codes = booked.map((booking) => booking.code);
          const detail = text('catalogueStaff.rangeBooked', { codes: { en: codes.join(', '), ar: codes.join('، ') } });
          throw new InTheWay(detail, 'booked', { date_from: booked[0].date_from, date_to: booked.at(-1)!.date_to });
        }
        const { before } = await updateVersioned(tx, hutPriceRanges, rangeId, version, {});
        await prices.deleteRange(tx, rangeId);
        await audit(tx, actor, 'delete', 'price_range', rangeId, before, null);
      }),

    /** Nights a guest holds cannot be closed: the resort would have to cancel that booking first. */
    async closeNights(hutId: number, input: ClosedNightsInput, actor: Actor) {
      checkSpan(input);
      try {
        return await db.transaction(async (tx) => {
          await lockedHut(tx, hutId);
          const booked = await prices.bookingInTheWay(tx, hutId, input, deps.now());
          if (booked) throw new InTheWay(spanMessage('catalogueStaff.closedBooked', booked), 'booked', booked);
          const closed = await prices.insertClosed(tx, hutId, input);
          await audit(tx, actor, 'close', 'closed_nights', closed.id, null, closed);
          return { id: closed.id, date_from: closed.dateFrom, date_to: closed.dateTo, reason: closed.reason };
        });
      } catch (error) {
        if (!violates(error, 'hut_closed_nights_no_overlap')) throw error;
        const blocking = (await prices.closedInTheWay(hutId, input)) ?? input;
        throw new InTheWay(spanMessage('catalogueStaff.closedOverlap', blocking), 'closed', blocking);
      }
    },

    reopenNights: (hutId: number, closedId: number, actor: Actor) =>
      db.transaction(async (tx) => {
        await lockedHut(tx, hutId);
        const removed = await prices.deleteClosed(tx, hutId, closedId);
        if (!removed) throw new NotFound();
        await audit(tx, actor, 'reopen', 'closed_nights', closedId, removed, null);
      }),
  };
}

export type PricesStaffService = ReturnType<typeof createPricesStaffService>;
