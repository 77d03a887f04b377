// Issue 22: a tax document as the guest reads it. One bilingual page (English on the left, Arabic on the right, the
// same figures between them), drawn from what the document itself says: its stored seller snapshot and its stamped
// XML (lines, totals), never from today's settings or the booking, so the PDF always agrees with the XML and its QR.
import { newPdf } from '../../lib/lazyModules';
import type { TaxDocumentRow } from '../invoicing/repository';
import { hijriDate, type DateCalendars } from '../../../shared/hijri';
import { resortDateAndTime } from '../../lib/resortDate';
import { readDocument } from '../../lib/zatca';
import { lineWidth, registerArabic, writeLine, type RunStyle } from '../../lib/pdfText';
import { drawQrCode } from '../../lib/pdfQr';
import { paymentMethodName } from '../../../shared/paymentBrands';

const ARABIC = /[\u0600-\u06FF]/;
const C = { sea: '#0B2A3C', lagoon: '#1F7A80', coral: '#E07A5F', sand: '#F4EDE1', stone: '#6B7480', ink: '#1B1F23', line: '#D9D2C5' };

type Kind = TaxDocumentRow['type'];

const TITLES: Record<Kind, { en: string; ar: string }> = {
  invoice: { en: 'Simplified Tax Invoice', ar: 'فاتورة ضريبية مبسطة' },
  credit_note: { en: 'Credit Note', ar: 'إشعار دائن' },
  debit_note: { en: 'Debit Note', ar: 'إشعار مدين' },
};

/** Each label in both languages: English drawn on the left, Arabic on the right. */
const L = {
  number: {
    invoice: ['Invoice number', 'رقم الفاتورة'],
    credit_note: ['Credit note number', 'رقم الإشعار'],
    debit_note: ['Debit note number', 'رقم الإشعار'],
  },
  date: ['Issue date', 'تاريخ الإصدار'],
  hijriDate: ['Issue date (Hijri)', 'تاريخ الإصدار بالهجري'],
  time: ['Issue time', 'وقت الإصدار'],
  booking: ['Booking code', 'رمز الحجز'],
  corrects: ['Original invoice', 'الفاتورة الأصلية'],
  reason: ['Reason', 'السبب'],
  paidWith: ['Paid with', 'وسيلة الدفع'],
  seller: ['Seller', 'البائع'],
  vatNumber: ['VAT number', 'الرقم الضريبي'],
  crNumber: ['CR number', 'رقم السجل التجاري'],
  address: ['Address', 'العنوان'],
  description: ['Description', 'الوصف'],
  quantity: ['Qty', 'الكمية'],
  unitPrice: ['Unit price', 'سعر الوحدة'],
  net: ['Net', 'المبلغ'],
  rate: ['VAT %', 'النسبة'],
  vat: ['VAT', 'الضريبة'],
  lineTotal: ['Incl. VAT', 'شامل الضريبة'],
  linesTotal: ['Lines total (excl. VAT)', 'مجموع البنود (غير شامل الضريبة)'],
  discount: ['Discount (excl. VAT)', 'الخصم (غير شامل الضريبة)'],
  exclusive: ['Total excl. VAT', 'الإجمالي غير شامل الضريبة'],
  vatTotal: ['Total VAT', 'إجمالي ضريبة القيمة المضافة'],
  inclusive: ['Total incl. VAT', 'الإجمالي شامل الضريبة'],
  amounts: ['Amounts in Saudi riyals (SAR)', 'المبالغ بالريال السعودي'],
  scan: ['Scan to verify (ZATCA)', 'امسح للتحقق'],
  footer: ['Issued electronically; valid without signature.', 'صادرة إلكترونيًا، وصالحة دون توقيع.'],
} as const;

export interface TaxDocumentPdfInput {
  document: Pick<TaxDocumentRow, 'type' | 'number' | 'uuid' | 'counter' | 'issuedAt' | 'seller' | 'qr' | 'xml' | 'reason'>;
  bookingCode: string | null;
  /** How the billed charge was paid (issue 25 §1: mada, Visa, Apple Pay, STC Pay), a card's last four digits with it. */
  paidWith?: { brand: string | null; last4: string | null } | null;
  /** The invoice a credit or debit note corrects: its number and issue time. */
  corrects: { number: string; issuedAt: Date } | null;
  timeZone: string;
  /** The guest's choice: the Umm al-Qura issue date under the Gregorian one (the default), or Gregorian only. */
  calendars?: DateCalendars;
}

/** Halalas as "1,665.00" (Latin digits in both languages, as the XML and the QR carry them). */
const amount = (cents: number) => {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${new Intl.NumberFormat('en-US').format(Math.floor(abs / 100))}.${String(abs % 100).padStart(2, '0')}`;
};
const quantity = (value: number) => (Number.isInteger(value) ? String(value) : String(Number(value.toFixed(3))));
const rate = (value: number) => `${Number(value.toFixed(2))}%`;

/** `text` in rows of whole words that each `fits`, at most `most` of them; what does not fit ends in "…". */
export function wrapped(text: string, fits: (row: string) => boolean, most: number): string[] {
  const shorten = (row: string) => {
    let shown = row;
    while (shown.length > 4 && !fits(shown)) shown = `${shown.slice(0, -2)}…`;
    return shown;
  };
  const rows: string[] = [];
  let current = '';
  for (const word of text.split(' ')) {
    const next = current ? `${current} ${word}` : word;
    if (!current || fits(next)) current = next;
    else {
      rows.push(current);
      current = word;
    }
  }
  if (current) rows.push(current);
  // The rest goes on the last row, cut short there; a single word wider than a row is cut short too.
  if (rows.length > most) rows.splice(most - 1, rows.length, rows.slice(most - 1).join(' '));
  return rows.map(shorten);
}

export async function renderTaxDocumentPdf(input: TaxDocumentPdfInput): Promise<Buffer> {
  const { document, timeZone } = input;
  const read = readDocument(document.xml);
  const seller = document.seller;
  const title = TITLES[document.type];
  const issued = resortDateAndTime(document.issuedAt, timeZone);

  const doc = newPdf({
    size: 'A4',
    margin: 40,
    lang: 'ar',
    info: { Title: `${title.en} ${document.number}`, Author: seller.legalNameEn, Subject: title.ar },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  registerArabic(doc);
  const left = doc.page.margins.left;
  const right = doc.page.width - doc.page.margins.right;
  const width = right - left;

  /** English from `from` rightwards; Arabic ending at `to`. */
  const en = (value: string, x: number, y: number, style: RunStyle, to = right) =>
    writeLine(doc, value, { left: x, right: to, y, rtl: false }, style);
  const ar = (value: string, to: number, y: number, style: RunStyle, from = left) =>
    writeLine(doc, value, { left: from, right: to, y, rtl: true }, style);
  /** A value placed to end at `to` (amounts in columns). */
  const endAt = (value: string, to: number, y: number, style: RunStyle) => en(value, to - lineWidth(doc, value, false, style), y, style);
  const rule = (y: number, color = C.line, weight = 0.6, from = left, to = right) => doc.rect(from, y, to - from, weight).fill(color);

  // The band: the seller's legal names, English and Arabic, with the VAT number under each.
  doc.rect(0, 0, doc.page.width, 86).fill(C.sand);
  en(seller.legalNameEn, left, 24, { size: 14, bold: true, color: C.sea }, left + width / 2);
  ar(seller.legalNameAr, right, 22, { size: 14, bold: true, color: C.sea }, left + width / 2);
  en(`${L.vatNumber[0]}: ${seller.vatNumber}`, left, 48, { size: 9, color: C.stone });
  ar(`${L.vatNumber[1]} ${seller.vatNumber}`, right, 46, { size: 9, color: C.stone });
  en(`${L.crNumber[0]}: ${seller.crNumber}`, left, 62, { size: 9, color: C.stone });
  ar(`${L.crNumber[1]} ${seller.crNumber}`, right, 60, { size: 9, color: C.stone });

  // The title, both languages on one line, and the coral rule of the e-ticket.
  let y = 104;
  en(title.en, left, y, { size: 20, bold: true, color: C.sea });
  ar(title.ar, right, y - 2, { size: 20, bold: true, color: C.sea });
  y += 32;
  doc.rect(left, y, 40, 2).fill(C.coral);
  doc.rect(right - 40, y, 40, 2).fill(C.coral);
  y += 14;

  // The document's facts (English label, value, Arabic label) beside the QR code.
  const qrSize = 140;
  const factsRight = right - qrSize - 20;
  const valueX = left + 118;
  const facts: [readonly [string, string], string][] = [
    [L.number[document.type], document.number],
    [L.date, issued.date],
    ...(input.calendars === 'gregorian'
      ? []
      : [[L.hijriDate, hijriDate(document.issuedAt, timeZone)] as [readonly [string, string], string]]),
    [L.time, issued.time],
  ];
  if (input.bookingCode) facts.push([L.booking, input.bookingCode]);
  if (input.corrects) facts.push([L.corrects, `${input.corrects.number} (${resortDateAndTime(input.corrects.issuedAt, timeZone).date})`]);
  if (document.type !== 'invoice' && document.reason) facts.push([L.reason, document.reason]);
  const method = paymentMethodName(input.paidWith?.brand, 'en');
  if (document.type !== 'credit_note' && method)
    facts.push([L.paidWith, input.paidWith?.last4 ? `${method} •••• ${input.paidWith.last4}` : method]);
  const factsTop = y;
  for (const [[labelEn, labelAr], value] of facts) {
    en(labelEn, left, y, { size: 9, color: C.stone }, valueX - 6);
    const valueStyle = { size: 11, bold: value === document.number, color: C.ink };
    // A long value (a reason) is cut to the column: the XML keeps it whole.
    let shown = value;
    const roomFor = factsRight - valueX - lineWidth(doc, labelAr, true, { size: 9 }) - 10;
    while (shown.length > 4 && lineWidth(doc, shown, false, valueStyle) > roomFor) shown = `${shown.slice(0, -2)}…`;
    // An Arabic value (the Hijri date) is written right to left from the same start as the others.
    if (ARABIC.test(shown)) ar(shown, valueX + lineWidth(doc, shown, true, valueStyle), y - 1, valueStyle, valueX);
    else en(shown, valueX, y - 1, valueStyle, factsRight);
    ar(labelAr, factsRight, y - 1, { size: 9, color: C.stone });
    y += 15;
    rule(y, C.line, 0.4, left, factsRight);
    y += 6;
  }
  const qrX = right - qrSize;
  drawQrCode(doc, document.qr, { x: qrX, y: factsTop - 6, size: qrSize });
  const qrFoot = factsTop - 6 + qrSize + 2;
  en(L.scan[0], qrX, qrFoot, { size: 7, color: C.stone });
  ar(L.scan[1], right, qrFoot + 9, { size: 7, color: C.stone });
  y = Math.max(y, qrFoot + 26) + 6;

  // The seller: English details on the left, Arabic on the right (the address as the settings wrote it).
  const half = left + width / 2;
  const address = seller.address;
  doc.rect(left, y, width, 18).fill(C.sand);
  en(L.seller[0], left + 8, y + 4, { size: 9, bold: true, color: C.sea });
  ar(L.seller[1], right - 8, y + 3, { size: 9, bold: true, color: C.sea });
  y += 24;
  // In Arabic a label and its number sit side by side without a colon (a Latin colon would land on the number's far side).
  const sellerRows: [string, string][] = [
    [seller.legalNameEn, seller.legalNameAr],
    [`${L.vatNumber[0]}: ${seller.vatNumber}`, `${L.vatNumber[1]} ${seller.vatNumber}`],
    [`${L.crNumber[0]}: ${seller.crNumber}`, `${L.crNumber[1]} ${seller.crNumber}`],
  ];
  for (const [english, arabic] of sellerRows) {
    en(english, left + 8, y, { size: 9, color: C.ink }, half - 8);
    ar(arabic, right - 8, y - 1, { size: 9, color: C.ink }, half + 8);
    y += 14;
  }
  // The address as the settings wrote it (often in Arabic): on the English side too, an Arabic part reads right to left.
  const addressStyle = { size: 9, color: C.ink };
  const data = (value: string, x: number, at: number) =>
    ARABIC.test(value) ? ar(value, x + lineWidth(doc, value, true, addressStyle), at - 1, addressStyle) : en(value, x, at, addressStyle);
  en(`${L.address[0]}:`, left + 8, y, addressStyle);
  const addressX = left + 14 + lineWidth(doc, `${L.address[0]}:`, false, addressStyle);
  data(`${address.buildingNumber} ${address.street}`, addressX, y);
  ar(`${L.address[1]} ${address.buildingNumber} ${address.street}`, right - 8, y - 1, addressStyle, half + 8);
  y += 14;
  data(`${address.district}${ARABIC.test(address.district) ? '،' : ','} ${address.city} ${address.postalCode}`, addressX, y);
  ar(`${address.district}، ${address.city} ${address.postalCode}`, right - 8, y - 1, addressStyle, half + 8);
  y += 14;
  en('Saudi Arabia', addressX, y, addressStyle);
  ar('المملكة العربية السعودية', right - 8, y - 1, addressStyle, half + 8);
  y += 24;

  // The lines: a two-language header, then each line's figures.
  const columns = [
    { key: 'description', width: 165 },
    { key: 'quantity', width: 34 },
    { key: 'unitPrice', width: 64 },
    { key: 'net', width: 64 },
    { key: 'rate', width: 40 },
    { key: 'vat', width: 60 },
    { key: 'lineTotal', width: width - 165 - 34 - 64 - 64 - 40 - 60 },
  ] as const;
  const edges: number[] = [];
  columns.reduce((x, column) => (edges.push(x), x + column.width), left);
  doc.rect(left, y, width, 30).fill(C.sea);
  columns.forEach((column, index) => {
    const [labelEn, labelAr] = L[column.key];
    const from = edges[index] + 4;
    const to = edges[index] + column.width - 4;
    if (index === 0) {
      en(labelEn, from, y + 4, { size: 8, bold: true, color: '#FFFFFF' });
      en(labelAr, from, y + 15, { size: 8, bold: true, color: '#FFFFFF' }, to);
    } else {
      endAt(labelEn, to, y + 4, { size: 8, bold: true, color: '#FFFFFF' });
      ar(labelAr, to, y + 15, { size: 8, bold: true, color: '#FFFFFF' }, from - 4);
    }
  });
  y += 36;
  const pageEnd = () => doc.page.height - doc.page.margins.bottom - 50;
  for (const line of read.lines) {
    // Many lines go on to the next page (the foot and its note stay clear).
    if (y > pageEnd()) {
      doc.addPage();
      y = doc.page.margins.top;
    }
    const style = { size: 9, color: C.ink };
    // A long description (a booking change says what it was) wraps over up to six rows beside the line's figures.
    const rows = wrapped(line.name, (value) => lineWidth(doc, value, false, style) <= columns[0].width - 8, 6);
    rows.forEach((row, index) => en(row, edges[0] + 4, y + index * 11, style, edges[1] - 4));
    const figures = [
      quantity(line.quantity),
      amount(line.unitPrice),
      amount(line.net),
      rate(line.vatRate),
      amount(line.vat),
      amount(line.amountWithVat),
    ];
    figures.forEach((value, index) => endAt(value, edges[index + 1] + columns[index + 1].width - 4, y, style));
    y += 16 + (rows.length - 1) * 11;
    rule(y - 3, C.line, 0.4);
  }
  y += 2;
  en(L.amounts[0], left, y, { size: 7, color: C.stone });
  ar(L.amounts[1], right, y - 1, { size: 7, color: C.stone });
  y += 20;

  // The totals, right-aligned: English label, Arabic label, the amount.
  if (y + 130 > pageEnd()) {
    doc.addPage();
    y = doc.page.margins.top;
  }
  const totalsLeft = left + width * 0.3;
  const totals: [readonly [string, string], number, boolean][] = [];
  if (read.totals.allowance > 0) {
    totals.push([L.linesTotal, read.totals.lineNet, false]);
    totals.push([L.discount, -read.totals.allowance, false]);
  }
  const vatRates = [...new Set(read.vatBreakdown.map((entry) => entry.rate))];
  totals.push([L.exclusive, read.totals.taxExclusive, false]);
  totals.push([[`${L.vatTotal[0]}${vatRates.length === 1 ? ` (${rate(vatRates[0])})` : ''}`, L.vatTotal[1]], read.totals.vat, false]);
  totals.push([L.inclusive, read.totals.taxInclusive, true]);
  for (const [[labelEn, labelAr], cents, strong] of totals) {
    if (strong) {
      y += 4;
      doc.rect(totalsLeft, y - 5, right - totalsLeft, 24).fill(C.sand);
    }
    const style = { size: strong ? 11 : 9, bold: strong, color: strong ? C.sea : C.ink };
    const value = `${amount(cents)} SAR`;
    en(labelEn, totalsLeft + 6, y, { ...style, size: strong ? 10 : 8.5 });
    const amountLeft = right - 6 - lineWidth(doc, value, false, style);
    ar(labelAr, amountLeft - 12, y - 1, { ...style, size: strong ? 10 : 8.5 }, totalsLeft + 110);
    endAt(value, right - 6, y, style);
    y += strong ? 24 : 17;
    if (!strong) rule(y - 4, C.line, 0.4, totalsLeft, right);
  }

  // The foot: the document's identity in the chain, and the resort's note.
  const footY = doc.page.height - doc.page.margins.bottom - 30;
  rule(footY - 8, C.sand, 0.8);
  en(L.footer[0], left, footY, { size: 8, color: C.stone }, half);
  ar(L.footer[1], right, footY - 1, { size: 8, color: C.stone }, half);
  en(`UUID ${document.uuid} · ICV ${document.counter}`, left, footY + 14, { size: 7, color: C.stone });
  doc.end();
  return done;
}
