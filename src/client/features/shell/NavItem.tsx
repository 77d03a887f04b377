import { NavLink } from 'react-router-dom';
import styled from 'styled-components';

/** A main-navigation link; the current page gets a thin coral underline. */
export const NavItem = styled(NavLink)`
  position: relative;
  display: inline-flex;
  align-items: center;
  min-height: ${({ theme }) => theme.minTarget};
  padding: ${({ theme }) => theme.space(0, 3)};
  color: ${({ theme }) => theme.colors.deepSea};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  text-decoration: none;

  &::after {
    content: '';
    position: absolute;
    left: 12px;
    right: 12px;
    bottom: 8px;
    height: 2px;
    background: ${({ theme }) => theme.colors.coral};
    transform: scaleX(0);
    transition: transform ${({ theme }) => `${theme.motion.base} ${theme.motion.easing}`};
  }
  &:hover::after,
  &[aria-current='page']::after {
    transform: scaleX(1);
  }
`;
