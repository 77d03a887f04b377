import type PDFDocument from 'pdfkit';
import { qrcode } from './lazyModules';

type Doc = InstanceType<typeof PDFDocument>;

export interface QrPlacement {
  x: number;
  y: number;
  /** The side of the square drawn, quiet zone included, in PDF points. */
  size: number;
  /** The quiet zone around the code, in modules (ISO/IEC 18004 asks for 4; 2 reads well on paper). */
  margin?: number;
}

/**
 * A QR code drawn as vector squares: sharp at any zoom or printer resolution, and far cheaper than encoding a PNG
 * (pngjs tries every row filter of a 480-pixel image: most of the CPU of a whole tax document). Each row's run of
 * dark modules is one rectangle.
 */
export function drawQrCode(doc: Doc, text: string, { x, y, size, margin = 2 }: QrPlacement): void {
  const { modules } = qrcode().create(text, { errorCorrectionLevel: 'M' });
  const count = modules.size;
  const unit = size / (count + margin * 2);
  doc.save();
  doc.rect(x, y, size, size).fill('#FFFFFF');
  for (let row = 0; row < count; row++) {
    let col = 0;
    while (col < count) {
      if (!modules.get(row, col)) {
        col++;
        continue;
      }
      const start = col;
      while (col < count && modules.get(row, col)) col++;
      // A hair wider than the module so neighbouring squares leave no anti-aliased seam between them.
      doc.rect(x + (margin + start) * unit, y + (margin + row) * unit, (col - start) * unit + 0.01, unit + 0.01);
    }
  }
  doc.fill('#000000');
  doc.restore();
}
