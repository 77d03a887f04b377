import type { Language } from '../../../shared/constants';
import { brandName, escapeHtml, factsTable, isolate, paragraph, renderMail, renderText } from '../../lib/mailLayout';
import type { Rendered } from '../../lib/mailTemplates';

const TEXT: Record<Language, { subject: string; greeting: string; intro: string; from: string; yourMessage: string }> = {
  en: {
    subject: 'A reply to your message to Ken Resort',
    greeting: 'Hello',
    intro: 'Thank you for writing to us. Here is our reply:',
    from: 'From',
    yourMessage: 'Your message',
  },
  ar: {
    subject: 'ردّ على رسالتك إلى منتجع كِن',
    greeting: 'مرحبًا',
    intro: 'شكرًا لتواصلك معنا. إليك ردّنا:',
    from: 'من',
    yourMessage: 'رسالتك',
  },
};

const quoted = (value: string) =>
  `<div dir="auto" style="white-space:pre-wrap;margin:0 0 16px;padding:16px;background:#F4EDE1;border-radius:6px">${escapeHtml(value)}</div>`;

/**
 * The back office's reply, e-mailed to the sender in their language (right to left in Arabic). The reply
 * and the quoted message keep their own direction whatever language the layout is in.
 */
export function supportReplyEmail(
  lang: Language,
  input: { fullName: string; reply: string; original: string; receiver: string | null },
): Rendered {
  const text = TEXT[lang];
  const comma = lang === 'ar' ? '،' : ',';
  const greeting = input.fullName ? `${text.greeting} ${input.fullName}${comma}` : `${text.greeting}${comma}`;
  const from = input.receiver ?? brandName(lang);
  const html = renderMail(lang, {
    title: text.subject,
    heading: text.subject,
    body:
      `<p style="margin:0 0 16px">${escapeHtml(text.greeting)} ${isolate(input.fullName)}${comma}</p>` +
      paragraph(text.intro) +
      quoted(input.reply) +
      factsTable([[text.from, isolate(from)]]) +
      paragraph(text.yourMessage, 'font-size:14px;color:#6B7480') +
      quoted(input.original),
  });
  const lines = [greeting, '', text.intro, '', input.reply, '', `${text.from}: ${from}`, '', `${text.yourMessage}:`, input.original];
  return { subject: text.subject, text: renderText(lang, lines), html };
}
