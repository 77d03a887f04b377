import { createHash } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from './client';
import type { NamedQueries } from './pgliteThread';

/** Raw rows from either driver: PGlite and node-postgres both answer `{rows}` and parse json columns. */
export async function rows<T>(db: Database, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

type Prepared = { execute(): Promise<unknown> };
type Internals = {
  dialect: { sqlToQuery(query: SQL): { sql: string; params: unknown[] } };
  session: {
    client?: Partial<NamedQueries>;
    prepareQuery(query: { sql: string; params: unknown[] }, fields: undefined, name: string, arrayMode: false): Prepared;
  };
};
const statementNames = new Map<string, string>();

/** The statement's name: its text's hash, so two texts never share one. */
function statementName(text: string): string {
  let name = statementNames.get(text);
  if (name === undefined) {
    name = `ken_${createHash('sha1').update(text).digest('hex').slice(0, 24)}`;
    if (statementNames.size < 1_000) statementNames.set(text, name);
  }
  return name;
}

/**
 * `rows`, as a named prepared statement on PostgreSQL (node-postgres parses it once per connection, then only binds
 * and executes; issue 27 §1): for the booking decision's statements, whose text is long and the same on every call.
 * The name is the text's hash, so two texts never share one. On PGlite in its thread the thread does the same (parse once
 * per name, then bind and execute); on PGlite in the main thread drizzle's driver runs it unnamed, as `rows` does.
 */
export async function preparedRows<T>(db: Database, query: SQL): Promise<T[]> {
  const { dialect, session } = db as unknown as Internals;
  const built = dialect.sqlToQuery(query);
  const name = statementName(built.sql);
  // PGlite in its thread (the app's default): the thread keeps the named statement (pgliteWorker.mjs).
  if (session.client?.queryNamed) return (await session.client.queryNamed<T>(name, built.sql, built.params)).rows;
  const result = (await session.prepareQuery(built, undefined, name, false).execute()) as { rows: T[] };
  return result.rows;
}

/** A drizzle query builder's select, before it runs. */
interface SelectBuilder<T> {
  prepare(name: string): { execute(): Promise<T[]> };
}

/** What preparedSelect reads and sets of drizzle's prepared query (PgPreparedQuery and its drivers'). */
type PreparedSelect<T> = {
  execute(): Promise<T[]>;
  getQuery(): { sql: string };
  /** node-postgres: the configs it sends, name included. */
  queryConfig?: { name?: string };
  rawQueryConfig?: { name?: string };
  /** PGlite: the client it sends through (the thread, or a transaction's session in it). */
  client?: Partial<NamedQueries> | object;
};

/**
 * A query builder's select run as a named prepared statement, its rows mapped by drizzle as `await query` maps them:
 * for the back office's searches, where PostgreSQL's planning (1.5-2 ms for a search over three trigram indexes) was
 * a third of the statement's time (issue 27 §2). After five runs PostgreSQL may keep one generic plan for the name,
 * so use it for statements whose best plan does not hang on the values (a text search, a page of a list), and keep
 * the distinct texts few (a filter left out changes the text, and so the name). On PGlite in its thread the thread
 * keeps the statement; on PGlite in the main thread drizzle runs it unnamed.
 *
 * The statement is built once (drizzle's building is most of this path's own CPU): prepared unnamed, then given the
 * name of the text it was built into.
 */
export async function preparedSelect<T>(query: SelectBuilder<T>): Promise<T[]> {
  const prepared = query.prepare('') as PreparedSelect<T>;
  const name = statementName(prepared.getQuery().sql);
  if (prepared.queryConfig && prepared.rawQueryConfig) {
    prepared.queryConfig.name = name;
    prepared.rawQueryConfig.name = name;
  }
  // drizzle's PGlite driver sends its statement unnamed: through the thread (the client the query was built on, a
  // transaction's included), send it under its name instead.
  const client = prepared.client;
  if (client && 'queryNamed' in client && client.queryNamed) {
    const queryNamed = client.queryNamed;
    prepared.client = {
      query: (text: string, params: unknown[], options: { rowMode?: 'array' | 'object' }) =>
        queryNamed(name, text, params, { rowMode: options.rowMode }),
    };
  }
  return prepared.execute();
}

/** One page of a list: how many rows and from where. */
export interface Window {
  limit: number;
  offset: number;
}

/** A live hut, event or service: active and not soft-deleted. */
export const live = (alias: string) => sql`(${sql.raw(alias)}.is_active AND ${sql.raw(alias)}.deleted_at IS NULL)`;

/**
 * The name a reader of `lang` sees for alias `a` (its `title_ar` in Arabic, else `title`, each falling back
 * to the other when empty), lower-cased: what staff lists sort by "name" in the reader's language.
 */
export const titleFor = (alias: string, lang: 'en' | 'ar') => {
  const [first, second] = lang === 'ar' ? ['title_ar', 'title'] : ['title', 'title_ar'];
  return sql.raw(`lower(coalesce(nullif(${alias}.${first}, ''), ${alias}.${second}))`);
};

/** ILIKE pattern text with the user's own wildcards taken literally, so a search for "50%" looks for those characters. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The ILIKE pattern of text anywhere in a value, its wildcards taken literally. */
export const containing = (text: string) => `%${escapeLike(text)}%`;

/**
 * Accounts (alias `alias` of users) whose e-mail, name or phone holds `text`, in any case: one LIKE over the text the
 * database keeps lower-cased for this (users.search_text, migration 0065), not an ILIKE per field that lower-cases
 * value and pattern on every row. The pattern is lower-cased once per statement by the database's own lower() (as the
 * stored text is), in a sub-select: written `LIKE lower(…)` it ran for every row.
 */
export const accountContaining = (alias: string, text: string) =>
  sql`${sql.raw(alias)}.search_text LIKE (SELECT lower(${containing(text)}))`;

/** The status filter of a staff list on alias `alias` (default: every row). */
export function statusCondition(alias: string, status: 'active' | 'inactive' | 'all' | undefined) {
  if (status === 'active') return sql`${sql.raw(alias)}.is_active`;
  if (status === 'inactive') return sql`NOT ${sql.raw(alias)}.is_active`;
  return sql`true`;
}

/** Rows of one supplier (alias `alias` has `user_id`) when `ownerId` is set; every row for staff. */
export const ownedBy = (alias: string, ownerId: number | undefined) =>
  ownerId === undefined ? sql`true` : sql`${sql.raw(alias)}.user_id = ${ownerId}::int`;
