import styled from 'styled-components';

/** Centres content at the theme's maximum width with phone-first side padding. */
export const Container = styled.div`
  width: 100%;
  max-width: ${({ theme }) => theme.maxWidth};
  margin-inline: auto;
  padding-left: ${({ theme }) => theme.space(5)};
  padding-right: ${({ theme }) => theme.space(5)};

  ${({ theme }) => theme.media.md} {
    padding-left: ${({ theme }) => theme.space(8)};
    padding-right: ${({ theme }) => theme.space(8)};
  }
`;

export default Container;
