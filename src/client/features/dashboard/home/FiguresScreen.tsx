import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { Figures } from '../../../../shared/schemas/dashboard/figures';
import { ErrorState } from '../../../ui/ErrorState';
import { formatDate, formatNumber, formatPrice } from '../../../ui/format';
import { DateField } from '../../../ui/date/DateField';
import { Select } from '../../../ui/form';
import { Skeleton, SkeletonGroup } from '../../../ui/Skeleton';
import { useDocumentTitle } from '../../../ui/useDocumentTitle';
import { FilterBar, ScreenHeader } from '../components/ScreenHeader';
import { useListParams } from '../components/useListParams';
import { DayBarChart } from './DayBarChart';
import { useGetFiguresQuery } from './figuresApi';
import { periodFor, type PeriodChoice } from './period';
import { StatusBars } from './StatusBars';

const FILTERS = ['period', 'from', 'to'] as const;
const CHOICES: readonly PeriodChoice[] = ['month', 'previous', 'custom'];

/** The back office's home for staff: the period's figures, the next 30 days night by night, bookings by status. */
export default function FiguresScreen() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  useDocumentTitle(t('dashboard.nav.home'));
  const { params, update } = useListParams(FILTERS);
  const choice = (CHOICES as readonly string[]).includes(params.filters.period ?? '') ? (params.filters.period as PeriodChoice) : 'month';
  const period = periodFor(choice, params.filters);
  const figures = useGetFiguresQuery(period, { refetchOnMountOrArgChange: true });
  const choiceLabels: Record<PeriodChoice, string> = {
    month: t('dashboard.figures.thisMonth'), previous: t('dashboard.figures.previousMonth'), custom: t('dashboard.figures.custom'),
  };

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
          onChange={(event) => update({ period: event.target.value === 'month' ? null : event.target.value, ...(event.target.value === 'custom' ? period : { from: null, to: null }) })}
          options={CHOICES.map((value) => ({ value, label: choiceLabels[value] }))}
        />
        {choice === 'custom' ? (
          <>
            <DateField label={t('dashboard.figures.from')} value={params.filters.from ?? ''} onChange={(from) => update({ from })} />
            <DateField label={t('dashboard.figures.to')} value={params.filters.to ?? ''} onChange={(to) => update({ to })} />
          </>
        ) : null}
      </FilterBar>
      {figures.isError ? (
        <ErrorState onRetry={figures.refetch} text={errorText(figures.error)} />
      ) : !figures.data ? (
        <SkeletonGroup aria-label={t('dashboard.common.loading')}>
          <Skeleton $height="96px" />
          <Skeleton $height="220px" />
        </SkeletonGroup>
      ) : (
        <FiguresBody figures={figures.data} />
      )}
    </>
  );
}

/** The server's own words for a refused period (e.g. "to" before "from"), else the generic text. */
function errorText(error: unknown): string | undefined {
  const data = (error as { data?: Record<string, unknown> } | undefined)?.data;
  const first = data && Object.values(data).find(Array.isArray);
  return Array.isArray(first) && typeof first[0] === 'string' ? first[0] : undefined;
}

function FiguresBody({ figures }: { figures: Figures }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const price = (amount: string | null) => (amount === null ? '—' : formatPrice(amount, lang, figures.currency));
  const percent = (ratio: number | null) => (ratio === null ? '—' : formatNumber(ratio, lang, { style: 'percent', maximumFractionDigits: 1 }));
  const count = (value: number) => formatNumber(value, lang);

  const days = useMemo(() => figures.next_days.map((day) => day.date), [figures.next_days]);
  const dayOccupancy = useMemo(() => figures.next_days.map((day) => (day.huts_open > 0 ? (day.nights_sold / day.huts_open) * 100 : 0)), [figures.next_days]);
  const arrivals = useMemo(() => figures.next_days.map((day) => day.arrivals), [figures.next_days]);
  const formatDay = useCallback((day: string) => formatDate(day, lang, { day: 'numeric', month: 'short' }), [lang]);
  const formatPercent = useCallback((value: number) => formatNumber(value / 100, lang, { style: 'percent', maximumFractionDigits: 0 }), [lang]);
  const formatCount = useCallback((value: number) => (Number.isInteger(value) ? formatNumber(value, lang) : ''), [lang]);
  const totalArrivals = arrivals.reduce((sum, value) => sum + value, 0);
  const aheadSold = figures.next_days.reduce((sum, day) => sum + day.nights_sold, 0);
  const aheadOpen = figures.next_days.reduce((sum, day) => sum + day.huts_open, 0);
  const rtl = i18n.dir(lang) === 'rtl';

  return (
    <>
      <Kpis aria-label={t('dashboard.figures.periodFigures')}>
        <Kpi>
          <dt>{t('dashboard.figures.occupancy')}</dt>
          <dd>{percent(figures.occupancy)}</dd>
          <dd className="note">{t('dashboard.figures.nightsOf', { sold: count(figures.nights_sold), open: count(figures.nights_open) })}</dd>
        </Kpi>
        <Kpi>
          <dt>{t('dashboard.figures.revenue')}</dt>
          <dd>{price(figures.revenue)}</dd>
          <dd className="note">{t('dashboard.figures.vatIncluded', { vat: price(figures.vat) })}</dd>
        </Kpi>
        <Kpi>
          <dt>{t('dashboard.figures.averageRate')}</dt>
          <dd>{price(figures.average_nightly_rate)}</dd>
          <dd className="note">{t('dashboard.figures.perNightSold')}</dd>
        </Kpi>
        <Kpi>
          <dt>{t('dashboard.figures.refunds')}</dt>
          <dd>{price(figures.refunds)}</dd>
          <dd className="note">{t('dashboard.figures.cancellations', { count: figures.cancellations, formatted: count(figures.cancellations) })}</dd>
        </Kpi>
      </Kpis>

      <Panels>
        <Panel aria-labelledby="figures-ahead">
          <h2 id="figures-ahead">{t('dashboard.figures.nextDays')}</h2>
          <p>{t('dashboard.figures.aheadSummary', { occupancy: percent(aheadOpen > 0 ? aheadSold / aheadOpen : null), arrivals: count(totalArrivals) })}</p>
          <h3>{t('dashboard.figures.occupancyPerNight')}</h3>
          <DayBarChart label={t('dashboard.figures.occupancyChart')} days={days} values={dayOccupancy} formatDay={formatDay} formatValue={formatPercent} max={100} rtl={rtl} />
          <h3>{t('dashboard.figures.arrivalsPerDay')}</h3>
          <DayBarChart label={t('dashboard.figures.arrivalsChart')} days={days} values={arrivals} formatDay={formatDay} formatValue={formatCount} rtl={rtl} />
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
