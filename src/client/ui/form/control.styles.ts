// The look of a text control, on its own so a field outside the form kit (the date field on the home
// page's search) takes it without the rest of field.styles.
import { css } from 'styled-components';

export const controlStyles = css<{ $invalid?: boolean }>`
  width: 100%;
  min-height: ${({ theme }) => theme.minTarget};
  padding: ${({ theme }) => theme.space(2.5, 3.5)};
  border: 1px solid ${({ theme, $invalid }) => ($invalid ? theme.colors.danger : '#CFC6B6')};
  border-radius: ${({ theme }) => theme.radii.input};
  background: ${({ theme }) => theme.colors.white};
  color: ${({ theme }) => theme.colors.ink};
  font: inherit;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  transition: border-color ${({ theme }) => `${theme.motion.fast} ${theme.motion.easing}`};
  &:focus {
    outline: 2px solid ${({ theme }) => theme.colors.lagoon};
    outline-offset: 1px;
    border-color: ${({ theme }) => theme.colors.lagoon};
  }
  &::placeholder {
    color: ${({ theme }) => theme.colors.stone};
  }
`;
