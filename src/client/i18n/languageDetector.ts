// Language detection in the order the product asks for: the URL path (a shared /ar/... link wins),
// then the remembered choice in the `i18next` cookie, then the html `lang` attribute. A few lines of
// our own instead of i18next-browser-languagedetector keep the first visit's JavaScript small.
import type { LanguageDetectorModule } from 'i18next';
import { LANGUAGES, type Language } from '../../shared/constants';

export const LANGUAGE_COOKIE = 'i18next';
const COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

export function isSupportedLanguage(lng: string | undefined | null): lng is Language {
  return !!lng && (LANGUAGES as readonly string[]).includes(lng);
}

const primary = (tag: string | undefined | null) => tag?.split('-')[0].toLowerCase();

export function languageFromPath(pathname: string): Language | undefined {
  const first = primary(pathname.split('/').filter(Boolean)[0]);
  return isSupportedLanguage(first) ? first : undefined;
}

export function languageFromCookie(cookie: string): Language | undefined {
  const entry = cookie.split(';').map((part) => part.trim().split('=')).find(([name]) => name === LANGUAGE_COOKIE);
  const value = primary(entry ? decodeURIComponent(entry[1] ?? '') : undefined);
  return isSupportedLanguage(value) ? value : undefined;
}

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
