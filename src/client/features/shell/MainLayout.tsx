import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router-dom';
import styled from 'styled-components';
import { FullScreenLoader } from '../../ui/FullScreenLoader';
import { Footer } from './Footer';
import { Header } from './Header';
import { SavedSync } from '../saved/SavedSync';

/** Header, the routed screen and the footer, with a skip link to the content; the browser's saved list joins the account at sign-in. */
export default function MainLayout() {
  const { t } = useTranslation();
  return (
    <Page>
      <SkipLink href="#main">{t('a11y.skipToContent')}</SkipLink>
      <Header />
      <SavedSync />
      <Main id="main" tabIndex={-1}>
        <Suspense fallback={<FullScreenLoader />}>
          <Outlet />
        </Suspense>
      </Main>
      <Footer />
    </Page>
  );
}

const Page = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 100vh;
`;

// At least a screen tall: while a screen's code loads (the loader is an overlay) the footer stays below the
// fold instead of showing under the header and being pushed away when the screen arrives (a layout shift).
const Main = styled.main`
  flex: 1;
  min-height: 100vh;
  &:focus {
    outline: none;
  }
`;

const SkipLink = styled.a`
  position: absolute;
  top: 8px;
  left: 8px;
  z-index: ${({ theme }) => theme.zIndex.toast};
  padding: ${({ theme }) => theme.space(3, 4)};
  border-radius: ${({ theme }) => theme.radii.input};
  background: ${({ theme }) => theme.colors.deepSea};
  color: ${({ theme }) => theme.colors.foam};
  transform: translateY(-200%);
  &:focus {
    transform: none;
  }
`;
