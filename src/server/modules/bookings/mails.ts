import type { Language } from '../../../shared/constants';
import type { Booking } from '../../../shared/schemas/booking';
import type { MailMessage } from '../../lib/mail';

type Rendered = Pick<MailMessage, 'subject' | 'text' | 'html'>;
type Kind = 'confirmed' | 'cancelled';

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);

const TEXT = {
  en: {
    confirmed: 'Your stay at Ken Resort is booked', cancelled: 'Your Ken Resort booking is cancelled',
    code: 'Booking code', hut: 'Hut', dates: 'Stay', nights: 'nights', total: 'Total paid', vat: 'of which VAT', refund: 'Refund',
    refundNone: 'No refund applies under the cancellation policy.', refundSent: 'The refund goes back to your card through the payment provider.',
    deadline: 'Free cancellation until', extras: 'Tickets and extras', team: 'Ken Resort',
  },
  ar: {
    confirmed: 'تم تأكيد حجز إقامتك في كِن ريزورت', cancelled: 'تم إلغاء حجزك في كِن ريزورت',
    code: 'رمز الحجز', hut: 'الكوخ', dates: 'الإقامة', nights: 'ليالٍ', total: 'المبلغ المدفوع', vat: 'منها ضريبة القيمة المضافة', refund: 'المبلغ المسترد',
    refundNone: 'لا يُسترد أي مبلغ وفق سياسة الإلغاء.', refundSent: 'يُعاد المبلغ إلى بطاقتك عبر مزوّد الدفع.',
    deadline: 'الإلغاء المجاني حتى', extras: 'التذاكر والإضافات', team: 'كِن ريزورت',
  },
} as const;

function section(lang: Language, kind: Kind, booking: Booking, timeZone: string) {
  const text = TEXT[lang];
  const locale = lang === 'ar' ? 'ar-SA' : 'en-GB';
  const money = (value: string) => new Intl.NumberFormat(locale, { style: 'currency', currency: booking.currency }).format(Number(value));
  const when = (value: string) => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(new Date(value));
  const hut = lang === 'ar' ? booking.hut.title_ar || booking.hut.title : booking.hut.title || booking.hut.title_ar;
  const tickets = [...booking.events, ...booking.services, ...booking.special_items].map(
    (t) => `${lang === 'ar' ? t.title_ar || t.title : t.title} × ${t.quantity}${t.date ? ` (${t.date})` : ''}`,
  );
  const refund = booking.cancellation.refundable_amount;
  const lines: [string, string][] = [
    [text.code, booking.code], [text.hut, hut], [text.dates, `${when(booking.dates.check_in)} → ${when(booking.dates.check_out)} (${booking.dates.nights} ${text.nights})`],
  ];
  if (kind === 'confirmed') lines.push([text.total, `${money(booking.paid)} (${text.vat} ${money(booking.vat)})`], [text.deadline, when(booking.cancellation.deadline)]);
  else lines.push([text.refund, money(refund)]);
  const notes = kind === 'cancelled' ? [Number(refund) > 0 ? text.refundSent : text.refundNone] : [];
  const dir = lang === 'ar' ? 'rtl' : 'ltr';
  const html = `<div lang="${lang}" dir="${dir}" style="margin-bottom:24px"><h2>${escapeHtml(text[kind])}</h2>`
    + lines.map(([label, value]) => `<p><strong>${escapeHtml(label)}:</strong> <bdi>${escapeHtml(value)}</bdi></p>`).join('')
    + (tickets.length ? `<p><strong>${escapeHtml(text.extras)}:</strong></p><ul>${tickets.map((t) => `<li><bdi>${escapeHtml(t)}</bdi></li>`).join('')}</ul>` : '')
    + notes.map((note) => `<p>${escapeHtml(note)}</p>`).join('') + `<p>${escapeHtml(text.team)}</p></div>`;
  const plain = [text[kind], '', ...lines.map(([label, value]) => `${label}: ${value}`), ...(tickets.length ? ['', `${text.extras}:`, ...tickets] : []), ...notes, '', text.team];
  return { subject: text[kind], html, text: plain.join('\n') };
}

/** Bilingual: the guest's language first, then the other one, each in its own direction. */
export function bookingEmail(kind: Kind, booking: Booking, lang: Language, timeZone: string): Rendered {
  const order: Language[] = lang === 'ar' ? ['ar', 'en'] : ['en', 'ar'];
  const parts = order.map((l) => section(l, kind, booking, timeZone));
  const html = `<!doctype html><html lang="${lang}" dir="${lang === 'ar' ? 'rtl' : 'ltr'}"><head><meta charset="utf-8"><title>${escapeHtml(parts[0].subject)}</title></head>`
    + `<body style="font-family:Arial,Helvetica,sans-serif;color:#10302f;background:#f6f3ee;padding:24px">`
    + `<div style="max-width:560px;margin:0 auto;background:#ffffff;padding:24px;border-radius:8px">${parts.map((p) => p.html).join('<hr>')}</div></body></html>`;
  return { subject: `${parts[0].subject} · ${booking.code}`, html, text: parts.map((p) => p.text).join('\n\n----\n\n') };
}
