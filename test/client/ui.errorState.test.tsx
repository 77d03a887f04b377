// A missing booking or hut is "not found" with a way back; "check your connection" is only for a request
// that never reached the server; any other failure says it went wrong on our side (issue 20, item 23).
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderWithProviders } from '../helpers/client/renderWithProviders';
import { server } from '../helpers/client/server';
import { sessionFor } from '../helpers/client/session';

const signedIn = { auth: sessionFor('guest') };
const config = http.get('*/api/config/', () =>
  HttpResponse.json({ google_client_id: null, payment_provider: 'sandbox', currency: 'SAR', vat_rate: 0.15, time_zone: 'Asia/Riyadh' }),
);
const notFound = () => HttpResponse.json({ detail: 'Not found.' }, { status: 404 });

describe('load failures', () => {
  test.each(['/999999/payment', '/999999/confirm/confirm-booking', '/999999/payment/success'])(
    'a booking that does not exist (%s) is not found, with the way back to My bookings',
    async (route) => {
      server.use(config, http.get('*/api/products/bookings/999999/', notFound), http.get('*/api/products/booking/paid/999999/', notFound));
      await renderWithProviders(undefined, { route, preloadedState: signedIn });
      expect(await screen.findByRole('heading', { level: 1, name: 'We couldn’t find this' })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Back to my bookings' })).toHaveAttribute('href', '/my-booking');
      expect(screen.queryByText(/check your connection/)).not.toBeInTheDocument();
    },
  );

  test('a removed hut is not found, in Arabic, with the way back to the huts', async () => {
    server.use(http.get('*/api/products/huts/:id/', notFound), http.get('*/api/products/huts/:id/availability/', notFound));
    await renderWithProviders(undefined, { route: '/huts/41/details', language: 'ar' });
    expect(await screen.findByRole('heading', { level: 1, name: 'لم نعثر على ما تبحث عنه' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'كل الأكواخ' })).toHaveAttribute('href', '/huts');
    expect(screen.queryByText(/اتصالك/)).not.toBeInTheDocument();
  });

  test('only a request that never reached the server asks to check the connection', async () => {
    server.use(
      config,
      http.get('*/api/products/bookings/upcoming/list/', () => HttpResponse.error()),
    );
    await renderWithProviders(undefined, { route: '/my-booking', preloadedState: signedIn });
    expect(await screen.findByText('Please check your connection and try again.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  test('a server failure says it went wrong on our side and offers to try again', async () => {
    server.use(
      config,
      http.get('*/api/products/bookings/upcoming/list/', () =>
        HttpResponse.json({ detail: 'Server error', request_id: 'x' }, { status: 500 }),
      ),
    );
    await renderWithProviders(undefined, { route: '/my-booking', preloadedState: signedIn });
    expect(await screen.findByText('Something went wrong on our side. Please try again in a moment.')).toBeInTheDocument();
    expect(screen.queryByText(/check your connection/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
