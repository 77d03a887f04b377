import type { Clock } from './clock';

/** Today's date (`YYYY-MM-DD`) on the resort's calendar: what "future" and "past" mean for stays and events. */
export function resortToday(clock: Clock, timeZone: string): string {
  // en-CA formats as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(clock.now());
}

const DAY_MS = 24 * 3600 * 1000;

/** Plain calendar arithmetic on `YYYY-MM-DD`; UTC is only a neutral carrier, no time zone is involved. */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}
