import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { readLocale, renderWithProviders } from '../../helpers/client/renderWithProviders';
import { server } from '../../helpers/client/server';
import { makeToken, sessionFor } from '../../helpers/client/session';
import { inMinutes, makeBooking } from '../booking/fixtures';
import { eventDetails, hutDetails, hutHandlers, hutSummary, page, supplierPage } from '../catalogue/fixtures';

const catalogueHandlers = [
  ...hutHandlers({ hut: hutDetails({ ...hutSummary(3), id: 3, title: 'Hut 3' }) }),
  http.get('*/api/products/huts-list/', () => HttpResponse.json(page([hutSummary(1)]))),
  http.get('*/api/products/events/', () => HttpResponse.json(page([]))),
  http.get('*/api/products/events-details/web/:id/', ({ params }) => HttpResponse.json(eventDetails(Number(params.id)))),
  http.get('*/api/products/service-suppliers/list/', () => HttpResponse.json(supplierPage(1, 1))),
];

const en = readLocale('en') as { notFound: { heading: string } };

// The booking screens read booking 7 in the status each one expects.
const bookingFor: Record<string, () => ReturnType<typeof makeBooking>> = {
  '/7/hut/confirm-booking': () => makeBooking(),
  '/7/payment': () => makeBooking({ status: 'confirmed', hold_expires_at: inMinutes(30) }),
  '/7/payment/success': () => makeBooking({ status: 'paid', paid: '900.00', not_paid: '0.00' }),
};
let currentPath = '';

beforeEach(() => {
  // Landing on the home page fetches its content; the guards do not care what it says.
  server.use(
    http.get('*/api/content/*', () => HttpResponse.json([])),
    http.get('*/partners/', () => HttpResponse.json([])),
    http.get('*/api/config/', () =>
      HttpResponse.json({ google_client_id: null, payment_provider: 'sandbox', currency: 'SAR', vat_rate: 0.15, time_zone: 'Asia/Riyadh' }),
    ),
    http.get('*/api/products/bookings/7/', () => HttpResponse.json((bookingFor[currentPath] ?? makeBooking)())),
    http.post('*/api/products/avliable/service/', () => HttpResponse.json({ available_services: [], available_events: [] })),
    http.get('*/api/products/ken-items/hut/:id/', () => HttpResponse.json(page([]))),
    http.get('*/api/products/bookings/upcoming/list/', () => HttpResponse.json(page([]))),
  );
});

const heading = (name: string | RegExp) => screen.findByRole('heading', { level: 1, name });

describe('token-required screens', () => {
  it.each([['/7/hut/confirm-booking'], ['/7/payment'], ['/7/payment/success'], ['/my-booking'], ['/profile'], ['/profile?tab=password']])(
    'send a signed-out visitor from %s to sign in, remembering where they were going',
    async (path) => {
      const { router } = await renderWithProviders(undefined, { route: path });
      expect(await heading('Sign in')).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/account/login');
      expect(new URLSearchParams(router.state.location.search).get('next')).toBe(path);
      const from = (router.state.location.state as { from: { pathname: string } }).from;
      expect(`${from.pathname}`).toBe(path.split('?')[0]);
    },
  );

  it.each([
    ['/my-booking', 'My bookings'],
    ['/profile', 'My profile'],
    ['/contact', 'Contact us'],
    ['/7/hut/confirm-booking', 'Make it yours'],
    ['/7/payment', 'Payment'],
    ['/7/payment/success', 'Your stay is booked'],
  ])('open %s for a signed-in user', async (path, title) => {
    currentPath = path;
    const { router } = await renderWithProviders(undefined, { route: path, preloadedState: { auth: sessionFor('guest') } });
    expect(await heading(title)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(path);
  });
});

describe('screens open to everyone', () => {
  it('opens the contact form for a signed-out visitor, who needs no account to write', async () => {
    const { router } = await renderWithProviders(undefined, { route: '/contact' });
    expect(await heading('Contact us')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/contact');
  });
});

describe('the account area', () => {
  it('sends a signed-in guest home', async () => {
    const { router } = await renderWithProviders(undefined, { route: '/account/login', preloadedState: { auth: sessionFor('guest') } });
    await screen.findByRole('main');
    expect(router.state.location.pathname).toBe('/');
    expect(screen.queryByRole('heading', { name: 'Sign in' })).not.toBeInTheDocument();
  });

  it('reads the role from the token when the stored keys lack it', async () => {
    const auth = { ...sessionFor(null), token: makeToken({ role: 'guest', email: 'sara@example.com' }) };
    const { router } = await renderWithProviders(undefined, { route: '/account/register', preloadedState: { auth } });
    await screen.findByRole('main');
    expect(router.state.location.pathname).toBe('/');
  });

  it.each(['supplier', 'admin'] as const)('stays open to a signed-in %s', async (role) => {
    await renderWithProviders(undefined, { route: '/account/login', preloadedState: { auth: sessionFor(role) } });
    expect(await heading('Sign in')).toBeInTheDocument();
  });

  it('stays open when the token carries no role', async () => {
    await renderWithProviders(undefined, { route: '/account/login', preloadedState: { auth: sessionFor(null) } });
    expect(await heading('Sign in')).toBeInTheDocument();
  });

  it.each([
    ['/account/login', 'Sign in'],
    ['/account/register', 'Create your account'],
    ['/account/supplier', 'Become a supplier'],
    ['/account/sara%40example.com/verify-account', 'Verify your e-mail'],
    ['/account/sara%40example.com/otp', 'Enter your code'],
    ['/account/forget-password', 'Forgot your password?'],
    ['/account/sara%40example.com/reset-password', 'Choose a new password'],
  ])('shows %s to a visitor', async (path, title) => {
    await renderWithProviders(undefined, { route: path });
    expect(await heading(title)).toBeInTheDocument();
  });

  it('names the e-mail the code goes to', async () => {
    await renderWithProviders(undefined, { route: '/account/sara%40example.com/verify-account' });
    expect(await screen.findByText(/sara@example\.com/)).toBeInTheDocument();
  });
});

describe('public screens', () => {
  beforeEach(() => {
    server.use(...catalogueHandlers);
  });

  it.each([
    ['/huts', 'Our huts'],
    ['/huts/3/details', 'Hut 3'],
    ['/event', 'Events'],
    ['/event/2/details', 'Event 2'],
    ['/services', 'Services'],
  ])('shows %s without a session', async (path, title) => {
    await renderWithProviders(undefined, { route: path });
    expect(await heading(title)).toBeInTheDocument();
  });

  it('shows the not-found page for an unknown path', async () => {
    const { router } = await renderWithProviders(undefined, { route: '/no/such/place' });
    expect(await screen.findByRole('heading', { name: en.notFound.heading })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/no/such/place');
  });

  it('shows a screen in Arabic when Arabic is chosen', async () => {
    await renderWithProviders(undefined, { route: '/huts', language: 'ar' });
    expect(await heading('أكواخنا')).toBeInTheDocument();
  });
});
