import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { formatNumber } from '../../../ui/format';
import { useGetSupportCountsQuery } from './supportInboxApi';

/** How many messages in the reader's inbox are open, next to the menu entry; nothing when none are. */
export function OpenSupportBadge() {
  const { t, i18n } = useTranslation();
  const counts = useGetSupportCountsQuery(undefined, { pollingInterval: 120_000 });
  const open = counts.data?.open ?? 0;
  if (open === 0) return null;
  return (
    <Badge aria-label={t('dashboard.support.openCount', { formatted: formatNumber(open, i18n.language) })}>
      {formatNumber(open, i18n.language)}
    </Badge>
  );
}

const Badge = styled.span`
  margin-left: auto;
  min-width: 24px;
  padding: 0 8px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.coral};
  color: ${({ theme }) => theme.colors.deepSea};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: 22px;
  text-align: center;
`;
