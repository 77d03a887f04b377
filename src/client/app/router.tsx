// The app's routes, built from the page table (pages.tsx), in declarative mode: each screen's code loads on
// demand (React.lazy) behind its own Suspense boundary, so the three-dot loader shows while that screen's code
// is on its way.
// Declarative routing rather than the data router keeps react-router at half its size on a first visit.
import { lazy, Suspense, useEffect, type ComponentType, type LazyExoticComponent } from 'react';
import { Route, Routes, useNavigate } from 'react-router-dom';
import { setSessionNavigator } from '../api/session';
import { FullScreenLoader } from '../ui/FullScreenLoader';
import { GuestOnly, RequireAuth } from './guards';
import { PAGES, type Page } from './pages';
import { ScrollToTop } from './ScrollToTop';

/**
 * A lazily loaded screen inside a boundary of its own. The key makes each screen's boundary a new one,
 * and a new boundary shows its fallback even during the transition of a navigation. Screens have a key,
 * layouts (which hold a screen) none: a keyed screen's commit is the page's.
 */
export function lazyScreen(Screen: LazyExoticComponent<ComponentType> | ComponentType, key?: string) {
  return (
    <Suspense key={key} fallback={<FullScreenLoader />}>
      <Screen />
      {key !== undefined && <ScreenCommitted />}
    </Suspense>
  );
}

let firstScreenListener: (() => void) | undefined;

/** Calls back (once) when a screen has first committed: on a server-drawn page, when it has hydrated. */
export function whenFirstScreenCommitted(listener: () => void) {
  firstScreenListener = listener;
}

function ScreenCommitted() {
  useEffect(() => {
    const listener = firstScreenListener;
    firstScreenListener = undefined;
    listener?.();
  }, []);
  return null;
}

const AccountLayout = lazy(() => import(/* webpackChunkName: "account-layout" */ '../features/shell/AccountLayout'));
const MainLayout = lazy(() => import(/* webpackChunkName: "main-layout" */ '../features/shell/MainLayout'));

/** The routes of the table's pages in a layout with a guard, with paths relative to `base` (the parent route's). */
function pageRoutes(layout: Page['layout'], guard: Page['guard'], base = '/') {
  return PAGES.filter((page) => page.layout === layout && page.guard === guard).map((page) =>
    page.path === '/' ? (
      <Route key={page.path} index element={lazyScreen(page.screen, page.path)} />
    ) : (
      <Route
        key={page.path}
        path={page.path.slice(base.length)}
        element={lazyScreen(page.screen, page.holdsScreens ? undefined : page.path)}
      />
    ),
  );
}

/** Lets the base query send the user somewhere when the session ends, outside any component. */
function SessionNavigator() {
  const navigate = useNavigate();
  useEffect(() => {
    setSessionNavigator((to, options) => navigate(to, options));
    return () => setSessionNavigator(undefined);
  }, [navigate]);
  return null;
}

export function AppRoutes() {
  return (
    <>
      <ScrollToTop />
      <SessionNavigator />
      <Routes>
        <Route path="account" element={<GuestOnly />}>
          <Route element={lazyScreen(AccountLayout)}>{pageRoutes('account', 'guestOnly', '/account/')}</Route>
        </Route>
        <Route element={<RequireAuth />}>{pageRoutes('own', 'signedIn')}</Route>
        <Route element={lazyScreen(MainLayout)}>
          {pageRoutes('main', 'public')}
          <Route element={<RequireAuth />}>{pageRoutes('main', 'signedIn')}</Route>
        </Route>
      </Routes>
    </>
  );
}
