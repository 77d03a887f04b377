import { Type, type Static } from '@sinclair/typebox';
import { DateString, Money, Nullable } from '../common';

/** The longest period the figures cover in one request (a leap year). */
export const FIGURES_MAX_DAYS = 366;
/** How far ahead the forward-looking series reaches, from the resort's today. */
export const FIGURES_AHEAD_DAYS = 30;

/** Statuses whose nights count as sold: paid, and the state a paid stay ends in. */
export const SOLD_STATUSES = ['paid', 'completed'] as const;
export const BOOKING_STATUSES = ['pending', 'confirmed', 'paid', 'expired', 'cancelled', 'refunded', 'completed'] as const;

/** Inclusive resort days; both default to this month. */
export const FiguresQuery = Type.Object({
  from: Type.Optional(DateString),
  to: Type.Optional(DateString),
});
export type FiguresQuery = Static<typeof FiguresQuery>;

const Count = Type.Integer({ minimum: 0 });

export const FiguresDay = Type.Object({
  date: DateString,
  /** Active huts not closed that night. */
  huts_open: Count,
  nights_sold: Count,
  /** Sold stays whose first night is this date. */
  arrivals: Count,
});
export type FiguresDay = Static<typeof FiguresDay>;

export const Figures = Type.Object({
  period: Type.Object({ from: DateString, to: DateString, days: Count }),
  today: DateString,
  currency: Type.String(),
  nights_sold: Count,
  nights_open: Count,
  /** nights_sold / nights_open, 0–1; null when no hut was open. */
  occupancy: Nullable(Type.Number({ minimum: 0 })),
  /** Charges of sold stays, spread evenly over their nights (the period gets its nights' share), and of sold day visits
   * on days of the period. VAT included. */
  revenue: Money,
  vat: Money,
  /** Refunds paid out on days of the period (any booking). */
  refunds: Money,
  /** Sold day visits (issue 25 §2) on days of the period: bookings, visitors and their charges (part of revenue). */
  day_visits: Type.Object({ bookings: Count, visitors: Count, revenue: Money }),
  /** The stays' revenue / nights_sold (day visits left out); null when no night was sold. */
  average_nightly_rate: Nullable(Money),
  /** Bookings whose stay (or day visit's day) overlaps the period, by status (every status present, 0 when none). */
  bookings_by_status: Type.Object(
    Object.fromEntries(BOOKING_STATUSES.map((status) => [status, Count])) as Record<(typeof BOOKING_STATUSES)[number], typeof Count>,
  ),
  /** Bookings (stays and day visits) cancelled on days of the period. */
  cancellations: Count,
  next_days: Type.Array(FiguresDay),
});
export type Figures = Static<typeof Figures>;
