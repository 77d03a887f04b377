import styled, { css } from 'styled-components';

/** The phone drawers' shared look; each drawer sets its own width, spacing and motion. */
export const DrawerScrim = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndex.overlay};
  background: rgba(11, 42, 60, 0.4);
`;

/* Written for left-to-right: the RTL plugin moves the panel to the right edge in Arabic. */
export const drawerPanel = css`
  position: fixed;
  top: 0;
  bottom: 0;
  left: 0;
  z-index: ${({ theme }) => theme.zIndex.modal};
  display: flex;
  flex-direction: column;
  background: ${({ theme }) => theme.colors.foam};
  box-shadow: ${({ theme }) => theme.shadow};
  overflow-y: auto;
`;

/** A round 44 px icon button: the drawer's close button and the menu button that opens it. */
const roundIconButton = css`
  display: inline-grid;
  place-items: center;
  width: ${({ theme }) => theme.minTarget};
  height: ${({ theme }) => theme.minTarget};
  /* In a drawer's scrolling column a long menu would otherwise squash it below a finger's size. */
  flex-shrink: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.pill};
  color: ${({ theme }) => theme.colors.deepSea};
  cursor: pointer;
`;

export const DrawerClose = styled.button`
  ${roundIconButton}
  background: ${({ theme }) => theme.colors.sand};
`;

/** Opens the phone drawer; from the md breakpoint the page shows its navigation and hides this. */
export const DrawerMenuButton = styled.button`
  ${roundIconButton}
  background: transparent;
  ${({ theme }) => theme.media.md} {
    display: none;
  }
`;
