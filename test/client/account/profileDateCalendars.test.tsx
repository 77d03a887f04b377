// Issue 26 §4: the guest's choice of calendars, kept on the account and applied to the booking pages.
import { act, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderWithProviders } from '../../helpers/client/renderWithProviders';
import { apiUrl, server } from '../../helpers/client/server';
import { sessionFor } from '../../helpers/client/session';
import { makeBooking } from '../booking/fixtures';
import { makeProfile } from './fixtures';

const profile = makeProfile({ language: 'ar' });
const signedIn = { auth: sessionFor('guest') };
const booking = makeBooking({ status: 'paid', paid: '900.00', not_paid: '0.00' }); // 10 → 12 December 2026: 1 → 3 Rajab 1448

function handlers(bodies: Record<string, unknown>[], start: Record<string, unknown> = profile) {
  let current = { ...start };
  server.use(
    http.get(apiUrl('/user-info/'), () => HttpResponse.json(current)),
    http.patch(apiUrl('/user-info/'), async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      bodies.push(body);
      current = { ...current, ...body };
      return HttpResponse.json(current);
    }),
    http.get('*/api/config/', () =>
      HttpResponse.json({ google_client_id: null, payment_provider: 'sandbox', currency: 'SAR', vat_rate: 0.15, time_zone: 'Asia/Riyadh' }),
    ),
    http.get('*/api/products/bookings/upcoming/list/', () =>
      HttpResponse.json({ count: 1, page: 1, pages: 1, next: null, previous: null, results: [booking] }),
    ),
  );
}

const firstDate = async () => (await screen.findByRole('article')).querySelector('p.dates time');

test('in Arabic the profile offers both calendars or Gregorian only; choosing Gregorian only saves it and the booking pages drop the Hijri date', async () => {
  const bodies: Record<string, unknown>[] = [];
  handlers(bodies);
  const { user, router } = await renderWithProviders(undefined, { route: '/profile', language: 'ar', preloadedState: signedIn });
  const dates = await screen.findByLabelText('التواريخ');
  expect(dates).toHaveValue('both');
  expect(dates).toHaveAccessibleDescription(/التاريخ الهجري \(تقويم أم القرى\)/);
  expect(screen.getByRole('option', { name: 'الميلادي والهجري' })).toBeInTheDocument();
  await user.selectOptions(dates, 'gregorian');
  await user.click(screen.getByRole('button', { name: 'احفظ التغييرات' }));
  await waitFor(() => expect(bodies[0]).toMatchObject({ date_calendars: 'gregorian', full_name: 'Sara Ali' }));
  expect(window.localStorage.getItem('ken_date_calendars')).toBe('gregorian');

  await act(() => router.navigate('/my-booking'));
  expect(await firstDate()).toHaveTextContent(/^١٠ ديسمبر ٢٠٢٦$/);
});

test('the account’s choice applies in this browser once the profile is read; before, the browser’s own', async () => {
  window.localStorage.setItem('ken_date_calendars', 'gregorian');
  handlers([], { ...profile, date_calendars: 'both' });
  const { router } = await renderWithProviders(undefined, { route: '/my-booking', language: 'ar', preloadedState: signedIn });
  expect(await firstDate()).toHaveTextContent(/^١٠ ديسمبر ٢٠٢٦$/);
  await act(() => router.navigate('/profile'));
  expect(await screen.findByLabelText('التواريخ')).toHaveValue('both');
  await waitFor(() => expect(window.localStorage.getItem('ken_date_calendars')).toBe('both'));
  await act(() => router.navigate('/my-booking'));
  expect(await firstDate()).toHaveTextContent(/^١٠ ديسمبر ٢٠٢٦ \(١ رجب ١٤٤٨ هـ\)$/);
});
