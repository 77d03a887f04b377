// The English logo (public/media/brand/logo.svg, and logo-light.svg for dark grounds): the mark and the wordmark "KEN RESORT" in Cormorant Garamond
// SemiBold, the wordmark drawn as outlines. An SVG shown by <img> cannot use the page's web fonts, so a <text>
// wordmark was set in whatever serif the system had (Georgia, Times) while and after the web font loaded;
// outlines look the same everywhere, at once. Run: node scripts/art/logo.mjs
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as fontkit from 'fontkit';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const FONT = path.join(ROOT, 'node_modules/@fontsource/cormorant-garamond/files/cormorant-garamond-latin-600-normal.woff2');
const BRAND = path.join(ROOT, 'public/media/brand');
/** The logo on light grounds, and on the dark footer and hero (the wordmark and the upper wave in foam). */
const TONES = [
  { file: 'logo.svg', ink: '#0B2A3C' },
  { file: 'logo-light.svg', ink: '#FBFAF7' },
];

const WORD = 'KEN RESORT';
const SIZE = 20; // px
const SPACING = 2; // px between letters
const X = 48;
const BASELINE = 31;
const WIDTH = 146; // the room beside the mark

const font = fontkit.openSync(FONT);
const scale = SIZE / font.unitsPerEm;
const run = font.layout(WORD);
// The letters fill the room beside the mark: at least SPACING apart, more when the word is narrower.
const advances = run.positions.map((position) => position.xAdvance * scale);
const bare = advances.reduce((sum, advance) => sum + advance, 0);
const spacing = Math.max(SPACING, (WIDTH - bare) / (advances.length - 1));
let pen = 0;
const glyphs = run.glyphs.map((glyph, index) => {
  const at = pen;
  pen += advances[index] + spacing;
  return { glyph, at };
});
const natural = pen - spacing;
const squeeze = Math.min(1, WIDTH / natural);
const round = (value) => Math.round(value * 10) / 10;
const paths = glyphs
  .filter(({ glyph }) => glyph.path.commands.length > 0)
  .map(({ glyph, at }) => {
    const d = glyph.path
      .scale(scale * squeeze, -scale)
      .translate(X + at * squeeze, BASELINE)
      .toSVG()
      .replace(/-?\d+\.\d+/g, (number) => String(round(Number(number))));
    return `<path d="${d}"/>`;
  })
  .join('');

for (const { file, ink } of TONES) {
  const svg =
    '<svg xmlns="http://www.w3.org/2000/svg" width="200" height="48" viewBox="0 0 200 48"><title>Ken Resort</title>' +
    '<g transform="translate(4,6)"><circle cx="18" cy="20" r="7" fill="#E07A5F"/>' +
    `<path d="M2,26q4,-3 8,0t8,0t8,0t8,0" fill="none" stroke="${ink}" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"/>` +
    '<path d="M5,32q3.5,-2.5 7,0t7,0t7,0t7,0" fill="none" stroke="#1F7A80" stroke-width="1.6" stroke-linecap="round" stroke-linejoin="round"/></g>' +
    `<g fill="${ink}">${paths}</g></svg>\n`;
  writeFileSync(path.join(BRAND, file), svg);
  console.log(`public/media/brand/${file}: ${svg.length} bytes, wordmark ${round(natural * squeeze)} px wide`);
}
