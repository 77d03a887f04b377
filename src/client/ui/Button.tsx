import { Link } from 'react-router-dom';
import styled, { css } from 'styled-components';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'light';

type StyleProps = { $variant?: ButtonVariant; $block?: boolean; $size?: 'md' | 'lg' };

const buttonStyles = css<StyleProps>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space(2)};
  min-height: ${({ theme }) => theme.minTarget};
  padding: ${({ theme, $size }) => ($size === 'lg' ? theme.space(3, 7) : theme.space(2, 5))};
  width: ${({ $block }) => ($block ? '100%' : 'auto')};
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radii.pill};
  font-family: inherit;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  line-height: 1.2;
  text-decoration: none;
  cursor: pointer;
  transition:
    background-color ${({ theme }) => `${theme.motion.fast} ${theme.motion.easing}`},
    color ${({ theme }) => `${theme.motion.fast} ${theme.motion.easing}`},
    border-color ${({ theme }) => `${theme.motion.fast} ${theme.motion.easing}`};

  &:disabled,
  &[aria-disabled='true'] {
    opacity: 0.55;
    cursor: not-allowed;
  }

  ${({ theme, $variant = 'primary' }) => {
    switch ($variant) {
      case 'secondary':
        return css`
          background: transparent;
          color: ${theme.colors.deepSea};
          border-color: ${theme.colors.deepSea};
          &:hover:not(:disabled) {
            background: ${theme.colors.deepSea};
            color: ${theme.colors.foam};
          }
        `;
      case 'ghost':
        return css`
          background: transparent;
          color: ${theme.colors.lagoonDark};
          &:hover:not(:disabled) {
            background: ${theme.colors.sand};
          }
        `;
      case 'light':
        return css`
          background: ${theme.colors.foam};
          color: ${theme.colors.deepSea};
          &:hover:not(:disabled) {
            background: ${theme.colors.sand};
          }
        `;
      default:
        return css`
          background: ${theme.colors.lagoon};
          color: ${theme.colors.white};
          &:hover:not(:disabled) {
            background: ${theme.colors.lagoonDark};
          }
        `;
    }
  }}
`;

/** For actions. Use LinkButton when the control navigates. */
export const Button = styled.button.attrs<StyleProps>(({ type }) => ({ type: type ?? 'button' }))<StyleProps>`
  ${buttonStyles}
`;

/** A link that looks like a button: it navigates, so it is an anchor. */
export const LinkButton = styled(Link)<StyleProps>`
  ${buttonStyles}
`;

export default Button;
