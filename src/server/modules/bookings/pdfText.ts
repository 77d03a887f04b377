import path from 'node:path';
import type PDFDocument from 'pdfkit';

const FONT_DIR = path.resolve('node_modules/@fontsource/ibm-plex-sans-arabic/files');
export const ARABIC_FONTS = {
  regular: path.join(FONT_DIR, 'ibm-plex-sans-arabic-arabic-400-normal.woff'),
  bold: path.join(FONT_DIR, 'ibm-plex-sans-arabic-arabic-600-normal.woff'),
};

type Doc = InstanceType<typeof PDFDocument>;
export interface RunStyle { size: number; bold?: boolean; color?: string }

const ARABIC = /[\u0600-\u06FF\u0750-\u077F\uFB50-\uFDFF\uFE70-\uFEFF]/;

/**
 * pdfkit has no bidi. Given a whole run and any `features`, it hands the run to fontkit, which shapes Arabic
 * (joining forms, lam-alef) and reverses the glyphs of a right-to-left script into visual order. Without
 * features pdfkit lays out word by word and keeps the words in logical order, which reads backwards. So a
 * line is split into Arabic runs and Latin runs (codes, amounts, dates with Latin digits), each run is
 * shaped on its own, and in a right-to-left line the runs are placed from the right edge leftwards.
 */
export interface Run { text: string; arabic: boolean }

/** Latin runs: letters, digits and what sits inside a number, a code or a time. Anything else is a neutral of its own. */
const LATIN = /[A-Za-z0-9.,:/-]/;
const MIRROR: Record<string, string> = { '(': ')', ')': '(', '[': ']', ']': '[' };

export function splitRuns(text: string): Run[] {
  const runs: (Run & { kind: 'arabic' | 'latin' | 'neutral' })[] = [];
  for (const char of text) {
    const last = runs.at(-1);
    // Spaces stay with the run they are in; a neutral (× · brackets) is a run of its own so it takes the line's direction.
    const kind = ARABIC.test(char) ? 'arabic' : LATIN.test(char) ? 'latin' : /\s/.test(char) && last ? last.kind : 'neutral';
    if (last && last.kind === kind && kind !== 'neutral') last.text += char;
    else if (last && kind === 'neutral' && /\s/.test(char)) last.text += char;
    else runs.push({ text: char, arabic: kind === 'arabic', kind });
  }
  return runs.map(({ text: value, arabic }) => ({ text: value, arabic }));
}

/** In a right-to-left line a lone bracket is drawn mirrored (Unicode bidi mirroring). */
export const mirrored = (run: Run, rtl: boolean) => (rtl && !run.arabic && MIRROR[run.text] ? MIRROR[run.text] : run.text);

function useFont(doc: Doc, arabic: boolean, style: RunStyle) {
  doc.font(arabic ? (style.bold ? 'arabic-bold' : 'arabic') : style.bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(style.size).fillColor(style.color ?? '#1B1F23');
}

export function registerArabic(doc: Doc) {
  doc.registerFont('arabic', ARABIC_FONTS.regular);
  doc.registerFont('arabic-bold', ARABIC_FONTS.bold);
}

/** One line of text, written so that it ends at `right` (rtl) or starts at `left` (ltr); returns its width. */
export function writeLine(doc: Doc, text: string, at: { left: number; right: number; y: number; rtl: boolean }, style: RunStyle): number {
  // A line without Arabic is one Latin run. Runs are trimmed; a gap is kept only where the text had a space.
  const runs = (ARABIC.test(text) ? splitRuns(text) : [{ text, arabic: false }])
    .map((run) => ({ ...run, spaced: /\s$/.test(run.text), text: mirrored({ ...run, text: run.text.trim() }, at.rtl) }))
    .filter((run) => run.text !== '');
  const gap = doc.widthOfString(' ');
  const measured = runs.map((run, index) => {
    useFont(doc, run.arabic, style);
    return { ...run, width: doc.widthOfString(run.text, { features: ['kern'] }), gap: run.spaced && index < runs.length - 1 ? gap : 0 };
  });
  const total = measured.reduce((sum, run) => sum + run.width + run.gap, 0);
  let x = at.rtl ? at.right : at.left;
  for (const run of measured) {
    useFont(doc, run.arabic, style);
    if (at.rtl) x -= run.width;
    // One baseline for both faces (their ascents differ, so top-aligned runs would not line up).
    doc.text(run.text, x, at.y + style.size, { lineBreak: false, features: ['kern'], baseline: 'alphabetic' });
    x = at.rtl ? x - run.gap : x + run.width + run.gap;
  }
  return total;
}
