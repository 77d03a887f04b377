import { useTranslation } from 'react-i18next';
import type { Grid } from '../../../../shared/schemas/dashboard/grid';
import { formatDate } from '../../../ui/format';
import { BookingBar } from './BookingBar';
import { ClosedCell, DayHead, FreeCell, HutHead, Scroller, Table } from './grid.styles';
import { segmentsOf } from './layout';

/**
 * Huts down, days across, one table: a stay is one cell spanning its nights, closed nights one cell, each other
 * night an empty cell. The table follows the page's direction, so in Arabic the first day is at the right.
 */
export function ReservationGrid({ grid, days }: { grid: Grid; days: readonly string[] }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const hutTitle = (hut: Grid['huts'][number]) => (lang === 'ar' ? hut.title_ar || hut.title : hut.title);
  return (
    <Scroller tabIndex={0} role="region" aria-label={t('dashboard.grid.title')}>
      <Table $days={days.length}>
        <thead>
          <tr>
            <th scope="col">{t('dashboard.grid.hut')}</th>
            {days.map((day) => (
              <DayHead key={day} scope="col" $today={day === grid.today} aria-current={day === grid.today ? 'date' : undefined}>
                <span className="weekday">{formatDate(day, lang, { weekday: 'short' })}</span>
                <span className="date">{formatDate(day, lang, { day: 'numeric', month: 'short' })}</span>
              </DayHead>
            ))}
          </tr>
        </thead>
        <tbody>
          {grid.huts.map((hut) => (
            <tr key={hut.id} data-hut={hut.id}>
              <HutHead scope="row">
                {hutTitle(hut)}
                {hut.is_active ? null : <small>{t('dashboard.grid.inactive')}</small>}
              </HutHead>
              {segmentsOf(hut, days).map((segment) =>
                segment.kind === 'booking' ? (
                  <td key={`b${segment.booking.id}`} colSpan={segment.span} data-day={days[segment.start]}>
                    <BookingBar booking={segment.booking} startsBefore={segment.startsBefore} endsAfter={segment.endsAfter} />
                  </td>
                ) : segment.kind === 'closed' ? (
                  <ClosedCell
                    key={`c${segment.start}`}
                    colSpan={segment.span}
                    data-day={days[segment.start]}
                    title={segment.closure.reason}
                  >
                    <span>{t('dashboard.grid.closed')}</span>
                  </ClosedCell>
                ) : (
                  <FreeCell key={segment.day} data-day={segment.day} $today={segment.day === grid.today} />
                ),
              )}
            </tr>
          ))}
        </tbody>
      </Table>
    </Scroller>
  );
}
