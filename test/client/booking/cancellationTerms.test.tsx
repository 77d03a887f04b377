import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { Booking } from '../../../src/shared/schemas/booking';
import { renderWithProviders } from '../../helpers/client/renderWithProviders';
import { server } from '../../helpers/client/server';
import { sessionFor } from '../../helpers/client/session';
import { inMinutes, makeBooking } from './fixtures';

// Issue 20, item 8: the server's booking view says whether free cancellation is still ahead; every screen reads it.
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
const lastMinute = {
  deadline: '2026-11-24T09:00:00.000Z',
  free_until: null,
  non_refundable: true,
  refundable_amount: '0.00',
  full_refund_hours: 48,
  reason: null,
  cancelled_at: null,
  refunded_at: null,
};
const page = (results: Booking[]) => ({ count: results.length, page: 1, pages: 1, next: null, previous: null, results });

test('before paying, a last-minute booking says it is non-refundable and shows no past free-cancellation date', async () => {
  const booking = makeBooking({ status: 'confirmed', hold_expires_at: inMinutes(30), cancellation: lastMinute });
  server.use(
    config,
    http.get('*/api/products/bookings/7/', () => HttpResponse.json(booking)),
  );
  await renderWithProviders(undefined, { route: '/7/payment', preloadedState: signedIn });
  const pay = await screen.findByRole('region', { name: 'How would you like to pay?' });
  expect(within(pay).getByText('Non-refundable.').closest('p')).toHaveTextContent(
    'Non-refundable. Check-in is less than 48 hours away, so cancelling refunds nothing.',
  );
  expect(screen.queryByText(/Free cancellation until/)).not.toBeInTheDocument();
});

test('in Arabic, before paying, a booking still inside free cancellation shows its date in resort time', async () => {
  const booking = makeBooking({ status: 'confirmed', hold_expires_at: inMinutes(30) });
  server.use(
    config,
    http.get('*/api/products/bookings/7/', () => HttpResponse.json(booking)),
  );
  await renderWithProviders(undefined, { route: '/7/payment', preloadedState: signedIn, language: 'ar' });
  expect(await screen.findByText(/^الإلغاء المجاني حتى الثلاثاء/)).toHaveTextContent('(بتوقيت المنتجع)');
  expect(screen.queryByText(/غير قابل للاسترداد/)).not.toBeInTheDocument();
});

test('My bookings flags a paid last-minute booking, and its cancel dialog gives no free-cancellation date', async () => {
  const booking = makeBooking({ status: 'paid', paid: '900.00', not_paid: '0.00', cancellation: lastMinute });
  server.use(
    config,
    http.get('*/api/products/bookings/upcoming/list/', () => HttpResponse.json(page([booking]))),
  );
  const { user } = await renderWithProviders(undefined, { route: '/my-booking', preloadedState: signedIn });
  const card = await screen.findByRole('article', { name: 'Coral Hut' });
  expect(within(card).getByText('Non-refundable.')).toBeInTheDocument();
  await user.click(within(card).getByRole('button', { name: 'Cancel' }));
  const dialog = screen.getByRole('dialog');
  expect(within(dialog).queryByText('Free cancellation until (resort time)')).not.toBeInTheDocument();
  expect(within(dialog).getByText('Your refund').nextSibling).toHaveTextContent('SAR 0');
});
