// Before paying, the hut page states the cancellation policy beside the terms, and Book says why it
// cannot be used yet (dates missing, terms unticked) instead of silently doing nothing.
import { screen } from '@testing-library/react';
import { addDays, addMonths, todayIn } from '../../../src/client/ui/calendar/dates';
import { renderWithProviders } from '../../helpers/client/renderWithProviders';
import { server } from '../../helpers/client/server';
import { sessionFor } from '../../helpers/client/session';
import { hutHandlers } from './fixtures';

const from = addDays(addMonths(todayIn(), 1), 2);
const to = addDays(from, 2);
const signedIn = { auth: sessionFor('guest') };

describe('booking from the hut page', () => {
  it('states the cancellation policy next to the terms and explains the unusable Book button (English)', async () => {
    server.use(...hutHandlers());
    const { user } = await renderWithProviders(undefined, { route: `/huts/1/details?from=${from}&to=${to}`, preloadedState: signedIn });
    expect(await screen.findByText(/^Cancellation: cancel at least 48 hours before check-in for a full refund/)).toBeInTheDocument();
    // The panel's Book (the phone bar has its own, which brings the panel into view).
    const book = screen.getAllByRole('button', { name: 'Book' }).find((button) => button.hasAttribute('aria-disabled')) as HTMLElement;
    expect(book).toHaveAttribute('aria-disabled', 'true');
    expect(book).toHaveAccessibleDescription('Tick the terms and conditions above to book.');
    await user.click(book);
    const terms = screen.getByRole('checkbox', { name: /terms and conditions/ });
    expect(terms).toHaveFocus();
    expect(terms).toHaveAccessibleDescription('Please accept the terms and conditions to book.');
    await user.click(terms);
    expect(book).not.toHaveAttribute('aria-disabled');
    expect(book).not.toHaveAccessibleDescription();
  });

  it('asks for dates first, in Arabic, with the policy in Arabic digits', async () => {
    server.use(...hutHandlers());
    await renderWithProviders(undefined, { route: '/huts/1/details', preloadedState: signedIn, language: 'ar' });
    expect(await screen.findByText(/قبل موعد الوصول بـ٤٨ ساعة على الأقل/)).toBeInTheDocument();
    const book = screen.getAllByRole('button', { name: 'احجز' }).find((button) => button.hasAttribute('aria-disabled')) as HTMLElement;
    expect(book).toHaveAccessibleDescription('اختر تاريخَي الوصول والمغادرة من التقويم لتتمكن من الحجز.');
  });
});
