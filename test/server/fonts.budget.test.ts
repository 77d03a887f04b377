// The subset web fonts (scripts/subset-fonts.ts, `npm run fonts:subset`) against the texts they must show and
// the first visit's byte budget. Fails when a text gains a character the fonts lack: regenerate them.
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { convert } from 'fontverter';
import { charactersOf, codePointsOf } from '../../scripts/fontText';
import { FONT_FACES } from '../../src/shared/fontFaces';
import type { FontFace } from '../../src/shared/fonts';

const ROOT = path.resolve(__dirname, '../..');
const BUDGET_KB = 90;
const TEXT_FACE = { latin: 'Inter', arabic: 'IBM Plex Sans Arabic' } as const;
/** Arrows the @fontsource Latin files lack: drawn by the system's fonts. */
const SYSTEM_SYMBOLS = ['→', '←'];

const inRange = (range: string, codePoint: number) =>
  range.split(',').some((part) => {
    const [from, to] = part.trim().replace('U+', '').split('-').map((hex) => parseInt(hex, 16));
    return codePoint >= from && codePoint <= (to ?? from);
  });

const fileOf = (face: FontFace) => path.join(ROOT, 'public', face.url);
const localeText = (language: string) => {
  const texts: string[] = [];
  const walk = (value: unknown) => {
    if (typeof value === 'string') texts.push(value);
    else if (value && typeof value === 'object') Object.values(value).forEach(walk);
  };
  walk(JSON.parse(readFileSync(path.join(ROOT, 'public', 'locales', `${language}.json`), 'utf8')));
  return texts.join('\n');
};

describe('the web fonts', () => {
  let mapped: Map<FontFace, Set<number>>;
  beforeAll(async () => {
    mapped = new Map();
    for (const face of FONT_FACES) mapped.set(face, codePointsOf(await convert(readFileSync(fileOf(face)), 'sfnt')));
  });

  it.each(['en', 'ar'])('cover every character of the %s locale file in every weight of its script', (language) => {
    const { latin, arabic } = charactersOf(localeText(language));
    const missing: string[] = [];
    for (const [script, characters] of [['latin', latin], ['arabic', arabic]] as const) {
      const faces = FONT_FACES.filter((candidate) => candidate.script === script);
      for (const char of characters) {
        if (SYSTEM_SYMBOLS.includes(char)) continue;
        // Format controls (LRM, RLM, ZWJ…) are never drawn: no font needs a glyph for them.
        if (/\p{Cf}/u.test(char)) continue;
        const codePoint = char.codePointAt(0)!;
        const covers = (face: FontFace) => inRange(face.unicodeRange, codePoint) && mapped.get(face)!.has(codePoint);
        // Every weight of the text face; a heading face may leave a sign to the text face after it in the stack.
        for (const face of faces.filter((candidate) => candidate.family === TEXT_FACE[script])) {
          if (!covers(face)) missing.push(`${face.family} ${face.weight}: ${char}`);
        }
        for (const face of faces.filter((candidate) => candidate.family !== TEXT_FACE[script])) {
          if (!covers(face) && !/\p{P}|\p{S}/u.test(char)) missing.push(`${face.family} ${face.weight}: ${char}`);
        }
      }
    }
    expect(missing).toEqual([]);
    expect(arabic.size).toBeGreaterThan(language === 'ar' ? 30 : 0);
  });

  it('keep each script in its own files, so a page loads the other script only for the text it shows', () => {
    const latinFace = FONT_FACES.find((face) => face.script === 'latin')!;
    const arabicFace = FONT_FACES.find((face) => face.script === 'arabic')!;
    expect(inRange(latinFace.unicodeRange, 'ك'.codePointAt(0)!)).toBe(false);
    expect(inRange(arabicFace.unicodeRange, 'k'.codePointAt(0)!)).toBe(false);
    for (const face of FONT_FACES) expect(statSync(fileOf(face)).size).toBe(face.bytes);
  });

  // A first visit in a language may use every face of its script, and one face of the other script for the
  // language switch, which names the other language in its own script.
  it.each([
    ['en', 'latin', 'arabic'],
    ['ar', 'arabic', 'latin'],
  ] as const)(`weigh at most ${BUDGET_KB} KB on a first visit in %s`, (_language, own, other) => {
    const ownBytes = FONT_FACES.filter((face) => face.script === own).reduce((sum, face) => sum + face.bytes, 0);
    const otherBytes = Math.max(...FONT_FACES.filter((face) => face.script === other).map((face) => face.bytes));
    expect((ownBytes + otherBytes) / 1024).toBeLessThanOrEqual(BUDGET_KB);
  });
});
