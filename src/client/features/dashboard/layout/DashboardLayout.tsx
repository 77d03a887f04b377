import { Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { Link, Outlet } from 'react-router-dom';
import styled from 'styled-components';
import { FullScreenLoader } from '../../../ui/FullScreenLoader';
import { Drawer } from '../../../ui/Drawer';
import { DrawerMenuButton } from '../../../ui/drawer.styles';
import { MenuIcon } from '../../../ui/icons';
import { LanguageSwitch } from '../../shell/LanguageSwitch';
import { selectRole } from '../../auth/authSlice';
import { NotificationBell } from '../notifications/NotificationBell';
import { AccountBlock } from './AccountBlock';
import { SideNav } from './SideNav';

/** The back office's frame: a side bar on wide screens (on the right in Arabic), a drawer on phones. */
export function DashboardLayout() {
  const { t } = useTranslation();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  // Notifications are the resort's (staff); a supplier's portal has none.
  const staff = useSelector(selectRole) === 'admin';

  return (
    <Frame>
      <Side>
        <Brand to="/dashboard">{t('dashboard.title')}</Brand>
        <SideNav />
      </Side>
      <Column>
        <Top>
          <DrawerMenuButton
            ref={menuButton}
            type="button"
            aria-label={t('header.openMenu')}
            aria-expanded={drawerOpen}
            onClick={() => setDrawerOpen(true)}
          >
            <MenuIcon size={22} />
          </DrawerMenuButton>
          <PhoneBrand to="/dashboard">{t('dashboard.title')}</PhoneBrand>
          <Spacer />
          <SiteLink to="/">{t('dashboard.viewSite')}</SiteLink>
          <LanguageSwitch />
          {staff ? <NotificationBell /> : null}
          <AccountBlock place="bar" />
        </Top>
        <Main id="main" tabIndex={-1}>
          <Suspense fallback={<FullScreenLoader />}>
            <Outlet />
          </Suspense>
        </Main>
      </Column>
      <Drawer
        open={drawerOpen}
        label={t('dashboard.nav.label')}
        onClose={() => {
          setDrawerOpen(false);
          menuButton.current?.focus();
        }}
      >
        <SideNav />
        {/* On phones the top bar has no room: the drawer shows who is signed in, and signs out. */}
        <AccountBlock place="drawer" />
      </Drawer>
    </Frame>
  );
}

export default DashboardLayout;

const Frame = styled.div`
  display: flex;
  min-height: 100vh;
  background: ${({ theme }) => theme.colors.foam};
`;

const Side = styled.aside`
  display: none;
  ${({ theme }) => theme.media.md} {
    display: block;
    flex: 0 0 248px;
    padding: ${({ theme }) => theme.space(5, 3)};
    border-right: 1px solid ${({ theme }) => theme.colors.line};
    background: ${({ theme }) => theme.colors.white};
  }
`;

const Brand = styled(Link)`
  display: block;
  margin: ${({ theme }) => theme.space(0, 3, 6)};
  color: ${({ theme }) => theme.colors.deepSea};
  font-family: ${({ theme }) => theme.fonts.display};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  text-decoration: none;
`;

const PhoneBrand = styled(Brand)`
  margin: 0;
  ${({ theme }) => theme.media.md} {
    display: none;
  }
`;

const Column = styled.div`
  flex: 1;
  min-width: 0;
  display: flex;
  flex-direction: column;
`;

const Top = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2, 3)};
  padding: ${({ theme }) => theme.space(2, 4)};
  border-bottom: 1px solid ${({ theme }) => theme.colors.line};
  background: ${({ theme }) => theme.colors.white};
`;

const Spacer = styled.span`
  flex: 1;
`;

const SiteLink = styled(Link)`
  display: none;
  color: ${({ theme }) => theme.colors.lagoonDark};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  ${({ theme }) => theme.media.sm} {
    display: inline;
  }
`;

const Main = styled.main`
  flex: 1;
  padding: ${({ theme }) => theme.space(5, 4)};
  ${({ theme }) => theme.media.md} {
    padding: ${({ theme }) => theme.space(8)};
  }
  &:focus {
    outline: none;
  }
`;
