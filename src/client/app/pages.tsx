// Every page of the web app, each once: its path, its screen (loaded on demand, in the named chunk the
// server preloads for a first view: shared/firstView.ts), who may open it, the layout around it, and, for a
// page the server draws before the script runs, what it needs from the API (by name: pagePrefetches.ts, which
// only the server renderer loads, so the browser's entry carries no feature's API). router.tsx builds the
// routes from this table and ssr/routes.ts the server-drawn pages. A new page is one line here, and its path one in
// shared/pagePaths.ts (the server's list of pages, for its 404 and the sitemap).
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { PagePath } from '../../shared/pagePaths';
import type { PAGE_PREFETCHES } from './pagePrefetches';

/** Pages under /account are for visitors (GuestOnly); the back office has its own layout and checks the role inside. */
type Placement =
  { layout: 'account'; guard: 'guestOnly' } | { layout: 'main'; guard: 'public' | 'signedIn' } | { layout: 'own'; guard: 'signedIn' };

export type Page = Placement & {
  /** The full path, as react-router matches it (shared/pagePaths.ts lists them for the server); `/*` is the not-found page. */
  path: PagePath | '/*';
  screen: LazyExoticComponent<ComponentType>;
  /** The server draws the page, asking the API for what this prefetch asks (`none`: nothing). */
  prefetch?: keyof typeof PAGE_PREFETCHES;
  /** A screen that holds screens of its own (the back office): its boundary is not the page's commit. */
  holdsScreens?: true;
};

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
const ApplicationReceivedScreen = lazy(
  () => import(/* webpackChunkName: "account" */ '../features/account/screens/ApplicationReceivedScreen'),
);
const ForgetPasswordScreen = lazy(() => import(/* webpackChunkName: "account" */ '../features/account/screens/ForgetPasswordScreen'));
const ResetPasswordScreen = lazy(() => import(/* webpackChunkName: "account" */ '../features/account/screens/ResetPasswordScreen'));
const JoinStaffScreen = lazy(() => import(/* webpackChunkName: "account" */ '../features/account/screens/JoinStaffScreen'));

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
const PaymentLinkScreen = lazy(() => import(/* webpackChunkName: "pay-link" */ '../features/booking/screens/PaymentLinkScreen'));
const PaymentLinkDoneScreen = lazy(() => import(/* webpackChunkName: "pay-link" */ '../features/booking/screens/PaymentLinkDoneScreen'));
const MyBookingsScreen = lazy(() => import(/* webpackChunkName: "booking" */ '../features/booking/screens/MyBookingsScreen'));
const ProfileScreen = lazy(() => import(/* webpackChunkName: "profile" */ '../features/profile/screens/ProfileScreen'));
// The back office: its own layout and routes (features/dashboard/routes.tsx), in chunks a guest never downloads.
const DashboardApp = lazy(() => import(/* webpackChunkName: "dashboard" */ '../features/dashboard/DashboardApp'));
const SavedScreen = lazy(() => import(/* webpackChunkName: "saved" */ '../features/saved/screens/SavedScreen'));
const ContactScreen = lazy(() => import(/* webpackChunkName: "support" */ '../features/support/screens/ContactScreen'));
const NotFoundScreen = lazy(() => import(/* webpackChunkName: "not-found" */ '../features/shell/NotFoundScreen'));

const account = { layout: 'account', guard: 'guestOnly' } as const;
const open = { layout: 'main', guard: 'public' } as const;
const signedIn = { layout: 'main', guard: 'signedIn' } as const;

export const PAGES: readonly Page[] = [
  { ...account, path: '/account/login', screen: LoginScreen },
  { ...account, path: '/account/register', screen: RegisterScreen },
  { ...account, path: '/account/supplier', screen: SupplierRegisterScreen },
  { ...account, path: '/account/:email/verify-account', screen: VerifyCodeScreen },
  { ...account, path: '/account/:email/supplier-application', screen: ApplicationReceivedScreen },
  { ...account, path: '/account/:email/otp', screen: ResetCodeScreen },
  { ...account, path: '/account/forget-password', screen: ForgetPasswordScreen },
  { ...account, path: '/account/:email/reset-password', screen: ResetPasswordScreen },
  // A staff invitation's link (issue 23 §5): the invitee sets their password.
  { ...account, path: '/account/join-staff/:token', screen: JoinStaffScreen },

  // Signing in is checked here; the role inside the back office's own chunk, so / stays as small as it was.
  { layout: 'own', guard: 'signedIn', path: '/dashboard/*', screen: DashboardApp, holdsScreens: true },

  { ...open, path: '/', screen: HomeScreen, prefetch: 'none' },
  { ...open, path: '/about', screen: AboutScreen, prefetch: 'about' },
  { ...open, path: '/terms-and-conditions', screen: TermsScreen, prefetch: 'terms' },
  { ...open, path: '/privacy', screen: PrivacyScreen, prefetch: 'none' },
  { ...open, path: '/services', screen: ServicesScreen, prefetch: 'services' },
  { ...open, path: '/services/:id', screen: ServiceDetailsScreen, prefetch: 'service' },
  { ...open, path: '/event', screen: EventsScreen, prefetch: 'events' },
  { ...open, path: '/event/:id/details', screen: EventDetailsScreen, prefetch: 'event' },
  { ...open, path: '/huts', screen: HutsScreen, prefetch: 'huts' },
  { ...open, path: '/huts/:id/details', screen: HutDetailsScreen, prefetch: 'hut' },
  // No account needed: a visitor writes with an e-mail address (the server limits it per address).
  { ...open, path: '/contact', screen: ContactScreen },
  // Signed out too: the list is kept in the browser until sign-in.
  { ...open, path: '/saved', screen: SavedScreen },

  { ...signedIn, path: '/:id/:type/confirm-booking', screen: ConfirmBookingScreen },
  { ...signedIn, path: '/:id/payment', screen: PaymentScreen },
  { ...signedIn, path: '/:id/payment/success', screen: PaymentSuccessScreen },
  // A desk's payment link (issue 23 §2): no account needed; the signed token stands for the booking's guest.
  { ...open, path: '/pay/:token', screen: PaymentLinkScreen },
  { ...open, path: '/pay/:token/done', screen: PaymentLinkDoneScreen },
  { ...signedIn, path: '/my-booking', screen: MyBookingsScreen },
  { ...signedIn, path: '/profile', screen: ProfileScreen },

  // Drawn by the server too, for the 404 it answers to an address that is no page.
  { ...open, path: '/*', screen: NotFoundScreen, prefetch: 'none' },
];
