import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router-dom';
import type { StaffRefund } from '../../../src/shared/schemas/dashboard/refunds';
import RefundsScreen from '../../../src/client/features/dashboard/refunds/RefundsScreen';
import { SideNav } from '../../../src/client/features/dashboard/layout/SideNav';
import { formatNumber, formatPrice } from '../../../src/client/ui/format';
import { readLocale, renderWithProviders } from '../../helpers/client/renderWithProviders';
import { apiUrl, server } from '../../helpers/client/server';
import { sessionFor } from '../../helpers/client/session';

type Locale = { dashboard: { nav: Record<string, string>; common: Record<string, string>; refunds: Record<string, string> } };
const fill = (template: string, values: Record<string, string>) => template.replace(/{{(\w+)}}/g, (_, name: string) => values[name]);

const refund = (fields: Partial<StaffRefund> = {}): StaffRefund => ({
  id: 31,
  booking: 7,
  booking_code: 'KEN-AB12CD',
  guest_name: 'هدى العتيبي',
  guest_email: 'huda@example.com',
  amount: '200.00',
  currency: 'SAR',
  reason: 'Noisy AC',
  status: 'failed',
  attempts: 6,
  next_attempt_at: null,
  last_error: 'refused by the provider (800.100.100)',
  provider_reference: null,
  requested_by: 'Omar Gate',
  created_at: '2026-03-01T09:00:00.000Z',
  finished_at: '2026-03-01T12:00:00.000Z',
  ...fields,
});
const page = (results: StaffRefund[], counts = { pending_count: 1, failed_count: 1 }) => ({
  count: results.length,
  page: 1,
  pages: 1,
  next: null,
  previous: null,
  results,
  ...counts,
});

describe.each(['en', 'ar'] as const)('the refunds screen (%s)', (language) => {
  const text = (readLocale(language) as Locale).dashboard;

  it('lists refunds with their status, filters by status from the URL, and tries a failed one again', async () => {
    const queries: string[] = [];
    const retried: string[] = [];
    let failed = refund();
    server.use(
      http.get(apiUrl('/api/dashboard/refunds/'), ({ request }) => {
        queries.push(new URL(request.url).searchParams.toString());
        return HttpResponse.json(
          page([
            failed,
            refund({
              id: 30,
              booking: 8,
              booking_code: 'KEN-ZZ99YY',
              status: 'pending',
              attempts: 1,
              next_attempt_at: '2026-03-01T09:05:00.000Z',
              last_error: null,
              requested_by: null,
            }),
          ]),
        );
      }),
      http.get(apiUrl('/api/dashboard/refunds/counts/'), () => HttpResponse.json({ pending: 1, failed: 1 })),
      http.post(apiUrl('/api/dashboard/refunds/31/retry/'), ({ request }) => {
        retried.push(new URL(request.url).pathname);
        failed = refund({ status: 'pending', attempts: 0, next_attempt_at: '2026-03-01T12:01:00.000Z' });
        return HttpResponse.json(failed);
      }),
    );
    const { user, router } = await renderWithProviders(
      <Routes>
        <Route path="/dashboard/refunds" element={<RefundsScreen />} />
      </Routes>,
      { route: '/dashboard/refunds?status=failed', language, preloadedState: { auth: sessionFor('admin') } },
    );
    const table = await screen.findByRole('table', { name: text.nav.refunds });
    const code = await within(table).findByText('KEN-AB12CD');
    expect(code.tagName).toBe('BDI');
    expect(code.closest('a')).toHaveAttribute('href', '/dashboard/bookings/7');
    const price = formatPrice('200.00', language, 'SAR');
    expect(
      within(table)
        .getAllByRole('cell')
        .filter((cell) => cell.textContent === price),
    ).toHaveLength(2);
    expect(within(table).getByText(text.refunds.statusFailed)).toBeInTheDocument();
    expect(within(table).getByText(text.refunds.statusPending)).toBeInTheDocument();
    expect(within(table).getByText(text.refunds.byGuestOrSystem)).toBeInTheDocument();
    expect(within(table).getByText('refused by the provider (800.100.100)')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(
      fill(text.refunds.summary, { pending: formatNumber(1, language), failed: formatNumber(1, language) }),
    );
    expect(queries[0]).toBe('page=1&status=failed');

    // Only the failed one can be tried again.
    const retry = within(table).getAllByRole('button', { name: fill(text.refunds.retryLabel, { code: 'KEN-AB12CD' }) });
    expect(retry).toHaveLength(1);
    await user.click(retry[0]);
    await waitFor(() => expect(retried).toEqual(['/api/dashboard/refunds/31/retry/']));
    // The list is read again and the refund is pending now.
    await waitFor(() => expect(within(table).getAllByText(text.refunds.statusPending)).toHaveLength(2));
    expect(within(table).queryByRole('button', { name: fill(text.refunds.retryLabel, { code: 'KEN-AB12CD' }) })).toBeNull();

    await user.selectOptions(screen.getByLabelText(text.common.status), 'pending');
    await waitFor(() => expect(router.state.location.search).toBe('?status=pending'));
    await waitFor(() => expect(queries.at(-1)).toBe('page=1&status=pending'));
  });

  it('counts pending and failed refunds next to the menu entry', async () => {
    server.use(http.get(apiUrl('/api/dashboard/refunds/counts/'), () => HttpResponse.json({ pending: 2, failed: 1 })));
    await renderWithProviders(<SideNav />, { route: '/dashboard', language, preloadedState: { auth: sessionFor('admin') } });
    const link = await screen.findByRole('link', { name: new RegExp(text.nav.refunds) });
    expect(link).toHaveAttribute('href', '/dashboard/refunds');
    expect(await within(link).findByLabelText(fill(text.refunds.badge, { formatted: formatNumber(3, language) }))).toHaveTextContent(
      formatNumber(3, language),
    );
  });
});
