import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { StaffAlert } from '../../../src/shared/schemas/dashboard/alerts';
import { formatNumber, formatPrice } from '../../../src/client/ui/format';
import { readLocale, renderWithProviders } from '../../helpers/client/renderWithProviders';
import { apiUrl, server } from '../../helpers/client/server';
import { sessionFor } from '../../helpers/client/session';

type Locale = { dashboard: { nav: Record<string, string>; alerts: Record<string, string> } };

const rejected: StaffAlert = {
  id: 1,
  kind: 'zatca_rejected',
  subject_type: 'tax_document',
  subject_id: 12,
  message: 'ZATCA rejected INV-000012: BR-KSA-01 bad',
  details: { errors: [{ code: 'BR-KSA-01', message: 'Seller VAT number is wrong' }], warnings: [] },
  created_at: '2026-11-20T09:30:00Z',
  acknowledged_at: null,
  booking_id: 4,
  booking_code: 'KEN-ABC234',
  document_number: 'INV-000012',
};
const refundFailed: StaffAlert = {
  ...rejected,
  id: 2,
  kind: 'refund_failed',
  subject_type: 'refund',
  subject_id: 77,
  message: 'Refund 77 failed',
  details: { booking_id: 5, refund_id: 77, amount: '120.00', reason: 'Noise', error: 'card closed' },
  booking_id: 5,
  booking_code: 'KEN-XYZ789',
  document_number: null,
};
const page = (results: StaffAlert[]) => ({
  count: results.length,
  page: 1,
  pages: results.length ? 1 : 0,
  next: null,
  previous: null,
  results,
});

describe.each(['en', 'ar'] as const)('the alerts screen (%s)', (language) => {
  const text = (readLocale(language) as Locale).dashboard;
  const fill = (template: string, values: Record<string, string>) =>
    template
      .replace(/<\/?\w+>/g, '')
      .replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name])
      // As the text matcher reads the page: any run of white space (Intl's no-break spaces too) as one space.
      .replace(/\s+/g, ' ');

  it('says what each open alert is in words, links its booking, counts them in the menu and acknowledges one', async () => {
    let open = [refundFailed, rejected];
    const acknowledged: number[] = [];
    server.use(
      http.get(apiUrl('/api/dashboard/alerts/'), ({ request }) => {
        const status = new URL(request.url).searchParams.get('status');
        return HttpResponse.json(page(status === 'acknowledged' ? [] : open));
      }),
      http.post(apiUrl('/api/dashboard/alerts/:id/acknowledge/'), ({ params }) => {
        const id = Number(params.id);
        acknowledged.push(id);
        open = open.filter((alert) => alert.id !== id);
        return HttpResponse.json({ ...rejected, acknowledged_at: '2026-11-20T10:00:00Z' });
      }),
    );
    const { user } = await renderWithProviders(undefined, {
      route: '/dashboard/alerts',
      language,
      preloadedState: { auth: sessionFor('admin') },
    });
    const table = await screen.findByRole('table', { name: text.nav.alerts });
    const rows = await within(table).findAllByRole('row');
    const [refundRow, zatcaRow] = rows.slice(1);
    expect(refundRow).toHaveTextContent(
      fill(text.alerts.refundFailed, { amount: formatPrice('120.00', language, 'SAR'), code: 'KEN-XYZ789', error: 'card closed' }),
    );
    expect(zatcaRow).toHaveTextContent(
      fill(text.alerts.zatcaRejected, { number: 'INV-000012', errors: 'BR-KSA-01 Seller VAT number is wrong' }),
    );
    expect(await within(zatcaRow).findByRole('link', { name: fill(text.alerts.openBooking, { code: 'KEN-ABC234' }) })).toHaveAttribute(
      'href',
      '/dashboard/bookings/4',
    );
    // The menu's badge counts the open alerts.
    // (The side bar is drawn for wide screens and the drawer is closed: both are out of the accessibility tree here.)
    const [nav] = screen.getAllByRole('navigation', { name: text.nav.label, hidden: true });
    expect(await within(nav).findByLabelText(fill(text.alerts.openCount, { formatted: formatNumber(2, language) }))).toBeInTheDocument();

    await user.click(within(zatcaRow).getByRole('button', { name: text.alerts.acknowledge }));
    await waitFor(() => expect(acknowledged).toEqual([1]));
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
    expect(await within(nav).findByLabelText(fill(text.alerts.openCount, { formatted: formatNumber(1, language) }))).toBeInTheDocument();
  });

  it('says when there is nothing to act on', async () => {
    await renderWithProviders(undefined, { route: '/dashboard/alerts', language, preloadedState: { auth: sessionFor('admin') } });
    expect(await screen.findByText(text.alerts.emptyOpen)).toBeInTheDocument();
  });
});
