// The staff booking page of a paid booking that still owes what a staff change to a dearer stay added: the balance is
// shown with the action to take it at the desk (cash or terminal, with its reference), in English and Arabic.
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { formatPrice } from '../../../src/client/ui/format';
import { readLocale, renderWithProviders } from '../../helpers/client/renderWithProviders';
import { server } from '../../helpers/client/server';
import { sessionFor } from '../../helpers/client/session';

type Locale = { dashboard: Record<string, Record<string, Record<string, string> | string>> };
const locales = { en: readLocale('en') as Locale, ar: readLocale('ar') as Locale };
const admin = { auth: sessionFor('admin') };
const fill = (text: string, values: Record<string, string>) =>
  text
    .replace(/\{\{(\w+)\}\}/g, (_m, name: string) => values[name] ?? '')
    .replace(/\s+/g, ' ')
    .trim();

/** An accessible name compared with its spaces collapsed (prices carry no-break spaces). */
const named = (expected: string) => (name: string) => name.replace(/\s+/g, ' ').trim() === expected;

const booking = {
  id: 9,
  code: 'KEN-BAL234',
  user: { id: 3, full_name: 'Noura', email: 'noura@example.com' },
  hut: { id: 1, title: 'Reef Hut', title_ar: 'كوخ الشعاب', main_image: null },
  persons_max_num: 2,
  kids_max_num: 0,
  status: 'paid',
  created_at: '2026-03-01T09:00:00.000Z',
  hold_expires_at: null,
  dates: {
    date_from: '2026-04-27',
    date_to: '2026-04-30',
    nights: 3,
    check_in: '2026-04-27T12:00:00.000Z',
    check_out: '2026-04-30T09:00:00.000Z',
  },
  events: [],
  services: [],
  special_items: [],
  promocode: null,
  subtotal: '1500.00',
  discount: '0.00',
  vat: '195.65',
  total_price: '1500.00',
  paid: '1000.00',
  refunded: '0.00',
  not_paid: '500.00',
  currency: 'SAR',
  qr_code: null,
  cancellation: {
    deadline: '2026-04-25T12:00:00.000Z',
    free_until: null,
    non_refundable: false,
    refundable_amount: '1000.00',
    full_refund_hours: 48,
    reason: null,
    cancelled_at: null,
    refunded_at: null,
  },
  hut_details: { id: 1, max_persons_num: 4, max_kids_num: 2, available_dates: [] },
  check_in: '2026-04-27T12:00:00.000Z',
  check_out: '2026-04-30T09:00:00.000Z',
  events_tickets_count: 0,
  qr_code_image: null,
};
const detail = {
  booking,
  guest: { id: 3, full_name: 'Noura', email: 'noura@example.com', phone: '+966501234567', language: 'ar' },
  refundable: '1000.00',
  no_show: false,
  checked_in: null,
  timeline: [],
};
const paidDetail = { ...detail, booking: { ...booking, paid: '1500.00', not_paid: '0.00' } };

describe.each(['en', 'ar'] as const)('taking a change’s balance at the desk (%s)', (language) => {
  const text = locales[language].dashboard.bookings as Record<string, string>;
  const desk = locales[language].dashboard.desk as Record<string, Record<string, string> | string>;
  const due = formatPrice('500.00', language, 'SAR');

  it('shows the balance and takes it on the terminal with its slip, once; then the action is gone', async () => {
    const bodies: Record<string, unknown>[] = [];
    const keys: (string | null)[] = [];
    let taken = false;
    server.use(
      http.get('*/api/dashboard/bookings/9/', () => HttpResponse.json(taken ? paidDetail : detail)),
      http.post('*/api/dashboard/bookings/9/desk-payment/', async ({ request }) => {
        keys.push(request.headers.get('idempotency-key'));
        bodies.push((await request.json()) as Record<string, unknown>);
        taken = true;
        return HttpResponse.json(paidDetail.booking);
      }),
    );
    const { user } = await renderWithProviders(undefined, { route: '/dashboard/bookings/9', language, preloadedState: admin });
    await user.click(await screen.findByRole('button', { name: named(fill(text.takeBalance, { amount: due })) }));
    const dialog = await screen.findByRole('dialog', { name: text.takeBalanceTitle });
    // The riyal sign's period ends the sentence too ("ر.س." and never "ر.س..").
    expect(within(dialog).getByText(fill(text.balanceDue, { amount: due }).replace(/(ر\.س\.\u200F?)\./, '$1'))).toBeInTheDocument();
    await user.selectOptions(within(dialog).getByLabelText(desk.payment as string), 'terminal');
    await user.type(within(dialog).getByLabelText(desk.slip as string), 'T-42');
    await user.click(within(dialog).getByRole('button', { name: named(fill(text.takeBalanceConfirm, { amount: due })) }));
    await waitFor(() => expect(bodies).toEqual([{ method: 'terminal', reference: 'T-42' }]));
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: named(fill(text.takeBalance, { amount: due })) })).not.toBeInTheDocument(),
    );
  });

  it('shows the server’s refusal in the dialog (the guest paid online a moment before)', async () => {
    server.use(
      http.get('*/api/dashboard/bookings/9/', () => HttpResponse.json(detail)),
      http.post('*/api/dashboard/bookings/9/desk-payment/', () =>
        HttpResponse.json({ detail: 'This booking is already paid.' }, { status: 409 }),
      ),
    );
    const { user } = await renderWithProviders(undefined, { route: '/dashboard/bookings/9', language, preloadedState: admin });
    await user.click(await screen.findByRole('button', { name: named(fill(text.takeBalance, { amount: due })) }));
    const dialog = await screen.findByRole('dialog', { name: text.takeBalanceTitle });
    await user.click(within(dialog).getByRole('button', { name: named(fill(text.takeBalanceConfirm, { amount: due })) }));
    expect(await within(dialog).findByText('This booking is already paid.')).toBeInTheDocument();
  });
});
