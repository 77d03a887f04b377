import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { DATE_CALENDARS, DEFAULT_DATE_CALENDARS, showsHijri, withHijri, type DateCalendars } from '../../shared/hijri';

// The guest's choice of calendars: in the browser (local storage) before sign-in, the account's once signed in (the
// profile writes it here when it reads or saves the account). One value for the whole app, read by every date a guest
// reads about their stay.
const KEY = 'ken_date_calendars';
const listeners = new Set<() => void>();

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

const isCalendars = (value: unknown): value is DateCalendars => (DATE_CALENDARS as readonly unknown[]).includes(value);

function read(): DateCalendars {
  const stored = storage()?.getItem(KEY);
  return isCalendars(stored) ? stored : DEFAULT_DATE_CALENDARS;
}

// Read from storage each time (a string, so React sees the same snapshot): another tab's choice and a test's fresh
// storage apply without a cache to clear.
export const getDateCalendars = read;

/** Keeps the choice in this browser and redraws every date that reads it. */
export function setDateCalendars(value: DateCalendars): void {
  if (!isCalendars(value) || value === getDateCalendars()) return;
  try {
    storage()?.setItem(KEY, value);
  } catch {
    // Private mode or a full storage: nothing to keep it in; the default applies.
  }
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const useDateCalendars = (): DateCalendars => useSyncExternalStore(subscribe, getDateCalendars, () => DEFAULT_DATE_CALENDARS);

/**
 * For a date of the guest's stay: the Gregorian date as written, with the Umm al-Qura date beside it in Arabic
 * unless the guest chose Gregorian only («الخميس، ١٠ ديسمبر ٢٠٢٦ (١ رجب ١٤٤٨ هـ)»).
 */
export function useWithHijri(): (gregorian: string, value: string) => string {
  const { i18n } = useTranslation();
  const hijri = showsHijri(i18n.language, useDateCalendars());
  return (gregorian, value) => (hijri ? withHijri(gregorian, value) : gregorian);
}
