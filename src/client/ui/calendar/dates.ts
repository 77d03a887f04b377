// Calendar days as ISO strings (YYYY-MM-DD), computed in UTC so no time zone can shift a day.
const pad = (value: number) => String(value).padStart(2, '0');

export const toIso = (date: Date) => `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
export const fromIso = (day: string) => new Date(`${day}T00:00:00Z`);
export const isIsoDay = (value: string | null | undefined): value is string =>
  !!value && /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(fromIso(value).getTime()) && toIso(fromIso(value)) === value;

export function addDays(day: string, days: number): string {
  const date = fromIso(day);
  date.setUTCDate(date.getUTCDate() + days);
  return toIso(date);
}

/** The first day of the month `months` away from the month of `day`. */
export function addMonths(day: string, months: number): string {
  const date = fromIso(day);
  return toIso(new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + months, 1)));
}

export const startOfMonth = (day: string) => `${day.slice(0, 7)}-01`;
export const endOfMonth = (day: string) => addDays(addMonths(day, 1), -1);
/** 0 = Sunday … 6 = Saturday. */
export const weekday = (day: string) => fromIso(day).getUTCDay();
/** Friday and Saturday nights are the weekend in Saudi Arabia (and use the weekend price). */
export const isWeekendNight = (day: string) => weekday(day) === 5 || weekday(day) === 6;

/** Today's date in the resort's time zone. */
export function todayIn(timeZone = 'Asia/Riyadh', now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

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
