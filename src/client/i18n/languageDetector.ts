// Language detection in the order the product asks for: the URL path (a shared /ar/... link wins),
// then the remembered choice in the `i18next` cookie, then the html `lang` attribute. A few lines of
// our own instead of i18next-browser-languagedetector keep the first visit's JavaScript small.
import type { LanguageDetectorModule } from 'i18next';
import type { Language } from '../../shared/constants';
import {
  isSupportedLanguage,
  LANGUAGE_COOKIE,
  languageFromCookie,
  languageFromPath,
  primaryLanguage as primary,
} from '../../shared/language';

export { isSupportedLanguage, LANGUAGE_COOKIE, languageFromCookie, languageFromPath };

const COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

export function writeLanguageCookie(lng: string): void {
  document.cookie = `${LANGUAGE_COOKIE}=${encodeURIComponent(lng)}; path=/; max-age=${COOKIE_MAX_AGE_SECONDS}; samesite=lax`;
}

/** The first supported language found: path, then cookie, then html tag; undefined lets i18next fall back. */
export function detectLanguage(): Language | undefined {
  const fromHtml = primary(document.documentElement.getAttribute('lang'));
  return (
    languageFromPath(window.location.pathname) ??
    languageFromCookie(document.cookie) ??
    (isSupportedLanguage(fromHtml) ? fromHtml : undefined)
  );
}

export const languageDetector: LanguageDetectorModule = {
  type: 'languageDetector',
  detect: detectLanguage,
  cacheUserLanguage: (lng) => {
    if (isSupportedLanguage(primary(lng))) writeLanguageCookie(primary(lng)!);
  },
};
