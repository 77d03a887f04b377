// The one i18next instance of the web app. Resources come from /locales/{lng}.json on the app's own
// origin (the API server serves them next to the built app), so no request leaves the origin.
import i18n, { type i18n as I18n, type Resource } from 'i18next';
import LanguageDetector, { type DetectorOptions } from 'i18next-browser-languagedetector';
import HttpBackend from 'i18next-http-backend';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../../shared/constants';

export const SUPPORTED_LANGUAGES = LANGUAGES;
export type { Language };
export const LANGUAGE_COOKIE = 'i18next';
const COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

// URL path first (a shared /ar/... link wins), then the remembered choice, then what the server rendered.
export const detectionOptions: DetectorOptions = {
  order: ['path', 'cookie', 'htmlTag'],
  lookupCookie: LANGUAGE_COOKIE,
  lookupFromPathIndex: 0,
  caches: ['cookie'],
  cookieMinutes: COOKIE_MAX_AGE_SECONDS / 60,
  cookieOptions: { path: '/', sameSite: 'lax' },
};

export function isSupportedLanguage(lng: string | undefined): lng is Language {
  return !!lng && (SUPPORTED_LANGUAGES as readonly string[]).includes(lng);
}

/** Keeps <html lang dir> in step so CSS logical properties, screen readers and the RTL plugin agree. */
function applyDocumentLanguage(lng: string | undefined): void {
  if (!lng || typeof document === 'undefined') return;
  const language = lng.split('-')[0];
  document.documentElement.lang = language;
  document.documentElement.dir = i18n.dir(language);
}

function writeLanguageCookie(lng: string): void {
  document.cookie = `${LANGUAGE_COOKIE}=${encodeURIComponent(lng)}; path=/; max-age=${COOKIE_MAX_AGE_SECONDS}; samesite=lax`;
}

export interface InitI18nOptions {
  /** In-memory resources (tests); when given, nothing is fetched. */
  resources?: Resource;
  /** Forces a language instead of detecting it (tests). */
  lng?: Language;
}

let ready: Promise<I18n> | undefined;

/** Initialises the shared instance once and resolves when the first language's texts are loaded. */
export function initI18n(options: InitI18nOptions = {}): Promise<I18n> {
  if (ready) return ready;
  i18n.on('languageChanged', applyDocumentLanguage);
  if (!options.resources) i18n.use(HttpBackend);
  ready = i18n
    .use(LanguageDetector)
    .use(initReactI18next)
    .init({
      resources: options.resources,
      lng: options.lng,
      backend: options.resources ? undefined : { loadPath: '/locales/{{lng}}.json' },
      detection: detectionOptions,
      supportedLngs: [...SUPPORTED_LANGUAGES],
      fallbackLng: DEFAULT_LANGUAGE,
      nonExplicitSupportedLngs: true,
      load: 'languageOnly',
      interpolation: { escapeValue: false }, // React escapes already
      react: { useSuspense: true },
    })
    .then(() => {
      applyDocumentLanguage(i18n.resolvedLanguage ?? i18n.language);
      return i18n;
    });
  return ready;
}

/** Switches the language and remembers it, even where the detector's own cache is not in play. */
export async function changeLanguage(lng: Language): Promise<void> {
  await i18n.changeLanguage(lng);
  writeLanguageCookie(lng);
}

export { i18n };
export default i18n;
