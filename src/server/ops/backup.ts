// Backup and restore of a whole resort (docs/operations.md, "Backups"): the database as a logical export this code
// reads back (every table of the public schema as JSON lines, in foreign-key order, and the sequences' values), the
// files of DATA_DIR (public uploads, private files, keys) and a manifest with the version, the migration level, the
// rows per table and a SHA-256 per entry. One gzip'd tar archive; works the same on PGlite and PostgreSQL.
import { createHash } from 'node:crypto';
import {
  cpSync,
  createWriteStream,
  existsSync,
  linkSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { once } from 'node:events';
import type { Writable } from 'node:stream';
import { createGzip, gunzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import type { Database, DatabaseHandle } from '../db/client';
import { MIGRATIONS_DIR, migrateDatabase } from '../db/migrate';
import { readTar, tarEnd, tarHeader, tarPadding } from './tar';

export const ARCHIVE_FORMAT = 1;
const MANIFEST = 'manifest.json';
/**
 * Entries of DATA_DIR that are not copied: the PGlite database (exported logically), the server's pid file and the
 * link-preview pictures (modules/site/previews.ts), which are made again from the pictures on first request.
 */
const NOT_FILES = new Set(['pglite', 'server.pid', 'previews']);

export class BackupError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BackupError';
  }
}

export interface MigrationLevel {
  /** drizzle's `created_at` of the last applied migration (the journal's `when`). */
  when: number;
  /** Its tag in the journal, e.g. 0037_supplier_statements. */
  tag: string | null;
}

export interface Manifest {
  format: number;
  product: string;
  version: string;
  createdAt: string;
  database: 'pglite' | 'postgres';
  migration: MigrationLevel;
  /** Tables in the order they are restored (parents first), with their rows. */
  tables: { name: string; rows: number }[];
  sequences: Record<string, { value: number | null }>;
  /** Every other entry of the archive, with its size and SHA-256. */
  entries: { name: string; bytes: number; sha256: string }[];
}

export type Progress = (message: string) => void;

type Rows<T> = { rows: T[] };
const rowsOf = <T>(result: unknown) => (result as Rows<T>).rows;
const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;
const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

interface JournalEntry {
  when: number;
  tag: string;
}
function journal(folder = MIGRATIONS_DIR): JournalEntry[] {
  return (JSON.parse(readFileSync(path.join(folder, 'meta', '_journal.json'), 'utf8')) as { entries: JournalEntry[] }).entries;
}

/** The migration level of the code: its journal's last entry. */
export function codeMigrationLevel(): MigrationLevel {
  const last = journal().at(-1)!;
  return { when: last.when, tag: last.tag };
}

async function databaseMigrationLevel(db: Database): Promise<MigrationLevel> {
  const found = rowsOf<{ created_at: string | number }>(
    await db.execute(sql.raw('SELECT created_at FROM drizzle.__drizzle_migrations ORDER BY created_at DESC LIMIT 1')),
  );
  if (found.length === 0) throw new BackupError('the database has no migrations applied: nothing to back up');
  const when = Number(found[0].created_at);
  return { when, tag: journal().find((entry) => entry.when === when)?.tag ?? null };
}

/** The public schema's tables, parents before the tables whose foreign keys point at them. */
export async function tablesInOrder(db: Database): Promise<string[]> {
  const tables = rowsOf<{ name: string }>(
    await db.execute(
      sql.raw(`SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
               WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p') ORDER BY c.relname`),
    ),
  ).map((row) => row.name);
  const edges = rowsOf<{ child: string; parent: string }>(
    await db.execute(
      sql.raw(`SELECT ch.relname AS child, pa.relname AS parent FROM pg_constraint k
               JOIN pg_class ch ON ch.oid = k.conrelid JOIN pg_class pa ON pa.oid = k.confrelid
               JOIN pg_namespace n ON n.oid = ch.relnamespace
               WHERE k.contype = 'f' AND n.nspname = 'public' AND ch.oid <> pa.oid`),
    ),
  );
  const ordered: string[] = [];
  const state = new Map<string, 'visiting' | 'done'>();
  const visit = (table: string) => {
    if (state.get(table) === 'done') return;
    if (state.get(table) === 'visiting') throw new BackupError(`foreign keys form a cycle through ${table}`);
    state.set(table, 'visiting');
    for (const edge of edges) if (edge.child === table) visit(edge.parent);
    state.set(table, 'done');
    ordered.push(table);
  };
  tables.forEach(visit);
  return ordered;
}

async function primaryKeyOrder(db: Database, table: string): Promise<string> {
  const columns = rowsOf<{ name: string }>(
    await db.execute(
      sql`SELECT a.attname AS name FROM pg_index i
          JOIN pg_attribute a ON a.attrelid = i.indrelid AND a.attnum = ANY(i.indkey)
          WHERE i.indrelid = ${`public.${quote(table)}`}::regclass AND i.indisprimary ORDER BY array_position(i.indkey, a.attnum)`,
    ),
  ).map((row) => `t.${quote(row.name)}`);
  return columns.length > 0 ? ` ORDER BY ${columns.join(', ')}` : '';
}

/**
 * A table's stored columns, quoted, in their order: every column but the generated ones (users.search_text), which a
 * database computes from the others. A backup holds, a restore writes and the move to PostgreSQL compares these.
 */
export async function storedColumns(db: Database, table: string): Promise<string[]> {
  return rowsOf<{ name: string }>(
    await db.execute(
      sql`SELECT attname AS name FROM pg_attribute WHERE attrelid = ${`public.${quote(table)}`}::regclass
          AND attnum > 0 AND NOT attisdropped AND attgenerated = '' ORDER BY attnum`,
    ),
  ).map((row) => quote(row.name));
}

/** A table's rows as `row_to_json` text of its stored columns (storedColumns), in `order` (an ORDER BY over alias t, or ''). */
export async function storedRowLines(db: Database, table: string, order = ''): Promise<string[]> {
  const columns = await storedColumns(db, table);
  return rowsOf<{ line: string }>(
    await db.execute(
      sql.raw(`SELECT row_to_json(t)::text AS line FROM (SELECT ${columns.join(', ')} FROM public.${quote(table)}) t${order}`),
    ),
  ).map((row) => row.line);
}

interface DatabaseExport {
  migration: MigrationLevel;
  tables: { name: string; lines: Buffer; rows: number }[];
  sequences: Record<string, { value: number | null }>;
}

/** Every table and sequence, read in one REPEATABLE READ, READ ONLY transaction: one consistent snapshot. */
export async function exportDatabase(db: Database, progress: Progress = () => undefined): Promise<DatabaseExport> {
  return db.transaction(
    async (tx) => {
      const migration = await databaseMigrationLevel(tx as unknown as Database);
      const names = await tablesInOrder(tx as unknown as Database);
      const tables: DatabaseExport['tables'] = [];
      for (const name of names) {
        const order = await primaryKeyOrder(tx as unknown as Database, name);
        const lines = await storedRowLines(tx as unknown as Database, name, order);
        tables.push({ name, rows: lines.length, lines: Buffer.from(lines.map((line) => `${line}\n`).join(''), 'utf8') });
        progress(`table ${name}: ${lines.length} rows`);
      }
      const sequences: DatabaseExport['sequences'] = {};
      for (const row of rowsOf<{ name: string; value: string | null }>(
        await tx.execute(sql.raw(`SELECT sequencename AS name, last_value::text AS value FROM pg_sequences WHERE schemaname = 'public'`)),
      ))
        sequences[row.name] = { value: row.value === null ? null : Number(row.value) };
      return { migration, tables, sequences };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

export function filesUnder(root: string, dir = root): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => !(dir === root && NOT_FILES.has(entry.name)))
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return filesUnder(root, full);
      return entry.isFile() ? [path.relative(root, full).split(path.sep).join('/')] : [];
    });
}

export interface BackupSource {
  handle: Pick<DatabaseHandle, 'db' | 'kind'>;
  dataDir: string;
  version: string;
}

/**
 * Writes the archive into `sink` (a file, or a reply streamed from the running server) and ends it; on a failure the
 * sink is destroyed, so a reader gets a truncated archive that `readBackup` refuses, never one that looks whole.
 */
export async function streamBackup(source: BackupSource, sink: Writable, progress: Progress = () => undefined): Promise<Manifest> {
  const gzip = createGzip();
  const piped = new Promise<void>((resolve, reject) => {
    sink.on('finish', resolve).on('error', reject);
    gzip.on('error', reject);
  });
  gzip.pipe(sink);
  const write = async (chunk: Buffer) => {
    if (!gzip.write(chunk)) await once(gzip, 'drain');
  };
  const entries: Manifest['entries'] = [];
  const now = new Date();
  const add = async (name: string, content: Buffer, mode?: number) => {
    await write(tarHeader(name, content.length, now, mode));
    await write(content);
    await write(tarPadding(content.length));
    entries.push({ name, bytes: content.length, sha256: sha256(content) });
  };
  try {
    progress('reading the database (one snapshot)…');
    const exported = await exportDatabase(source.handle.db, progress);
    for (const table of exported.tables) await add(`db/${table.name}.jsonl`, table.lines);
    const files = filesUnder(source.dataDir);
    let done = 0;
    for (const name of files) {
      await add(`files/${name}`, readFileSync(path.join(source.dataDir, ...name.split('/'))), 0o600);
      if (++done % 100 === 0 || done === files.length) progress(`files: ${done} of ${files.length}`);
    }
    const manifest: Manifest = {
      format: ARCHIVE_FORMAT,
      product: 'ken-resort',
      version: source.version,
      createdAt: now.toISOString(),
      database: source.handle.kind,
      migration: exported.migration,
      tables: exported.tables.map((table) => ({ name: table.name, rows: table.rows })),
      sequences: exported.sequences,
      entries,
    };
    const text = Buffer.from(JSON.stringify(manifest, null, 2));
    await write(tarHeader(MANIFEST, text.length, now));
    await write(text);
    await write(tarPadding(text.length));
    await write(tarEnd());
    gzip.end();
    await piped;
    return manifest;
  } catch (error) {
    gzip.destroy();
    sink.destroy(error as Error);
    throw error;
  }
}

/**
 * Writes the archive to `out`, which must not exist: written beside it as `out.partial` first and linked into
 * place at the end, so a stopped run never leaves a file that looks whole.
 */
export async function writeBackup(source: BackupSource, out: string, progress: Progress = () => undefined) {
  if (existsSync(out)) throw new BackupError(`${out} already exists: choose another name (a backup never overwrites a file)`);
  const partial = `${out}.partial`;
  if (existsSync(partial)) throw new BackupError(`${partial} exists: another backup is writing it, or remove it`);
  try {
    const manifest = await streamBackup(source, createWriteStream(partial, { flags: 'wx', mode: 0o600 }), progress);
    linkSync(partial, out);
    return { file: out, bytes: statSync(out).size, manifest };
  } finally {
    rmSync(partial, { force: true });
  }
}

export interface Archive {
  manifest: Manifest;
  entries: Map<string, Buffer>;
}

/** Reads and checks an archive: every entry present with its checksum, nothing else; throws BackupError otherwise. */
export function readBackup(file: string): Archive {
  if (!existsSync(file)) throw new BackupError(`${file} does not exist`);
  let entries;
  try {
    entries = readTar(gunzipSync(readFileSync(file)));
  } catch (error) {
    throw new BackupError(`${file} is damaged or truncated (${(error as Error).message}); nothing was restored`);
  }
  const byName = new Map(entries.map((entry) => [entry.name, entry.content]));
  const manifestText = byName.get(MANIFEST);
  if (!manifestText) throw new BackupError(`${file} has no manifest: not a Ken Resort backup, or truncated; nothing was restored`);
  const manifest = JSON.parse(manifestText.toString('utf8')) as Manifest;
  if (manifest.product !== 'ken-resort' || manifest.format !== ARCHIVE_FORMAT)
    throw new BackupError(`${file} is not a Ken Resort backup of format ${ARCHIVE_FORMAT}`);
  const problems: string[] = [];
  for (const entry of manifest.entries) {
    const content = byName.get(entry.name);
    if (!content) problems.push(`${entry.name} is missing`);
    else if (content.length !== entry.bytes || sha256(content) !== entry.sha256) problems.push(`${entry.name} does not match its checksum`);
  }
  const listed = new Set([MANIFEST, ...manifest.entries.map((entry) => entry.name)]);
  for (const name of byName.keys()) if (!listed.has(name)) problems.push(`${name} is not in the manifest`);
  if (problems.length > 0) throw new BackupError(`${file} is damaged; nothing was restored:\n  - ${problems.join('\n  - ')}`);
  byName.delete(MANIFEST);
  return { manifest, entries: byName };
}

/** Refuses an archive from code newer than this one (a migration this code does not know). */
export function checkMigrationLevel(manifest: Manifest): void {
  const code = codeMigrationLevel();
  const known = journal().some((entry) => entry.when === manifest.migration.when);
  if (manifest.migration.when > code.when || !known)
    throw new BackupError(
      `the backup comes from a newer version (${manifest.version}, migration ${manifest.migration.tag ?? manifest.migration.when}) ` +
        `than this code (migration ${code.tag}): restore it with that version or newer`,
    );
}

/** True when the database has no table in its public schema and no migration applied. */
export async function isDatabaseEmpty(db: Database): Promise<boolean> {
  const [row] = rowsOf<{ tables: number; drizzle: number }>(
    await db.execute(
      sql.raw(`SELECT (SELECT count(*)::int FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
                       WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p', 'v', 'S')) AS tables,
                      (SELECT count(*)::int FROM pg_namespace WHERE nspname = 'drizzle') AS drizzle`),
    ),
  );
  return row.tables === 0 && row.drizzle === 0;
}

/** Files already in a data folder (the PGlite folder and a development JWT secret made by reading the configuration aside). */
export function dataFolderFiles(dataDir: string): string[] {
  return filesUnder(dataDir).filter((name) => name !== 'jwt-secret');
}

/** Empties a database and a data folder (restore --force). */
export async function wipeTarget(db: Database | undefined, dataDir: string): Promise<void> {
  if (db) {
    await db.execute(sql.raw('DROP SCHEMA IF EXISTS drizzle CASCADE'));
    await db.execute(sql.raw('DROP SCHEMA IF EXISTS public CASCADE'));
    await db.execute(sql.raw('CREATE SCHEMA public'));
  }
  if (existsSync(dataDir))
    for (const name of readdirSync(dataDir)) if (name !== 'pglite') rmSync(path.join(dataDir, name), { recursive: true, force: true });
}

/** Applies the migrations up to the archive's level only (a copy of the journal cut there), so its rows fit. */
async function migrateTo(handle: DatabaseHandle, level: MigrationLevel): Promise<void> {
  const folder = mkdtempSync(path.join(tmpdir(), 'ken-restore-migrations-'));
  try {
    cpSync(MIGRATIONS_DIR, folder, { recursive: true });
    const file = path.join(folder, 'meta', '_journal.json');
    const whole = JSON.parse(readFileSync(file, 'utf8')) as { entries: JournalEntry[] };
    writeFileSync(file, JSON.stringify({ ...whole, entries: whole.entries.filter((entry) => entry.when <= level.when) }));
    const { migrate } =
      handle.kind === 'pglite' ? await import('drizzle-orm/pglite/migrator') : await import('drizzle-orm/node-postgres/migrator');
    await migrate(handle.db as never, { migrationsFolder: folder });
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

const BATCH_ROWS = 1000;

/**
 * Restores a checked archive into an empty database (opened, not migrated) and data folder: migrations up to the
 * archive's level, the rows (user triggers off while loading: the rows were checked when first written), the
 * sequences, then the code's newer migrations, then the files.
 */
export async function restoreBackup(
  archive: Archive,
  target: { handle: DatabaseHandle; dataDir: string },
  progress: Progress = () => undefined,
  /** false: stop at the archive's migration level (move-to-postgres checks the copy first, then migrates). */
  options: { newerMigrations?: boolean } = {},
): Promise<void> {
  checkMigrationLevel(archive.manifest);
  const { handle } = target;
  progress(`migrating the empty database to ${archive.manifest.migration.tag ?? archive.manifest.migration.when}…`);
  await migrateTo(handle, archive.manifest.migration);
  await handle.db.transaction(async (tx) => {
    const tables = archive.manifest.tables.map((table) => table.name);
    const present = new Set(
      rowsOf<{ name: string }>(
        await tx.execute(
          sql.raw(`SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
                   WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p')`),
        ),
      ).map((row) => row.name),
    );
    const missing = tables.filter((name) => !present.has(name));
    if (missing.length > 0)
      throw new BackupError(`the migrated database has no table ${missing.join(', ')}: the archive does not fit this code`);
    // Rows written by the migrations themselves are in the archive too, as they were when it was taken.
    if (present.size > 0) await tx.execute(sql.raw(`TRUNCATE ${[...present].map((name) => `public.${quote(name)}`).join(', ')} CASCADE`));
    for (const table of archive.manifest.tables) {
      const columns = await storedColumns(tx as unknown as Database, table.name);
      const lines = archive.entries.get(`db/${table.name}.jsonl`)!.toString('utf8').split('\n').filter(Boolean);
      if (lines.length !== table.rows)
        throw new BackupError(`db/${table.name}.jsonl has ${lines.length} rows, the manifest says ${table.rows}`);
      const name = `public.${quote(table.name)}`;
      await tx.execute(sql.raw(`ALTER TABLE ${name} DISABLE TRIGGER USER`));
      for (let start = 0; start < lines.length; start += BATCH_ROWS) {
        const json = `[${lines.slice(start, start + BATCH_ROWS).join(',')}]`;
        await tx.execute(
          sql`INSERT INTO ${sql.raw(name)} (${sql.raw(columns.join(', '))}) OVERRIDING SYSTEM VALUE
              SELECT ${sql.raw(columns.join(', '))} FROM json_populate_recordset(NULL::${sql.raw(name)}, ${json}::json)`,
        );
      }
      await tx.execute(sql.raw(`ALTER TABLE ${name} ENABLE TRIGGER USER`));
      progress(`table ${table.name}: ${lines.length} rows`);
    }
    for (const [sequence, { value }] of Object.entries(archive.manifest.sequences))
      if (value !== null) await tx.execute(sql`SELECT setval(${`public.${quote(sequence)}`}::regclass, ${value}, true)`);
  });
  if (options.newerMigrations !== false) {
    progress('applying newer migrations, if any…');
    await migrateDatabase(handle);
  }
  let written = 0;
  for (const [name, content] of archive.entries) {
    if (!name.startsWith('files/')) continue;
    const relative = name.slice('files/'.length);
    if (relative.split('/').some((part) => part === '..' || part === '') || path.isAbsolute(relative))
      throw new BackupError(`refusing the file name ${name}`);
    const full = path.join(target.dataDir, ...relative.split('/'));
    mkdirSync(path.dirname(full), { recursive: true });
    writeFileSync(full, content, { mode: 0o600 });
    written++;
  }
  progress(`files: ${written} written`);
}

/** The pid file a server on the embedded database keeps in DATA_DIR while it runs. */
export const serverPidFile = (dataDir: string) => path.join(dataDir, 'server.pid');

/** The pid of a live server that holds this data folder, if any. */
export function runningServer(dataDir: string): number | undefined {
  const file = serverPidFile(dataDir);
  if (!existsSync(file)) return undefined;
  const pid = Number(readFileSync(file, 'utf8').trim());
  if (!Number.isInteger(pid) || pid <= 0 || pid === process.pid) return undefined;
  try {
    process.kill(pid, 0);
    return pid;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM' ? pid : undefined;
  }
}
