import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { readLocale, renderWithProviders } from '../../helpers/client/renderWithProviders';
import { server } from '../../helpers/client/server';
import { sessionFor } from '../../helpers/client/session';

type Locale = { dashboard: Record<string, Record<string, string>>; datePicker: Record<string, string> };
const admin = { auth: sessionFor('admin') };
const empty = { count: 0, page: 1, pages: 1, next: null, previous: null, results: [] };

// Issue 20, item 13: the bookings filters and the arrivals day were the browser's mm/dd/yyyy date inputs
// (also in Arabic) while the rest of the back office types dd/mm/yyyy: one date field everywhere.
describe.each([
  ['en', '02/03/2026', '05/03/2026'],
  ['ar', '٠٢/٠٣/٢٠٢٦', '٠٥/٠٣/٢٠٢٦'],
] as const)('the bookings dates (%s)', (language, typedFrom, typedDay) => {
  const text = readLocale(language) as Locale;
  const bookings = text.dashboard.bookings;

  it('filters the list by a stay typed as day/month/year, with the calendar beside it', async () => {
    const seen: URLSearchParams[] = [];
    server.use(
      http.get('*/api/dashboard/bookings/', ({ request }) => {
        seen.push(new URL(request.url).searchParams);
        return HttpResponse.json(empty);
      }),
      http.get('*/api/dashboard/catalogue/options/', () => HttpResponse.json({ huts: [], suppliers: [] })),
    );
    const { user, router } = await renderWithProviders(undefined, { route: '/dashboard/bookings', language, preloadedState: admin });
    const from = await screen.findByLabelText(bookings.stayFrom);
    expect(from).toHaveAttribute('type', 'text');
    expect(from).toHaveAttribute('placeholder', text.datePicker.placeholder);
    expect(screen.getByRole('button', { name: text.datePicker.open.replace('{{label}}', bookings.stayFrom) })).toBeInTheDocument();
    await user.type(from, typedFrom);
    await waitFor(() => expect(router.state.location.search).toContain('stay_from=2026-03-02'));
    await waitFor(() => expect(seen.at(-1)?.get('stay_from')).toBe('2026-03-02'));
  });

  it('opens the arrivals of a day typed as day/month/year, and shows the day in that form', async () => {
    const days: string[] = [];
    server.use(
      http.get('*/api/dashboard/bookings/arrivals/', ({ request }) => {
        const date = new URL(request.url).searchParams.get('date');
        if (date) days.push(date);
        return HttpResponse.json({ today: '2026-03-01', results: [] });
      }),
    );
    const { user, router } = await renderWithProviders(undefined, { route: '/dashboard/arrivals', language, preloadedState: admin });
    const day = await screen.findByLabelText(bookings.day);
    await waitFor(() => expect(day).toHaveValue(language === 'ar' ? '٠١/٠٣/٢٠٢٦' : '01/03/2026'));
    await user.clear(day);
    await user.type(day, typedDay);
    await waitFor(() => expect(router.state.location.search).toContain('date=2026-03-05'));
    await waitFor(() => expect(days.at(-1)).toBe('2026-03-05'));
  });
});
