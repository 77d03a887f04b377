import styled, { css } from 'styled-components';

export const Wrap = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
`;

export const MonthNav = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
`;

export const Caption = styled.h3`
  font-family: ${({ theme }) => theme.fonts.display};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  color: ${({ theme }) => theme.colors.deepSea};
`;

export const NavButton = styled.button`
  display: inline-grid;
  place-items: center;
  width: ${({ theme }) => theme.minTarget};
  height: ${({ theme }) => theme.minTarget};
  border: 1px solid ${({ theme }) => theme.colors.line};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.white};
  color: ${({ theme }) => theme.colors.deepSea};
  cursor: pointer;
  &:hover:not(:disabled) {
    background: ${({ theme }) => theme.colors.sand};
  }
  &:disabled {
    opacity: 0.4;
    cursor: not-allowed;
  }
`;

export const Grid = styled.table`
  width: 100%;
  border-collapse: separate;
  border-spacing: 2px;
  table-layout: fixed;
`;

export const Head = styled.th`
  padding-bottom: ${({ theme }) => theme.space(1)};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  color: ${({ theme }) => theme.colors.muted};
  text-align: center;
`;

export type CellState = 'edge' | 'inside' | 'disabled' | 'free';

export const Cell = styled.td<{ $state: CellState; $weekend: boolean; $blocked: boolean }>`
  height: 52px;
  padding: 2px 0;
  border-radius: 10px;
  text-align: center;
  vertical-align: middle;
  cursor: pointer;
  user-select: none;
  transition: background-color ${({ theme }) => `${theme.motion.fast} ${theme.motion.easing}`};

  .day {
    display: block;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
    line-height: 1.2;
  }
  .price {
    display: block;
    font-size: ${({ theme }) => theme.fontSizes.min};
    line-height: 1.3;
    color: ${({ theme, $weekend }) => ($weekend ? '#A4452C' : theme.colors.muted)};
    font-weight: ${({ theme, $weekend }) => ($weekend ? theme.fontWeights.semibold : theme.fontWeights.regular)};
  }
  &:lang(ar) .price {
    font-size: ${({ theme }) => theme.fontSizes.xs};
  }

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.lagoon};
    outline-offset: 1px;
  }

  ${({ theme, $state, $blocked }) => {
    switch ($state) {
      case 'edge':
        return css`
          background: ${theme.colors.lagoon};
          color: ${theme.colors.white};
          .price {
            color: ${theme.colors.white};
          }
        `;
      case 'inside':
        return css`
          background: #d6ebea;
          color: ${theme.colors.deepSea};
        `;
      case 'disabled':
        return css`
          color: #9aa1a9;
          cursor: not-allowed;
          .day {
            text-decoration: ${$blocked ? 'line-through' : 'none'};
          }
          .price {
            color: #9aa1a9;
            font-weight: ${theme.fontWeights.regular};
          }
        `;
      default:
        return css`
          color: ${theme.colors.ink};
          &:hover {
            background: ${theme.colors.sand};
          }
        `;
    }
  }}
`;

export const Legend = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2, 4)};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.muted};

  span::before {
    content: '';
    display: inline-block;
    width: 10px;
    height: 10px;
    margin-right: 6px;
    border-radius: 50%;
    vertical-align: middle;
  }
  .weekend::before {
    background: ${({ theme }) => theme.colors.coral};
  }
  .blocked::before {
    background: #c9ced4;
  }
`;

export const Note = styled.p`
  min-height: 1.6em;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.deepSea};
`;

/** The exact price of the day under the pointer or focus (cells may show it compacted). */
export const DayPrice = styled.p`
  min-height: 1.6em;
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-variant-numeric: tabular-nums;
  color: ${({ theme }) => theme.colors.deepSea};
`;
