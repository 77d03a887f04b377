import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { supportMessages, users } from '../../db/schema';

export function createSupportRepository(db: Database) {
  return {
    async approvedSupplier(id: number) {
      const [row] = await db
        .select({ id: users.id, email: users.email, language: users.language })
        .from(users)
        .where(and(eq(users.id, id), eq(users.role, 'supplier'), eq(users.supplierStatus, 'approved'), eq(users.isActive, true)));
      return row;
    },
    async activeAdmins() {
      return db
        .select({ email: users.email, language: users.language })
        .from(users)
        .where(and(eq(users.role, 'admin'), eq(users.isActive, true)));
    },
    async insert(values: typeof supportMessages.$inferInsert) {
      const [row] = await db.insert(supportMessages).values(values).returning();
      return row;
    },
    /** Who may read a message's attachment: its sender and the supplier it went to. */
    async attachmentOf(id: number) {
      const [row] = await db
        .select({
          id: supportMessages.id,
          attachment: supportMessages.attachment,
          userId: supportMessages.userId,
          operation: supportMessages.operation,
        })
        .from(supportMessages)
        .where(eq(supportMessages.id, id));
      return row;
    },
  };
}
