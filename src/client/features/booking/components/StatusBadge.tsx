import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { Booking } from '../../../../shared/schemas/booking';

const TONES: Record<Booking['status'], { bg: string; fg: string }> = {
  pending: { bg: '#F4EDE1', fg: '#0B2A3C' },
  confirmed: { bg: '#FFF1D6', fg: '#7A4B00' },
  paid: { bg: '#E1F2EA', fg: '#1F5E44' },
  completed: { bg: '#E3EEF0', fg: '#175F64' },
  expired: { bg: '#EDEDED', fg: '#4A5058' },
  cancelled: { bg: '#FBE9E4', fg: '#8E1F18' },
  refunded: { bg: '#FBE9E4', fg: '#8E1F18' },
};

export function StatusBadge({ status }: { status: Booking['status'] }) {
  const { t } = useTranslation();
  const labels: Record<Booking['status'], string> = {
    pending: t('myBookings.status.pending'),
    confirmed: t('myBookings.status.confirmed'),
    paid: t('myBookings.status.paid'),
    completed: t('myBookings.status.completed'),
    expired: t('myBookings.status.expired'),
    cancelled: t('myBookings.status.cancelled'),
    refunded: t('myBookings.status.refunded'),
  };
  return <Badge $tone={TONES[status]}>{labels[status]}</Badge>;
}

export default StatusBadge;

const Badge = styled.span<{ $tone: { bg: string; fg: string } }>`
  display: inline-block;
  padding: ${({ theme }) => theme.space(1, 3)};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ $tone }) => $tone.bg};
  color: ${({ $tone }) => $tone.fg};
  font-size: 12px;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  white-space: nowrap;
`;
