import { screen, within } from '@testing-library/react';
import { Totals } from '../../../src/client/features/booking/components/Totals';
import { renderWithProviders } from '../../helpers/client/renderWithProviders';
import { makeBooking } from './fixtures';

// Issue 24 §2 with issue 23 §3: the booking's page breaks the stay's price down from the breakdown the booking keeps
// (a change saves the new stay's). Five nights 2650.00, one extra adult and one child 750.00, 10 % off for the long
// stay (340.00), the rate's 5 % (153.00) and its breakfast 300.00: 3207.00, VAT 418.30 included.
const plan = {
  id: 4,
  name: 'Breakfast included',
  name_ar: 'شامل الإفطار',
  percent_off: 5,
  addon_per_night: '60.00',
  refundable: true,
  free_cancel_hours: 72,
  policy: '',
  policy_ar: '',
};
const changed = makeBooking({
  status: 'paid',
  persons_max_num: 3,
  kids_max_num: 1,
  dates: {
    date_from: '2026-12-07',
    date_to: '2026-12-12',
    nights: 5,
    check_in: '2026-12-07T12:00:00.000Z',
    check_out: '2026-12-12T09:00:00.000Z',
  },
  subtotal: '3207.00',
  vat: '418.30',
  total_price: '3207.00',
  paid: '3207.00',
  not_paid: '0.00',
  rate_plan: {
    plan,
    breakdown: {
      nights: 5,
      nights_total: '2650.00',
      extra_adults: 1,
      extra_kids: 1,
      extra_guests: '750.00',
      stay_discount_percent: 10,
      stay_discount: '340.00',
      plan_discount: '153.00',
      plan_addon: '300.00',
      total: '3207.00',
    },
  },
});

const rowsOf = (list: HTMLElement) =>
  within(list)
    .getAllByRole('term')
    .map((term) => `${term.textContent} = ${term.nextElementSibling?.textContent}`)
    // Intl's no-break spaces as spaces, without its direction marks.
    .map((row) => row.replace(/\s+/g, ' ').replace(/[\u200e\u200f]/g, ''));

test('the stay is broken down as the booking keeps it: nights, extra guests, long-stay and rate discounts, the rate’s extras', async () => {
  await renderWithProviders(<Totals booking={changed} />);
  const rows = rowsOf(screen.getByLabelText('Price breakdown'));
  expect(rows.slice(0, 5)).toEqual([
    'Stay · 5 nights = SAR 2,650',
    'Extra guests = SAR 750',
    'Long-stay discount (10 %) = −SAR 340',
    'Rate discount (5 %) = −SAR 153',
    'Rate extras = SAR 300',
  ]);
  expect(screen.getByTestId('booking-total')).toHaveTextContent('SAR 3,207');
});

test('in Arabic, with the language’s digits', async () => {
  await renderWithProviders(<Totals booking={changed} />, { language: 'ar' });
  const rows = rowsOf(screen.getByLabelText('تفاصيل السعر'));
  expect(rows[0]).toMatch(/^الإقامة، ٥ ليالٍ = .*٢٬٦٥٠ ر\.س\./);
  expect(rows[1]).toMatch(/^ضيوف إضافيون = .*٧٥٠ ر\.س\./);
  expect(rows[2]).toMatch(/^خصم الإقامة الطويلة \(١٠٪\) = −.*٣٤٠ ر\.س\./);
  expect(rows[3]).toMatch(/^خصم السعر المختار \(٥٪\) = −.*١٥٣ ر\.س\./);
  expect(rows[4]).toMatch(/^إضافات السعر المختار = .*٣٠٠ ر\.س\./);
});

test('a breakdown that does not add up to the stay’s share (or adjusts nothing) leaves the stay as one line', async () => {
  const plain = makeBooking({
    rate_plan: {
      plan: null,
      breakdown: {
        nights: 2,
        nights_total: '900.00',
        extra_adults: 0,
        extra_kids: 0,
        extra_guests: '0.00',
        stay_discount_percent: 0,
        stay_discount: '0.00',
        plan_discount: '0.00',
        plan_addon: '0.00',
        total: '900.00',
      },
    },
  });
  const { unmount } = await renderWithProviders(<Totals booking={plain} />);
  expect(rowsOf(screen.getByLabelText('Price breakdown'))[0]).toBe('Stay · 2 nights = SAR 900');
  expect(screen.queryByText('Extra guests')).not.toBeInTheDocument();
  unmount();
  await renderWithProviders(<Totals booking={{ ...changed, subtotal: '3000.00', total_price: '3000.00' }} />);
  expect(rowsOf(screen.getByLabelText('Price breakdown'))[0]).toBe('Stay · 5 nights = SAR 3,000');
  expect(screen.queryByText('Extra guests')).not.toBeInTheDocument();
});
