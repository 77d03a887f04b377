import type { Role } from '../../../shared/constants';

export interface NavEntry {
  /** Path under /dashboard, without the leading slash. */
  path: string;
  /** Literal locale key (the locale checker reads these). */
  key: string;
  /** The roles that see this area; the route table uses the same list to guard the screen. */
  roles: readonly Role[];
  /** The audit-log area the screen belongs to, where there is one. */
  group: 'home' | 'operations' | 'catalogue' | 'site' | 'people' | 'records';
}

const STAFF: readonly Role[] = ['admin'];
/** Areas a supplier shares with staff: the server scopes a supplier to their own rows. */
const STAFF_AND_SUPPLIERS: readonly Role[] = ['admin', 'supplier'];
const SUPPLIERS: readonly Role[] = ['supplier'];

/** The home screen's entry: /dashboard itself (home/DashboardHome picks its screen by role). */
export const HOME_PATH = '';

/** Every back-office area, in menu order. A role sees only the entries listing it. */
export const NAV_ENTRIES: readonly NavEntry[] = [
  { path: HOME_PATH, key: 'dashboard.nav.home', roles: STAFF_AND_SUPPLIERS, group: 'home' },
  { path: 'sales', key: 'dashboard.nav.sales', roles: SUPPLIERS, group: 'home' },
  { path: 'my-statements', key: 'dashboard.nav.myStatements', roles: SUPPLIERS, group: 'home' },
  { path: 'grid', key: 'dashboard.nav.grid', roles: STAFF, group: 'operations' },
  { path: 'bookings', key: 'dashboard.nav.bookings', roles: STAFF, group: 'operations' },
  { path: 'arrivals', key: 'dashboard.nav.arrivals', roles: STAFF, group: 'operations' },
  { path: 'refunds', key: 'dashboard.nav.refunds', roles: STAFF, group: 'operations' },
  { path: 'scan', key: 'dashboard.nav.scan', roles: STAFF_AND_SUPPLIERS, group: 'operations' },
  { path: 'scan-log', key: 'dashboard.nav.scanLog', roles: STAFF, group: 'operations' },
  { path: 'housekeeping', key: 'dashboard.nav.housekeeping', roles: STAFF, group: 'operations' },
  { path: 'support', key: 'dashboard.nav.support', roles: STAFF_AND_SUPPLIERS, group: 'operations' },
  { path: 'alerts', key: 'dashboard.nav.alerts', roles: STAFF, group: 'operations' },
  { path: 'huts', key: 'dashboard.nav.huts', roles: STAFF, group: 'catalogue' },
  { path: 'prices', key: 'dashboard.nav.prices', roles: STAFF, group: 'catalogue' },
  { path: 'items', key: 'dashboard.nav.items', roles: STAFF, group: 'catalogue' },
  { path: 'events', key: 'dashboard.nav.events', roles: STAFF_AND_SUPPLIERS, group: 'catalogue' },
  { path: 'services', key: 'dashboard.nav.services', roles: STAFF_AND_SUPPLIERS, group: 'catalogue' },
  { path: 'promos', key: 'dashboard.nav.promos', roles: STAFF, group: 'catalogue' },
  { path: 'content', key: 'dashboard.nav.content', roles: STAFF, group: 'site' },
  { path: 'settings', key: 'dashboard.nav.settings', roles: STAFF, group: 'site' },
  { path: 'seller', key: 'dashboard.nav.seller', roles: STAFF, group: 'site' },
  { path: 'reviews', key: 'dashboard.nav.reviews', roles: STAFF, group: 'site' },
  { path: 'users', key: 'dashboard.nav.users', roles: STAFF, group: 'people' },
  { path: 'suppliers', key: 'dashboard.nav.suppliers', roles: STAFF, group: 'people' },
  { path: 'statements', key: 'dashboard.nav.statements', roles: STAFF, group: 'people' },
  { path: 'ledger', key: 'dashboard.nav.ledger', roles: STAFF, group: 'records' },
  { path: 'documents', key: 'dashboard.nav.documents', roles: STAFF, group: 'records' },
  { path: 'audit', key: 'dashboard.nav.audit', roles: STAFF, group: 'records' },
];

export const NAV_GROUPS = [
  { id: 'home', key: 'dashboard.nav.groupHome' },
  { id: 'operations', key: 'dashboard.nav.groupOperations' },
  { id: 'catalogue', key: 'dashboard.nav.groupCatalogue' },
  { id: 'site', key: 'dashboard.nav.groupSite' },
  { id: 'people', key: 'dashboard.nav.groupPeople' },
  { id: 'records', key: 'dashboard.nav.groupRecords' },
] as const;

export const entriesFor = (role: Role | null, available: ReadonlySet<string>): NavEntry[] =>
  NAV_ENTRIES.filter((entry) => role !== null && entry.roles.includes(role) && available.has(entry.path));
