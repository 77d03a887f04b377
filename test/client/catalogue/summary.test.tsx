import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { summarizeStay } from '../../../src/client/features/catalogue/lib/pricing';
import { addDays, addMonths, todayIn, weekday } from '../../../src/client/ui/calendar/dates';
import { renderWithProviders } from '../../helpers/client/renderWithProviders';
import { server } from '../../helpers/client/server';
import { availability, hutHandlers } from './fixtures';

let thursday = addDays(addMonths(todayIn(), 1), 1);
while (weekday(thursday) !== 4) thursday = addDays(thursday, 1);
const monday = addDays(thursday, 4);

describe('summarizeStay', () => {
  it('groups weekday and weekend nights and takes the VAT part out of the total', () => {
    const nights = Object.fromEntries(availability(thursday, monday).map((night) => [night.date, night]));
    const summary = summarizeStay(nights, thursday, monday, 0.15);
    // Thursday and Sunday at 650, Friday and Saturday at the weekend price of 780.
    expect(summary).toEqual({
      nights: 4,
      lines: [
        { price: 650, nights: 2, weekend: false, amount: 1300 },
        { price: 780, nights: 2, weekend: true, amount: 1560 },
      ],
      adjustments: [],
      subtotal: 2486.96,
      vat: 373.04,
      total: 2860,
    });
  });

  it('prices extra guests, the long-stay discount and the chosen rate as the server quote does (issue 24 §2)', () => {
    const nights = Object.fromEntries(availability(thursday, monday).map((night) => [night.date, night]));
    const rates = {
      rate_plans: [
        {
          id: 7,
          name: 'Saver',
          name_ar: 'توفير',
          percent_off: 15,
          addon_per_night: '20.00',
          refundable: false,
          free_cancel_hours: null,
          policy: '',
          policy_ar: '',
        },
      ],
      stay_discounts: [{ min_nights: 4, percent: 10 }],
      base_persons: 2,
      extra_adult_price: '100.00',
      extra_child_price: '50.00',
    };
    // 2,860.00 + 1 extra adult × 4 nights (400.00) = 3,260.00; −10 % = 326.00 → 2,934.00; −15 % = 440.10 → 2,493.90; + 4 × 20.00 = 2,573.90.
    const summary = summarizeStay(nights, thursday, monday, 0.15, { rates, planId: 7, adults: 3, kids: 0 });
    expect(summary?.adjustments).toEqual([
      { kind: 'extraGuests', amount: 400 },
      { kind: 'stayDiscount', amount: -326, percent: 10 },
      { kind: 'planDiscount', amount: -440.1, percent: 15 },
      { kind: 'planAddon', amount: 80 },
    ]);
    expect(summary?.total).toBe(2573.9);
    // The standard rate: no plan discount or add-on.
    expect(summarizeStay(nights, thursday, monday, 0.15, { rates, planId: null, adults: 2, kids: 0 })?.total).toBe(2574);
  });

  it('has nothing to sum without a night or without a price', () => {
    expect(summarizeStay({}, thursday, thursday)).toBeNull();
    expect(summarizeStay({}, thursday, monday)).toBeNull();
  });
});

describe('price summary on the hut page', () => {
  it('shows nights × prices, the VAT part and the total for the chosen stay and guests', async () => {
    server.use(...hutHandlers());
    const { user, router } = await renderWithProviders(undefined, { route: `/huts/1/details?from=${thursday}&to=${monday}&adults=2` });
    const summary = await screen.findByRole('region', { name: 'Price summary' });
    expect(within(summary).getByText('SAR 650 × 2 nights').nextSibling).toHaveTextContent('SAR 1,300');
    expect(within(summary).getByText('SAR 780 × 2 weekend nights').nextSibling).toHaveTextContent('SAR 1,560');
    // Prices include VAT: the total, then the VAT it includes (the same rows as every booking summary).
    expect(within(summary).queryByText(/before VAT/)).toBeNull();
    expect(within(summary).getByText('Total').nextSibling).toHaveTextContent('SAR 2,860');
    expect(within(summary).getByText('Includes VAT (15%)').nextSibling).toHaveTextContent('SAR 373.04');

    // Guests stay within the hut's limits (4 adults, 2 children) and go into the URL.
    const more = screen.getByRole('button', { name: 'More: Adults' });
    await user.click(more);
    await user.click(more);
    // At the limit the button says so and keeps the keyboard's focus (issue 20, item 22).
    expect(more).toHaveAttribute('aria-disabled', 'true');
    expect(more).toHaveFocus();
    expect(new URLSearchParams(router.state.location.search).get('adults')).toBe('4');
    await user.click(screen.getByRole('button', { name: 'More: Children' }));
    expect(new URLSearchParams(router.state.location.search).get('kids')).toBe('1');

    // Signed out: the book button asks to sign in and brings the visitor back to this exact choice.
    const signIn = screen.getByRole('link', { name: 'Sign in to book' });
    const next = new URL(signIn.getAttribute('href') as string, 'http://x').searchParams.get('next') as string;
    expect(next).toBe(`/huts/1/details?from=${thursday}&to=${monday}&adults=4&kids=1`);
    // One wording for a visitor: the phone's bottom bar says the same as the panel (issue 20, item 48).
    const bar = screen.getByRole('region', { name: 'Price and booking' });
    expect(within(bar).getByRole('button', { name: 'Sign in to book' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Book' })).not.toBeInTheDocument();
    // Signed out, there is no booking form yet: it loads once the guest is signed in.
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  });

  it('uses the VAT rate from the run-time settings', async () => {
    server.use(...hutHandlers());
    server.use(
      http.get('*/api/config/', () =>
        HttpResponse.json({
          google_client_id: null,
          payment_provider: 'sandbox',
          currency: 'SAR',
          vat_rate: 0.05,
          time_zone: 'Asia/Riyadh',
        }),
      ),
    );
    await renderWithProviders(undefined, { route: `/huts/1/details?from=${thursday}&to=${addDays(thursday, 1)}` });
    const summary = await screen.findByRole('region', { name: 'Price summary' });
    expect(await within(summary).findByText('Includes VAT (5%)')).toBeInTheDocument();
    // 650 includes 5 % VAT: 650 − 650 / 1.05 = 30.95.
    expect(within(summary).getByText('Includes VAT (5%)').nextSibling).toHaveTextContent('SAR 30.95');
  });
});
