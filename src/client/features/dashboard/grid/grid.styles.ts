import styled, { css } from 'styled-components';
import type { GridState } from '../../../../shared/schemas/dashboard/grid';

const HUT_COLUMN = 152;
/** A day column's least width: a name fits in two weeks' columns; a month's are narrower. */
const dayMin = (days: number) => (days > 14 ? 38 : 52);

// Each state has its own colour and, for those who do not tell colours apart, its own edge (the text says it too).
const STATE_STYLES: Record<GridState, ReturnType<typeof css>> = {
  held: css`
    background: #fff4d6;
    color: ${({ theme }) => theme.colors.ink};
    border: 2px dashed #8a5a00;
  `,
  paid: css`
    background: ${({ theme }) => theme.colors.lagoon};
    color: ${({ theme }) => theme.colors.white};
    border: 2px solid ${({ theme }) => theme.colors.lagoonDark};
  `,
  checked_in: css`
    background: ${({ theme }) => theme.colors.deepSea};
    color: ${({ theme }) => theme.colors.white};
    border: 2px solid ${({ theme }) => theme.colors.deepSea};
  `,
  checked_out: css`
    background: ${({ theme }) => theme.colors.line};
    color: ${({ theme }) => theme.colors.ink};
    border: 2px solid #b9ae9c;
  `,
  no_show: css`
    background: #fbe3e1;
    color: ${({ theme }) => theme.colors.danger};
    border: 2px dotted ${({ theme }) => theme.colors.danger};
  `,
};

export const Swatch = styled.span<{ $state: GridState }>`
  display: inline-block;
  width: 20px;
  height: 14px;
  border-radius: 4px;
  vertical-align: middle;
  ${({ $state }) => STATE_STYLES[$state]}
`;

export const Bar = styled.a<{ $state: GridState; $startsBefore: boolean; $endsAfter: boolean }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
  min-height: 36px;
  padding: ${({ theme }) => theme.space(1, 2)};
  overflow: hidden;
  border-radius: 8px;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-decoration: none;
  white-space: nowrap;
  ${({ $state }) => STATE_STYLES[$state]}
  /* A stay that runs on past an end of the range has a square end there. */
  ${({ $startsBefore }) => ($startsBefore ? 'border-top-left-radius: 0; border-bottom-left-radius: 0;' : '')}
  ${({ $endsAfter }) => ($endsAfter ? 'border-top-right-radius: 0; border-bottom-right-radius: 0;' : '')}
  .name {
    flex: 1 1 auto;
    /* In a short bar the name keeps most of the room and the badge gives way. */
    min-width: min(4.5em, 60%);
    overflow: hidden;
    text-overflow: ellipsis;
  }
  &:hover .name {
    text-decoration: underline;
  }
`;

export const Unpaid = styled.span`
  flex: 0 1 auto;
  min-width: 14px;
  overflow: hidden;
  white-space: nowrap;
  padding: ${({ theme }) => theme.space(0, 1.5)};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.white};
  color: ${({ theme }) => theme.colors.danger};
  border: 1px solid ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.fontSizes.min};
  line-height: 1.4;
`;

export const Scroller = styled.div`
  width: 100%;
  max-width: calc(100vw - 32px);
  overflow-x: auto;
  border: 1px solid ${({ theme }) => theme.colors.line};
  border-radius: ${({ theme }) => theme.radii.card};
  background: ${({ theme }) => theme.colors.white};
  ${({ theme }) => theme.media.md} {
    max-width: calc(100vw - 248px - 64px);
  }
`;

export const Table = styled.table<{ $days: number }>`
  width: 100%;
  min-width: ${({ $days }) => HUT_COLUMN + $days * dayMin($days)}px;
  table-layout: fixed;
  border-collapse: collapse;
  th,
  td {
    padding: ${({ theme }) => theme.space(1, 0.5)};
    border-bottom: 1px solid ${({ theme }) => theme.colors.line};
  }
  thead th:first-child,
  tbody th {
    position: sticky;
    left: 0;
    z-index: 1;
    width: ${HUT_COLUMN}px;
    background: ${({ theme }) => theme.colors.white};
    text-align: left;
    padding-left: ${({ theme }) => theme.space(3)};
    border-right: 1px solid ${({ theme }) => theme.colors.line};
  }
`;

export const DayHead = styled.th<{ $today: boolean }>`
  font-size: ${({ theme }) => theme.fontSizes.min};
  font-weight: ${({ theme }) => theme.fontWeights.regular};
  color: ${({ theme }) => theme.colors.muted};
  text-align: center;
  .weekday,
  .date {
    display: block;
    white-space: nowrap;
  }
  ${({ $today, theme }) =>
    $today &&
    css`
      color: ${theme.colors.deepSea};
      font-weight: ${theme.fontWeights.semibold};
      background: #e3f1f1;
      box-shadow: inset 0 -3px 0 ${theme.colors.lagoon};
    `}
`;

export const HutHead = styled.th`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.deepSea};
  overflow-wrap: anywhere;
  small {
    display: block;
    font-weight: ${({ theme }) => theme.fontWeights.regular};
    color: ${({ theme }) => theme.colors.muted};
  }
`;

export const FreeCell = styled.td<{ $today: boolean }>`
  height: 44px;
  border-left: 1px solid #f0ebe2;
  ${({ $today }) => ($today ? 'background: #eef7f7;' : '')}
`;

export const ClosedCell = styled.td`
  text-align: center;
  font-size: ${({ theme }) => theme.fontSizes.min};
  color: ${({ theme }) => theme.colors.muted};
  background: repeating-linear-gradient(135deg, #f4ede1 0 6px, #ffffff 6px 12px);
  span {
    padding: ${({ theme }) => theme.space(0.5, 1.5)};
    border-radius: 4px;
    background: ${({ theme }) => theme.colors.white};
  }
`;

export const HutCard = styled.section`
  margin-bottom: ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(3, 4)};
  border: 1px solid ${({ theme }) => theme.colors.line};
  border-radius: ${({ theme }) => theme.radii.card};
  background: ${({ theme }) => theme.colors.white};
  h2 {
    margin: 0 0 ${({ theme }) => theme.space(2)};
    font-size: ${({ theme }) => theme.fontSizes.md};
    color: ${({ theme }) => theme.colors.deepSea};
  }
  h2 small {
    margin-left: ${({ theme }) => theme.space(2)};
    font-size: ${({ theme }) => theme.fontSizes.xs};
    font-weight: ${({ theme }) => theme.fontWeights.regular};
    color: ${({ theme }) => theme.colors.muted};
  }
`;

export const DayList = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const DayRow = styled.li<{ $today: boolean }>`
  display: grid;
  grid-template-columns: 7.5em 1fr;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  min-height: 44px;
  padding: ${({ theme }) => theme.space(1, 2)};
  border-top: 1px solid ${({ theme }) => theme.colors.line};
  ${({ $today }) => ($today ? 'background: #eef7f7; font-weight: 600;' : '')}
  .day {
    font-size: ${({ theme }) => theme.fontSizes.xs};
    color: ${({ theme }) => theme.colors.deepSea};
  }
  .continued,
  .free,
  .closed {
    font-size: ${({ theme }) => theme.fontSizes.xs};
    color: ${({ theme }) => theme.colors.muted};
  }
  .closed {
    font-weight: 600;
  }
  ${Bar} {
    min-width: 0;
  }
`;

export const Legend = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2, 4)};
  margin: ${({ theme }) => theme.space(0, 0, 4)};
  padding: 0;
  list-style: none;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  li {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(1.5)};
  }
`;

export const Pager = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  margin-bottom: ${({ theme }) => theme.space(4)};
`;

/** A stay's cell: its bar and, for a stay that can be moved, the Move… button. */
export const BarCell = styled.div<{ $overlay?: boolean }>`
  position: relative;
  display: flex;
  gap: ${({ theme }) => theme.space(0.5)};
  min-width: 0;
  ${Bar} {
    flex: 1;
    min-width: 0;
  }
`;
