import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

type WithArabic<K extends string> = { [P in K | `${K}_ar`]?: string | null };

/** Picks `field` or `field_ar` for the active language, falling back to the other when empty. */
export function pickLocalized<K extends string>(obj: WithArabic<K> | null | undefined, field: K, lang: string): string {
  if (!obj) return '';
  const english = (obj[field] ?? '').trim();
  const arabic = (obj[`${field}_ar` as `${K}_ar`] ?? '').trim();
  return lang.startsWith('ar') ? arabic || english : english || arabic;
}

export function useLocalized() {
  const { i18n } = useTranslation();
  const lang = i18n.language ?? 'en';
  const pick = useCallback(<K extends string>(obj: WithArabic<K> | null | undefined, field: K) => pickLocalized(obj, field, lang), [lang]);
  return { pick, lang, isArabic: lang.startsWith('ar') };
}

export default useLocalized;
