import { useTranslation } from 'react-i18next';
import { CountBadge } from '../../../ui/CountBadge';
import { useGetRefundCountsQuery } from './refundsApi';

/** How many refunds are pending or failed, next to the menu entry; nothing when none are. */
export function RefundsBadge() {
  const { t } = useTranslation();
  const counts = useGetRefundCountsQuery(undefined, { pollingInterval: 120_000 });
  const waiting = (counts.data?.pending ?? 0) + (counts.data?.failed ?? 0);
  return <CountBadge count={waiting} label={(formatted) => t('dashboard.refunds.badge', { formatted })} />;
}
