import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { readLocale, renderWithProviders } from '../../helpers/client/renderWithProviders';
import { server } from '../../helpers/client/server';
import { sessionFor } from '../../helpers/client/session';

// Destructive staff actions ask first, saying what they affect (issue 20, item 9).
type Locale = { dashboard: Record<string, Record<string, string>>; common: Record<string, string> };
const admin = { auth: sessionFor('admin') };
const page = <T,>(results: T[]) => ({ count: results.length, page: 1, pages: 1, next: null, previous: null, results });
const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{\{(\w+)\}\}/g, (_whole, name: string) => values[name]);

const applicant = {
  id: 31,
  email: 'huda@reefdive.example',
  full_name: 'Huda Saleh',
  phone: '+966512345678',
  company_name: 'Reef Dive Co',
  breif: 'Morning dives.',
  language: 'en',
  is_verified: true,
  supplier_status: 'pending',
  rejection_reason: null,
  created_at: '2026-03-01T09:00:00.000Z',
  version: 1,
};

describe.each(['en', 'ar'] as const)('confirming destructive staff actions (%s)', (language) => {
  const text = readLocale(language) as Locale;

  it('approves a supplier only after a confirmation that says what approving allows', async () => {
    const decisions: unknown[] = [];
    server.use(
      http.get('*/api/dashboard/suppliers/', () => HttpResponse.json(page([applicant]))),
      http.post('*/api/dashboard/suppliers/31/decision/', async ({ request }) => {
        decisions.push(await request.json());
        return HttpResponse.json({ ...applicant, supplier_status: 'approved', version: 2 });
      }),
    );
    const { user } = await renderWithProviders(undefined, { route: '/dashboard/suppliers', language, preloadedState: admin });
    await user.click(await screen.findByRole('button', { name: fill(text.dashboard.suppliers.approveNamed, { name: 'Reef Dive Co' }) }));
    const dialog = screen.getByRole('dialog', { name: fill(text.dashboard.suppliers.approveTitle, { name: 'Reef Dive Co' }) });
    expect(within(dialog).getByText(fill(text.dashboard.suppliers.approveEffects, { name: 'Reef Dive Co' }))).toBeInTheDocument();
    expect(decisions).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: text.dashboard.common.cancel }));
    expect(decisions).toEqual([]);

    await user.click(screen.getByRole('button', { name: fill(text.dashboard.suppliers.approveNamed, { name: 'Reef Dive Co' }) }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: text.dashboard.suppliers.approve }));
    await waitFor(() => expect(decisions).toEqual([{ decision: 'approve', version: 1 }]));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('deletes a price range after a confirmation, and lists the bookings to move when its nights are booked', async () => {
    const deleted: string[] = [];
    const range = (id: number, from: string, to: string, booked: unknown[]) => ({
      id,
      date_from: from,
      date_to: to,
      price: '800.00',
      weekend_price: null,
      version: 1,
      booked,
    });
    server.use(
      http.get('*/api/dashboard/catalogue/options/', () =>
        HttpResponse.json({ huts: [{ id: 5, title: 'Coral Hut', title_ar: 'كوخ المرجان' }], suppliers: [] }),
      ),
      http.get('*/api/dashboard/huts/5/calendar/', () =>
        HttpResponse.json({
          ranges: [
            range(1, '2026-03-01', '2026-03-31', [{ id: 77, code: 'KEN-GZYJMX', date_from: '2026-03-04', date_to: '2026-03-05' }]),
            range(2, '2026-04-01', '2026-04-30', []),
          ],
          closed: [],
        }),
      ),
      http.delete('*/api/dashboard/huts/5/prices/:rangeId/', ({ params }) => {
        deleted.push(String(params.rangeId));
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const { user } = await renderWithProviders(undefined, { route: '/dashboard/prices?hut=5&year=2026', language, preloadedState: admin });
    const list = (await screen.findByRole('heading', { name: text.dashboard.prices.ranges })).closest('section')!;
    const deletes = within(list).getAllByRole('button', { name: text.dashboard.common.delete });

    await user.click(deletes[0]);
    let dialog = screen.getByRole('dialog');
    expect(within(dialog).getByText(text.dashboard.prices.deleteBooked)).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'KEN-GZYJMX' })).toHaveAttribute('href', '/dashboard/bookings/77');
    expect(within(dialog).queryByRole('button', { name: text.dashboard.common.delete })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: text.dashboard.prices.keepRange }));

    await user.click(deletes[1]);
    dialog = screen.getByRole('dialog');
    expect(deleted).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: text.dashboard.common.delete }));
    await waitFor(() => expect(deleted).toEqual(['2']));
  });
});
