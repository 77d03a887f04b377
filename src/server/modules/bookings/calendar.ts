import type { Language } from '../../../shared/constants';
import type { BookingRecord } from './view';
import { BRAND_NAME } from '../../../shared/brand';
import { countOf } from '../../../shared/counts';
import { mapLink, placeAddress, placeOf } from './place';

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

const stamp = (value: string | Date) =>
  new Date(value)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/**
 * One event from the hut's check-in to its check-out. The instants are the hut's times in the resort's
 * time zone, written in UTC so every calendar shows them right without a VTIMEZONE; the local times are
 * also stated in the description for the reader.
 */
type CalendarRecord = Pick<
  BookingRecord,
  | 'id'
  | 'code'
  | 'hut_title'
  | 'hut_title_ar'
  | 'nights'
  | 'check_in_at'
  | 'check_out_at'
  | 'hut_address'
  | 'hut_address_ar'
  | 'hut_latitude'
  | 'hut_longitude'
> & { change_seq?: number };

const DAY_VISIT = { en: 'Day visit', ar: 'زيارة يومية' } as const;

const TEXT = {
  en: {
    booking: (code: string, hut: string, nights: string) => `Booking ${code}: ${hut}, ${nights}.`,
    times: (from: string, to: string, zone: string) => `Check-in ${from}, check-out ${to} (${zone}).`,
  },
  ar: {
    booking: (code: string, hut: string, nights: string) => `الحجز ${code}: ${hut}، ${nights}.`,
    times: (from: string, to: string, zone: string) => `الوصول ${from}، والمغادرة ${to} (${zone}).`,
  },
} as const;

/** The calendar file in the booking's language (the account's), like its e-mails and e-ticket; LANGUAGE says which. */
export function bookingCalendar(record: CalendarRecord, now: Date, timeZone: string, lang: Language = 'en'): string {
  const place = placeOf(record);
  const text = TEXT[lang];
  const locale = lang === 'ar' ? 'ar-SA-u-nu-arab-ca-gregory' : 'en-GB';
  const local = (value: string) =>
    new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone })
      .format(new Date(value))
      .replace(/[\u200E\u200F]/g, '');
  const map = mapLink(place);
  // A day visit has no hut: its calendar event is named as the visit (the tickets are on its e-ticket).
  const hut = (lang === 'ar' ? record.hut_title_ar || record.hut_title : record.hut_title || record.hut_title_ar) ?? DAY_VISIT[lang];
  const address = placeAddress(place, lang);
  const description = [
    record.hut_title === null ? `${record.code}: ${hut}.` : text.booking(record.code, hut, countOf(lang, 'night', record.nights)),
    text.times(local(record.check_in_at), local(record.check_out_at), timeZone),
    ...(address ? [address] : []),
    ...(map ? [map] : []),
  ].join('\n');
  const language = `;LANGUAGE=${lang}`;
  const comma = lang === 'ar' ? '، ' : ', ';
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Ken Resort//Booking//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:booking-${record.id}-${record.code}@kenresort.sa`,
    `DTSTAMP:${stamp(now)}`,
    // Same UID, a higher SEQUENCE after each change of dates or hut: calendars update the event they have (RFC 5545 §3.8.7.4).
    `SEQUENCE:${record.change_seq ?? 0}`,
    `DTSTART:${stamp(record.check_in_at)}`,
    `DTEND:${stamp(record.check_out_at)}`,
    `SUMMARY${language}:${icsText(`${BRAND_NAME[lang]} — ${hut} (${record.code})`)}`,
    `LOCATION${language}:${icsText([BRAND_NAME[lang], hut, address].filter(Boolean).join(comma))}`,
    ...(place.latitude !== null && place.longitude !== null ? [`GEO:${place.latitude};${place.longitude}`] : []),
    ...(map ? [`URL:${map}`] : []),
    `DESCRIPTION${language}:${icsText(description)}`,
    'TRANSP:OPAQUE',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}
