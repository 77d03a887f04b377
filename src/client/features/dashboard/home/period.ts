import { addDays, isIsoDay, todayIn } from '../../../../shared/dates';

export type PeriodChoice = 'month' | 'previous' | 'custom';

const firstOfMonth = (day: string) => `${day.slice(0, 8)}01`;
const lastOfMonth = (day: string) => {
  const [year, month] = day.split('-').map(Number);
  return addDays(`${month === 12 ? year + 1 : year}-${String((month % 12) + 1).padStart(2, '0')}-01`, -1);
};

/** The inclusive resort days a choice stands for; a custom period missing a valid end falls back to this month. */
export function periodFor(choice: PeriodChoice, custom: { from?: string; to?: string }, today = todayIn()): { from: string; to: string } {
  if (choice === 'previous') {
    const last = addDays(firstOfMonth(today), -1);
    return { from: firstOfMonth(last), to: last };
  }
  if (choice === 'custom' && isIsoDay(custom.from) && isIsoDay(custom.to)) return { from: custom.from, to: custom.to };
  return { from: firstOfMonth(today), to: lastOfMonth(today) };
}
