// The characters the site can show, split by script: read by scripts/subset-fonts.ts to cut the fonts and by
// the font budget test to check that every character of the locale files is covered.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { glyphMap, readTables } from './fontMetrics';

/** Arabic, Arabic Supplement, Arabic Extended-A and the presentation forms. */
export function isArabicCodePoint(codePoint: number): boolean {
  return (
    (codePoint >= 0x0600 && codePoint <= 0x06ff) ||
    (codePoint >= 0x0750 && codePoint <= 0x077f) ||
    (codePoint >= 0x08a0 && codePoint <= 0x08ff) ||
    (codePoint >= 0xfb50 && codePoint <= 0xfdff) ||
    (codePoint >= 0xfe70 && codePoint <= 0xfeff)
  );
}

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i));

/** Printable ASCII and the typography a text or a price may use. */
export const LATIN_EXTRAS = [...range(0x20, 0x7e), ...'\u00a0«»–—‘’“”…·•×÷°€£$→←↑↓✓'];

/**
 * Arabic-Indic digits and Arabic punctuation, the joiners and direction marks, and the spaces and neutral
 * punctuation that sit between Arabic words (so an Arabic line is set in one face and the Latin face is not
 * fetched only for its spaces).
 */
export const ARABIC_EXTRAS = [
  ...range(0x0660, 0x066d), // digits, percent, decimal and thousands separators
  ...'،؛؟ـ\u061c\u200c\u200d\u200e\u200f',
  ...' \u00a0.,:;!?()[]/-–—«»%+×…',
];

/** Files whose every character counts: the interface texts, the seed content and the client's source. */
function siteFiles(root: string): string[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const full = path.join(dir, name);
      if (statSync(full).isDirectory()) walk(full);
      else if (/\.(json|ts|tsx)$/.test(name)) files.push(full);
    }
  };
  walk(path.join(root, 'public', 'locales'));
  walk(path.join(root, 'src', 'server', 'seed'));
  walk(path.join(root, 'src', 'client'));
  walk(path.join(root, 'src', 'shared'));
  return files.filter((file) => !file.endsWith('fontFaces.ts'));
}

export function charactersOf(text: string): { latin: Set<string>; arabic: Set<string> } {
  const latin = new Set<string>();
  const arabic = new Set<string>();
  for (const char of text) {
    const codePoint = char.codePointAt(0)!;
    if (codePoint < 0x20 || (codePoint >= 0x7f && codePoint < 0xa0)) continue;
    // Bidirectional embeddings and isolates are never drawn.
    if ((codePoint >= 0x202a && codePoint <= 0x202e) || (codePoint >= 0x2066 && codePoint <= 0x2069)) continue;
    // Emoji and pictographs come from the system's fonts.
    if (codePoint >= 0x2600) {
      if (isArabicCodePoint(codePoint)) arabic.add(char);
      continue;
    }
    (isArabicCodePoint(codePoint) ? arabic : latin).add(char);
  }
  return { latin, arabic };
}

export function collectSiteText(root: string): { latin: Set<string>; arabic: Set<string> } {
  return charactersOf(
    siteFiles(root)
      .map((file) => readFileSync(file, 'utf8'))
      .join('\n'),
  );
}

/** The characters a font maps to a glyph (cmap formats 4 and 12, the ones web fonts use). */
export function codePointsOf(sfnt: Buffer): Set<number> {
  return new Set(glyphMap(readTables(sfnt)).keys());
}

/** `U+20-7E, U+A0, …`: the code points of a text as CSS unicode-range, consecutive ones merged. */
export function toUnicodeRange(text: string): string {
  const points = [...new Set([...text].map((char) => char.codePointAt(0)!))].sort((a, b) => a - b);
  const parts: string[] = [];
  for (let i = 0; i < points.length; i += 1) {
    const start = points[i];
    while (i + 1 < points.length && points[i + 1] === points[i] + 1) i += 1;
    const hex = (n: number) => n.toString(16).toUpperCase();
    parts.push(start === points[i] ? `U+${hex(start)}` : `U+${hex(start)}-${hex(points[i])}`);
  }
  return parts.join(', ');
}
