import { newPdf } from '../../lib/lazyModules';
import { bookedTitle, isDayVisit } from '../../../shared/dayVisit';
import { BRAND_NAME } from '../../../shared/brand';
import type { Language } from '../../../shared/constants';
import { hijriDate, showsHijri, type DateCalendars } from '../../../shared/hijri';
import type { Booking } from '../../../shared/schemas/booking';
import { countsOf } from '../../../shared/counts';
import { toCents, toMoney } from '../../../shared/money';
import { DEFAULT_RESORT_CONTACT } from '../../../shared/resortContact';
import type { ResortContact } from '../../../shared/schemas/resortContact';
import { mapLink, placeAddress, type StayPlace } from './place';
import { stayPriceRows } from './stayPriceRows';
import { lineWidth, registerArabic, writeLine, type RunStyle } from '../../lib/pdfText';

const C = { sea: '#0B2A3C', lagoon: '#1F7A80', coral: '#E07A5F', sand: '#F4EDE1', stone: '#6B7480', ink: '#1B1F23' };

const TEXT = {
  en: {
    brand: BRAND_NAME.en,
    tagline: 'Huts by the Red Sea',
    title: 'E-ticket',
    code: 'Booking code',
    hut: 'Hut',
    visit: 'Day visit',
    day: 'Day',
    checkIn: 'Check-in',
    checkOut: 'Check-out',
    guests: 'Guests',
    extras: 'Tickets and extras',
    paid: 'Total paid (VAT included)',
    vat: 'VAT',
    address: 'Address',
    map: 'Map',
    show: 'Show this code at the gate.',
    refunded: 'Refunded',
    kept: 'Paid, after refunds',
    cancelled: 'cancelled, refunded',
    nonRefundable: (hours: string) => `Non-refundable: booked less than ${hours} hours before check-in`,
    nonRefundablePlan: (plan: string) => `Non-refundable rate (${plan}): cancelling refunds nothing`,
  },
  ar: {
    brand: BRAND_NAME.ar,
    tagline: 'أكواخ على ساحل البحر الأحمر',
    title: 'التذكرة الإلكترونية',
    code: 'رمز الحجز',
    hut: 'الكوخ',
    visit: 'زيارة يومية',
    day: 'اليوم',
    checkIn: 'تسجيل الوصول',
    checkOut: 'تسجيل المغادرة',
    guests: 'الضيوف',
    extras: 'التذاكر والإضافات',
    paid: 'المبلغ المدفوع (شامل الضريبة)',
    vat: 'ضريبة القيمة المضافة',
    address: 'العنوان',
    map: 'الخريطة',
    show: 'أظهر هذا الرمز عند البوابة',
    refunded: 'المبلغ المسترد',
    kept: 'المدفوع بعد الاسترداد',
    cancelled: 'أُلغي، واسترد',
    nonRefundable: (hours: string) => `غير قابل للاسترداد: حُجز قبل أقل من ${hours} ساعة من موعد الوصول`,
    nonRefundablePlan: (plan: string) => `سعر غير قابل للاسترداد (${plan}): لا يُسترد شيء عند الإلغاء`,
  },
} as const;

function qrPng(dataUrl: string | null): Buffer | null {
  const match = dataUrl ? /^data:image\/png;base64,(.+)$/.exec(dataUrl) : null;
  return match ? Buffer.from(match[1], 'base64') : null;
}

/** Bidi marks Intl puts around Arabic amounts: the PDF lays out its own runs (pdfText.ts), and the fonts have no glyph for them. */
const BIDI_MARKS = /[\u200E\u200F\u061C]/g;

/** Digits as the reader writes them: Arabic-Indic in Arabic (drawn by the Arabic face, pdfText.ts), Latin in English. */
function formats(lang: Language, currency: string, timeZone: string) {
  const locale = lang === 'ar' ? 'ar-SA-u-nu-arab-ca-gregory' : 'en-GB';
  const clean = (value: string) => value.replace(BIDI_MARKS, '');
  return {
    money: (value: string) =>
      lang === 'ar'
        ? clean(new Intl.NumberFormat(locale, { style: 'currency', currency }).format(Number(value)))
        : `${new Intl.NumberFormat('en-US', { minimumFractionDigits: 2 }).format(Number(value))} ${currency}`,
    count: (value: number) => new Intl.NumberFormat(locale).format(value),
    when: (value: string) =>
      clean(
        new Intl.DateTimeFormat(locale, {
          weekday: 'short',
          day: 'numeric',
          month: 'long',
          year: 'numeric',
          hour: '2-digit',
          minute: '2-digit',
          timeZone,
        }).format(new Date(value)),
      ),
    day: (value: string) =>
      clean(new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(new Date(`${value}T00:00:00Z`))),
    /** The same day in the Umm al-Qura calendar, in brackets: «(١٣ شوال ١٤٤٧ هـ)». */
    hijri: (value: string) => `(${clean(hijriDate(value, timeZone))})`,
  };
}

/** The e-ticket in the booking's language: wordmark, the stay, the lines with amounts and VAT, a large QR, the place. */
export function renderTicketPdf(
  booking: Booking,
  lang: Language,
  timeZone: string,
  place?: StayPlace,
  contact: ResortContact = DEFAULT_RESORT_CONTACT,
  calendars: DateCalendars = 'both',
): Promise<Buffer> {
  const text = TEXT[lang];
  const hijri = showsHijri(lang, calendars);
  const rtl = lang === 'ar';
  const f = formats(lang, booking.currency, timeZone);
  const doc = newPdf({ size: 'A5', margin: 36, lang, info: { Title: `${text.brand} ${booking.code}`, Author: 'Ken Resort' } });
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
    // Against the other edge: ending at the right edge in English; in Arabic starting at the left edge and
    // laid out right to left, so the amount reads "١٥٠٫٠٠ ر.س." (writeLine places from its right end).
    const end = rtl ? left + lineWidth(doc, amount, true, style) : right;
    writeLine(doc, amount, { left, right: end, y, rtl: true }, style);
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
  const guests = countsOf(lang, [
    ['adult', booking.persons_max_num],
    ['child', booking.kids_max_num],
  ]);
  // In Arabic the Hijri date of check-in and check-out on a line of its own under the Gregorian one: the column beside
  // the QR code holds one of them, not both.
  const stayDay = (value: string) => (hijri ? f.hijri(value) : undefined);
  const booked = bookedTitle(booking);
  // A day visit: its offers and its one day (no hut, no nights); the tickets are listed below.
  const facts: [string, string, string?][] = isDayVisit(booking)
    ? [
        [text.visit, pick(booked.title, booked.title_ar)],
        [text.day, f.day(booking.dates.date_from), stayDay(booking.dates.check_in)],
      ]
    : [
        [text.hut, pick(booked.title, booked.title_ar)],
        [text.checkIn, f.when(booking.dates.check_in), stayDay(booking.dates.check_in)],
        [text.checkOut, f.when(booking.dates.check_out), stayDay(booking.dates.check_out)],
        [text.guests, guests],
      ];
  for (const [label, value, under] of facts) {
    line(label, { size: 8, color: C.stone }, 12, column);
    line(value, { size: 10, color: C.ink }, under ? 14 : 20, column);
    if (under) line(under, { size: 9, color: C.ink }, 18, column);
  }
  y = Math.max(y, 110 + qrSize + 24) + 8;

  // The stay's price as the booking keeps it (after a change, the new stay's): nights, extra guests, discounts, extras.
  const priced = stayPriceRows(booking, lang, f.money, f.count, '-');
  for (const [label, value] of priced) amountLine(label, value, { size: 9, color: C.ink }, 16);
  if (priced.length > 0) y += 4;
  const items = [...booking.events, ...booking.services, ...booking.special_items];
  // "·" beside Arabic-Indic digits reads as a zero (٠): Arabic separates with its own comma.
  const separator = rtl ? '، ' : ' · ';
  if (items.length > 0) {
    line(text.extras, { size: 10, bold: true, color: C.sea }, 18);
    for (const item of items) {
      // A session the resort cancelled stays listed, greyed, with what went back to the card.
      const cancelled = item.cancelled ? ` (${text.cancelled} ${f.money(item.refund_amount ?? item.total)})` : '';
      amountLine(
        `${pick(item.title, item.title_ar)} × ${f.count(item.quantity)}${item.date ? `${separator}${f.day(item.date)}` : ''}${cancelled}`,
        f.money(item.total),
        { size: 9, color: item.cancelled ? C.stone : C.ink },
        16,
      );
    }
    y += 4;
  }
  doc.rect(left, y, right - left, 0.75).fill(C.coral);
  y += 8;
  amountLine(text.paid, f.money(booking.paid), { size: 12, bold: true, color: C.sea }, 20);
  amountLine(text.vat, f.money(booking.vat), { size: 9, color: C.stone }, 16);
  // Refunds (a cancelled session, a goodwill refund) are part of the ticket: what was paid, what went back, what is kept.
  const refunded = toCents(booking.refunded ?? '0.00');
  if (refunded > 0) {
    amountLine(text.refunded, f.money(toMoney(refunded)), { size: 10, color: C.coral }, 16);
    amountLine(text.kept, f.money(toMoney(toCents(booking.paid) - refunded)), { size: 10, bold: true, color: C.sea }, 16);
  }
  if (booking.cancellation.non_refundable) {
    // Sold on a non-refundable rate, or booked inside the free-cancellation window: each says why nothing is refunded.
    const plan = booking.rate_plan?.plan;
    const why =
      plan && !plan.refundable
        ? text.nonRefundablePlan(pick(plan.name, plan.name_ar))
        : text.nonRefundable(f.count(booking.cancellation.full_refund_hours));
    line(why, { size: 9, bold: true, color: C.coral }, 18);
  }
  y += 8;

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
  // The resort's phone and e-mail at the foot, as saved in the back office and shown in every e-mail's footer.
  const footY = doc.page.height - doc.page.margins.bottom - 14;
  doc.rect(left, footY - 6, right - left, 0.5).fill(C.sand);
  writeLine(doc, `${contact.phone}   ${contact.email}`, { left, right, y: footY, rtl }, { size: 8, color: C.stone });
  doc.end();
  return done;
}
