import { existsSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../config';
import { createDatabase, type DatabaseHandle } from '../db/client';
import { BackupError, runningServer } from '../ops/backup';
import { checkTargetEmpty, moveToPostgres, withoutPassword } from '../ops/moveToPostgres';

const USAGE =
  'Usage: npm run move-to-postgres -- --to postgres://user:password@host:5432/database [--files-to DIR]\n' +
  '  copies the resort of DATA_DIR (its embedded database, with no server running on it) into an EMPTY PostgreSQL database;\n' +
  '  --files-to copies the files of DATA_DIR (uploads, private files, keys) into another folder, else they stay in DATA_DIR.';

/** `npm run move-to-postgres` (docs/operations.md, "Moving to PostgreSQL"). */
async function main() {
  const { values } = parseArgs({ options: { to: { type: 'string' }, 'files-to': { type: 'string' }, help: { type: 'boolean' } } });
  if (values.help || !values.to) {
    console.error(USAGE);
    process.exit(values.help ? 0 : 2);
  }
  if (!/^postgres(ql)?:\/\//.test(values.to)) throw new BackupError(`--to must be a postgres:// connection string, not ${values.to}`);
  const config = loadConfig();
  if (config.databaseUrl)
    throw new BackupError(
      'DATABASE_URL is set: this configuration already runs on PostgreSQL. Run the move with the embedded configuration (DATA_DIR, no DATABASE_URL) and name the target with --to.',
    );
  const pgliteDir = path.join(config.dataDir, 'pglite');
  const pid = runningServer(config.dataDir);
  if (pid !== undefined)
    throw new BackupError(
      `the server (pid ${pid}) is running on ${config.dataDir}; the embedded database belongs to it, and bookings written after the copy would stay behind. Stop the server, run the move, then start the server on PostgreSQL.`,
    );
  if (!existsSync(path.join(pgliteDir, 'PG_VERSION'))) throw new BackupError(`no embedded database in ${pgliteDir}: check DATA_DIR`);

  let target: DatabaseHandle | undefined;
  let source: DatabaseHandle | undefined;
  try {
    target = await createDatabase({ kind: 'postgres', url: values.to, poolMax: 2 });
    try {
      await target.ping();
    } catch (error) {
      throw new BackupError(`cannot reach ${withoutPassword(values.to)}: ${(error as Error).message}`);
    }
    // Refused before the source is even opened.
    await checkTargetEmpty(target.db);
    console.error(`  opening ${pgliteDir} (only read)…`);
    source = await createDatabase({ kind: 'pglite', dir: pgliteDir });
    const result = await moveToPostgres({
      source,
      target,
      dataDir: config.dataDir,
      filesTo: values['files-to'],
      progress: (message) => console.error(`  ${message}`),
    });
    const rows = result.tables.reduce((sum, table) => sum + table.rows, 0);
    console.log(
      [
        `Moved ${result.tables.length} tables (${rows} rows) into ${withoutPassword(values.to)} at migration ${result.migration.tag}` +
          `${result.newerMigrations ? ' (then migrated to this code)' : ''}; every table's rows and SHA-256 match the source.`,
        '',
        'To start the resort on PostgreSQL, change its configuration:',
        `  DATABASE_URL=${withoutPassword(values.to)}${values.to.includes('@') && new URL(values.to).password ? '   (with its real password)' : ''}`,
        `  DATA_DIR=${result.filesDir}   ${
          result.filesCopied > 0
            ? `(${result.filesCopied} files copied there: uploads, private files, keys)`
            : '(unchanged: the files — uploads, private files, keys — stay in this folder and the server on PostgreSQL keeps using it)'
        }`,
        `The embedded database in ${pgliteDir} is no longer used once DATABASE_URL is set: keep it (and a backup) until the resort runs well on PostgreSQL, then remove it.`,
      ].join('\n'),
    );
  } finally {
    await source?.close();
    await target?.close();
  }
}

main().catch((error) => {
  console.error(error instanceof BackupError || error instanceof ConfigError ? `Move failed: ${error.message}` : error);
  process.exit(1);
});
