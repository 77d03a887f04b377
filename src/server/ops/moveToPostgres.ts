// Moving a resort from the embedded database (PGlite, DATA_DIR/pglite) into an empty PostgreSQL database
// (docs/operations.md, "Moving to PostgreSQL"): one snapshot of the source read the way a backup reads it, loaded the
// way a restore loads it (migrations up to the source's level, rows in foreign-key order, user triggers off), sequences
// set past the highest ids, then every table compared (rows and a SHA-256 of its rows) before newer migrations run.
import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Database, DatabaseHandle } from '../db/client';
import { migrateDatabase } from '../db/migrate';
import {
  ARCHIVE_FORMAT,
  BackupError,
  codeMigrationLevel,
  exportDatabase,
  filesUnder,
  isDatabaseEmpty,
  restoreBackup,
  storedRowLines,
  tablesInOrder,
  type Archive,
  type MigrationLevel,
  type Progress,
} from './backup';

type Rows<T> = { rows: T[] };
const rowsOf = <T>(result: unknown) => (result as Rows<T>).rows;
const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;

export interface TableCheck {
  name: string;
  rows: number;
  sha256: string;
}

/**
 * Rows and a SHA-256 per table of the public schema, from one REPEATABLE READ snapshot. Each row is its
 * `row_to_json` text with times written in UTC (so two servers with other time zones agree), sorted as strings (so
 * neither the physical order nor a collation matters). Generated columns (users.search_text) are left out: each
 * database computes them from the columns compared (a restore does not copy them), and a `lower()` may differ
 * between two servers' locales on a character or two without any row having changed.
 */
export async function tableChecksums(db: Database): Promise<TableCheck[]> {
  return db.transaction(
    async (tx) => {
      await tx.execute(sql.raw(`SET LOCAL TimeZone = 'UTC'`));
      await tx.execute(sql.raw(`SET LOCAL IntervalStyle = 'postgres'`));
      await tx.execute(sql.raw(`SET LOCAL extra_float_digits = 1`));
      const checks: TableCheck[] = [];
      for (const name of await tablesInOrder(tx as unknown as Database)) {
        const lines = (await storedRowLines(tx as unknown as Database, name)).sort();
        const hash = createHash('sha256');
        for (const line of lines) hash.update(line).update('\n');
        checks.push({ name, rows: lines.length, sha256: hash.digest('hex') });
      }
      return checks;
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

/** Every sequence owned by a column (serial or identity) set to at least the column's highest value, so new rows get new ids. */
export async function setSequencesPastIds(db: Database): Promise<{ sequence: string; value: number }[]> {
  const owned = rowsOf<{ sequence: string; table: string; column: string }>(
    await db.execute(
      sql.raw(`SELECT s.relname AS sequence, t.relname AS "table", a.attname AS "column"
               FROM pg_depend d
               JOIN pg_class s ON s.oid = d.objid AND s.relkind = 'S'
               JOIN pg_class t ON t.oid = d.refobjid
               JOIN pg_namespace n ON n.oid = t.relnamespace AND n.nspname = 'public'
               JOIN pg_attribute a ON a.attrelid = t.oid AND a.attnum = d.refobjsubid
               WHERE d.classid = 'pg_class'::regclass AND d.refclassid = 'pg_class'::regclass AND d.deptype IN ('a', 'i')
               ORDER BY s.relname`),
    ),
  );
  const set: { sequence: string; value: number }[] = [];
  for (const { sequence, table, column } of owned) {
    const [row] = rowsOf<{ value: string | null }>(
      await db.execute(
        sql.raw(`SELECT setval('public.${quote(sequence)}',
                   GREATEST((SELECT max(${quote(column)}) FROM public.${quote(table)}), (SELECT last_value FROM public.${quote(sequence)})),
                   true)::text AS value
                 WHERE EXISTS (SELECT 1 FROM public.${quote(table)})`),
      ),
    );
    if (row?.value) set.push({ sequence, value: Number(row.value) });
  }
  return set;
}

/** The tables (and other objects) a database that is not empty already holds: named in the refusal. */
async function whatTheTargetHolds(db: Database): Promise<string[]> {
  return rowsOf<{ name: string }>(
    await db.execute(
      sql.raw(`SELECT n.nspname || '.' || c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
               WHERE (n.nspname = 'public' AND c.relkind IN ('r', 'p', 'v', 'S')) OR (n.nspname = 'drizzle' AND c.relkind = 'r')
               ORDER BY 1 LIMIT 4`),
    ),
  ).map((row) => row.name);
}

/** Refuses a target that is not empty, before anything is written to it. */
export async function checkTargetEmpty(target: Database): Promise<void> {
  if (await isDatabaseEmpty(target)) return;
  const held = await whatTheTargetHolds(target);
  throw new BackupError(
    `the target database is not empty (it holds ${held.length > 0 ? held.join(', ') : 'the drizzle schema'}${held.length >= 4 ? '…' : ''}): ` +
      'move into a new, empty database (CREATE DATABASE …); nothing was written',
  );
}

export interface MoveOptions {
  /** The embedded database, opened on DATA_DIR/pglite while no server runs on it: only read. */
  source: Pick<DatabaseHandle, 'db' | 'kind'>;
  /** The empty PostgreSQL database. */
  target: DatabaseHandle;
  /** DATA_DIR: its files (uploads, private files, keys) stay where they are unless `filesTo` names another folder. */
  dataDir: string;
  /** Another data folder for the server on PostgreSQL (e.g. on another machine's disk): the files are copied there. */
  filesTo?: string;
  progress?: Progress;
}

export interface MoveResult {
  migration: MigrationLevel;
  tables: TableCheck[];
  sequences: { sequence: string; value: number }[];
  /** The code's migrations after the source's level, applied to the target once the copy was checked. */
  newerMigrations: boolean;
  /** The folder the server on PostgreSQL reads its files from, and how many files were copied into it (0: left in place). */
  filesDir: string;
  filesCopied: number;
}

/**
 * Copies the whole resort from `source` into the empty `target` and checks it. Throws BackupError when the target is
 * not empty (nothing written) or when the copy differs from the source (the target is left for inspection).
 */
export async function moveToPostgres(options: MoveOptions): Promise<MoveResult> {
  const { source, target, dataDir } = options;
  const progress = options.progress ?? (() => undefined);
  if (source.kind !== 'pglite') throw new BackupError('the source must be the embedded database (DATA_DIR/pglite)');
  if (target.kind !== 'postgres') throw new BackupError('the target must be a PostgreSQL database (--to postgres://…)');
  await checkTargetEmpty(target.db);

  progress('reading the embedded database (one snapshot)…');
  const exported = await exportDatabase(source.db, progress);
  const archive: Archive = {
    manifest: {
      format: ARCHIVE_FORMAT,
      product: 'ken-resort',
      version: 'move-to-postgres',
      createdAt: new Date().toISOString(),
      database: 'pglite',
      migration: exported.migration,
      tables: exported.tables.map((table) => ({ name: table.name, rows: table.rows })),
      sequences: exported.sequences,
      entries: [],
    },
    entries: new Map(exported.tables.map((table) => [`db/${table.name}.jsonl`, table.lines])),
  };
  // No file entries: restoreBackup writes only the database here.
  await restoreBackup(archive, { handle: target, dataDir }, progress, { newerMigrations: false });
  const sequences = await setSequencesPastIds(target.db);

  progress('checking every table (rows and SHA-256)…');
  const [before, after] = [await tableChecksums(source.db), await tableChecksums(target.db)];
  const copied = new Map(after.map((table) => [table.name, table]));
  const differences = before.flatMap((table) => {
    const other = copied.get(table.name);
    if (!other) return [`${table.name} is missing`];
    if (other.rows !== table.rows) return [`${table.name}: ${table.rows} rows in the source, ${other.rows} in the target`];
    return other.sha256 === table.sha256 ? [] : [`${table.name}: the rows differ (SHA-256)`];
  });
  const extra = after
    .filter((table) => !before.some((source) => source.name === table.name))
    .map((table) => `${table.name} is not in the source`);
  if (differences.length + extra.length > 0)
    throw new BackupError(
      `the copy does not match the source; the target is left as it is for inspection (drop it before trying again):\n  - ${[...differences, ...extra].join('\n  - ')}`,
    );
  for (const table of before) progress(`checked ${table.name}: ${table.rows} rows, sha256 ${table.sha256.slice(0, 12)}`);

  const newerMigrations = exported.migration.when < codeMigrationLevel().when;
  if (newerMigrations) {
    progress(`applying this code's newer migrations (up to ${codeMigrationLevel().tag})…`);
    await migrateDatabase(target);
  }

  const filesDir = path.resolve(options.filesTo ?? dataDir);
  let filesCopied = 0;
  if (filesDir !== path.resolve(dataDir)) {
    const files = filesUnder(dataDir);
    for (const name of files) {
      const from = path.join(dataDir, ...name.split('/'));
      const to = path.join(filesDir, ...name.split('/'));
      if (existsSync(to)) throw new BackupError(`${to} already exists: --files-to must name an empty folder`);
      mkdirSync(path.dirname(to), { recursive: true });
      copyFileSync(from, to);
      if (statSync(to).size !== statSync(from).size || !readFileSync(to).equals(readFileSync(from)))
        throw new BackupError(`${to} does not match ${from} after copying`);
      filesCopied++;
    }
    progress(`files: ${filesCopied} copied into ${filesDir}`);
  }
  return { migration: exported.migration, tables: before, sequences, newerMigrations, filesDir, filesCopied };
}

/** A connection string with its password hidden, for printing. */
export function withoutPassword(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '********';
    return parsed.toString();
  } catch {
    return url;
  }
}
