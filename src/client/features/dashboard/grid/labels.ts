import { useTranslation } from 'react-i18next';
import type { GridClosure, GridState } from '../../../../shared/schemas/dashboard/grid';

/** A stay's state on the grid in the staff member's language. */
export function useGridStateLabel() {
  const { t } = useTranslation();
  const labels: Record<GridState, string> = {
    held: t('dashboard.grid.stateHeld'),
    paid: t('dashboard.grid.statePaid'),
    checked_in: t('dashboard.grid.stateCheckedIn'),
    checked_out: t('dashboard.grid.stateCheckedOut'),
    no_show: t('dashboard.grid.stateNoShow'),
  };
  return (state: GridState) => labels[state];
}

/** A closed cell's words: "Closed", or the channel the nights were sold on ("Sold on Airbnb"). */
export function useClosedLabel() {
  const { t } = useTranslation();
  return (closure: GridClosure) =>
    closure.source === 'channel' ? t('dashboard.grid.soldOn', { name: closure.reason }) : t('dashboard.grid.closed');
}
