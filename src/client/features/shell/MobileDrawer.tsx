import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import styled, { keyframes } from 'styled-components';
import { CloseIcon } from '../../ui/icons';
import { Portal } from '../../ui/Portal';
import { AccountMenu } from './AccountMenu';
import { NavItem } from './NavItem';
import { LanguageSwitch } from './LanguageSwitch';
import { MAIN_LINKS } from './navLinks';

const FOCUSABLE = 'a[href], button:not([disabled]), input, select, textarea, [tabindex]:not([tabindex="-1"])';

type Props = { open: boolean; onClose: () => void };

/** The phone navigation: slides in from the reading side, keeps focus inside, closes on Escape. */
export function MobileDrawer({ open, onClose }: Props) {
  const { t } = useTranslation();
  const panelRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const location = useLocation();
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  // A followed link closes the drawer.
  const firstPath = useRef(location.pathname);
  useEffect(() => {
    if (location.pathname !== firstPath.current) {
      firstPath.current = location.pathname;
      onCloseRef.current();
    }
  }, [location.pathname]);

  useEffect(() => {
    if (!open) return undefined;
    closeRef.current?.focus();
    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        onCloseRef.current();
        return;
      }
      if (event.key !== 'Tab' || !panelRef.current) return;
      const focusable = Array.from(panelRef.current.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
        (element) => !element.closest('[hidden]'),
      );
      if (focusable.length === 0) return;
      const first = focusable[0];
      const last = focusable[focusable.length - 1];
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.body.style.overflow = previousOverflow;
    };
  }, [open]);

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
          <Close ref={closeRef} type="button" aria-label={t('header.closeMenu')} onClick={onClose}>
            <CloseIcon size={24} />
          </Close>
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

const Scrim = styled.div<{ $open: boolean }>`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndex.overlay};
  background: rgba(11, 42, 60, 0.4);
  opacity: ${({ $open }) => ($open ? 1 : 0)};
  pointer-events: ${({ $open }) => ($open ? 'auto' : 'none')};
  transition: opacity ${({ theme }) => `${theme.motion.slow} ease-out`};
`;

const slideIn = keyframes`
  from { margin-left: -48px; opacity: 0; }
  to { margin-left: 0; opacity: 1; }
`;

/* Written for left-to-right: the RTL plugin moves it to the right edge in Arabic. */
const Panel = styled.div<{ $open: boolean }>`
  position: fixed;
  top: 0;
  bottom: 0;
  left: 0;
  z-index: ${({ theme }) => theme.zIndex.modal};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(6)};
  width: min(86vw, 360px);
  padding: ${({ theme }) => theme.space(5)};
  background: ${({ theme }) => theme.colors.foam};
  box-shadow: ${({ theme }) => theme.shadow};
  overflow-y: auto;
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

const Close = styled.button`
  display: inline-grid;
  place-items: center;
  width: ${({ theme }) => theme.minTarget};
  height: ${({ theme }) => theme.minTarget};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.sand};
  color: ${({ theme }) => theme.colors.deepSea};
  cursor: pointer;
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
