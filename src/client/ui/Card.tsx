import styled from 'styled-components';

/** Raised surface: 14-px radius and the theme's one soft shadow. */
export const Card = styled.article`
  overflow: hidden;
  background: ${({ theme }) => theme.colors.white};
  border-radius: ${({ theme }) => theme.radii.card};
  box-shadow: ${({ theme }) => theme.shadow};
`;

export default Card;
