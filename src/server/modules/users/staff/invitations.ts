// Staff invitations (issue 23 §5): a manager invites a staff member by e-mail; the link lets them set their
// password once, within 48 hours. The account exists from the invitation on (role and name set, no password), so
// the manager sees it in the list as invited and can send the link again (which voids the earlier one).
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Language } from '../../../../shared/constants';
import { INVITATION_LIFETIME_HOURS, type StaffRole } from '../../../../shared/staffRoles';
import { localizedPath } from '../../../../shared/pagePaths';
import type { InvitationInfo } from '../../../../shared/schemas/staffAccess';
import type { Database } from '../../../db/client';
import { staffInvitations, users, type UserRow } from '../../../db/schema';
import type { Clock } from '../../../lib/clock';
import type { MailMessage } from '../../../lib/mail';
import { Conflict, NotFound, text, ValidationFailed } from '../../../lib/errors';
import { hashPassword } from '../../../lib/passwords';
import { invitationEmail } from './invitationMail';

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
const invitationGone = () => new NotFound(text('invitation.gone'));

export interface InvitationDeps {
  db: Database;
  clock: Clock;
  publicUrl: string;
  deliverMail: (message: MailMessage) => void;
}

export function createInvitations(deps: InvitationDeps) {
  const { db, clock } = deps;

  /** The invitation behind a link that can still be used, with its account. */
  async function openInvitation(token: string) {
    const [row] = await db
      .select({ invitation: staffInvitations, user: users })
      .from(staffInvitations)
      .innerJoin(users, eq(users.id, staffInvitations.userId))
      .where(
        and(
          eq(staffInvitations.tokenHash, sha256(token)),
          isNull(staffInvitations.acceptedAt),
          isNull(staffInvitations.voidedAt),
          gt(staffInvitations.expiresAt, clock.now()),
        ),
      );
    if (!row || !row.user.isActive || row.user.role !== 'admin') throw invitationGone();
    return row;
  }

  return {
    /** A new link for the account (earlier ones void), e-mailed in the account's language. Answers when it expires. */
    async send(
      user: Pick<UserRow, 'id' | 'email' | 'fullName' | 'language' | 'staffRole'>,
      invitedBy: number,
      tx: Database = db,
    ): Promise<Date> {
      const token = randomBytes(32).toString('base64url');
      const now = clock.now();
      const expiresAt = new Date(now.getTime() + INVITATION_LIFETIME_HOURS * 3600_000);
      await tx
        .update(staffInvitations)
        .set({ voidedAt: now })
        .where(and(eq(staffInvitations.userId, user.id), isNull(staffInvitations.acceptedAt), isNull(staffInvitations.voidedAt)));
      await tx.insert(staffInvitations).values({ userId: user.id, tokenHash: sha256(token), invitedBy, expiresAt, createdAt: now });
      // The web app's page (not the API path, which ends in a slash and answers JSON).
      const link = `${deps.publicUrl}${localizedPath(`/account/join-staff/${token}`, user.language as Language)}`;
      deps.deliverMail({
        to: user.email,
        ...invitationEmail(
          user.language as Language,
          user.fullName,
          (user.staffRole ?? 'manager') as StaffRole,
          link,
          INVITATION_LIFETIME_HOURS,
        ),
        devHint: `staff invitation ${link}`,
      });
      return expiresAt;
    },

    async describe(token: string): Promise<InvitationInfo> {
      const { invitation, user } = await openInvitation(token);
      return {
        email: user.email,
        full_name: user.fullName,
        staff_role: user.staffRole ?? 'manager',
        expires_at: invitation.expiresAt.toISOString(),
      };
    },

    /** Sets the password once: the account is verified (the e-mail was reached) and the link is spent. */
    async accept(token: string, password: string, confirmation: string) {
      if (password !== confirmation) throw new ValidationFailed({ confirm_password: [text('account.passwordMismatch')] });
      const { invitation, user } = await openInvitation(token);
      const passwordHash = await hashPassword(password);
      const now = clock.now();
      await db.transaction(async (tx) => {
        const spent = await tx
          .update(staffInvitations)
          .set({ acceptedAt: now })
          .where(and(eq(staffInvitations.id, invitation.id), isNull(staffInvitations.acceptedAt), isNull(staffInvitations.voidedAt)))
          .returning({ id: staffInvitations.id });
        if (spent.length === 0) throw new Conflict(text('invitation.gone'));
        await tx.update(users).set({ passwordHash, passwordChangedAt: now, isVerified: true, updatedAt: now }).where(eq(users.id, user.id));
      });
      return { email: user.email };
    },
  };
}

export type Invitations = ReturnType<typeof createInvitations>;
