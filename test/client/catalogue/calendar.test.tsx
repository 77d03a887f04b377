import { act, screen, waitFor, within } from '@testing-library/react';
import { addDays, addMonths, todayIn, weekday } from '../../../src/client/ui/calendar/dates';
import { cellPrice } from '../../../src/client/ui/calendar/Calendar';
import { formatDate } from '../../../src/client/ui/format';
import { renderWithProviders } from '../../helpers/client/renderWithProviders';
import { server } from '../../helpers/client/server';
import { hutDetails, hutHandlers } from './fixtures';

// Days in next month, so every one of them is in the future and on the same grid.
const nextMonth = addMonths(todayIn(), 1);
/**
 * The first Thursday from the 8th of next month: Thu, Fri and Sat nights, then Sunday. Its whole week, from the
 * Saturday or Sunday it starts on, is in next month: from the 2nd, on 28 November 2026 the Arabic week of 3 December
 * began on that day, which cannot be booked, and Home stopped at the first day that can.
 */
let thursday = addDays(nextMonth, 7);
while (weekday(thursday) !== 4) thursday = addDays(thursday, 1);

const longDate = (day: string, lang = 'en') => formatDate(day, lang, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });
/** A day's cell by its full date (its name starts with what the cell shows: the day and its price). */
const cell = (day: string, lang = 'en') => screen.getByRole('gridcell', { name: new RegExp(`(^|, )${longDate(day, lang)}`) });

async function openHut(language: 'en' | 'ar' = 'en', blocked: string[] = [], search = '') {
  server.use(...hutHandlers({ blocked }));
  const view = await renderWithProviders(undefined, { route: `/huts/1/details${search}`, language });
  await screen.findByRole('grid');
  await waitFor(() => expect(screen.getByRole('grid')).not.toHaveAttribute('aria-busy'));
  return view;
}

async function showNextMonth(view: Awaited<ReturnType<typeof openHut>>, lang = 'en') {
  await view.user.click(screen.getByRole('button', { name: lang === 'ar' ? 'الشهر التالي' : 'Next month' }));
  await screen.findByRole('heading', { name: formatDate(nextMonth, lang, { month: 'long', year: 'numeric' }) });
}

describe('availability calendar', () => {
  it('refuses a stay that would cross a taken night, and accepts one that ends on it', async () => {
    const taken = addDays(thursday, 4); // the Monday night
    const view = await openHut('en', [taken]);
    await showNextMonth(view);

    expect(cell(taken)).toHaveAttribute('aria-disabled', 'true');
    expect(cell(taken)).toHaveAccessibleName(new RegExp('not available'));

    await view.user.click(cell(thursday));
    expect(view.router.state.location.search).toContain(`from=${thursday}`);
    expect(screen.getByText('Now choose your check-out day.')).toBeInTheDocument();
    // Past the taken night: every later day is disabled, and picking one is refused.
    expect(cell(addDays(thursday, 6))).toHaveAttribute('aria-disabled', 'true');
    await view.user.click(cell(addDays(thursday, 6)));
    expect(screen.getByText(/can’t include a night that is taken/)).toBeInTheDocument();
    expect(view.router.state.location.search).not.toContain('to=');

    // Checking out on the morning of the taken night is fine: that night is not part of the stay.
    await view.user.click(cell(taken));
    expect(view.router.state.location.search).toContain(`to=${taken}`);
    expect(cell(thursday)).toHaveAttribute('aria-selected', 'true');
    expect(cell(addDays(thursday, 2))).toHaveAttribute('aria-selected', 'true');
  });

  it('moves by day, week and month with the keyboard and selects with Enter', async () => {
    const view = await openHut('en');
    await showNextMonth(view);
    const start = addDays(thursday, 0);
    act(() => cell(start).focus());
    // Roving tabindex: the grid has one tab stop.
    await view.user.keyboard('{Enter}');
    expect(
      within(screen.getByRole('grid'))
        .getAllByRole('gridcell')
        .filter((node) => node.tabIndex === 0),
    ).toHaveLength(1);

    await view.user.keyboard('{ArrowRight}');
    expect(cell(addDays(start, 1))).toHaveFocus();
    await view.user.keyboard('{ArrowDown}');
    expect(cell(addDays(start, 8))).toHaveFocus();
    await view.user.keyboard('{ArrowLeft}{ArrowUp}');
    expect(cell(start)).toHaveFocus();
    // English weeks start on Sunday: Home goes back to it, End forward to Saturday.
    await view.user.keyboard('{Home}');
    expect(cell(addDays(start, -4))).toHaveFocus();
    await view.user.keyboard('{End}');
    expect(cell(addDays(start, 2))).toHaveFocus();
    await view.user.keyboard(' ');
    expect(view.router.state.location.search).toContain(`from=${start}`);
    expect(view.router.state.location.search).toContain(`to=${addDays(start, 2)}`);

    await view.user.keyboard('{PageDown}');
    const later = addMonths(nextMonth, 1);
    expect(await screen.findByRole('heading', { name: formatDate(later, 'en', { month: 'long', year: 'numeric' }) })).toBeInTheDocument();
    expect(document.activeElement).toHaveAccessibleName(new RegExp(formatDate(later, 'en', { month: 'long' })));
    await view.user.keyboard('{PageUp}');
    expect(cell(addDays(start, 2))).toHaveFocus();
  });

  it('reads right to left in Arabic: the week starts on Saturday and ArrowRight goes back a day', async () => {
    const view = await openHut('ar');
    const headers = screen.getAllByRole('columnheader');
    expect(headers[0]).toHaveAttribute('abbr', 'السبت');
    expect(headers[6]).toHaveAttribute('abbr', 'الجمعة');
    expect(screen.getByRole('button', { name: 'الشهر السابق' })).toBeInTheDocument();

    await showNextMonth(view, 'ar');
    act(() => cell(thursday, 'ar').focus());
    await view.user.keyboard('{ArrowRight}');
    expect(cell(addDays(thursday, -1), 'ar')).toHaveFocus();
    await view.user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(cell(addDays(thursday, 1), 'ar')).toHaveFocus();
    // Prices and days in Arabic-Indic digits.
    expect(cell(thursday, 'ar')).toHaveAccessibleName(/٦٥٠/);
    // Home goes back to Saturday, the first day of the Arabic week.
    await view.user.keyboard('{Home}');
    expect(cell(addDays(thursday, -5), 'ar')).toHaveFocus();
  });

  it('starts with the stay from the URL', async () => {
    await openHut('en', [], `?from=${thursday}&to=${addDays(thursday, 2)}&adults=2`);
    expect(screen.getByRole('region', { name: 'Price summary' })).toBeInTheDocument();
  });
});

describe('calendar prices', () => {
  it('shows exact prices in the cells, compact only when the figure would not fit', () => {
    expect(cellPrice('1250.00', 'en')).toBe('1,250');
    expect(cellPrice('12500.00', 'en')).toBe('12,500');
    expect(cellPrice('1250.50', 'en')).toBe('1.3k');
    expect(cellPrice('1250.00', 'ar')).toBe('١٬٢٥٠');
  });

  it('spells out the exact price of the day under the pointer', async () => {
    const view = await openHut('en');
    await showNextMonth(view);
    const friday = addDays(thursday, 1);
    expect(cell(friday)).toHaveTextContent('780');
    await view.user.hover(cell(friday));
    expect(screen.getByText(new RegExp(`SAR\\s780 a night$`))).toBeInTheDocument();
    expect(cell(friday)).toHaveAttribute('title', expect.stringMatching(/^SAR\s780$/));
  });

  it('names each day with what it shows first, in the same order (label in name, WCAG 2.5.3)', async () => {
    for (const lang of ['en', 'ar'] as const) {
      const view = await openHut(lang);
      await showNextMonth(view, lang);
      const friday = cell(addDays(thursday, 1), lang);
      const shown = [...friday.children].map((part) => part.textContent).join(' ');
      expect(shown).toMatch(lang === 'ar' ? /٧٨٠/ : /780/);
      expect(friday.getAttribute('aria-label')?.startsWith(shown)).toBe(true);
      view.unmount();
    }
  });
});

describe('the bookable "from" price', () => {
  it('selects its night and shows that month', async () => {
    const night = addDays(addMonths(todayIn(), 2), 3);
    server.use(...hutHandlers({ hut: { ...hutDetails(), lowest_price: '650.00', lowest_price_date: night } }));
    const view = await renderWithProviders(undefined, { route: '/huts/1/details' });
    await screen.findByRole('grid');
    await view.user.click(
      screen.getByRole('button', { name: new RegExp(`^From SAR\\s650 per night: choose the night of ${formatDate(night, 'en')}$`) }),
    );
    expect(view.router.state.location.search).toContain(`from=${night}&to=${addDays(night, 1)}`);
    expect(await screen.findByRole('heading', { name: formatDate(night, 'en', { month: 'long', year: 'numeric' }) })).toBeInTheDocument();
    expect(cell(night)).toHaveAttribute('aria-selected', 'true');
  });
});

describe('readable nightly prices on a phone', () => {
  it.each([
    ['en', '0.8125rem'],
    ['ar', '0.875rem'],
  ] as const)('draws the price of a night at least 13 px (Arabic digits 14 px) (%s)', async (language, size) => {
    document.documentElement.lang = language;
    const view = await openHut(language);
    await showNextMonth(view, language);
    const price = cell(thursday, language).querySelector('.price')!;
    expect(price.textContent).not.toBe('');
    expect(getComputedStyle(price).fontSize).toBe(size);
  });
});
