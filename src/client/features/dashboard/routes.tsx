// The back office's route table: one line per screen. An area added later (the catalogue's, the supplier
// portal's) adds its lines here; the nav entry with the same `area` says which roles may open it.
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { Role } from '../../../shared/constants';
import type { StaffRole } from '../../../shared/staffRoles';
import { HOME_PATH, mayOpen, NAV_ENTRIES } from './nav';

export interface DashboardRoute {
  /** Path under /dashboard. */
  path: string;
  /** The nav entry (by its path) this screen belongs to: its roles guard the screen. */
  area: string;
  Screen: LazyExoticComponent<ComponentType>;
}

export const DASHBOARD_ROUTES: readonly DashboardRoute[] = [
  {
    path: 'bookings/new',
    area: 'bookings',
    Screen: lazy(() => import(/* webpackChunkName: "dashboard-desk" */ './deskBooking/NewBookingScreen')),
  },
  {
    path: 'bookings',
    area: 'bookings',
    Screen: lazy(() => import(/* webpackChunkName: "dashboard-bookings" */ './bookings/BookingsScreen')),
  },
  {
    path: 'bookings/:id',
    area: 'bookings',
    Screen: lazy(() => import(/* webpackChunkName: "dashboard-bookings" */ './bookings/BookingScreen')),
  },
  { path: 'grid', area: 'grid', Screen: lazy(() => import(/* webpackChunkName: "dashboard-grid" */ './grid/GridScreen')) },
  { path: 'arrivals', area: 'arrivals', Screen: lazy(() => import(/* webpackChunkName: "dashboard-bookings" */ './bookings/DayScreen')) },
  { path: 'refunds', area: 'refunds', Screen: lazy(() => import(/* webpackChunkName: "dashboard" */ './refunds/RefundsScreen')) },
  {
    path: 'desk-refunds',
    area: 'desk-refunds',
    Screen: lazy(() => import(/* webpackChunkName: "dashboard" */ './deskRefunds/DeskRefundsScreen')),
  },
  { path: 'scan', area: 'scan', Screen: lazy(() => import(/* webpackChunkName: "dashboard-scan" */ './scan/ScanScreen')) },
  {
    path: 'scan-log',
    area: 'scan-log',
    Screen: lazy(() => import(/* webpackChunkName: "dashboard-scan" */ './scan/ScanLogScreen')),
  },
  {
    path: 'housekeeping',
    area: 'housekeeping',
    Screen: lazy(() => import(/* webpackChunkName: "dashboard-housekeeping" */ './housekeeping/HousekeepingScreen')),
  },
  { path: 'support', area: 'support', Screen: lazy(() => import(/* webpackChunkName: "dashboard" */ './support/SupportInboxScreen')) },
  {
    path: 'support/bookings',
    area: 'support',
    Screen: lazy(() => import(/* webpackChunkName: "dashboard" */ './conversations/ConversationsScreen')),
  },
  {
    path: 'support/bookings/:id',
    area: 'support',
    Screen: lazy(() => import(/* webpackChunkName: "dashboard" */ './conversations/ConversationScreen')),
  },
  {
    path: 'support/:id',
    area: 'support',
    Screen: lazy(() => import(/* webpackChunkName: "dashboard" */ './support/SupportMessageScreen')),
  },
  { path: 'alerts', area: 'alerts', Screen: lazy(() => import(/* webpackChunkName: "dashboard" */ './alerts/AlertsScreen')) },
  { path: 'content/*', area: 'content', Screen: lazy(() => import(/* webpackChunkName: "dashboard" */ './content/ContentScreen')) },
  { path: 'settings', area: 'settings', Screen: lazy(() => import(/* webpackChunkName: "dashboard" */ './settings/ResortDetailsScreen')) },
  { path: 'seller', area: 'seller', Screen: lazy(() => import(/* webpackChunkName: "dashboard" */ './settings/SellerDetailsScreen')) },
  {
    path: 'desk-settings',
    area: 'desk-settings',
    Screen: lazy(() => import(/* webpackChunkName: "dashboard" */ './settings/DeskSettingsScreen')),
  },
  { path: 'reviews', area: 'reviews', Screen: lazy(() => import(/* webpackChunkName: "dashboard" */ './reviews/ReviewsScreen')) },
  { path: 'users', area: 'users', Screen: lazy(() => import(/* webpackChunkName: "dashboard" */ './users/UsersScreen')) },
  { path: 'users/:id', area: 'users', Screen: lazy(() => import(/* webpackChunkName: "dashboard" */ './users/UserScreen')) },
  { path: 'suppliers', area: 'suppliers', Screen: lazy(() => import(/* webpackChunkName: "dashboard" */ './suppliers/SuppliersScreen')) },
  {
    path: 'documents',
    area: 'documents',
    Screen: lazy(() => import(/* webpackChunkName: "dashboard" */ './documents/DocumentsScreen')),
  },
  { path: 'audit', area: 'audit', Screen: lazy(() => import(/* webpackChunkName: "dashboard" */ './audit/AuditScreen')) },
  { path: 'huts', area: 'huts', Screen: lazy(() => import(/* webpackChunkName: "dashboard-catalogue" */ './huts/HutsScreen')) },
  { path: 'huts/:id', area: 'huts', Screen: lazy(() => import(/* webpackChunkName: "dashboard-catalogue" */ './huts/HutFormScreen')) },
  { path: 'prices', area: 'prices', Screen: lazy(() => import(/* webpackChunkName: "dashboard-catalogue" */ './prices/PricesScreen')) },
  {
    path: 'prices/bulk',
    area: 'prices',
    Screen: lazy(() => import(/* webpackChunkName: "dashboard-catalogue" */ './prices/BulkRatesScreen')),
  },
  { path: 'items', area: 'items', Screen: lazy(() => import(/* webpackChunkName: "dashboard-catalogue" */ './items/ItemsScreen')) },
  { path: 'events', area: 'events', Screen: lazy(() => import(/* webpackChunkName: "dashboard-catalogue" */ './events/EventsScreen')) },
  {
    path: 'events/:id',
    area: 'events',
    Screen: lazy(() => import(/* webpackChunkName: "dashboard-catalogue" */ './events/EventFormScreen')),
  },
  {
    path: 'services',
    area: 'services',
    Screen: lazy(() => import(/* webpackChunkName: "dashboard-catalogue" */ './services/ServicesScreen')),
  },
  {
    path: 'services/:id',
    area: 'services',
    Screen: lazy(() => import(/* webpackChunkName: "dashboard-catalogue" */ './services/ServiceFormScreen')),
  },
  { path: 'sales', area: 'sales', Screen: lazy(() => import(/* webpackChunkName: "dashboard-supplier" */ './supplier/SalesScreen')) },
  { path: 'ledger', area: 'ledger', Screen: lazy(() => import(/* webpackChunkName: "dashboard-finance" */ './finance/LedgerScreen')) },
  {
    path: 'statements',
    area: 'statements',
    Screen: lazy(() => import(/* webpackChunkName: "dashboard-finance" */ './finance/StatementsScreen')),
  },
  {
    path: 'my-statements',
    area: 'my-statements',
    Screen: lazy(() => import(/* webpackChunkName: "dashboard-finance" */ './finance/MyStatementsScreen')),
  },
  { path: 'promos', area: 'promos', Screen: lazy(() => import(/* webpackChunkName: "dashboard-catalogue" */ './promos/PromosScreen')) },
  { path: 'security', area: 'security', Screen: lazy(() => import(/* webpackChunkName: "dashboard" */ './security/SecurityScreen')) },
];

export const rolesOfArea = (area: string): readonly Role[] => NAV_ENTRIES.find((entry) => entry.path === area)?.roles ?? [];

/** The screens this account may open: its role's areas and, for staff, those of their staff role's jobs (as the API admits). */
export const routesFor = (role: Role | null, staffRole: StaffRole | null = null): DashboardRoute[] =>
  DASHBOARD_ROUTES.filter((route) => {
    const entry = NAV_ENTRIES.find((candidate) => candidate.path === route.area);
    return !!entry && mayOpen(entry, role, staffRole);
  });

/** The areas that have a screen, so the menu never links to an area whose screens are not built yet. */
export const AVAILABLE_AREAS: ReadonlySet<string> = new Set([HOME_PATH, ...DASHBOARD_ROUTES.map((route) => route.area)]);
