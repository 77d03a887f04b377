// Every route of the app, in declarative mode: each screen's code loads on demand (React.lazy) behind
// its own Suspense boundary, so the three-dot loader shows while that screen's code is on its way.
// Declarative routing rather than the data router keeps react-router at half its size on a first visit.
import { lazy, Suspense, useEffect, type ComponentType, type LazyExoticComponent } from 'react';
import { Route, Routes, useNavigate } from 'react-router-dom';
import { setSessionNavigator } from '../api/session';
import { FullScreenLoader } from '../ui/FullScreenLoader';
import { GuestOnly, RequireAuth } from './guards';
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
const NotFoundScreen = lazy(() => import(/* webpackChunkName: "not-found" */ '../features/shell/NotFoundScreen'));

const LoginScreen = lazy(() => import(/* webpackChunkName: "account" */ '../features/account/screens/LoginScreen'));
const RegisterScreen = lazy(() => import(/* webpackChunkName: "account" */ '../features/account/screens/RegisterScreen'));
const SupplierRegisterScreen = lazy(() =>
  import(/* webpackChunkName: "account" */ '../features/account/screens/RegisterScreen').then(({ default: Register }) => ({
    default: () => <Register mode="supplier" />,
  })),
);
const VerifyCodeScreen = lazy(() =>
  import(/* webpackChunkName: "account" */ '../features/account/screens/CodeScreen').then(({ default: Code }) => ({
    default: () => <Code purpose="verify" />,
  })),
);
const ResetCodeScreen = lazy(() =>
  import(/* webpackChunkName: "account" */ '../features/account/screens/CodeScreen').then(({ default: Code }) => ({
    default: () => <Code purpose="reset" />,
  })),
);
const ApplicationReceivedScreen = lazy(() => import(/* webpackChunkName: "account" */ '../features/account/screens/ApplicationReceivedScreen'));
const ForgetPasswordScreen = lazy(() => import(/* webpackChunkName: "account" */ '../features/account/screens/ForgetPasswordScreen'));
const ResetPasswordScreen = lazy(() => import(/* webpackChunkName: "account" */ '../features/account/screens/ResetPasswordScreen'));

const HomeScreen = lazy(() => import(/* webpackChunkName: "home" */ '../features/content/screens/HomeScreen'));
const AboutScreen = lazy(() => import(/* webpackChunkName: "about" */ '../features/content/screens/AboutScreen'));
const TermsScreen = lazy(() => import(/* webpackChunkName: "terms" */ '../features/content/screens/TermsScreen'));
const PrivacyScreen = lazy(() => import(/* webpackChunkName: "privacy" */ '../features/content/screens/PrivacyScreen'));
const ServicesScreen = lazy(() => import(/* webpackChunkName: "catalogue" */ '../features/catalogue/screens/ServicesScreen'));
const EventsScreen = lazy(() => import(/* webpackChunkName: "catalogue" */ '../features/catalogue/screens/EventsScreen'));
const EventDetailsScreen = lazy(() => import(/* webpackChunkName: "catalogue" */ '../features/catalogue/screens/EventDetailsScreen'));
const HutsScreen = lazy(() => import(/* webpackChunkName: "catalogue" */ '../features/catalogue/screens/HutsScreen'));
const ServiceDetailsScreen = lazy(() => import(/* webpackChunkName: "catalogue" */ '../features/catalogue/screens/ServiceDetailsScreen'));
const HutDetailsScreen = lazy(() => import(/* webpackChunkName: "catalogue" */ '../features/catalogue/screens/HutDetailsScreen'));

const ConfirmBookingScreen = lazy(() => import(/* webpackChunkName: "booking" */ '../features/booking/screens/ConfirmBookingScreen'));
const PaymentScreen = lazy(() => import(/* webpackChunkName: "booking" */ '../features/booking/screens/PaymentScreen'));
const PaymentSuccessScreen = lazy(() => import(/* webpackChunkName: "booking" */ '../features/booking/screens/PaymentSuccessScreen'));
const MyBookingsScreen = lazy(() => import(/* webpackChunkName: "booking" */ '../features/booking/screens/MyBookingsScreen'));
const ProfileScreen = lazy(() => import(/* webpackChunkName: "profile" */ '../features/profile/screens/ProfileScreen'));
// The back office: its own layout and routes, in chunks a guest never downloads.
const DashboardApp = lazy(() => import(/* webpackChunkName: "dashboard" */ '../features/dashboard/DashboardApp'));
const ContactScreen = lazy(() => import(/* webpackChunkName: "support" */ '../features/support/screens/ContactScreen'));

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
          <Route element={lazyScreen(AccountLayout)}>
            <Route path="login" element={lazyScreen(LoginScreen, 'LoginScreen')} />
            <Route path="register" element={lazyScreen(RegisterScreen, 'RegisterScreen')} />
            <Route path="supplier" element={lazyScreen(SupplierRegisterScreen, 'SupplierRegisterScreen')} />
            <Route path=":email/verify-account" element={lazyScreen(VerifyCodeScreen, 'VerifyCodeScreen')} />
            <Route path=":email/supplier-application" element={lazyScreen(ApplicationReceivedScreen, 'ApplicationReceivedScreen')} />
            <Route path=":email/otp" element={lazyScreen(ResetCodeScreen, 'ResetCodeScreen')} />
            <Route path="forget-password" element={lazyScreen(ForgetPasswordScreen, 'ForgetPasswordScreen')} />
            <Route path=":email/reset-password" element={lazyScreen(ResetPasswordScreen, 'ResetPasswordScreen')} />
          </Route>
        </Route>
        {/* Signing in is checked here; the role inside the back office's own chunk, so / stays as small as it was. */}
        <Route element={<RequireAuth />}>
          <Route path="dashboard/*" element={lazyScreen(DashboardApp)} />
        </Route>
        <Route element={lazyScreen(MainLayout)}>
          <Route index element={lazyScreen(HomeScreen, 'HomeScreen')} />
          <Route path="about" element={lazyScreen(AboutScreen, 'AboutScreen')} />
          <Route path="terms-and-conditions" element={lazyScreen(TermsScreen, 'TermsScreen')} />
          <Route path="privacy" element={lazyScreen(PrivacyScreen, 'PrivacyScreen')} />
          <Route path="services" element={lazyScreen(ServicesScreen, 'ServicesScreen')} />
          <Route path="services/:id" element={lazyScreen(ServiceDetailsScreen, 'ServiceDetailsScreen')} />
          <Route path="event" element={lazyScreen(EventsScreen, 'EventsScreen')} />
          <Route path="event/:id/details" element={lazyScreen(EventDetailsScreen, 'EventDetailsScreen')} />
          <Route path="huts" element={lazyScreen(HutsScreen, 'HutsScreen')} />
          <Route path="huts/:id/details" element={lazyScreen(HutDetailsScreen, 'HutDetailsScreen')} />
          {/* No account needed: a visitor writes with an e-mail address (the server limits it per address). */}
          <Route path="contact" element={lazyScreen(ContactScreen, 'ContactScreen')} />
          <Route element={<RequireAuth />}>
            <Route path=":id/:type/confirm-booking" element={lazyScreen(ConfirmBookingScreen, 'ConfirmBookingScreen')} />
            <Route path=":id/payment" element={lazyScreen(PaymentScreen, 'PaymentScreen')} />
            <Route path=":id/payment/success" element={lazyScreen(PaymentSuccessScreen, 'PaymentSuccessScreen')} />
            <Route path="my-booking" element={lazyScreen(MyBookingsScreen, 'MyBookingsScreen')} />
            <Route path="profile" element={lazyScreen(ProfileScreen, 'ProfileScreen')} />
          </Route>
          <Route path="*" element={lazyScreen(NotFoundScreen, 'NotFoundScreen')} />
        </Route>
      </Routes>
    </>
  );
}
