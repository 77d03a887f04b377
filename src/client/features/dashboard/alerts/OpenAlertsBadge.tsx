import { useTranslation } from 'react-i18next';
import { CountBadge } from '../../../ui/CountBadge';
import { useGetOpenAlertCountQuery } from './alertsApi';

/** How many alerts are open, next to the menu entry; nothing when none are. */
export function OpenAlertsBadge() {
  const { t } = useTranslation();
  const count = useGetOpenAlertCountQuery(undefined, { pollingInterval: 120_000 });
  return <CountBadge count={count.data ?? 0} label={(formatted) => t('dashboard.alerts.openCount', { formatted })} />;
}
