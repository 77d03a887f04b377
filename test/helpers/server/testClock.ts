import type { Clock } from '../../../src/server/lib/clock';

export interface TestClock extends Clock {
  set(date: Date | string): void;
  advance(ms: number): void;
}

/** A clock that only moves when a test moves it. */
export function createTestClock(start: Date | string = '2026-03-01T09:00:00.000Z'): TestClock {
  let current = new Date(start);
  return {
    now: () => new Date(current),
    set: (date) => void (current = new Date(date)),
    advance: (ms) => void (current = new Date(current.getTime() + ms)),
  };
}
