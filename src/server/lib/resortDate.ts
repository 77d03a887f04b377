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

const formatSecondsIn = (timeZone: string) => {
  let format = formats.get(`${timeZone}+s`);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    formats.set(`${timeZone}+s`, format);
  }
  return format;
};

const DAY = 86_400_000;

/** The zone's offset from UTC (ms, whole seconds) at the second `second` (ms since 1970, a multiple of 1,000). */
function offsetAt(timeZone: string, second: number): number {
  const parts: Record<string, string> = {};
  for (const part of formatSecondsIn(timeZone).formatToParts(second)) parts[part.type] = part.value;
  return Date.UTC(+parts.year, +parts.month - 1, +parts.day, +parts.hour, +parts.minute, +parts.second) - second;
}

// Even one formatToParts per line was most of a year's CSV export (~130 ms of 33,000 lines): the zone's offset is
// read once per UTC day instead, when it is the same at the day's first and last second (on a day whose offset
// changes, and in years before 1600 or after 9000, each instant is formatted by Intl). Bounded.
const offsets = new Map<string, Map<number, number | null>>();

function dayOffset(timeZone: string, ms: number): number | null {
  let zone = offsets.get(timeZone);
  if (!zone) offsets.set(timeZone, (zone = new Map()));
  const day = Math.floor(ms / DAY);
  let offset = zone.get(day);
  if (offset === undefined) {
    const start = day * DAY;
    const year = new Date(start).getUTCFullYear();
    const first = year >= 1600 && year <= 9000 ? offsetAt(timeZone, start) : null;
    offset = first !== null && first === offsetAt(timeZone, start + DAY - 1000) ? first : null;
    if (zone.size >= 20_000) zone.clear();
    zone.set(day, offset);
  }
  return offset;
}

const two = (n: number) => (n < 10 ? `0${n}` : String(n));

/** An instant on the resort's clock: its day "2026-03-01" and time "12:00" (what staff read and spreadsheets take). */
export function resortDateAndTime(at: Date | string, timeZone: string): { date: string; time: string } {
  const instant = typeof at === 'string' ? new Date(at) : at;
  const ms = instant.getTime();
  const offset = Number.isFinite(ms) ? dayOffset(timeZone, ms) : null;
  if (offset !== null) {
    // The wall clock is the instant moved by the offset (whole seconds), cut to the minute as Intl does.
    const wall = new Date(Math.floor(ms / 1000) * 1000 + offset);
    return {
      date: `${wall.getUTCFullYear()}-${two(wall.getUTCMonth() + 1)}-${two(wall.getUTCDate())}`,
      time: `${two(wall.getUTCHours())}:${two(wall.getUTCMinutes())}`,
    };
  }
  const parts = Object.fromEntries(
    formatIn(timeZone)
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  );
  return { date: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}` };
}

/** "2026-03-01 12:00" on the resort's clock. */
export function resortDateTime(at: Date | string, timeZone: string): string {
  const { date, time } = resortDateAndTime(at, timeZone);
  return `${date} ${time}`;
}
