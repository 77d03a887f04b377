import { Type, type Static } from '@sinclair/typebox';
import { DateString, Id, Nullable, PageNumber, Paginated } from '../common';

/** The front desk's scan log and housekeeping (issue 23 §4). */
const literals = <T extends string>(values: readonly T[]) => Type.Union(values.map((value) => Type.Literal(value)));

export const SCAN_ACTIONS = ['verify', 'check_in', 'check_out', 'redeem'] as const;
export type ScanAction = (typeof SCAN_ACTIONS)[number];
export const SCAN_RESULTS = ['ok', 'refused'] as const;
export type ScanResult = (typeof SCAN_RESULTS)[number];

export const ScanLogQuery = Type.Object({
  result: Type.Optional(literals(SCAN_RESULTS)),
  action: Type.Optional(literals(SCAN_ACTIONS)),
  /** Inclusive resort days. */
  from: Type.Optional(DateString),
  to: Type.Optional(DateString),
  /** The staff member (or supplier) who scanned. */
  staff: Type.Optional(Id),
  page: Type.Optional(PageNumber),
});
export type ScanLogQuery = Static<typeof ScanLogQuery>;

export const ScanLogEntry = Type.Object({
  id: Type.Integer(),
  at: Type.String({ format: 'date-time' }),
  action: literals(SCAN_ACTIONS),
  via: literals(['desk', 'scan'] as const),
  result: literals(SCAN_RESULTS),
  /** Why it was refused: a check-in reason (unknown, forged, not_today…), already_checked_in, not_checked_in, already_checked_out, over_quantity, not_found. */
  reason: Nullable(Type.String()),
  staff: Nullable(Type.Object({ id: Type.Integer(), name: Type.String() })),
  device: Type.String(),
  booking: Nullable(Type.Object({ id: Type.Integer(), code: Type.String(), guest: Type.String() })),
  ticket_id: Nullable(Type.Integer()),
});
export type ScanLogEntry = Static<typeof ScanLogEntry>;
export const ScanLogPage = Type.Composite([
  Paginated(ScanLogEntry),
  /** Who appears in the log, for the staff filter. */
  Type.Object({ staff: Type.Array(Type.Object({ id: Type.Integer(), name: Type.String() })) }),
]);
export type ScanLogPage = Static<typeof ScanLogPage>;

export const HOUSEKEEPING_STATUSES = ['clean', 'dirty', 'inspected', 'out_of_order'] as const;
export type HousekeepingStatus = (typeof HOUSEKEEPING_STATUSES)[number];

export const HousekeepingBody = Type.Object(
  {
    status: literals(HOUSEKEEPING_STATUSES),
    note: Type.Optional(Type.String({ maxLength: 500 })),
    /** Out of order only: the nights (inclusive) closed for sale. */
    date_from: Type.Optional(DateString),
    date_to: Type.Optional(DateString),
  },
  { additionalProperties: false },
);
export type HousekeepingBody = Static<typeof HousekeepingBody>;

export const HutHousekeeping = Type.Object({
  hut: Type.Object({ id: Type.Integer(), title: Type.String(), title_ar: Type.String() }),
  status: literals(HOUSEKEEPING_STATUSES),
  note: Type.String(),
  updated_at: Nullable(Type.String({ format: 'date-time' })),
  updated_by: Nullable(Type.String()),
  closure: Nullable(Type.Object({ id: Type.Integer(), date_from: DateString, date_to: DateString })),
  /** A guest is checked in and not yet checked out. */
  occupied: Type.Boolean(),
});
export type HutHousekeeping = Static<typeof HutHousekeeping>;
export const HousekeepingList = Type.Object({ results: Type.Array(HutHousekeeping) });
export type HousekeepingList = Static<typeof HousekeepingList>;
export const HutIdParams = Type.Object({ id: Id });
