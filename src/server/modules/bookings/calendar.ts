import type { Language } from '../../../shared/constants';
import type { BookingRecord } from './view';
import { mapLink, placeOf } from './place';

/** RFC 5545 §3.3.11: backslash, semicolon, comma and newlines are escaped in TEXT values. */
export const icsText = (value: string) => value.replace(/[\\;,]/g, (c) => `\\${c}`).replace(/\r?\n/g, '\\n');

/** RFC 5545 §3.1: lines longer than 75 octets are folded (CRLF + space), never inside a UTF-8 character. */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char);
    const limit = parts.length === 0 ? 75 : 74; // continuation lines start with the space
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

const stamp = (value: string | Date) => new Date(value).toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');

/**
 * One event from the hut's check-in to its check-out. The instants are the hut's times in the resort's
 * time zone, written in UTC so every calendar shows them right without a VTIMEZONE; the local times are
 * also stated in the description for the reader.
 */
type CalendarRecord = Pick<BookingRecord, 'id' | 'code' | 'hut_title' | 'hut_title_ar' | 'nights' | 'check_in_at' | 'check_out_at'
  | 'hut_address' | 'hut_address_ar' | 'hut_latitude' | 'hut_longitude'>;

export function bookingCalendar(record: CalendarRecord, now: Date, timeZone: string, _lang: Language = 'en'): string {
  const place = placeOf(record);
  const local = (value: string) => new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(new Date(value));
  const map = mapLink(place);
  const address = place.address || place.addressAr;
  const description = [
    `Booking ${record.code}: ${record.hut_title}${record.hut_title_ar ? ` / ${record.hut_title_ar}` : ''}, ${record.nights} ${record.nights === 1 ? 'night' : 'nights'}.`,
    `Check-in ${local(record.check_in_at)}, check-out ${local(record.check_out_at)} (${timeZone}).`,
    ...(address ? [address] : []), ...(map ? [map] : []),
  ].join('\n');
  const lines = [
    'BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Ken Resort//Booking//EN', 'CALSCALE:GREGORIAN', 'METHOD:PUBLISH', 'BEGIN:VEVENT',
    `UID:booking-${record.id}-${record.code}@kenresort.sa`, `DTSTAMP:${stamp(now)}`,
    `DTSTART:${stamp(record.check_in_at)}`, `DTEND:${stamp(record.check_out_at)}`,
    `SUMMARY:${icsText(`Ken Resort — ${record.hut_title} (${record.code})`)}`,
    `LOCATION:${icsText(['Ken Resort', record.hut_title, address].filter(Boolean).join(', '))}`,
    ...(place.latitude !== null && place.longitude !== null ? [`GEO:${place.latitude};${place.longitude}`] : []),
    ...(map ? [`URL:${map}`] : []),
    `DESCRIPTION:${icsText(description)}`, 'TRANSP:OPAQUE', 'END:VEVENT', 'END:VCALENDAR',
  ];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}
