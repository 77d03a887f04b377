import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import FiguresScreen from '../../../src/client/features/dashboard/home/FiguresScreen';
import { periodFor } from '../../../src/client/features/dashboard/home/period';
import { addDays, todayIn } from '../../../src/shared/dates';
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
  server.use(http.get(apiUrl('/api/dashboard/figures/'), ({ request }) => {
    const params = new URL(request.url).searchParams;
    asked.push(params);
    if (params.get('to')! < params.get('from')!) return HttpResponse.json({ to: ['The end of the period must be on or after its start.'] }, { status: 400 });
    return HttpResponse.json(figuresFixture());
  }));
});

const render = (language: 'en' | 'ar', route = '/dashboard') => renderWithProviders(<FiguresScreen />, { route, language, preloadedState: { auth: sessionFor('admin') } });

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
    expect(within(kpis).getByText((_content, element) => element?.tagName === 'DD' && element.classList.contains('note') && element.textContent!.replace(/\s+/g, ' ').includes(price('665.22')))).toBeInTheDocument();
    // A <dl> holds terms and descriptions (in <div> groups) only: the notes are descriptions too, not <small>.
    expect(kpis.querySelectorAll(':scope > div > :not(dt):not(dd)')).toHaveLength(0);
    const today = todayIn();
    expect(asked[0].get('from')).toBe(`${today.slice(0, 8)}01`);
    expect(addDays(asked[0].get('to')!, 1).slice(8)).toBe('01');
    expect(asked[0].get('to')!.slice(0, 7)).toBe(today.slice(0, 7));
  });

  it('offers the next 30 days as a table with the charts\' numbers', async () => {
    await render(language);
    const table = await screen.findByRole('table', { name: words.nextDays, hidden: true });
    const rows = within(table).getAllByRole('row', { hidden: true });
    expect(rows).toHaveLength(31);
    const second = rows[2];
    expect(within(second).getByRole('rowheader', { hidden: true })).toHaveTextContent(formatDate('2026-03-02', language, { weekday: 'short', day: 'numeric', month: 'short' }));
    expect(within(second).getAllByRole('cell', { hidden: true })[1]).toHaveTextContent(formatNumber(1, language));
    expect(screen.getByRole('img', { name: words.occupancyChart })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: words.arrivalsChart })).toBeInTheDocument();
  });
});

it('the previous month and a custom period go to the server; a refused period shows the server\'s words', async () => {
  const { user } = await render('en');
  await screen.findByLabelText('Figures for the period');
  await user.selectOptions(screen.getByLabelText('Period'), 'previous');
  const firstOfThis = `${todayIn().slice(0, 8)}01`;
  const lastOfPrevious = addDays(firstOfThis, -1);
  await screen.findByText(new RegExp(formatDate(lastOfPrevious, 'en')));
  expect(asked.at(-1)!.get('from')).toBe(`${lastOfPrevious.slice(0, 8)}01`);
  expect(asked.at(-1)!.get('to')).toBe(lastOfPrevious);

  await user.selectOptions(screen.getByLabelText('Period'), 'custom');
  const from = screen.getByLabelText('From');
  await user.clear(from);
  await user.type(from, '20/03/2026');
  await user.tab();
  const to = screen.getByLabelText('To');
  await user.clear(to);
  await user.type(to, '10/03/2026');
  await user.tab();
  expect(await screen.findByText('The end of the period must be on or after its start.')).toBeInTheDocument();
});

it('periods: this month, the previous one across a year, a custom one only when both ends are days', () => {
  expect(periodFor('month', {}, '2026-12-05')).toEqual({ from: '2026-12-01', to: '2026-12-31' });
  expect(periodFor('month', {}, '2028-02-10')).toEqual({ from: '2028-02-01', to: '2028-02-29' });
  expect(periodFor('previous', {}, '2026-01-15')).toEqual({ from: '2025-12-01', to: '2025-12-31' });
  expect(periodFor('custom', { from: '2026-03-05', to: '2026-04-02' }, '2026-01-15')).toEqual({ from: '2026-03-05', to: '2026-04-02' });
  expect(periodFor('custom', { from: '2026-03-05', to: '2026-04-31' }, '2026-01-15')).toEqual({ from: '2026-01-01', to: '2026-01-31' });
});
