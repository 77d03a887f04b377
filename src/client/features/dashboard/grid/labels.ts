import { useTranslation } from 'react-i18next';
import type { GridState } from '../../../../shared/schemas/dashboard/grid';

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
