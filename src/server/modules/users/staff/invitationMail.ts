import type { Language } from '../../../../shared/constants';
import type { StaffRole } from '../../../../shared/staffRoles';
import { escapeHtml, MAIL_COLOURS, paragraph, renderMail, renderText } from '../../../lib/mailLayout';
import type { Rendered } from '../../../lib/mailTemplates';

const ROLE_NAMES: Record<Language, Record<StaffRole, string>> = {
  en: {
    manager: 'manager',
    front_desk: 'front desk',
    finance: 'finance',
    content: 'site content',
    gate: 'gate',
    housekeeping: 'housekeeping',
  },
  ar: {
    manager: 'مدير',
    front_desk: 'الاستقبال',
    finance: 'المالية',
    content: 'محتوى الموقع',
    gate: 'البوابة',
    housekeeping: 'التدبير الفندقي',
  },
};

const TEXT: Record<
  Language,
  { subject: string; greeting: string; intro: (role: string) => string; action: string; expiry: (hours: string) => string; ignore: string }
> = {
  en: {
    subject: 'You are invited to the Ken Resort back office',
    greeting: 'Hello',
    intro: (role) => `The resort has invited you to its back office as ${role}. Choose your password to start.`,
    action: 'Set my password',
    expiry: (hours) => `The link works once, for ${hours} hours.`,
    ignore: 'If you did not expect this, ignore this e-mail.',
  },
  ar: {
    subject: 'دعوة إلى لوحة إدارة منتجع كِن',
    greeting: 'مرحبًا',
    intro: (role) => `دعاك المنتجع إلى لوحة الإدارة بدور «${role}». اختر كلمة مرورك لتبدأ.`,
    action: 'تعيين كلمة المرور',
    expiry: (hours) => `يعمل الرابط مرة واحدة خلال ${hours} ساعة.`,
    ignore: 'إن لم تكن تتوقع هذه الرسالة فتجاهلها.',
  },
};

/** The invitation e-mail, in the invitee's language, with the one link that sets their password. */
export function invitationEmail(lang: Language, name: string, role: StaffRole, link: string, hours: number): Rendered {
  const words = TEXT[lang];
  const comma = lang === 'ar' ? '،' : ',';
  const greeting = name ? `${words.greeting} ${name}${comma}` : `${words.greeting}${comma}`;
  const intro = words.intro(ROLE_NAMES[lang][role]);
  const hoursText = new Intl.NumberFormat(lang === 'ar' ? 'ar-SA' : 'en').format(hours);
  const button =
    `<p style="margin:0 0 24px;text-align:center"><a href="${escapeHtml(link)}" style="display:inline-block;padding:12px 24px;border-radius:6px;` +
    `background:${MAIL_COLOURS.lagoon};color:#FFFFFF;font-weight:600;text-decoration:none">${escapeHtml(words.action)}</a></p>`;
  const expiry = words.expiry(hoursText);
  const body = paragraph(greeting) + paragraph(intro) + button + paragraph(expiry) + paragraph(words.ignore);
  return {
    subject: words.subject,
    text: renderText(lang, [greeting, '', intro, '', `${words.action}: ${link}`, '', expiry, words.ignore]),
    html: renderMail(lang, { title: words.subject, heading: words.subject, body }),
  };
}
