import type { Language } from '../../../shared/constants';
import { escapeHtml, isolate, MAIL_COLOURS, paragraph, renderMail, renderText } from '../../lib/mailLayout';
import type { Rendered } from '../../lib/mailTemplates';

const TEXT: Record<Language, { greeting: string; subject: string; ready: string; signIn: string; expires: string; label: string }> = {
  en: {
    greeting: 'Hello',
    subject: 'Your Ken Resort data is ready to download',
    ready:
      'The copy of your data you asked for is ready: your profile, bookings, payments, reviews and messages, with your documents, in one ZIP file.',
    signIn: 'The link opens only when you are signed in to your own account.',
    expires: 'It can be used until {date}.',
    label: 'Download my data',
  },
  ar: {
    greeting: 'مرحبًا',
    subject: 'نسخة بياناتك في منتجع كِن جاهزة للتنزيل',
    ready: 'نسخة بياناتك التي طلبتها جاهزة: ملفك الشخصي وحجوزاتك ومدفوعاتك وتقييماتك ورسائلك، مع مستنداتك، في ملف ZIP واحد.',
    signIn: 'لا يُفتح الرابط إلا بعد تسجيل الدخول إلى حسابك أنت.',
    expires: 'يمكنك استخدامه حتى {date}.',
    label: 'تنزيل بياناتي',
  },
};

/** The e-mail that carries a prepared export's link (it needs sign-in as the same user and expires). */
export function exportReadyEmail(lang: Language, name: string, link: string, expiresAt: Date, timeZone: string): Rendered {
  const text = TEXT[lang];
  const comma = lang === 'ar' ? '،' : ',';
  const greeting = name ? `${text.greeting} ${name}${comma}` : `${text.greeting}${comma}`;
  const date = new Intl.DateTimeFormat(lang === 'ar' ? 'ar-SA-u-ca-gregory' : 'en-GB', { dateStyle: 'long', timeZone }).format(expiresAt);
  const expires = text.expires.replace('{date}', date);
  const button =
    `<p style="margin:0 0 24px;text-align:center"><a href="${escapeHtml(link)}" style="display:inline-block;padding:12px 24px;` +
    `border-radius:6px;background:${MAIL_COLOURS.lagoon};color:#FFFFFF;font-weight:600;text-decoration:none">${escapeHtml(text.label)}</a></p>`;
  const body =
    `<p style="margin:0 0 16px">${escapeHtml(text.greeting)}${name ? ` ${isolate(name)}` : ''}${comma}</p>` +
    paragraph(text.ready) +
    button +
    paragraph(text.signIn) +
    `<p style="margin:0 0 16px">${escapeHtml(text.expires).replace('{date}', `<bdi>${escapeHtml(date)}</bdi>`)}</p>`;
  return {
    subject: text.subject,
    text: renderText(lang, [greeting, '', text.ready, '', link, '', text.signIn, expires]),
    html: renderMail(lang, { title: text.subject, heading: text.subject, body }),
  };
}

const NEWS: Record<Language, { greeting: string; why: string; stop: string }> = {
  en: {
    greeting: 'Hello',
    why: 'You receive this because you asked for Ken Resort news and offers by e-mail.',
    stop: 'Stop these e-mails',
  },
  ar: {
    greeting: 'مرحبًا',
    why: 'تصلك هذه الرسالة لأنك طلبت تلقّي أخبار منتجع كِن وعروضه بالبريد الإلكتروني.',
    stop: 'إيقاف هذه الرسائل',
  },
};

/** A news-and-offers e-mail in the reader's language, its words the staff's, closing with the one-click link. */
export function newsEmail(lang: Language, name: string, subject: string, body: string, unsubscribeUrl: string): Rendered {
  const text = NEWS[lang];
  const comma = lang === 'ar' ? '،' : ',';
  const greeting = name ? `${text.greeting} ${name}${comma}` : `${text.greeting}${comma}`;
  const paragraphs = body
    .split(/\n{2,}/)
    .map((part) => part.trim())
    .filter(Boolean);
  const html = renderMail(lang, {
    title: subject,
    heading: subject,
    body:
      `<p style="margin:0 0 16px">${escapeHtml(text.greeting)}${name ? ` ${isolate(name)}` : ''}${comma}</p>` +
      paragraphs.map((part) => paragraph(part)).join('') +
      `<p style="margin:24px 0 0;color:#6B7480;font-size:13px">${escapeHtml(text.why)} ` +
      `<a href="${escapeHtml(unsubscribeUrl)}" style="color:${MAIL_COLOURS.lagoon}">${escapeHtml(text.stop)}</a></p>`,
  });
  return {
    subject,
    text: renderText(lang, [greeting, '', ...paragraphs.flatMap((part) => [part, '']), text.why, `${text.stop}: ${unsubscribeUrl}`]),
    html,
  };
}
