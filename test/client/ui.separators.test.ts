import { readFileSync } from 'node:fs';
import path from 'node:path';
import { factSeparator, formatNumber, joinFacts, joinList } from '../../src/client/ui/format';

// Issue 20, items 29 and 48: "·" beside Arabic-Indic digits reads as the Arabic zero "٠"; Arabic lists take "،".
const strings = (value: unknown): string[] =>
  typeof value === 'string' ? [value] : value && typeof value === 'object' ? Object.values(value).flatMap(strings) : [];

test('facts side by side: a middle dot in English, the Arabic comma in Arabic, empty parts left out', () => {
  expect(joinFacts(['28 Nov', null, '4 nights'], 'en')).toBe('28 Nov · 4 nights');
  const arabic = joinFacts([`${formatNumber(28, 'ar')} نوفمبر`, false, `${formatNumber(4, 'ar')} ليالٍ`], 'ar');
  expect(arabic).toBe('٢٨ نوفمبر، ٤ ليالٍ');
  expect(arabic).not.toContain('·');
  expect(factSeparator('ar')).toBe('، ');
});

test("lists take the language's comma", () => {
  expect(joinList(['Reef dive', '21 December'], 'en')).toBe('Reef dive, 21 December');
  expect(joinList(['غوص', undefined, '٢١ ديسمبر'], 'ar')).toBe('غوص، ٢١ ديسمبر');
});

test('no Arabic text carries the middle dot', () => {
  const arabic = JSON.parse(readFileSync(path.resolve(__dirname, '../../public/locales/ar.json'), 'utf8'));
  expect(strings(arabic).filter((text) => text.includes('·'))).toEqual([]);
});
