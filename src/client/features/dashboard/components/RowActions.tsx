import styled from 'styled-components';

/**
 * The buttons of one row of a list (Edit, Delete…): kept together and at the row's end, so that on a phone,
 * where they wrap under the row's text, every row's buttons line up in the same place.
 */
export const RowActions = styled.div`
  display: flex;
  flex-wrap: nowrap;
  gap: ${({ theme }) => theme.space(2)};
  margin-inline-start: auto;
  white-space: nowrap;
`;
