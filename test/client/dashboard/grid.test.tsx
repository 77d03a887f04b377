import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { daysBetween } from '../../../src/shared/dates';
import type { Grid } from '../../../src/shared/schemas/dashboard/grid';
import { segmentsOf } from '../../../src/client/features/dashboard/grid/layout';
import { renderWithProviders } from '../../helpers/client/renderWithProviders';
import { server } from '../../helpers/client/server';
import { sessionFor } from '../../helpers/client/session';

const admin = { auth: sessionFor('admin') };
const FROM = '2026-03-01';

const booking = (fields: Partial<Grid['huts'][number]['bookings'][number]>) => ({
  id: 1,
  code: 'KEN-AAAAAA',
  guest_name: 'Guest',
  date_from: '2026-03-02',
  date_to: '2026-03-04',
  state: 'paid' as const,
  persons: 2,
  kids: 0,
  unpaid: false,
  ...fields,
});

/** Answers the range asked for with two huts: stays across both ends, one inside, closed nights. */
function answer(from: string, to: string): Grid {
  return {
    from,
    to,
    today: '2026-03-03',
    huts: [
      {
        id: 10,
        title: 'Reef',
        title_ar: 'الشعاب',
        is_active: true,
        housekeeping: { status: 'dirty' as const, note: '' },
        bookings: [
          booking({
            id: 1,
            code: 'KEN-START1',
            guest_name: 'Huda Alharbi',
            date_from: '2026-02-27',
            date_to: '2026-03-03',
            state: 'checked_in',
          }),
          booking({
            id: 2,
            code: 'KEN-HELD22',
            guest_name: 'Omar Saleh',
            date_from: '2026-03-05',
            date_to: '2026-03-08',
            state: 'held',
            unpaid: true,
          }),
          booking({ id: 3, code: 'KEN-END333', guest_name: 'Layla Noor', date_from: '2026-03-13', date_to: '2026-03-20' }),
        ],
        closures: [],
      },
      {
        id: 11,
        title: 'Coral',
        title_ar: 'المرجان',
        is_active: false,
        housekeeping: { status: 'out_of_order' as const, note: 'Air conditioning' },
        bookings: [],
        closures: [
          { source: 'closure' as const, date_from: '2026-03-03', date_to: '2026-03-04', reason: 'Painting' },
          { source: 'channel' as const, date_from: '2026-03-06', date_to: '2026-03-06', reason: 'Airbnb' },
        ],
      },
    ],
  };
}

const asked: string[] = [];
beforeEach(() => {
  asked.length = 0;
  server.use(
    http.get('*/api/dashboard/grid/', ({ request }) => {
      const url = new URL(request.url);
      asked.push(url.search);
      return HttpResponse.json(answer(url.searchParams.get('from')!, url.searchParams.get('to')!));
    }),
  );
});

function setWidth(width: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: width });
  window.dispatchEvent(new Event('resize'));
}
afterEach(() => setWidth(1024));

/** The first day column a row's cell covers (0 = the first day), counting the colSpans before it. */
function columnOf(cell: HTMLTableCellElement): number {
  const row = cell.parentElement as HTMLTableRowElement;
  let column = 0;
  for (const other of Array.from(row.cells).slice(1)) {
    if (other === cell) return column;
    column += other.colSpan;
  }
  throw new Error('not in its row');
}

describe('layout of a hut row', () => {
  it('puts each stay on its nights, clipped at the range ends, closed nights apart and free nights one by one', () => {
    const days = Array.from({ length: 14 }, (_, index) => `2026-03-${String(index + 1).padStart(2, '0')}`);
    const segments = segmentsOf(answer(FROM, '2026-03-14').huts[0], days);
    expect(segments.filter((segment) => segment.kind === 'booking').map(({ start, span }) => [start, span])).toEqual([
      [0, 2],
      [4, 3],
      [12, 2],
    ]);
    expect(segments.reduce((sum, segment) => sum + ('span' in segment ? segment.span : 1), 0)).toBe(14);
    const closed = segmentsOf(answer(FROM, '2026-03-14').huts[1], days).filter((segment) => segment.kind === 'closed');
    expect(closed.map(({ start, span }) => [start, span])).toEqual([
      [2, 2],
      [5, 1],
    ]);
  });
});

describe.each(['en', 'ar'] as const)('the reservations grid in %s', (language) => {
  it('shows each stay as a link on its nights with its state and unpaid badge, closed nights and today', async () => {
    setWidth(1024);
    await renderWithProviders(undefined, { route: `/dashboard/grid?from=${FROM}`, language, preloadedState: admin });
    const table = await screen.findByRole('table');
    expect(asked).toEqual([`?from=${FROM}&to=2026-03-14`]);
    expect(document.documentElement.dir).toBe(language === 'ar' ? 'rtl' : 'ltr');
    const headers = within(table).getAllByRole('columnheader');
    expect(headers).toHaveLength(15);
    const today = headers.find((header) => header.getAttribute('aria-current') === 'date')!;
    expect(headers.indexOf(today) - 1).toBe(daysBetween(FROM, '2026-03-03'));

    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual(
      language === 'ar'
        ? ['الشعابيحتاج تنظيفًا', 'المرجانغير معروض للبيعخارج الخدمة: Air conditioning']
        : ['Reef' + 'Dirty', 'CoralNot on saleOut of order: Air conditioning'],
    );
    const huda = within(rows[0]).getByRole('link', { name: /^Huda Alharbi[,،] KEN-START1/ });
    expect(huda).toHaveAttribute('href', '/dashboard/bookings/1');
    expect(huda).toHaveAccessibleName(
      language === 'ar'
        ? 'Huda Alharbi، KEN-START1، من ٢٧ فبراير إلى ٣ مارس، سجّل الوصول'
        : 'Huda Alharbi, KEN-START1, 27 Feb to 3 Mar, Checked in',
    );
    const cellOf = (link: HTMLElement) => link.closest('td') as HTMLTableCellElement;
    expect([columnOf(cellOf(huda)), cellOf(huda).colSpan]).toEqual([0, 2]);
    const omar = within(rows[0]).getByRole('link', { name: /^Omar Saleh (Unpaid|غير مدفوع)[,،] KEN-HELD22/ });
    expect([columnOf(cellOf(omar)), cellOf(omar).colSpan]).toEqual([4, 3]);
    expect(omar).toHaveTextContent(language === 'ar' ? 'غير مدفوع' : 'Unpaid');
    expect(huda).not.toHaveTextContent(language === 'ar' ? 'غير مدفوع' : 'Unpaid');
    const layla = within(rows[0]).getByRole('link', { name: /^Layla Noor/ });
    expect([columnOf(cellOf(layla)), cellOf(layla).colSpan]).toEqual([12, 2]);
    const closed = within(rows[1])
      .getByText(language === 'ar' ? 'مغلق' : 'Closed')
      .closest('td') as HTMLTableCellElement;
    expect([columnOf(closed), closed.colSpan]).toEqual([2, 2]);
    const sold = within(rows[1])
      .getByText(language === 'ar' ? 'محجوز عبر Airbnb' : 'Sold on Airbnb')
      .closest('td') as HTMLTableCellElement;
    expect([columnOf(sold), sold.colSpan]).toEqual([5, 1]);

    // The hut column sticks to the reading start: the left in English, the right in Arabic (the RTL plugin flips it).
    const hutHead = within(rows[0]).getByRole('rowheader');
    const sticky = getComputedStyle(hutHead);
    expect(language === 'ar' ? sticky.right : sticky.left).toBe('0px');
  });

  it('moves a stay from its Move… button: priced first, the difference shown, saved only once confirmed', async () => {
    setWidth(1024);
    const bodies: Record<string, unknown>[] = [];
    server.use(
      http.post('*/api/dashboard/bookings/2/change/', async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        bodies.push(body);
        return HttpResponse.json({
          booking: {},
          difference: { amount: '150.00', direction: 'charge', refund: '0.00' },
          status: body.dry_run ? 'priced' : 'applied',
          tickets_to_choose_again: [],
        });
      }),
    );
    const { user } = await renderWithProviders(undefined, { route: `/dashboard/grid?from=${FROM}`, language, preloadedState: admin });
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: language === 'ar' ? 'نقل إقامة Omar Saleh…' : 'Move Omar Saleh’s stay…' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('button', { name: language === 'ar' ? 'تأكيد النقل' : 'Confirm the move' })).toBeDisabled();
    await user.selectOptions(within(dialog).getByRole('combobox', { name: language === 'ar' ? 'الكوخ' : 'Hut' }), '11');
    await within(dialog).findByText(language === 'ar' ? /أغلى بمبلغ/ : /costs .*150.* more/);
    expect(bodies).toEqual([{ hut: 11, date_from: '2026-03-05', date_to: '2026-03-08', dry_run: true }]);
    await user.click(within(dialog).getByRole('button', { name: language === 'ar' ? 'تأكيد النقل' : 'Confirm the move' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(bodies[1]).toEqual({ hut: 11, date_from: '2026-03-05', date_to: '2026-03-08' });
  });

  it('moves by two weeks and back to today', async () => {
    setWidth(1024);
    const { user } = await renderWithProviders(undefined, { route: `/dashboard/grid?from=${FROM}`, language, preloadedState: admin });
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: language === 'ar' ? 'الأيام التالية' : 'Later days' }));
    await screen.findByRole('link', { name: /^Layla Noor/ });
    expect(asked).toContain('?from=2026-03-15&to=2026-03-28');
  });

  it('on a phone lists each hut’s days: the stay’s link on its first night, its later nights named, closed and free days', async () => {
    setWidth(390);
    await renderWithProviders(undefined, { route: `/dashboard/grid?from=${FROM}`, language, preloadedState: admin });
    const reef = await screen.findByRole('region', { name: language === 'ar' ? 'الشعاب' : 'Reef' });
    expect(screen.queryByRole('table')).toBeNull();
    expect(asked).toEqual([`?from=${FROM}&to=2026-03-07`]);
    const days = within(reef).getAllByRole('listitem');
    expect(days).toHaveLength(7);
    expect(within(days[0]).getByRole('link', { name: /^Huda Alharbi[,،] KEN-START1/ })).toBeInTheDocument();
    expect(days[1]).toHaveTextContent(language === 'ar' ? 'Huda Alharbi (تتمة الإقامة)' : 'Huda Alharbi (continued)');
    expect(days[2]).toHaveAttribute('aria-current', 'date');
    expect(days[2]).toHaveTextContent(language === 'ar' ? 'متاح' : 'Free');
    expect(within(days[4]).getByRole('link', { name: /^Omar Saleh/ })).toHaveTextContent(language === 'ar' ? 'غير مدفوع' : 'Unpaid');
    const coral = screen.getByRole('region', { name: language === 'ar' ? /^المرجان/ : /^Coral/ });
    expect(within(coral).getAllByRole('listitem')[2]).toHaveTextContent(language === 'ar' ? 'مغلق' : 'Closed');
    expect(within(coral).getAllByRole('listitem')[5]).toHaveTextContent(language === 'ar' ? 'محجوز عبر Airbnb' : 'Sold on Airbnb');
    await act(async () => setWidth(1024));
    expect(await screen.findByRole('table')).toBeInTheDocument();
  });
});
