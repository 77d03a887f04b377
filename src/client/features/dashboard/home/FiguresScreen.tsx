import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { toCents, toMoney } from '../../../../shared/money';
import type { Figures } from '../../../../shared/schemas/dashboard/figures';
import { ErrorState } from '../../../ui/ErrorState';
import { formatDate, formatNumber, formatPrice } from '../../../ui/format';
import { DateField } from '../../../ui/date/DateField';
import { displayDate } from '../../../ui/date/typedDate';
import { Select } from '../../../ui/form';
import { Skeleton, SkeletonGroup } from '../../../ui/Skeleton';
import { useDocumentTitle } from '../../../ui/useDocumentTitle';
import { FilterBar, ScreenHeader } from '../components/ScreenHeader';
import { useListParams } from '../components/useListParams';
import { BackupCard } from './BackupCard';
import { DayBarChart } from './DayBarChart';
import { useGetFiguresQuery } from './figuresApi';
import { lastAllowedDay, periodFor, periodProblem, samePeriodLastYear, type Period, type PeriodChoice } from './period';
import { StatusBars } from './StatusBars';

const FILTERS = ['period', 'from', 'to'] as const;
const CHOICES: readonly PeriodChoice[] = ['month', 'previous', 'year', 'previousYear', 'custom'];

/** The back office's home for staff: the period's figures beside the same period last year, the next 30 days night by night, bookings by status. */
export default function FiguresScreen() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  useDocumentTitle(t('dashboard.nav.home'));
  const { params, update } = useListParams(FILTERS);
  const choice = (CHOICES as readonly string[]).includes(params.filters.period ?? '') ? (params.filters.period as PeriodChoice) : 'month';
  const requested = periodFor(choice, params.filters);
  // Dates being edited (half typed, the wrong way round, longer than the server takes) are never sent:
  // the last period that made sense stays on screen with its figures until the dates make one again.
  const [lastGood, setLastGood] = useState<Period>(() => requested ?? periodFor('month', {})!);
  if (requested && (requested.from !== lastGood.from || requested.to !== lastGood.to)) setLastGood(requested);
  const period = requested ?? lastGood;
  const lastYear = samePeriodLastYear(period);
  const figures = useGetFiguresQuery(period, { refetchOnMountOrArgChange: true });
  const previous = useGetFiguresQuery(lastYear, { refetchOnMountOrArgChange: true });
  const choiceLabels: Record<PeriodChoice, string> = {
    month: t('dashboard.figures.thisMonth'),
    previous: t('dashboard.figures.previousMonth'),
    year: t('dashboard.figures.thisYear'),
    previousYear: t('dashboard.figures.previousYear'),
    custom: t('dashboard.figures.custom'),
  };

  // The fields show the preset's days; editing either turns the period into chosen dates.
  const from = choice === 'custom' ? (params.filters.from ?? '') : period.from;
  const to = choice === 'custom' ? (params.filters.to ?? '') : period.to;
  const problem = periodProblem(from, to);
  const toError =
    problem === 'order' || problem === 'tooLong'
      ? t('datePicker.between', { min: displayDate(from, lang), max: displayDate(lastAllowedDay(from), lang) })
      : undefined;

  return (
    <>
      <ScreenHeader
        title={t('dashboard.nav.home')}
        text={t('dashboard.figures.intro', { from: formatDate(period.from, lang), to: formatDate(period.to, lang) })}
      />
      <FilterBar>
        <Select
          label={t('dashboard.figures.period')}
          value={choice}
          onChange={(event) =>
            update({
              period: event.target.value === 'month' ? null : event.target.value,
              ...(event.target.value === 'custom' ? period : { from: null, to: null }),
            })
          }
          options={CHOICES.map((value) => ({ value, label: choiceLabels[value] }))}
        />
        <DateField label={t('dashboard.figures.from')} value={from} onChange={(day) => update({ period: 'custom', from: day, to })} />
        <DateField
          label={t('dashboard.figures.to')}
          value={to}
          onChange={(day) => update({ period: 'custom', from, to: day })}
          min={periodProblem(from, from) ? undefined : from}
          max={periodProblem(from, from) ? undefined : lastAllowedDay(from)}
          error={toError}
        />
      </FilterBar>
      {figures.isError && !figures.data ? (
        <ErrorState onRetry={figures.refetch} />
      ) : !figures.data ? (
        <SkeletonGroup aria-label={t('dashboard.common.loading')}>
          <Skeleton $height="96px" />
          <Skeleton $height="220px" />
        </SkeletonGroup>
      ) : (
        <>
          {figures.isError ? <ErrorState onRetry={figures.refetch} /> : null}
          <Compared>
            {t('dashboard.figures.comparedWith', { from: formatDate(lastYear.from, lang), to: formatDate(lastYear.to, lang) })}
          </Compared>
          <FiguresBody figures={figures.data} previous={previous.currentData} />
        </>
      )}
      <BackupCard />
    </>
  );
}

const Compared = styled.p`
  margin: ${({ theme }) => theme.space(0, 0, 2)};
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

function FiguresBody({ figures, previous }: { figures: Figures; previous?: Figures }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const price = (amount: string | null) => (amount === null ? '—' : formatPrice(amount, lang, figures.currency));
  const percent = (ratio: number | null) =>
    ratio === null ? '—' : formatNumber(ratio, lang, { style: 'percent', maximumFractionDigits: 1 });
  const count = (value: number) => formatNumber(value, lang);

  const days = useMemo(() => figures.next_days.map((day) => day.date), [figures.next_days]);
  const dayOccupancy = useMemo(
    () => figures.next_days.map((day) => (day.huts_open > 0 ? (day.nights_sold / day.huts_open) * 100 : 0)),
    [figures.next_days],
  );
  const arrivals = useMemo(() => figures.next_days.map((day) => day.arrivals), [figures.next_days]);
  const formatDay = useCallback((day: string) => formatDate(day, lang, { day: 'numeric', month: 'short' }), [lang]);
  const formatPercent = useCallback(
    (value: number) => formatNumber(value / 100, lang, { style: 'percent', maximumFractionDigits: 0 }),
    [lang],
  );
  const formatCount = useCallback((value: number) => (Number.isInteger(value) ? formatNumber(value, lang) : ''), [lang]);
  const totalArrivals = arrivals.reduce((sum, value) => sum + value, 0);
  const aheadSold = figures.next_days.reduce((sum, day) => sum + day.nights_sold, 0);
  const aheadOpen = figures.next_days.reduce((sum, day) => sum + day.huts_open, 0);
  const rtl = i18n.dir(lang) === 'rtl';
  // Beside each figure, the same period last year and the change: in percent for amounts, in points for occupancy.
  const change = (now: string | null, before: string | null) => {
    const [current, earlier] = [Number(now ?? 0), Number(before ?? 0)];
    return now === null || before === null || earlier === 0
      ? null
      : formatNumber((current - earlier) / earlier, lang, { style: 'percent', maximumFractionDigits: 0, signDisplay: 'exceptZero' });
  };
  const compared = (value: string, delta: string | null) => (
    <dd className="note compare">
      {delta === null ? t('dashboard.figures.lastYear', { value }) : t('dashboard.figures.lastYearChange', { value, change: delta })}
    </dd>
  );
  const occupancyChange =
    previous && figures.occupancy !== null && previous.occupancy !== null
      ? t('dashboard.figures.points', {
          value: formatNumber((figures.occupancy - previous.occupancy) * 100, lang, {
            maximumFractionDigits: 1,
            signDisplay: 'exceptZero',
          }),
        })
      : null;

  return (
    <>
      <Kpis aria-label={t('dashboard.figures.periodFigures')}>
        <Kpi>
          <dt>{t('dashboard.figures.occupancy')}</dt>
          <dd>{percent(figures.occupancy)}</dd>
          <dd className="note">
            {t('dashboard.figures.nightsOf', { sold: count(figures.nights_sold), open: count(figures.nights_open) })}
          </dd>
          {previous ? compared(percent(previous.occupancy), occupancyChange) : null}
        </Kpi>
        <Kpi>
          <dt>{t('dashboard.figures.revenue')}</dt>
          <dd>{price(figures.revenue)}</dd>
          <dd className="note">{t('dashboard.figures.vatIncluded', { vat: price(figures.vat) })}</dd>
          {/* The revenue's two parts: stays, and day visits (tickets without a stay) with their visitors. */}
          <dd className="note">
            {t('dashboard.figures.staysLine', { amount: price(toMoney(toCents(figures.revenue) - toCents(figures.day_visits.revenue))) })}
          </dd>
          <dd className="note">
            {t('dashboard.figures.dayVisitsLine', {
              amount: price(figures.day_visits.revenue),
              visitors: t('dashboard.figures.dayVisitors', {
                count: figures.day_visits.visitors,
                formatted: count(figures.day_visits.visitors),
              }),
            })}
          </dd>
          {previous ? compared(price(previous.revenue), change(figures.revenue, previous.revenue)) : null}
        </Kpi>
        <Kpi>
          <dt>{t('dashboard.figures.averageRate')}</dt>
          <dd>{price(figures.average_nightly_rate)}</dd>
          <dd className="note">{t('dashboard.figures.perNightSold')}</dd>
          {previous
            ? compared(price(previous.average_nightly_rate), change(figures.average_nightly_rate, previous.average_nightly_rate))
            : null}
        </Kpi>
        <Kpi>
          <dt>{t('dashboard.figures.refunds')}</dt>
          <dd>{price(figures.refunds)}</dd>
          <dd className="note">
            {t('dashboard.figures.cancellations', { count: figures.cancellations, formatted: count(figures.cancellations) })}
          </dd>
          {previous ? compared(price(previous.refunds), change(figures.refunds, previous.refunds)) : null}
        </Kpi>
      </Kpis>

      <Panels>
        <Panel aria-labelledby="figures-ahead">
          <h2 id="figures-ahead">{t('dashboard.figures.nextDays')}</h2>
          <p>
            {t('dashboard.figures.aheadSummary', {
              occupancy: percent(aheadOpen > 0 ? aheadSold / aheadOpen : null),
              arrivals: count(totalArrivals),
            })}
          </p>
          <h3>{t('dashboard.figures.occupancyPerNight')}</h3>
          <DayBarChart
            label={t('dashboard.figures.occupancyChart')}
            days={days}
            values={dayOccupancy}
            formatDay={formatDay}
            formatValue={formatPercent}
            max={100}
            rtl={rtl}
          />
          <h3>{t('dashboard.figures.arrivalsPerDay')}</h3>
          <DayBarChart
            label={t('dashboard.figures.arrivalsChart')}
            days={days}
            values={arrivals}
            formatDay={formatDay}
            formatValue={formatCount}
            rtl={rtl}
          />
          <details>
            <summary>{t('dashboard.figures.asTable')}</summary>
            <TableWrap>
              <table>
                <caption>{t('dashboard.figures.nextDays')}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('dashboard.figures.night')}</th>
                    <th scope="col">{t('dashboard.figures.occupancy')}</th>
                    <th scope="col">{t('dashboard.figures.arrivals')}</th>
                  </tr>
                </thead>
                <tbody>
                  {figures.next_days.map((day, index) => (
                    <tr key={day.date}>
                      <th scope="row">{formatDate(day.date, lang, { weekday: 'short', day: 'numeric', month: 'short' })}</th>
                      <td>{`${formatPercent(dayOccupancy[index])} (${t('dashboard.figures.nightsOf', { sold: count(day.nights_sold), open: count(day.huts_open) })})`}</td>
                      <td>{count(day.arrivals)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </TableWrap>
          </details>
        </Panel>
        <Panel aria-labelledby="figures-status">
          <h2 id="figures-status">{t('dashboard.figures.byStatus')}</h2>
          <p>{t('dashboard.figures.byStatusNote')}</p>
          <StatusBars counts={figures.bookings_by_status} />
        </Panel>
      </Panels>
    </>
  );
}

const Kpis = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(150px, 1fr));
  gap: ${({ theme }) => theme.space(3)};
  margin: ${({ theme }) => theme.space(0, 0, 5)};
`;

const Kpi = styled.div`
  padding: ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.colors.line};
  border-radius: ${({ theme }) => theme.radii.card};
  background: ${({ theme }) => theme.colors.white};
  dt {
    color: ${({ theme }) => theme.colors.muted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  min-width: 0;
  dd {
    margin: ${({ theme }) => theme.space(1, 0)};
    color: ${({ theme }) => theme.colors.deepSea};
    font-size: ${({ theme }) => theme.fontSizes.md};
    overflow-wrap: anywhere;
    ${({ theme }) => theme.media.md} {
      font-size: ${({ theme }) => theme.fontSizes.xl};
    }
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
  /* The figure's note (what it is made of) is a second description of the same term: a <dl> holds only terms,
     descriptions and the <div>s grouping them. */
  dd.note {
    margin: 0;
    color: ${({ theme }) => theme.colors.muted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: ${({ theme }) => theme.fontWeights.regular};
  }
  dd.compare {
    margin-top: ${({ theme }) => theme.space(1)};
    color: ${({ theme }) => theme.colors.ink};
  }
`;

const Panels = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  ${({ theme }) => theme.media.lg} {
    grid-template-columns: 2fr 1fr;
    align-items: start;
  }
`;

const Panel = styled.section`
  min-width: 0;
  padding: ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.colors.line};
  border-radius: ${({ theme }) => theme.radii.card};
  background: ${({ theme }) => theme.colors.white};
  h2 {
    margin: 0;
    color: ${({ theme }) => theme.colors.deepSea};
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  h3 {
    margin: ${({ theme }) => theme.space(4, 0, 1)};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  p {
    margin: ${({ theme }) => theme.space(1, 0, 0)};
    color: ${({ theme }) => theme.colors.muted};
  }
  summary {
    margin-top: ${({ theme }) => theme.space(3)};
    cursor: pointer;
    color: ${({ theme }) => theme.colors.lagoonDark};
  }
`;

const TableWrap = styled.div`
  overflow-x: auto;
  table {
    width: 100%;
    border-collapse: collapse;
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  caption {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip: rect(0 0 0 0);
  }
  th,
  td {
    padding: ${({ theme }) => theme.space(1, 2)};
    border-bottom: 1px solid ${({ theme }) => theme.colors.line};
    text-align: left;
  }
`;
