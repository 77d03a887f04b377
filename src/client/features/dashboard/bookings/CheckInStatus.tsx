import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { CheckedIn } from '../../../../shared/schemas/dashboard/bookings';
import { formatDate } from '../../../ui/format';

/** Whether the guest was checked in at the gate: when (resort time) and by whom, or "not yet". One wording for the arrivals card and the booking. */
export function CheckInStatus({ checkedIn, as }: { checkedIn: CheckedIn; as?: 'p' | 'span' }) {
  const { t, i18n } = useTranslation();
  if (!checkedIn)
    return (
      <Status as={as} $done={false}>
        {t('dashboard.bookings.notCheckedIn')}
      </Status>
    );
  const time = formatDate(checkedIn.at, i18n.language, {
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  return (
    <Status as={as} $done>
      {checkedIn.by ? t('dashboard.bookings.checkedInBy', { time, name: checkedIn.by }) : t('dashboard.bookings.checkedInAt', { time })}
    </Status>
  );
}

const Status = styled.p<{ $done: boolean }>`
  font-weight: 600;
  color: ${({ theme, $done }) => ($done ? theme.colors.success : theme.colors.muted)};
`;
