// The one date picker every date field uses: typed dates in both digit sets, the calendar's keyboard,
// Arabic names, Saturday-first weeks and mirrored arrows, bounds and disabled days, and a stay's range.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { DateField } from '../../src/client/ui/date/DateField';
import { displayDate, parseTypedDate } from '../../src/client/ui/date/typedDate';
import { formatDate } from '../../src/client/ui/format';
import { StaySearchForm, type StaySearch } from '../../src/client/ui/StaySearchForm';
import { renderWithProviders, setLanguage } from './ui.testUtils';

function Harness({ initial = '', ...bounds }: { initial?: string; min?: string; max?: string; isDisabled?: (day: string) => boolean }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <DateField label="Birth date" value={value} onChange={setValue} {...bounds} />
      <output data-testid="value">{value}</output>
    </>
  );
}

const valueShown = () => screen.getByTestId('value').textContent;
let dispose: (() => void) | undefined;
async function renderIn(lang: 'en' | 'ar', ui: React.ReactElement) {
  await setLanguage(lang);
  const view = renderWithProviders(ui);
  dispose = view.dispose;
  return view;
}
afterEach(async () => {
  dispose?.();
  await act(() => setLanguage('en'));
});

describe('typed dates', () => {
  it('reads day/month/year in Western and Arabic-Indic digits and refuses days that do not exist', () => {
    expect(parseTypedDate('5/3/2030')).toBe('2030-03-05');
    expect(parseTypedDate('٢٣/١١/٢٠٣٠')).toBe('2030-11-23');
    expect(parseTypedDate('۰۱-۰۲-۲۰۳۰')).toBe('2030-02-01');
    expect(parseTypedDate('2030-03-05')).toBe('2030-03-05');
    expect(parseTypedDate('31/02/2030')).toBeNull();
    expect(parseTypedDate('12/2030')).toBeNull();
    expect(displayDate('2030-11-23', 'ar')).toBe('٢٣/١١/٢٠٣٠');
    expect(displayDate('2030-03-05', 'en')).toBe('05/03/2030');
  });

  it('takes a date typed in Arabic-Indic digits and shows an error for one outside the bounds', async () => {
    const user = userEvent.setup();
    await renderIn('ar', <Harness min="1900-01-01" max="2030-12-31" />);
    const input = screen.getByLabelText('Birth date');
    await user.type(input, '٢٣/١١/٢٠٣٠');
    expect(valueShown()).toBe('2030-11-23');
    await user.clear(input);
    await user.type(input, '01/01/2031');
    await user.tab();
    expect(valueShown()).toBe('');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    // It says what is allowed, in Arabic digits (issue 20, item 21).
    expect(input).toHaveAccessibleDescription('اختر يومًا من ٠١/٠١/١٩٠٠ إلى ٣١/١٢/٢٠٣٠.');
  });

  it.each([
    [
      'en',
      '31/02/2027',
      '31/02/2027 is not a day of the calendar: check the day and the month, for example 28/02/2027 (February has 28 or 29 days).',
    ],
    ['ar', '٣١/٠٢/٢٠٢٧', '٣١/٠٢/٢٠٢٧ ليس يومًا في التقويم: تحقق من اليوم والشهر، مثل ٢٨/٠٢/٢٠٢٧ (في فبراير ٢٨ أو ٢٩ يومًا).'],
  ] as const)('says that a typed day that does not exist is not a date (%s)', async (lang, typed, message) => {
    const user = userEvent.setup();
    await renderIn(lang, <Harness />);
    const input = screen.getByLabelText('Birth date');
    await user.type(input, typed);
    await user.tab();
    expect(valueShown()).toBe('');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(message);
    await user.clear(input);
    await user.type(input, '28/02/2027');
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('says when a day is before the first one allowed, naming it', async () => {
    const user = userEvent.setup();
    await renderIn('en', <Harness min="2030-06-01" />);
    const input = screen.getByLabelText('Birth date');
    await user.type(input, '31/05/2030');
    await user.tab();
    expect(input).toHaveAccessibleDescription('Choose 01/06/2030 or a later day.');
  });

  it('keeps the typed text when the parent takes the value a moment later (a value kept in the URL)', async () => {
    function LateHarness() {
      const [value, setValue] = useState('2030-12-31');
      return <DateField label="To" value={value} onChange={(day) => setTimeout(() => setValue(day), 0)} max="2031-01-01" />;
    }
    const user = userEvent.setup();
    await renderIn('en', <LateHarness />);
    const input = screen.getByLabelText('To');
    // The whole date at once (pasted, filled in by the browser), over a day that was there.
    await user.click(input);
    fireEvent.change(input, { target: { value: '02/01/2031' } });
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    expect(input).toHaveValue('02/01/2031');
    await user.tab();
    expect(input).toHaveAccessibleDescription('Choose 01/01/2031 or an earlier day.');
  });
});

describe('the calendar', () => {
  it('is driven by the keyboard: arrows by day, Page keys by month, Home and End to the week’s ends, Enter picks', async () => {
    const user = userEvent.setup();
    await renderIn('en', <Harness initial="2030-03-13" />);
    const button = screen.getByRole('button', { name: 'Choose Birth date from the calendar' });
    await user.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Birth date' });
    const grid = within(dialog).getByRole('grid', { name: 'March 2030' });
    // English weeks start on Sunday.
    expect(within(grid).getAllByRole('columnheader')[0]).toHaveAttribute('abbr', 'Sunday');
    await waitFor(() => expect(within(grid).getByRole('gridcell', { name: /^Wednesday,? 13 March 2030$/ })).toHaveFocus());
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toHaveAttribute('data-day', '2030-03-14');
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toHaveAttribute('data-day', '2030-03-21');
    await user.keyboard('{Home}');
    expect(document.activeElement).toHaveAttribute('data-day', '2030-03-17');
    await user.keyboard('{End}');
    expect(document.activeElement).toHaveAttribute('data-day', '2030-03-23');
    await user.keyboard('{PageDown}');
    expect(document.activeElement).toHaveAttribute('data-day', '2030-04-23');
    expect(within(dialog).getByRole('grid', { name: 'April 2030' })).toBeInTheDocument();
    await user.keyboard('{Enter}');
    expect(valueShown()).toBe('2030-04-23');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(button).toHaveFocus();
    expect(screen.getByLabelText('Birth date')).toHaveValue('23/04/2030');
  });

  it('speaks Arabic: Arabic month names and digits, weeks from Saturday, arrows mirrored', async () => {
    const user = userEvent.setup();
    await renderIn('ar', <Harness initial="2030-11-20" />);
    await user.click(screen.getByRole('button', { name: 'اختر Birth date من التقويم' }));
    const dialog = await screen.findByRole('dialog');
    const grid = within(dialog).getByRole('grid', { name: 'نوفمبر ٢٠٣٠' });
    const heads = within(grid).getAllByRole('columnheader');
    expect(heads[0]).toHaveAttribute('abbr', 'السبت');
    expect(heads[6]).toHaveAttribute('abbr', 'الجمعة');
    // The Umm al-Qura date follows the Gregorian one in the day's name (Hijri dates, issue 26 §4).
    const day = within(grid).getByRole('gridcell', {
      name: `${formatDate('2030-11-20', 'ar', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' })}, ٢٤ رجب ١٤٥٢ هـ`,
    });
    expect(day).toHaveTextContent(/^٢٠/);
    await waitFor(() => expect(day).toHaveFocus());
    // Right to left: the left arrow goes forward in time.
    await user.keyboard('{ArrowLeft}');
    expect(document.activeElement).toHaveAttribute('data-day', '2030-11-21');
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(document.activeElement).toHaveAttribute('data-day', '2030-11-19');
    await user.keyboard(' ');
    expect(valueShown()).toBe('2030-11-19');
    expect(screen.getByRole('textbox')).toHaveValue('١٩/١١/٢٠٣٠');
  });

  describe('Hijri day numbers (issue 26 §4)', () => {
    const openDecember = async (lang: 'en' | 'ar') => {
      const user = userEvent.setup();
      await renderIn(lang, <Harness initial="2026-12-10" />);
      await user.click(screen.getByRole('button', { name: lang === 'ar' ? 'اختر Birth date من التقويم' : /Birth date/ }));
      const grid = within(await screen.findByRole('dialog')).getByRole('grid', { name: lang === 'ar' ? 'ديسمبر ٢٠٢٦' : 'December 2026' });
      return (day: string) => grid.querySelector(`[data-day="${day}"]`) as HTMLElement;
    };

    it('in Arabic writes the Umm al-Qura day under each Gregorian one, and names the full Hijri date', async () => {
      const cell = await openDecember('ar');
      // 1 December 2026 is 21 Jumada al-Akhirah 1448, 10 December 1 Rajab, 31 December 22 Rajab.
      expect(cell('2026-12-01')).toHaveTextContent(/^١٢١$/);
      expect(cell('2026-12-10')).toHaveTextContent(/^١٠١$/);
      expect(cell('2026-12-31')).toHaveTextContent(/^٣١٢٢$/);
      expect(cell('2026-12-10').querySelector('.hijri')).toHaveAttribute('aria-hidden', 'true');
      expect(cell('2026-12-10')).toHaveAccessibleName('الخميس، ١٠ ديسمبر ٢٠٢٦, ١ رجب ١٤٤٨ هـ');
      // Which Hijri months those numbers belong to, under the month's name.
      expect(screen.getByText('جمادى الآخرة – رجب ١٤٤٨ هـ')).toBeInTheDocument();
    });

    it('leaves them out for a guest who chose Gregorian only', async () => {
      window.localStorage.setItem('ken_date_calendars', 'gregorian');
      const cell = await openDecember('ar');
      expect(cell('2026-12-10')).toHaveTextContent(/^١٠$/);
      expect(screen.queryByText(/١٤٤٨ هـ/)).not.toBeInTheDocument();
    });

    it('never shows them in English', async () => {
      const cell = await openDecember('en');
      expect(cell('2026-12-10')).toHaveTextContent(/^10$/);
    });
  });

  it('refuses days outside the bounds and disabled days; Escape closes it and gives focus back', async () => {
    const user = userEvent.setup();
    await renderIn('en', <Harness initial="2030-03-10" min="2030-03-05" max="2030-03-25" isDisabled={(day) => day === '2030-03-12'} />);
    const button = screen.getByRole('button', { name: 'Choose Birth date from the calendar' });
    await user.click(button);
    const dialog = await screen.findByRole('dialog');
    const cell = (day: number) => dialog.querySelector(`[data-day="2030-03-${String(day).padStart(2, '0')}"]`) as HTMLElement;
    expect(cell(4)).toHaveAttribute('aria-disabled', 'true');
    expect(cell(12)).toHaveAttribute('aria-disabled', 'true');
    expect(cell(26)).toHaveAttribute('aria-disabled', 'true');
    expect(cell(13)).not.toHaveAttribute('aria-disabled');
    expect(within(dialog).getByRole('button', { name: 'Previous month' })).toBeDisabled();
    await user.click(cell(12));
    expect(valueShown()).toBe('2030-03-10');
    // A disabled day can be focused (and is read as unavailable) but not picked; the keyboard stops at the bounds.
    expect(cell(12)).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(valueShown()).toBe('2030-03-10');
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(document.activeElement).toHaveAttribute('data-day', '2030-03-05');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(button).toHaveFocus();
    expect(valueShown()).toBe('2030-03-10');
  });
});

describe('a stay’s dates', () => {
  it('picks check-in then check-out in one calendar and searches for them', async () => {
    const user = userEvent.setup();
    const onSubmit = jest.fn<void, [StaySearch]>();
    await renderIn(
      'en',
      <StaySearchForm value={{ date_from: '', date_to: '', guests: '2' }} onSubmit={onSubmit} label="Search" submitLabel="Search stays" />,
    );
    const checkIn = screen.getByLabelText('Check-in');
    await user.type(checkIn, '01/03/2099');
    await user.click(screen.getByRole('button', { name: 'Choose Check-out from the calendar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Stay dates' });
    const start = within(dialog).getByRole('gridcell', { name: /1 March 2099, check-in$/ });
    expect(start).toHaveAttribute('aria-selected', 'true');
    await user.click(within(dialog).getByRole('gridcell', { name: /^\w+,? 5 March 2099$/ }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByLabelText('Check-out')).toHaveValue('05/03/2099');
    // Again from check-in: a new first day moves the stay, the second closes it.
    await user.click(screen.getByRole('button', { name: 'Choose Check-in from the calendar' }));
    const again = await screen.findByRole('dialog');
    await user.click(within(again).getByRole('gridcell', { name: /^\w+,? 10 March 2099$/ }));
    expect(screen.getByLabelText('Check-out')).toHaveValue('');
    await user.click(within(again).getByRole('gridcell', { name: /^\w+,? 14 March 2099$/ }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Search stays' }));
    expect(onSubmit).toHaveBeenCalledWith({ date_from: '2099-03-10', date_to: '2099-03-14', guests: '2' });
  });

  it.each([
    [
      'en',
      'Check-in',
      'Check-out',
      '10/03/2099',
      '08/03/2099',
      'Check-out must be after Check-in (10/03/2099): choose 11/03/2099 or later.',
    ],
    [
      'ar',
      'تاريخ الوصول',
      'تاريخ المغادرة',
      '١٠/٠٣/٢٠٩٩',
      '٠٨/٠٣/٢٠٩٩',
      'يجب أن يكون تاريخ المغادرة بعد تاريخ الوصول (١٠/٠٣/٢٠٩٩): اختر يوم ١١/٠٣/٢٠٩٩ أو ما بعده.',
    ],
  ] as const)(
    'says in the field that a check-out before the check-in is not allowed (%s)',
    async (lang, checkInLabel, checkOutLabel, start, end, message) => {
      const user = userEvent.setup();
      await renderIn(
        lang,
        <StaySearchForm
          value={{ date_from: '', date_to: '', guests: '2' }}
          onSubmit={jest.fn()}
          label="Search"
          submitLabel="Search stays"
        />,
      );
      await user.type(screen.getByLabelText(checkInLabel), start);
      const checkOut = screen.getByLabelText(checkOutLabel);
      await user.type(checkOut, end);
      await user.tab();
      expect(checkOut).toHaveAttribute('aria-invalid', 'true');
      expect(checkOut).toHaveAccessibleDescription(message);
      expect(screen.getByLabelText(checkInLabel)).not.toHaveAttribute('aria-invalid');
    },
  );
});
