// Saudi Arabia's official calendar, Umm al-Qura, as ICU computes it (`islamic-umalqura`, not the tabular `islamic`):
// never a hand-made conversion table. Guests reading Arabic see it beside the Gregorian date of their stay.

/** What a guest reads dates in: both calendars (the default in Arabic) or the Gregorian one only. */
export const DATE_CALENDARS = ['both', 'gregorian'] as const;
export type DateCalendars = (typeof DATE_CALENDARS)[number];
export const DEFAULT_DATE_CALENDARS: DateCalendars = 'both';

/** Whether a reader in `lang` who chose `calendars` sees the Hijri date: only in Arabic, unless they chose Gregorian only. */
export const showsHijri = (lang: string | undefined, calendars: DateCalendars | null | undefined = DEFAULT_DATE_CALENDARS): boolean =>
  (lang ?? '').slice(0, 2) === 'ar' && calendars !== 'gregorian';

// 'ar-SA' with Arabic-Indic digits, as the Gregorian dates beside it ('ar-u-ca-islamic-umalqura' alone writes Latin digits).
const HIJRI_LOCALE = 'ar-SA-u-ca-islamic-umalqura-nu-arab';
const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const formats = new Map<string, Intl.DateTimeFormat>();

function format(timeZone: string): Intl.DateTimeFormat {
  let found = formats.get(timeZone);
  if (!found) {
    found = new Intl.DateTimeFormat(HIJRI_LOCALE, { day: 'numeric', month: 'long', year: 'numeric', timeZone });
    formats.set(timeZone, found);
  }
  return found;
}

/**
 * «١٧ جمادى الآخرة ١٤٤٨ هـ». A calendar day (`YYYY-MM-DD`) is read at noon UTC, so no zone moves it; an instant
 * (ISO date-time or Date) is the day it is in the resort's time zone.
 */
export function hijriDate(value: string | Date, timeZone = 'Asia/Riyadh'): string {
  if (typeof value === 'string' && DATE_ONLY.test(value)) return format('UTC').format(new Date(`${value}T12:00:00Z`));
  return format(timeZone).format(typeof value === 'string' ? new Date(value) : value);
}

const dayNumbers = new Intl.DateTimeFormat(HIJRI_LOCALE, { day: 'numeric', timeZone: 'UTC' });

/** The Umm al-Qura day of the month of a calendar day (`YYYY-MM-DD`), «١٧»: what a date picker writes under the Gregorian one. */
export const hijriDayNumber = (day: string): string => dayNumbers.format(new Date(`${day}T12:00:00Z`));

const monthRanges = new Intl.DateTimeFormat(HIJRI_LOCALE, { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** The Umm al-Qura months from one calendar day to another, as Intl writes the range: «جمادى الأولى – جمادى الآخرة ١٤٤٨ هـ». */
export const hijriMonths = (from: string, to: string): string =>
  monthRanges.formatRange(new Date(`${from}T12:00:00Z`), new Date(`${to}T12:00:00Z`));

/** «الجمعة ٢٧ نوفمبر ٢٠٢٦ (١٧ جمادى الآخرة ١٤٤٨ هـ)»: the Gregorian date as written, the same day's Hijri date beside it. */
export function withHijri(gregorian: string, value: string | Date, timeZone?: string): string {
  return `${gregorian} (${hijriDate(value, timeZone)})`;
}
