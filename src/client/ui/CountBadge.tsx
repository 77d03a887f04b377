import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { formatNumber } from './format';

/**
 * A count next to a menu entry (open support messages, refunds waiting, open alerts), in the page's digits; nothing
 * when the count is zero. `label` says what is counted, given the count as formatted for the reader.
 */
export function CountBadge({ count, label }: { count: number; label: (formatted: string) => string }) {
  const { i18n } = useTranslation();
  if (count === 0) return null;
  const formatted = formatNumber(count, i18n.language);
  return <Badge aria-label={label(formatted)}>{formatted}</Badge>;
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
