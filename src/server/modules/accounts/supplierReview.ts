import type { SupplierApplication, SupplierDecisionBody, SuppliersQuery } from '../../../shared/schemas/dashboard/suppliers';
import type { Database } from '../../db/client';
import { users, type UserRow } from '../../db/schema';
import { createAccountRepository } from './repository';
import { recordAudit } from '../../lib/audit';
import { Conflict, text, ValidationFailed } from '../../lib/errors';
import type { MailMessage } from '../../lib/mail';
import { paginate, windowOf } from '../../lib/pagination';
import { updateVersioned } from '../../lib/versioned';
import { supplierDecisionEmail } from './supplierMails';
import type { Actor } from '../../lib/actor';

const PAGE_SIZE = 25;

const applicationOf = (row: UserRow): SupplierApplication => ({
  id: row.id,
  email: row.email,
  full_name: row.fullName,
  phone: row.phone,
  company_name: row.companyName,
  breif: row.breif,
  language: row.language,
  is_verified: row.isVerified,
  supplier_status: row.supplierStatus ?? 'pending',
  rejection_reason: row.supplierRejectionReason,
  created_at: row.createdAt.toISOString(),
  version: row.version,
});

/** The queue of supplier applications and the resort's decision on each (sign-in reads the status). */
export function createSupplierReview(db: Database, deliverMail: (message: MailMessage) => void) {
  const repository = createAccountRepository(db);
  return {
    async list(query: SuppliersQuery) {
      const page = query.page ?? 1;
      const { total, rows } = await repository.supplierApplications(query.status ?? 'pending', windowOf(page, PAGE_SIZE));
      return paginate(total, page, PAGE_SIZE, rows.map(applicationOf));
    },

    /** The e-mail goes out only after the decision is committed, in the supplier's language either way. */
    async decide(id: number, body: SupplierDecisionBody, actor: Actor) {
      const reason = body.reason?.trim() ?? '';
      if (body.decision === 'reject' && !reason) throw new ValidationFailed({ reason: [text('dashboard.reasonRequired')] });
      const decided = await db.transaction(async (tx) => {
        const role = await repository.roleOf(tx, id);
        if (role && role !== 'supplier') throw new Conflict(text('dashboard.notSupplier'));
        const changes =
          body.decision === 'approve'
            ? { supplierStatus: 'approved' as const, supplierRejectionReason: null }
            : { supplierStatus: 'rejected' as const, supplierRejectionReason: reason };
        const { before, after } = await updateVersioned(tx, users, id, body.version, changes);
        await recordAudit(tx, {
          actorId: actor.id,
          area: 'suppliers',
          action: body.decision,
          entityType: 'user',
          entityId: id,
          before: { supplier_status: before.supplierStatus, rejection_reason: before.supplierRejectionReason },
          after: { supplier_status: after.supplierStatus, rejection_reason: after.supplierRejectionReason },
        });
        return after;
      });
      deliverMail({ to: decided.email, ...supplierDecisionEmail(decided.language, decided.fullName, body.decision, reason) });
      return applicationOf(decided);
    },
  };
}
