import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { formatDate, formatNumber, formatPrice } from '../../../src/client/ui/format';
import { readLocale, renderWithProviders } from '../../helpers/client/renderWithProviders';
import { server } from '../../helpers/client/server';
import { sessionFor } from '../../helpers/client/session';

type Locale = { dashboard: Record<string, Record<string, string>> };
const locales = { en: readLocale('en') as Locale, ar: readLocale('ar') as Locale };
const admin = { auth: sessionFor('admin') };
const fill = (text: string, values: Record<string, string>) =>
  text
    .replace(/\{\{(\w+)\}\}/g, (_m, name: string) => values[name] ?? '')
    .replace(/\s+/g, ' ')
    .trim();

const booking = {
  id: 7,
  code: 'KEN-ABC234',
  user: { id: 3, full_name: 'Noura', email: 'noura@example.com' },
  hut: { id: 1, title: 'Reef Hut', title_ar: 'كوخ الشعاب', main_image: null },
  persons_max_num: 2,
  kids_max_num: 0,
  status: 'paid',
  created_at: '2026-03-01T09:00:00.000Z',
  hold_expires_at: null,
  dates: {
    date_from: '2026-03-02',
    date_to: '2026-03-04',
    nights: 2,
    check_in: '2026-03-02T12:00:00.000Z',
    check_out: '2026-03-04T09:00:00.000Z',
  },
  events: [],
  services: [],
  special_items: [],
  promocode: null,
  subtotal: '1000.00',
  discount: '0.00',
  vat: '130.43',
  total_price: '1000.00',
  paid: '1000.00',
  refunded: '200.00',
  not_paid: '0.00',
  currency: 'SAR',
  qr_code: null,
  cancellation: {
    deadline: '2026-03-01T12:00:00.000Z',
    free_until: null,
    non_refundable: true,
    refundable_amount: '0.00',
    full_refund_hours: 48,
    reason: null,
    cancelled_at: null,
    refunded_at: null,
  },
  hut_details: { id: 1, max_persons_num: 4, max_kids_num: 2, available_dates: [] },
  check_in: '2026-03-02T12:00:00.000Z',
  check_out: '2026-03-04T09:00:00.000Z',
  events_tickets_count: 0,
  qr_code_image: null,
};
const detail = {
  booking,
  guest: { id: 3, full_name: 'Noura', email: 'noura@example.com', phone: '+966501234567', language: 'ar' },
  refundable: '800.00',
  no_show: false,
  checked_in: { at: '2026-03-02T11:05:00.000Z', by: 'Omar Gate' },
  timeline: [
    {
      at: '2026-03-01T09:00:00.000Z',
      kind: 'audit',
      action: 'check_in',
      amount: null,
      status: null,
      result_code: null,
      brand: null,
      last4: null,
      payment_kind: null,
      text: null,
      actor: 'Staff',
    },
    {
      at: '2026-03-01T09:05:00.000Z',
      kind: 'audit',
      action: 'something_new',
      amount: null,
      status: null,
      result_code: null,
      brand: null,
      last4: null,
      payment_kind: null,
      text: null,
      actor: 'Staff',
    },
    {
      at: '2026-03-01T09:06:00.000Z',
      kind: 'payment',
      action: 'success',
      amount: '1000.00',
      status: 'success',
      result_code: '000.100.110',
      brand: 'VISA',
      last4: '1111',
      payment_kind: 'booking',
      text: null,
      actor: null,
    },
    {
      at: '2026-03-01T09:07:00.000Z',
      kind: 'payment',
      action: 'failed',
      amount: '1000.00',
      status: 'failed',
      result_code: '800.100.151',
      brand: 'VISA',
      last4: '1111',
      payment_kind: 'booking',
      text: null,
      actor: null,
    },
  ],
};

describe.each(['en', 'ar'] as const)('a booking for staff (%s)', (language) => {
  const text = locales[language].dashboard.bookings;

  it('refuses a refund above what is refundable without calling the server, then sends one with what it saw refunded', async () => {
    const bodies: Record<string, unknown>[] = [];
    const keys: (string | null)[] = [];
    server.use(
      http.get('*/api/dashboard/bookings/7/', () => HttpResponse.json(detail)),
      http.post('*/api/dashboard/bookings/7/refund/', async ({ request }) => {
        keys.push(request.headers.get('idempotency-key'));
        bodies.push((await request.json()) as Record<string, unknown>);
        return HttpResponse.json({ ...detail, refundable: '700.00' });
      }),
    );
    const { user } = await renderWithProviders(undefined, { route: '/dashboard/bookings/7', language, preloadedState: admin });
    expect(await screen.findByText(text.actionCheckIn)).toBeInTheDocument();
    expect(screen.getByText(text.actionOther)).toBeInTheDocument();
    // The provider's result codes in words.
    const timeline = screen.getByRole('region', { name: text.timeline });
    expect(within(timeline).getByText(text.resultApproved)).toBeInTheDocument();
    expect(within(timeline).getByText(text.resultBankDeclined)).toBeInTheDocument();
    expect(within(timeline).queryByText(/\d{3}\.\d{3}\.\d{3}/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: text.refund }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(fill(text.refundableNow, { amount: formatPrice('800.00', language, 'SAR') }))).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(text.amount), '800.01');
    await user.type(within(dialog).getByLabelText(text.reason), 'Noise');
    await user.click(within(dialog).getByRole('button', { name: text.refundConfirm }));
    // A price ending the sentence: the riyal sign's period is the sentence's ("ر.س." and never "ر.س..").
    expect(
      await within(dialog).findByText(
        fill(text.amountTooHigh, { amount: formatPrice('800.00', language, 'SAR') }).replace(/(ر\.س\.\u200F?)\./, '$1'),
      ),
    ).toBeInTheDocument();
    expect(bodies).toHaveLength(0);
    await user.clear(within(dialog).getByLabelText(text.amount));
    await user.type(within(dialog).getByLabelText(text.amount), '100');
    await user.click(within(dialog).getByRole('button', { name: text.refundConfirm }));
    await waitFor(() => expect(bodies).toEqual([{ amount: '100', reason: 'Noise', refunded_before: '200.00' }]));
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('prices a change of guests first, forgets that price when the choice moves on, then saves the priced change', async () => {
    const changes: Record<string, unknown>[] = [];
    const answer = (persons: number, dryRun: boolean) => ({
      booking: { ...booking, persons_max_num: persons, total_price: '1150.00' },
      difference: { amount: '150.00', direction: 'charge', refund: '0.00' },
      status: dryRun ? 'priced' : 'applied',
      tickets_to_choose_again: [],
    });
    server.use(
      http.get('*/api/dashboard/bookings/7/', () => HttpResponse.json(detail)),
      http.post('*/api/dashboard/bookings/7/change/', async ({ request }) => {
        const body = (await request.json()) as { persons_max_num: number; dry_run: boolean };
        changes.push(body);
        return HttpResponse.json(answer(body.persons_max_num, body.dry_run));
      }),
    );
    const { user } = await renderWithProviders(undefined, { route: '/dashboard/bookings/7', language, preloadedState: admin });
    await user.click(await screen.findByRole('button', { name: text.change }));
    const dialog = await screen.findByRole('dialog', { name: text.changeTitle });
    const change = (locales[language] as unknown as { myBookings: { change: Record<string, string> } }).myBookings.change;
    await user.selectOptions(within(dialog).getByLabelText(change.adults), formatNumber(3, language));
    await user.click(within(dialog).getByRole('button', { name: change.price }));
    expect(await within(dialog).findByText(fill(formatPrice('1150.00', language, 'SAR'), {}))).toBeInTheDocument();
    expect(within(dialog).getByText(text.changeCharge)).toBeInTheDocument();
    // Another choice: the price shown belonged to three adults, so it goes and the dialog asks to price again.
    await user.selectOptions(within(dialog).getByLabelText(change.adults), formatNumber(4, language));
    expect(within(dialog).queryByText(text.changeCharge)).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: change.confirm })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: change.price }));
    await user.click(await within(dialog).findByRole('button', { name: change.confirm }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(changes).toEqual([
      { date_from: '2026-03-02', date_to: '2026-03-04', persons_max_num: 3, kids_max_num: 0, dry_run: true },
      { date_from: '2026-03-02', date_to: '2026-03-04', persons_max_num: 4, kids_max_num: 0, dry_run: true },
      { date_from: '2026-03-02', date_to: '2026-03-04', persons_max_num: 4, kids_max_num: 0, dry_run: false },
    ]);
  });

  it('shows the check-in with its resort time and who, on the booking and on the arrivals card', async () => {
    const time = formatDate('2026-03-02T11:05:00.000Z', language, {
      day: 'numeric',
      month: 'short',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    const row = {
      id: 7,
      code: 'KEN-ABC234',
      status: 'paid',
      guest: detail.guest,
      hut: booking.hut,
      date_from: '2026-03-02',
      date_to: '2026-03-04',
      nights: 2,
      persons: 2,
      kids: 0,
      total: '1000.00',
      paid: '1000.00',
      refunded: '0.00',
      not_paid: '0.00',
      currency: 'SAR',
      no_show: false,
      created_at: '2026-03-01T09:00:00.000Z',
      tickets: [],
    };
    server.use(
      http.get('*/api/dashboard/bookings/7/', () => HttpResponse.json(detail)),
      http.get('*/api/dashboard/bookings/arrivals/', () =>
        HttpResponse.json({
          date: '2026-03-02',
          today: '2026-03-02',
          kind: 'arrivals',
          results: [
            { ...row, checked_in: detail.checked_in },
            { ...row, id: 8, code: 'KEN-XYZ789', guest: { ...detail.guest, full_name: 'Salem' }, checked_in: null },
          ],
        }),
      ),
    );
    const checked = fill(text.checkedInBy, { time, name: 'Omar Gate' });
    await renderWithProviders(undefined, { route: '/dashboard/bookings/7', language, preloadedState: admin });
    const stay = await screen.findByRole('region', { name: text.stay });
    expect(within(stay).getByText(checked)).toBeInTheDocument();

    await renderWithProviders(undefined, { route: '/dashboard/arrivals', language, preloadedState: admin });
    const cards = await screen.findAllByRole('article');
    expect(within(cards[0]).getByText(checked)).toBeInTheDocument();
    expect(within(cards[1]).getByText(text.notCheckedIn)).toBeInTheDocument();
  });

  it('names the promo code beside the discount', async () => {
    server.use(
      http.get('*/api/dashboard/bookings/7/', () =>
        HttpResponse.json({ ...detail, booking: { ...booking, promocode: 'SUMMER10', discount: '100.00' } }),
      ),
    );
    await renderWithProviders(undefined, { route: '/dashboard/bookings/7', language, preloadedState: admin });
    const amounts = await screen.findByRole('region', { name: text.amounts });
    expect(within(amounts).getByText(text.promoCode).nextElementSibling).toHaveTextContent('SUMMER10');
    expect(within(amounts).getByText(text.discount).nextElementSibling?.textContent).toBe(formatPrice('100.00', language, 'SAR'));
  });

  it('sends a note with a key of its own, the same on a retry and a new one for the next note', async () => {
    const notes: { note: string; request_key: string }[] = [];
    const headers: (string | null)[] = [];
    let fail = true;
    server.use(
      http.get('*/api/dashboard/bookings/7/', () => HttpResponse.json(detail)),
      http.post('*/api/dashboard/bookings/7/notes/', async ({ request }) => {
        notes.push((await request.json()) as { note: string; request_key: string });
        headers.push(request.headers.get('idempotency-key'));
        if (fail) {
          fail = false;
          return HttpResponse.json({ detail: 'Service unavailable' }, { status: 503 });
        }
        return HttpResponse.json(detail);
      }),
    );
    const { user } = await renderWithProviders(undefined, { route: '/dashboard/bookings/7', language, preloadedState: admin });
    const field = await screen.findByLabelText(text.note);
    await user.type(field, 'Late check-out');
    await user.click(screen.getByRole('button', { name: text.addNote }));
    await waitFor(() => expect(notes).toHaveLength(1));
    // The first send failed: the note stays, and the retry carries the same key.
    await waitFor(() => expect(screen.getByRole('button', { name: text.addNote })).toBeEnabled());
    expect(field).toHaveValue('Late check-out');
    await user.click(screen.getByRole('button', { name: text.addNote }));
    await waitFor(() => expect(field).toHaveValue(''));
    await user.type(field, 'Cot');
    await user.click(screen.getByRole('button', { name: text.addNote }));
    await waitFor(() => expect(notes).toHaveLength(3));
    expect(notes.map((body) => body.note)).toEqual(['Late check-out', 'Late check-out', 'Cot']);
    expect(notes[0].request_key).toMatch(/^[A-Za-z0-9-]{8,64}$/);
    expect(notes[1].request_key).toBe(notes[0].request_key);
    expect(notes[2].request_key).not.toBe(notes[0].request_key);
    // The same key travels as the Idempotency-Key header.
    expect(headers).toEqual(notes.map((body) => body.request_key));
  });
});
