import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { formatNumber } from '../../../ui/format';
import { useGetOpenAlertCountQuery } from './alertsApi';

/** How many alerts are open, next to the menu entry; nothing when none are. */
export function OpenAlertsBadge() {
  const { t, i18n } = useTranslation();
  const count = useGetOpenAlertCountQuery(undefined, { pollingInterval: 120_000 });
  const open = count.data ?? 0;
  if (open === 0) return null;
  return (
    <Badge aria-label={t('dashboard.alerts.openCount', { formatted: formatNumber(open, i18n.language) })}>
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
