import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { BookingTicket } from '../../../src/shared/schemas/booking';
import { renderWithProviders } from '../../helpers/client/renderWithProviders';
import { server } from '../../helpers/client/server';
import { sessionFor } from '../../helpers/client/session';
import { makeBooking } from './fixtures';

// Issue 20, item 22: "+" on an extra keeps the keyboard's focus while the booking updates and at the limit.
const signedIn = { auth: sessionFor('guest') };
const dive = (quantity: number): BookingTicket => ({
  id: 1,
  event: 4,
  title: 'Reef night dive',
  title_ar: 'غوص ليلي',
  date: '2026-12-11',
  date_id: 40,
  quantity,
  unit_price: '150.00',
  total: `${150 * quantity}.00`,
  is_extra: false,
  is_paid: false,
});

function handlers() {
  return [
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
    http.post('*/api/products/avliable/service/', () =>
      HttpResponse.json({
        available_services: [],
        available_events: [
          {
            id: 4,
            title: 'Reef night dive',
            title_ar: 'غوص ليلي',
            image: null,
            dates: [
              { id: 40, date: '2026-12-11', price: '150.00', seats_left: 2, min_purchasable_quantity: 1, max_purchasable_quantity: 2 },
            ],
          },
        ],
      }),
    ),
    http.get('*/api/products/ken-items/hut/3/', () =>
      HttpResponse.json({ count: 0, page: 1, pages: 0, next: null, previous: null, results: [] }),
    ),
  ];
}

test("in Arabic, a dated extra's stepper is named with the Arabic comma (issue 20, item 48)", async () => {
  server.use(
    ...handlers(),
    http.get('*/api/products/bookings/7/', () => HttpResponse.json(makeBooking())),
  );
  await renderWithProviders(undefined, { route: '/7/confirm/confirm-booking', preloadedState: signedIn, language: 'ar' });
  const more = await screen.findByRole('button', { name: 'زيادة: غوص ليلي، ١١ ديسمبر' });
  expect(more.getAttribute('aria-label')).not.toContain(',');
});

test('pressing + on an extra by keyboard keeps focus on it, up to its maximum', async () => {
  let booking = makeBooking();
  // Each update is answered only when the test lets it go, so the "while on its way" state is seen on any machine
  // (a fixed delay let a slow machine answer before the check ran).
  let release: () => void = () => undefined;
  const gate = () => new Promise<void>((resolve) => (release = resolve));
  let held = gate();
  server.use(
    ...handlers(),
    http.get('*/api/products/bookings/7/', () => HttpResponse.json(booking)),
    http.put('*/api/products/booking/update/7/', async ({ request }) => {
      const body = (await request.json()) as { events?: { quantity: number }[] };
      await held;
      booking = makeBooking({ events: [dive(body.events?.[0]?.quantity ?? 0)] });
      return HttpResponse.json(booking);
    }),
  );
  const { user } = await renderWithProviders(undefined, { route: '/7/confirm/confirm-booking', preloadedState: signedIn });
  const more = await screen.findByRole('button', { name: /^More: Reef night dive/ });
  more.focus();
  await user.keyboard('{Enter}');
  // While the update is on its way the stepper cannot be used, and focus stays where it was.
  await waitFor(() => expect(more).toHaveAttribute('aria-disabled', 'true'));
  expect(more).toHaveFocus();
  release();
  await waitFor(() => expect(screen.getByRole('status', { name: /Reef night dive/ })).toHaveTextContent('1'));
  held = gate();
  await waitFor(() => expect(more).not.toHaveAttribute('aria-disabled'));
  await user.keyboard('{Enter}');
  await waitFor(() => expect(more).toHaveAttribute('aria-disabled', 'true'));
  release();
  await waitFor(() => expect(screen.getByRole('status', { name: /Reef night dive/ })).toHaveTextContent('2'));
  // At the maximum: still focused, and says it cannot go further.
  await waitFor(() => expect(more).toHaveAttribute('aria-disabled', 'true'));
  expect(more).toHaveFocus();
});
