import { existsSync, mkdirSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { AppConfig } from '../config';
import { PgliteThread } from './pgliteThread';

// Light on purpose (no schema, no drizzle): main.ts loads it first, so PGlite's thread starts compiling and opening
// before the rest of the server loads (docs/performance.md, "Start-up and memory").

/**
 * PGlite's default shared_buffers (128 MB) is allocated and touched at open: ~120 MB of resident memory for a
 * database of a few MB whose files the OS caches anyway. 32 MB measured no slower; 16 MB took a bare PGlite
 * from 224 to 173 MB after twenty joins of every booking, opening no slower (docs/performance.md).
 */
export const PGLITE_OPTIONS = { postgresqlconf: ['shared_buffers=16MB'] };

/** PGlite in its own thread, compiling its WebAssembly and opening `dir` (undefined = in memory) from now on. */
export function spawnPglite(dir: string | undefined, loadDataDir?: Blob): PgliteThread {
  return PgliteThread.spawn(dir, loadDataDir ? { ...PGLITE_OPTIONS, loadDataDir } : PGLITE_OPTIONS);
}

/** The embedded database's folder holds something but cannot be opened: the server stops and says what to do. */
export class DataFolderUnusable extends Error {
  constructor(dir: string, reason: string) {
    super(
      `The embedded database in ${dir} cannot be opened (${reason}). Nothing in it was changed, and it will not be ` +
        'replaced by an empty one. Keep the folder as it is (copy it aside for inspection), then restore the last backup ' +
        'into an empty DATA_DIR: npm run restore -- --in FILE (docs/operations.md, "Backups").',
    );
    this.name = 'DataFolderUnusable';
  }
}

export interface EmbeddedStart {
  dir: string;
  thread: PgliteThread;
  /** What a failure to open becomes: DataFolderUnusable for a folder that held a database. */
  failure(error: unknown): Error;
}

/**
 * PGlite makes a new, empty database in a folder without PG_VERSION: only a folder that is missing or empty may get one.
 * A folder with files but no PG_VERSION (a half-copied or damaged one) is refused here, before PGlite sees it; one
 * PGlite fails to open is refused by `failure`, so a resort's data is never silently traded for an empty database. A
 * folder left by a killed process opens as usual (PostgreSQL replays its write-ahead log).
 */
export function startEmbedded(config: Pick<AppConfig, 'dataDir'>): EmbeddedStart {
  const dir = path.join(config.dataDir, 'pglite');
  const entries = existsSync(dir) ? readdirSync(dir) : [];
  if (entries.length > 0 && !entries.includes('PG_VERSION')) throw new DataFolderUnusable(dir, 'it holds files but no PG_VERSION');
  mkdirSync(dir, { recursive: true });
  return {
    dir,
    thread: spawnPglite(dir),
    failure: (error) =>
      entries.length === 0 ? (error as Error) : new DataFolderUnusable(dir, error instanceof Error ? error.message : String(error)),
  };
}
