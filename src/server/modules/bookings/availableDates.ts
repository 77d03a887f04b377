import { sql } from 'drizzle-orm';
import { todayIn } from '../../../shared/dates';
import type { BookingHutDetails } from '../../../shared/schemas/booking';
import type { Database } from '../../db/client';
import { rows } from '../../db/sql';
import { priceRangesFrom } from '../catalogue/hutsRepository';
import { priceRangesKey, type BookingRecord, type ViewContext } from './view';

// A booking's `hut_details.available_dates` (the hut's price ranges merged into runs, from today on) for the create and
// the hold (issue 27 §1): working it out walks every priced night of the hut (a year: ~400 lookups), about 1.5 ms of
// the database's CPU on each write. The runs are a function of the hut's price range rows and today alone, so the write
// reads those rows as text (a few rows by index, `priceRangesKey`) and the runs are kept in memory under that text: no
// invalidation to miss, whatever instance, script or transaction changes a range, the text differs.

type Dates = BookingHutDetails['available_dates'];

const KEPT_MAX = 2_000;
const kept = new Map<string, Dates>();

const keyOf = (today: string, ranges: string | null) => `${today}|${ranges ?? ''}`;

function keep(key: string, dates: Dates): void {
  if (kept.size >= KEPT_MAX) kept.delete(kept.keys().next().value!);
  kept.set(key, dates);
}

/** The record read with `priceRanges: 'key'` (view.ts), its `hut_available_dates` filled in: from memory, else the database. */
export async function withAvailableDates(db: Database, record: BookingRecord, context: ViewContext): Promise<BookingRecord> {
  if (record.hut_id === null || record.hut_price_ranges_key === undefined) return record;
  const today = todayIn(context.timeZone, context.now);
  let dates = kept.get(keyOf(today, record.hut_price_ranges_key));
  if (dates === undefined) {
    const [found] = await rows<{ dates: Dates; ranges: string | null }>(
      db,
      sql`SELECT ${priceRangesFrom(today)} AS dates, ${priceRangesKey(sql`h.id`)} AS ranges FROM huts h WHERE h.id = ${record.hut_id}::int`,
    );
    // The hut's ranges as this read saw them, which a change since the write may have moved on: kept under its own text.
    dates = found?.dates ?? [];
    if (found) keep(keyOf(today, found.ranges), dates);
  }
  const { hut_price_ranges_key: _, ...rest } = record;
  return { ...rest, hut_available_dates: dates };
}
