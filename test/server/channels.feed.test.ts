import { isPrivateAddress } from '../../src/server/modules/channels/addresses';
import { FeedError } from '../../src/server/modules/channels/fetchFeed';
import { parseFeed } from '../../src/server/modules/channels/icalParse';

// What an imported calendar may reach and how its events become blocked nights (no database, no network).

test('local, private and link-local addresses, in IPv4 and IPv6, are refused; public ones are not', () => {
  const refused = [
    '127.0.0.1',
    '127.8.9.10',
    '10.0.0.1',
    '172.16.0.1',
    '172.31.255.254',
    '192.168.0.10',
    '169.254.169.254',
    '0.0.0.0',
    '100.64.0.1',
    '::1',
    '::',
    'fe80::1',
    'fd00::1',
    'fc12:3456::1',
    '::ffff:127.0.0.1',
    '::ffff:10.1.2.3',
    '::ffff:7f00:1',
    '[::1]',
    'fe80::1%eth0',
    'not-an-ip',
  ];
  const allowed = [
    '8.8.8.8',
    '172.32.0.1',
    '172.15.255.255',
    '192.169.0.1',
    '11.0.0.1',
    '2a03:2880:f10c:83:face:b00c:0:25de',
    '::ffff:8.8.8.8',
  ];
  expect(refused.filter((address) => !isPrivateAddress(address))).toEqual([]);
  expect(allowed.filter((address) => isPrivateAddress(address))).toEqual([]);
});

const calendar = (...lines: string[]) => ['BEGIN:VCALENDAR', 'VERSION:2.0', ...lines, 'END:VCALENDAR', ''].join('\r\n');
const event = (...lines: string[]) => ['BEGIN:VEVENT', ...lines, 'END:VEVENT'];

test('events become nights: all-day (DTEND exclusive), timed, folded lines, cancelled ones skipped, merged, clipped to today', () => {
  const text = calendar(
    ...event('DTSTART;VALUE=DATE:20260310', 'DTEND;VALUE=DATE:20260313', 'SUMMARY:Reserved'),
    ...event('DTSTART;VALUE=DATE:20260313', 'DTEND;VALUE=DATE:20260314'), // touches the first: merged
    ...event('DTSTART;TZID=Asia/Riyadh:20260401T150000', 'DTEND;TZID=Asia/Riyadh:20260403T110000'),
    ...event('DTSTART;VALUE=DATE:2026', ' 0501', 'DTEND;VALUE=DATE:20260502'), // a folded line
    ...event('DTSTART;VALUE=DATE:20260601', 'DTEND;VALUE=DATE:20260605', 'STATUS:CANCELLED'),
    ...event('DTSTART;VALUE=DATE:20260220', 'DTEND;VALUE=DATE:20260303'), // began before today: from today on
    ...event('DTSTART;VALUE=DATE:20250101', 'DTEND;VALUE=DATE:20250105'), // over
    ...event('DTSTART;VALUE=DATE:20260701'), // no DTEND: its one night
    ...event('DTSTART;VALUE=DATE:20261301', 'DTEND;VALUE=DATE:20261302'), // not a date
  );
  expect(parseFeed(text, '2026-03-01', 731)).toEqual({
    events: 9,
    spans: [
      { date_from: '2026-03-01', date_to: '2026-03-02' },
      { date_from: '2026-03-10', date_to: '2026-03-13' },
      { date_from: '2026-04-01', date_to: '2026-04-02' },
      { date_from: '2026-05-01', date_to: '2026-05-01' },
      { date_from: '2026-07-01', date_to: '2026-07-01' },
    ],
  });
  // Nights past the horizon are not kept.
  expect(parseFeed(calendar(...event('DTSTART;VALUE=DATE:20260325', 'DTEND;VALUE=DATE:20260410')), '2026-03-01', 31).spans).toEqual([
    { date_from: '2026-03-25', date_to: '2026-03-31' },
  ]);
});

test('anything that is not a calendar is refused as garbage, a cut one too', () => {
  for (const garbage of ['', '<html>Sign in</html>', '{"events":[]}', calendar().slice(0, -15)])
    expect(() => parseFeed(garbage, '2026-03-01', 731)).toThrow(new FeedError('not_ical'));
  expect(parseFeed(calendar(), '2026-03-01', 731)).toEqual({ events: 0, spans: [] });
});
