// Plain calendar days (`YYYY-MM-DD`), the way stays, nights and event dates travel on the wire. The
// arithmetic runs in UTC only as a neutral carrier, so no time zone can shift a day; "today" is the one
// question that needs a zone, and it is always the resort's.

const DAY_MS = 24 * 3600 * 1000;
const pad = (value: number) => String(value).padStart(2, '0');

export const toIso = (date: Date) => `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
export const fromIso = (day: string) => new Date(`${day}T00:00:00Z`);

export const isIsoDay = (value: string | null | undefined): value is string =>
  !!value && /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(fromIso(value).getTime()) && toIso(fromIso(value)) === value;

export function addDays(day: string, days: number): string {
  return toIso(new Date(fromIso(day).getTime() + days * DAY_MS));
}

export const firstOfMonth = (day: string) => `${day.slice(0, 8)}01`;

/** The last day of `day`'s month. */
export function lastOfMonth(day: string): string {
  const [year, month] = day.split('-').map(Number);
  return addDays(`${month === 12 ? year + 1 : year}-${pad((month % 12) + 1)}-01`, -1);
}

export function daysBetween(from: string, to: string): number {
  return Math.round((fromIso(to).getTime() - fromIso(from).getTime()) / DAY_MS);
}

/** Today's date on the resort's calendar (en-CA formats as YYYY-MM-DD). */
// Building an Intl.DateTimeFormat costs far more than using one, and every booking request asks for today.
const dayFormats = new Map<string, Intl.DateTimeFormat>();

export function todayIn(timeZone = 'Asia/Riyadh', now = new Date()): string {
  let format = dayFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    dayFormats.set(timeZone, format);
  }
  return format.format(now);
}

/** Friday and Saturday nights are the weekend in Saudi Arabia (and use the weekend price). */
export const isWeekendNight = (day: string) => [5, 6].includes(fromIso(day).getUTCDay());
