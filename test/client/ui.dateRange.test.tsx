import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { DateRange } from '../../src/client/ui/DateRange';
import { renderWithProviders } from '../helpers/client/renderWithProviders';
import { server } from '../helpers/client/server';
import { sessionFor } from '../helpers/client/session';
import { makeBooking } from './booking/fixtures';

// Issue 20, item 30: one component writes every date range; its arrow is an icon that mirrors with the page.
const TEXT_ARROWS = /[→←]/;

test.each([
  ['en', 'Thu 10 Dec to Sat 12 Dec'],
  ['ar', 'الخميس، ١٠ ديسمبر إلى السبت، ١٢ ديسمبر'],
] as const)('a range in %s: both dates in reading order, "to" for screen readers, no text arrow', async (language, spoken) => {
  const { container } = await renderWithProviders(<DateRange from="2026-12-10" to="2026-12-12" />, { language });
  const times = container.querySelectorAll('time');
  expect([...times].map((time) => time.getAttribute('datetime'))).toEqual(['2026-12-10', '2026-12-12']);
  expect(container.textContent?.replace(/\s+/g, ' ').trim()).toBe(spoken);
  expect(container.textContent).not.toMatch(TEXT_ARROWS);
  expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
});

test('the booking summary and My bookings write their ranges with it', async () => {
  server.use(
    http.get('*/api/config/', () =>
      HttpResponse.json({
        google_client_id: null,
        payment_provider: 'sandbox',
        currency: 'SAR',
        vat_rate: 0.15,
        time_zone: 'Asia/Riyadh',
        cancel_full_refund_hours: 48,
      }),
    ),
    http.get('*/api/products/bookings/upcoming/list/', () =>
      HttpResponse.json({
        count: 1,
        page: 1,
        pages: 1,
        next: null,
        previous: null,
        results: [makeBooking({ status: 'paid', paid: '900.00', not_paid: '0.00' })],
      }),
    ),
  );
  await renderWithProviders(undefined, { route: '/my-booking', preloadedState: { auth: sessionFor('guest') }, language: 'ar' });
  const card = await screen.findByRole('article');
  expect(card.querySelector('time[datetime="2026-12-10"]')).not.toBeNull();
  expect(card.textContent).not.toMatch(TEXT_ARROWS);
});
