import { Link } from 'react-router-dom';
import styled from 'styled-components';

/** The link back to a detail screen's list. */
export const BackLink = styled(Link)`
  display: inline-block;
  margin-bottom: ${({ theme }) => theme.space(3)};
  color: ${({ theme }) => theme.colors.lagoonDark};
`;

/** A record's facts as a card of label/value pairs, two columns from small screens up. */
export const Facts = styled.dl`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  margin: 0;
  padding: ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.colors.line};
  border-radius: ${({ theme }) => theme.radii.card};
  background: ${({ theme }) => theme.colors.white};
  ${({ theme }) => theme.media.sm} {
    grid-template-columns: repeat(2, 1fr);
  }
  dt {
    color: ${({ theme }) => theme.colors.muted};
    font-size: ${({ theme }) => theme.fontSizes.xs};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;
