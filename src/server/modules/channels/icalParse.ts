import { FeedError } from './fetchFeed';

/** Nights first..last (inclusive), as the blocks table stores them. */
export interface NightSpan {
  date_from: string;
  date_to: string;
}

export interface ParsedFeed {
  /** VEVENTs in the feed, cancelled ones included: what the sync records. */
  events: number;
  /** The nights they block from `today` on, merged into runs that neither overlap nor touch. */
  spans: NightSpan[];
}

const DAY_MS = 86_400_000;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const dayMs = (iso: string) => Date.parse(`${iso}T00:00:00Z`);

/** A DTSTART/DTEND value's calendar date: `20260401` or `20260401T140000[Z]` (its date as written, any TZID). */
function dateOf(value: string | undefined): string | null {
  const found = value && /^(\d{4})(\d{2})(\d{2})(?:T\d{6}Z?)?$/.exec(value.trim());
  if (!found) return null;
  const iso = `${found[1]}-${found[2]}-${found[3]}`;
  return Number.isNaN(dayMs(iso)) || isoDay(dayMs(iso)) !== iso ? null : iso;
}

/** RFC 5545 content lines: folded lines (CRLF then a space or tab) joined, each split into name and value. */
function* contentLines(text: string): Generator<{ name: string; value: string }> {
  for (const line of text.replace(/\r?\n[ \t]/g, '').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon <= 0) continue;
    const name = line.slice(0, colon).split(';')[0].trim().toUpperCase();
    yield { name, value: line.slice(colon + 1) };
  }
}

/**
 * The nights an imported calendar blocks. Airbnb and Booking.com write all-day events (DTEND the check-out day,
 * not a night); an event with times blocks the nights from its start date to the day before its end date, and one
 * without DTEND blocks its start night. Cancelled events block nothing. Nights before `today` and after
 * `today + horizonDays` are left out. Anything that is not a VCALENDAR is refused as garbage.
 */
export function parseFeed(text: string, today: string, horizonDays: number): ParsedFeed {
  if (!/^\uFEFF?\s*BEGIN:VCALENDAR/i.test(text.slice(0, 200)) || !/END:VCALENDAR\s*$/i.test(text.slice(-200)))
    throw new FeedError('not_ical');
  const first = dayMs(today);
  const last = first + (horizonDays - 1) * DAY_MS;
  const ranges: [number, number][] = [];
  let events = 0;
  let event: Record<string, string> | null = null;
  for (const { name, value } of contentLines(text)) {
    if (name === 'BEGIN' && value.trim().toUpperCase() === 'VEVENT') event = {};
    else if (name === 'END' && value.trim().toUpperCase() === 'VEVENT' && event) {
      events += 1;
      const start = dateOf(event.DTSTART);
      const end = dateOf(event.DTEND);
      if (start && (event.STATUS ?? '').trim().toUpperCase() !== 'CANCELLED') {
        const from = dayMs(start);
        const to = end && dayMs(end) > from ? dayMs(end) - DAY_MS : from;
        if (to >= first && from <= last) ranges.push([Math.max(from, first), Math.min(to, last)]);
      }
      event = null;
    } else if (event && (name === 'DTSTART' || name === 'DTEND' || name === 'STATUS')) event[name] = value;
  }
  ranges.sort((a, b) => a[0] - b[0]);
  const merged: [number, number][] = [];
  for (const [from, to] of ranges) {
    const previous = merged.at(-1);
    if (previous && from <= previous[1] + DAY_MS) previous[1] = Math.max(previous[1], to);
    else merged.push([from, to]);
  }
  return { events, spans: merged.map(([from, to]) => ({ date_from: isoDay(from), date_to: isoDay(to) })) };
}
