import type { Role } from '../../../shared/constants';
import { staffMay, type StaffJob, type StaffRole } from '../../../shared/staffRoles';

export interface NavEntry {
  /** Path under /dashboard, without the leading slash. */
  path: string;
  /** Literal locale key (the locale checker reads these). */
  key: string;
  /** The roles that see this area; the route table uses the same list to guard the screen. */
  roles: readonly Role[];
  /** Staff only: the job whose roles see it (src/shared/staffRoles.ts, the same table the API's routes name). */
  job: StaffJob;
  /** The audit-log area the screen belongs to, where there is one. */
  group: 'home' | 'operations' | 'catalogue' | 'site' | 'people' | 'records';
  /** Reached from the account menu in the top bar (one's own account), not from the side menu. */
  inMenu?: false;
}

const STAFF: readonly Role[] = ['admin'];
/** Areas a supplier shares with staff: the server scopes a supplier to their own rows. */
const STAFF_AND_SUPPLIERS: readonly Role[] = ['admin', 'supplier'];
const SUPPLIERS: readonly Role[] = ['supplier'];

/** The home screen's entry: /dashboard itself (home/DashboardHome picks its screen by role). */
export const HOME_PATH = '';

/** Every back-office area, in menu order. A role sees only the entries listing it. */
export const NAV_ENTRIES: readonly NavEntry[] = [
  { path: HOME_PATH, key: 'dashboard.nav.home', roles: STAFF_AND_SUPPLIERS, job: 'finance', group: 'home' },
  { path: 'sales', key: 'dashboard.nav.sales', roles: SUPPLIERS, job: 'manage', group: 'home' },
  { path: 'my-statements', key: 'dashboard.nav.myStatements', roles: SUPPLIERS, job: 'manage', group: 'home' },
  { path: 'grid', key: 'dashboard.nav.grid', roles: STAFF, job: 'frontDesk', group: 'operations' },
  { path: 'bookings', key: 'dashboard.nav.bookings', roles: STAFF, job: 'bookingsRead', group: 'operations' },
  { path: 'arrivals', key: 'dashboard.nav.arrivals', roles: STAFF, job: 'frontDesk', group: 'operations' },
  { path: 'refunds', key: 'dashboard.nav.refunds', roles: STAFF, job: 'finance', group: 'operations' },
  { path: 'desk-refunds', key: 'dashboard.nav.deskRefunds', roles: STAFF, job: 'deskMoney', group: 'operations' },
  { path: 'scan', key: 'dashboard.nav.scan', roles: STAFF_AND_SUPPLIERS, job: 'gate', group: 'operations' },
  { path: 'scan-log', key: 'dashboard.nav.scanLog', roles: STAFF, job: 'frontDesk', group: 'operations' },
  { path: 'housekeeping', key: 'dashboard.nav.housekeeping', roles: STAFF, job: 'housekeeping', group: 'operations' },
  { path: 'support', key: 'dashboard.nav.support', roles: STAFF_AND_SUPPLIERS, job: 'support', group: 'operations' },
  { path: 'alerts', key: 'dashboard.nav.alerts', roles: STAFF, job: 'manage', group: 'operations' },
  { path: 'desk-settings', key: 'dashboard.nav.deskSettings', roles: STAFF, job: 'manage', group: 'operations' },
  { path: 'huts', key: 'dashboard.nav.huts', roles: STAFF, job: 'content', group: 'catalogue' },
  { path: 'prices', key: 'dashboard.nav.prices', roles: STAFF, job: 'manage', group: 'catalogue' },
  { path: 'items', key: 'dashboard.nav.items', roles: STAFF, job: 'content', group: 'catalogue' },
  { path: 'events', key: 'dashboard.nav.events', roles: STAFF_AND_SUPPLIERS, job: 'content', group: 'catalogue' },
  { path: 'services', key: 'dashboard.nav.services', roles: STAFF_AND_SUPPLIERS, job: 'content', group: 'catalogue' },
  { path: 'promos', key: 'dashboard.nav.promos', roles: STAFF, job: 'finance', group: 'catalogue' },
  { path: 'content', key: 'dashboard.nav.content', roles: STAFF, job: 'content', group: 'site' },
  { path: 'settings', key: 'dashboard.nav.settings', roles: STAFF, job: 'content', group: 'site' },
  { path: 'seller', key: 'dashboard.nav.seller', roles: STAFF, job: 'finance', group: 'site' },
  { path: 'reviews', key: 'dashboard.nav.reviews', roles: STAFF, job: 'content', group: 'site' },
  { path: 'users', key: 'dashboard.nav.users', roles: STAFF, job: 'manage', group: 'people' },
  { path: 'suppliers', key: 'dashboard.nav.suppliers', roles: STAFF, job: 'manage', group: 'people' },
  { path: 'statements', key: 'dashboard.nav.statements', roles: STAFF, job: 'finance', group: 'people' },
  { path: 'ledger', key: 'dashboard.nav.ledger', roles: STAFF, job: 'finance', group: 'records' },
  { path: 'documents', key: 'dashboard.nav.documents', roles: STAFF, job: 'finance', group: 'records' },
  { path: 'audit', key: 'dashboard.nav.audit', roles: STAFF, job: 'manage', group: 'records' },
  { path: 'security', key: 'dashboard.nav.security', roles: STAFF_AND_SUPPLIERS, job: 'everyone', group: 'people', inMenu: false },
];

export const NAV_GROUPS = [
  { id: 'home', key: 'dashboard.nav.groupHome' },
  { id: 'operations', key: 'dashboard.nav.groupOperations' },
  { id: 'catalogue', key: 'dashboard.nav.groupCatalogue' },
  { id: 'site', key: 'dashboard.nav.groupSite' },
  { id: 'people', key: 'dashboard.nav.groupPeople' },
  { id: 'records', key: 'dashboard.nav.groupRecords' },
] as const;

/** May this account open the area: its role is listed and, for staff, their staff role does the area's job. */
export const mayOpen = (entry: Pick<NavEntry, 'roles' | 'job'>, role: Role | null, staffRole: StaffRole | null): boolean =>
  role !== null && entry.roles.includes(role) && (role !== 'admin' || (staffRole !== null && staffMay(entry.job, staffRole)));

export const entriesFor = (role: Role | null, available: ReadonlySet<string>, staffRole: StaffRole | null = null): NavEntry[] =>
  NAV_ENTRIES.filter((entry) => entry.inMenu !== false && mayOpen(entry, role, staffRole) && available.has(entry.path));
