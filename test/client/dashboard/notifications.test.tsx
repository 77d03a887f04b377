// Issue 23 §6: the back office's notification bell. Its name carries the unread count; its panel words each
// notification in the reader's language from the facts (codes and e-mails isolated), links it to its item, and
// marks one or all as read. jsdom has no EventSource, so this is also the polling fallback at work.
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { StaffNotification } from '../../../src/shared/schemas/dashboard/notifications';
import { formatDate, formatNumber, formatPrice } from '../../../src/client/ui/format';
import { readLocale, renderWithProviders } from '../../helpers/client/renderWithProviders';
import { apiUrl, server } from '../../helpers/client/server';
import { sessionFor } from '../../helpers/client/session';

type Locale = { header: { openMenu: string }; dashboard: { notifications: Record<string, string> } };

const paid: StaffNotification = {
  id: 12,
  kind: 'booking_paid',
  subject_type: 'booking',
  subject_id: 4,
  facts: {
    booking_id: 4,
    code: 'KEN-ABC234',
    guest: 'Huda Saleh',
    hut: 'Coral Hut',
    hut_ar: 'كوخ المرجان',
    date_from: '2026-12-03',
    date_to: '2026-12-05',
    total: '1150.00',
    currency: 'SAR',
  },
  created_at: '2026-11-27T09:30:00Z',
  read: false,
  link: '/dashboard/bookings/4',
};
const support: StaffNotification = {
  id: 11,
  kind: 'support_message',
  subject_type: 'support_message',
  subject_id: 8,
  facts: { name: 'Nora', email: 'nora@example.test', language: 'ar' },
  created_at: '2026-11-27T08:00:00Z',
  read: false,
  link: '/dashboard/support/8',
};

describe.each(['en', 'ar'] as const)('the notification bell (%s)', (language) => {
  const { header, dashboard } = readLocale(language) as Locale;
  const text = dashboard.notifications;
  const fill = (template: string, values: Record<string, string>) =>
    template
      .replace(/<\/?\w+>/g, '')
      .replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name])
      .replace(/\s+/g, ' ');

  it('shows the unread count in its name, words each notification, links it, and marks one and then all as read', async () => {
    let items = [paid, support];
    const reads: number[] = [];
    const readAll: unknown[] = [];
    const unread = () => items.filter((item) => !item.read).length;
    server.use(
      http.get(apiUrl('/api/dashboard/notifications/'), () =>
        HttpResponse.json({ count: items.length, page: 1, pages: 1, next: null, previous: null, results: items, unread: unread() }),
      ),
      http.post(apiUrl('/api/dashboard/notifications/:id/read/'), ({ params }) => {
        const id = Number(params.id);
        reads.push(id);
        items = items.map((item) => (item.id === id ? { ...item, read: true } : item));
        return HttpResponse.json(items.find((item) => item.id === id));
      }),
      http.post(apiUrl('/api/dashboard/notifications/read-all/'), async ({ request }) => {
        readAll.push(await request.json());
        items = items.map((item) => ({ ...item, read: true }));
        return HttpResponse.json({ unread: 0 });
      }),
      // No EventSource in jsdom: the ticket is never asked for; answering it anyway keeps the test honest if it were.
      http.post(apiUrl('/api/dashboard/notifications/stream-ticket/'), () => HttpResponse.json({ ticket: 'x', expires_in: 60 })),
    );
    const { user } = await renderWithProviders(undefined, {
      route: '/dashboard/alerts',
      language,
      preloadedState: { auth: sessionFor('admin') },
    });
    const bell = await screen.findByRole('button', { name: fill(text.bellUnread, { formatted: formatNumber(2, language) }) });
    expect(bell).toHaveAttribute('aria-expanded', 'false');
    await user.click(bell);
    expect(bell).toHaveAttribute('aria-expanded', 'true');
    const panel = screen.getByRole('region', { name: text.title });
    const links = within(panel).getAllByRole('link');
    const day = (value: string) => formatDate(value, language, { day: 'numeric', month: 'short' });
    expect(links[0]).toHaveTextContent(
      fill(text.booking_paid, {
        code: 'KEN-ABC234',
        guest: 'Huda Saleh',
        hut: language === 'ar' ? 'كوخ المرجان' : 'Coral Hut',
        stay: fill(text.stay, { from: day('2026-12-03'), to: day('2026-12-05') }),
        total: formatPrice('1150.00', language, 'SAR'),
      }),
    );
    expect(links[0]).toHaveAttribute('href', '/dashboard/bookings/4');
    expect(within(links[0]).getByText('KEN-ABC234').tagName).toBe('BDI');
    expect(links[1]).toHaveTextContent(fill(text.support_message, { name: 'Nora', email: 'nora@example.test' }));
    expect(links[1]).toHaveAttribute('href', '/dashboard/support/8');
    expect(within(links[1]).getByText('nora@example.test').tagName).toBe('BDI');
    expect(within(panel).getByText(formatDate(paid.created_at, language, { dateStyle: 'medium', timeStyle: 'short' }))).toBeInTheDocument();

    await user.click(within(panel).getAllByRole('button', { name: text.markRead })[1]);
    await waitFor(() => expect(reads).toEqual([11]));
    await screen.findByRole('button', { name: fill(text.bellUnread, { formatted: formatNumber(1, language) }) });

    await user.click(within(panel).getByRole('button', { name: text.markAll }));
    await waitFor(() => expect(readAll).toEqual([{ up_to: 12 }]));
    await screen.findByRole('button', { name: text.bell });
    expect(within(panel).queryByRole('button', { name: text.markRead })).toBeNull();
    // Live updates are down here (no EventSource): the panel says the list is polled instead.
    expect(within(panel).getByText(text.polling)).toBeInTheDocument();
  });

  it('is not in a supplier’s top bar', async () => {
    server.use(http.get(apiUrl('/api/dashboard/supplier/overview/'), () => HttpResponse.json({ detail: 'x' }, { status: 500 })));
    await renderWithProviders(undefined, { route: '/dashboard', language, preloadedState: { auth: sessionFor('supplier') } });
    await screen.findByRole('button', { name: header.openMenu });
    expect(screen.queryByRole('button', { name: text.bell })).toBeNull();
  });
});
