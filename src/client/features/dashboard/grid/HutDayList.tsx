import { useTranslation } from 'react-i18next';
import type { Grid, GridBooking } from '../../../../shared/schemas/dashboard/grid';
import { formatDate } from '../../../ui/format';
import { BookingBar } from './BookingBar';
import { BarCell, DayList, DayRow, HutCard } from './grid.styles';
import { HousekeepingChip } from './HousekeepingChip';
import { isMovable, MoveButton } from './MoveButton';
import { useClosedLabel } from './labels';
import { segmentsOf } from './layout';

/** On a phone: each hut a card with its days as a list, each day its stay (from its check-in), closed or free. */
export function HutDayList({
  grid,
  days,
  onMove,
}: {
  grid: Grid;
  days: readonly string[];
  onMove: (booking: GridBooking, hut: number) => void;
}) {
  const { t, i18n } = useTranslation();
  const closedLabel = useClosedLabel();
  const lang = i18n.language;
  return (
    <div>
      {grid.huts.map((hut) => {
        const byDay = new Map<number, ReturnType<typeof segmentsOf>[number]>();
        for (const segment of segmentsOf(hut, days))
          for (let index = segment.start; index < segment.start + ('span' in segment ? segment.span : 1); index += 1)
            byDay.set(index, segment);
        return (
          <HutCard key={hut.id} aria-labelledby={`grid-hut-${hut.id}`} data-hut={hut.id}>
            <h2 id={`grid-hut-${hut.id}`}>
              {lang === 'ar' ? hut.title_ar || hut.title : hut.title}
              {hut.is_active ? null : <small>{t('dashboard.grid.inactive')}</small>}
            </h2>
            <HousekeepingChip housekeeping={hut.housekeeping} />
            <DayList>
              {days.map((day, index) => {
                const segment = byDay.get(index);
                return (
                  <DayRow key={day} $today={day === grid.today} aria-current={day === grid.today ? 'date' : undefined} data-day={day}>
                    <span className="day">{formatDate(day, lang, { weekday: 'short', day: 'numeric', month: 'short' })}</span>
                    {segment?.kind === 'booking' ? (
                      // The stay's link on its first shown night; the nights after it say whose they are.
                      index === segment.start ? (
                        <BarCell>
                          <BookingBar booking={segment.booking} />
                          {isMovable(segment.booking) ? (
                            <MoveButton booking={segment.booking} onMove={() => onMove(segment.booking, hut.id)} />
                          ) : null}
                        </BarCell>
                      ) : (
                        <span className="continued">{t('dashboard.grid.continued', { name: segment.booking.guest_name })}</span>
                      )
                    ) : segment?.kind === 'closed' ? (
                      <span className="closed">{closedLabel(segment.closure)}</span>
                    ) : (
                      <span className="free">{t('dashboard.grid.free')}</span>
                    )}
                  </DayRow>
                );
              })}
            </DayList>
          </HutCard>
        );
      })}
    </div>
  );
}
