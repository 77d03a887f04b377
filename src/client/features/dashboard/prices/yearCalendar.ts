import type { StaffClosedNights, StaffPriceRange } from '../../../../shared/schemas/dashboard/huts';
import { addDays, isWeekendNight } from '../../../ui/calendar/dates';

/** A picked span of nights, both ends inclusive; `complete` once its second end was chosen. */
export interface NightSelection {
  anchor: string;
  end: string;
  complete: boolean;
}

export const spanOf = (selection: NightSelection) =>
  selection.anchor <= selection.end ? { from: selection.anchor, to: selection.end } : { from: selection.end, to: selection.anchor };

/**
 * Picking a night: the first pick starts a span (one night), the second ends it (in either direction), a
 * third starts again. `extend` (Shift) always moves the end, so a span can be widened or narrowed.
 */
export function pickNight(current: NightSelection | null, day: string, extend = false): NightSelection {
  if (current && (extend || !current.complete)) return { anchor: current.anchor, end: day, complete: true };
  return { anchor: day, end: day, complete: false };
}

export interface NightState {
  range: StaffPriceRange | null;
  closed: StaffClosedNights | null;
  /** What a guest pays for this night, or null when it is not priced. */
  price: string | null;
  weekend: boolean;
}

/** Days from `from` to `to`, to compare range lengths (ISO days sort and subtract as UTC dates). */
const span = (range: StaffPriceRange) => Date.parse(range.date_to) - Date.parse(range.date_from);

/** A night's price comes from the shortest range holding it: a special week nested in a month's range wins. */
export function nightState(day: string, ranges: StaffPriceRange[], closed: StaffClosedNights[]): NightState {
  const range = ranges
    .filter((candidate) => candidate.date_from <= day && day <= candidate.date_to)
    .reduce<StaffPriceRange | null>((shortest, candidate) => (!shortest || span(candidate) < span(shortest) ? candidate : shortest), null);
  const weekend = isWeekendNight(day);
  const price = range ? (weekend && range.weekend_price ? range.weekend_price : range.price) : null;
  return { range, closed: closed.find((candidate) => candidate.date_from <= day && day <= candidate.date_to) ?? null, price, weekend };
}

/** The day a key moves focus to (arrows follow the reading direction), or null for other keys. */
export function dayForKey(day: string, key: string, rtl: boolean): string | null {
  const side = rtl ? -1 : 1;
  switch (key) {
    case 'ArrowRight':
      return addDays(day, side);
    case 'ArrowLeft':
      return addDays(day, -side);
    case 'ArrowDown':
      return addDays(day, 7);
    case 'ArrowUp':
      return addDays(day, -7);
    case 'PageDown':
      return addDays(day, 30);
    case 'PageUp':
      return addDays(day, -30);
    default:
      return null;
  }
}
