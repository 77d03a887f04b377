import { sql } from 'drizzle-orm';
import type { Actor } from '../../../lib/actor';

/** ILIKE pattern text with the user's own wildcards taken literally. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The status filter of a staff list on alias `alias` (default: every row). */
export function statusCondition(alias: string, status: 'active' | 'inactive' | 'all' | undefined) {
  if (status === 'active') return sql`${sql.raw(alias)}.is_active`;
  if (status === 'inactive') return sql`NOT ${sql.raw(alias)}.is_active`;
  return sql`true`;
}

/** Rows of one supplier (alias `alias` has `user_id`) when `ownerId` is set; every row for staff. */
export const ownedBy = (alias: string, ownerId: number | undefined) =>
  ownerId === undefined ? sql`true` : sql`${sql.raw(alias)}.user_id = ${ownerId}::int`;

/** What a supplier saves is always their own: the owner field is theirs whatever the form sent. */
export const ownInput = <T extends { supplier_id: number | null }>(input: T, actor: Actor): T =>
  actor.ownerId === undefined ? input : { ...input, supplier_id: actor.ownerId };
