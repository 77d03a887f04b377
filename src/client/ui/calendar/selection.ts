import { nightsOf } from './dates';

export type NightInfo = { price: string | null; available: boolean };
export type NightMap = Record<string, NightInfo | undefined>;
export type StayRange = { checkIn: string | null; checkOut: string | null };

const isFree = (nights: NightMap, night: string) => nights[night]?.available === true && nights[night]?.price != null;

/** Every night from check-in up to the day before check-out can be sold. */
export const rangeIsFree = (nights: NightMap, checkIn: string, checkOut: string) =>
  checkOut > checkIn && nightsOf(checkIn, checkOut).every((night) => isFree(nights, night));

/** Whether `day` can be picked now: as a check-out after a check-in, or else as a check-in. */
export function canPick(range: StayRange, nights: NightMap, day: string): boolean {
  if (range.checkIn && !range.checkOut && day > range.checkIn) return rangeIsFree(nights, range.checkIn, day);
  return isFree(nights, day);
}

export type PickResult = { range: StayRange; refused: boolean };

/**
 * The calendar's selection rule. A first pick is the check-in; a later day is the check-out when every
 * night in between is free, otherwise the pick is refused and the check-in stays; an earlier day moves
 * the check-in; a pick after a full range starts again.
 */
export function pickDay(range: StayRange, nights: NightMap, day: string): PickResult {
  const choosingCheckOut = range.checkIn !== null && range.checkOut === null && day > range.checkIn;
  if (choosingCheckOut) {
    return rangeIsFree(nights, range.checkIn as string, day)
      ? { range: { checkIn: range.checkIn, checkOut: day }, refused: false }
      : { range, refused: true };
  }
  if (!isFree(nights, day)) return { range, refused: false };
  return { range: { checkIn: day, checkOut: null }, refused: false };
}
