import type { Language } from '../../../shared/constants';
import { isolate, paragraph, renderMail, renderText } from '../../lib/mailLayout';
import type { Rendered } from '../../lib/mailTemplates';

const TEXT: Record<
  Language,
  { greeting: string; approvedSubject: string; approved: string; rejectedSubject: string; rejected: string; reason: string }
> = {
  en: {
    greeting: 'Hello',
    approvedSubject: 'Your Ken Resort supplier account is approved',
    approved: 'Good news: the resort has approved your supplier account. You can now sign in with your e-mail and password.',
    rejectedSubject: 'Your Ken Resort supplier application',
    rejected: 'Thank you for applying. The resort has not approved your supplier account.',
    reason: 'Reason',
  },
  ar: {
    greeting: 'مرحبًا',
    approvedSubject: 'تمت الموافقة على حساب المورّد في منتجع كِن',
    approved: 'يسعدنا إبلاغك بأن المنتجع وافق على حساب المورّد الخاص بك. يمكنك الآن تسجيل الدخول ببريدك الإلكتروني وكلمة المرور.',
    rejectedSubject: 'طلبك كمورّد في منتجع كِن',
    rejected: 'شكرًا لتقديمك الطلب. لم يوافق المنتجع على حساب المورّد الخاص بك.',
    reason: 'السبب',
  },
};

/** The e-mail a supplier gets when staff decide on their application, in the supplier's own language. */
export function supplierDecisionEmail(lang: Language, name: string, decision: 'approve' | 'reject', reason: string): Rendered {
  const text = TEXT[lang];
  const comma = lang === 'ar' ? '،' : ',';
  const greeting = name ? `${text.greeting} ${name}${comma}` : `${text.greeting}${comma}`;
  const subject = decision === 'approve' ? text.approvedSubject : text.rejectedSubject;
  const lines = decision === 'approve' ? [text.approved] : [text.rejected, `${text.reason}: ${reason}`];
  // The reason is the staff member's own words: kept in its own direction inside either language.
  const body =
    decision === 'approve'
      ? paragraph(greeting) + paragraph(text.approved)
      : paragraph(greeting) + paragraph(text.rejected) + `<p style="margin:0 0 16px">${isolate(text.reason)}: ${isolate(reason)}</p>`;
  return { subject, text: renderText(lang, [greeting, '', ...lines]), html: renderMail(lang, { title: subject, heading: subject, body }) };
}
