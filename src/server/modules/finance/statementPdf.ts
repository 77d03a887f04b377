import { newPdf } from '../../lib/lazyModules';
import { BRAND_NAME } from '../../../shared/brand';
import type { SupplierStatement } from '../../../shared/schemas/dashboard/finance';
import { lineWidth, registerArabic, writeLine, type RunStyle } from '../../lib/pdfText';

const C = { sea: '#0B2A3C', lagoon: '#1F7A80', coral: '#E07A5F', sand: '#F4EDE1', stone: '#6B7480', ink: '#1B1F23' };

const TEXT = {
  en: {
    brand: BRAND_NAME.en,
    title: 'Supplier statement',
    supplier: 'Supplier',
    month: 'Month',
    tickets: 'Tickets sold',
    gross: 'Sales (after promotions)',
    refunds: 'Refunds',
    netSales: 'Net sales',
    commission: (rate: string) => `Resort commission (${rate} %)`,
    netDue: 'Net due to you',
    paid: (when: string) => `Paid on ${when}`,
    unpaid: 'Not paid yet',
    note: 'Amounts in SAR, VAT included. Each ticket carries its share of its booking’s promotion and of every refund.',
  },
  ar: {
    brand: BRAND_NAME.ar,
    title: 'كشف حساب المورّد',
    supplier: 'المورّد',
    month: 'الشهر',
    tickets: 'التذاكر المبيعة',
    gross: 'المبيعات (بعد الخصومات)',
    refunds: 'المبالغ المستردة',
    netSales: 'صافي المبيعات',
    commission: (rate: string) => `عمولة المنتجع (${rate}٪)`,
    netDue: 'الصافي المستحق لك',
    paid: (when: string) => `سُدّد في ${when}`,
    unpaid: 'لم يُسدَّد بعد',
    note: 'المبالغ بالريال السعودي شاملة ضريبة القيمة المضافة. تحمل كل تذكرة حصتها من خصم حجزها ومن كل استرداد.',
  },
} as const;

/** Bidi marks Intl puts around Arabic amounts: pdfText lays out its own runs, and the fonts have no glyph for them. */
const BIDI_MARKS = /[\u200E\u200F\u061C]/g;
const clean = (value: string) => value.replace(BIDI_MARKS, '');
const LOCALE = { en: 'en-GB', ar: 'ar-SA-u-nu-arab-ca-gregory' } as const;

const formats = (lang: 'en' | 'ar') => ({
  money: (value: string) =>
    lang === 'ar'
      ? clean(new Intl.NumberFormat(LOCALE.ar, { style: 'currency', currency: 'SAR' }).format(Number(value)))
      : `${new Intl.NumberFormat('en-US', { minimumFractionDigits: 2 }).format(Number(value))} SAR`,
  count: (value: number | string) => clean(new Intl.NumberFormat(LOCALE[lang], { maximumFractionDigits: 2 }).format(Number(value))),
  month: (month: string) =>
    clean(
      new Intl.DateTimeFormat(LOCALE[lang], { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${month}-01T00:00:00Z`)),
    ),
  day: (iso: string, timeZone: string) =>
    clean(new Intl.DateTimeFormat(LOCALE[lang], { day: 'numeric', month: 'long', year: 'numeric', timeZone }).format(new Date(iso))),
});

/**
 * A supplier's month as one A4 page, English and Arabic side by side (English on the left reading rightwards, Arabic
 * on the right reading leftwards), each with its own digits: the figures, the commission and the net due.
 */
export function renderStatementPdf(statement: SupplierStatement, timeZone: string): Promise<Buffer> {
  const doc = newPdf({
    size: 'A4',
    margin: 40,
    lang: 'ar',
    info: { Title: `${TEXT.en.title} ${statement.month}`, Author: BRAND_NAME.en },
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
  const middle = doc.page.width / 2;
  const halves = { en: { left, right: middle - 12 }, ar: { left: middle + 12, right } };
  const f = { en: formats('en'), ar: formats('ar') };
  let y = 0;

  /** The same line in both halves: English from the left edge, Arabic from the right edge. */
  const both = (en: string, ar: string, style: RunStyle, advance: number) => {
    writeLine(doc, en, { ...halves.en, y, rtl: false }, style);
    writeLine(doc, ar, { ...halves.ar, y, rtl: true }, style);
    y += advance;
  };
  /** A label and its amount in each half: the amount against the half's inner edge. */
  const figure = (en: [string, string], ar: [string, string], style: RunStyle, advance: number) => {
    writeLine(doc, en[0], { ...halves.en, y, rtl: false }, style);
    writeLine(doc, en[1], { left: halves.en.left, right: halves.en.right, y, rtl: true }, style);
    writeLine(doc, ar[0], { ...halves.ar, y, rtl: true }, style);
    const width = lineWidth(doc, ar[1], true, style);
    writeLine(doc, ar[1], { left: halves.ar.left, right: halves.ar.left + width, y, rtl: true }, style);
    y += advance;
  };

  doc.rect(0, 0, doc.page.width, 96).fill(C.sand);
  y = 30;
  both(TEXT.en.brand, TEXT.ar.brand, { size: 24, bold: true, color: C.sea }, 36);
  doc.rect(left, y, 40, 2).fill(C.coral);
  doc.rect(right - 40, y, 40, 2).fill(C.coral);
  y = 120;
  both(TEXT.en.title, TEXT.ar.title, { size: 18, bold: true, color: C.sea }, 34);
  doc.rect(middle - 0.25, 112, 0.5, 300).fill(C.sand);

  both(TEXT.en.supplier, TEXT.ar.supplier, { size: 9, color: C.stone }, 13);
  both(statement.supplier_name, statement.supplier_name_ar || statement.supplier_name, { size: 12, bold: true }, 24);
  both(TEXT.en.month, TEXT.ar.month, { size: 9, color: C.stone }, 13);
  both(f.en.month(statement.month), f.ar.month(statement.month), { size: 12, bold: true }, 30);

  const row: RunStyle = { size: 11, color: C.ink };
  figure([TEXT.en.tickets, f.en.count(statement.tickets)], [TEXT.ar.tickets, f.ar.count(statement.tickets)], row, 22);
  figure([TEXT.en.gross, f.en.money(statement.gross)], [TEXT.ar.gross, f.ar.money(statement.gross)], row, 22);
  figure(
    [TEXT.en.refunds, f.en.money(statement.refunds)],
    [TEXT.ar.refunds, f.ar.money(statement.refunds)],
    { ...row, color: C.coral },
    22,
  );
  figure(
    [TEXT.en.netSales, f.en.money(statement.net_sales)],
    [TEXT.ar.netSales, f.ar.money(statement.net_sales)],
    { ...row, bold: true },
    22,
  );
  figure(
    [TEXT.en.commission(f.en.count(statement.commission_rate)), f.en.money(statement.commission)],
    [TEXT.ar.commission(f.ar.count(statement.commission_rate)), f.ar.money(statement.commission)],
    row,
    26,
  );
  doc.rect(left, y - 6, right - left, 0.75).fill(C.coral);
  y += 4;
  figure(
    [TEXT.en.netDue, f.en.money(statement.net_due)],
    [TEXT.ar.netDue, f.ar.money(statement.net_due)],
    { size: 14, bold: true, color: C.sea },
    34,
  );
  const paid = statement.paid_at;
  both(
    paid ? TEXT.en.paid(f.en.day(paid, timeZone)) : TEXT.en.unpaid,
    paid ? TEXT.ar.paid(f.ar.day(paid, timeZone)) : TEXT.ar.unpaid,
    { size: 10, bold: true, color: paid ? C.lagoon : C.stone },
    30,
  );

  // The note, wrapped by hand: writeLine draws one line.
  const noteStyle: RunStyle = { size: 8, color: C.stone };
  const wrap = (text: string, width: number, rtl: boolean) => {
    const lines: string[] = [];
    for (const word of text.split(' ')) {
      const candidate = lines.length ? `${lines[lines.length - 1]} ${word}` : word;
      if (lines.length && lineWidth(doc, candidate, rtl, noteStyle) <= width) lines[lines.length - 1] = candidate;
      else lines.push(word);
    }
    return lines;
  };
  const enNote = wrap(TEXT.en.note, halves.en.right - halves.en.left, false);
  const arNote = wrap(TEXT.ar.note, halves.ar.right - halves.ar.left, true);
  for (let index = 0; index < Math.max(enNote.length, arNote.length); index += 1)
    both(enNote[index] ?? '', arNote[index] ?? '', noteStyle, 12);
  doc.end();
  return done;
}
