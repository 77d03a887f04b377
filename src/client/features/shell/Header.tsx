import { lazy, Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Container } from '../../ui/Container';
import { DrawerMenuButton } from '../../ui/drawer.styles';
import { fixedBar } from '../../ui/focusNotObscured';
import { MenuIcon } from '../../ui/icons';
import { AccountMenu } from './AccountMenu';
import { LanguageSwitch } from './LanguageSwitch';
import { Logo } from './Logo';
import { NavItem } from './NavItem';
import { MAIN_LINKS } from './navLinks';
import { SavedLink } from '../saved/SavedLink';

// The phone menu's drawer comes with the first tap on its button: the first view only needs the button.
const loadDrawer = () => import(/* webpackChunkName: "mobile-drawer" */ './MobileDrawer');
const MobileDrawer = lazy(loadDrawer);

export function Header() {
  const { t } = useTranslation();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [drawerMounted, setDrawerMounted] = useState(false);
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const openDrawer = () => {
    if (drawerMounted) {
      setDrawerOpen(true);
      return;
    }
    // Mounted closed first, then opened two frames later, so the first opening slides in like the others.
    void loadDrawer().then(() => {
      setDrawerMounted(true);
      requestAnimationFrame(() => requestAnimationFrame(() => setDrawerOpen(true)));
    });
  };

  return (
    <Bar {...fixedBar('top')}>
      <Inner>
        <Logo />
        <DesktopNav aria-label={t('header.mainNav')}>
          {MAIN_LINKS.map((link) => (
            <NavItem key={link.to} to={link.to} end={link.end}>
              {t(link.key)}
            </NavItem>
          ))}
        </DesktopNav>
        <Actions>
          <DesktopOnly>
            <SavedLink />
          </DesktopOnly>
          <LanguageSwitch />
          <DesktopOnly>
            <AccountMenu />
          </DesktopOnly>
          <DrawerMenuButton
            ref={menuButtonRef}
            type="button"
            aria-expanded={drawerOpen}
            aria-label={t('header.openMenu')}
            onClick={openDrawer}
            onPointerEnter={() => void loadDrawer()}
          >
            <MenuIcon size={24} />
          </DrawerMenuButton>
        </Actions>
      </Inner>
      {drawerMounted && (
        <Suspense fallback={null}>
          <MobileDrawer
            open={drawerOpen}
            onClose={() => {
              setDrawerOpen(false);
              menuButtonRef.current?.focus();
            }}
          />
        </Suspense>
      )}
    </Bar>
  );
}

export default Header;

const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: ${({ theme }) => theme.zIndex.menu - 10};
  background: rgba(251, 250, 247, 0.92);
  backdrop-filter: saturate(1.4) blur(10px);
  border-bottom: 1px solid ${({ theme }) => theme.colors.line};
`;

const Inner = styled(Container)`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(4)};
  min-height: 72px;
`;

const DesktopNav = styled.nav`
  display: none;
  ${({ theme }) => theme.media.md} {
    display: flex;
    gap: ${({ theme }) => theme.space(1)};
  }
`;

const Actions = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
`;

const DesktopOnly = styled.div`
  display: none;
  ${({ theme }) => theme.media.md} {
    display: block;
  }
`;
