import { addDays, daysBetween, firstOfMonth, isIsoDay, lastOfMonth, todayIn } from '../../../../shared/dates';
import { FIGURES_MAX_DAYS } from '../../../../shared/schemas/dashboard/figures';

/** The presets (this month, last month, this year, last year) and a period of chosen dates. */
export type PeriodChoice = 'month' | 'previous' | 'year' | 'previousYear' | 'custom';
export type Period = { from: string; to: string };

/** Whether the server takes a period: two days, in order, at most FIGURES_MAX_DAYS days (the server's own limit). */
export const periodProblem = (from: string | undefined, to: string | undefined): 'incomplete' | 'order' | 'tooLong' | null => {
  if (!isIsoDay(from) || !isIsoDay(to)) return 'incomplete';
  if (to < from) return 'order';
  return daysBetween(from, to) + 1 > FIGURES_MAX_DAYS ? 'tooLong' : null;
};

/** The last day a period starting on `from` may end on. */
export const lastAllowedDay = (from: string) => addDays(from, FIGURES_MAX_DAYS - 1);

/** The inclusive resort days a choice stands for; null for chosen dates that make no period the server takes. */
export function periodFor(choice: PeriodChoice, custom: { from?: string; to?: string }, today = todayIn()): Period | null {
  const year = today.slice(0, 4);
  switch (choice) {
    case 'previous': {
      const last = addDays(firstOfMonth(today), -1);
      return { from: firstOfMonth(last), to: last };
    }
    case 'year':
      return { from: `${year}-01-01`, to: `${year}-12-31` };
    case 'previousYear':
      return { from: `${Number(year) - 1}-01-01`, to: `${Number(year) - 1}-12-31` };
    case 'custom':
      return periodProblem(custom.from, custom.to) ? null : { from: custom.from!, to: custom.to! };
    default:
      return { from: firstOfMonth(today), to: lastOfMonth(today) };
  }
}

/** The same day a year earlier; 29 February becomes the 28th. */
const yearEarlier = (day: string) => {
  const year = Number(day.slice(0, 4)) - 1;
  return isIsoDay(`${year}${day.slice(4)}`) ? `${year}${day.slice(4)}` : `${year}${day.slice(4, 8)}28`;
};

/** The same period a year earlier, trimmed at its start if a 29 February would make it longer than the server takes. */
export function samePeriodLastYear({ from, to }: Period): Period {
  const end = yearEarlier(to);
  const start = yearEarlier(from);
  return { from: daysBetween(start, end) + 1 > FIGURES_MAX_DAYS ? addDays(end, -(FIGURES_MAX_DAYS - 1)) : start, to: end };
}
