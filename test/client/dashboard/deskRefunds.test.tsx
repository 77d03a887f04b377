import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router-dom';
import type { DeskRefund } from '../../../src/shared/schemas/dashboard/deskRefunds';
import DeskRefundsScreen from '../../../src/client/features/dashboard/deskRefunds/DeskRefundsScreen';
import { SideNav } from '../../../src/client/features/dashboard/layout/SideNav';
import { NotificationText } from '../../../src/client/features/dashboard/notifications/NotificationText';
import { formatDate, formatNumber, formatPrice } from '../../../src/client/ui/format';
import { readLocale, renderWithProviders } from '../../helpers/client/renderWithProviders';
import { apiUrl, server } from '../../helpers/client/server';
import { makeToken, sessionFor } from '../../helpers/client/session';

type Locale = {
  dashboard: {
    nav: Record<string, string>;
    common: Record<string, string>;
    deskRefunds: Record<string, string>;
    notifications: Record<string, string>;
  };
};
const fill = (template: string, values: Record<string, string>) =>
  template.replace(/{{(\w+)}}/g, (_, name: string) => values[name]).replace(/<\/?\w+>/g, '');

const owed = (fields: Partial<DeskRefund> = {}): DeskRefund => ({
  id: 41,
  booking: { id: 7, code: 'KEN-AB12CD' },
  guest: { full_name: 'هدى العتيبي', phone: '+966512000101', email: 'huda@example.com' },
  amount: '1150.00',
  currency: 'SAR',
  method: 'cash',
  owed_since: '2026-03-01T09:00:00.000Z',
  reason: 'Plans changed',
  state: 'owed',
  handed_over: null,
  ...fields,
});
const page = (results: DeskRefund[], owedCount: number, owedTotal: string) => ({
  count: results.length,
  page: 1,
  pages: 1,
  next: null,
  previous: null,
  results,
  owed_count: owedCount,
  owed_total: owedTotal,
});
const staffSession = (staffRole: string) => ({ ...sessionFor('admin'), token: makeToken({ role: 'admin', staff_role: staffRole }) });

describe.each(['en', 'ar'] as const)('money owed at the desk (%s)', (language) => {
  const text = (readLocale(language) as Locale).dashboard;

  it('lists what is owed (guest, code, amount, method, since when) and records a hand-over after a confirm dialog', async () => {
    const queries: string[] = [];
    const posted: unknown[] = [];
    let first = owed();
    const second = owed({
      id: 42,
      booking: { id: 8, code: 'KEN-ZZ99YY' },
      guest: { full_name: 'Omar Saleh', phone: '', email: 'o@example.com' },
      amount: '100.00',
      method: 'terminal',
    });
    server.use(
      http.get(apiUrl('/api/dashboard/desk-refunds/'), ({ request }) => {
        queries.push(new URL(request.url).searchParams.toString());
        const rows = [first, second].filter((row) => row.state === 'owed');
        return HttpResponse.json(page(rows, rows.length, rows.length === 2 ? '1250.00' : '100.00'));
      }),
      http.post(apiUrl('/api/dashboard/desk-refunds/41/hand-over/'), async ({ request }) => {
        posted.push(await request.json());
        first = owed({
          state: 'handed_over',
          handed_over: { at: '2026-03-01T10:15:00.000Z', by: 'Lina Desk', method: 'terminal', note: 'Slip 4411' },
        });
        return HttpResponse.json(first);
      }),
    );
    const { user } = await renderWithProviders(
      <Routes>
        <Route path="/dashboard/desk-refunds" element={<DeskRefundsScreen />} />
      </Routes>,
      { route: '/dashboard/desk-refunds', language, preloadedState: { auth: staffSession('front_desk') } },
    );
    const table = await screen.findByRole('table', { name: text.nav.deskRefunds });
    const code = await within(table).findByText('KEN-AB12CD');
    expect(code.tagName).toBe('BDI');
    expect(code.closest('a')).toHaveAttribute('href', '/dashboard/bookings/7');
    expect(within(table).getByText('هدى العتيبي')).toBeInTheDocument();
    expect(within(table).getByText('+966512000101').tagName).toBe('BDI');
    const price = formatPrice('1150.00', language, 'SAR');
    expect(within(table).getByText((_, element) => element?.tagName === 'SPAN' && element.textContent === price)).toBeInTheDocument();
    expect(within(table).getByText(text.deskRefunds.methodCash)).toBeInTheDocument();
    expect(within(table).getByText(text.deskRefunds.methodTerminal)).toBeInTheDocument();
    const since = formatDate('2026-03-01T09:00:00.000Z', language, {
      day: 'numeric',
      month: 'short',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    expect(within(table).getAllByText(fill(text.deskRefunds.owedLine, { when: since }))).toHaveLength(2);
    expect(screen.getByRole('status').textContent).toBe(
      fill(text.deskRefunds.summary, { formatted: formatNumber(2, language), total: formatPrice('1250.00', language) }),
    );
    expect(queries[0]).toBe('page=1');

    await user.click(within(table).getByRole('button', { name: fill(text.deskRefunds.handOverLabel, { code: 'KEN-AB12CD' }) }));
    const dialog = await screen.findByRole('dialog', { name: text.deskRefunds.confirmTitle });
    expect(within(dialog).getByText('KEN-AB12CD').tagName).toBe('BDI');
    // Nothing is sent without a reference or note.
    await user.click(within(dialog).getByRole('button', { name: text.deskRefunds.confirm }));
    expect(await within(dialog).findByText(text.deskRefunds.noteRequired)).toBeInTheDocument();
    expect(posted).toEqual([]);

    await user.selectOptions(within(dialog).getByLabelText(text.deskRefunds.method), 'terminal');
    await user.type(within(dialog).getByLabelText(text.deskRefunds.note), 'Slip 4411');
    await user.click(within(dialog).getByRole('button', { name: text.deskRefunds.confirm }));
    await waitFor(() => expect(posted).toEqual([{ method: 'terminal', note: 'Slip 4411' }]));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // Read again: only the other one is still owed.
    await waitFor(() => expect(within(table).queryByText('KEN-AB12CD')).toBeNull());
    expect(within(table).getByText('KEN-ZZ99YY')).toBeInTheDocument();
  });

  it('shows the handed-over ones with who, when and how; says when nothing is owed', async () => {
    server.use(
      http.get(apiUrl('/api/dashboard/desk-refunds/'), ({ request }) => {
        const state = new URL(request.url).searchParams.get('state');
        if (state !== 'handed_over') return HttpResponse.json(page([], 0, '0.00'));
        return HttpResponse.json(
          page(
            [
              owed({
                state: 'handed_over',
                handed_over: { at: '2026-03-01T10:15:00.000Z', by: 'Lina Desk', method: 'cash', note: 'Receipt 77' },
              }),
            ],
            0,
            '0.00',
          ),
        );
      }),
    );
    const { user, router } = await renderWithProviders(
      <Routes>
        <Route path="/dashboard/desk-refunds" element={<DeskRefundsScreen />} />
      </Routes>,
      { route: '/dashboard/desk-refunds', language, preloadedState: { auth: staffSession('finance') } },
    );
    expect(await screen.findByText(text.deskRefunds.emptyOwed)).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText(text.deskRefunds.show), 'handed_over');
    await waitFor(() => expect(router.state.location.search).toBe('?state=handed_over'));
    const table = await screen.findByRole('table', { name: text.nav.deskRefunds });
    expect(await within(table).findByText('Receipt 77')).toBeInTheDocument();
    const at = formatDate('2026-03-01T10:15:00.000Z', language, {
      day: 'numeric',
      month: 'short',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    expect(
      within(table).getByText(fill(text.deskRefunds.handedOverLine, { when: at, name: 'Lina Desk', method: text.deskRefunds.methodCash })),
    ).toBeInTheDocument();
    expect(within(table).queryByRole('button')).toBeNull();
  });

  it('is in the menu for the front desk, with the count owed', async () => {
    server.use(http.get(apiUrl('/api/dashboard/desk-refunds/'), () => HttpResponse.json(page([owed()], 3, '1400.00'))));
    await renderWithProviders(<SideNav />, { route: '/dashboard', language, preloadedState: { auth: staffSession('front_desk') } });
    const link = await screen.findByRole('link', { name: new RegExp(text.nav.deskRefunds) });
    expect(link).toHaveAttribute('href', '/dashboard/desk-refunds');
    expect(await within(link).findByLabelText(fill(text.deskRefunds.badge, { formatted: formatNumber(3, language) }))).toHaveTextContent(
      formatNumber(3, language),
    );
  });

  it('is not in the menu of the gate', async () => {
    await renderWithProviders(<SideNav />, { route: '/dashboard', language, preloadedState: { auth: staffSession('gate') } });
    expect(await screen.findByRole('navigation')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: new RegExp(text.nav.deskRefunds) })).toBeNull();
  });
  it("words the notification centre's entry: the amount to give back, to whom and how, the code isolated", async () => {
    await renderWithProviders(
      <p data-testid="sentence">
        <NotificationText
          item={{
            id: 5,
            kind: 'desk_refund_owed',
            subject_type: 'booking',
            subject_id: 7,
            facts: { code: 'KEN-AB12CD', guest: 'Omar Saleh', amount: '1150.00', currency: 'SAR', method: 'terminal', refund_id: 41 },
            created_at: '2026-03-01T09:00:00.000Z',
            read: false,
            link: '/dashboard/bookings/7',
          }}
        />
      </p>,
      { language },
    );
    const sentence = await screen.findByTestId('sentence');
    expect(sentence.textContent).toBe(
      fill(text.notifications.desk_refund_owed, {
        code: 'KEN-AB12CD',
        guest: 'Omar Saleh',
        amount: formatPrice('1150.00', language, 'SAR'),
        method: text.deskRefunds.methodTerminal,
      }),
    );
    expect(within(sentence).getByText('KEN-AB12CD').tagName).toBe('BDI');
  });
});
