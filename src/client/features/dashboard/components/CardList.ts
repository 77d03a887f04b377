import styled from 'styled-components';

/**
 * A list of bordered rows on a white ground, 8 px apart: tickets at the gate, a supplier's sessions,
 * a hut's price ranges. Each screen sets its rows' spacing, corners and alignment.
 */
export const CardList = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  padding: 0;
  list-style: none;
  > li {
    display: flex;
    border: 1px solid ${({ theme }) => theme.colors.line};
    background: ${({ theme }) => theme.colors.white};
  }
`;
