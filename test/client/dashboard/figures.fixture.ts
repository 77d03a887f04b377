import { addDays } from '../../../src/shared/dates';
import type { Figures } from '../../../src/shared/schemas/dashboard/figures';

/** Figures as the server answers them: 9 of 57 nights sold in March, 30 nights ahead with an arrival on the 2nd and the 5th. */
export function figuresFixture(over: Partial<Figures> = {}): Figures {
  return {
    period: { from: '2026-03-01', to: '2026-03-31', days: 31 },
    today: '2026-03-01',
    currency: 'SAR',
    nights_sold: 9,
    nights_open: 57,
    occupancy: 9 / 57,
    revenue: '5100.00',
    vat: '665.22',
    refunds: '1100.00',
    average_nightly_rate: '566.67',
    day_visits: { bookings: 2, visitors: 5, revenue: '750.00' },
    bookings_by_status: { pending: 1, confirmed: 0, paid: 3, expired: 0, cancelled: 0, refunded: 1, completed: 1 },
    cancellations: 1,
    next_days: Array.from({ length: 30 }, (_unused, index) => {
      const date = addDays('2026-03-01', index);
      return { date, huts_open: 2, nights_sold: index >= 1 && index <= 6 ? 1 : 0, arrivals: [1, 4].includes(index) ? 1 : 0 };
    }),
    ...over,
  };
}
