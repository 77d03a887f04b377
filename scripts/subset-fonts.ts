// Regenerates the web fonts: `npm run fonts:subset` after changing texts (locale files, seed content) or faces.
// Each face of the @fontsource packages is cut down (HarfBuzz's subsetter, WebAssembly, via subset-font) to
// the characters the site can show: every character of public/locales/*.json, of the seed content and of the
// client's source, plus printable ASCII, digits and punctuation in both scripts. Latin and Arabic are cut
// separately and each file declares only its own characters in `unicode-range`, so a page downloads the
// Arabic files only when it shows Arabic text. The files land in public/fonts/ under a content hash (served
// as immutable), and src/shared/fontFaces.ts (generated) lists them with metric-matched fallbacks for the
// @font-face CSS inlined in index.html and for the server's per-language preload links.
// A client test (test/client/fonts.budget.test.ts) checks the coverage and the byte budget.
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import subsetFont from 'subset-font';
import { averageAdvances, readMetrics } from './fontMetrics';
import { ARABIC_EXTRAS, codePointsOf, collectSiteText, isArabicCodePoint, LATIN_EXTRAS, toUnicodeRange } from './fontText';

const ROOT = path.resolve(__dirname, '..');
const OUT_DIR = path.join(ROOT, 'public', 'fonts');
const FACES_FILE = path.join(ROOT, 'src', 'shared', 'fontFaces.ts');
const FONTSOURCE = path.join(ROOT, 'node_modules', '@fontsource');

type Script = 'latin' | 'arabic';

interface FaceSource {
  family: string;
  /** @fontsource package folder and file prefix. */
  pkg: string;
  weight: number;
  /** The weights this one file answers for (an emphasis or heading file covers 500–700). */
  weightRange?: string;
  script: Script;
  /** Which fallback's metrics it is matched to. */
  fallback: 'sans' | 'serif';
  /** Preloaded on the first view of a page in this language. */
  preload: ('en' | 'ar')[];
}

// One text weight and one emphasis weight per script, and one heading weight: every face a page may show in
// both scripts (the home page's reviews are in both) stays under the first visit's 90 KB. The emphasis file
// answers for 500–700, so `medium`, `semibold` and `bold` all draw real glyphs of the 600 cut: no second
// emphasis file to fetch and no synthesised bold (which smears Arabic joins).
// `preload`: the languages whose first view draws the face. Every first view sets both scripts (the language
// switch names the other language in its own script; an Arabic page sets its Latin runs, punctuation included,
// in Inter and Cormorant), so those faces are preloaded rather than found by layout once the script has run.
const FACES: FaceSource[] = [
  { family: 'Inter', pkg: 'inter', weight: 400, script: 'latin', fallback: 'sans', preload: ['en', 'ar'] },
  { family: 'Inter', pkg: 'inter', weight: 600, weightRange: '500 700', script: 'latin', fallback: 'sans', preload: ['en', 'ar'] },
  {
    family: 'Cormorant Garamond',
    pkg: 'cormorant-garamond',
    weight: 600,
    weightRange: '500 700',
    script: 'latin',
    fallback: 'serif',
    preload: ['en', 'ar'],
  },
  { family: 'IBM Plex Sans Arabic', pkg: 'ibm-plex-sans-arabic', weight: 400, script: 'arabic', fallback: 'sans', preload: ['ar'] },
  {
    family: 'IBM Plex Sans Arabic',
    pkg: 'ibm-plex-sans-arabic',
    weight: 600,
    weightRange: '500 700',
    script: 'arabic',
    fallback: 'sans',
    preload: ['en', 'ar'],
  },
  // Markazi Text, a Naskh of contemporary contrast drawn for reading, is the Arabic heading face: its modulated
  // strokes answer Cormorant Garamond's where Plex Arabic (the text face) would look flat in a heading. Amiri was
  // tried first: 37 KB for the site's characters against 15 KB for Markazi, which alone kept the budget.
  {
    family: 'Markazi Text',
    pkg: 'markazi-text',
    weight: 600,
    weightRange: '500 700',
    script: 'arabic',
    fallback: 'serif',
    preload: ['ar'],
  },
];

/**
 * The local fonts each script falls back to before the web face arrives, and the one measured for the metric
 * match. Liberation Sans and Liberation Serif have Arial's and Times New Roman's advance widths (they were drawn
 * to be metric-compatible); for Arabic, Liberation lacks the script and DejaVu Sans (Debian's and many Linux
 * systems' Arabic font) is measured: Windows' Arial and Segoe UI Arabic are close but not identical, so the
 * Arabic match is nearer than the raw system font, not exact. `apt-get install fonts-liberation fonts-dejavu-core`.
 */
const SYSTEM_FONTS = '/usr/share/fonts/truetype';
const FALLBACKS = {
  latin: {
    sans: { local: ['Arial', 'Liberation Sans', 'Helvetica'], measured: `${SYSTEM_FONTS}/liberation/LiberationSans-Regular.ttf` },
    serif: { local: ['Times New Roman', 'Liberation Serif', 'Times'], measured: `${SYSTEM_FONTS}/liberation/LiberationSerif-Regular.ttf` },
  },
  arabic: {
    sans: { local: ['Arial', 'Segoe UI', 'DejaVu Sans'], measured: `${SYSTEM_FONTS}/dejavu/DejaVuSans.ttf` },
    serif: { local: ['Times New Roman', 'DejaVu Sans'], measured: `${SYSTEM_FONTS}/dejavu/DejaVuSans.ttf` },
  },
} as const;

/** The interface's own text in a script (the locale file of its language), to weigh the characters by use. */
function sampleText(script: Script): string {
  const language = script === 'latin' ? 'en' : 'ar';
  const texts: string[] = [];
  const walk = (value: unknown) => {
    if (typeof value === 'string') texts.push(value);
    else if (value && typeof value === 'object') Object.values(value).forEach(walk);
  };
  walk(JSON.parse(readFileSync(path.join(ROOT, 'public', 'locales', `${language}.json`), 'utf8')));
  return [...texts.join(' ')].filter((char) => char === ' ' || (script === 'arabic') === isArabicCodePoint(char.codePointAt(0)!)).join('');
}

/**
 * The OpenType features browsers apply by default (shaping of Arabic, kerning, ligatures, marks) and the
 * figures' styles the interface asks for; discretionary and stylistic sets are dropped.
 */
const KEEP_FEATURES = [
  'ccmp',
  'locl',
  'rvrn',
  'isol',
  'init',
  'medi',
  'fina',
  'rlig',
  'rclt',
  'calt',
  'liga',
  'clig',
  'kern',
  'mark',
  'mkmk',
  'curs',
  'tnum',
  'lnum',
  'pnum',
];

const percent = (value: number) => `${(value * 100).toFixed(2)}%`;

async function main() {
  const { latin, arabic } = collectSiteText(ROOT);
  const texts: Record<Script, string> = {
    latin: [...new Set([...latin, ...LATIN_EXTRAS])].join(''),
    arabic: [...new Set([...arabic, ...ARABIC_EXTRAS])].join(''),
  };
  const samples: Record<Script, string> = { latin: sampleText('latin'), arabic: sampleText('arabic') };
  rmSync(OUT_DIR, { recursive: true, force: true });
  mkdirSync(OUT_DIR, { recursive: true });
  const fontverter = await import('fontverter');

  const faces = [];
  for (const face of FACES) {
    const source = path.join(FONTSOURCE, face.pkg, 'files', `${face.pkg}-${face.script}-${face.weight}-normal.woff2`);
    const original = readFileSync(source);
    // Without TrueType hinting instructions (Google Fonts serves its fonts unhinted to most systems too; today's
    // browsers smooth outlines without them): IBM Plex Sans Arabic's alone were a quarter of its file.
    const subset = await subsetFont(original, texts[face.script], { targetFormat: 'woff2', keepFeatures: KEEP_FEATURES, noHinting: true });
    const hash = createHash('sha256').update(subset).digest('hex').slice(0, 10);
    const file = `${face.pkg}-${face.script}-${face.weight}.${hash}.woff2`;
    writeFileSync(path.join(OUT_DIR, file), subset);

    const mappedPoints = codePointsOf(await fontverter.convert(subset, 'sfnt'));
    const mapped = [...texts[face.script]].filter((char) => mappedPoints.has(char.codePointAt(0)!)).join('');
    const metrics = readMetrics(await fontverter.convert(original, 'sfnt'));
    const fallback = FALLBACKS[face.script][face.fallback];
    // size-adjust scales the fallback so the site's text runs as wide as in the web face (the average advance
    // of its characters, weighted by use, in each); the overrides are divided by it because they apply to the
    // adjusted size.
    const [webAdvance, fallbackAdvance] = averageAdvances(samples[face.script], [metrics, readMetrics(readFileSync(fallback.measured))]);
    const sizeAdjust = webAdvance / fallbackAdvance;
    faces.push({
      family: face.family,
      weight: face.weightRange ?? String(face.weight),
      script: face.script,
      url: `/fonts/${file}`,
      bytes: subset.length,
      // Only what the file maps: a sign the face lacks goes straight to the next family of the stack.
      unicodeRange: toUnicodeRange(mapped),
      preload: face.preload,
      fallback: {
        local: fallback.local,
        sizeAdjust: percent(sizeAdjust),
        ascentOverride: percent(metrics.ascent / metrics.unitsPerEm / sizeAdjust),
        descentOverride: percent(metrics.descent / metrics.unitsPerEm / sizeAdjust),
        lineGapOverride: percent(metrics.lineGap / metrics.unitsPerEm / sizeAdjust),
      },
    });
    console.log(
      `${file.padEnd(52)} ${(original.length / 1024).toFixed(1).padStart(6)} KB → ${(subset.length / 1024).toFixed(1).padStart(5)} KB`,
    );
  }

  writeFileSync(
    FACES_FILE,
    `// Generated by scripts/subset-fonts.ts (npm run fonts:subset): do not edit by hand.\n` +
      `import type { FontFace } from './fonts';\n\n` +
      `export const FONT_FACES: FontFace[] = ${JSON.stringify(faces, null, 2)};\n`,
  );
  const total = readdirSync(OUT_DIR).reduce((sum, name) => sum + statSync(path.join(OUT_DIR, name)).size, 0);
  console.log(
    `\n${faces.length} files, ${(total / 1024).toFixed(1)} KB in all; ${latin.size} Latin and ${arabic.size} Arabic characters from the site`,
  );
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
