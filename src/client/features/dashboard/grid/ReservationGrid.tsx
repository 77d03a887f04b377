import { useRef, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { addDays, daysBetween } from '../../../../shared/dates';
import type { Grid, GridBooking } from '../../../../shared/schemas/dashboard/grid';
import { formatDate } from '../../../ui/format';
import { BookingBar } from './BookingBar';
import { BarCell, ClosedCell, DayHead, FreeCell, HutHead, Scroller, Table } from './grid.styles';
import { HousekeepingChip } from './HousekeepingChip';
import { useClosedLabel } from './labels';
import { segmentsOf } from './layout';
import { isMovable, MoveButton } from './MoveButton';
import type { MoveTarget } from './MoveDialog';

type Props = {
  grid: Grid;
  days: readonly string[];
  /** A stay to move: to `target` when it was dropped there, else chosen in the dialog. */
  onMove: (booking: GridBooking, hut: number, target?: MoveTarget) => void;
};

/**
 * Huts down, days across, one table: a stay is one cell spanning its nights, closed nights one cell, each other
 * night an empty cell. The table follows the page's direction, so in Arabic the first day is at the right.
 * A movable stay's bar can be dropped on any night of any hut: the night under the pointer becomes the night of the
 * stay that was under it when it was picked up.
 */
export function ReservationGrid({ grid, days, onMove }: Props) {
  const { t, i18n } = useTranslation();
  const closedLabel = useClosedLabel();
  const lang = i18n.language;
  const dragged = useRef<{ booking: GridBooking; hut: number; grabbedNight: number } | null>(null);

  const startDrag = (booking: GridBooking, hut: number, firstShown: string, span: number) => (event: DragEvent<HTMLAnchorElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    const fromStart = i18n.dir() === 'rtl' ? box.right - event.clientX : event.clientX - box.left;
    const shownNight = Math.min(span - 1, Math.max(0, Math.floor((fromStart / Math.max(box.width, 1)) * span)));
    dragged.current = { booking, hut, grabbedNight: daysBetween(booking.date_from, firstShown) + shownNight };
    event.dataTransfer.effectAllowed = 'move';
    event.dataTransfer.setData('text/plain', booking.code);
  };
  const dropProps = (hut: number, day: string) => ({
    'data-day': day,
    onDragOver: (event: DragEvent) => {
      if (dragged.current) event.preventDefault();
    },
    onDrop: (event: DragEvent) => {
      const drag = dragged.current;
      if (!drag) return;
      event.preventDefault();
      dragged.current = null;
      const nights = daysBetween(drag.booking.date_from, drag.booking.date_to);
      const from = addDays(day, -drag.grabbedNight);
      onMove(drag.booking, drag.hut, { hut, date_from: from, date_to: addDays(from, nights) });
    },
  });

  const hutTitle = (hut: Grid['huts'][number]) => (lang === 'ar' ? hut.title_ar || hut.title : hut.title);
  return (
    <Scroller tabIndex={0} role="region" aria-label={t('dashboard.grid.title')}>
      <Table $days={days.length}>
        <thead>
          <tr>
            <th scope="col">{t('dashboard.grid.hut')}</th>
            {days.map((day) => (
              <DayHead key={day} scope="col" $today={day === grid.today} aria-current={day === grid.today ? 'date' : undefined}>
                {/* Narrow columns (a month) name the weekday by its letter; the month is in the title above and read out here. */}
                <span className="weekday">{formatDate(day, lang, { weekday: days.length > 14 ? 'narrow' : 'short' })}</span>
                <span className="date">{formatDate(day, lang, { day: 'numeric' })}</span>
                <span className="visually-hidden">{` ${formatDate(day, lang, { month: 'long' })}`}</span>
              </DayHead>
            ))}
          </tr>
        </thead>
        <tbody onDragEnd={() => (dragged.current = null)}>
          {grid.huts.map((hut) => (
            <tr key={hut.id} data-hut={hut.id}>
              <HutHead scope="row">
                {hutTitle(hut)}
                {hut.is_active ? null : <small>{t('dashboard.grid.inactive')}</small>}
                <HousekeepingChip housekeeping={hut.housekeeping} />
              </HutHead>
              {segmentsOf(hut, days).map((segment) =>
                segment.kind === 'booking' ? (
                  <td key={`b${segment.booking.id}`} colSpan={segment.span} {...dropProps(hut.id, days[segment.start])}>
                    <BarCell $overlay>
                      <BookingBar
                        booking={segment.booking}
                        startsBefore={segment.startsBefore}
                        endsAfter={segment.endsAfter}
                        onDragStart={
                          isMovable(segment.booking) ? startDrag(segment.booking, hut.id, days[segment.start], segment.span) : undefined
                        }
                      />
                      {isMovable(segment.booking) ? (
                        <MoveButton booking={segment.booking} onMove={() => onMove(segment.booking, hut.id)} overlay />
                      ) : null}
                    </BarCell>
                  </td>
                ) : segment.kind === 'closed' ? (
                  <ClosedCell
                    key={`c${segment.start}`}
                    colSpan={segment.span}
                    title={segment.closure.reason}
                    {...dropProps(hut.id, days[segment.start])}
                  >
                    <span>{closedLabel(segment.closure)}</span>
                  </ClosedCell>
                ) : (
                  <FreeCell key={segment.day} $today={segment.day === grid.today} {...dropProps(hut.id, segment.day)} />
                ),
              )}
            </tr>
          ))}
        </tbody>
      </Table>
    </Scroller>
  );
}
