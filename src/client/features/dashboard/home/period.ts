import { addDays, firstOfMonth, isIsoDay, lastOfMonth, todayIn } from '../../../../shared/dates';

export type PeriodChoice = 'month' | 'previous' | 'custom';

/** The inclusive resort days a choice stands for; a custom period missing a valid end falls back to this month. */
export function periodFor(choice: PeriodChoice, custom: { from?: string; to?: string }, today = todayIn()): { from: string; to: string } {
  if (choice === 'previous') {
    const last = addDays(firstOfMonth(today), -1);
    return { from: firstOfMonth(last), to: last };
  }
  if (choice === 'custom' && isIsoDay(custom.from) && isIsoDay(custom.to)) return { from: custom.from, to: custom.to };
  return { from: firstOfMonth(today), to: lastOfMonth(today) };
}
