// Which language a page is in, read the same way by the server (the `lang`/`dir` of index.html) and by the
// web app's detector: the URL path first (a shared /ar/... link wins), then the `i18next` cookie.
import { LANGUAGES, type Language } from './constants';

export const LANGUAGE_COOKIE = 'i18next';

export function isSupportedLanguage(lng: string | undefined | null): lng is Language {
  return !!lng && (LANGUAGES as readonly string[]).includes(lng);
}

export const primaryLanguage = (tag: string | undefined | null) => tag?.split('-')[0].toLowerCase();

export function languageFromPath(pathname: string): Language | undefined {
  const first = primaryLanguage(pathname.split('?')[0].split('/').filter(Boolean)[0]);
  return isSupportedLanguage(first) ? first : undefined;
}

export function languageFromCookie(cookie: string): Language | undefined {
  const entry = cookie
    .split(';')
    .map((part) => part.trim().split('='))
    .find(([name]) => name === LANGUAGE_COOKIE);
  let value: string | undefined;
  try {
    value = primaryLanguage(entry ? decodeURIComponent(entry[1] ?? '') : undefined);
  } catch {
    value = undefined;
  }
  return isSupportedLanguage(value) ? value : undefined;
}

export const directionOf = (language: Language): 'rtl' | 'ltr' => (language === 'ar' ? 'rtl' : 'ltr');
