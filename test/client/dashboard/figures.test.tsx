import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import FiguresScreen from '../../../src/client/features/dashboard/home/FiguresScreen';
import { periodFor, samePeriodLastYear } from '../../../src/client/features/dashboard/home/period';
import { displayDate } from '../../../src/client/ui/date/typedDate';
import { FIGURES_MAX_DAYS } from '../../../src/shared/schemas/dashboard/figures';
import { addDays, daysBetween, todayIn } from '../../../src/shared/dates';
import { formatDate, formatNumber, formatPrice } from '../../../src/client/ui/format';
import { readLocale, renderWithProviders } from '../../helpers/client/renderWithProviders';
import { apiUrl, server } from '../../helpers/client/server';
import { sessionFor } from '../../helpers/client/session';
import { figuresFixture } from './figures.fixture';

type Locale = { dashboard: { figures: Record<string, string> } };
const locales = { en: readLocale('en') as Locale, ar: readLocale('ar') as Locale };
let asked: URLSearchParams[] = [];

beforeEach(() => {
  asked = [];
  server.use(
    http.get(apiUrl('/api/dashboard/figures/'), ({ request }) => {
      const params = new URL(request.url).searchParams;
      asked.push(params);
      if (params.get('to')! < params.get('from')!)
        return HttpResponse.json({ to: ['The end of the period must be on or after its start.'] }, { status: 400 });
      return HttpResponse.json(figuresFixture());
    }),
  );
});

const render = (language: 'en' | 'ar', route = '/dashboard') =>
  renderWithProviders(<FiguresScreen />, { route, language, preloadedState: { auth: sessionFor('admin') } });

describe.each(['en', 'ar'] as const)('the figures (%s)', (language) => {
  const words = locales[language].dashboard.figures;

  it('asks for this month and shows its figures formatted for the language', async () => {
    await render(language);
    const kpis = await screen.findByLabelText(words.periodFigures);
    expect(within(kpis).getByText(formatNumber(9 / 57, language, { style: 'percent', maximumFractionDigits: 1 }))).toBeInTheDocument();
    // Testing Library folds the no-break spaces Intl puts in prices into plain ones.
    const price = (amount: string) => formatPrice(amount, language).replace(/\s+/g, ' ');
    expect(within(kpis).getByText(price('5100.00'))).toBeInTheDocument();
    expect(within(kpis).getByText(price('566.67'))).toBeInTheDocument();
    expect(within(kpis).getByText(price('1100.00'))).toBeInTheDocument();
    // The revenue's parts on their own lines: stays, and day visits with their visitors (the plural the language gives 5).
    const revenue = within(kpis).getByText(words.revenue).parentElement!;
    const visitors = (words[language === 'en' ? 'dayVisitors_other' : 'dayVisitors_few'] as string).replace(
      '{{formatted}}',
      formatNumber(5, language),
    );
    const lines = Array.from(revenue.querySelectorAll('dd.note')).map((note) => note.textContent!.replace(/\s+/g, ' '));
    expect(lines).toContain(words.staysLine.replace('{{amount}}', price('4350.00')));
    expect(lines).toContain(words.dayVisitsLine.replace('{{amount}}', price('750.00')).replace('{{visitors}}', visitors));
    expect(
      within(kpis).getByText(
        (_content, element) =>
          element?.tagName === 'DD' &&
          element.classList.contains('note') &&
          element.textContent!.replace(/\s+/g, ' ').includes(price('665.22')),
      ),
    ).toBeInTheDocument();
    // A <dl> holds terms and descriptions (in <div> groups) only: the notes are descriptions too, not <small>.
    expect(kpis.querySelectorAll(':scope > div > :not(dt):not(dd)')).toHaveLength(0);
    const today = todayIn();
    expect(asked[0].get('from')).toBe(`${today.slice(0, 8)}01`);
    expect(addDays(asked[0].get('to')!, 1).slice(8)).toBe('01');
    expect(asked[0].get('to')!.slice(0, 7)).toBe(today.slice(0, 7));
  });

  it("offers the next 30 days as a table with the charts' numbers", async () => {
    await render(language);
    const table = await screen.findByRole('table', { name: words.nextDays, hidden: true });
    const rows = within(table).getAllByRole('row', { hidden: true });
    expect(rows).toHaveLength(31);
    const second = rows[2];
    expect(within(second).getByRole('rowheader', { hidden: true })).toHaveTextContent(
      formatDate('2026-03-02', language, { weekday: 'short', day: 'numeric', month: 'short' }),
    );
    expect(within(second).getAllByRole('cell', { hidden: true })[1]).toHaveTextContent(formatNumber(1, language));
    expect(screen.getByRole('img', { name: words.occupancyChart })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: words.arrivalsChart })).toBeInTheDocument();
  });
});

it('the previous month and chosen dates go to the server; dates the wrong way round are refused in the field and never sent', async () => {
  const { user } = await render('en');
  await screen.findByLabelText('Figures for the period');
  await user.selectOptions(screen.getByLabelText('Period'), 'previous');
  const firstOfThis = `${todayIn().slice(0, 8)}01`;
  const lastOfPrevious = addDays(firstOfThis, -1);
  await screen.findByText(new RegExp(formatDate(lastOfPrevious, 'en')));
  // The period, and the same period a year earlier beside it.
  expect(asked.some((params) => params.get('from') === `${lastOfPrevious.slice(0, 8)}01` && params.get('to') === lastOfPrevious)).toBe(
    true,
  );

  await user.selectOptions(screen.getByLabelText('Period'), 'custom');
  const from = screen.getByLabelText('From');
  await user.clear(from);
  await user.type(from, '01/03/2026');
  await user.tab();
  const to = screen.getByLabelText('To');
  await user.clear(to);
  await user.type(to, '20/03/2026');
  await user.tab();
  await waitFor(() => expect(asked.some((params) => params.get('from') === '2026-03-01' && params.get('to') === '2026-03-20')).toBe(true));
  await waitFor(() => expect(asked.some((params) => params.get('from') === '2025-03-01' && params.get('to') === '2025-03-20')).toBe(true));
  const count = asked.length;

  await user.clear(to);
  await user.type(to, '10/02/2026');
  await user.tab();
  expect(await screen.findByText('Choose a day from 01/03/2026 to 01/03/2027.')).toBeInTheDocument();
  expect(to).toHaveAttribute('aria-invalid', 'true');
  // The figures of the last good period stay; nothing reached the server, no error page.
  expect(screen.getByLabelText('Figures for the period')).toBeInTheDocument();
  expect(screen.queryByText(/couldn.t load/i)).not.toBeInTheDocument();
  expect(asked.length).toBe(count);
  expect(asked.every((params) => params.get('to')! >= params.get('from')!)).toBe(true);
});

describe.each(['en', 'ar'] as const)('periods longer than the server takes, presets, last year (%s)', (language) => {
  const words = locales[language].dashboard.figures;
  const ui = readLocale(language) as { datePicker: Record<string, string> };
  const shown = (day: string) => displayDate(day, language);
  const requestsOverLimit = () => asked.filter((params) => daysBetween(params.get('from')!, params.get('to')!) + 1 > FIGURES_MAX_DAYS);

  it('a period over 366 days is an error on the field, no request, and the last figures stay', async () => {
    const { user } = await render(language, '/dashboard?period=custom&from=2025-01-01&to=2025-01-31');
    await screen.findByLabelText(words.periodFigures);
    const to = screen.getByLabelText(words.to);
    await user.clear(to);
    await user.type(to, '02/01/2026'); // 367 days
    await user.tab();
    expect(
      await screen.findByText(ui.datePicker.between.replace('{{min}}', shown('2025-01-01')).replace('{{max}}', shown('2026-01-01'))),
    ).toBeInTheDocument();
    expect(screen.getByLabelText(words.periodFigures)).toBeInTheDocument();
    expect(requestsOverLimit()).toEqual([]);

    // A link with a period too long is shown as the field's problem, never sent.
    await render(language, '/dashboard?period=custom&from=2024-01-01&to=2025-06-30');
    expect(
      await screen.findAllByText(ui.datePicker.between.replace('{{min}}', shown('2024-01-01')).replace('{{max}}', shown('2024-12-31'))),
    ).not.toHaveLength(0);
    expect(requestsOverLimit()).toEqual([]);
    // A full leap year is 366 days: allowed.
    await render(language, '/dashboard?period=custom&from=2024-01-01&to=2024-12-31');
    await waitFor(() =>
      expect(asked.some((params) => params.get('from') === '2024-01-01' && params.get('to') === '2024-12-31')).toBe(true),
    );
  });

  it('presets set the range in the fields and ask for it', async () => {
    const { user } = await render(language);
    await screen.findByLabelText(words.periodFigures);
    const year = Number(todayIn().slice(0, 4));
    await user.selectOptions(screen.getByLabelText(words.period), 'previousYear');
    await waitFor(() => expect(screen.getByLabelText(words.from)).toHaveValue(shown(`${year - 1}-01-01`)));
    expect(screen.getByLabelText(words.to)).toHaveValue(shown(`${year - 1}-12-31`));
    await waitFor(() =>
      expect(asked.some((params) => params.get('from') === `${year - 1}-01-01` && params.get('to') === `${year - 1}-12-31`)).toBe(true),
    );
    await user.selectOptions(screen.getByLabelText(words.period), 'year');
    await waitFor(() => expect(screen.getByLabelText(words.from)).toHaveValue(shown(`${year}-01-01`)));
    expect(screen.getByLabelText(words.to)).toHaveValue(shown(`${year}-12-31`));
  });

  it('shows the same period last year beside each figure, with the change', async () => {
    server.use(
      http.get(apiUrl('/api/dashboard/figures/'), ({ request }) => {
        const params = new URL(request.url).searchParams;
        asked.push(params);
        return HttpResponse.json(
          params.get('from') === '2025-03-01'
            ? figuresFixture({
                period: { from: '2025-03-01', to: '2025-03-31', days: 31 },
                occupancy: 0.1,
                revenue: '4000.00',
                average_nightly_rate: '500.00',
                refunds: '0.00',
                day_visits: { bookings: 1, visitors: 2, revenue: '500.00' },
              })
            : figuresFixture(),
        );
      }),
    );
    await render(language, '/dashboard?period=custom&from=2026-03-01&to=2026-03-31');
    expect(
      await screen.findByText(
        words.comparedWith.replace('{{from}}', formatDate('2025-03-01', language)).replace('{{to}}', formatDate('2025-03-31', language)),
      ),
    ).toBeInTheDocument();
    const kpis = screen.getByLabelText(words.periodFigures);
    const text = (key: string, values: Record<string, string>) =>
      Object.entries(values)
        .reduce((out, [name, value]) => out.replace(`{{${name}}}`, value), words[key])
        .replace(/\s+/g, ' ');
    const price = (amount: string) => formatPrice(amount, language);
    const percent = (value: number, extra: Intl.NumberFormatOptions = {}) =>
      formatNumber(value, language, { style: 'percent', maximumFractionDigits: 0, signDisplay: 'exceptZero', ...extra });
    const notes = await within(kpis).findAllByText((_content, element) => element?.classList.contains('compare') ?? false);
    const shownNotes = notes.map((note) => note.textContent!.replace(/\s+/g, ' '));
    expect(shownNotes).toEqual(
      [
        text('lastYearChange', {
          value: formatNumber(0.1, language, { style: 'percent', maximumFractionDigits: 1 }),
          change: text('points', {
            value: formatNumber((9 / 57 - 0.1) * 100, language, { maximumFractionDigits: 1, signDisplay: 'exceptZero' }),
          }),
        }),
        text('lastYearChange', { value: price('4000.00'), change: percent(0.275) }),
        text('lastYearChange', { value: price('500.00'), change: percent(0.13334) }),
        text('lastYear', { value: price('0.00') }),
      ].map((note) => note.replace(/\s+/g, ' ')),
    );
    expect(asked.some((params) => params.get('from') === '2025-03-01' && params.get('to') === '2025-03-31')).toBe(true);
  });
});

it('periods: this month, the previous one across a year, a custom one only when both ends are days', () => {
  expect(periodFor('month', {}, '2026-12-05')).toEqual({ from: '2026-12-01', to: '2026-12-31' });
  expect(periodFor('month', {}, '2028-02-10')).toEqual({ from: '2028-02-01', to: '2028-02-29' });
  expect(periodFor('previous', {}, '2026-01-15')).toEqual({ from: '2025-12-01', to: '2025-12-31' });
  expect(periodFor('custom', { from: '2026-03-05', to: '2026-04-02' }, '2026-01-15')).toEqual({ from: '2026-03-05', to: '2026-04-02' });
  expect(periodFor('custom', { from: '2026-03-05', to: '2026-04-31' }, '2026-01-15')).toBeNull();
  expect(periodFor('custom', { from: '2026-03-05', to: '2026-03-04' }, '2026-01-15')).toBeNull();
  expect(periodFor('custom', { from: '2024-01-01', to: '2024-12-31' }, '2026-01-15')).toEqual({ from: '2024-01-01', to: '2024-12-31' });
  expect(periodFor('custom', { from: '2025-01-01', to: '2026-01-02' }, '2026-01-15')).toBeNull();
  expect(periodFor('year', {}, '2026-06-15')).toEqual({ from: '2026-01-01', to: '2026-12-31' });
  expect(periodFor('previousYear', {}, '2026-06-15')).toEqual({ from: '2025-01-01', to: '2025-12-31' });
  // Last year's same period: 29 February becomes the 28th; never longer than the server takes.
  expect(samePeriodLastYear({ from: '2024-02-01', to: '2024-02-29' })).toEqual({ from: '2023-02-01', to: '2023-02-28' });
  expect(samePeriodLastYear({ from: '2025-03-01', to: '2026-03-01' })).toEqual({ from: '2024-03-01', to: '2025-03-01' });
  expect(samePeriodLastYear({ from: '2024-03-01', to: '2025-03-01' })).toEqual({ from: '2023-03-02', to: '2024-03-01' });
});
