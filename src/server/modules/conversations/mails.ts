import type { Language } from '../../../shared/constants';
import { bdi, escapeHtml, factsTable, isolate, MAIL_COLOURS, paragraph, renderMail, renderText } from '../../lib/mailLayout';
import type { Rendered } from '../../lib/mailTemplates';

const TEXT: Record<
  Language,
  {
    toGuest: string;
    toStaff: string;
    greeting: string;
    introGuest: string;
    introStaff: string;
    booking: string;
    hut: string;
    guest: string;
    file: string;
    open: string;
  }
> = {
  en: {
    toGuest: 'A message from Ken Resort about your booking {code}',
    toStaff: 'New message from {guest} about booking {code}',
    greeting: 'Hello',
    introGuest: 'The resort has written to you about your booking:',
    introStaff: 'The guest has written about their booking:',
    booking: 'Booking',
    hut: 'Hut',
    guest: 'Guest',
    file: 'A file is attached to the message: open the conversation to download it.',
    open: 'Open the conversation',
  },
  ar: {
    toGuest: 'رسالة من منتجع كِن بشأن حجزك {code}',
    toStaff: 'رسالة جديدة من {guest} بشأن الحجز {code}',
    greeting: 'مرحبًا',
    introGuest: 'كتب إليك المنتجع بشأن حجزك:',
    introStaff: 'كتب الضيف بشأن حجزه:',
    booking: 'الحجز',
    hut: 'الكوخ',
    guest: 'الضيف',
    file: 'أُرفق ملف بالرسالة: افتح المحادثة لتنزيله.',
    open: 'افتح المحادثة',
  },
};

const quoted = (value: string) =>
  `<div dir="auto" style="white-space:pre-wrap;margin:0 0 16px;padding:16px;background:#F4EDE1;border-radius:6px">${escapeHtml(value)}</div>`;

const button = (link: string, label: string) =>
  `<p style="margin:0 0 24px;text-align:center"><a href="${escapeHtml(link)}" style="display:inline-block;padding:12px 24px;` +
  `border-radius:6px;background:${MAIL_COLOURS.lagoon};color:#FFFFFF;font-weight:600;text-decoration:none">${escapeHtml(label)}</a></p>`;

export interface ConversationMailInput {
  /** Who it goes to: the guest (a message from the resort) or staff (a message from the guest). */
  to: 'guest' | 'staff';
  name: string;
  guest: string;
  code: string;
  hut: string;
  content: string;
  hasAttachment: boolean;
  /** Where the reader answers: My bookings' thread for the guest, the booking's page for staff. */
  link: string;
}

/**
 * A new message in a booking's conversation, e-mailed to the other side in their language. The words are quoted;
 * a file never leaves the server by e-mail (the reader signs in and downloads it from the thread).
 */
export function conversationEmail(lang: Language, input: ConversationMailInput): Rendered {
  const text = TEXT[lang];
  const comma = lang === 'ar' ? '،' : ',';
  const subject = (input.to === 'guest' ? text.toGuest : text.toStaff).replace('{code}', input.code).replace('{guest}', input.guest);
  const intro = input.to === 'guest' ? text.introGuest : text.introStaff;
  const facts: [string, string][] = [
    [text.booking, bdi(input.code)],
    [text.hut, isolate(input.hut)],
    ...(input.to === 'staff' ? ([[text.guest, isolate(input.guest)]] as [string, string][]) : []),
  ];
  const html = renderMail(lang, {
    title: subject,
    heading: subject,
    body:
      `<p style="margin:0 0 16px">${escapeHtml(text.greeting)}${input.name ? ` ${isolate(input.name)}` : ''}${comma}</p>` +
      paragraph(intro) +
      (input.content.trim() ? quoted(input.content) : '') +
      (input.hasAttachment ? paragraph(text.file) : '') +
      factsTable(facts) +
      button(input.link, text.open),
  });
  const lines = [
    input.name ? `${text.greeting} ${input.name}${comma}` : `${text.greeting}${comma}`,
    '',
    intro,
    '',
    ...(input.content.trim() ? [input.content, ''] : []),
    ...(input.hasAttachment ? [text.file, ''] : []),
    `${text.booking}: ${input.code}`,
    `${text.hut}: ${input.hut}`,
    ...(input.to === 'staff' ? [`${text.guest}: ${input.guest}`] : []),
    '',
    `${text.open}: ${input.link}`,
  ];
  return { subject, text: renderText(lang, lines), html };
}
