import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { Booking } from '../../../src/shared/schemas/booking';
import { renderWithProviders } from '../../helpers/client/renderWithProviders';
import { server } from '../../helpers/client/server';
import { sessionFor } from '../../helpers/client/session';
import { inMinutes, makeBooking } from './fixtures';

const signedIn = { auth: sessionFor('guest') };
const config = (provider: 'sandbox' | 'hyperpay') =>
  http.get('*/api/config/', () =>
    HttpResponse.json({ google_client_id: null, payment_provider: provider, currency: 'SAR', vat_rate: 0.15, time_zone: 'Asia/Riyadh' }),
  );
const configWith = (provider: 'sandbox' | 'hyperpay', brands: string[]) =>
  http.get('*/api/config/', () =>
    HttpResponse.json({
      google_client_id: null,
      payment_provider: provider,
      payment_brands: brands,
      currency: 'SAR',
      vat_rate: 0.15,
      time_zone: 'Asia/Riyadh',
    }),
  );
const bookingHandler = (booking: () => Booking) => http.get('*/api/products/bookings/7/', () => HttpResponse.json(booking()));
const held = () => makeBooking({ status: 'confirmed', hold_expires_at: inMinutes(30) });

const ALL_BRANDS = ['MADA', 'VISA', 'MASTER', 'APPLEPAY', 'STC_PAY'];
const WIDGET_BRANDS: Record<string, string> = { MADA: 'MADA', VISA: 'VISA MASTER', APPLEPAY: 'APPLEPAY', STC_PAY: 'STC_PAY' };

// Issue 25 §1: one code path for every gateway. The guest chooses a method; the server's checkout names the widget
// script (the sandbox's own or HyperPay's) and the brands its form lists; the page loads it only then.
describe('payment screen (one widget path)', () => {
  const asked: { brand?: string; kind?: string }[] = [];
  const checkout = (widgetOf: (id: string) => string) =>
    http.post('*/api/payments/create-checkout/', async ({ request }) => {
      const body = (await request.json()) as { brand?: string; kind?: string };
      asked.push(body);
      const id = `CHK${asked.length}`;
      return HttpResponse.json(
        {
          success: true,
          checkout_id: id,
          provider: 'x',
          amount: '900.00',
          currency: 'SAR',
          payment_widget_url: widgetOf(id),
          payment_brands: WIDGET_BRANDS[body.brand ?? 'VISA'],
        },
        { status: 201 },
      );
    });
  beforeEach(() => {
    asked.length = 0;
  });
  afterEach(() => {
    document.querySelectorAll('script[src*="paymentWidgets"]').forEach((script) => script.remove());
    delete window.ApplePaySession;
    delete window.wpwlOptions;
  });

  test.each([
    ['sandbox', (id: string) => `/sandbox/v1/paymentWidgets.js?checkoutId=${id}`],
    ['hyperpay', (id: string) => `https://eu-test.oppwa.com/v1/paymentWidgets.js?checkoutId=${id}`],
  ] as const)('%s: mada first; the checkout is made for the chosen brand and its widget script is loaded', async (provider, widgetOf) => {
    server.use(configWith(provider, ALL_BRANDS), bookingHandler(held), checkout(widgetOf));
    const { user } = await renderWithProviders(undefined, { route: '/7/payment', preloadedState: signedIn });
    const methods = await screen.findByRole('group', { name: 'Payment method' });
    const radios = within(methods).getAllByRole('radio');
    // No Apple Pay in a browser that cannot pay with it.
    expect(radios.map((radio) => radio.closest('label')?.querySelector('.name')?.textContent)).toEqual([
      'mada',
      'Visa or Mastercard',
      'STC Pay',
    ]);
    expect(within(methods).getByRole('radio', { name: /^mada/ })).toBeChecked();
    await waitFor(() => expect(document.querySelector(`script[src="${widgetOf('CHK1')}"]`)).not.toBeNull());
    expect(asked[0]).toEqual({ booking_id: 7, kind: 'booking', brand: 'MADA' });
    const form = document.querySelector('form.paymentWidgets');
    expect(form).toHaveAttribute('data-brands', 'MADA');
    expect(form?.getAttribute('action')).toBe(`${window.location.origin}/7/payment/success`);
    expect(window.wpwlOptions).toMatchObject({ locale: 'en', brandDetectionPriority: ['MADA', 'VISA', 'MASTER'] });
    // No card form of this app's own: the card fields are the widget's.
    expect(screen.queryByLabelText('Card number')).not.toBeInTheDocument();

    await user.click(within(methods).getByRole('radio', { name: /^Visa or Mastercard/ }));
    await waitFor(() => expect(document.querySelector(`script[src="${widgetOf('CHK2')}"]`)).not.toBeNull());
    expect(asked[1]).toMatchObject({ brand: 'VISA' });
    expect(document.querySelector(`script[src="${widgetOf('CHK1')}"]`)).toBeNull();
    expect(document.querySelector('form.paymentWidgets')).toHaveAttribute('data-brands', 'VISA MASTER');
  });

  test('checkouts are asked for one at a time, in the order the guest chose; a method left before its turn asks for none', async () => {
    // Each checkout closes the booking's open one: a slow request for the method the guest left must not close the one
    // drawn since (a payment made on it would be refunded as not owed).
    let release: () => void = () => undefined;
    const firstAnswered = new Promise<void>((resolve) => (release = resolve));
    let inFlight = 0;
    let overlapped = false;
    server.use(
      configWith('sandbox', ALL_BRANDS),
      bookingHandler(held),
      http.post('*/api/payments/create-checkout/', async ({ request }) => {
        const body = (await request.json()) as { brand?: string; kind?: string };
        asked.push(body);
        const id = `CHK${asked.length}`;
        inFlight += 1;
        if (inFlight > 1) overlapped = true;
        if (asked.length === 1) await firstAnswered;
        inFlight -= 1;
        return HttpResponse.json(
          {
            success: true,
            checkout_id: id,
            provider: 'sandbox',
            amount: '900.00',
            currency: 'SAR',
            payment_widget_url: `/sandbox/v1/paymentWidgets.js?checkoutId=${id}`,
            payment_brands: WIDGET_BRANDS[body.brand ?? 'VISA'],
          },
          { status: 201 },
        );
      }),
    );
    const { user } = await renderWithProviders(undefined, { route: '/7/payment', preloadedState: signedIn });
    const methods = await screen.findByRole('group', { name: 'Payment method' });
    await waitFor(() => expect(asked).toHaveLength(1));
    await user.click(within(methods).getByRole('radio', { name: /^Visa or Mastercard/ }));
    await user.click(within(methods).getByRole('radio', { name: /^STC Pay/ }));
    // Nothing more is asked while the first checkout is on its way.
    expect(asked).toHaveLength(1);
    release();
    await waitFor(() => expect(document.querySelector('form.paymentWidgets')).toHaveAttribute('data-brands', 'STC_PAY'));
    expect(asked.map((body) => body.brand)).toEqual(['MADA', 'STC_PAY']);
    expect(overlapped).toBe(false);
    // The form names its checkout, so only that checkout's widget script draws into it.
    expect(document.querySelector('form.paymentWidgets')).toHaveAttribute('data-checkout-id', 'CHK2');
    expect(document.querySelector('script[src*="checkoutId=CHK2"]')).not.toBeNull();
  });

  test('Apple Pay is offered where the browser can pay with it, and its checkout lists APPLEPAY', async () => {
    window.ApplePaySession = { canMakePayments: () => true };
    server.use(
      configWith('sandbox', ALL_BRANDS),
      bookingHandler(held),
      checkout((id) => `/sandbox/v1/paymentWidgets.js?checkoutId=${id}`),
    );
    const { user } = await renderWithProviders(undefined, { route: '/7/payment', preloadedState: signedIn, language: 'ar' });
    const methods = await screen.findByRole('group', { name: 'طريقة الدفع' });
    await user.click(within(methods).getByRole('radio', { name: /^Apple Pay/ }));
    await waitFor(() => expect(asked.at(-1)).toMatchObject({ brand: 'APPLEPAY' }));
    await waitFor(() => expect(document.querySelector('form.paymentWidgets')).toHaveAttribute('data-brands', 'APPLEPAY'));
    expect(window.wpwlOptions).toMatchObject({ locale: 'ar', applePay: { countryCode: 'SA' } });
  });

  test('a mada card typed under Visa or Mastercard is recognised, and the guest is offered to pay it as mada', async () => {
    server.use(
      configWith('hyperpay', ['MADA', 'VISA', 'MASTER']),
      bookingHandler(held),
      checkout((id) => `https://eu-test.oppwa.com/v1/paymentWidgets.js?checkoutId=${id}`),
    );
    const { user } = await renderWithProviders(undefined, { route: '/7/payment', preloadedState: signedIn });
    const methods = await screen.findByRole('group', { name: 'Payment method' });
    expect(within(methods).getAllByRole('radio')).toHaveLength(2);
    await user.click(within(methods).getByRole('radio', { name: /^Visa or Mastercard/ }));
    await waitFor(() => expect(asked.at(-1)).toMatchObject({ brand: 'VISA' }));
    await waitFor(() => expect(typeof window.wpwlOptions?.onDetectBrand).toBe('function'));
    // What the widget reports while the guest types a card number with a mada BIN.
    act(() => (window.wpwlOptions!.onDetectBrand as (brands: string[]) => void)(['MADA']));
    expect(await screen.findByText('This is a mada card. Pay with it as mada.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Pay with mada' }));
    await waitFor(() => expect(asked.at(-1)).toMatchObject({ brand: 'MADA' }));
    expect(within(methods).getByRole('radio', { name: /^mada/ })).toBeChecked();
  });

  test('a checkout the server refuses says why instead of a form', async () => {
    server.use(
      configWith('sandbox', ALL_BRANDS),
      bookingHandler(held),
      http.post('*/api/payments/create-checkout/', () => HttpResponse.json({ detail: 'The hold has expired.' }, { status: 409 })),
    );
    await renderWithProviders(undefined, { route: '/7/payment', preloadedState: signedIn });
    expect(await screen.findByText('The hold has expired.')).toBeInTheDocument();
    expect(document.querySelector('script[src*="paymentWidgets"]')).toBeNull();
  });

  test('a lapsed hold says so and offers to hold the same choice again', async () => {
    server.use(
      configWith('sandbox', ALL_BRANDS),
      bookingHandler(() => makeBooking({ status: 'expired', hold_expires_at: inMinutes(-2) })),
    );
    await renderWithProviders(undefined, { route: '/7/payment', preloadedState: signedIn });
    expect(await screen.findByRole('heading', { name: 'Your hold has ended' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Hold the same choice again' })).toBeEnabled();
    expect(screen.queryByRole('group', { name: 'Payment method' })).not.toBeInTheDocument();
  });
});

describe('payment result page', () => {
  test('back from HyperPay after paying for services: their own amount, apart from the booking’s new total', async () => {
    const booking = makeBooking({
      status: 'paid',
      total_price: '5680.00',
      paid: '5680.00',
      not_paid: '0.00',
      qr_code: 'data:image/png;base64,AAAA',
    });
    const asked: string[] = [];
    server.use(
      config('hyperpay'),
      bookingHandler(() => booking),
      http.get('*/api/payments/verify-payment/', ({ request }) => {
        asked.push(new URL(request.url).searchParams.get('resourcePath') ?? '');
        return HttpResponse.json({
          success: true,
          status: 'success',
          transaction: {
            id: 3,
            checkout_id: 'XYZ',
            amount: '980.00',
            currency: 'SAR',
            status: 'success',
            kind: 'extra',
            booking_id: 7,
            brand: 'VISA',
            last4: '1111',
            created_at: '2030-01-01T10:00:00Z',
            verified_at: '2030-01-01T10:01:00Z',
          },
        });
      }),
    );
    await renderWithProviders(undefined, {
      route: '/7/payment/success?id=XYZ&resourcePath=%2Fv1%2Fcheckouts%2FXYZ%2Fpayment',
      preloadedState: signedIn,
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Services added' })).toBeInTheDocument();
    expect(asked).toContain('/v1/checkouts/XYZ/payment');
    expect(screen.getByText('Added services, paid now').nextSibling).toHaveTextContent(/^SAR\s980$/);
    expect(screen.getByText(/^Your booking’s total is now SAR\s5,680\.$/)).toBeInTheDocument();
    expect(screen.queryByText('Amount paid')).toBeNull();
  });
});

describe('confirm booking screen', () => {
  test('adding a ticket updates the booking and shows the server’s totals; Go to payment holds it', async () => {
    let booking = makeBooking();
    const updates: unknown[] = [];
    server.use(
      config('sandbox'),
      bookingHandler(() => booking),
      http.post('*/api/products/avliable/service/', () =>
        HttpResponse.json({
          available_services: [],
          available_events: [
            {
              id: 4,
              title: 'Reef night dive',
              title_ar: 'غوص ليلي',
              image: null,
              dates: [
                { id: 40, date: '2026-12-11', price: '150.00', seats_left: 3, min_purchasable_quantity: 1, max_purchasable_quantity: 4 },
              ],
            },
          ],
        }),
      ),
      http.get('*/api/products/ken-items/hut/3/', () =>
        HttpResponse.json({ count: 0, page: 1, pages: 0, next: null, previous: null, results: [] }),
      ),
      http.put('*/api/products/booking/update/7/', async ({ request }) => {
        const body = (await request.json()) as { status?: string; events?: { quantity: number }[] };
        updates.push(body);
        booking =
          body.status === 'confirmed'
            ? { ...booking, status: 'confirmed', hold_expires_at: inMinutes(30) }
            : makeBooking({
                events: [
                  {
                    id: 1,
                    event: 4,
                    title: 'Reef night dive',
                    title_ar: 'غوص ليلي',
                    date: '2026-12-11',
                    date_id: 40,
                    quantity: 1,
                    unit_price: '150.00',
                    total: '150.00',
                    is_extra: false,
                    is_paid: false,
                  },
                ],
                subtotal: '1050.00',
                vat: '136.96',
                total_price: '1050.00',
                not_paid: '1050.00',
              });
        return HttpResponse.json(booking);
      }),
    );
    const { user, router } = await renderWithProviders(undefined, { route: '/7/confirm/confirm-booking', preloadedState: signedIn });
    const summary = await screen.findByRole('complementary', { name: 'Booking summary' });
    expect(within(summary).getByTestId('booking-total')).toHaveTextContent('SAR 900');
    await user.click(await screen.findByRole('button', { name: /More: Reef night dive/ }));
    await waitFor(() => expect(within(summary).getByTestId('booking-total')).toHaveTextContent('SAR 1,050'));
    expect(updates[0]).toMatchObject({ events: [{ event: 4, date: 40, quantity: 1 }] });
    expect(within(summary).getByText('Reef night dive × 1')).toBeInTheDocument();
    await user.click(within(summary).getByRole('button', { name: 'Go to payment' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/7/payment'));
    expect(updates[1]).toMatchObject({ status: 'confirmed', events: [{ event: 4, date: 40, quantity: 1 }] });
  });
});

describe('my bookings', () => {
  const page = (results: Booking[]) => ({ count: results.length, page: 1, pages: 1, next: null, previous: null, results });

  test('the cancel dialog shows the policy, the deadline in resort time and the exact refund, then cancels', async () => {
    let booking = makeBooking({
      status: 'paid',
      paid: '900.00',
      not_paid: '0.00',
      cancellation: {
        deadline: '2026-12-08T09:00:00.000Z',
        free_until: '2026-12-08T09:00:00.000Z',
        non_refundable: false,
        refundable_amount: '900.00',
        full_refund_hours: 48,
        reason: null,
        cancelled_at: null,
        refunded_at: null,
      },
    });
    server.use(
      config('sandbox'),
      http.get('*/api/products/bookings/upcoming/list/', () => HttpResponse.json(page([booking]))),
      http.post('*/api/products/booking/cancellation/7/', () => {
        booking = { ...booking, status: 'refunded' };
        return HttpResponse.json(booking);
      }),
    );
    const { user } = await renderWithProviders(undefined, { route: '/my-booking', preloadedState: signedIn });
    const opener = await screen.findByRole('button', { name: 'Cancel' });
    await user.click(opener);
    const dialog = screen.getByRole('dialog', { name: /^Cancel booking KEN-7F3K2Q ?\?$/ });
    // 09:00 UTC is 12:00 in Riyadh.
    expect(within(dialog).getByText('Free cancellation until (resort time)').nextSibling).toHaveTextContent(
      'Tuesday, 8 December 2026 at 12:00',
    );
    expect(within(dialog).getByText('Your refund').nextSibling).toHaveTextContent('SAR 900');
    expect(within(dialog).getByText(/48 hours before check-in/)).toBeInTheDocument();
    // Escape closes it and gives focus back.
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
    await user.click(opener);
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel the booking' }));
    expect(await screen.findByText('Refunded')).toBeInTheDocument();
  });

  test('each paid booking shows its QR and downloads its e-ticket and calendar file with the session', async () => {
    const asked: { path: string; auth: string | null }[] = [];
    const file =
      (type: string) =>
      async ({ request }: { request: Request }) => {
        asked.push({ path: new URL(request.url).pathname, auth: request.headers.get('authorization') });
        return new HttpResponse('file', { headers: { 'content-type': type } });
      };
    server.use(
      config('sandbox'),
      http.get('*/api/products/bookings/upcoming/list/', () =>
        HttpResponse.json(
          page([
            makeBooking({ status: 'paid', paid: '900.00', not_paid: '0.00', qr_code: 'data:image/png;base64,iVBORw0KGgo=' }),
            makeBooking({ id: 8, code: 'KEN-PEND01' }),
          ]),
        ),
      ),
      http.get('*/api/products/bookings/7/ticket.pdf', file('application/pdf')),
      http.get('*/api/products/bookings/7/calendar.ics', file('text/calendar')),
    );
    URL.createObjectURL = jest.fn(() => 'blob:ticket');
    URL.revokeObjectURL = jest.fn();
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const { user } = await renderWithProviders(undefined, { route: '/my-booking', preloadedState: signedIn });
    const [paidCard, pendingCard] = await screen.findAllByRole('article');
    expect(within(paidCard).getByRole('img', { name: 'QR code of booking KEN-7F3K2Q: show it at arrival' })).toBeInTheDocument();
    // A booking that is not paid has no ticket to show.
    expect(within(pendingCard).queryByRole('img', { name: /QR code/ })).not.toBeInTheDocument();
    expect(within(pendingCard).queryByRole('button', { name: 'Download e-ticket' })).not.toBeInTheDocument();
    await user.click(within(paidCard).getByRole('button', { name: 'Download e-ticket' }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    await user.click(within(paidCard).getByRole('button', { name: 'Add to calendar' }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(2));
    expect(asked).toEqual([
      { path: '/api/products/bookings/7/ticket.pdf', auth: `Bearer ${signedIn.auth.token}` },
      { path: '/api/products/bookings/7/calendar.ics', auth: `Bearer ${signedIn.auth.token}` },
    ]);
    click.mockRestore();
  });

  test('a draft can be discarded after saying that nothing is charged; a paid booking cannot', async () => {
    let bookings = [
      makeBooking({ status: 'pending' }),
      makeBooking({ id: 8, code: 'KEN-PAID01', status: 'paid', paid: '900.00', not_paid: '0.00' }),
    ];
    const deleted: string[] = [];
    server.use(
      config('sandbox'),
      http.get('*/api/products/bookings/upcoming/list/', () => HttpResponse.json(page(bookings))),
      http.delete('*/api/products/bookings/:id/', ({ params }) => {
        deleted.push(String(params.id));
        bookings = bookings.filter((booking) => String(booking.id) !== params.id);
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const { user } = await renderWithProviders(undefined, { route: '/my-booking', preloadedState: signedIn });
    const [draft, paid] = await screen.findAllByRole('article');
    expect(within(paid).queryByRole('button', { name: 'Discard' })).not.toBeInTheDocument();
    await user.click(within(draft).getByRole('button', { name: 'Discard' }));
    const dialog = screen.getByRole('dialog', { name: /^Discard booking KEN-7F3K2Q ?\?$/ });
    expect(within(dialog).getByText(/nothing is charged or refunded/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Discard the booking' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(1));
    expect(deleted).toEqual(['7']);
  });

  test('a hold that ran out unpaid shows as expired, with Book again for the same hut and dates', async () => {
    const lapsed = makeBooking({
      status: 'expired',
      dates: {
        date_from: '2099-12-10',
        date_to: '2099-12-12',
        nights: 2,
        check_in: '2099-12-10T12:00:00.000Z',
        check_out: '2099-12-12T09:00:00.000Z',
      },
    });
    const stale = makeBooking({ id: 8, code: 'KEN-STALE1', status: 'confirmed', hold_expires_at: inMinutes(-1) });
    server.use(
      config('sandbox'),
      http.get('*/api/products/bookings/past/', () => HttpResponse.json(page([lapsed, stale]))),
    );
    await renderWithProviders(undefined, { route: '/my-booking?tab=past', preloadedState: signedIn });
    const cards = await screen.findAllByRole('article');
    for (const card of cards) {
      expect(within(card).getByText('Expired')).toBeInTheDocument();
      expect(within(card).getByText('The hold ran out before payment, so nothing was charged.')).toBeInTheDocument();
      expect(within(card).queryByRole('link', { name: 'Continue booking' })).not.toBeInTheDocument();
    }
    expect(within(cards[0]).getByRole('link', { name: 'Book again' })).toHaveAttribute(
      'href',
      '/huts/3/details?from=2099-12-10&to=2099-12-12',
    );
  });

  test("a day visit's lapsed hold is held again from its card: refused by name while its seats are gone, then off to pay", async () => {
    const dive = {
      id: 1,
      event: 5,
      title: 'Night dive',
      title_ar: 'غوص ليلي',
      date: '2099-12-10',
      date_id: 9,
      quantity: 2,
      unit_price: '150.00',
      total: '300.00',
      is_extra: false,
      is_paid: false,
    };
    const visitDay = {
      date_from: '2099-12-10',
      date_to: '2099-12-11',
      nights: 0,
      check_in: '2099-12-10T06:00:00.000Z',
      check_out: '2099-12-10T18:00:00.000Z',
    };
    const visit = makeBooking({
      kind: 'day_visit',
      hut: null,
      hut_details: null,
      status: 'expired',
      hold_expires_at: null,
      events: [dive],
      dates: visitDay,
    });
    const holds: string[] = [];
    server.use(
      config('sandbox'),
      http.get('*/api/products/bookings/past/', () => HttpResponse.json(page([visit]))),
      http.post('*/api/products/day-visits/:id/hold/', ({ params }) => {
        holds.push(String(params.id));
        return holds.length === 1
          ? HttpResponse.json({ detail: 'Only 1 left for "Night dive" on 2099-12-10.' }, { status: 409 })
          : HttpResponse.json({ ...visit, status: 'confirmed', hold_expires_at: inMinutes(30) });
      }),
    );
    // A lapsed hold is listed with the past bookings.
    const { user } = await renderWithProviders(undefined, { route: '/my-booking?tab=past', preloadedState: signedIn });
    const card = await screen.findByRole('article');
    expect(within(card).getByRole('link', { name: 'Book again' })).toHaveAttribute('href', '/event/5/details');
    await user.click(within(card).getByRole('button', { name: 'Hold the same tickets again' }));
    expect(await screen.findByText('Only 1 left for "Night dive" on 2099-12-10.')).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Hold the same tickets again' }));
    // On to the payment screen for it.
    await waitFor(() => expect(document.title).toBe('Payment · Ken Resort'));
    expect(holds).toEqual(['7', '7']);
  });

  test('coming back to the tab (or the network) asks again: a booking paid elsewhere shows as paid', async () => {
    let booking = makeBooking({ status: 'confirmed', hold_expires_at: inMinutes(20) });
    server.use(
      config('sandbox'),
      http.get('*/api/products/bookings/upcoming/list/', () => HttpResponse.json(page([booking]))),
    );
    await renderWithProviders(undefined, { route: '/my-booking', preloadedState: signedIn });
    expect(await screen.findByText('Awaiting payment')).toBeInTheDocument();
    booking = { ...booking, status: 'paid', paid: '900.00', not_paid: '0.00', hold_expires_at: null };
    act(() => {
      window.dispatchEvent(new Event('focus'));
    });
    expect(await screen.findByText('Paid')).toBeInTheDocument();
    booking = { ...booking, status: 'cancelled' };
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(await screen.findByText('Cancelled')).toBeInTheDocument();
  });

  test('a stale Add services for a cancelled booking says why instead of an empty page', async () => {
    server.use(
      config('sandbox'),
      bookingHandler(() => makeBooking({ status: 'refunded', paid: '900.00' })),
    );
    await renderWithProviders(undefined, { route: '/7/service/confirm-booking', preloadedState: signedIn });
    expect(await screen.findByText('This booking was cancelled, so services can no longer be added to it.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to my bookings' })).toHaveAttribute('href', '/my-booking');
    expect(screen.queryByRole('button', { name: 'Add and pay' })).not.toBeInTheDocument();
  });

  test('a cancelled booking whose refund has not gone through yet says so until it has', async () => {
    let booking = makeBooking({
      status: 'cancelled',
      paid: '900.00',
      not_paid: '0.00',
      refunded: '0.00',
      refund_pending: true,
      refund_status: 'pending',
    });
    server.use(
      config('sandbox'),
      http.get('*/api/products/bookings/past/', () => HttpResponse.json(page([booking]))),
    );
    await renderWithProviders(undefined, { route: '/my-booking?tab=past', preloadedState: signedIn, language: 'ar' });
    expect(await screen.findByText('الاسترداد قيد التنفيذ')).toBeInTheDocument();
    cleanup();
    booking = { ...booking, status: 'refunded', refunded: '900.00', refund_pending: false, refund_status: 'succeeded' };
    await renderWithProviders(undefined, { route: '/my-booking?tab=past', preloadedState: signedIn });
    expect(await screen.findByText('Refunded')).toBeInTheDocument();
    expect(screen.queryByText('Refund pending')).not.toBeInTheDocument();
  });

  test('a past stay can be rated once with keyboard-usable stars', async () => {
    let rated = false;
    const posted: unknown[] = [];
    server.use(
      config('sandbox'),
      http.get('*/api/products/bookings/past/', () =>
        HttpResponse.json(page([makeBooking({ status: 'completed', paid: '900.00', not_paid: '0.00', can_rate: !rated })])),
      ),
      http.post('*/api/products/rate/7/', async ({ request }) => {
        posted.push(await request.json());
        rated = true;
        return HttpResponse.json(
          { id: 1, booking: 7, hut: 3, value: 4, content: 'Lovely', created_at: '2026-12-13T00:00:00Z' },
          { status: 201 },
        );
      }),
    );
    const { user, router } = await renderWithProviders(undefined, { route: '/my-booking?tab=past', preloadedState: signedIn });
    expect(router.state.location.search).toBe('?tab=past');
    await user.click(await screen.findByRole('button', { name: 'Rate your stay' }));
    const dialog = screen.getByRole('dialog');
    const stars = within(dialog).getAllByRole('radio');
    expect(stars).toHaveLength(5);
    await user.click(within(dialog).getByRole('radio', { name: 'Rated 3 out of 5' }));
    await user.keyboard('{ArrowRight}');
    expect(within(dialog).getByRole('radio', { name: 'Rated 4 out of 5' })).toBeChecked();
    await user.type(within(dialog).getByLabelText('Tell us more (optional)'), 'Lovely');
    await user.click(within(dialog).getByRole('button', { name: 'Send my rating' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(posted).toEqual([{ value: 4, content: 'Lovely' }]);
    expect(await screen.findByText('Rated — thank you')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Rate your stay' })).not.toBeInTheDocument();
  });

  test('a stay rated already (from another tab): the server’s message shows in the dialog', async () => {
    server.use(
      config('sandbox'),
      http.get('*/api/products/bookings/past/', () =>
        HttpResponse.json(page([makeBooking({ status: 'completed', paid: '900.00', not_paid: '0.00', can_rate: true })])),
      ),
      http.post('*/api/products/rate/7/', () =>
        HttpResponse.json({ non_field_errors: ['This stay has already been rated.'] }, { status: 400 }),
      ),
    );
    const { user } = await renderWithProviders(undefined, { route: '/my-booking?tab=past', preloadedState: signedIn });
    await user.click(await screen.findByRole('button', { name: 'Rate your stay' }));
    const dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByRole('radio', { name: 'Rated 5 out of 5' }));
    await user.click(within(dialog).getByRole('button', { name: 'Send my rating' }));
    expect(await within(dialog).findByText('This stay has already been rated.')).toBeInTheDocument();
  });

  test('the website can be rated from here', async () => {
    const posted: unknown[] = [];
    server.use(
      http.get('*/api/products/bookings/upcoming/list/', () => HttpResponse.json(page([]))),
      http.post('*/api/content/ken/review/', async ({ request }) => {
        posted.push(await request.json());
        return HttpResponse.json({}, { status: 201 });
      }),
    );
    const { user } = await renderWithProviders(undefined, { route: '/my-booking', preloadedState: signedIn });
    expect(await screen.findByText('No upcoming stays yet.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Rate the website' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('radio', { name: 'Rated 5 out of 5' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(posted).toEqual([{ rating: 5 }]));
  });
});

// Keeps act() warnings away from timers the countdown leaves behind.
afterEach(async () => {
  await act(async () => undefined);
});
