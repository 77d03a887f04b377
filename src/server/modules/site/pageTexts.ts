// The words of a page's head: the locale files' texts (the web app's own, public/locales), prices and dates through
// Intl in the page's language, and descriptions cut to what a search result shows.
import type { Language } from '../../../shared/constants';

/** The locale files' texts of a language, as the web app has them (public/locales/{language}.json). */
export type Texts = Record<string, unknown>;

const LOCALES: Record<Language, string> = { ar: 'ar-SA-u-ca-gregory-nu-arab', en: 'en-GB-u-ca-gregory-nu-latn' };
/** Search results show about this much of a description. */
const DESCRIPTION_LENGTH = 200;

/** A text of the locale files by its dotted key, `{{name}}` filled in; '' when the files have no such text. */
export function textOf(texts: Texts, key: string, values: Record<string, string | number> = {}): string {
  const found = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], texts);
  if (typeof found !== 'string') return '';
  return found.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

export function formatsFor(language: Language, timeZone: string) {
  const locale = LOCALES[language];
  return {
    count: (value: number) => new Intl.NumberFormat(locale).format(value),
    /** Money is "450.00" in SAR; whole amounts drop the decimals, as the web app writes them. */
    price: (amount: string) => {
      const value = Number(amount);
      const digits = Number.isInteger(value) ? 0 : 2;
      return new Intl.NumberFormat(locale, {
        style: 'currency',
        currency: 'SAR',
        minimumFractionDigits: digits,
        maximumFractionDigits: digits,
      }).format(value);
    },
    /** A calendar day (YYYY-MM-DD) as the resort's calendar shows it: noon of that day is that day in any zone. */
    date: (day: string) =>
      new Intl.DateTimeFormat(locale, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone }).format(
        new Date(`${day}T12:00:00Z`),
      ),
  };
}

/** Facts side by side as the web app joins them: the Arabic comma in Arabic, a middle dot in English. */
export const joinFacts = (parts: string[], language: Language) => parts.filter(Boolean).join(language === 'ar' ? '، ' : ' · ');

/** The start of a longer text, cut at a word so that the whole description stays readable in a search result. */
export function summary(lead: string, text: string): string {
  const whole = `${lead} ${text.replace(/\s+/g, ' ').trim()}`.trim();
  if (whole.length <= DESCRIPTION_LENGTH) return whole;
  const cut = whole.slice(0, DESCRIPTION_LENGTH - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), lead.length)).replace(/[\s,،.·:;-]+$/, '')}…`;
}
