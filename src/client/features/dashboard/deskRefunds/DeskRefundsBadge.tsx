import { useTranslation } from 'react-i18next';
import { CountBadge } from '../../../ui/CountBadge';
import { useGetDeskRefundsQuery } from './deskRefundsApi';

/** How many refunds are owed to guests at the desk, next to the menu entry; nothing when none are. */
export function DeskRefundsBadge() {
  const { t } = useTranslation();
  const owed = useGetDeskRefundsQuery({}, { pollingInterval: 120_000 });
  return <CountBadge count={owed.data?.owed_count ?? 0} label={(formatted) => t('dashboard.deskRefunds.badge', { formatted })} />;
}
