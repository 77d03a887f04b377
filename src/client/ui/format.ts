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

export function formatNumber(value: number, lang?: string, options?: Intl.NumberFormatOptions): string {
  return new Intl.NumberFormat(intlLocale(lang), options).format(value);
}

/** Money arrives as decimal strings ("450.00") in SAR; whole amounts drop the decimals. */
export function formatPrice(amount: string | number, lang?: string, currency = 'SAR'): string {
  const value = typeof amount === 'string' ? Number.parseFloat(amount) : amount;
  const whole = Number.isInteger(value);
  return new Intl.NumberFormat(intlLocale(lang), {
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
  return new Intl.DateTimeFormat(intlLocale(lang), { timeZone, ...options }).format(date);
}

/** First day of the week as 0 = Sunday … 6 = Saturday: Saturday in Arabic, Sunday in English. */
export const firstDayOfWeek = (lang?: string): number => (activeLanguage(lang) === 'ar' ? 6 : 0);
