import PDFDocument from 'pdfkit';
import type { Language } from '../../../shared/constants';
import type { Booking } from '../../../shared/schemas/booking';
import { mapLink, placeAddress, type StayPlace } from './place';
import { registerArabic, writeLine, type RunStyle } from './pdfText';

const C = { sea: '#0B2A3C', lagoon: '#1F7A80', coral: '#E07A5F', sand: '#F4EDE1', stone: '#6B7480', ink: '#1B1F23' };

const TEXT = {
  en: {
    brand: 'Ken Resort', tagline: 'Huts by the Red Sea', title: 'E-ticket', code: 'Booking code', hut: 'Hut', checkIn: 'Check-in', checkOut: 'Check-out',
    guests: 'Guests', adults: 'adults', kids: 'children', extras: 'Tickets and extras', paid: 'Total paid (VAT included)', vat: 'VAT', address: 'Address', map: 'Map',
    show: 'Show this code at the gate.', nonRefundable: (hours: number) => `Non-refundable: booked less than ${hours} hours before check-in`,
  },
  ar: {
    brand: 'كِن ريزورت', tagline: 'أكواخ على ساحل البحر الأحمر', title: 'التذكرة الإلكترونية', code: 'رمز الحجز', hut: 'الكوخ', checkIn: 'تسجيل الوصول', checkOut: 'تسجيل المغادرة',
    guests: 'الضيوف', adults: 'بالغين', kids: 'أطفال', extras: 'التذاكر والإضافات', paid: 'المبلغ المدفوع (شامل الضريبة)', vat: 'ضريبة القيمة المضافة', address: 'العنوان', map: 'الخريطة',
    show: 'أظهر هذا الرمز عند البوابة', nonRefundable: (hours: number) => `غير قابل للاسترداد: حُجز قبل أقل من ${hours} ساعة من موعد الوصول`,
  },
} as const;

function qrPng(dataUrl: string | null): Buffer | null {
  const match = dataUrl ? /^data:image\/png;base64,(.+)$/.exec(dataUrl) : null;
  return match ? Buffer.from(match[1], 'base64') : null;
}

/** Latin digits in both languages: the PDF's Latin font draws them, and they read the same at the gate. */
function formats(lang: Language, currency: string, timeZone: string) {
  const locale = lang === 'ar' ? 'ar-SA-u-nu-latn-ca-gregory' : 'en-GB';
  return {
    money: (value: string) => `${new Intl.NumberFormat('en-US', { minimumFractionDigits: 2 }).format(Number(value))} ${currency}`,
    when: (value: string) => new Intl.DateTimeFormat(locale, { weekday: 'short', day: 'numeric', month: 'long', year: 'numeric', hour: '2-digit', minute: '2-digit', timeZone }).format(new Date(value)),
    day: (value: string) => new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(new Date(`${value}T00:00:00Z`)),
  };
}

/** The e-ticket in the booking's language: wordmark, the stay, the lines with amounts and VAT, a large QR, the place. */
export function renderTicketPdf(booking: Booking, lang: Language, timeZone: string, place?: StayPlace): Promise<Buffer> {
  const text = TEXT[lang];
  const rtl = lang === 'ar';
  const f = formats(lang, booking.currency, timeZone);
  const doc = new PDFDocument({ size: 'A5', margin: 36, lang, info: { Title: `${text.brand} ${booking.code}`, Author: 'Ken Resort' } });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  registerArabic(doc);
  const left = doc.page.margins.left;
  const right = doc.page.width - doc.page.margins.right;
  let y = 0;
  /** A line in the column [from, to] (the whole width by default), starting on the reading side. */
  const line = (value: string, style: RunStyle, advance: number, column = { left, right }) => {
    writeLine(doc, value, { ...column, y, rtl }, style);
    y += advance;
  };
  /** A label on the reading side and its amount on the other side of the same line. */
  const amountLine = (label: string, amount: string, style: RunStyle, advance: number) => {
    writeLine(doc, amount, { left, right, y, rtl: !rtl }, style);
    line(label, style, advance);
  };
  const pick = (en: string, ar: string) => (rtl ? ar || en : en || ar);

  // Header band: the wordmark as type (nothing fetched), a coral rule, the tagline.
  doc.rect(0, 0, doc.page.width, 92).fill(C.sand);
  y = 26;
  line(text.brand, { size: 24, bold: true, color: C.sea }, 34);
  doc.rect(rtl ? right - 40 : left, y, 40, 2).fill(C.coral);
  y += 8;
  line(text.tagline, { size: 9, color: C.stone }, 0);

  // The stay on the reading side, the QR code large on the other.
  const qrSize = 150;
  const qrX = rtl ? left : right - qrSize;
  const column = rtl ? { left: left + qrSize + 16, right } : { left, right: right - qrSize - 16 };
  y = 110;
  line(text.title, { size: 9, color: C.stone }, 14, column);
  line(booking.code, { size: 20, bold: true, color: C.sea }, 32, column);
  const qr = qrPng(booking.qr_code);
  if (qr) {
    doc.image(qr, qrX, 110, { width: qrSize });
    writeLine(doc, text.show, { left: qrX, right: qrX + qrSize, y: 110 + qrSize + 4, rtl }, { size: 8, color: C.stone });
  }
  const guests = `${booking.persons_max_num} ${text.adults}${booking.kids_max_num ? ` + ${booking.kids_max_num} ${text.kids}` : ''}`;
  const facts: [string, string][] = [
    [text.hut, pick(booking.hut.title, booking.hut.title_ar)], [text.checkIn, f.when(booking.dates.check_in)], [text.checkOut, f.when(booking.dates.check_out)], [text.guests, guests],
  ];
  for (const [label, value] of facts) {
    line(label, { size: 8, color: C.stone }, 12, column);
    line(value, { size: 10, color: C.ink }, 20, column);
  }
  y = Math.max(y, 110 + qrSize + 24) + 8;

  const items = [...booking.events, ...booking.services, ...booking.special_items];
  if (items.length > 0) {
    line(text.extras, { size: 10, bold: true, color: C.sea }, 18);
    for (const item of items) {
      amountLine(`${pick(item.title, item.title_ar)} × ${item.quantity}${item.date ? ` · ${f.day(item.date)}` : ''}`, f.money(item.total), { size: 9 }, 16);
    }
    y += 4;
  }
  doc.rect(left, y, right - left, 0.75).fill(C.coral);
  y += 8;
  amountLine(text.paid, f.money(booking.paid), { size: 12, bold: true, color: C.sea }, 20);
  amountLine(text.vat, f.money(booking.vat), { size: 9, color: C.stone }, 24);
  if (booking.cancellation.non_refundable) line(text.nonRefundable(booking.cancellation.full_refund_hours), { size: 9, bold: true, color: C.coral }, 18);

  const address = place ? placeAddress(place, lang) : '';
  const map = place ? mapLink(place) : null;
  if (address) {
    line(text.address, { size: 8, color: C.stone }, 12);
    line(address, { size: 9 }, 16);
  }
  if (map) {
    doc.font('Helvetica').fontSize(7).fillColor(C.lagoon);
    const width = doc.widthOfString(map);
    doc.text(map, rtl ? right - width : left, y, { lineBreak: false, width: width + 1, link: map, underline: true });
  }
  doc.end();
  return done;
}
