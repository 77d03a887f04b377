// Calendar days as ISO strings (YYYY-MM-DD); the day arithmetic both sides share lives in src/shared/dates.ts.
import { addDays, fromIso, toIso } from '../../../shared/dates';

export { addDays, fromIso, isIsoDay, isWeekendNight, toIso, todayIn } from '../../../shared/dates';

/** The first day of the month `months` away from the month of `day`. */
export function addMonths(day: string, months: number): string {
  const date = fromIso(day);
  return toIso(new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + months, 1)));
}

export const startOfMonth = (day: string) => `${day.slice(0, 7)}-01`;
export const endOfMonth = (day: string) => addDays(addMonths(day, 1), -1);
/** 0 = Sunday … 6 = Saturday. */
export const weekday = (day: string) => fromIso(day).getUTCDay();

/** The nights of a stay: from check-in up to, not including, check-out. */
export function nightsOf(checkIn: string, checkOut: string): string[] {
  const nights: string[] = [];
  for (let night = checkIn; night < checkOut; night = addDays(night, 1)) nights.push(night);
  return nights;
}

/** Weeks of a month grid: null pads the days before the 1st and after the last. */
export function monthGrid(month: string, firstDay: number): (string | null)[][] {
  const first = startOfMonth(month);
  const last = endOfMonth(month);
  const lead = (weekday(first) - firstDay + 7) % 7;
  const cells: (string | null)[] = Array.from({ length: lead }, () => null);
  for (let day = first; day <= last; day = addDays(day, 1)) cells.push(day);
  while (cells.length % 7) cells.push(null);
  const weeks: (string | null)[][] = [];
  for (let index = 0; index < cells.length; index += 7) weeks.push(cells.slice(index, index + 7));
  return weeks;
}
