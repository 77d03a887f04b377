import { todayIn } from '../../shared/dates';
import type { Clock } from './clock';

export { addDays, daysBetween } from '../../shared/dates';

/** Today's date (`YYYY-MM-DD`) on the resort's calendar: what "future" and "past" mean for stays and events. */
export function resortToday(clock: Clock, timeZone: string): string {
  return todayIn(timeZone, clock.now());
}
