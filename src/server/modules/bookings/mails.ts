import type { Language } from '../../../shared/constants';
import { bookedTitle, isDayVisit } from '../../../shared/dayVisit';
import type { Booking } from '../../../shared/schemas/booking';
import { paymentMethodName } from '../../../shared/paymentBrands';
import type { MailMessage } from '../../lib/mail';
import { countOf, countsOf } from '../../../shared/counts';
import { hijriDate, showsHijri, withHijri, type DateCalendars } from '../../../shared/hijri';
import { bdi, escapeHtml, isolate, factsTable, mailFormats, paragraph, renderMail, renderText } from '../../lib/mailLayout';
import { mapLink, placeAddress, type StayPlace } from './place';
import { stayPriceRows } from './stayPriceRows';

type Rendered = Pick<MailMessage, 'subject' | 'text' | 'html'>;
export type BookingMailKind = 'confirmed' | 'cancelled' | 'refunded' | 'session_cancelled' | 'extras_paid' | 'changed';
type Kind = BookingMailKind;
/** The payment an e-mail is the receipt of. */
export interface MailCharge {
  amount: string;
  brand: string | null;
  last4: string | null;
  at: string;
}
/**
 * What a refund, a cancelled session or a payment e-mail is about; `link` is the booking's page, and
 * `attached` says the e-ticket and the calendar file travel with the e-mail.
 */
export interface MailExtra {
  amount?: string;
  ticketIds?: number[];
  link?: string;
  charge?: MailCharge;
  attached?: boolean;
  /** Tax documents attached to the e-mail (an invoice as PDF and XML, a credit or debit note as PDF). */
  taxDocuments?: { number: string; type: 'invoice' | 'credit_note' | 'debit_note' }[];
  /** The reader's calendars: in Arabic the stay's Umm al-Qura dates too, unless they chose Gregorian only. */
  calendars?: DateCalendars;
  /** A change of dates, hut or guests: what it cost or gave back, and the tickets to choose again. */
  change?: { direction: 'charge' | 'refund' | 'none'; amount: string; refund: string; dropped: number[] };
}

const TEXT = {
  en: {
    confirmed: 'Your stay at Ken Resort is booked',
    confirmedVisit: 'Your day visit to Ken Resort is booked',
    cancelled: 'Your Ken Resort booking is cancelled',
    greeting: 'Hello',
    code: 'Booking code',
    hut: 'Hut',
    visit: 'Day visit',
    day: 'Day',
    checkIn: 'Check-in',
    checkOut: 'Check-out',
    guests: 'Guests',
    total: 'Total paid (VAT included)',
    vat: 'VAT',
    refund: 'Refund',
    refundNone: 'No refund applies under the cancellation policy.',
    refundSent: 'The refund goes back to your card through the payment provider.',
    refundedOn: (when: string) => `Refunded to your card on ${when}. Your bank may take a few days to show it.`,
    refunded: 'A refund on your Ken Resort booking',
    session_cancelled: 'A session on your Ken Resort booking is cancelled',
    thisRefund: 'Amount refunded',
    refundedTotal: 'Refunded in total',
    kept: 'Paid, after refunds',
    cancelledTickets: 'The resort cancelled these sessions; their price is refunded to your card:',
    deadline: 'Free cancellation until',
    cancellation: 'Cancellation',
    nonRefundable: (hours: string) => `Non-refundable: booked less than ${hours} hours before check-in`,
    nonRefundablePlan: (plan: string) => `Non-refundable rate (${plan}): cancelling refunds nothing`,
    extras: 'Tickets and extras',
    address: 'Address',
    map: 'Open in maps',
    extras_paid: 'Payment received for your added services',
    changed: 'Your Ken Resort booking is changed',
    changeCharged: 'Paid for the change',
    changeToPay: 'Left to pay for the change',
    changeRefund: 'Refunded for the change',
    changeKept: 'The cancellation policy gives no refund of the lower price at this date.',
    changeNone: 'The new stay costs the same: nothing to pay or refund.',
    changeChooseAgain: 'These tickets were on days outside your new dates and are cancelled; choose them again from My bookings:',
    charged: 'Amount of this payment',
    card: 'Paid with',
    paidOn: 'Paid on',
    paidTotal: 'Total paid for the booking',
    newlyPaid: 'Paid now:',
    link: 'See your booking',
    attached: 'Your e-ticket (PDF) and a calendar file are attached to this e-mail.',
    attachedUpdated: 'Your updated e-ticket (PDF) and the calendar file are attached to this e-mail.',
    taxDocument: { invoice: 'Tax invoice', credit_note: 'Credit note', debit_note: 'Debit note' },
    taxDocumentAttached: {
      invoice: 'Your simplified tax invoice is attached to this e-mail (PDF and XML).',
      credit_note: 'The credit note for this refund is attached to this e-mail (PDF).',
      debit_note: 'The debit note is attached to this e-mail (PDF).',
    },
  },
  ar: {
    confirmed: 'تم تأكيد حجز إقامتك في منتجع كِن',
    confirmedVisit: 'تم تأكيد حجز زيارتك اليومية لمنتجع كِن',
    cancelled: 'تم إلغاء حجزك في منتجع كِن',
    greeting: 'مرحبًا',
    code: 'رمز الحجز',
    hut: 'الكوخ',
    visit: 'زيارة يومية',
    day: 'اليوم',
    checkIn: 'تسجيل الوصول',
    checkOut: 'تسجيل المغادرة',
    guests: 'الضيوف',
    total: 'المبلغ المدفوع (شامل الضريبة)',
    vat: 'ضريبة القيمة المضافة',
    refund: 'المبلغ المسترد',
    refundNone: 'لا يُسترد أي مبلغ وفق سياسة الإلغاء.',
    refundSent: 'يُعاد المبلغ إلى بطاقتك عبر مزوّد الدفع.',
    refundedOn: (when: string) => `أُعيد المبلغ إلى بطاقتك في ${when}، وقد يستغرق ظهوره في حسابك البنكي بضعة أيام.`,
    refunded: 'استرداد مبلغ من حجزك في منتجع كِن',
    session_cancelled: 'أُلغي موعد في حجزك في منتجع كِن',
    thisRefund: 'المبلغ المسترد',
    refundedTotal: 'إجمالي المسترد',
    kept: 'المدفوع بعد الاسترداد',
    cancelledTickets: 'ألغى المنتجع هذه المواعيد، ويُعاد ثمنها إلى بطاقتك:',
    deadline: 'الإلغاء المجاني حتى',
    cancellation: 'الإلغاء',
    nonRefundable: (hours: string) => `غير قابل للاسترداد: حُجز قبل أقل من ${hours} ساعة من موعد الوصول`,
    nonRefundablePlan: (plan: string) => `سعر غير قابل للاسترداد (${plan}): لا يُسترد شيء عند الإلغاء`,
    extras: 'التذاكر والإضافات',
    address: 'العنوان',
    map: 'افتح في الخرائط',
    extras_paid: 'استلمنا دفعة الخدمات المضافة إلى حجزك',
    changed: 'عُدِّل حجزك في منتجع كِن',
    changeCharged: 'المدفوع مقابل التعديل',
    changeToPay: 'المتبقي للدفع مقابل التعديل',
    changeRefund: 'المسترد بسبب التعديل',
    changeKept: 'لا تُسترد وفق سياسة الإلغاء أي فروق في السعر في هذا الموعد.',
    changeNone: 'سعر الإقامة الجديدة هو نفسه: لا مبلغ للدفع ولا للاسترداد.',
    changeChooseAgain: 'كانت هذه التذاكر في أيام خارج تواريخك الجديدة فأُلغيت، ويمكنك اختيارها من جديد من صفحة «حجوزاتي»:',
    charged: 'مبلغ هذه الدفعة',
    card: 'وسيلة الدفع',
    paidOn: 'تاريخ الدفع',
    paidTotal: 'إجمالي المدفوع للحجز',
    newlyPaid: 'دُفع الآن:',
    link: 'اعرض حجزك',
    attached: 'أرفقنا بهذه الرسالة تذكرتك الإلكترونية (PDF) وملف التقويم.',
    attachedUpdated: 'أرفقنا بهذه الرسالة تذكرتك الإلكترونية المحدّثة (PDF) وملف التقويم.',
    taxDocument: { invoice: 'الفاتورة الضريبية', credit_note: 'الإشعار الدائن', debit_note: 'الإشعار المدين' },
    taxDocumentAttached: {
      invoice: 'أرفقنا بهذه الرسالة فاتورتك الضريبية المبسطة (PDF وXML).',
      credit_note: 'أرفقنا بهذه الرسالة الإشعار الدائن الخاص بهذا الاسترداد (PDF).',
      debit_note: 'أرفقنا بهذه الرسالة الإشعار المدين (PDF).',
    },
  },
} as const;

/** The booking e-mail in the account's language: the facts as a table, amounts VAT-inclusive with the VAT stated. */
export function bookingEmail(
  kind: Kind,
  booking: Booking,
  lang: Language,
  timeZone: string,
  place?: StayPlace,
  extra: MailExtra = {},
): Rendered {
  const text = TEXT[lang];
  const f = mailFormats(lang, booking.currency, timeZone);
  const pick = (en: string, ar: string) => (lang === 'ar' ? ar || en : en || ar);
  const booked = bookedTitle(booking);
  const hut = pick(booked.title, booked.title_ar);
  const guests = countsOf(lang, [
    ['adult', booking.persons_max_num],
    ['child', booking.kids_max_num],
  ]);
  const nights = countOf(lang, 'night', booking.dates.nights);
  // In Arabic the Hijri date of check-in and check-out in brackets after the Gregorian one, the nights inside the same
  // brackets («… م (١٥ شوال ١٤٤٧ هـ، ليلتان)»).
  const hijri = showsHijri(lang, extra.calendars);
  const checkIn = f.dateTime(booking.dates.check_in) + (hijri ? ` (${hijriDate(booking.dates.check_in, timeZone)})` : '');
  const checkOut = `${f.dateTime(booking.dates.check_out)} (${hijri ? `${hijriDate(booking.dates.check_out, timeZone)}، ` : ''}${nights})`;
  // Other dates the guest reads about the stay (a visit's day, tickets' days, the cancellation deadline) with theirs too.
  const day = (value: string) => (hijri ? withHijri(f.date(value), `${value}T12:00:00Z`, timeZone) : f.date(value));
  const moment = (value: string) => (hijri ? withHijri(f.dateTime(value), value, timeZone) : f.dateTime(value));
  // "·" beside Arabic-Indic digits reads as a zero (٠): Arabic separates with its own comma.
  const separator = lang === 'ar' ? '، ' : ' · ';
  // [label, plain value, html value]
  // A day visit: its offers and its one day (no hut, nights or check-out); the tickets are listed below.
  const facts: [string, string, string][] = isDayVisit(booking)
    ? [
        [text.code, booking.code, bdi(booking.code)],
        [text.visit, hut, isolate(hut)],
        [text.day, day(booking.dates.date_from), escapeHtml(day(booking.dates.date_from))],
      ]
    : [
        [text.code, booking.code, bdi(booking.code)],
        [text.hut, hut, isolate(hut)],
        [text.checkIn, checkIn, escapeHtml(checkIn)],
        [text.checkOut, checkOut, escapeHtml(checkOut)],
        [text.guests, guests, escapeHtml(guests)],
      ];
  // What was sold, and after a change what the new stay is: its price as the booking keeps it.
  if (kind === 'confirmed' || kind === 'changed')
    for (const [label, value] of stayPriceRows(booking, lang, f.money, f.count)) facts.push([label, value, isolate(value)]);
  const refund = booking.cancellation.refundable_amount;
  const charge = extra.charge;
  const paidWithVat = (label: string): [string, string, string] => [
    label,
    `${f.money(booking.paid)} (${text.vat} ${f.money(booking.vat)})`,
    `${isolate(f.money(booking.paid))}<br><span style="font-weight:400;font-size:14px;color:#6B7480">${escapeHtml(text.vat)} ${isolate(f.money(booking.vat))}</span>`,
  ];
  if (kind === 'extras_paid') {
    if (charge) facts.push([text.charged, f.money(charge.amount), isolate(f.money(charge.amount))]);
    facts.push(paidWithVat(text.paidTotal));
  } else if (kind === 'confirmed') {
    facts.push(paidWithVat(text.total));
    // The booking view decides: a free-cancellation date only while it is ahead, else "non-refundable".
    const { free_until: freeUntil, full_refund_hours: hours } = booking.cancellation;
    if (freeUntil) facts.push([text.deadline, moment(freeUntil), escapeHtml(moment(freeUntil))]);
    else {
      // Sold on a non-refundable rate, or booked inside the free-cancellation window: each says why nothing is refunded.
      const plan = booking.rate_plan?.plan;
      const why = plan && !plan.refundable ? text.nonRefundablePlan(pick(plan.name, plan.name_ar)) : text.nonRefundable(f.count(hours));
      facts.push([text.cancellation, why, escapeHtml(why)]);
    }
  } else if (kind === 'changed') {
    const change = extra.change;
    if (change?.direction === 'charge') {
      const label = charge ? text.changeCharged : text.changeToPay;
      facts.push([label, f.money(change.amount), isolate(f.money(change.amount))]);
    } else if (change?.direction === 'refund' && Number(change.refund) > 0)
      facts.push([text.changeRefund, f.money(change.refund), isolate(f.money(change.refund))]);
    facts.push(paidWithVat(text.paidTotal));
  } else if (kind === 'cancelled') facts.push([text.refund, f.money(refund), isolate(f.money(refund))]);
  else {
    const refunded = booking.refunded ?? '0.00';
    const kept = (Number(booking.paid) - Number(refunded)).toFixed(2);
    if (extra.amount) facts.push([text.thisRefund, f.money(extra.amount), isolate(f.money(extra.amount))]);
    facts.push([text.refundedTotal, f.money(refunded), isolate(f.money(refunded))], [text.kept, f.money(kept), isolate(f.money(kept))]);
  }
  if (charge && (kind === 'confirmed' || kind === 'extras_paid' || kind === 'changed')) {
    // How it was paid, as the guest knows it (issue 25 §1): "mada •••• 0003", "Apple Pay", "STC Pay".
    const method = paymentMethodName(charge.brand, lang);
    const card = charge.last4 ? `${method} •••• ${charge.last4}`.trim() : method || null;
    if (card) facts.push([text.card, card, bdi(card)]);
    facts.push([text.paidOn, f.dateTime(charge.at), escapeHtml(f.dateTime(charge.at))]);
  }
  for (const document of extra.taxDocuments ?? []) facts.push([text.taxDocument[document.type], document.number, bdi(document.number)]);
  const address = place ? placeAddress(place, lang) : '';
  const map = place ? mapLink(place) : null;
  if (kind === 'confirmed' && address) facts.push([text.address, address, isolate(address)]);
  const tickets = [...booking.events, ...booking.services, ...booking.special_items].map((t) => {
    const title = pick(t.title, t.title_ar);
    return {
      plain: `${title} × ${f.count(t.quantity)}${t.date ? `${separator}${day(t.date)}` : ''}${separator}${f.money(t.total)}`,
      html: `<bdi>${escapeHtml(title)}</bdi> × ${f.count(t.quantity)}${t.date ? `${separator}${escapeHtml(day(t.date))}` : ''}${separator}${isolate(f.money(t.total))}`,
    };
  });
  const cancelledTitles = [...booking.events, ...booking.services]
    .filter((t) => extra.ticketIds?.includes(t.id))
    .map((t) => `${pick(t.title, t.title_ar)}${t.date ? ` (${day(t.date)})` : ''}`);
  const refundedAt = booking.cancellation.refunded_at;
  const refundNote = Number(refund) <= 0 ? text.refundNone : refundedAt ? text.refundedOn(f.dateTime(refundedAt)) : text.refundSent;
  const paidNow = [...booking.services, ...booking.events]
    .filter((t) => extra.ticketIds?.includes(t.id))
    .map((t) => `${pick(t.title, t.title_ar)} × ${f.count(t.quantity)}`);
  const changeNotes = () => {
    const change = extra.change;
    const droppedTitles = [...booking.events, ...booking.services]
      .filter((t) => change?.dropped.includes(t.id))
      .map((t) => `${pick(t.title, t.title_ar)}${t.date ? ` (${day(t.date)})` : ''}`);
    return [
      ...(change?.direction === 'none' ? [text.changeNone] : []),
      ...(change?.direction === 'refund' && Number(change.refund) > 0 ? [text.refundSent] : []),
      ...(change?.direction === 'refund' && Number(change.refund) <= 0 ? [text.changeKept] : []),
      ...(droppedTitles.length ? [`${text.changeChooseAgain} ${droppedTitles.join(lang === 'ar' ? '، ' : ', ')}`] : []),
    ];
  };
  const notes = [
    ...(kind === 'cancelled'
      ? [refundNote]
      : kind === 'refunded'
        ? [text.refundSent]
        : kind === 'session_cancelled'
          ? [`${text.cancelledTickets} ${cancelledTitles.join(lang === 'ar' ? '، ' : ', ')}`, text.refundSent]
          : kind === 'extras_paid' && paidNow.length
            ? [`${text.newlyPaid} ${paidNow.join(lang === 'ar' ? '، ' : ', ')}`]
            : kind === 'changed'
              ? changeNotes()
              : []),
    ...(extra.attached ? [kind === 'confirmed' ? text.attached : text.attachedUpdated] : []),
    ...[...new Set((extra.taxDocuments ?? []).map((document) => document.type))].map((type) => text.taxDocumentAttached[type]),
  ];
  const link = extra.link;
  const greeting = `${text.greeting} ${booking.user.full_name}${lang === 'ar' ? '،' : ','}`;
  const heading = kind === 'confirmed' && isDayVisit(booking) ? text.confirmedVisit : text[kind];
  const subject = `${heading}${separator}${booking.code}`;
  const html = renderMail(lang, {
    title: subject,
    heading,
    body:
      `<p style="margin:0 0 16px">${escapeHtml(text.greeting)} <bdi>${escapeHtml(booking.user.full_name)}</bdi>${lang === 'ar' ? '،' : ','}</p>` +
      factsTable(facts.map(([label, , value]) => [label, value])) +
      (tickets.length
        ? `<h2 style="margin:0 0 8px;font-size:18px;color:#0B2A3C">${escapeHtml(text.extras)}</h2><ul style="margin:0 0 16px;padding-inline-start:20px">${tickets.map((t) => `<li>${t.html}</li>`).join('')}</ul>`
        : '') +
      (kind === 'confirmed' && map
        ? `<p style="margin:0 0 16px"><a href="${escapeHtml(map)}" style="color:#1F7A80;font-weight:600">${escapeHtml(text.map)}</a></p>`
        : '') +
      notes.map((note) => paragraph(note)).join('') +
      (link
        ? `<p style="margin:8px 0 16px"><a href="${escapeHtml(link)}" style="display:inline-block;padding:12px 20px;border-radius:8px;background:#0B2A3C;color:#FBFAF7;font-weight:600;text-decoration:none">${escapeHtml(text.link)}</a></p>`
        : ''),
  });
  const plain = [
    greeting,
    '',
    heading,
    '',
    ...facts.map(([label, value]) => `${label}: ${value}`),
    ...(tickets.length ? ['', `${text.extras}:`, ...tickets.map((t) => `- ${t.plain}`)] : []),
    ...(kind === 'confirmed' && map ? ['', `${text.map}: ${map}`] : []),
    ...(notes.length ? ['', ...notes] : []),
    ...(link ? ['', `${text.link}: ${link}`] : []),
  ];
  return { subject, html, text: renderText(lang, plain) };
}
