import { addDays, daysBetween } from '../../../../shared/dates';
import type { GridBooking, GridClosure, GridHut } from '../../../../shared/schemas/dashboard/grid';

/** The days shown, first to last (inclusive). */
export const daysOf = (from: string, count: number) => Array.from({ length: count }, (_, index) => addDays(from, index));

/** One cell run of a hut's row: a stay's visible nights, closed nights, or a free night. */
export type Segment =
  | { kind: 'booking'; booking: GridBooking; start: number; span: number; startsBefore: boolean; endsAfter: boolean }
  | { kind: 'closed'; closure: GridClosure; start: number; span: number }
  | { kind: 'free'; start: number; day: string };

/**
 * A hut's row over `days`: each stay is one run from its first visible night to its last (its check-out day is
 * the next stay's check-in day, so back-to-back stays sit side by side), closed nights one run, every other night
 * one free cell. Columns count in reading order; the table's direction mirrors them in Arabic.
 */
export function segmentsOf(hut: Pick<GridHut, 'bookings' | 'closures'>, days: readonly string[]): Segment[] {
  const first = days[0];
  const count = days.length;
  const column = (day: string) => daysBetween(first, day);
  const taken = new Array<Segment | null>(count).fill(null);
  const segments: Segment[] = [];
  for (const booking of hut.bookings) {
    const start = Math.max(0, column(booking.date_from));
    const end = Math.min(count, column(booking.date_to));
    if (end <= start || taken.slice(start, end).some(Boolean)) continue;
    const segment: Segment = {
      kind: 'booking',
      booking,
      start,
      span: end - start,
      startsBefore: column(booking.date_from) < 0,
      endsAfter: column(booking.date_to) > count,
    };
    taken.fill(segment, start, end);
    segments.push(segment);
  }
  for (const closure of hut.closures) {
    // Closed nights are inclusive: date_to is the last closed night. Nights a stay holds stay the stay's.
    let start = Math.max(0, column(closure.date_from));
    const end = Math.min(count, column(closure.date_to) + 1);
    while (start < end) {
      while (start < end && taken[start]) start += 1;
      let stop = start;
      while (stop < end && !taken[stop]) stop += 1;
      if (stop > start) {
        const segment: Segment = { kind: 'closed', closure, start, span: stop - start };
        taken.fill(segment, start, stop);
        segments.push(segment);
      }
      start = stop;
    }
  }
  days.forEach((day, index) => {
    if (!taken[index]) segments.push({ kind: 'free', start: index, day });
  });
  return segments.sort((a, b) => a.start - b.start);
}
