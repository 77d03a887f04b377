/** One all-day event of the export: nights date_from..date_to inclusive. */
export interface ExportEvent {
  uid: string;
  kind: 'booked' | 'closed';
  date_from: string;
  date_to: string;
}

const compact = (iso: string) => iso.replaceAll('-', '');
const nextDay = (iso: string) => new Date(Date.parse(`${iso}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
const stamp = (at: Date) => `${at.toISOString().slice(0, 19).replace(/[-:]/g, '')}Z`;

/** Lines longer than 75 octets are folded (RFC 5545 §3.1); ours are ASCII, so characters are octets. */
const fold = (line: string) => line.match(/.{1,74}/g)!.join('\r\n ');

/**
 * A hut's feed as Airbnb, Booking.com and calendar apps read it: all-day events (DTEND is the check-out day, the
 * first night not blocked), "Reserved" for booked nights and "Not available" for closed ones. Nothing about the
 * guest is in it: the feed's address is a secret, but whoever holds it sees only which nights are taken.
 */
export function writeFeed(feed: { hutId: number; domain: string; now: Date; events: ExportEvent[] }): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Ken Resort//Calendar sync//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:Ken Resort hut ${feed.hutId}`,
  ];
  for (const event of feed.events) {
    lines.push(
      'BEGIN:VEVENT',
      `UID:${event.uid}@${feed.domain}`,
      `DTSTAMP:${stamp(feed.now)}`,
      `DTSTART;VALUE=DATE:${compact(event.date_from)}`,
      `DTEND;VALUE=DATE:${compact(nextDay(event.date_to))}`,
      `SUMMARY:${event.kind === 'booked' ? 'Reserved' : 'Not available'}`,
      'TRANSP:OPAQUE',
      'END:VEVENT',
    );
  }
  lines.push('END:VCALENDAR');
  return `${lines.map(fold).join('\r\n')}\r\n`;
}
