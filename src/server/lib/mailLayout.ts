import { BRAND_NAME } from '../../shared/brand';
import type { Language } from '../../shared/constants';
import { emailHref, phoneHref, type ResortContact } from '../../shared/schemas/resortContact';

/**
 * The one layout every e-mail uses. Mail clients ignore <style> blocks and external files, so the layout is
 * a table with inline styles, the wordmark is text (nothing is fetched from another host), and the colours
 * are the site's sea-and-sand tokens (../shared/design.md).
 */
export const MAIL_COLOURS = {
  sea: '#0B2A3C',
  lagoon: '#1F7A80',
  coral: '#E07A5F',
  sand: '#F4EDE1',
  foam: '#FBFAF7',
  ink: '#1B1F23',
  stone: '#6B7480',
} as const;

export const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);

/** Codes, e-mail addresses and phone numbers keep their own direction inside Arabic text. */
export const bdi = (value: string) => `<bdi dir="ltr">${escapeHtml(value)}</bdi>`;

/** Isolated, direction from its own first letter: names, titles, and amounts whose currency follows the language. */
export const isolate = (value: string) => `<bdi>${escapeHtml(value)}</bdi>`;

const BRAND: Record<Language, { name: string; tagline: string; footer: string; contact: string; phone: string; email: string }> = {
  en: {
    name: BRAND_NAME.en,
    tagline: 'Huts by the Red Sea',
    footer: 'This message was sent automatically by Ken Resort. Replies to it are not read.',
    contact: 'Questions about your stay? Call or write to the resort:',
    phone: 'Phone',
    email: 'E-mail',
  },
  ar: {
    name: BRAND_NAME.ar,
    tagline: 'أكواخ على ساحل البحر الأحمر',
    footer: 'أُرسلت هذه الرسالة تلقائيًا من منتجع كِن، ولا تُقرأ الردود عليها.',
    contact: 'لديك سؤال عن إقامتك؟ اتصل بالمنتجع أو راسله:',
    phone: 'الهاتف',
    email: 'البريد الإلكتروني',
  },
};

/**
 * The resort's phone, e-mail and address (the back office's "Resort details") go into the footer as the message
 * is sent, not as it is written: the layout leaves a slot (one per part) and fillResortContact, called by the mail
 * plugin at send time with the settings as saved then, puts them in. So no template needs the settings passed in.
 */
const htmlSlot = (lang: Language) => `<!--resort-contact:${lang}-->`;
const textSlot = (lang: Language) => `[[resort-contact:${lang}]]`;
const SLOTS = { html: /<!--resort-contact:(en|ar)-->/g, text: /\[\[resort-contact:(en|ar)\]\]/g };

function contactFooter(lang: Language, contact: ResortContact): string {
  const brand = BRAND[lang];
  const link = `color:${MAIL_COLOURS.lagoon};font-weight:600;text-decoration:none`;
  return (
    `<p style="margin:0 0 12px;font-size:13px;color:${MAIL_COLOURS.ink}">${escapeHtml(brand.contact)}<br>` +
    `${escapeHtml(brand.phone)}: <a href="${escapeHtml(phoneHref(contact.phone))}" style="${link}">${bdi(contact.phone)}</a><br>` +
    `${escapeHtml(brand.email)}: <a href="${escapeHtml(emailHref(contact.email))}" style="${link}">${bdi(contact.email)}</a><br>` +
    `${escapeHtml(lang === 'ar' ? contact.address_ar : contact.address)}</p>`
  );
}

const contactLines = (lang: Language, contact: ResortContact) =>
  [
    BRAND[lang].contact,
    `${BRAND[lang].phone}: ${contact.phone}`,
    `${BRAND[lang].email}: ${contact.email}`,
    lang === 'ar' ? contact.address_ar : contact.address,
  ].join('\n');

/** Puts the resort's contact details into a rendered message's footer slots (HTML and plain text). */
export function fillResortContact<M extends { html: string; text: string }>(message: M, contact: ResortContact): M {
  return {
    ...message,
    html: message.html.replace(SLOTS.html, (_slot, lang: Language) => contactFooter(lang, contact)),
    text: message.text.replace(SLOTS.text, (_slot, lang: Language) => contactLines(lang, contact)),
  };
}

export const brandName = (lang: Language) => BRAND[lang].name;

const fontFor = (lang: Language) => (lang === 'ar' ? "'IBM Plex Sans Arabic',Tahoma,Arial,sans-serif" : 'Inter,Helvetica,Arial,sans-serif');

export interface MailContent {
  /** The subject, also the document's title. */
  title: string;
  heading: string;
  /** HTML already escaped by the caller (use escapeHtml / bdi / paragraph / factsTable). */
  body: string;
}

export const paragraph = (text: string, style = '') => `<p style="margin:0 0 16px;${style}">${escapeHtml(text)}</p>`;

/** Label/value rows; values are HTML (wrap user data with bdi/escapeHtml). */
export function factsTable(rows: [string, string][]): string {
  const cells = rows
    .map(
      ([label, value]) =>
        `<tr><td style="padding:8px 0;color:${MAIL_COLOURS.stone};font-size:14px;vertical-align:top;width:40%">${escapeHtml(label)}</td>` +
        `<td style="padding:8px 0;color:${MAIL_COLOURS.ink};font-size:16px;font-weight:600;vertical-align:top">${value}</td></tr>`,
    )
    .join('');
  return `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="border-collapse:collapse;border-top:1px solid ${MAIL_COLOURS.sand};margin:0 0 16px">${cells}</table>`;
}

export function renderMail(lang: Language, content: MailContent): string {
  const dir = lang === 'ar' ? 'rtl' : 'ltr';
  const align = lang === 'ar' ? 'right' : 'left';
  const font = fontFor(lang);
  const brand = BRAND[lang];
  const lineHeight = lang === 'ar' ? 1.8 : 1.5;
  const wordmark =
    `<div style="font-family:${lang === 'ar' ? font : "'Cormorant Garamond',Georgia,serif"};font-size:30px;color:${MAIL_COLOURS.sea};letter-spacing:${lang === 'ar' ? 0 : 3}px">${escapeHtml(brand.name)}</div>` +
    `<div style="height:3px;width:48px;background:${MAIL_COLOURS.coral};margin:8px auto"></div>` +
    `<div style="font-size:13px;color:${MAIL_COLOURS.stone}">${escapeHtml(brand.tagline)}</div>`;
  return (
    `<!doctype html><html lang="${lang}" dir="${dir}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">` +
    `<title>${escapeHtml(content.title)}</title></head>` +
    `<body dir="${dir}" style="margin:0;padding:0;background:${MAIL_COLOURS.sand};font-family:${font};color:${MAIL_COLOURS.ink};line-height:${lineHeight}">` +
    `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:${MAIL_COLOURS.sand}"><tr><td align="center" style="padding:24px 12px">` +
    `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" dir="${dir}" style="max-width:560px;background:${MAIL_COLOURS.foam};border-radius:14px">` +
    `<tr><td align="center" style="padding:28px 24px 16px;border-bottom:1px solid ${MAIL_COLOURS.sand}">${wordmark}</td></tr>` +
    `<tr><td dir="${dir}" align="${align}" style="padding:24px;text-align:${align};font-size:16px">` +
    `<h1 style="margin:0 0 16px;font-size:22px;color:${MAIL_COLOURS.sea};font-weight:600">${escapeHtml(content.heading)}</h1>${content.body}</td></tr>` +
    `<tr><td align="center" style="padding:16px 24px 24px;font-size:12px;color:${MAIL_COLOURS.stone};border-top:1px solid ${MAIL_COLOURS.sand}">${htmlSlot(lang)}${escapeHtml(brand.footer)}</td></tr>` +
    '</table></td></tr></table></body></html>'
  );
}

/** The plain-text part: same facts, no markup, the brand's name at the end. */
export function renderText(lang: Language, lines: string[]): string {
  const brand = BRAND[lang];
  return [...lines, '', '—', brand.name, textSlot(lang), '', brand.footer].join('\n');
}

/** Amounts and dates formatted for the reader's language (Arabic digits and calendar per ar-SA). */
export function mailFormats(lang: Language, currency: string, timeZone: string) {
  const locale = lang === 'ar' ? 'ar-SA-u-nu-arab-ca-gregory' : 'en-GB';
  return {
    count: (value: number) => new Intl.NumberFormat(locale).format(value),
    money: (value: string | number) => new Intl.NumberFormat(locale, { style: 'currency', currency }).format(Number(value)),
    dateTime: (value: string) =>
      new Intl.DateTimeFormat(locale, { dateStyle: 'full', timeStyle: 'short', timeZone }).format(new Date(value)),
    date: (value: string) =>
      new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
        new Date(`${value}T00:00:00Z`),
      ),
  };
}
