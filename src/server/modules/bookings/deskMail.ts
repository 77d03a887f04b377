import type { Language } from '../../../shared/constants';
import { bdi, escapeHtml, paragraph, renderMail, renderText } from '../../lib/mailLayout';
import type { MailMessage } from '../../lib/mail';

const formatMoneyIn = (amount: string, lang: Language) =>
  new Intl.NumberFormat(lang === 'ar' ? 'ar-SA-u-nu-arab' : 'en-GB', { style: 'currency', currency: 'SAR' }).format(Number(amount));

// The payment link e-mailed to a guest booked at the desk, in the guest's language.

const WORDS = {
  en: {
    subject: (code: string) => `Pay for your stay ${code}`,
    heading: 'Your stay is held for you',
    body: (total: string, until: string) =>
      `The resort has booked your stay. Pay ${total} by ${until} with the secure link below; no account is needed.`,
    button: 'Pay now',
    claim: 'To see your bookings online later, choose “Forgot password” on the sign-in page with this e-mail address.',
  },
  ar: {
    subject: (code: string) => `ادفع قيمة إقامتك ${code}`,
    heading: 'إقامتك محجوزة لك',
    body: (total: string, until: string) => `حجز لك المنتجع إقامتك. ادفع ${total} قبل ${until} عبر الرابط الآمن أدناه، دون حاجة إلى حساب.`,
    button: 'ادفع الآن',
    claim: 'لتطّلع على حجوزاتك لاحقًا، اختر «نسيت كلمة المرور» في صفحة الدخول بعنوان البريد هذا.',
  },
} as const;

export function paymentLinkMail(input: {
  to: string;
  lang: Language;
  code: string;
  total: string;
  expiresAt: Date;
  timeZone: string;
  url: string;
}): MailMessage {
  const words = WORDS[input.lang];
  const locale = input.lang === 'ar' ? 'ar-SA-u-nu-arab' : 'en-GB';
  const until = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: input.timeZone }).format(
    input.expiresAt,
  );
  const total = formatMoneyIn(input.total, input.lang);
  const link = `<p style="margin:0 0 16px"><a href="${escapeHtml(input.url)}" style="display:inline-block;background:#0f5c63;color:#fff;padding:12px 20px;border-radius:10px;text-decoration:none;font-weight:600">${escapeHtml(words.button)}</a></p>`;
  return {
    to: input.to,
    subject: words.subject(input.code),
    html: renderMail(input.lang, {
      title: words.subject(input.code),
      heading: words.heading,
      body: `<p style="margin:0 0 16px">${bdi(input.code)}</p>${paragraph(words.body(total, until))}${link}${paragraph(words.claim)}`,
    }),
    text: renderText(input.lang, [words.heading, input.code, words.body(total, until), input.url, '', words.claim]),
  };
}
