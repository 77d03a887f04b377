import { screen, within } from '@testing-library/react';
import { useState } from 'react';
import type { StaffClosedNights, StaffPriceRange } from '../../../src/shared/schemas/dashboard/huts';
import { YearCalendar } from '../../../src/client/features/dashboard/prices/YearCalendar';
import { nightState, pickNight, spanOf, type NightSelection } from '../../../src/client/features/dashboard/prices/yearCalendar';
import { renderWithProviders } from '../../helpers/client/renderWithProviders';

const ranges: StaffPriceRange[] = [
  { id: 1, date_from: '2026-04-01', date_to: '2026-04-30', price: '800.00', weekend_price: '950.00', version: 1 },
];
const closed: StaffClosedNights[] = [{ id: 7, date_from: '2026-04-14', date_to: '2026-04-15', reason: 'Maintenance' }];

/** The calendar as the prices screen holds it: the selection lives in the parent and is shown back. */
function Harness({ onSelect, today = '2025-12-31' }: { onSelect: (selection: NightSelection) => void; today?: string }) {
  const [selection, setSelection] = useState<NightSelection | null>(null);
  return (
    <YearCalendar
      year={2026}
      ranges={ranges}
      closed={closed}
      selection={selection}
      onSelect={(next) => {
        setSelection(next);
        onSelect(next);
      }}
      today={today}
    />
  );
}

describe('picking nights', () => {
  it('starts a span, ends it in either direction, and starts again', () => {
    const first = pickNight(null, '2026-04-10');
    expect(first).toEqual({ anchor: '2026-04-10', end: '2026-04-10', complete: false });
    const second = pickNight(first, '2026-04-03');
    expect(spanOf(second)).toEqual({ from: '2026-04-03', to: '2026-04-10' });
    expect(pickNight(second, '2026-05-01')).toEqual({ anchor: '2026-05-01', end: '2026-05-01', complete: false });
    expect(spanOf(pickNight(second, '2026-04-20', true))).toEqual({ from: '2026-04-10', to: '2026-04-20' });
  });
});

describe('nested price ranges', () => {
  it('price a night from the shortest range holding it, in any order', () => {
    const month: StaffPriceRange = {
      id: 2,
      date_from: '2026-06-01',
      date_to: '2026-06-30',
      price: '700.00',
      weekend_price: null,
      version: 1,
    };
    const week: StaffPriceRange = {
      id: 3,
      date_from: '2026-06-10',
      date_to: '2026-06-16',
      price: '1200.00',
      weekend_price: null,
      version: 1,
    };
    for (const order of [
      [month, week],
      [week, month],
    ]) {
      expect(nightState('2026-06-11', order, []).price).toBe('1200.00');
      expect(nightState('2026-06-09', order, []).price).toBe('700.00');
      expect(nightState('2026-06-17', order, []).range?.id).toBe(2);
    }
  });
});

describe('the year calendar', () => {
  it('shows prices, weekend prices and closed nights, and selects a range by clicks (English)', async () => {
    const onSelect = jest.fn();
    const { user } = await renderWithProviders(<Harness onSelect={onSelect} />);
    const april = screen.getByRole('grid', { name: 'April 2026' });
    expect(within(april).getAllByRole('columnheader')[0]).toHaveAttribute('abbr', 'Sunday');
    expect(within(april).getByRole('button', { name: /^2 800, Thursday 2 April: SAR\s800$/ })).toBeInTheDocument();
    expect(within(april).getByRole('button', { name: /^3 950, Friday 3 April: SAR\s950 · weekend$/ })).toBeInTheDocument();
    expect(within(april).getByRole('button', { name: 'Tuesday 14 April: Closed' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Friday 1 May: No price' })).toBeInTheDocument();

    await user.click(within(april).getByRole('button', { name: /(^|, )Monday 6 April:/ }));
    await user.click(within(april).getByRole('button', { name: /(^|, )Wednesday 8 April:/ }));
    expect(onSelect).toHaveBeenLastCalledWith({ anchor: '2026-04-06', end: '2026-04-08', complete: true });
    const selected = within(april)
      .getAllByRole('gridcell')
      .filter((cell) => cell.getAttribute('aria-selected') === 'true');
    expect(selected.map((cell) => cell.textContent?.slice(0, 1))).toEqual(['6', '7', '8']);
  });

  it('is usable by keyboard with Saturday-first weeks and mirrored arrows in Arabic', async () => {
    const onSelect = jest.fn();
    const { user } = await renderWithProviders(<Harness onSelect={onSelect} />, { language: 'ar' });
    const january = screen.getAllByRole('grid')[0];
    expect(within(january).getAllByRole('columnheader')[0]).toHaveAttribute('abbr', 'السبت');
    const first = screen.getAllByRole('button').find((button) => button.getAttribute('data-day') === '2026-01-01')!;
    expect(first).toHaveAttribute('tabindex', '0');
    first.focus();
    await user.keyboard('{Enter}');
    // In right-to-left the left arrow goes to the next day; down is a week later.
    await user.keyboard('{ArrowLeft}{ArrowDown}');
    expect(document.activeElement).toHaveAttribute('data-day', '2026-01-09');
    await user.keyboard('{Enter}');
    expect(onSelect).toHaveBeenLastCalledWith({ anchor: '2026-01-01', end: '2026-01-09', complete: true });
  });
});

describe('opening the calendar', () => {
  const scrollIntoView = jest.fn();
  let boxes: jest.SpyInstance;
  beforeEach(() => {
    scrollIntoView.mockClear();
    Element.prototype.scrollIntoView = scrollIntoView;
    // Each month as tall as a phone's screen, stacked: only January is in view at first.
    boxes = jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
      const month = Number(this.dataset.month?.slice(5) ?? 1);
      return {
        top: (month - 1) * 700,
        bottom: month * 700,
        left: 0,
        right: 390,
        width: 390,
        height: 700,
        x: 0,
        y: 0,
        toJSON: () => ({}),
      } as DOMRect;
    });
  });
  afterEach(() => boxes.mockRestore());

  it('opens on the current month of this year, with today ready for the keyboard', async () => {
    await renderWithProviders(<Harness onSelect={jest.fn()} today="2026-11-26" />);
    const november = screen.getByRole('grid', { name: 'November 2026' });
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(scrollIntoView.mock.contexts[0]).toBe(november.closest('[data-month]'));
    expect(within(november).getByRole('button', { name: /^Thursday 26 November:/ })).toHaveAttribute('tabindex', '0');
  });

  it('opens another year on January without scrolling', async () => {
    await renderWithProviders(<Harness onSelect={jest.fn()} today="2025-11-26" />);
    expect(scrollIntoView).not.toHaveBeenCalled();
    expect(screen.getAllByRole('button').find((button) => button.getAttribute('data-day') === '2026-01-01')).toHaveAttribute(
      'tabindex',
      '0',
    );
  });
});
