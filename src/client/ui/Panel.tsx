import styled from 'styled-components';
import { Container } from './Container';

/** A titled white card holding one form (a part of the profile, the contact form). */
export const Panel = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(5)};
  border-radius: ${({ theme }) => theme.radii.card};
  background: ${({ theme }) => theme.colors.white};
  box-shadow: ${({ theme }) => theme.shadow};
  ${({ theme }) => theme.media.md} {
    padding: ${({ theme }) => theme.space(8)};
  }
`;

export const PanelTitle = styled.h2`
  margin: 0;
  color: ${({ theme }) => theme.colors.deepSea};
  font-family: ${({ theme }) => theme.fonts.display};
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

export const PanelForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
`;

export const Grid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  ${({ theme }) => theme.media.sm} {
    grid-template-columns: 1fr 1fr;
  }
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
`;

export const Note = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

/** A narrow page of form cards (profile, contact): one column, generous air above and below. */
export const FormPage = styled(Container)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(6)};
  max-width: 880px;
  padding-top: ${({ theme }) => theme.space(10)};
  padding-bottom: ${({ theme }) => theme.space(16)};
`;

/** The page's one h1; focusable by script only, so route changes can move focus to it. */
export const FormPageTitle = styled.h1`
  margin: 0;
  color: ${({ theme }) => theme.colors.deepSea};
  font-family: ${({ theme }) => theme.fonts.display};
  font-size: ${({ theme }) => theme.fontSizes.xxl};
  &:focus {
    outline: none;
  }
`;
