import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import styled, { keyframes } from 'styled-components';
import { DrawerClose, DrawerScrim, drawerPanel } from '../../ui/drawer.styles';
import { CloseIcon } from '../../ui/icons';
import { Portal } from '../../ui/Portal';
import { useCloseOnNavigate } from '../../ui/useCloseOnNavigate';
import { useDialogFocusTrap } from '../../ui/useDialogFocusTrap';
import { AccountMenu } from './AccountMenu';
import { NavItem } from './NavItem';
import { LanguageSwitch } from './LanguageSwitch';
import { MAIN_LINKS } from './navLinks';

type Props = { open: boolean; onClose: () => void };

/** The phone navigation: slides in from the reading side, keeps focus inside, closes on Escape. */
export function MobileDrawer({ open, onClose }: Props) {
  const { t } = useTranslation();
  const panelRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  useCloseOnNavigate(onClose);
  useDialogFocusTrap(panelRef, { active: open, onClose, initialFocus: closeRef });

  // Through a portal: the header's backdrop-filter would otherwise clip the fixed panel to its 72 px.
  return (
    <Portal>
      <Scrim $open={open} onClick={onClose} aria-hidden="true" />
      <Panel
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-label={t('header.menu')}
        $open={open}
        hidden={!open}
      >
        <Top>
          <LanguageSwitch />
          <DrawerClose ref={closeRef} type="button" aria-label={t('header.closeMenu')} onClick={onClose}>
            <CloseIcon size={24} />
          </DrawerClose>
        </Top>
        <nav aria-label={t('header.mainNav')}>
          <List>
            {MAIN_LINKS.map((link) => (
              <li key={link.to}>
                <DrawerLink to={link.to} end={link.end}>
                  {t(link.key)}
                </DrawerLink>
              </li>
            ))}
          </List>
        </nav>
        <Bottom>
          <AccountMenu />
        </Bottom>
      </Panel>
    </Portal>
  );
}

export default MobileDrawer;

const Scrim = styled(DrawerScrim)<{ $open: boolean }>`
  opacity: ${({ $open }) => ($open ? 1 : 0)};
  pointer-events: ${({ $open }) => ($open ? 'auto' : 'none')};
  transition: opacity ${({ theme }) => `${theme.motion.slow} ease-out`};
`;

const slideIn = keyframes`
  from { margin-left: -48px; opacity: 0; }
  to { margin-left: 0; opacity: 1; }
`;

const Panel = styled.div<{ $open: boolean }>`
  ${drawerPanel}
  gap: ${({ theme }) => theme.space(6)};
  width: min(86vw, 360px);
  padding: ${({ theme }) => theme.space(5)};
  animation: ${slideIn} ${({ theme }) => `${theme.motion.slow} ${theme.motion.easing}`};

  &[hidden] {
    display: none;
  }
`;

const Top = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
`;

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const DrawerLink = styled(NavItem)`
  width: 100%;
  font-family: ${({ theme }) => theme.fonts.display};
  font-size: ${({ theme }) => theme.fontSizes.xl};
  &::after {
    left: 12px;
    right: auto;
    width: 32px;
  }
`;

const Bottom = styled.div`
  margin-top: auto;
`;
