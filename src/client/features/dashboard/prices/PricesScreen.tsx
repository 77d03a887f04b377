import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import type { HutCalendar, StaffPriceRange } from '../../../../shared/schemas/dashboard/huts';
import { Button, LinkButton } from '../../../ui/Button';
import { todayIn } from '../../../ui/calendar/dates';
import { ErrorState } from '../../../ui/ErrorState';
import { factSeparator, formatDate, formatPrice } from '../../../ui/format';
import { Select } from '../../../ui/form';
import { Skeleton } from '../../../ui/Skeleton';
import { useDocumentTitle } from '../../../ui/useDocumentTitle';
import { CardList } from '../components/CardList';
import { RowActions } from '../components/RowActions';
import { ScreenHeader } from '../components/ScreenHeader';
import { useCatalogueChoices } from '../components/useCatalogueChoices';
import { useGetHutCalendarQuery, useReopenNightsMutation } from './pricesApi';
import { RatesPanel } from './RatesPanel';
import { RemoveRangeDialog } from './RemoveRangeDialog';
import { SpanPanel } from './SpanPanel';
import { YearCalendar } from './YearCalendar';
import type { NightSelection } from './yearCalendar';

/** /dashboard/prices?hut=&year=: a hut's year of nightly prices and closed nights, set by picking nights. */
export default function PricesScreen() {
  const { t, i18n } = useTranslation();
  useDocumentTitle(t('dashboard.nav.prices'));
  const [search, setSearch] = useSearchParams();
  const { query: options, ...choices } = useCatalogueChoices();
  const thisYear = Number(todayIn().slice(0, 4));
  const hutId = Number(search.get('hut')) || Number(choices.huts[0]?.value) || 0;
  const year = Number(search.get('year')) || thisYear;
  const calendar = useGetHutCalendarQuery({ hutId, year }, { skip: !hutId });
  const [selection, setSelection] = useState<NightSelection | null>(null);
  const [editing, setEditing] = useState<StaffPriceRange | null>(null);
  const [highlight, setHighlight] = useState<{ date_from: string; date_to: string } | null>(null);
  const [removing, setRemoving] = useState<HutCalendar['ranges'][number] | null>(null);
  const [reopen] = useReopenNightsMutation();
  const lang = i18n.language;
  const day = (value: string) => formatDate(value, lang, { day: 'numeric', month: 'short', year: 'numeric' });
  const setParam = (name: string, value: string) => {
    setSelection(null);
    setEditing(null);
    setHighlight(null);
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        next.set(name, value);
        return next;
      },
      { replace: true },
    );
  };
  const edit = (range: StaffPriceRange) => {
    setEditing(range);
    setSelection({ anchor: range.date_from, end: range.date_to, complete: true });
  };

  if (options.isError) return <ErrorState onRetry={options.refetch} />;
  return (
    <>
      <ScreenHeader
        title={t('dashboard.nav.prices')}
        text={t('dashboard.prices.intro')}
        actions={
          <LinkButton to="/dashboard/prices/bulk" $variant="secondary">
            {t('dashboard.bulk.open')}
          </LinkButton>
        }
      />
      <Controls>
        <Select
          label={t('dashboard.prices.hut')}
          value={String(hutId || '')}
          onChange={(event) => setParam('hut', event.target.value)}
          options={choices.huts}
        />
        <Select
          label={t('dashboard.prices.year')}
          value={String(year)}
          onChange={(event) => setParam('year', event.target.value)}
          options={[thisYear - 1, thisYear, thisYear + 1, thisYear + 2].map((value) => ({
            value: String(value),
            label: formatDate(`${value}-06-01`, lang, { year: 'numeric' }),
          }))}
        />
      </Controls>
      <Legend aria-hidden="true">
        <span data-kind="priced">{t('dashboard.prices.legendPriced')}</span>
        <span data-kind="weekend">{t('dashboard.prices.legendWeekend')}</span>
        <span data-kind="closed">{t('dashboard.prices.closed')}</span>
        <span data-kind="selected">{t('dashboard.prices.legendSelected')}</span>
      </Legend>
      <p id="calendar-help">{t('dashboard.prices.help')}</p>
      {calendar.isError ? <ErrorState onRetry={calendar.refetch} /> : null}
      {!calendar.data ? (
        <Skeleton $height="480px" />
      ) : (
        <Layout>
          <YearCalendar
            year={year}
            ranges={calendar.data.ranges}
            closed={calendar.data.closed}
            selection={selection}
            onSelect={(next) => {
              setSelection(next);
              setHighlight(null);
              if (!next.complete) setEditing(null);
            }}
            highlight={highlight}
          />
          <Sticky $on={!!selection}>
            <SpanPanel
              hutId={hutId}
              selection={selection}
              editing={editing}
              onDone={() => {
                setSelection(null);
                setEditing(null);
              }}
              onBlocked={setHighlight}
            />
          </Sticky>
          <Side>
            <section aria-labelledby="ranges-title">
              <h2 id="ranges-title">{t('dashboard.prices.ranges')}</h2>
              {calendar.data.ranges.length === 0 ? <p>{t('dashboard.prices.noRanges')}</p> : null}
              <CardList>
                {calendar.data.ranges.map((range) => (
                  <li key={range.id}>
                    <span>
                      {day(range.date_from)} – {day(range.date_to)}
                    </span>
                    <strong>
                      {formatPrice(range.price, lang)}
                      {range.weekend_price
                        ? `${factSeparator(lang)}${t('dashboard.prices.weekend')} ${formatPrice(range.weekend_price, lang)}`
                        : ''}
                    </strong>
                    <RowActions>
                      <Button type="button" $variant="ghost" onClick={() => edit(range)}>
                        {t('dashboard.common.edit')}
                      </Button>
                      <Button type="button" $variant="ghost" onClick={() => setRemoving(range)}>
                        {t('dashboard.common.delete')}
                      </Button>
                    </RowActions>
                  </li>
                ))}
              </CardList>
            </section>
            <section aria-labelledby="closed-title">
              <h2 id="closed-title">{t('dashboard.prices.closedNights')}</h2>
              {calendar.data.closed.length === 0 ? <p>{t('dashboard.prices.noClosed')}</p> : null}
              <CardList>
                {calendar.data.closed.map((closed) => (
                  <li key={`${closed.source ?? 'closure'}-${closed.id}`}>
                    <span>
                      {day(closed.date_from)} – {day(closed.date_to)}
                    </span>
                    {closed.source === 'channel' ? (
                      <em>{t('dashboard.grid.soldOn', { name: closed.reason })}</em>
                    ) : (
                      <>
                        {closed.reason ? <em>{closed.reason}</em> : null}
                        <RowActions>
                          <Button type="button" $variant="ghost" onClick={() => void reopen({ hutId, closedId: closed.id })}>
                            {t('dashboard.prices.reopen')}
                          </Button>
                        </RowActions>
                      </>
                    )}
                  </li>
                ))}
              </CardList>
            </section>
            <RatesPanel hutId={hutId} />
          </Side>
        </Layout>
      )}
      {removing ? <RemoveRangeDialog hutId={hutId} range={removing} onClose={() => setRemoving(null)} /> : null}
    </>
  );
}

const Controls = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  grid-template-columns: repeat(auto-fit, minmax(180px, 260px));
  margin-bottom: ${({ theme }) => theme.space(3)};
`;

const Legend = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  span::before {
    content: '';
    display: inline-block;
    width: 14px;
    height: 14px;
    margin-inline-end: 6px;
    vertical-align: -2px;
    border-radius: 4px;
    border: 1px solid ${({ theme }) => theme.colors.line};
  }
  [data-kind='priced']::before {
    background: #f1f8f8;
  }
  [data-kind='weekend']::before {
    background: #e6f1f1;
  }
  [data-kind='closed']::before {
    background: repeating-linear-gradient(
      135deg,
      ${({ theme }) => theme.colors.sand},
      ${({ theme }) => theme.colors.sand} 3px,
      #fff 3px,
      #fff 6px
    );
  }
  [data-kind='selected']::before {
    background: ${({ theme }) => theme.colors.lagoon};
  }
`;

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(5)};
  ${({ theme }) => theme.media.lg} {
    grid-template-columns: minmax(0, 1fr) 340px;
    grid-template-rows: auto 1fr;
    align-items: start;
    > :first-child {
      grid-row: 1 / span 2;
    }
  }
`;

const Side = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  h2 {
    margin: 0 0 ${({ theme }) => theme.space(2)};
    font-size: ${({ theme }) => theme.fontSizes.md};
    color: ${({ theme }) => theme.colors.deepSea};
  }
  li {
    flex-wrap: wrap;
    align-items: center;
    gap: ${({ theme }) => theme.space(2)};
    padding: ${({ theme }) => theme.space(2)};
    border-radius: ${({ theme }) => theme.radii.input};
    font-size: ${({ theme }) => theme.fontSizes.xs};
  }
  li button {
    min-height: 32px;
    padding: 0 8px;
  }
`;

/** On phones the year runs long: while nights are picked, their panel stays at the bottom of the screen. */
const Sticky = styled.div<{ $on: boolean }>`
  ${({ $on }) => ($on ? 'position: sticky; bottom: 0; z-index: 2; box-shadow: 0 -8px 24px -12px rgba(11, 42, 60, 0.35);' : '')}
  ${({ theme }) => theme.media.lg} {
    position: static;
    box-shadow: none;
  }
`;
