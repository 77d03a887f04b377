/** Time comes from here, never from `new Date()` in rules, so holds and expiries are testable. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };
