// A booking as the API answers it, with overrides.
import type { Booking } from '../../../src/shared/schemas/booking';

export function makeBooking(overrides: Partial<Booking> = {}): Booking {
  return {
    id: 7,
    code: 'KEN-7F3K2Q',
    user: { id: 1, full_name: 'Sara Ali', email: 'sara@example.com' },
    hut: { id: 3, title: 'Coral Hut', title_ar: 'كوخ المرجان', main_image: null },
    persons_max_num: 2,
    kids_max_num: 0,
    status: 'pending',
    created_at: '2026-11-20T10:00:00.000Z',
    hold_expires_at: null,
    dates: {
      date_from: '2026-12-10',
      date_to: '2026-12-12',
      nights: 2,
      check_in: '2026-12-10T12:00:00.000Z',
      check_out: '2026-12-12T09:00:00.000Z',
    },
    events: [],
    services: [],
    special_items: [],
    promocode: null,
    subtotal: '900.00',
    discount: '0.00',
    vat: '117.39',
    total_price: '900.00',
    paid: '0.00',
    not_paid: '900.00',
    currency: 'SAR',
    qr_code: null,
    cancellation: {
      deadline: '2026-12-08T12:00:00.000Z',
      free_until: '2026-12-08T12:00:00.000Z',
      non_refundable: false,
      refundable_amount: '0.00',
      full_refund_hours: 48,
      reason: null,
      cancelled_at: null,
      refunded_at: null,
    },
    hut_details: {
      id: 3,
      max_persons_num: 4,
      max_kids_num: 2,
      available_dates: [{ date_from: '2026-11-01', date_to: '2027-02-28', price: '450.00', weekend_price: '550.00' }],
    },
    check_in: '2026-12-10T12:00:00.000Z',
    check_out: '2026-12-12T09:00:00.000Z',
    events_tickets_count: 0,
    qr_code_image: null,
    ...overrides,
  };
}

export const inMinutes = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();
