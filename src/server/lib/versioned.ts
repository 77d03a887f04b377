import { and, eq, getTableColumns, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client';
import { AppError, NotFound, text } from './errors';

/** 409 for an edit based on an out-of-date read: the client offers to reload instead of overwriting. */
export class Stale extends AppError {
  constructor() {
    super(409, { detail: text('dashboard.stale'), code: 'stale' });
  }
}

/** A table whose rows staff edit: a serial id and an integer version that starts at 1. */
export type VersionedTable = PgTable & { id: PgColumn; version: PgColumn };

/**
 * Optimistic concurrency for staff edits. Inside the caller's transaction: locks the row, refuses a
 * missing row (404) or a version other than the one the editor read (409 stale), applies the change and
 * bumps the version. Returns the row before and after, which is what the audit log records.
 */
export async function updateVersioned<T extends VersionedTable>(
  tx: Database,
  table: T,
  id: number,
  expectedVersion: number,
  changes: Partial<T['$inferInsert']>,
): Promise<{ before: T['$inferSelect']; after: T['$inferSelect'] }> {
  const rows = (await tx
    .select()
    .from(table as PgTable)
    .where(eq(table.id, id))
    .for('update')) as T['$inferSelect'][];
  const before = rows[0];
  if (!before) throw new NotFound();
  if ((before as { version: number }).version !== expectedVersion) throw new Stale();
  const updated = (await tx
    .update(table as PgTable)
    .set({ ...changes, version: sql`${table.version} + 1` } as Record<string, unknown>)
    .where(and(eq(table.id, id), eq(table.version, expectedVersion)))
    .returning(getTableColumns(table as PgTable))) as T['$inferSelect'][];
  // The row lock makes this unreachable in PostgreSQL; kept so a driver without FOR UPDATE still cannot overwrite.
  if (!updated[0]) throw new Stale();
  return { before, after: updated[0] };
}

/** The same check for a write that is not a column update (a delete, a reorder): lock, compare, bump. */
export async function claimVersion(tx: Database, table: VersionedTable, id: number, expectedVersion: number): Promise<void> {
  await updateVersioned(tx, table, id, expectedVersion, {});
}
