import type { Language } from '../../shared/constants';
import type { MailMessage } from './mail';

export type CodePurpose = 'verify' | 'reset' | 'change_email';

export type Rendered = Pick<MailMessage, 'subject' | 'text' | 'html'>;

export const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);

const CODE_TEXT: Record<Language, Record<CodePurpose, { subject: string; intro: string }> & { greeting: string; expiry: string; ignore: string; team: string }> = {
  en: {
    verify: { subject: 'Your Ken Resort verification code', intro: 'Use this code to verify your e-mail address:' },
    reset: { subject: 'Your Ken Resort password reset code', intro: 'Use this code to reset your password:' },
    change_email: { subject: 'Confirm your new e-mail address', intro: 'Use this code to confirm your new e-mail address:' },
    greeting: 'Hello',
    expiry: 'The code is valid for 5 minutes.',
    ignore: 'If you did not ask for it, you can ignore this e-mail.',
    team: 'Ken Resort',
  },
  ar: {
    verify: { subject: 'رمز التحقق من كِن ريزورت', intro: 'استخدم هذا الرمز للتحقق من بريدك الإلكتروني:' },
    reset: { subject: 'رمز إعادة تعيين كلمة المرور في كِن ريزورت', intro: 'استخدم هذا الرمز لإعادة تعيين كلمة المرور:' },
    change_email: { subject: 'أكِّد بريدك الإلكتروني الجديد', intro: 'استخدم هذا الرمز لتأكيد بريدك الإلكتروني الجديد:' },
    greeting: 'مرحبًا',
    expiry: 'الرمز صالح لمدة 5 دقائق.',
    ignore: 'إذا لم تطلب هذا الرمز فتجاهل هذه الرسالة.',
    team: 'كِن ريزورت',
  },
};

export function page(lang: Language, title: string, body: string): string {
  const dir = lang === 'ar' ? 'rtl' : 'ltr';
  return `<!doctype html><html lang="${lang}" dir="${dir}"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>`
    + `<body style="font-family:Arial,Helvetica,sans-serif;color:#10302f;background:#f6f3ee;padding:24px" dir="${dir}">`
    + `<div style="max-width:520px;margin:0 auto;background:#ffffff;padding:24px;border-radius:8px">${body}</div></body></html>`;
}

export function codeEmail(lang: Language, purpose: CodePurpose, code: string, name: string): Rendered {
  const text = CODE_TEXT[lang];
  const comma = lang === 'ar' ? '،' : ',';
  const greeting = name ? `${text.greeting} ${name}${comma}` : `${text.greeting}${comma}`;
  const html = page(
    lang,
    text[purpose].subject,
    `<p>${escapeHtml(greeting)}</p><p>${escapeHtml(text[purpose].intro)}</p>`
      + `<p style="font-size:28px;letter-spacing:6px;font-weight:bold"><bdi dir="ltr" style="font-family:'Courier New',monospace">${code}</bdi></p>`
      + `<p>${escapeHtml(text.expiry)}</p><p>${escapeHtml(text.ignore)}</p><p>${escapeHtml(text.team)}</p>`,
  );
  return { subject: text[purpose].subject, text: [greeting, '', text[purpose].intro, '', code, '', text.expiry, text.ignore, '', text.team].join('\n'), html };
}

const SUPPORT_TEXT: Record<Language, { subject: string; from: string; email: string; attachment: string }> = {
  en: { subject: 'New message from the Ken Resort contact form', from: 'From', email: 'E-mail', attachment: 'An attachment is included.' },
  ar: { subject: 'رسالة جديدة من نموذج التواصل في كِن ريزورت', from: 'من', email: 'البريد الإلكتروني', attachment: 'مرفق ملف مع الرسالة.' },
};

export function supportEmail(lang: Language, message: { fullName: string; email: string; content: string; hasAttachment: boolean }): Rendered {
  const text = SUPPORT_TEXT[lang];
  const lines = [`${text.from}: ${message.fullName}`, `${text.email}: ${message.email}`, '', message.content, ...(message.hasAttachment ? ['', text.attachment] : [])];
  const html = page(
    lang,
    text.subject,
    `<p><strong>${escapeHtml(text.from)}:</strong> <bdi>${escapeHtml(message.fullName)}</bdi></p>`
      + `<p><strong>${escapeHtml(text.email)}:</strong> <bdi>${escapeHtml(message.email)}</bdi></p>`
      + `<p style="white-space:pre-wrap">${escapeHtml(message.content)}</p>`
      + (message.hasAttachment ? `<p>${escapeHtml(text.attachment)}</p>` : ''),
  );
  return { subject: text.subject, text: lines.join('\n'), html };
}
