import type { Booking } from '../../../src/shared/schemas/booking';
import type { StayPlace } from '../../../src/server/modules/bookings/place';

const ticket = (over: Partial<Booking['events'][number]>) => ({
  id: 1,
  event: 3,
  title: 'Reef snorkelling',
  title_ar: 'الغوص بين الشعاب',
  date: '2026-04-02',
  date_id: 9,
  quantity: 2,
  unit_price: '100.00',
  total: '200.00',
  is_extra: false,
  is_paid: true,
  ...over,
});

/** A paid booking as the API shows it: what the e-mails and the e-ticket are rendered from. */
export function paidBooking(over: Partial<Booking> = {}): Booking {
  const checkIn = '2026-04-01T12:00:00.000Z';
  const checkOut = '2026-04-03T09:00:00.000Z';
  return {
    id: 41,
    code: 'KR-7Q2M9X',
    user: { id: 5, full_name: 'Huda <script>alert(1)</script> & co', email: 'huda@example.com' },
    hut: { id: 2, title: 'Coral Hut', title_ar: 'كوخ المرجان', main_image: null },
    persons_max_num: 2,
    kids_max_num: 1,
    status: 'paid',
    created_at: '2026-03-01T09:00:00.000Z',
    hold_expires_at: null,
    dates: { date_from: '2026-04-01', date_to: '2026-04-03', nights: 2, check_in: checkIn, check_out: checkOut },
    events: [ticket({})],
    services: [
      ticket({
        id: 2,
        event: undefined,
        service: 4,
        title: 'Breakfast tray',
        title_ar: 'صينية الإفطار',
        date: null,
        date_id: null,
        quantity: 1,
        unit_price: '150.00',
        total: '150.00',
      }),
    ],
    special_items: [],
    promocode: null,
    subtotal: '1608.70',
    discount: '0.00',
    vat: '241.30',
    total_price: '1850.00',
    paid: '1850.00',
    not_paid: '0.00',
    currency: 'SAR',
    qr_code: null,
    cancellation: {
      deadline: '2026-03-30T12:00:00.000Z',
      free_until: '2026-03-30T12:00:00.000Z',
      non_refundable: false,
      refundable_amount: '1850.00',
      full_refund_hours: 48,
      reason: null,
      cancelled_at: null,
      refunded_at: null,
    },
    hut_details: { id: 2, max_persons_num: 4, max_kids_num: 2, available_dates: [] },
    check_in: checkIn,
    check_out: checkOut,
    events_tickets_count: 1,
    qr_code_image: null,
    ...over,
  } as Booking;
}

export const resortPlace: StayPlace = {
  address: 'Ken Resort, Coast Road, Umluj; Red Sea',
  addressAr: 'منتجع كِن، طريق الساحل، أملج',
  latitude: 25.0213,
  longitude: 37.2685,
};
