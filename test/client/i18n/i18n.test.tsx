// Each case loads a fresh copy of the i18n module, as a new page load would.
import type * as I18nModule from '../../../src/client/i18n';
import { readLocale } from '../../helpers/client/renderWithProviders';

const resources = { en: { translation: readLocale('en') }, ar: { translation: readLocale('ar') } };

async function freshI18n(): Promise<typeof I18nModule> {
  let loaded!: typeof I18nModule;
  await jest.isolateModulesAsync(async () => {
    loaded = await import('../../../src/client/i18n');
  });
  return loaded;
}

function clearCookies() {
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0].trim();
    if (name) document.cookie = `${name}=; path=/; max-age=0`;
  }
}

beforeEach(() => {
  clearCookies();
  window.history.replaceState(null, '', '/');
  document.documentElement.removeAttribute('lang');
  document.documentElement.removeAttribute('dir');
});

describe('language detection', () => {
  it('takes the language from the URL path before the cookie and the html tag', async () => {
    window.history.replaceState(null, '', '/ar/huts');
    document.cookie = 'i18next=en; path=/';
    document.documentElement.lang = 'en';
    const { initI18n } = await freshI18n();
    expect((await initI18n({ resources })).language).toBe('ar');
  });

  it('takes the cookie before the html tag', async () => {
    document.cookie = 'i18next=ar; path=/';
    document.documentElement.lang = 'en';
    const { initI18n } = await freshI18n();
    expect((await initI18n({ resources })).language).toBe('ar');
  });

  it('falls back to the html tag, then to English', async () => {
    document.documentElement.lang = 'ar';
    const first = await freshI18n();
    expect((await first.initI18n({ resources })).language).toBe('ar');
    // The detected language is cached in the cookie; a visitor without one falls through to English.
    expect(document.cookie).toContain('i18next=ar');
    clearCookies();

    document.documentElement.lang = 'fr';
    const second = await freshI18n();
    expect((await second.initI18n({ resources })).resolvedLanguage).toBe('en');
  });

  it('ignores a path segment that is not a language', async () => {
    window.history.replaceState(null, '', '/account/login');
    document.cookie = 'i18next=ar; path=/';
    const { initI18n } = await freshI18n();
    expect((await initI18n({ resources })).language).toBe('ar');
  });
});

describe('changing the language', () => {
  it('mirrors the document and remembers the choice in the i18next cookie', async () => {
    const { initI18n, changeLanguage } = await freshI18n();
    const i18n = await initI18n({ resources, lng: 'en' });
    expect(document.documentElement).toHaveAttribute('lang', 'en');
    expect(document.documentElement).toHaveAttribute('dir', 'ltr');

    await changeLanguage('ar');
    expect(i18n.t('session.expired')).toBe('انتهت جلستك. يُرجى تسجيل الدخول من جديد.');
    expect(document.documentElement).toHaveAttribute('lang', 'ar');
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(document.cookie).toContain('i18next=ar');

    await changeLanguage('en');
    expect(document.documentElement).toHaveAttribute('dir', 'ltr');
    expect(document.cookie).toContain('i18next=en');
  });
});

describe('the locale files', () => {
  const keysOf = (tree: Record<string, unknown>, prefix = ''): string[] =>
    Object.entries(tree).flatMap(([key, value]) =>
      value && typeof value === 'object' ? keysOf(value as Record<string, unknown>, `${prefix}${key}.`) : [`${prefix}${key}`],
    );

  const PLURAL = /_(zero|one|two|few|many|other)$/;
  const unique = (keys: string[]) => [...new Set(keys.map((key) => key.replace(PLURAL, '')))].sort();

  it('have the same keys in English and Arabic (plural forms aside)', () => {
    expect(unique(keysOf(readLocale('ar')))).toEqual(unique(keysOf(readLocale('en'))));
  });

  it.each(['en', 'ar'] as const)('give every plural in %s each form its plural rules use (Arabic has six)', (lang) => {
    const keys = keysOf(readLocale(lang));
    const categories = new Intl.PluralRules(lang).resolvedOptions().pluralCategories;
    const plurals = unique(keys.filter((key) => PLURAL.test(key)));
    expect(plurals.length).toBeGreaterThan(0);
    for (const base of plurals) {
      expect([base, keys.filter((key) => key.replace(PLURAL, '') === base).sort()]).toEqual([
        base,
        categories.map((form) => `${base}_${form}`).sort(),
      ]);
      expect(keys).not.toContain(base);
    }
  });
});

describe('loading the texts', () => {
  it('fetches /locales/{lng}.json from the app’s own origin for the detected language', async () => {
    const requested: string[] = [];
    const { http, HttpResponse } = await import('msw');
    const { setupServer } = await import('msw/node');
    const server = setupServer(
      http.get('*/locales/:file', ({ request, params }) => {
        requested.push(new URL(request.url).pathname);
        const language = String(params.file).replace('.json', '') as 'en' | 'ar';
        return HttpResponse.json(resources[language].translation as Record<string, unknown>);
      }),
    );
    server.listen({ onUnhandledRequest: 'error' });
    try {
      document.cookie = 'i18next=ar; path=/';
      const { initI18n } = await freshI18n();
      const i18n = await initI18n();
      expect(requested).toContain('/locales/ar.json');
      expect(i18n.t('session.expired')).toBe('انتهت جلستك. يُرجى تسجيل الدخول من جديد.');
    } finally {
      server.close();
    }
  });
});
