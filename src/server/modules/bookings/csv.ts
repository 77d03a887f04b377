import { sql, type SQL } from 'drizzle-orm';
import type { Language } from '../../../shared/constants';
import type { StaffBookingRow } from '../../../shared/schemas/dashboard/bookings';
import { resortDateTime } from '../../lib/resortDate';

const HEADERS = {
  en: [
    'Code',
    'Status',
    'Guest',
    'E-mail',
    'Phone',
    'Hut',
    'Check-in',
    'Check-out',
    'Nights',
    'Adults',
    'Children',
    'Promo code',
    'Discount',
    'VAT (included)',
    'Total',
    'Paid',
    'Refunded',
    'Unpaid',
    'Currency',
    'No-show',
    'Created (resort time)',
  ],
  ar: [
    'الرمز',
    'الحالة',
    'الضيف',
    'البريد الإلكتروني',
    'الهاتف',
    'الكوخ',
    'الوصول',
    'المغادرة',
    'الليالي',
    'البالغون',
    'الأطفال',
    'رمز الخصم',
    'الخصم',
    'ضريبة القيمة المضافة (مشمولة)',
    'الإجمالي',
    'المدفوع',
    'المسترد',
    'غير المدفوع',
    'العملة',
    'لم يحضر',
    'تاريخ الإنشاء (بتوقيت المنتجع)',
  ],
} as const;

/** The words of the values, in the staff member's language (the same words as the back office's list). */
const WORDS: Record<Language, { yes: string; no: string; status: Record<StaffBookingRow['status'], string> }> = {
  en: {
    yes: 'yes',
    no: 'no',
    status: {
      pending: 'Pending',
      confirmed: 'Held',
      paid: 'Paid',
      expired: 'Expired',
      cancelled: 'Cancelled',
      refunded: 'Refunded',
      completed: 'Completed',
    },
  },
  ar: {
    yes: 'نعم',
    no: 'لا',
    status: {
      pending: 'قيد الإنشاء',
      confirmed: 'محجوز مؤقتًا',
      paid: 'مدفوع',
      expired: 'منتهي',
      cancelled: 'ملغى',
      refunded: 'مسترد',
      completed: 'مكتمل',
    },
  },
};

/** A phone as the accounts module stores it (+, digits): no spreadsheet can run it as a harmful formula. */
const PHONE = /^\+\d{6,15}$/;

/**
 * One CSV field: quoted when it holds a separator, quote or line break; a value a spreadsheet would run as
 * a formula (= + - @, tab, carriage return first) gets a leading apostrophe, except a phone number, which
 * stays as it is so that a spreadsheet told the column is text shows "+966…" (docs/operations.md).
 */
export function csvField(value: string | number | boolean, kind: 'text' | 'phone' = 'text'): string {
  let text = String(value);
  if (/^[=+\-@\t\r]/.test(text) && !(kind === 'phone' && PHONE.test(text))) text = `'${text}`;
  return /[",\r\n']/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The first line: a byte order mark (so spreadsheet programs read Arabic right) and the header. */
export const csvHead = (lang: Language) => `\uFEFF${HEADERS[lang].map((header) => csvField(header)).join(',')}\r\n`;

/** One booking's line with its CRLF, words in the staff member's language. */
export function csvLine(b: StaffBookingRow, lang: Language, timeZone: string): string {
  const words = WORDS[lang];
  // A day visit has no hut: its offers stand in the hut's column.
  const place = b.hut ?? b.visit ?? { title: '', title_ar: '' };
  const hut = lang === 'ar' ? place.title_ar || place.title : place.title || place.title_ar;
  return `${[
    csvField(b.code),
    csvField(words.status[b.status]),
    csvField(b.guest.full_name),
    csvField(b.guest.email),
    csvField(b.guest.phone, 'phone'),
    ...[
      hut,
      b.date_from,
      b.date_to,
      b.nights,
      b.persons,
      b.kids,
      b.promocode ?? '',
      b.discount,
      b.vat,
      b.total,
      b.paid,
      b.refunded,
      b.not_paid,
      b.currency,
      b.no_show ? words.yes : words.no,
      resortDateTime(b.created_at, timeZone),
    ].map((value) => csvField(value)),
  ].join(',')}\r\n`;
}

// The export's lines are written by the database (issue 27 §2): a year's 33,000 lines cost Node about 0.5 s of CPU as
// rows of objects and JSON (parsing, the fields, garbage collection) and the database ~0.3 s more to build that JSON;
// built in SQL, both together take about a third of that. The SQL below gives the same text as csvField and
// csvLine above (test/server/dashboard.bookings.search.test.ts compares the export with bookingsCsv byte for byte).

/** csvField in SQL, for a text `value` that is cheap to repeat (a column): quoted and defused as csvField does. */
export function csvFieldSql(value: SQL, kind: 'text' | 'phone' = 'text'): SQL {
  const phone = kind === 'phone' ? sql`WHEN ${value} ~ '^\\+[0-9]{6,15}$' THEN ${value} ` : sql``;
  // A defused value holds the apostrophe, so it is always quoted.
  return sql`CASE ${phone}WHEN ${value} ~ '^[=+\\-@\\t\\r]' THEN '"''' || replace(${value}, '"', '""') || '"'
    WHEN ${value} ~ '[",\\r\\n'']' THEN '"' || replace(${value}, '"', '""') || '"' ELSE ${value} END`;
}

/** csvField of a numeric `value` (cheap to repeat) in SQL: its text, defused should it be negative. */
export const csvNumberSql = (value: SQL) => sql`CASE WHEN ${value} < 0 THEN '"''' || ${value}::text || '"' ELSE ${value}::text END`;

/** JavaScript's `first || second` of two texts that may be null, as csvField writes it (String(null) is "null"). */
export const eitherSql = (first: SQL, second: SQL) => sql`CASE WHEN ${first} <> '' THEN ${first} ELSE coalesce(${second}, 'null') END`;

/** The SQL that gives a value's first text in `lang` of a title pair (a hut's, a day visit's offers), as csvLine picks it. */
export const placeTitleSql = (lang: Language, title: SQL, titleAr: SQL) =>
  lang === 'ar' ? eitherSql(titleAr, title) : eitherSql(title, titleAr);

/** The status words and yes/no of `lang` as CSV fields, for the SQL of the lines. */
export function csvWords(lang: Language) {
  const words = WORDS[lang];
  return {
    status: Object.fromEntries(Object.entries(words.status).map(([status, word]) => [status, csvField(word)])) as Record<
      StaffBookingRow['status'],
      string
    >,
    yes: csvField(words.yes),
    no: csvField(words.no),
  };
}

/**
 * UTF-8 with a byte order mark, CRLF lines, header and words in the staff member's language; amounts and dates
 * stay in Western digits so that a spreadsheet reads them as numbers. The export streams the same head and lines.
 */
export function bookingsCsv(list: StaffBookingRow[], lang: Language, timeZone: string): string {
  return csvHead(lang) + list.map((b) => csvLine(b, lang, timeZone)).join('');
}
