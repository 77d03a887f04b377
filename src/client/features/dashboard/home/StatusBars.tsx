import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { BOOKING_STATUSES, type Figures } from '../../../../shared/schemas/dashboard/figures';
import { formatNumber } from '../../../ui/format';

type Status = (typeof BOOKING_STATUSES)[number];

/** Bookings by status as a list of labelled counts with a bar each: the numbers are the text, the bars only show scale. */
export function StatusBars({ counts }: { counts: Figures['bookings_by_status'] }) {
  const { t, i18n } = useTranslation();
  const labels: Record<Status, string> = {
    pending: t('dashboard.figures.status.pending'),
    confirmed: t('dashboard.figures.status.confirmed'),
    paid: t('dashboard.figures.status.paid'),
    completed: t('dashboard.figures.status.completed'),
    expired: t('dashboard.figures.status.expired'),
    cancelled: t('dashboard.figures.status.cancelled'),
    refunded: t('dashboard.figures.status.refunded'),
  };
  const largest = Math.max(1, ...BOOKING_STATUSES.map((status) => counts[status]));
  return (
    <List>
      {BOOKING_STATUSES.map((status) => (
        <Row key={status}>
          <dt>{labels[status]}</dt>
          <dd>
            <Bar aria-hidden="true" $share={counts[status] / largest} />
            <span>{formatNumber(counts[status], i18n.language)}</span>
          </dd>
        </Row>
      ))}
    </List>
  );
}

const List = styled.dl`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  margin: ${({ theme }) => theme.space(4, 0, 0)};
`;

const Row = styled.div`
  display: grid;
  grid-template-columns: 8.5em 1fr;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  dd {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(2)};
    margin: 0;
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

/* Grows from the start edge: the RTL plugin does not need to flip anything, flex order follows the direction. */
const Bar = styled.span<{ $share: number }>`
  display: block;
  width: ${({ $share }) => `${Math.round($share * 100)}%`};
  max-width: calc(100% - 3em);
  min-width: 2px;
  height: 12px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.coral};
`;
