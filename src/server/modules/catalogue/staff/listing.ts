import { sql } from 'drizzle-orm';

/** ILIKE pattern text with the user's own wildcards taken literally. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The status filter of a staff list on alias `alias` (default: every row). */
export function statusCondition(alias: string, status: 'active' | 'inactive' | 'all' | undefined) {
  if (status === 'active') return sql`${sql.raw(alias)}.is_active`;
  if (status === 'inactive') return sql`NOT ${sql.raw(alias)}.is_active`;
  return sql`true`;
}
