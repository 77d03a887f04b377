// The staff roles and what each may do: one table that the server's route table (each back-office route's
// `config.staffRoles`) and the back office's screens and menu both read, so a screen is shown to exactly the
// roles its API admits. A manager may do everything.

export const STAFF_ROLES = ['manager', 'front_desk', 'finance', 'content', 'gate', 'housekeeping'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

const only = (...roles: StaffRole[]): readonly StaffRole[] => ['manager', ...roles];

/**
 * The jobs of the resort, each the staff roles that do it. Routes and screens name a job; a route that names
 * none admits the manager alone (so a route added without thinking about roles is safe by default).
 */
export const STAFF_JOBS = {
  /** Users, suppliers' approval, audit, backups, channels, prices and policies: the manager's alone. */
  manage: only(),
  /** The grid, bookings, changes, arrivals, check-in and out, the scan log. */
  frontDesk: only('front_desk'),
  /** What the front desk and finance both read: a booking, its documents. */
  bookingsRead: only('front_desk', 'finance'),
  /** Scanning tickets and stays at the gate (the front desk scans too). */
  gate: only('front_desk', 'gate'),
  /** Hut status: the housekeeping team and the front desk. */
  housekeeping: only('front_desk', 'housekeeping'),
  /** Guests' and suppliers' messages. */
  support: only('front_desk'),
  /** Money owed to guests at the desk (refunds of cash and card-terminal payments) and its hand-over. */
  deskMoney: only('front_desk', 'finance'),
  /** Figures, refunds, the ledger, tax documents, statements, money settings, promos. */
  finance: only('finance'),
  /** The site's content, reviews, and the catalogue's texts and pictures. */
  content: only('content'),
  /** What every staff member has: notifications, the home screen. */
  everyone: only('front_desk', 'finance', 'content', 'gate', 'housekeeping'),
} as const satisfies Record<string, readonly StaffRole[]>;
export type StaffJob = keyof typeof STAFF_JOBS;

/** Roles that must sign in with a second step (an authenticator app); the others may choose to. */
export const TWO_FACTOR_REQUIRED: readonly StaffRole[] = ['manager', 'finance'];

/** May a staff member of this role do this job (see a screen, call a route of it)? */
export const staffMay = (job: StaffJob, staffRole: StaffRole): boolean => (STAFF_JOBS[job] as readonly StaffRole[]).includes(staffRole);

export const isStaffRole = (value: unknown): value is StaffRole =>
  typeof value === 'string' && (STAFF_ROLES as readonly string[]).includes(value);

/** How long an invitation link lets a new staff member set their password. */
export const INVITATION_LIFETIME_HOURS = 48;
