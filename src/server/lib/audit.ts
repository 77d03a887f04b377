import type { AUDIT_AREAS } from '../../shared/schemas/dashboard/audit';
import type { Database } from '../db/client';
import { auditLog } from '../db/schema';

/** The back-office areas (shared with the audit screen's filter); catalogue areas are listed too so every branch shares one list. */
export type AuditArea = (typeof AUDIT_AREAS)[number];

export interface AuditEntry {
  actorId: number | null;
  area: AuditArea;
  /** A verb: create, update, delete, reorder, hide, publish, approve, reject, deactivate… */
  action: string;
  entityType: string;
  entityId: string | number | null;
  before: unknown;
  after: unknown;
  /** Defaults to the database's now(); pass the injected clock's time where tests need it. */
  at?: Date;
}

/** Secrets never reach the log, whatever row a caller hands over. */
const SECRET_KEYS = new Set(['passwordHash', 'password_hash', 'password', 'token', 'tokenHash', 'token_hash']);

function scrub(value: unknown): unknown {
  if (value === undefined || value === null) return null;
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.map(scrub);
  if (typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>)
        .filter(([key]) => !SECRET_KEYS.has(key))
        .map(([key, inner]) => [key, scrub(inner)]),
    );
  }
  return value;
}

/**
 * Records one staff write. Call it with the write's transaction, so the change and its record commit
 * (or roll back) together: nothing a staff member does is silent.
 */
export async function recordAudit(dbOrTx: Database, entry: AuditEntry): Promise<void> {
  await dbOrTx.insert(auditLog).values({
    actorId: entry.actorId,
    area: entry.area,
    action: entry.action,
    entityType: entry.entityType,
    entityId: entry.entityId === null ? null : String(entry.entityId),
    before: scrub(entry.before),
    after: scrub(entry.after),
    ...(entry.at ? { createdAt: entry.at } : {}),
  });
}
