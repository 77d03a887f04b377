// Issue 22: a paid booking lists its tax documents (My bookings, the staff booking page) and saves each one's PDF and
// XML with the session's token; the back office's documents screen filters, pages and exports them.
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { formatDate, formatPrice } from '../../../src/client/ui/format';
import { readLocale, renderWithProviders } from '../../helpers/client/renderWithProviders';
import { server } from '../../helpers/client/server';
import { sessionFor } from '../../helpers/client/session';
import { makeBooking } from './fixtures';

type Locale = {
  taxDocuments: {
    title: string;
    none: string;
    type: Record<string, string>;
    purpose: Record<string, string>;
    pdfOf: string;
    xmlOf: string;
  };
  dashboard: { nav: Record<string, string>; documents: Record<string, string> };
};
const locales = { en: readLocale('en') as Locale, ar: readLocale('ar') as Locale };
const guest = { auth: sessionFor('guest') };
const admin = { auth: sessionFor('admin') };
const fill = (text: string, values: Record<string, string>) => text.replace(/\{\{(\w+)\}\}/g, (_m, name: string) => values[name] ?? '');

const docItem = (id: number, number: string, type: 'invoice' | 'credit_note', total: string, paths: 'guest' | 'staff') => ({
  id,
  uuid: `00000000-0000-4000-8000-00000000000${id}`,
  number,
  type,
  booking: 7,
  issued_at: '2026-03-01T09:00:00.000Z',
  total,
  vat: '13.04',
  counter: id,
  previous_hash: 'cHJldmlvdXM=',
  hash: `aGFzaA${id}==`,
  qr: 'AQ==',
  pdf: paths === 'guest' ? `/api/products/bookings/7/documents/${id}/pdf/` : `/api/dashboard/documents/${id}/pdf/`,
  xml: paths === 'guest' ? `/api/products/bookings/7/documents/${id}/xml/` : `/api/dashboard/documents/${id}/xml/`,
  ...(paths === 'staff' ? { reporting: 'pending' } : {}),
});
const page = <T,>(results: T[]) => ({ count: results.length, page: 1, pages: 1, next: null, previous: null, results });

/** Saving a file: the object URL and the link's click, which jsdom cannot follow. */
function catchDownloads() {
  URL.createObjectURL = jest.fn(() => 'blob:file');
  URL.revokeObjectURL = jest.fn();
  return jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
}

describe.each(['en', 'ar'] as const)('tax documents (%s)', (language) => {
  const words = locales[language];

  test('My bookings lists a paid booking’s invoice and credit note and saves their PDF and XML with the session', async () => {
    const asked: { path: string; auth: string | null }[] = [];
    server.use(
      http.get('*/api/config/', () =>
        HttpResponse.json({
          google_client_id: null,
          payment_provider: 'sandbox',
          currency: 'SAR',
          vat_rate: 0.15,
          time_zone: 'Asia/Riyadh',
        }),
      ),
      http.get('*/api/products/bookings/upcoming/list/', () =>
        HttpResponse.json(
          page([makeBooking({ status: 'paid', paid: '900.00', not_paid: '0.00' }), makeBooking({ id: 8, code: 'KEN-PEND01' })]),
        ),
      ),
      http.get('*/api/products/bookings/7/documents/', () =>
        HttpResponse.json([
          { ...docItem(1, 'KEN-000001', 'invoice', '900.00', 'guest'), purpose: 'stay' },
          { ...docItem(2, 'KEN-000002', 'credit_note', '100.00', 'guest'), purpose: 'refund' },
          // A change's own invoice is told from the stay's.
          { ...docItem(3, 'KEN-000003', 'invoice', '250.00', 'guest'), purpose: 'change' },
        ]),
      ),
      http.get('*/api/products/bookings/7/documents/:documentId/:kind/', ({ request }) => {
        asked.push({ path: new URL(request.url).pathname, auth: request.headers.get('authorization') });
        return new HttpResponse('file', { headers: { 'content-type': 'application/pdf' } });
      }),
    );
    const click = catchDownloads();
    const { user } = await renderWithProviders(undefined, { route: '/my-booking', language, preloadedState: guest });
    const [paidCard, pendingCard] = await screen.findAllByRole('article');
    const list = await within(paidCard).findByRole('region', { name: words.taxDocuments.title });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(within(items[0]).getByText('KEN-000001')).toBeInTheDocument();
    expect(within(items[0]).getByText(words.taxDocuments.type.invoice)).toBeInTheDocument();
    expect(items[0].textContent).toContain(formatPrice('900.00', language));
    expect(within(items[1]).getByText(words.taxDocuments.type.credit_note)).toBeInTheDocument();
    expect(within(items[2]).getByText(words.taxDocuments.purpose.change)).toBeInTheDocument();
    expect(within(items[2]).queryByText(words.taxDocuments.type.invoice)).not.toBeInTheDocument();
    // Nothing was paid on the other booking: no documents asked for, none listed.
    expect(within(pendingCard).queryByRole('region', { name: words.taxDocuments.title })).not.toBeInTheDocument();

    await user.click(within(items[0]).getByRole('button', { name: fill(words.taxDocuments.pdfOf, { number: 'KEN-000001' }) }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    await user.click(within(items[1]).getByRole('button', { name: fill(words.taxDocuments.xmlOf, { number: 'KEN-000002' }) }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(2));
    expect(asked).toEqual([
      { path: '/api/products/bookings/7/documents/1/pdf/', auth: `Bearer ${guest.auth.token}` },
      { path: '/api/products/bookings/7/documents/2/xml/', auth: `Bearer ${guest.auth.token}` },
    ]);
    click.mockRestore();
  });

  test('the documents screen lists, filters and exports the tax documents; the ZIP is a month’s', async () => {
    const listed: URLSearchParams[] = [];
    const files: string[] = [];
    server.use(
      http.get('*/api/dashboard/documents/', ({ request }) => {
        const query = new URL(request.url).searchParams;
        listed.push(query);
        const all = [docItem(2, 'KEN-000002', 'credit_note', '100.00', 'staff'), docItem(1, 'KEN-000001', 'invoice', '900.00', 'staff')];
        return HttpResponse.json(page(all.filter((row) => !query.get('type') || row.type === query.get('type'))));
      }),
      http.get('*/api/dashboard/documents/export.csv', ({ request }) => {
        files.push(`${new URL(request.url).pathname}${new URL(request.url).search} ${request.headers.get('authorization')}`);
        return new HttpResponse('\uFEFFNumber', { headers: { 'content-type': 'text/csv' } });
      }),
      http.get('*/api/dashboard/documents/xml.zip', ({ request }) => {
        files.push(`${new URL(request.url).pathname}${new URL(request.url).search}`);
        return new HttpResponse('PK', { headers: { 'content-type': 'application/zip' } });
      }),
    );
    const click = catchDownloads();
    const { user } = await renderWithProviders(undefined, {
      route: '/dashboard/documents?from=2026-03-01',
      language,
      preloadedState: admin,
    });
    expect(await screen.findByRole('heading', { level: 1, name: words.dashboard.nav.documents })).toBeInTheDocument();
    const table = await screen.findByRole('table');
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(within(table).getByText('KEN-000001')).toBeInTheDocument();
    expect(within(table).getAllByRole('link', { name: words.dashboard.documents.openBooking })[0]).toHaveAttribute(
      'href',
      '/dashboard/bookings/7',
    );
    expect(listed[0].get('from')).toBe('2026-03-01');

    await user.selectOptions(screen.getByRole('combobox', { name: words.dashboard.documents.type }), 'credit_note');
    await waitFor(() => expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(2));
    expect(listed.at(-1)?.get('type')).toBe('credit_note');

    await user.click(screen.getByRole('button', { name: words.dashboard.documents.exportCsv }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    // The ZIP's month: that of the days shown, chosen by its name in the page's language (the browser's own month
    // field says "November 2026" whatever the page's language).
    const month = screen.getByRole('combobox', { name: words.dashboard.documents.month });
    expect(month).toHaveDisplayValue(formatDate('2026-03-01', language, { month: 'long', year: 'numeric' }));
    expect(document.querySelector('input[type="month"]')).toBeNull();
    await user.selectOptions(month, '2026-02');
    expect(month).toHaveDisplayValue(formatDate('2026-02-01', language, { month: 'long', year: 'numeric' }));
    await user.click(screen.getByRole('button', { name: words.dashboard.documents.zip }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(2));
    expect(files).toEqual([
      `/api/dashboard/documents/export.csv?from=2026-03-01&type=credit_note Bearer ${admin.auth.token}`,
      '/api/dashboard/documents/xml.zip?month=2026-02',
    ]);
    click.mockRestore();
  });
});
