// The keyboard of a month grid (the APG date grid), shared by the availability calendar and the date picker:
// arrows move a day or a week (left and right mirrored in Arabic), Home and End go to the week's first and
// last day, PageUp and PageDown a month (with Shift a year), Enter and Space pick. Focus follows the keyboard
// into the month it lands in; the month buttons page without taking focus from them.
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { addDays, addMonths, endOfMonth, startOfMonth, weekday } from './dates';

/** The same day of the month `months` away, or that month's last day when it is shorter. */
const sameDayIn = (day: string, months: number) => {
  const first = addMonths(day, months);
  const last = Number(endOfMonth(first).slice(8));
  return addDays(first, Math.min(Number(day.slice(8)), last) - 1);
};

const clamp = (day: string, min?: string, max?: string) => (min && day < min ? min : max && day > max ? max : day);

interface GridWay {
  rtl: boolean;
  /** 0 = Sunday … 6 = Saturday, as the language's weeks start. */
  firstDay: number;
}

/** The day a key moves focus to from `day`, or null for a key the grid does not move on. */
export function dayAfterKey(key: string, shift: boolean, day: string, { rtl, firstDay }: GridWay): string | null {
  const forward = rtl ? -1 : 1;
  const intoWeek = (weekday(day) - firstDay + 7) % 7;
  switch (key) {
    case 'ArrowRight':
      return addDays(day, forward);
    case 'ArrowLeft':
      return addDays(day, -forward);
    case 'ArrowDown':
      return addDays(day, 7);
    case 'ArrowUp':
      return addDays(day, -7);
    case 'Home':
      return addDays(day, -intoWeek);
    case 'End':
      return addDays(day, 6 - intoWeek);
    case 'PageUp':
      return sameDayIn(day, shift ? -12 : -1);
    case 'PageDown':
      return sameDayIn(day, shift ? 12 : 1);
    default:
      return null;
  }
}

interface Options extends GridWay {
  /** The day focus starts on (kept within min and max). */
  initialDay: string;
  min?: string;
  max?: string;
  /** Focus goes into the grid at once (a picker that has just opened). */
  focusOnMount?: boolean;
  /** Enter or Space on the focused day. */
  onPick: (day: string) => void;
}

export function useCalendarKeyboard({ initialDay, min, max, rtl, firstDay, focusOnMount = false, onPick }: Options) {
  const [focusDay, setFocusDay] = useState(() => clamp(initialDay, min, max));
  /** The first day of the month shown. */
  const [month, setMonth] = useState(() => startOfMonth(focusDay));
  const gridRef = useRef<HTMLTableElement>(null);
  const wantsFocus = useRef(focusOnMount);

  useEffect(() => {
    if (!wantsFocus.current) return;
    wantsFocus.current = false;
    gridRef.current?.querySelector<HTMLElement>(`[data-day="${focusDay}"]`)?.focus();
  }, [focusDay, month]);

  const moveFocus = (day: string) => {
    const next = clamp(day, min, max);
    wantsFocus.current = true;
    setFocusDay(next);
    if (startOfMonth(next) !== month) setMonth(startOfMonth(next));
  };

  /** Shows the month of `day`, its tab stop on its first day (within min and max). */
  const showMonth = (day: string) => {
    const first = startOfMonth(day);
    setMonth(first);
    setFocusDay(clamp(first, min, max));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      onPick(focusDay);
      return;
    }
    const next = dayAfterKey(event.key, event.shiftKey, focusDay, { rtl, firstDay });
    if (next === null) return;
    event.preventDefault();
    moveFocus(next);
  };

  /** The one day cell in the tab order: the focused day, or the month's first when focus is in another month. */
  const tabStop = startOfMonth(focusDay) === month ? focusDay : clamp(month, min, max);

  return { focusDay, setFocusDay, month, gridRef, onKeyDown, showMonth, tabStop };
}
