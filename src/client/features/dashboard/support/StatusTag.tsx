import styled from 'styled-components';
import type { SupportStatus } from '../../../../shared/schemas/dashboard/support';

/** A message's status as a small tag: open stands out (coral), answered is calm (lagoon), closed recedes. */
export const StatusTag = styled.span<{ $status: SupportStatus }>`
  display: inline-block;
  padding: 2px 10px;
  border-radius: ${({ theme }) => theme.radii.pill};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  white-space: nowrap;
  color: ${({ theme, $status }) => ($status === 'answered' ? theme.colors.lagoonDark : theme.colors.deepSea)};
  background: ${({ theme, $status }) => ($status === 'open' ? theme.colors.coral : $status === 'answered' ? theme.colors.foam : theme.colors.sand)};
  border: 1px solid ${({ theme, $status }) => ($status === 'answered' ? theme.colors.lagoon : theme.colors.line)};
`;
