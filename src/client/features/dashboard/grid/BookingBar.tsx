import type { DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { GridBooking } from '../../../../shared/schemas/dashboard/grid';
import { formatDate } from '../../../ui/format';
import { useGridStateLabel } from './labels';
import { Bar, Unpaid } from './grid.styles';

/**
 * A stay as the front desk sees it: the guest's name, its state's colour and an unpaid badge. It is a link to the
 * booking; its accessible name says everything the colour and position say (code, dates, state, unpaid).
 */
export function BookingBar({
  booking,
  startsBefore = false,
  endsAfter = false,
  onDragStart,
}: {
  booking: GridBooking;
  startsBefore?: boolean;
  endsAfter?: boolean;
  /** Given for a stay that can be moved: the bar can then be dragged to other nights or another hut. */
  onDragStart?: (event: DragEvent<HTMLAnchorElement>) => void;
}) {
  const { t, i18n } = useTranslation();
  const stateLabel = useGridStateLabel();
  const lang = i18n.language;
  const day = (value: string) => formatDate(value, lang, { day: 'numeric', month: 'short' });
  return (
    <Bar
      as={Link}
      to={`/dashboard/bookings/${booking.id}`}
      $state={booking.state}
      $startsBefore={startsBefore}
      $endsAfter={endsAfter}
      data-booking={booking.id}
      draggable={!!onDragStart}
      onDragStart={onDragStart}
      title={`${booking.guest_name} · ${booking.code}`}
      // The words shown first, in their order (the guest's name, the unpaid badge), then what the colour and position show.
      aria-label={[
        // Exactly the visible words, as one phrase: axe-core's label-in-name wants them in the name as they read.
        booking.unpaid ? `${booking.guest_name} ${t('dashboard.grid.unpaid')}` : booking.guest_name,
        booking.code,
        t('dashboard.grid.stay', { from: day(booking.date_from), to: day(booking.date_to) }),
        stateLabel(booking.state),
      ].join(lang === 'ar' ? '، ' : ', ')}
    >
      {/* dir="auto": a Latin name in an Arabic page is cut at its own end. */}
      <span className="name" dir="auto">
        {booking.guest_name}
      </span>
      {booking.unpaid ? ' ' : null}
      {booking.unpaid ? <Unpaid>{t('dashboard.grid.unpaid')}</Unpaid> : null}
    </Bar>
  );
}
