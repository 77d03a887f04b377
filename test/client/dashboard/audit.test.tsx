import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { formatNumber } from '../../../src/client/ui/format';
import { readLocale, renderWithProviders } from '../../helpers/client/renderWithProviders';
import { server } from '../../helpers/client/server';
import { sessionFor } from '../../helpers/client/session';

type Locale = { dashboard: { audit: { actions: Record<string, string>; subjects: Record<string, string> } } };
const locales = { en: readLocale('en') as Locale, ar: readLocale('ar') as Locale };
const admin = { auth: sessionFor('admin') };

const entry = (
  id: number,
  action: string,
  entityType: string,
  entityId: string | null,
  subject: { name: string | null; parent_id: number | null },
) => ({
  id,
  actor: { id: 1, full_name: 'Omar', email: 'omar@example.com' },
  area: 'bookings',
  action,
  entity_type: entityType,
  entity_id: entityId,
  subject,
  before: null,
  after: null,
  created_at: '2026-03-01T09:00:00.000Z',
});

describe.each(['en', 'ar'] as const)('the audit log (%s)', (language) => {
  const { actions, subjects } = locales[language].dashboard.audit;

  it('says what each entry is about in words, linked to the screen that shows it', async () => {
    server.use(
      http.get('*/api/dashboard/audit/actors/', () => HttpResponse.json([])),
      http.get('*/api/dashboard/audit/', () =>
        HttpResponse.json({
          count: 3,
          page: 1,
          pages: 1,
          next: null,
          previous: null,
          results: [
            entry(1, 'refund', 'booking', '4', { name: 'KEN-ABC234', parent_id: null }),
            entry(2, 'delete', 'price_range', '20', { name: 'Reef Hut', parent_id: 3 }),
            entry(3, 'update', 'faq', '7', { name: null, parent_id: null }),
          ],
        }),
      ),
    );
    await renderWithProviders(undefined, { route: '/dashboard/audit', language, preloadedState: admin });
    const table = await screen.findByRole('table');
    const booking = await within(table).findByRole('link', { name: `${subjects.booking} KEN-ABC234` });
    expect(booking).toHaveAttribute('href', '/dashboard/bookings/4');
    expect(within(table).getByText(actions.refund)).toBeInTheDocument();
    expect(within(table).getByRole('link', { name: `${subjects.price_range} Reef Hut` })).toHaveAttribute(
      'href',
      '/dashboard/prices?hut=3',
    );
    expect(within(table).getByRole('link', { name: new RegExp(formatNumber(7, language)) })).toHaveAttribute(
      'href',
      '/dashboard/content/faq',
    );
    expect(within(table).queryByText(/#\d|price_range|booking/)).not.toBeInTheDocument();
  });
});
