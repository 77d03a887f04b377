// The phone drawer, for the guest menu and the back office's: it comes in from the reading side (the left
// edge in English, the right in Arabic: written for left-to-right, the RTL plugin mirrors it), keeps focus
// inside, and closes on Escape, on the scrim and when a link inside is followed.
import { useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled, { css, keyframes } from 'styled-components';
import { DrawerClose, DrawerScrim, drawerPanel } from './drawer.styles';
import { CloseIcon } from './icons';
import { Portal } from './Portal';
import { useCloseOnNavigate } from './useCloseOnNavigate';
import { useDialogFocusTrap } from './useDialogFocusTrap';

interface DrawerProps {
  open: boolean;
  onClose: () => void;
  /** The dialog's name. */
  label: string;
  /** What sits in the top row, before the close button (the guest menu's language switch). */
  head?: ReactNode;
  /**
   * The guest menu: wider and roomier, and it stays mounted (hidden) while closed so its scrim fades in and
   * out and its panel slides in. The back office's drawer appears and goes at once.
   */
  animated?: boolean;
  children: ReactNode;
}

export function Drawer({ open, onClose, label, head, animated = false, children }: DrawerProps) {
  const { t } = useTranslation();
  const panelRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  useCloseOnNavigate(onClose);
  useDialogFocusTrap(panelRef, { active: open, onClose, initialFocus: closeRef });

  if (!open && !animated) return null;
  // Through a portal: a header's backdrop-filter would otherwise clip the fixed panel to the header's box.
  return (
    <Portal>
      <Scrim $animated={animated} $open={open} onClick={onClose} aria-hidden="true" />
      <Panel ref={panelRef} role="dialog" aria-modal="true" aria-label={label} $animated={animated} hidden={!open}>
        <Top>
          {head}
          <Close ref={closeRef} type="button" aria-label={t('header.closeMenu')} onClick={onClose}>
            <CloseIcon size={animated ? 24 : 22} />
          </Close>
        </Top>
        {children}
      </Panel>
    </Portal>
  );
}

const Scrim = styled(DrawerScrim)<{ $animated: boolean; $open: boolean }>`
  ${({ $animated, $open, theme }) =>
    $animated &&
    css`
      opacity: ${$open ? 1 : 0};
      pointer-events: ${$open ? 'auto' : 'none'};
      transition: opacity ${theme.motion.slow} ease-out;
    `}
`;

const slideIn = keyframes`
  from { margin-left: -48px; opacity: 0; }
  to { margin-left: 0; opacity: 1; }
`;

const Panel = styled.div<{ $animated: boolean }>`
  ${drawerPanel}
  gap: ${({ theme, $animated }) => theme.space($animated ? 6 : 4)};
  width: min(86vw, ${({ $animated }) => ($animated ? 360 : 320)}px);
  padding: ${({ theme, $animated }) => theme.space($animated ? 5 : 4)};
  ${({ $animated, theme }) =>
    $animated &&
    css`
      animation: ${slideIn} ${theme.motion.slow} ${theme.motion.easing};
    `}

  &[hidden] {
    display: none;
  }
`;

const Top = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
`;

/* At the row's end, also when it is alone in it. */
const Close = styled(DrawerClose)`
  margin-left: auto;
`;
