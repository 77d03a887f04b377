import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { GridHousekeeping } from '../../../../shared/schemas/dashboard/grid';

/** A hut's housekeeping status (and the housekeeper's note, as its title) beside its name. */
export function HousekeepingChip({ housekeeping }: { housekeeping: GridHousekeeping }) {
  const { t } = useTranslation();
  const labels: Record<GridHousekeeping['status'], string> = {
    clean: t('dashboard.grid.housekeepingClean'),
    dirty: t('dashboard.grid.housekeepingDirty'),
    inspected: t('dashboard.grid.housekeepingInspected'),
    out_of_order: t('dashboard.grid.housekeepingOutOfOrder'),
  };
  return (
    <Chip $status={housekeeping.status} title={housekeeping.note || undefined}>
      {labels[housekeeping.status]}
      {housekeeping.note ? <span className="visually-hidden">{`: ${housekeeping.note}`}</span> : null}
    </Chip>
  );
}

const COLOURS: Record<GridHousekeeping['status'], [string, string]> = {
  clean: ['#e6f2ec', '#22603f'],
  inspected: ['#e3eef7', '#1d4f7a'],
  dirty: ['#fdf0d5', '#7a4b00'],
  out_of_order: ['#fbe3e1', '#9c1f18'],
};

const Chip = styled.span<{ $status: GridHousekeeping['status'] }>`
  display: table;
  margin-top: ${({ theme }) => theme.space(1)};
  padding: ${({ theme }) => theme.space(0, 1.5)};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ $status }) => COLOURS[$status][0]};
  color: ${({ $status }) => COLOURS[$status][1]};
  font-size: ${({ theme }) => theme.fontSizes.min};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  white-space: nowrap;
`;
