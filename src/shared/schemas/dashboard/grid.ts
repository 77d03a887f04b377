import { Type, type Static } from '@sinclair/typebox';
import { DateString, Id } from '../common';

/** The reservations grid (issue 23 §1): every hut's bookings and closed nights over a few weeks. */
const literals = <T extends string>(values: readonly T[]) => Type.Union(values.map((value) => Type.Literal(value)));

/** The longest range one request may ask for (two months, so a month on either side of today fits). */
export const GRID_MAX_DAYS = 62;
/** The range when none is given: two weeks from today. */
export const GRID_DEFAULT_DAYS = 14;

/** Inclusive resort days; from defaults to today, to to from + 13. */
export const GridQuery = Type.Object({
  from: Type.Optional(DateString),
  to: Type.Optional(DateString),
});
export type GridQuery = Static<typeof GridQuery>;

/**
 * What the front desk sees of a stay, from its status, its gate check-in and its no-show mark: held (a hold that
 * has not lapsed), paid, checked in, checked out (the stay is over), no-show. Drafts, lapsed holds and
 * cancelled stays hold no nights and are not on the grid.
 */
export const GRID_STATES = ['held', 'paid', 'checked_in', 'checked_out', 'no_show'] as const;
export type GridState = (typeof GRID_STATES)[number];

export const GridBooking = Type.Object({
  id: Id,
  code: Type.String(),
  guest_name: Type.String(),
  /** Check-in day and check-out day (the morning after the last night). */
  date_from: DateString,
  date_to: DateString,
  state: literals(GRID_STATES),
  persons: Type.Integer(),
  kids: Type.Integer(),
  /** Something is still owed: the stay until it is paid, or extras added since. */
  unpaid: Type.Boolean(),
});
export type GridBooking = Static<typeof GridBooking>;

/**
 * Nights not sold here, inclusive like the catalogue's closures (the last closed night is date_to): closed by staff
 * (`closure`, with their reason) or sold on a channel whose calendar is imported (`channel`, the reason its name).
 * Channel nights may overlap each other and closures.
 */
export const GridClosure = Type.Object({
  source: literals(['closure', 'channel'] as const),
  date_from: DateString,
  date_to: DateString,
  reason: Type.String(),
});
export type GridClosure = Static<typeof GridClosure>;

/** A hut's housekeeping status as it is now (a hut never set is clean), with the housekeeper's note. */
export const HOUSEKEEPING_STATES = ['clean', 'dirty', 'inspected', 'out_of_order'] as const;
export const GridHousekeeping = Type.Object({ status: literals(HOUSEKEEPING_STATES), note: Type.String() });
export type GridHousekeeping = Static<typeof GridHousekeeping>;

export const GridHut = Type.Object({
  id: Id,
  title: Type.String(),
  title_ar: Type.String(),
  /** Inactive huts are shown (they may still have stays) but not sold. */
  is_active: Type.Boolean(),
  housekeeping: GridHousekeeping,
  bookings: Type.Array(GridBooking),
  closures: Type.Array(GridClosure),
});
export type GridHut = Static<typeof GridHut>;

export const Grid = Type.Object({
  from: DateString,
  to: DateString,
  today: DateString,
  huts: Type.Array(GridHut),
});
export type Grid = Static<typeof Grid>;

export const gridStateOf = (status: string, checkedIn: boolean, noShow: boolean, checkedOut = false): GridState | null => {
  if (noShow) return 'no_show';
  if (status === 'completed' || checkedOut) return 'checked_out';
  if (status === 'paid') return checkedIn ? 'checked_in' : 'paid';
  if (status === 'confirmed') return 'held';
  return null;
};
