// The metrics the metric-matched fallbacks are computed from (scripts/subset-fonts.ts): vertical metrics from
// the hhea and head tables, and the average advance of a text from the cmap and hmtx tables, measured the same
// way on the web face and on the local font it falls back to, so their ratio is the size-adjust that makes a
// line of the site's text take the same width in both.
//
// Why not OS/2 xAvgCharWidth: since OS/2 version 3 it is the average of every glyph of the font (Inter's
// includes its wide symbols and capitals: 1 254/2 048), whereas Arial's (version 0 formula) weighs only the
// lower-case letters and the space by their English frequency (904/2 048): their ratio gave Inter's fallback a
// size-adjust of 138 % where the true figure is about 107 %.

export interface SfntTables {
  sfnt: Buffer;
  tables: Map<string, number>;
}

export function readTables(sfnt: Buffer): SfntTables {
  const tables = new Map<string, number>();
  const count = sfnt.readUInt16BE(4);
  for (let i = 0; i < count; i += 1) {
    const record = 12 + i * 16;
    tables.set(sfnt.toString('latin1', record, record + 4), sfnt.readUInt32BE(record + 8));
  }
  return { sfnt, tables };
}

/** Code point → glyph id, from the cmap's format 4 and 12 subtables (the ones web and system fonts use). */
export function glyphMap({ sfnt, tables }: SfntTables): Map<number, number> {
  const glyphs = new Map<number, number>();
  const cmap = tables.get('cmap')!;
  const subtables = sfnt.readUInt16BE(cmap + 2);
  for (let i = 0; i < subtables; i += 1) {
    const platform = sfnt.readUInt16BE(cmap + 4 + i * 8);
    if (platform === 1) continue; // Macintosh roman subtables map bytes, not code points.
    const offset = cmap + sfnt.readUInt32BE(cmap + 4 + i * 8 + 4);
    const format = sfnt.readUInt16BE(offset);
    if (format === 4) {
      const segments = sfnt.readUInt16BE(offset + 6) / 2;
      const ends = offset + 14;
      const starts = ends + segments * 2 + 2;
      const deltas = starts + segments * 2;
      const rangeOffsets = deltas + segments * 2;
      for (let s = 0; s < segments; s += 1) {
        const end = sfnt.readUInt16BE(ends + s * 2);
        const start = sfnt.readUInt16BE(starts + s * 2);
        const delta = sfnt.readInt16BE(deltas + s * 2);
        const rangeOffsetAt = rangeOffsets + s * 2;
        const rangeOffset = sfnt.readUInt16BE(rangeOffsetAt);
        for (let c = start; c <= end && c !== 0xffff; c += 1) {
          let glyph = rangeOffset === 0 ? c + delta : sfnt.readUInt16BE(rangeOffsetAt + rangeOffset + (c - start) * 2);
          if (rangeOffset !== 0 && glyph !== 0) glyph += delta;
          glyph &= 0xffff;
          if (glyph !== 0) glyphs.set(c, glyph);
        }
      }
    } else if (format === 12) {
      const groups = sfnt.readUInt32BE(offset + 12);
      for (let g = 0; g < groups; g += 1) {
        const group = offset + 16 + g * 12;
        const first = sfnt.readUInt32BE(group);
        const startGlyph = sfnt.readUInt32BE(group + 8);
        for (let c = first; c <= sfnt.readUInt32BE(group + 4); c += 1) glyphs.set(c, startGlyph + c - first);
      }
    }
  }
  return glyphs;
}

export interface FontMetrics {
  unitsPerEm: number;
  ascent: number;
  descent: number;
  lineGap: number;
  /** Advance of a character in em, undefined when the font does not map it. */
  advance: (char: string) => number | undefined;
}

export function readMetrics(sfnt: Buffer): FontMetrics {
  const font = readTables(sfnt);
  const { tables } = font;
  const head = tables.get('head')!;
  const hhea = tables.get('hhea')!;
  const hmtx = tables.get('hmtx')!;
  const unitsPerEm = sfnt.readUInt16BE(head + 18);
  const longMetrics = sfnt.readUInt16BE(hhea + 34);
  const glyphs = glyphMap(font);
  return {
    unitsPerEm,
    ascent: sfnt.readInt16BE(hhea + 4),
    descent: -sfnt.readInt16BE(hhea + 6),
    lineGap: sfnt.readInt16BE(hhea + 8),
    advance: (char) => {
      const glyph = glyphs.get(char.codePointAt(0)!);
      if (glyph === undefined) return undefined;
      return sfnt.readUInt16BE(hmtx + Math.min(glyph, longMetrics - 1) * 4) / unitsPerEm;
    },
  };
}

/**
 * The average advance (em) of a text's characters, each counted as often as it occurs, over the characters both
 * fonts map (so the two averages compare like with like). Arabic letters are measured in their isolated forms:
 * an approximation, the same for both fonts.
 */
export function averageAdvances(text: string, fonts: readonly FontMetrics[]): number[] {
  const totals = fonts.map(() => 0);
  let counted = 0;
  for (const char of text) {
    const advances = fonts.map((font) => font.advance(char));
    if (advances.some((advance) => advance === undefined || advance === 0)) continue;
    advances.forEach((advance, i) => (totals[i] += advance!));
    counted += 1;
  }
  if (counted === 0) throw new Error('No character of the sample is mapped by every font');
  return totals.map((total) => total / counted);
}
