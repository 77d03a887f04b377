import type { CreateStaffBody, SetActiveBody, UsersQuery } from '../../../../shared/schemas/dashboard/users';
import type { Database } from '../../../db/client';
import { users } from '../../../db/schema';
import { recordAudit } from '../../../lib/audit';
import type { Actor } from '../../../lib/actor';
import { Conflict, NotFound, text, ValidationFailed } from '../../../lib/errors';
import { paginate } from '../../../lib/pagination';
import { hashPassword } from '../../../lib/passwords';
import { updateVersioned } from '../../../lib/versioned';
import { isUniqueViolation } from '../../../lib/pgErrors';
import { staffUserOf, type UserRepository } from '../repository';

const PAGE_SIZE = 25;

/** Staff management of accounts: list, view, (de)activate, and new staff accounts. */
export function createUsersStaffService(db: Database, repository: UserRepository) {
  return {
    async list(query: UsersQuery) {
      const page = query.page ?? 1;
      const { total, results } = await repository.page(query, page, PAGE_SIZE);
      return paginate(total, page, PAGE_SIZE, results);
    },

    async detail(id: number) {
      const user = await repository.detail(id);
      if (!user) throw new NotFound();
      return user;
    },

    /**
     * A deactivated user's tokens stop working at once: the auth check reads is_active on every request
     * (and answers the contract's "User not found"). Staff cannot lock themselves out.
     */
    setActive(id: number, body: SetActiveBody, actor: Actor) {
      if (id === actor.id && !body.is_active) throw new Conflict(text('dashboard.cannotDeactivateSelf'));
      return db.transaction(async (tx) => {
        const { before, after } = await updateVersioned(tx, users, id, body.version, { isActive: body.is_active });
        await recordAudit(tx, {
          actorId: actor.id,
          area: 'users',
          action: body.is_active ? 'reactivate' : 'deactivate',
          entityType: 'user',
          entityId: id,
          before: { is_active: before.isActive },
          after: { is_active: after.isActive },
        });
        return staffUserOf(after);
      });
    },

    async createStaff(body: CreateStaffBody, actor: Actor) {
      const email = body.email.trim().toLowerCase();
      const fullName = body.full_name.trim();
      if (!fullName) throw new ValidationFailed({ full_name: [text('validation.required')] });
      const passwordHash = await hashPassword(body.password);
      try {
        return await db.transaction(async (tx) => {
          const row = await repository.insert(tx, {
            email,
            fullName,
            passwordHash,
            role: 'admin',
            staffRole: body.staff_role ?? 'manager',
            isVerified: true,
            language: body.language,
          });
          await recordAudit(tx, {
            actorId: actor.id,
            area: 'users',
            action: 'create',
            entityType: 'user',
            entityId: row.id,
            before: null,
            after: staffUserOf(row),
          });
          return staffUserOf(row);
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw new ValidationFailed({ email: [text('account.emailExists')] });
        throw error;
      }
    },
  };
}
