import { CODE_LIFETIME_MINUTES, type Language } from '../../shared/constants';
import type { MailMessage } from './mail';
import { bdi, escapeHtml, factsTable, isolate, MAIL_COLOURS, paragraph, renderMail, renderText } from './mailLayout';

export type CodePurpose = 'verify' | 'reset' | 'change_email' | 'delete_account';

export type Rendered = Pick<MailMessage, 'subject' | 'text' | 'html'>;

const CODE_TEXT: Record<
  Language,
  Record<CodePurpose, { subject: string; intro: string }> & {
    greeting: string;
    expiry: string;
    ignore: string;
    linkLead: string;
    linkLabel: string;
  }
> = {
  en: {
    verify: { subject: 'Your Ken Resort verification code', intro: 'Use this code to verify your e-mail address:' },
    reset: { subject: 'Your Ken Resort password reset code', intro: 'Use this code to reset your password:' },
    change_email: { subject: 'Confirm your new e-mail address', intro: 'Use this code to confirm your new e-mail address:' },
    delete_account: {
      subject: 'Your Ken Resort account deletion code',
      intro: 'Use this code to confirm that you want your account and personal details deleted:',
    },
    greeting: 'Hello',
    expiry: `The code is valid for ${CODE_LIFETIME_MINUTES} minutes.`,
    ignore: 'If you did not ask for it, you can ignore this e-mail.',
    linkLead: 'Type it on the page where you asked for it, or open that page here:',
    linkLabel: 'Enter the code',
  },
  ar: {
    verify: { subject: 'رمز التحقق من منتجع كِن', intro: 'استخدم هذا الرمز للتحقق من بريدك الإلكتروني:' },
    reset: { subject: 'رمز إعادة تعيين كلمة المرور في منتجع كِن', intro: 'استخدم هذا الرمز لإعادة تعيين كلمة المرور:' },
    change_email: { subject: 'أكِّد بريدك الإلكتروني الجديد', intro: 'استخدم هذا الرمز لتأكيد بريدك الإلكتروني الجديد:' },
    delete_account: { subject: 'رمز حذف حسابك في منتجع كِن', intro: 'استخدم هذا الرمز لتأكيد رغبتك في حذف حسابك وبياناتك الشخصية:' },
    greeting: 'مرحبًا',
    expiry: `الرمز صالح لمدة ${CODE_LIFETIME_MINUTES.toLocaleString('ar-SA-u-nu-arab')} دقائق.`,
    ignore: 'إذا لم تطلب هذا الرمز فتجاهل هذه الرسالة.',
    linkLead: 'أدخله في الصفحة التي طلبته منها، أو افتح تلك الصفحة من هنا:',
    linkLabel: 'إدخال الرمز',
  },
};

/** `link`: the web app's code screen for this address, when there is one (sign-up and password reset). */
const linkButton = (href: string, label: string) =>
  `<p style="margin:0 0 24px;text-align:center"><a href="${escapeHtml(href)}" style="display:inline-block;padding:12px 24px;border-radius:6px;` +
  `background:${MAIL_COLOURS.lagoon};color:#FFFFFF;font-weight:600;text-decoration:none">${escapeHtml(label)}</a></p>`;

export function codeEmail(lang: Language, purpose: CodePurpose, code: string, name: string, link?: string): Rendered {
  const text = CODE_TEXT[lang];
  const comma = lang === 'ar' ? '،' : ',';
  const greeting = name ? `${text.greeting} ${name}${comma}` : `${text.greeting}${comma}`;
  const codeHtml =
    `<p style="margin:8px 0 24px;text-align:center"><bdi dir="ltr" style="display:inline-block;font-family:'Courier New',monospace;font-size:32px;` +
    `letter-spacing:8px;font-weight:bold;color:#0B2A3C;background:#F4EDE1;padding:12px 20px;border-radius:6px">${escapeHtml(code)}</bdi></p>`;
  const html = renderMail(lang, {
    title: text[purpose].subject,
    heading: text[purpose].subject,
    body:
      `<p style="margin:0 0 16px">${escapeHtml(text.greeting)}${name ? ` ${isolate(name)}` : ''}${comma}</p>` +
      paragraph(text[purpose].intro) +
      codeHtml +
      paragraph(text.expiry) +
      (link ? paragraph(text.linkLead) + linkButton(link, text.linkLabel) : '') +
      paragraph(text.ignore, 'color:#6B7480;font-size:14px'),
  });
  const linkLines = link ? [text.linkLead, link, ''] : [];
  return {
    subject: text[purpose].subject,
    text: renderText(lang, [greeting, '', text[purpose].intro, '', code, '', text.expiry, '', ...linkLines, text.ignore]),
    html,
  };
}

const SUPPORT_TEXT: Record<Language, { subject: string; from: string; email: string; attachment: string }> = {
  en: { subject: 'New message from the Ken Resort contact form', from: 'From', email: 'E-mail', attachment: 'An attachment is included.' },
  ar: { subject: 'رسالة جديدة من نموذج التواصل في منتجع كِن', from: 'من', email: 'البريد الإلكتروني', attachment: 'مرفق ملف مع الرسالة.' },
};

export function supportEmail(
  lang: Language,
  message: { fullName: string; email: string; content: string; hasAttachment: boolean },
): Rendered {
  const text = SUPPORT_TEXT[lang];
  const lines = [
    `${text.from}: ${message.fullName}`,
    `${text.email}: ${message.email}`,
    '',
    message.content,
    ...(message.hasAttachment ? ['', text.attachment] : []),
  ];
  const html = renderMail(lang, {
    title: text.subject,
    heading: text.subject,
    body:
      factsTable([
        [text.from, isolate(message.fullName)],
        [text.email, bdi(message.email)],
      ]) +
      `<div dir="auto" style="white-space:pre-wrap;margin:0 0 16px;padding:16px;background:#F4EDE1;border-radius:6px">${escapeHtml(message.content)}</div>` +
      (message.hasAttachment ? paragraph(text.attachment) : ''),
  });
  return { subject: text.subject, text: renderText(lang, lines), html };
}
