import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { addDays, isIsoDay, todayIn } from '../../../../shared/dates';
import { GRID_STATES, type GridBooking } from '../../../../shared/schemas/dashboard/grid';
import { Button, LinkButton } from '../../../ui/Button';
import { ErrorState } from '../../../ui/ErrorState';
import { formatDate } from '../../../ui/format';
import { Skeleton } from '../../../ui/Skeleton';
import { useDocumentTitle } from '../../../ui/useDocumentTitle';
import { ScreenHeader } from '../components/ScreenHeader';
import { useGetGridQuery } from './gridApi';
import { Legend, Pager, Swatch } from './grid.styles';
import { HutDayList } from './HutDayList';
import { daysOf } from './layout';
import { useGridStateLabel } from './labels';
import { MoveDialog, type MoveTarget } from './MoveDialog';
import { ReservationGrid } from './ReservationGrid';
import { PHONE_MAX_WIDTH, useViewportWidth, WIDE_MIN_WIDTH } from './useViewportWidth';

/** How many days one view shows: a week on a phone, two weeks, a month on a wide screen. */
const daysFor = (width: number) => (width <= PHONE_MAX_WIDTH ? 7 : width >= WIDE_MIN_WIDTH ? 31 : 14);

/** The front desk's reservations grid (issue 23 §1): huts down, days across; on a phone a day list per hut. First day in the URL. */
export default function GridScreen() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const stateLabel = useGridStateLabel();
  const width = useViewportWidth();
  const phone = width <= PHONE_MAX_WIDTH;
  const count = daysFor(width);
  const [search, setSearch] = useSearchParams();
  const asked = search.get('from');
  const today = todayIn();
  const from = isIsoDay(asked) ? asked : today;
  const to = addDays(from, count - 1);
  const grid = useGetGridQuery({ from, to });
  const [moving, setMoving] = useState<{ booking: GridBooking & { hut: number }; target: MoveTarget } | null>(null);
  const move = (booking: GridBooking, hut: number, target?: MoveTarget) =>
    setMoving({ booking: { ...booking, hut }, target: target ?? { hut, date_from: booking.date_from, date_to: booking.date_to } });
  useDocumentTitle(t('dashboard.grid.title'));
  const go = (day: string | null) =>
    setSearch((current) => {
      const next = new URLSearchParams(current);
      if (day) next.set('from', day);
      else next.delete('from');
      return next;
    });
  const range = t('dashboard.grid.range', {
    from: formatDate(from, lang, { day: 'numeric', month: 'long' }),
    to: formatDate(to, lang, { day: 'numeric', month: 'long', year: 'numeric' }),
  });

  return (
    <>
      <ScreenHeader
        title={t('dashboard.grid.title')}
        text={range}
        actions={<LinkButton to="/dashboard/bookings/new">{t('dashboard.desk.newBooking')}</LinkButton>}
      />
      <Pager>
        <Button type="button" $variant="secondary" onClick={() => go(addDays(from, -count))}>
          {t('dashboard.grid.previous')}
        </Button>
        <Button type="button" $variant="ghost" onClick={() => go(null)}>
          {t('dashboard.grid.today')}
        </Button>
        <Button type="button" $variant="secondary" onClick={() => go(addDays(from, count))}>
          {t('dashboard.grid.next')}
        </Button>
      </Pager>
      <Legend aria-label={t('dashboard.grid.legend')}>
        {GRID_STATES.map((state) => (
          <li key={state}>
            <Swatch $state={state} aria-hidden="true" />
            {stateLabel(state)}
          </li>
        ))}
      </Legend>
      {grid.isError ? (
        <ErrorState onRetry={grid.refetch} />
      ) : !grid.currentData ? (
        <Skeleton $height="320px" />
      ) : phone ? (
        <HutDayList grid={grid.currentData} days={daysOf(from, count)} onMove={move} />
      ) : (
        <ReservationGrid grid={grid.currentData} days={daysOf(from, count)} onMove={move} />
      )}
      {moving && grid.currentData ? (
        <MoveDialog booking={moving.booking} huts={grid.currentData.huts} target={moving.target} onClose={() => setMoving(null)} />
      ) : null}
    </>
  );
}
