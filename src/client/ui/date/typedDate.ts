// What a guest types into a date field: day/month/year in Western or Arabic-Indic digits (any of / - . or
// spaces between), or an ISO day. Kept free of the date library so the first view's JavaScript stays small.
import { isIsoDay } from '../../../shared/dates';
import { toAsciiDigits } from '../form/digits';
import { formatNumber } from '../format';

const DAY_MONTH_YEAR = /^(\d{1,2})[/.\-\s]+(\d{1,2})[/.\-\s]+(\d{4})$/;
const ISO = /^(\d{4})-(\d{1,2})-(\d{1,2})$/;

const pad = (value: string, length: number) => value.padStart(length, '0');

/** The ISO day (YYYY-MM-DD) a typed text names, or null when it names none (31/02/2030 names none). */
export function parseTypedDate(text: string): string | null {
  const plain = toAsciiDigits(text)
    .replace(/[\u200E\u200F\u061C]/g, '')
    .trim();
  const dmy = DAY_MONTH_YEAR.exec(plain);
  const iso = dmy
    ? `${dmy[3]}-${pad(dmy[2], 2)}-${pad(dmy[1], 2)}`
    : ISO.test(plain)
      ? plain.replace(ISO, (_, y: string, m: string, d: string) => `${y}-${pad(m, 2)}-${pad(d, 2)}`)
      : null;
  return iso && isIsoDay(iso) ? iso : null;
}

/** Whether a text is shaped as day/month/year but names no day of the calendar (31/02/2030, 12/13/2030). */
export const namesNoDay = (text: string): boolean => {
  const plain = toAsciiDigits(text)
    .replace(/[\u200E\u200F\u061C]/g, '')
    .trim();
  return (DAY_MONTH_YEAR.test(plain) || ISO.test(plain)) && parseTypedDate(text) === null;
};

/** An ISO day as the field shows it: dd/mm/yyyy in the language's digits. */
export function displayDate(day: string, lang: string): string {
  if (!isIsoDay(day)) return '';
  const part = (value: string, digits: number) => formatNumber(Number(value), lang, { minimumIntegerDigits: digits, useGrouping: false });
  return `${part(day.slice(8), 2)}/${part(day.slice(5, 7), 2)}/${part(day.slice(0, 4), 4)}`;
}

export type DateBounds = { min?: string; max?: string; isDisabled?: (day: string) => boolean };

/** Whether a day may be chosen: inside min and max and not disabled. */
export const allowedDay = (day: string, { min, max, isDisabled }: DateBounds) =>
  (!min || day >= min) && (!max || day <= max) && !isDisabled?.(day);
