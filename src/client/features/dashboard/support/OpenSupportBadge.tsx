import { useTranslation } from 'react-i18next';
import { CountBadge } from '../../../ui/CountBadge';
import { useGetSupportCountsQuery } from './supportInboxApi';

/** How many messages in the reader's inbox are open, next to the menu entry; nothing when none are. */
export function OpenSupportBadge() {
  const { t } = useTranslation();
  const counts = useGetSupportCountsQuery(undefined, { pollingInterval: 120_000 });
  return <CountBadge count={counts.data?.open ?? 0} label={(formatted) => t('dashboard.support.openCount', { formatted })} />;
}
