import type { Language } from '../../../shared/constants';
import type { StaffBookingRow } from '../../../shared/schemas/dashboard/bookings';

const HEADERS = {
  en: ['Code', 'Status', 'Guest', 'E-mail', 'Phone', 'Hut', 'Check-in', 'Check-out', 'Nights', 'Adults', 'Children', 'Total', 'Paid', 'Refunded', 'Unpaid', 'Currency', 'No-show', 'Created'],
  ar: ['الرمز', 'الحالة', 'الضيف', 'البريد الإلكتروني', 'الهاتف', 'الكوخ', 'الوصول', 'المغادرة', 'الليالي', 'البالغون', 'الأطفال', 'الإجمالي', 'المدفوع', 'المسترد', 'غير المدفوع', 'العملة', 'لم يحضر', 'تاريخ الإنشاء'],
} as const;

/**
 * One CSV field: quoted when it holds a separator, quote or line break; a value a spreadsheet would run as
 * a formula (= + - @, tab, carriage return first) gets a leading apostrophe.
 */
export function csvField(value: string | number | boolean): string {
  let text = String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n']/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** UTF-8 with a byte order mark (so spreadsheet programs read Arabic right), CRLF lines, header in the staff member's language. */
export function bookingsCsv(list: StaffBookingRow[], lang: Language): string {
  const lines = [HEADERS[lang].map(csvField).join(',')];
  for (const b of list) {
    const hut = lang === 'ar' ? b.hut.title_ar || b.hut.title : b.hut.title || b.hut.title_ar;
    lines.push([b.code, b.status, b.guest.full_name, b.guest.email, b.guest.phone, hut, b.date_from, b.date_to, b.nights, b.persons, b.kids,
      b.total, b.paid, b.refunded, b.not_paid, b.currency, b.no_show ? 'yes' : 'no', b.created_at].map(csvField).join(','));
  }
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
