import { and, asc, count, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { SupplierStatus } from '../../../shared/constants';
import type { Database } from '../../db/client';
import { passwordResetWindows, users, type NewUser, type UserRow } from '../../db/schema';

export function createAccountRepository(db: Database) {
  return {
    async findByEmail(email: string): Promise<UserRow | undefined> {
      const [row] = await db
        .select()
        .from(users)
        .where(sql`lower(${users.email}) = ${email.toLowerCase()}`);
      return row;
    },
    async findById(id: number): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.id, id));
      return row;
    },
    async findByPendingEmail(email: string): Promise<UserRow | undefined> {
      const [row] = await db
        .select()
        .from(users)
        .where(sql`lower(${users.pendingEmail}) = ${email.toLowerCase()}`)
        .orderBy(asc(users.id))
        .limit(1);
      return row;
    },
    async insert(values: NewUser): Promise<UserRow> {
      const [row] = await db.insert(users).values(values).returning();
      return row;
    },
    async update(id: number, values: Partial<NewUser>, now: Date): Promise<UserRow> {
      const [row] = await db
        .update(users)
        .set({ ...values, updatedAt: now })
        .where(eq(users.id, id))
        .returning();
      return row;
    },
    async approvedSuppliers() {
      return db
        .select({
          id: users.id,
          full_name: users.fullName,
          company_name: users.companyName,
          company_name_ar: users.companyNameAr,
          avatar: users.avatar,
          email: users.email,
          phone: users.phone,
        })
        .from(users)
        .where(and(eq(users.role, 'supplier'), eq(users.supplierStatus, 'approved'), eq(users.isActive, true)))
        .orderBy(asc(users.id));
    },
    async openResetWindow(userId: number, now: Date, expiresAt: Date): Promise<void> {
      await db
        .insert(passwordResetWindows)
        .values({ userId, expiresAt, createdAt: now })
        .onConflictDoUpdate({ target: passwordResetWindows.userId, set: { expiresAt, createdAt: now, consumedAt: null } });
    },
    /** Single use: only one request can consume an open window. */
    async consumeResetWindow(userId: number, now: Date): Promise<boolean> {
      const rows = await db
        .update(passwordResetWindows)
        .set({ consumedAt: now })
        .where(
          and(eq(passwordResetWindows.userId, userId), isNull(passwordResetWindows.consumedAt), gt(passwordResetWindows.expiresAt, now)),
        )
        .returning({ userId: passwordResetWindows.userId });
      return rows.length > 0;
    },

    /** One page of supplier applications in a status, newest first, with how many there are. */
    async supplierApplications(status: SupplierStatus, window: { limit: number; offset: number }) {
      const where = and(eq(users.role, 'supplier'), eq(users.supplierStatus, status));
      const [{ total }] = await db.select({ total: count() }).from(users).where(where);
      const rows = await db
        .select()
        .from(users)
        .where(where)
        .orderBy(desc(users.createdAt), desc(users.id))
        .limit(window.limit)
        .offset(window.offset);
      return { total: Number(total), rows };
    },

    /** The account's role, read inside the caller's transaction (a decision is only for a supplier). */
    async roleOf(tx: Database, id: number) {
      const [row] = await tx.select({ role: users.role }).from(users).where(eq(users.id, id));
      return row?.role;
    },
  };
}

export type AccountRepository = ReturnType<typeof createAccountRepository>;
