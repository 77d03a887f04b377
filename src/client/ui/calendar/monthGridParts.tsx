// The pieces of a month grid that the availability calendar and the date fields' picker both draw.
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { formatDate } from '../format';
import type { CellState } from './Calendar.styles';

type DayMarks = { isStart: boolean; isEnd: boolean; inside: boolean; disabled: boolean };

/** A chosen end wins over the range between, which wins over a day that cannot be picked. */
export function cellState({ isStart, isEnd, inside, disabled }: DayMarks): CellState {
  if (isStart || isEnd) return 'edge';
  if (inside) return 'inside';
  return disabled ? 'disabled' : 'free';
}

/**
 * A day's accessible name that starts with what its cell shows, in the same order, when that is more than the
 * day's number (a short price beside it): a voice-control user says what they see (WCAG 2.5.3, label in name).
 */
export function shownFirst(shown: string | undefined, label: string): string {
  return shown ? `${shown}, ${label}` : label;
}

/**
 * What a screen reader hears for a day: what the cell shows when that is more than the day's number (its price, as
 * shown), then the full date, an optional note (the exact price), and check-in/out. The shown text comes first and
 * in its order, so a voice-control user can say what they see (WCAG 2.5.3, label in name).
 */
export function dayCellLabel(
  t: TFunction,
  day: string,
  lang: string,
  { shown, note, isStart, isEnd }: { shown?: string; note?: string; isStart: boolean; isEnd: boolean },
): string {
  return shownFirst(
    shown,
    [
      formatDate(day, lang, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }),
      note,
      isStart ? t('calendar.checkIn') : null,
      isEnd ? t('calendar.checkOut') : null,
    ]
      .filter(Boolean)
      .join(', '),
  );
}

type CellMarks = { tabStop: string; label: string; selected: boolean; disabled: boolean };

/** A day's grid-cell attributes: the grid's one tab stop, what is read out, chosen, and pickable. */
export function dayCellProps(day: string, { tabStop, label, selected, disabled }: CellMarks) {
  return {
    role: 'gridcell',
    'data-day': day,
    tabIndex: day === tabStop ? 0 : -1,
    'aria-label': label,
    'aria-selected': selected,
    'aria-disabled': disabled || undefined,
  } as const;
}

/** The grid's body: a row a week, an inert cell for each pad before the 1st and after the last. */
export function MonthWeeks({ weeks, renderDay }: { weeks: (string | null)[][]; renderDay: (day: string) => ReactNode }) {
  return (
    <tbody>
      {weeks.map((week) => (
        <tr key={week.find(Boolean) ?? ''}>
          {week.map((day, index) => (day ? renderDay(day) : <td key={`pad-${index}`} role="gridcell" aria-hidden="true" />))}
        </tr>
      ))}
    </tbody>
  );
}
