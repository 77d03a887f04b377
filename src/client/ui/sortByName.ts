import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { intlLocale } from './format';

const collators = new Map<string, Intl.Collator>();

/** A collator for the reader's language: Arabic names in Arabic order, English ones ignoring case and accents. */
export function nameCollator(lang: string): Intl.Collator {
  const locale = intlLocale(lang);
  let collator = collators.get(locale);
  if (!collator) {
    collator = new Intl.Collator(locale, { sensitivity: 'base', numeric: true });
    collators.set(locale, collator);
  }
  return collator;
}

/** A copy of `items` sorted by the name the reader sees (`name` gives it in the reader's language). */
export function sortByName<T>(items: readonly T[], name: (item: T) => string, lang: string): T[] {
  const collator = nameCollator(lang);
  return [...items].sort((a, b) => collator.compare(name(a), name(b)));
}

/** `sortByName` in the active language: every list of names a reader scans (pickers, lists) goes through it. */
export function useSortByName() {
  const { i18n } = useTranslation();
  const lang = i18n.language ?? 'en';
  return useCallback(<T>(items: readonly T[], name: (item: T) => string) => sortByName(items, name, lang), [lang]);
}
