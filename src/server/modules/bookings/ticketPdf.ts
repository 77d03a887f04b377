import path from 'node:path';
import PDFDocument from 'pdfkit';
import type { Booking } from '../../../shared/schemas/booking';

const FONT_DIR = path.resolve('node_modules/@fontsource/ibm-plex-sans-arabic/files');
const ARABIC_FONT = path.join(FONT_DIR, 'ibm-plex-sans-arabic-arabic-400-normal.woff');

/** Arabic labels; dynamic Arabic text (hut and ticket titles) goes through the same shaping path. */
const AR = {
  title: 'تذكرة منتجع كن', code: 'رمز الحجز', hut: 'الكوخ', dates: 'التواريخ', guests: 'الضيوف', tickets: 'التذاكر والإضافات', paid: 'المبلغ المدفوع', vat: 'منها ضريبة القيمة المضافة',
};

function qrPng(dataUrl: string | null): Buffer | null {
  const match = dataUrl ? /^data:image\/png;base64,(.+)$/.exec(dataUrl) : null;
  return match ? Buffer.from(match[1], 'base64') : null;
}

/** The e-ticket: English on the left, Arabic on the right (shaped by fontkit's Arabic features), and the QR. */
export function renderTicketPdf(booking: Booking): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A5', margin: 36, info: { Title: `Ken Resort ${booking.code}`, Author: 'Ken Resort' } });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.registerFont('arabic', ARABIC_FONT);
  const left = doc.page.margins.left;
  const width = doc.page.width - doc.page.margins.left - doc.page.margins.right;
  const half = width / 2 - 6;
  /**
   * pdfkit shapes each Arabic word (fontkit's joining features) but lays words out left to right and has
   * no bidi: Arabic-only runs are written with their words reversed, and Latin values (codes, dates,
   * amounts) go on their own line in a Latin font, so nothing is mixed inside one run.
   */
  const visualArabic = (text: string) => text.split(/\s+/).reverse().join(' ');
  const hasArabic = (text: string) => /[\u0600-\u06FF]/.test(text);
  const row = (english: string, arabic: string[], size = 10) => {
    const y = doc.y;
    doc.font('Helvetica').fontSize(size).text(english, left, y, { width: half });
    const afterEnglish = doc.y;
    doc.y = y;
    for (const part of arabic) {
      if (hasArabic(part)) doc.font('arabic').fontSize(size).text(visualArabic(part), left + half + 12, doc.y, { width: half, align: 'right', features: ['rtla'] });
      else doc.font('Helvetica').fontSize(size).text(part, left + half + 12, doc.y, { width: half, align: 'right' });
    }
    doc.y = Math.max(afterEnglish, doc.y) + 4;
  };
  const guests = `${booking.persons_max_num}${booking.kids_max_num ? ` + ${booking.kids_max_num}` : ''}`;
  row('Ken Resort e-ticket', [AR.title], 16);
  doc.moveDown(0.5);
  row(`Booking code: ${booking.code}`, [AR.code, booking.code]);
  row(`Hut: ${booking.hut.title}`, [AR.hut, booking.hut.title_ar || booking.hut.title]);
  row(`Dates: ${booking.dates.date_from} to ${booking.dates.date_to} (${booking.dates.nights} nights)`, [AR.dates, `${booking.dates.date_from} - ${booking.dates.date_to}`]);
  row(`Guests: ${guests}`, [AR.guests, guests]);
  const lines = [...booking.events, ...booking.services, ...booking.special_items];
  if (lines.length > 0) {
    doc.moveDown(0.3);
    row('Tickets and extras', [AR.tickets], 11);
    for (const line of lines) {
      const amount = `${line.date ? `${line.date}  ` : ''}${line.quantity} × ${line.unit_price} = ${line.total} ${booking.currency}`;
      row(`${line.title}: ${amount}`, [line.title_ar || line.title, amount], 9);
    }
  }
  doc.moveDown(0.3);
  row(`Amount paid: ${booking.paid} ${booking.currency}`, [AR.paid, `${booking.paid} ${booking.currency}`], 11);
  row(`incl. VAT: ${booking.vat} ${booking.currency}`, [AR.vat, `${booking.vat} ${booking.currency}`]);
  const qr = qrPng(booking.qr_code);
  if (qr) doc.image(qr, left + width / 2 - 70, doc.y + 12, { width: 140 });
  doc.end();
  return done;
}
