// The subset web fonts (scripts/subset-fonts.ts, `npm run fonts:subset`) against the texts they must show and
// the first visit's byte budget. Fails when a text gains a character the fonts lack: regenerate them.
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { convert } from 'fontverter';
import { charactersOf, codePointsOf } from '../../scripts/fontText';
import { FONT_FACES } from '../../src/shared/fontFaces';
import type { FontFace } from '../../src/shared/fonts';
import { theme } from '../../src/client/ui/theme';

const ROOT = path.resolve(__dirname, '../..');
const BUDGET_KB = 90;
/** A font response's status line and headers (content-type, cache-control, etag…), about 0.9 KB as Lighthouse counts them. */
const HEADER_BYTES = 1024;
const TEXT_FACE = { latin: 'Inter', arabic: 'IBM Plex Sans Arabic' } as const;
/** Arrows the @fontsource Latin files lack: drawn by the system's fonts. */
const SYSTEM_SYMBOLS = ['→', '←'];

const inRange = (range: string, codePoint: number) =>
  range.split(',').some((part) => {
    const [from, to] = part
      .trim()
      .replace('U+', '')
      .split('-')
      .map((hex) => parseInt(hex, 16));
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
    for (const [script, characters] of [
      ['latin', latin],
      ['arabic', arabic],
    ] as const) {
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

  // The home page shows reviews in both languages and the header names the other language in its own script,
  // so a first visit may need every face of both scripts: together they must fit the budget, each response
  // counted with an allowance for its headers (Lighthouse counts transferred bytes).
  it(`weigh at most ${BUDGET_KB} KB together, so no first visit in either language goes over`, () => {
    const transferred = FONT_FACES.reduce((sum, face) => sum + face.bytes + HEADER_BYTES, 0);
    expect(transferred / 1024).toBeLessThanOrEqual(BUDGET_KB);
  });

  // Every weight the theme asks for is drawn by a face of each family that can be asked for it: a weight no face
  // answers would be synthesised (smeared Arabic joins) or fetched from a file the budget does not count.
  it.each(['Inter', 'IBM Plex Sans Arabic'])('draw every weight of the theme in %s from a real face', (family) => {
    const faces = FONT_FACES.filter((face) => face.family === family);
    const unanswered = Object.values(theme.fontWeights).filter(
      (weight) =>
        !faces.some((face) => {
          const [from, to] = face.weight.split(' ').map(Number);
          return weight >= from && weight <= (to ?? from);
        }),
    );
    expect(unanswered).toEqual([]);
  });

  // size-adjust scales the local fallback to the web face's width: a text face and Arial-like fonts differ by a
  // few per cent, not by 40 % (the figure OS/2 xAvgCharWidth gave, see scripts/fontMetrics.ts).
  it('scale the Latin text fallback by a plausible size-adjust', () => {
    const inter = FONT_FACES.find((face) => face.family === TEXT_FACE.latin)!;
    const sizeAdjust = parseFloat(inter.fallback.sizeAdjust);
    expect(sizeAdjust).toBeGreaterThan(95);
    expect(sizeAdjust).toBeLessThan(115);
  });
});
