// The QR code printed on a PDF's first page, read as a phone would: the page drawn in grey by poppler's pdftoppm
// (PGM: no PNG decoder needed) and searched by jsQR, at the first resolution it is found.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import jsQR from 'jsqr';

/** Whether poppler's pdftoppm and pdftotext are on this machine (Debian's poppler-utils). */
export const hasPoppler = spawnSync('pdftotext', ['-v']).status === 0 && spawnSync('pdftoppm', ['-v']).status === 0;

export function qrOnFirstPage(file: string): string | undefined {
  for (const dpi of [100, 150, 200, 72]) {
    const base = `${file.replace(/\.pdf$/, '')}-${dpi}`;
    if (spawnSync('pdftoppm', ['-gray', '-r', String(dpi), '-singlefile', '-f', '1', '-l', '1', file, base]).status !== 0) return undefined;
    const pgm = readFileSync(`${base}.pgm`);
    const header = /^P5\s+(\d+)\s+(\d+)\s+(\d+)\s/.exec(pgm.subarray(0, 40).toString('latin1'))!;
    const [width, height] = [Number(header[1]), Number(header[2])];
    const pixels = pgm.subarray(header[0].length);
    const rgba = new Uint8ClampedArray(width * height * 4);
    for (let i = 0; i < width * height; i++) rgba.set([pixels[i], pixels[i], pixels[i], 255], i * 4);
    const found = jsQR(rgba, width, height)?.data;
    if (found) return found;
  }
  return undefined;
}
