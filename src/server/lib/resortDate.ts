import { todayIn } from '../../shared/dates';
import type { Clock } from './clock';

export { addDays, daysBetween } from '../../shared/dates';

/** Today's date (`YYYY-MM-DD`) on the resort's calendar: what "future" and "past" mean for stays and events. */
export function resortToday(clock: Clock, timeZone: string): string {
  return todayIn(timeZone, clock.now());
}

// Building an Intl.DateTimeFormat costs far more than using one: a year's CSV export (30,000 lines) spent ~2 s
// building one per line. One per time zone.
const formats = new Map<string, Intl.DateTimeFormat>();
const formatIn = (timeZone: string) => {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    formats.set(timeZone, format);
  }
  return format;
};

/** An instant on the resort's clock: its day "2026-03-01" and time "12:00" (what staff read and spreadsheets take). */
export function resortDateAndTime(at: Date | string, timeZone: string): { date: string; time: string } {
  const parts = Object.fromEntries(
    formatIn(timeZone)
      .formatToParts(typeof at === 'string' ? new Date(at) : at)
      .map((part) => [part.type, part.value]),
  );
  return { date: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}` };
}

/** "2026-03-01 12:00" on the resort's clock. */
export function resortDateTime(at: Date | string, timeZone: string): string {
  const { date, time } = resortDateAndTime(at, timeZone);
  return `${date} ${time}`;
}
