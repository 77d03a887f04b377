import i18next from 'i18next';

// Gregorian calendar explicitly: 'ar-SA' alone defaults to the Umm al-Qura calendar.
const LOCALES: Record<string, string> = {
  ar: 'ar-SA-u-ca-gregory-nu-arab',
  en: 'en-GB-u-ca-gregory-nu-latn',
};

const RESORT_TIME_ZONE = 'Asia/Riyadh';
const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

const activeLanguage = (lang?: string) => (lang ?? i18next.language ?? 'en').slice(0, 2);

/** The Intl locale for a UI language: Arabic uses Arabic-Indic digits. */
export const intlLocale = (lang?: string) => LOCALES[activeLanguage(lang)] ?? LOCALES.en;

// Building an Intl formatter costs far more than using one, and a screen formats hundreds of numbers, prices
// and dates (a calendar, a list of cards): each formatter is built once per locale and options.
const numberFormats = new Map<string, Intl.NumberFormat>();
const dateFormats = new Map<string, Intl.DateTimeFormat>();

function numberFormat(locale: string, options?: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = options ? `${locale}|${JSON.stringify(options)}` : locale;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, options);
    numberFormats.set(key, format);
  }
  return format;
}

function dateFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options);
    dateFormats.set(key, format);
  }
  return format;
}

export function formatNumber(value: number, lang?: string, options?: Intl.NumberFormatOptions): string {
  return numberFormat(intlLocale(lang), options).format(value);
}

/** The percent sign as the language writes it ("%", «٪»), for a field whose value is a percentage. */
export function percentSign(lang?: string): string {
  return (
    numberFormat(intlLocale(lang), { style: 'percent' })
      .formatToParts(1)
      .find((part) => part.type === 'percentSign')?.value ?? '%'
  );
}

/** Money arrives as decimal strings ("450.00") in SAR; whole amounts drop the decimals. */
export function formatPrice(amount: string | number, lang?: string, currency = 'SAR'): string {
  const value = typeof amount === 'string' ? Number.parseFloat(amount) : amount;
  const whole = Number.isInteger(value);
  return numberFormat(intlLocale(lang), {
    style: 'currency',
    currency,
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: whole ? 0 : 2,
  }).format(value);
}

/**
 * Dates `YYYY-MM-DD` are calendar days (shown as they are); ISO date-times are shown in the
 * resort's time zone.
 */
export function formatDate(
  value: string | Date,
  lang?: string,
  options: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'long', year: 'numeric' },
): string {
  let date: Date;
  let timeZone = RESORT_TIME_ZONE;
  if (typeof value === 'string' && DATE_ONLY.test(value)) {
    date = new Date(`${value}T00:00:00Z`);
    timeZone = 'UTC';
  } else {
    date = typeof value === 'string' ? new Date(value) : value;
  }
  return dateFormat(intlLocale(lang), { timeZone, ...options }).format(date);
}

/** First day of the week as 0 = Sunday … 6 = Saturday: Saturday in Arabic, Sunday in English. */
export const firstDayOfWeek = (lang?: string): number => (activeLanguage(lang) === 'ar' ? 6 : 0);

type Part = string | null | undefined | false;

/** "Reef dive, 21 December" / "غوص، ٢١ ديسمبر": parts joined with the language's own comma (Arabic "،"), empty parts left out. */
export function joinList(parts: Part[], lang?: string): string {
  return parts.filter((part): part is string => !!part).join(activeLanguage(lang) === 'ar' ? '، ' : ', ');
}

/**
 * Between facts shown side by side ("28 Nov · 4 nights"): a middle dot in English; in Arabic the Arabic comma,
 * since "·" next to Arabic-Indic digits reads as the Arabic zero "٠" ("٢٨ نوفمبر، ٤ ليالٍ").
 */
export const factSeparator = (lang?: string): string => (activeLanguage(lang) === 'ar' ? '، ' : ' · ');

/** Facts side by side as one string, empty parts left out: the one way every screen separates them. */
export function joinFacts(parts: Part[], lang?: string): string {
  return parts.filter((part): part is string => !!part).join(factSeparator(lang));
}
