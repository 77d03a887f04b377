import { bookingCalendar, foldLine, icsText } from '../../src/server/modules/bookings/calendar';

const record = {
  id: 41,
  code: 'KR-7Q2M9X',
  hut_title: 'Coral Hut; sea view, large',
  hut_title_ar: 'كوخ المرجان المطل على البحر الأحمر مع شرفة واسعة',
  nights: 2,
  check_in_at: '2026-04-01T12:00:00.000Z',
  check_out_at: '2026-04-03T09:00:00.000Z',
  hut_address: 'Coast Road, Umluj, Red Sea',
  hut_address_ar: 'طريق الساحل، أملج',
  hut_latitude: '25.021300',
  hut_longitude: '37.268500',
};

/** Unfolds per RFC 5545 §3.1 (CRLF followed by one space joins lines). */
const unfold = (ics: string) => ics.replace(/\r\n /g, '').split('\r\n');

test('escapes TEXT values and folds at 75 octets without splitting a character', () => {
  expect(icsText('a;b,c\\d\ne')).toBe('a\\;b\\,c\\\\d\\ne');
  const long = `DESCRIPTION:${'كوخ '.repeat(40)}`;
  const folded = foldLine(long);
  for (const line of folded.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
  expect(folded.replace(/\r\n /g, '')).toBe(long);
  expect(foldLine('SHORT:1')).toBe('SHORT:1');
});

test('the stay from the hut check-in to check-out, with the place and its coordinates', () => {
  const ics = bookingCalendar(record, new Date('2026-03-01T09:00:00Z'), 'Asia/Riyadh');
  expect(ics.endsWith('\r\n')).toBe(true);
  for (const line of ics.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
  const lines = unfold(ics);
  expect(lines).toContain('DTSTART:20260401T120000Z'); // 15:00 in Riyadh, a time, not an all-day date
  expect(lines).toContain('DTEND:20260403T090000Z'); // 12:00 in Riyadh
  expect(lines).toContain('GEO:25.0213;37.2685');
  expect(lines).toContain('LOCATION;LANGUAGE=en:Ken Resort\\, Coral Hut\\; sea view\\, large\\, Coast Road\\, Umluj\\, Red Sea');
  const description = lines.find((l) => l.startsWith('DESCRIPTION;LANGUAGE=en:'))!;
  expect(description).toContain('Check-in 1 Apr 2026\\, 15:00\\, check-out 3 Apr 2026\\, 12:00 (Asia/Riyadh).');
  expect(description).toContain('2 nights.');
  expect(lines).toContain('URL:https://www.openstreetmap.org/?mlat=25.0213&mlon=37.2685#map=16/25.0213/37.2685');
  expect(lines.filter((l) => /^(BEGIN|END):VEVENT$/.test(l))).toHaveLength(2);
});

test('an Arabic booking’s calendar file is in Arabic, with the brand written one way', () => {
  const lines = unfold(bookingCalendar(record, new Date('2026-03-01T09:00:00Z'), 'Asia/Riyadh', 'ar'));
  expect(lines).toContain(`SUMMARY;LANGUAGE=ar:منتجع كِن — ${record.hut_title_ar} (KR-7Q2M9X)`);
  expect(lines).toContain(`LOCATION;LANGUAGE=ar:منتجع كِن، ${record.hut_title_ar}، طريق الساحل، أملج`);
  const description = lines.find((l) => l.startsWith('DESCRIPTION;LANGUAGE=ar:'))!;
  expect(description).toContain('ليلتان');
  expect(description).toContain('الوصول ');
  expect(description).not.toMatch(/Check-in|nights|Coral/);
  expect(lines).toContain('DTSTART:20260401T120000Z');
});

test('no GEO when the hut has no coordinates', () => {
  const ics = bookingCalendar({ ...record, hut_latitude: null, hut_longitude: null }, new Date(), 'Asia/Riyadh');
  expect(ics).not.toMatch(/^GEO:/m);
  expect(ics).not.toMatch(/^URL:/m);
});
