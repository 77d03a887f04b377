import type { Language } from './constants';

/**
 * Counted words in e-mails and documents ("1 child", "بالغان"), by each language's plural rules
 * (Intl.PluralRules): Arabic has six forms (zero, one, two, few 3–10, many 11–99, other 100+) and says
 * one and two with the word alone. Counts of zero are left out of lists ("2 adults", never "2 adults, 0
 * children"). Digits follow the language: Arabic-Indic in Arabic.
 */
export type CountedNoun = 'adult' | 'child' | 'night' | 'guest' | 'ticket';

type Forms = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };

/** `{n}` is the formatted number; a form without it says the count in the word (Arabic one and two). */
const NOUNS: Record<Language, Record<CountedNoun, Forms>> = {
  en: {
    adult: { one: '{n} adult', other: '{n} adults' },
    child: { one: '{n} child', other: '{n} children' },
    night: { one: '{n} night', other: '{n} nights' },
    guest: { one: '{n} guest', other: '{n} guests' },
    ticket: { one: '{n} ticket', other: '{n} tickets' },
  },
  ar: {
    adult: { one: 'بالغ واحد', two: 'بالغان', few: '{n} بالغين', many: '{n} بالغًا', other: '{n} بالغ' },
    child: { one: 'طفل واحد', two: 'طفلان', few: '{n} أطفال', many: '{n} طفلًا', other: '{n} طفل' },
    night: { one: 'ليلة واحدة', two: 'ليلتان', few: '{n} ليالٍ', many: '{n} ليلةً', other: '{n} ليلة' },
    guest: { one: 'ضيف واحد', two: 'ضيفان', few: '{n} ضيوف', many: '{n} ضيفًا', other: '{n} ضيف' },
    ticket: { one: 'تذكرة واحدة', two: 'تذكرتان', few: '{n} تذاكر', many: '{n} تذكرةً', other: '{n} تذكرة' },
  },
};

export const numberLocale = (lang: Language) => (lang === 'ar' ? 'ar-SA-u-nu-arab' : 'en-GB');

/** "3 nights", "ليلتان", "١١ ليلةً". */
export function countOf(lang: Language, noun: CountedNoun, count: number): string {
  const forms = NOUNS[lang][noun];
  const rule = new Intl.PluralRules(lang === 'ar' ? 'ar' : 'en').select(count);
  return (forms[rule] ?? forms.other).replace('{n}', new Intl.NumberFormat(numberLocale(lang)).format(count));
}

/** The non-zero counts joined the language's way: "2 adults and 1 child", "بالغان وطفل واحد". */
export function countsOf(lang: Language, counts: [CountedNoun, number][]): string {
  const parts = counts.filter(([, count]) => count > 0).map(([noun, count]) => countOf(lang, noun, count));
  return new Intl.ListFormat(lang, { style: 'long', type: 'conjunction' }).format(parts);
}
