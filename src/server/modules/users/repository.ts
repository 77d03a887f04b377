import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { StaffUser, StaffUserDetail, UsersQuery } from '../../../shared/schemas/dashboard/users';
import type { UserProfile } from '../../../shared/schemas/users';
import type { Database } from '../../db/client';
import { bookings, users, type NewUser, type UserRow } from '../../db/schema';
import { accountContaining, preparedSelect } from '../../db/sql';
import { windowOf } from '../../lib/pagination';
import { profileOf } from '../accounts/profile';

/** The columns the staff list shows of an account (the list reads these alone, not the whole row). */
const staffUserColumns = {
  id: users.id,
  email: users.email,
  fullName: users.fullName,
  phone: users.phone,
  role: users.role,
  supplierStatus: users.supplierStatus,
  isActive: users.isActive,
  isVerified: users.isVerified,
  language: users.language,
  createdAt: users.createdAt,
  version: users.version,
  staffRole: users.staffRole,
  totpEnabledAt: users.totpEnabledAt,
  // Whether a password is set (an invited admin has none yet); the hash itself is not read.
  hasPassword: sql<boolean>`${users.passwordHash} IS NOT NULL`,
};
type StaffUserSource = Pick<UserRow, Exclude<keyof typeof staffUserColumns, 'hasPassword'>> &
  ({ hasPassword: boolean } | Pick<UserRow, 'passwordHash'>);

export const staffUserOf = (row: StaffUserSource): StaffUser => ({
  id: row.id,
  email: row.email,
  full_name: row.fullName,
  phone: row.phone,
  role: row.role,
  supplier_status: row.supplierStatus,
  is_active: row.isActive,
  is_verified: row.isVerified,
  language: row.language,
  created_at: row.createdAt.toISOString(),
  version: row.version,
  staff_role: row.staffRole,
  two_factor: row.totpEnabledAt !== null,
  invitation_pending: row.role === 'admin' && !('hasPassword' in row ? row.hasPassword : row.passwordHash !== null),
});

const SORTS = {
  created_at: asc(users.createdAt),
  '-created_at': desc(users.createdAt),
  full_name: asc(users.fullName),
  '-full_name': desc(users.fullName),
  email: asc(users.email),
  '-email': desc(users.email),
} as const;

/**
 * The one repository of accounts as the users module sees them: the signed-in user's profile (guests) and
 * the staff list, detail and new staff accounts. Sign-in's reads and writes stay in accounts/repository.ts.
 */
export function createUserRepository(db: Database) {
  return {
    async findProfile(id: number): Promise<UserProfile | null> {
      const [row] = await db.select().from(users).where(eq(users.id, id));
      return row ? profileOf(row) : null;
    },

    async page(query: UsersQuery, page: number, size: number) {
      const parts: SQL[] = [];
      const q = query.q?.trim();
      if (q) parts.push(accountContaining('"users"', q));
      if (query.role) parts.push(eq(users.role, query.role));
      if (query.status) parts.push(eq(users.isActive, query.status === 'active'));
      if (query.verified) parts.push(eq(users.isVerified, query.verified === 'yes'));
      const where = parts.length ? and(...parts) : undefined;
      const order = [SORTS[query.sort ?? '-created_at'], desc(users.id)];
      const { limit, offset } = windowOf(page, size);
      // One pass over the matches (issue 27 §2): the page's ids and the count of all of them (a window over the
      // matches' ids alone), then the page's 25 accounts by their key; a search used to read its matches twice, once
      // to count them and once for the page.
      const matched = db
        .select({ id: users.id, total: sql<number>`count(*) OVER ()`.as('total') })
        .from(users)
        .where(where)
        .orderBy(...order)
        .limit(limit)
        .offset(offset)
        .as('matched');
      // A named statement: PostgreSQL plans the search once, not on every call (planning was 1.5-2 ms of ~6).
      const found = await preparedSelect(
        db
          .select({ user: staffUserColumns, total: matched.total })
          .from(matched)
          .innerJoin(users, eq(users.id, matched.id))
          .orderBy(...order),
      );
      // A page past the last has no row to carry the count.
      const total = found.length ? Number(found[0].total) : Number((await db.select({ total: count() }).from(users).where(where))[0].total);
      return { total, results: found.map((row) => staffUserOf(row.user)) };
    },

    async detail(id: number): Promise<StaffUserDetail | null> {
      const [row] = await db.select().from(users).where(eq(users.id, id));
      if (!row) return null;
      const [{ total }] = await db.select({ total: count() }).from(bookings).where(eq(bookings.userId, id));
      return {
        ...staffUserOf(row),
        avatar: row.avatar,
        address: row.address,
        gender: row.gender,
        birth_date: row.birthDate,
        company_name: row.companyName,
        breif: row.breif,
        id_num: row.idNum,
        bookings_count: Number(total),
        erased_at: row.deletedAt?.toISOString() ?? null,
      };
    },

    /** A new account inside the caller's transaction `tx`. */
    async insert(tx: Database, values: NewUser): Promise<UserRow> {
      const [row] = await tx.insert(users).values(values).returning();
      return row;
    },
  };
}

export type UserRepository = ReturnType<typeof createUserRepository>;
