// Every route of the app. Screens load on demand (route `lazy`), so a first visit downloads only the
// shell and the screen it opens; the root shows the three-dot loader while a screen's code loads.
import type { ComponentType } from 'react';
import { Outlet, createBrowserRouter, useNavigation, type RouteObject } from 'react-router-dom';
import { FullScreenLoader } from '../ui/FullScreenLoader';
import { GuestOnly, RequireAuth } from './guards';
import { ScrollToTop } from './ScrollToTop';

type Module = { default: ComponentType };
const screen = (load: () => Promise<Module>) => async () => ({ Component: (await load()).default });

function RootLayout() {
  const navigation = useNavigation();
  return (
    <>
      <ScrollToTop />
      {/* Only while a lazy screen's code is on its way; data loading shows skeletons instead. */}
      {navigation.state === 'loading' && <FullScreenLoader />}
      <Outlet />
    </>
  );
}

const accountRoutes: RouteObject[] = [
  { path: 'login', lazy: screen(() => import(/* webpackChunkName: "account" */ '../features/account/screens/LoginScreen')) },
  { path: 'register', lazy: screen(() => import(/* webpackChunkName: "account" */ '../features/account/screens/RegisterScreen')) },
  {
    path: 'supplier',
    lazy: async () => {
      const { default: RegisterScreen } = await import(/* webpackChunkName: "account" */ '../features/account/screens/RegisterScreen');
      return { element: <RegisterScreen mode="supplier" /> };
    },
  },
  {
    path: ':email/verify-account',
    lazy: async () => {
      const { default: CodeScreen } = await import(/* webpackChunkName: "account" */ '../features/account/screens/CodeScreen');
      return { element: <CodeScreen purpose="verify" /> };
    },
  },
  {
    path: ':email/otp',
    lazy: async () => {
      const { default: CodeScreen } = await import(/* webpackChunkName: "account" */ '../features/account/screens/CodeScreen');
      return { element: <CodeScreen purpose="reset" /> };
    },
  },
  { path: 'forget-password', lazy: screen(() => import(/* webpackChunkName: "account" */ '../features/account/screens/ForgetPasswordScreen')) },
  { path: ':email/reset-password', lazy: screen(() => import(/* webpackChunkName: "account" */ '../features/account/screens/ResetPasswordScreen')) },
];

const protectedRoutes: RouteObject[] = [
  { path: ':id/:type/confirm-booking', lazy: screen(() => import(/* webpackChunkName: "booking" */ '../features/booking/screens/ConfirmBookingScreen')) },
  { path: ':id/payment', lazy: screen(() => import(/* webpackChunkName: "booking" */ '../features/booking/screens/PaymentScreen')) },
  { path: ':id/payment/success', lazy: screen(() => import(/* webpackChunkName: "booking" */ '../features/booking/screens/PaymentSuccessScreen')) },
  { path: 'my-booking', lazy: screen(() => import(/* webpackChunkName: "booking" */ '../features/booking/screens/MyBookingsScreen')) },
  { path: 'profile', lazy: screen(() => import(/* webpackChunkName: "profile" */ '../features/profile/screens/ProfileScreen')) },
  { path: 'contact', lazy: screen(() => import(/* webpackChunkName: "support" */ '../features/support/screens/ContactScreen')) },
];

const mainRoutes: RouteObject[] = [
  { index: true, lazy: screen(() => import(/* webpackChunkName: "home" */ '../features/content/screens/HomeScreen')) },
  { path: 'about', lazy: screen(() => import(/* webpackChunkName: "about" */ '../features/content/screens/AboutScreen')) },
  { path: 'terms-and-conditions', lazy: screen(() => import(/* webpackChunkName: "terms" */ '../features/content/screens/TermsScreen')) },
  { path: 'services', lazy: screen(() => import(/* webpackChunkName: "catalogue" */ '../features/catalogue/screens/ServicesScreen')) },
  { path: 'event', lazy: screen(() => import(/* webpackChunkName: "catalogue" */ '../features/catalogue/screens/EventsScreen')) },
  { path: 'event/:id/details', lazy: screen(() => import(/* webpackChunkName: "catalogue" */ '../features/catalogue/screens/EventDetailsScreen')) },
  { path: 'huts', lazy: screen(() => import(/* webpackChunkName: "catalogue" */ '../features/catalogue/screens/HutsScreen')) },
  { path: 'huts/:id/details', lazy: screen(() => import(/* webpackChunkName: "catalogue" */ '../features/catalogue/screens/HutDetailsScreen')) },
  { element: <RequireAuth />, children: protectedRoutes },
  { path: '*', lazy: screen(() => import(/* webpackChunkName: "not-found" */ '../features/shell/NotFoundScreen')) },
];

export const routes: RouteObject[] = [
  {
    path: '/',
    element: <RootLayout />,
    HydrateFallback: FullScreenLoader,
    children: [
      {
        path: 'account',
        element: <GuestOnly />,
        children: [
          {
            lazy: screen(() => import(/* webpackChunkName: "account-layout" */ '../features/shell/AccountLayout')),
            children: accountRoutes,
          },
        ],
      },
      {
        lazy: screen(() => import(/* webpackChunkName: "main-layout" */ '../features/shell/MainLayout')),
        children: mainRoutes,
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
