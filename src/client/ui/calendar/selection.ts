import { nightsOf } from './dates';

/**
 * A night as the availability answer gives it; `arrival`, `departure`, `min_nights` and `max_nights` are the
 * stay rules of that date (issue 24 §2): absent means no rule.
 */
export type NightInfo = {
  price: string | null;
  available: boolean;
  arrival?: boolean;
  departure?: boolean;
  min_nights?: number | null;
  max_nights?: number | null;
};
export type NightMap = Record<string, NightInfo | undefined>;
export type StayRange = { checkIn: string | null; checkOut: string | null };

/** Why a check-in or check-out cannot be picked: a taken night, or the stay rule it breaks. */
export type Refusal = 'taken' | 'noArrival' | 'minNights' | 'maxNights' | 'noDeparture';

const isFree = (nights: NightMap, night: string) => nights[night]?.available === true && nights[night]?.price != null;

/** Every night from check-in up to the day before check-out can be sold. */
export const rangeIsFree = (nights: NightMap, checkIn: string, checkOut: string) =>
  checkOut > checkIn && nightsOf(checkIn, checkOut).every((night) => isFree(nights, night));

/** Why `day` cannot start a stay, or null. */
export function arrivalRefusal(nights: NightMap, day: string): Refusal | null {
  if (!isFree(nights, day)) return 'taken';
  return nights[day]?.arrival === false ? 'noArrival' : null;
}

/** Why the stay checkIn..checkOut cannot be booked (its nights, then the rules of its arrival and departure days), or null. */
export function stayRefusal(nights: NightMap, checkIn: string, checkOut: string): Refusal | null {
  if (!rangeIsFree(nights, checkIn, checkOut)) return 'taken';
  const length = nightsOf(checkIn, checkOut).length;
  const arrival = nights[checkIn];
  if (arrival?.min_nights && length < arrival.min_nights) return 'minNights';
  if (arrival?.max_nights && length > arrival.max_nights) return 'maxNights';
  return nights[checkOut]?.departure === false ? 'noDeparture' : null;
}

/** Whether `day` can be picked now: as a check-out after a check-in, or else as a check-in. */
export function canPick(range: StayRange, nights: NightMap, day: string): boolean {
  if (range.checkIn && !range.checkOut && day > range.checkIn) return stayRefusal(nights, range.checkIn, day) === null;
  return arrivalRefusal(nights, day) === null;
}

export type PickResult = { range: StayRange; refused: boolean; reason?: Refusal };

/**
 * The calendar's selection rule. A first pick is the check-in; a later day is the check-out when every
 * night in between is free and the stay keeps the rules of its days, otherwise the pick is refused (with the
 * reason) and the check-in stays; an earlier day moves the check-in; a pick after a full range starts again.
 */
export function pickDay(range: StayRange, nights: NightMap, day: string): PickResult {
  const choosingCheckOut = range.checkIn !== null && range.checkOut === null && day > range.checkIn;
  if (choosingCheckOut) {
    const reason = stayRefusal(nights, range.checkIn as string, day);
    return reason === null ? { range: { checkIn: range.checkIn, checkOut: day }, refused: false } : { range, refused: true, reason };
  }
  const reason = arrivalRefusal(nights, day);
  if (reason === 'noArrival') return { range, refused: true, reason };
  if (reason !== null) return { range, refused: false };
  return { range: { checkIn: day, checkOut: null }, refused: false };
}
