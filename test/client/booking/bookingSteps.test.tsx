import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderWithProviders } from '../../helpers/client/renderWithProviders';
import { server } from '../../helpers/client/server';
import { sessionFor } from '../../helpers/client/session';
import { inMinutes, makeBooking } from './fixtures';

// A day visit has no stay: its payment page's stepper names its own steps (tickets, payment, done), a stay keeps four.
const signedIn = { auth: sessionFor('guest') };
const config = http.get('*/api/config/', () =>
  HttpResponse.json({
    google_client_id: null,
    payment_provider: 'sandbox',
    currency: 'SAR',
    vat_rate: 0.15,
    time_zone: 'Asia/Riyadh',
    cancel_full_refund_hours: 48,
  }),
);
const dive = {
  id: 3,
  event: 5,
  title: 'Night dive',
  title_ar: 'غوص ليلي',
  date: '2099-12-10',
  date_id: 9,
  quantity: 2,
  unit_price: '150.00',
  total: '300.00',
  is_extra: false,
  is_paid: false,
};
const visit = makeBooking({
  kind: 'day_visit',
  hut: null,
  hut_details: null,
  status: 'confirmed',
  hold_expires_at: inMinutes(30),
  events: [dive],
  dates: {
    date_from: '2099-12-10',
    date_to: '2099-12-11',
    nights: 0,
    check_in: '2099-12-10T06:00:00.000Z',
    check_out: '2099-12-10T18:00:00.000Z',
  },
});
const steps = async (name: string) =>
  within(await screen.findByRole('list', { name }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

test.each([
  ['en', 'Day visit steps', ['1Tickets', '2Payment', '3Done'], 'Tickets'],
  ['ar', 'مراحل حجز الزيارة', ['١التذاكر', '٢الدفع', '٣تم'], 'التذاكر'],
] as const)(
  'a day visit’s payment page counts tickets, payment and done, with no stay or extras (%s)',
  async (language, name, expected, stay) => {
    server.use(
      config,
      http.get('*/api/products/bookings/7/', () => HttpResponse.json(visit)),
    );
    await renderWithProviders(undefined, { route: '/7/payment', language, preloadedState: signedIn });
    await screen.findByRole('region', { name: language === 'en' ? 'How would you like to pay?' : /كيف/ });
    const list = await steps(name);
    expect(list.map((text) => text?.replace(/✓/, ''))).toEqual(expected.map((text, index) => (index === 0 ? stay : text)));
    // The current step is payment; the tickets before it are done.
    expect(
      within(screen.getByRole('list', { name }))
        .getByText(language === 'en' ? 'Payment' : 'الدفع')
        .closest('li'),
    ).toHaveAttribute('aria-current', 'step');
    expect(screen.queryByText(language === 'en' ? 'Stay' : 'الإقامة')).not.toBeInTheDocument();
    expect(screen.queryByText(language === 'en' ? 'Extras' : 'الإضافات')).not.toBeInTheDocument();
  },
);

test('a stay’s payment page keeps its four steps', async () => {
  server.use(
    config,
    http.get('*/api/products/bookings/7/', () => HttpResponse.json(makeBooking({ status: 'confirmed', hold_expires_at: inMinutes(30) }))),
  );
  await renderWithProviders(undefined, { route: '/7/payment', preloadedState: signedIn });
  await screen.findByRole('region', { name: 'How would you like to pay?' });
  expect((await steps('Booking steps')).map((text) => text?.replace(/✓/, ''))).toEqual(['Stay', 'Extras', '3Payment', '4Done']);
});
