// Before paying, the hut page states the cancellation policy beside the terms, and Book says why it
// cannot be used yet (dates missing, terms unticked) instead of silently doing nothing.
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { addDays, addMonths, todayIn } from '../../../src/client/ui/calendar/dates';
import { renderWithProviders } from '../../helpers/client/renderWithProviders';
import { apiUrl, server } from '../../helpers/client/server';
import { sessionFor } from '../../helpers/client/session';
import { eventDetails, hutHandlers } from './fixtures';
import { makeBooking } from '../booking/fixtures';

const from = addDays(addMonths(todayIn(), 1), 2);
const to = addDays(from, 2);
const signedIn = { auth: sessionFor('guest') };

describe('booking from the hut page', () => {
  it('states the cancellation policy next to the terms and explains the unusable Book button (English)', async () => {
    server.use(...hutHandlers());
    const { user } = await renderWithProviders(undefined, { route: `/huts/1/details?from=${from}&to=${to}`, preloadedState: signedIn });
    expect(await screen.findByText(/^Cancellation: cancel at least 48 hours before check-in for a full refund/)).toBeInTheDocument();
    // The panel's Book (the phone bar has its own, which brings the panel into view).
    const book = screen.getAllByRole('button', { name: 'Book' }).find((button) => button.hasAttribute('aria-disabled')) as HTMLElement;
    expect(book).toHaveAttribute('aria-disabled', 'true');
    expect(book).toHaveAccessibleDescription('Tick the terms and conditions above to book.');
    await user.click(book);
    const terms = screen.getByRole('checkbox', { name: /terms and conditions/ });
    expect(terms).toHaveFocus();
    expect(terms).toHaveAccessibleDescription('Please accept the terms and conditions to book.');
    await user.click(terms);
    expect(book).not.toHaveAttribute('aria-disabled');
    expect(book).not.toHaveAccessibleDescription();
  });

  it('asks for dates first, in Arabic, with the policy in Arabic digits', async () => {
    server.use(...hutHandlers());
    await renderWithProviders(undefined, { route: '/huts/1/details', preloadedState: signedIn, language: 'ar' });
    expect(await screen.findByText(/قبل موعد الوصول بـ٤٨ ساعة على الأقل/)).toBeInTheDocument();
    const book = screen.getAllByRole('button', { name: 'احجز' }).find((button) => button.hasAttribute('aria-disabled')) as HTMLElement;
    expect(book).toHaveAccessibleDescription('اختر تاريخَي الوصول والمغادرة من التقويم لتتمكن من الحجز.');
  });
});

describe('tickets for a day visit from the event page (issue 25 §2)', () => {
  it('a visitor without a stay picks a date and two tickets, accepts the terms and lands on the payment screen', async () => {
    let sent: unknown = null;
    server.use(
      http.get(apiUrl('/api/products/events-details/web/5/'), () =>
        HttpResponse.json({ ...eventDetails(5), day_visit: { open: true, cancel_hours: 24 } }),
      ),
      http.post(apiUrl('/api/products/day-visits/'), async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json(makeBooking({ id: 41, kind: 'day_visit', hut: null, hut_details: null, status: 'confirmed' }), {
          status: 201,
        });
      }),
    );
    const { user, router } = await renderWithProviders(undefined, { route: '/event/5/details', preloadedState: signedIn });
    const panel = await screen.findByRole('region', { name: 'Book tickets' });
    // Only the date with seats left is offered; the total follows the tickets.
    expect(within(panel).getAllByRole('radio')).toHaveLength(1);
    await user.click(within(panel).getByRole('button', { name: 'More: Tickets' }));
    expect(within(panel).getByText('Total (VAT included)').nextSibling).toHaveTextContent('SAR 560');
    expect(within(panel).getByText(/^Free cancellation until 24 hours before the day/)).toBeInTheDocument();
    const book = within(panel).getAllByRole('button', { name: 'Book tickets' })[0];
    await user.click(book);
    expect(sent).toBeNull(); // the terms first
    await user.click(within(panel).getByRole('checkbox', { name: /terms and conditions/ }));
    await user.click(book);
    await waitFor(() => expect(sent).toEqual({ events: [{ event: 5, date: 50, quantity: 2 }] }));
    // The held booking is paid on the one payment screen.
    await waitFor(() => expect(router.state.location.pathname).toBe('/41/payment'));
  });

  it('an offer not open to day visitors has no Book tickets; signed out, the panel asks to sign in (Arabic)', async () => {
    server.use(http.get(apiUrl('/api/products/events-details/web/5/'), () => HttpResponse.json(eventDetails(5))));
    await renderWithProviders(undefined, { route: '/event/5/details' });
    await screen.findByRole('heading', { level: 1, name: 'Event 5' });
    expect(screen.queryByRole('region', { name: 'Book tickets' })).not.toBeInTheDocument();
    server.use(
      http.get(apiUrl('/api/products/events-details/web/5/'), () =>
        HttpResponse.json({ ...eventDetails(5), day_visit: { open: true, cancel_hours: 48 } }),
      ),
    );
    await renderWithProviders(undefined, { route: '/event/5/details', language: 'ar' });
    const panel = await screen.findByRole('region', { name: 'احجز التذاكر' });
    expect(within(panel).getByRole('link', { name: 'سجّل الدخول لحجز التذاكر' })).toHaveAttribute(
      'href',
      expect.stringContaining('/account/login?next='),
    );
  });
});
