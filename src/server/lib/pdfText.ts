import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type PDFDocument from 'pdfkit';
import { woffToSfnt } from './woffToSfnt';

const FONT_DIR = path.resolve('node_modules/@fontsource/ibm-plex-sans-arabic/files');
export const ARABIC_FONTS = {
  regular: path.join(FONT_DIR, 'ibm-plex-sans-arabic-arabic-400-normal.woff'),
  bold: path.join(FONT_DIR, 'ibm-plex-sans-arabic-arabic-600-normal.woff'),
};

type Doc = InstanceType<typeof PDFDocument>;
export interface RunStyle {
  size: number;
  bold?: boolean;
  color?: string;
}

const ARABIC = /[\u0600-\u06FF\u0750-\u077F\uFB50-\uFDFF\uFE70-\uFEFF]/;

/**
 * pdfkit has no bidi. Given a whole run and any `features`, it hands the run to fontkit, which shapes Arabic
 * (joining forms, lam-alef) and reverses the glyphs of a right-to-left script into visual order. Without
 * features pdfkit lays out word by word and keeps the words in logical order, which reads backwards. So a
 * line is split into Arabic runs and Latin runs (codes, amounts, dates with Latin digits), each run is
 * shaped on its own, and in a right-to-left line the runs are placed from the right edge leftwards.
 */
export interface Run {
  text: string;
  arabic: boolean;
  digits?: boolean;
}

/** Latin runs: letters, digits and what sits inside a number, a code or a time. Anything else is a neutral of its own. */
const LATIN = /[A-Za-z0-9.,:/-]/;
/** Arabic-Indic digits and the Arabic decimal and thousands separators: a number, read left to right inside Arabic. */
const INDIC = /[\u0660-\u0669\u066B\u066C]/;
/** Between two Arabic-Indic digits these keep the number whole ("٠٣:٠٠", "١/٤"), as in Unicode bidi. */
const NUMBER_JOINER = /[:/.,]/;
const MIRROR: Record<string, string> = { '(': ')', ')': '(', '[': ']', ']': '[' };

type Kind = 'arabic' | 'latin' | 'digits' | 'neutral';

export function splitRuns(text: string): Run[] {
  const runs: (Run & { kind: Kind })[] = [];
  const chars = [...text];
  chars.forEach((char, index) => {
    const last = runs.at(-1);
    const joinsNumber = last?.kind === 'digits' && NUMBER_JOINER.test(char) && INDIC.test(chars[index + 1] ?? '');
    // Spaces stay with the run they are in; a neutral (× · brackets) is a run of its own so it takes the line's direction.
    const kind: Kind =
      INDIC.test(char) || joinsNumber
        ? 'digits'
        : ARABIC.test(char)
          ? 'arabic'
          : LATIN.test(char)
            ? 'latin'
            : /\s/.test(char) && last
              ? last.kind
              : 'neutral';
    if (last && last.kind === kind && kind !== 'neutral') last.text += char;
    else if (last && kind === 'neutral' && /\s/.test(char)) last.text += char;
    else runs.push({ text: char, arabic: kind === 'arabic' || kind === 'digits', kind });
  });
  return runs.map(({ text: value, arabic, kind }) => (kind === 'digits' ? { text: value, arabic, digits: true } : { text: value, arabic }));
}

/** In a right-to-left line a lone bracket is drawn mirrored (Unicode bidi mirroring). */
export const mirrored = (run: Run, rtl: boolean) => (rtl && !run.arabic && MIRROR[run.text] ? MIRROR[run.text] : run.text);

function useFont(doc: Doc, arabic: boolean, style: RunStyle) {
  doc
    .font(arabic ? (style.bold ? 'arabic-bold' : 'arabic') : style.bold ? 'Helvetica-Bold' : 'Helvetica')
    .fontSize(style.size)
    .fillColor(style.color ?? '#1B1F23');
}

interface Fontkit {
  create(buffer: Uint8Array): unknown;
  registerFormat(format: unknown): void;
}

/**
 * Fonts parsed once for every document. pdfkit makes a new fontkit font from a registered font's bytes in each
 * document, and fontkit decodes the Arabic face's shaping tables again at its first use there: ~120 ms of CPU of an
 * Arabic e-ticket's ~180. A parsed font is only read by the documents that use it (each embeds a subset of its own),
 * so each document is given the same one: it registers a 16-byte handle ("kenF", then the font's number) instead of the
 * bytes, and a font format registered with fontkit (its public registerFormat) answers the handle with the font.
 * No other format takes those bytes for its own (TrueType, OpenType, WOFF, WOFF2, collections and dfonts all start
 * otherwise).
 */
const KEPT = 'kenF';
const keptFonts: unknown[] = [];
let fontkit: Fontkit | undefined;

function keepParsed(bytes: Buffer): Buffer {
  if (!fontkit) {
    // pdfkit's own fontkit, the one its font factory calls.
    const kit = createRequire(require.resolve('pdfkit'))('fontkit') as Fontkit;
    kit.registerFormat(
      class KeptFont {
        static probe = (buffer: Uint8Array) => buffer.length === 16 && Buffer.from(buffer).toString('latin1', 0, 4) === KEPT;
        constructor(stream: { buffer: Uint8Array }) {
          return keptFonts[Buffer.from(stream.buffer).readUInt32BE(8)] as KeptFont;
        }
      },
    );
    fontkit = kit;
  }
  keptFonts.push(fontkit.create(bytes));
  const handle = Buffer.alloc(16);
  handle.write(KEPT, 0, 'latin1');
  // Where a dfont keeps its resource map: past the end, so fontkit's dfont format finds none and passes.
  handle.writeUInt32BE(0xffffffff, 4);
  handle.writeUInt32BE(keptFonts.length - 1, 8);
  return handle;
}

/** The faces, read and parsed once: every e-ticket and tax document embeds a subset of them (see woffToSfnt). */
let arabicFaces: { regular: Buffer; bold: Buffer } | undefined;
export const loadArabicFaces = () =>
  (arabicFaces ??= {
    regular: keepParsed(woffToSfnt(readFileSync(ARABIC_FONTS.regular))),
    bold: keepParsed(woffToSfnt(readFileSync(ARABIC_FONTS.bold))),
  });

export function registerArabic(doc: Doc) {
  const faces = loadArabicFaces();
  doc.registerFont('arabic', faces.regular);
  doc.registerFont('arabic-bold', faces.bold);
}

/** A number's characters one by one: Arabic-Indic digits in the Arabic face, a ":" or "/" between them in the Latin one. */
const numberGlyphs = (run: Run) => [...run.text].map((char) => ({ char, arabic: INDIC.test(char) }));

interface Measured extends Run {
  width: number;
  gap: number;
}

function measureRuns(doc: Doc, text: string, rtl: boolean, style: RunStyle): { runs: Measured[]; total: number } {
  // A line without Arabic is one Latin run. Runs are trimmed; a gap is kept only where the text had a space.
  const runs = (ARABIC.test(text) ? splitRuns(text) : [{ text, arabic: false }])
    .map((run) => ({ ...run, spaced: /\s$/.test(run.text), text: mirrored({ ...run, text: run.text.trim() }, rtl) }))
    .filter((run) => run.text !== '');
  const gap = doc.widthOfString(' ');
  const measured = runs.map((run, index) => {
    const width = run.digits
      ? numberGlyphs(run).reduce((sum, glyph) => {
          useFont(doc, glyph.arabic, style);
          return sum + doc.widthOfString(glyph.char);
        }, 0)
      : (useFont(doc, run.arabic, style), doc.widthOfString(run.text, { features: ['kern'] }));
    return { ...run, width, gap: run.spaced && index < runs.length - 1 ? gap : 0 };
  });
  return { runs: measured, total: measured.reduce((sum, run) => sum + run.width + run.gap, 0) };
}

/** The width a line takes (to place a right-to-left amount against the left edge). */
export const lineWidth = (doc: Doc, text: string, rtl: boolean, style: RunStyle) => measureRuns(doc, text, rtl, style).total;

/** One line of text, written so that it ends at `right` (rtl) or starts at `left` (ltr); returns its width. */
export function writeLine(doc: Doc, text: string, at: { left: number; right: number; y: number; rtl: boolean }, style: RunStyle): number {
  const { runs, total } = measureRuns(doc, text, at.rtl, style);
  let x = at.rtl ? at.right : at.left;
  // One baseline for both faces (their ascents differ, so top-aligned runs would not line up).
  const baseline = at.y + style.size;
  for (const run of runs) {
    if (at.rtl) x -= run.width;
    if (run.digits) {
      // fontkit lays out any Arabic-script run right to left, digits too; a number reads left to right, so
      // its characters are placed one by one, in reading order (the text layer keeps that order too).
      let glyphX = x;
      for (const glyph of numberGlyphs(run)) {
        useFont(doc, glyph.arabic, style);
        doc.text(glyph.char, glyphX, baseline, { lineBreak: false, baseline: 'alphabetic' });
        glyphX += doc.widthOfString(glyph.char);
      }
    } else {
      useFont(doc, run.arabic, style);
      doc.text(run.text, x, baseline, { lineBreak: false, features: ['kern'], baseline: 'alphabetic' });
    }
    x = at.rtl ? x - run.gap : x + run.width + run.gap;
  }
  return total;
}
