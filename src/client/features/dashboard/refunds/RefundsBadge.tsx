import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { formatNumber } from '../../../ui/format';
import { useGetRefundCountsQuery } from './refundsApi';

/** How many refunds are pending or failed, next to the menu entry; nothing when none are. */
export function RefundsBadge() {
  const { t, i18n } = useTranslation();
  const counts = useGetRefundCountsQuery(undefined, { pollingInterval: 120_000 });
  const waiting = (counts.data?.pending ?? 0) + (counts.data?.failed ?? 0);
  if (waiting === 0) return null;
  return (
    <Badge aria-label={t('dashboard.refunds.badge', { formatted: formatNumber(waiting, i18n.language) })}>
      {formatNumber(waiting, i18n.language)}
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
