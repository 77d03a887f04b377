import { eq } from 'drizzle-orm';
import type { UserProfile } from '../../../shared/schemas/users';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import { profileOf } from '../accounts/profile';

export function createUserRepository(db: Database) {
  return {
    async findProfile(id: number): Promise<UserProfile | null> {
      const [row] = await db.select().from(users).where(eq(users.id, id));
      return row ? profileOf(row) : null;
    },
  };
}
