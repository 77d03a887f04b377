import styled from 'styled-components';

/** The band under a page's intro that holds a list or a page's body. */
export const Results = styled.section`
  padding: ${({ theme }) => theme.space(10, 0, 20)};
  ${({ theme }) => theme.media.md} {
    padding: ${({ theme }) => theme.space(14, 0, 24)};
  }
  .count {
    margin-bottom: ${({ theme }) => theme.space(5)};
    color: ${({ theme }) => theme.colors.muted};
    font-size: ${({ theme }) => theme.fontSizes.xs};
  }
`;

export const SectionHeading = styled.h2`
  margin-bottom: ${({ theme }) => theme.space(4)};
  font-size: ${({ theme }) => theme.fontSizes.xl};
  color: ${({ theme }) => theme.colors.deepSea};
`;
