import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { GridBooking } from '../../../../shared/schemas/dashboard/grid';

/** Stays the front desk may move: a hold, a paid stay, a guest in house (another hut); not one that is over. */
export const isMovable = (booking: GridBooking) => booking.state === 'held' || booking.state === 'paid' || booking.state === 'checked_in';

/** "Move…" beside a stay's bar: what dragging the bar does, from the keyboard. */
export function MoveButton({ booking, onMove, overlay = false }: { booking: GridBooking; onMove: () => void; overlay?: boolean }) {
  const { t } = useTranslation();
  return (
    <Small
      type="button"
      $overlay={overlay}
      onClick={onMove}
      aria-label={t('dashboard.grid.moveOne', { name: booking.guest_name })}
      title={t('dashboard.grid.move')}
    >
      <span aria-hidden="true">⇄</span>
    </Small>
  );
}

const Small = styled.button<{ $overlay: boolean }>`
  flex: none;
  display: grid;
  place-items: center;
  width: 28px;
  min-height: 36px;
  padding: 0;
  border: 1px solid ${({ theme }) => theme.colors.line};
  border-radius: 8px;
  background: ${({ theme }) => theme.colors.white};
  color: ${({ theme }) => theme.colors.deepSea};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  cursor: pointer;
  &:hover {
    border-color: ${({ theme }) => theme.colors.lagoon};
  }
  /* On the grid it sits over the bar's end and shows when the stay is pointed at or focused, so short stays keep their room. */
  ${({ $overlay }) =>
    $overlay
      ? `position: absolute; top: 50%; right: 2px; transform: translateY(-50%); min-height: 28px; height: 28px; opacity: 0;
         *:hover > &, *:focus-within > &, &:focus-visible { opacity: 1; }`
      : ''}
`;
