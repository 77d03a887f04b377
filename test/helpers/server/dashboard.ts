import { sql } from 'drizzle-orm';
import { rows } from '../../../src/server/db/sql';
import type { TestApp } from './testApp';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Calls as one staff member (or another user), in a language; tokens are signed at call time. */
export function staffCaller(t: TestApp, user: Parameters<TestApp['tokenFor']>[0]) {
  return (method: Method, url: string, payload?: object, lang: 'en' | 'ar' = 'en', extraHeaders: Record<string, string> = {}) =>
    t.app.inject({
      method,
      url,
      payload,
      headers: { authorization: `Bearer ${t.tokenFor(user)}`, 'accept-language': lang, ...extraHeaders },
    });
}

/** Row counts of tables, to show a refused write left nothing behind. */
export async function tableCounts(t: TestApp, tables: readonly string[]) {
  const [row] = await rows<Record<string, number>>(
    t.db,
    sql.raw(`SELECT ${tables.map((name) => `(SELECT count(*)::int FROM ${name}) AS ${name}`).join(', ')}`),
  );
  return row;
}

/** The audit rows of one area, newest last. */
export const auditRows = (t: TestApp, area: string) =>
  rows<{ action: string; entity_type: string; entity_id: string; actor_id: number; before: unknown; after: unknown }>(
    t.db,
    sql`SELECT action, entity_type, entity_id, actor_id, before, after FROM audit_log WHERE area = ${area} ORDER BY id`,
  );
