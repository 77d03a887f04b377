import { existsSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../config';
import { createDatabase } from '../db/client';
import {
  BackupError,
  checkMigrationLevel,
  dataFolderFiles,
  isDatabaseEmpty,
  readBackup,
  restoreBackup,
  runningServer,
  wipeTarget,
} from '../ops/backup';

const USAGE =
  'Usage: npm run restore -- --in FILE.tar.gz [--force]   (into the DATA_DIR and DATABASE_URL of the configuration, which must be empty; --force empties them first)';

/** `npm run restore`: checks an archive whole, then restores it into an empty database and data folder. */
async function main() {
  const { values, positionals } = parseArgs({
    options: { in: { type: 'string' }, force: { type: 'boolean' }, help: { type: 'boolean' } },
    allowPositionals: true,
  });
  const file = values.in ?? positionals[0];
  if (values.help || !file) {
    console.error(USAGE);
    process.exit(values.help ? 0 : 2);
  }
  const config = loadConfig();
  console.error(`  checking ${file}…`);
  const archive = readBackup(path.resolve(file));
  checkMigrationLevel(archive.manifest);
  console.error(
    `  archive of ${archive.manifest.createdAt} (version ${archive.manifest.version}, migration ${archive.manifest.migration.tag}): checksums match`,
  );

  const pgliteDir = path.join(config.dataDir, 'pglite');
  if (!config.databaseUrl) {
    const pid = runningServer(config.dataDir);
    if (pid !== undefined) throw new BackupError(`the server (pid ${pid}) is running on ${config.dataDir}: stop it first.`);
    if (values.force) rmSync(pgliteDir, { recursive: true, force: true });
    if (existsSync(pgliteDir) && readdirSync(pgliteDir).length > 0)
      throw new BackupError(`${pgliteDir} already holds a database: restore into an empty DATA_DIR, or add --force to replace it`);
    mkdirSync(pgliteDir, { recursive: true });
  }
  const files = dataFolderFiles(config.dataDir);
  if (files.length > 0 && !values.force)
    throw new BackupError(
      `${config.dataDir} is not empty (${files.slice(0, 3).join(', ')}…): restore into an empty DATA_DIR, or add --force`,
    );
  const handle = config.databaseUrl
    ? await createDatabase({ kind: 'postgres', url: config.databaseUrl, poolMax: 2 })
    : await createDatabase({ kind: 'pglite', dir: pgliteDir });
  try {
    if (config.databaseUrl && !(await isDatabaseEmpty(handle.db))) {
      if (!values.force)
        throw new BackupError('the database of DATABASE_URL is not empty: restore into an empty database, or add --force to replace it');
    }
    if (values.force) await wipeTarget(config.databaseUrl ? handle.db : undefined, config.dataDir);
    await restoreBackup(archive, { handle, dataDir: config.dataDir }, (message) => console.error(`  ${message}`));
    const rows = archive.manifest.tables.reduce((sum, table) => sum + table.rows, 0);
    console.log(
      `Restored ${archive.manifest.tables.length} tables (${rows} rows) and the files into ${config.databaseUrl ? 'DATABASE_URL' : pgliteDir} and ${config.dataDir}.`,
    );
  } finally {
    await handle.close();
  }
}

main().catch((error) => {
  console.error(error instanceof BackupError || error instanceof ConfigError ? `Restore failed: ${error.message}` : error);
  process.exit(1);
});
