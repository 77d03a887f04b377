// The keys of a month grid, the same in the availability calendar and the date picker: a day or a week with
// the arrows (left and right mirrored in Arabic), the week's ends in the language's week, a month or a year
// keeping the day of the month where it exists.
import { dayAfterKey } from '../../src/client/ui/calendar/useCalendarKeyboard';

const english = { rtl: false, firstDay: 0 };
const arabic = { rtl: true, firstDay: 6 };
// 2026-11-26 is a Thursday.
const day = '2026-11-26';

test('arrows move a day, mirrored in Arabic, and a week up and down', () => {
  expect(dayAfterKey('ArrowRight', false, day, english)).toBe('2026-11-27');
  expect(dayAfterKey('ArrowLeft', false, day, english)).toBe('2026-11-25');
  expect(dayAfterKey('ArrowRight', false, day, arabic)).toBe('2026-11-25');
  expect(dayAfterKey('ArrowLeft', false, day, arabic)).toBe('2026-11-27');
  expect(dayAfterKey('ArrowDown', false, day, arabic)).toBe('2026-12-03');
  expect(dayAfterKey('ArrowUp', false, day, english)).toBe('2026-11-19');
});

test("Home and End go to the ends of the language's week (Sunday to Saturday, Saturday to Friday)", () => {
  expect(dayAfterKey('Home', false, day, english)).toBe('2026-11-22');
  expect(dayAfterKey('End', false, day, english)).toBe('2026-11-28');
  expect(dayAfterKey('Home', false, day, arabic)).toBe('2026-11-21');
  expect(dayAfterKey('End', false, day, arabic)).toBe('2026-11-27');
});

test("PageUp and PageDown move a month, with Shift a year, to the month's last day when it is shorter", () => {
  expect(dayAfterKey('PageDown', false, '2027-01-31', english)).toBe('2027-02-28');
  expect(dayAfterKey('PageUp', false, '2026-03-31', arabic)).toBe('2026-02-28');
  expect(dayAfterKey('PageDown', true, '2028-02-29', english)).toBe('2029-02-28');
  expect(dayAfterKey('PageUp', true, day, english)).toBe('2025-11-26');
});

test('other keys do not move', () => {
  expect(dayAfterKey('a', false, day, english)).toBeNull();
  expect(dayAfterKey('Tab', false, day, english)).toBeNull();
});
