import styled from 'styled-components';

/** A list of amounts (label and price per row), as every price summary and receipt in the app shows them. */
export const MoneyList = styled.dl`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
`;

/** One amount; `sub`, `discount` and `total` rows set the subtotal, a saving and the total apart. */
export const MoneyRow = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: baseline;
  gap: ${({ theme }) => theme.space(3)};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  dt {
    color: ${({ theme }) => theme.colors.ink};
  }
  dt small {
    display: block;
    color: ${({ theme }) => theme.colors.muted};
  }
  dd {
    margin: 0;
    white-space: nowrap;
    font-variant-numeric: tabular-nums;
  }
  &.sub {
    margin-top: ${({ theme }) => theme.space(1)};
    padding-top: ${({ theme }) => theme.space(3)};
    border-top: 1px solid ${({ theme }) => theme.colors.line};
  }
  &.discount dd {
    color: ${({ theme }) => theme.colors.success};
  }
  &.vat {
    margin-top: -${({ theme }) => theme.space(1)};
    color: ${({ theme }) => theme.colors.muted};
  }
  &.total {
    padding-top: ${({ theme }) => theme.space(3)};
    border-top: 1px solid ${({ theme }) => theme.colors.line};
    font-size: ${({ theme }) => theme.fontSizes.md};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    color: ${({ theme }) => theme.colors.deepSea};
  }
`;

/**
 * Amounts a dialog states before the guest or staff confirm (a change's new total and difference, a cancellation's
 * deadline and refund): label on one side, value on the other, wrapping on a narrow phone; `.refund` money going back.
 */
export const PricedLines = styled.dl`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  div {
    display: flex;
    justify-content: space-between;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space(2)};
  }
  dt {
    color: ${({ theme }) => theme.colors.muted};
  }
  dd {
    margin: 0;
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    color: ${({ theme }) => theme.colors.deepSea};
  }
  .refund {
    color: ${({ theme }) => theme.colors.success};
  }
`;
