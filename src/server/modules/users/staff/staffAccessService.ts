// The manager's side of staff access and the account edits the original back office had (issue 23 §5): invite
// staff, change their role, clear their authenticator app, create guest and supplier accounts, correct name, phone
// and national ID, and send a password reset. Every change is audited.
import { eq } from 'drizzle-orm';
import type { CreateAccountBody, EditUserBody, InviteStaffBody, StaffRoleBody } from '../../../../shared/schemas/dashboard/users';
import type { Database } from '../../../db/client';
import { users, type UserRow } from '../../../db/schema';
import type { Actor } from '../../../lib/actor';
import { recordAudit } from '../../../lib/audit';
import type { Clock } from '../../../lib/clock';
import { Conflict, NotFound, text, ValidationFailed } from '../../../lib/errors';
import type { MailMessage } from '../../../lib/mail';
import { codeEmail } from '../../../lib/mailTemplates';
import { isUniqueViolation } from '../../../lib/pgErrors';
import { updateVersioned } from '../../../lib/versioned';
import { codeScreenUrl } from '../../accounts/service';
import type { OtpService } from '../../accounts/otp';
import { checkPhone, FieldErrors, normalisePhone } from '../../accounts/rules';
import type { TwoFactorService } from '../../accounts/twoFactor';
import { staffUserOf, type UserRepository } from '../repository';
import type { Invitations } from './invitations';

export interface StaffAccessDeps {
  db: Database;
  clock: Clock;
  repository: UserRepository;
  invitations: Invitations;
  twoFactor: TwoFactorService;
  otp: OtpService;
  publicUrl: string;
  deliverMail: (message: MailMessage) => void;
}

export function createStaffAccessService(deps: StaffAccessDeps) {
  const { db, clock, repository } = deps;

  async function account(id: number): Promise<UserRow> {
    const [row] = await db.select().from(users).where(eq(users.id, id));
    if (!row || row.deletedAt) throw new NotFound();
    return row;
  }

  function audit(tx: Database, actor: Actor, action: string, entityId: number, before: unknown, after: unknown) {
    return recordAudit(tx, { actorId: actor.id, area: 'users', action, entityType: 'user', entityId, before, after });
  }

  const emailTaken = () => new ValidationFailed({ email: [text('account.emailExists')] });

  return {
    /** A staff account with the role and no password, and the 48-hour link that sets it. */
    async invite(body: InviteStaffBody, actor: Actor) {
      const email = body.email.trim().toLowerCase();
      const fullName = body.full_name.trim();
      if (!fullName) throw new ValidationFailed({ full_name: [text('validation.required')] });
      try {
        return await db.transaction(async (tx) => {
          const row = await repository.insert(tx, {
            email,
            fullName,
            role: 'admin',
            staffRole: body.staff_role,
            passwordHash: null,
            isVerified: false,
            language: body.language,
          });
          const expiresAt = await deps.invitations.send(row, actor.id, tx);
          await audit(tx, actor, 'invite', row.id, null, { email, staff_role: body.staff_role });
          return { user: staffUserOf(row), expires_at: expiresAt.toISOString() };
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw emailTaken();
        throw error;
      }
    },

    /** A new link for someone invited who has not set a password yet (the earlier link stops working). */
    async reinvite(id: number, actor: Actor) {
      const row = await account(id);
      if (row.role !== 'admin' || row.passwordHash !== null) throw new Conflict(text('invitation.notPending'));
      return db.transaction(async (tx) => {
        const expiresAt = await deps.invitations.send(row, actor.id, tx);
        await audit(tx, actor, 'reinvite', row.id, null, { email: row.email });
        return { user: staffUserOf(row), expires_at: expiresAt.toISOString() };
      });
    },

    async setStaffRole(id: number, body: StaffRoleBody, actor: Actor) {
      const row = await account(id);
      if (row.role !== 'admin') throw new Conflict(text('users.notStaff'));
      // The last word on staff access is a manager's: one cannot demote themselves and lock the resort out.
      if (id === actor.id && body.staff_role !== 'manager') throw new Conflict(text('users.cannotDemoteSelf'));
      return db.transaction(async (tx) => {
        const { before, after } = await updateVersioned(tx, users, id, body.version, { staffRole: body.staff_role });
        await audit(tx, actor, 'staff_role', id, { staff_role: before.staffRole }, { staff_role: after.staffRole });
        return staffUserOf(after);
      });
    },

    async resetTwoFactor(id: number, actor: Actor) {
      const row = await account(id);
      if (row.role !== 'admin') throw new Conflict(text('users.notStaff'));
      await deps.twoFactor.reset(id);
      await audit(db, actor, 'two_factor_reset', id, { two_factor: row.totpEnabledAt !== null }, { two_factor: false });
    },

    async edit(id: number, body: EditUserBody, actor: Actor) {
      const errors = new FieldErrors();
      checkPhone(errors, body.phone);
      if (body.full_name !== undefined && !body.full_name.trim()) errors.add('full_name', 'validation.required');
      if (!errors.empty) throw new ValidationFailed(errors.fields);
      await account(id);
      const changes = {
        ...(body.full_name !== undefined ? { fullName: body.full_name.trim() } : {}),
        ...(body.phone !== undefined ? { phone: normalisePhone(body.phone) } : {}),
        ...(body.id_num !== undefined ? { idNum: body.id_num.trim() } : {}),
      };
      await db.transaction(async (tx) => {
        const { before, after } = await updateVersioned(tx, users, id, body.version, changes);
        await audit(
          tx,
          actor,
          'edit',
          id,
          { full_name: before.fullName, phone: before.phone, id_num: before.idNum },
          { full_name: after.fullName, phone: after.phone, id_num: after.idNum },
        );
      });
      return (await repository.detail(id))!;
    },

    /** A guest (a phone booking, a walk-in) or a supplier set up by staff: verified, no password until they reset it. */
    async createAccount(body: CreateAccountBody, actor: Actor) {
      const errors = new FieldErrors();
      checkPhone(errors, body.phone);
      if (!body.full_name.trim()) errors.add('full_name', 'validation.required');
      if (!errors.empty) throw new ValidationFailed(errors.fields);
      try {
        return await db.transaction(async (tx) => {
          const row = await repository.insert(tx, {
            email: body.email.trim().toLowerCase(),
            fullName: body.full_name.trim(),
            phone: body.phone ? normalisePhone(body.phone) : '',
            idNum: body.id_num?.trim() ?? '',
            role: body.role,
            companyName: body.company_name?.trim() ?? '',
            // Staff vouch for a supplier they set up themselves.
            supplierStatus: body.role === 'supplier' ? 'approved' : null,
            isVerified: true,
            passwordHash: null,
            language: body.language,
          });
          await audit(tx, actor, 'create', row.id, null, staffUserOf(row));
          return staffUserOf(row);
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw emailTaken();
        throw error;
      }
    },

    /** The password-reset code e-mail the person would ask for themselves, with the link to the code screen. */
    async sendPasswordReset(id: number, actor: Actor) {
      const row = await account(id);
      if (!row.isActive) throw new Conflict(text('users.inactive'));
      const code = await deps.otp.issue(row.email, 'reset', row.id);
      deps.deliverMail({
        to: row.email,
        ...codeEmail(row.language, 'reset', code, row.fullName, codeScreenUrl(deps.publicUrl, row.email, 'reset', clock.now())),
        devHint: `reset code ${code}`,
      });
      await audit(db, actor, 'password_reset_sent', id, null, { email: row.email });
    },
  };
}

export type StaffAccessService = ReturnType<typeof createStaffAccessService>;
