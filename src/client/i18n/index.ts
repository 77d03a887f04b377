// The one i18next instance of the web app. Resources come from /locales/{lng}.json on the app's own
// origin (the API server serves them next to the built app), so no request leaves the origin.
import i18n, { type i18n as I18n, type InitOptions, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../../shared/constants';
import { arabicPunctuation } from './arabicPunctuation';
import { digitsFormatter } from './digitsFormatter';
import { isSupportedLanguage, languageDetector, LANGUAGE_COOKIE } from './languageDetector';
import { localeBackend } from './localeBackend';

export const SUPPORTED_LANGUAGES = LANGUAGES;
export type { Language };
export { isSupportedLanguage, LANGUAGE_COOKIE };

/** Keeps <html lang dir> in step so CSS logical properties, screen readers and the RTL plugin agree. */
function applyDocumentLanguage(lng: string | undefined): void {
  if (!lng || typeof document === 'undefined') return;
  const language = lng.split('-')[0];
  document.documentElement.lang = language;
  document.documentElement.dir = i18n.dir(language);
}

export interface InitI18nOptions {
  /** In-memory resources (tests); when given, nothing is fetched. */
  resources?: Resource;
  /** Forces a language instead of detecting it (tests). */
  lng?: Language;
}

let ready: Promise<I18n> | undefined;

/** The options of every i18next instance of the app: the browser's, and the server's renderer (src/client/ssr). */
export const I18N_OPTIONS = {
  supportedLngs: [...SUPPORTED_LANGUAGES],
  // Arabic has every key English has (the locale test checks it), so an Arabic page needs no English
  // texts: no second locale file on the way to its first render.
  fallbackLng: { ar: [], default: [DEFAULT_LANGUAGE] },
  nonExplicitSupportedLngs: true,
  load: 'languageOnly',
  // React escapes already; alwaysFormat sends every value through digitsFormatter (digits per language).
  interpolation: { escapeValue: false, alwaysFormat: true },
  postProcess: ['arabicPunctuation'],
  react: { useSuspense: true },
} satisfies InitOptions;

/** Initialises the shared instance once and resolves when the first language's texts are loaded. */
export function initI18n(options: InitI18nOptions = {}): Promise<I18n> {
  if (ready) return ready;
  i18n.on('languageChanged', applyDocumentLanguage);
  if (!options.resources) i18n.use(localeBackend);
  ready = i18n
    .use(digitsFormatter)
    .use(arabicPunctuation)
    .use(languageDetector)
    .use(initReactI18next)
    .init({ ...I18N_OPTIONS, resources: options.resources, lng: options.lng })
    .then(() => {
      applyDocumentLanguage(i18n.resolvedLanguage ?? i18n.language);
      return i18n;
    });
  return ready;
}

/** Switches the language; i18next hands it to the detector, which remembers it in the `i18next` cookie. */
export async function changeLanguage(lng: Language): Promise<void> {
  await i18n.changeLanguage(lng);
}

export { i18n };
export default i18n;
