import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig, REPO_ROOT } from '../config';
import { createDatabase } from '../db/client';
import { BackupError, runningServer, writeBackup } from '../ops/backup';

const USAGE = 'Usage: npm run backup -- --out FILE.tar.gz   (reads DATA_DIR and DATABASE_URL like the server)';

/** `npm run backup`: one archive of the database, the files of DATA_DIR and the keys (docs/operations.md, "Backups"). */
async function main() {
  const { values } = parseArgs({ options: { out: { type: 'string' }, help: { type: 'boolean' } } });
  if (values.help || !values.out) {
    console.error(USAGE);
    process.exit(values.help ? 0 : 2);
  }
  const out = path.resolve(values.out);
  const config = loadConfig();
  if (!config.databaseUrl) {
    const pid = runningServer(config.dataDir);
    if (pid !== undefined)
      throw new BackupError(
        `the server (pid ${pid}) is running on ${config.dataDir}; the embedded database belongs to it. Stop the server first and run the backup again, or ask the running server for it: POST /api/dashboard/backup/ as an admin (docs/operations.md, "Backups").`,
      );
    if (!existsSync(path.join(config.dataDir, 'pglite', 'PG_VERSION')))
      throw new BackupError(`no database in ${path.join(config.dataDir, 'pglite')}: check DATA_DIR (or set DATABASE_URL)`);
  }
  const handle = config.databaseUrl
    ? await createDatabase({ kind: 'postgres', url: config.databaseUrl, poolMax: 2 })
    : await createDatabase({ kind: 'pglite', dir: path.join(config.dataDir, 'pglite') });
  try {
    const { version } = JSON.parse(readFileSync(path.join(REPO_ROOT, 'package.json'), 'utf8')) as { version: string };
    const result = await writeBackup({ handle, dataDir: config.dataDir, version }, out, (message) => console.error(`  ${message}`));
    const tables = result.manifest.tables.length;
    const rows = result.manifest.tables.reduce((sum, table) => sum + table.rows, 0);
    const files = result.manifest.entries.filter((entry) => entry.name.startsWith('files/')).length;
    console.log(
      `Backup written to ${result.file} (${(result.bytes / 1024 / 1024).toFixed(2)} MB): ${tables} tables, ${rows} rows, ${files} files, ` +
        `migration ${result.manifest.migration.tag}.`,
    );
  } finally {
    await handle.close();
  }
}

main().catch((error) => {
  console.error(error instanceof BackupError || error instanceof ConfigError ? `Backup failed: ${error.message}` : error);
  process.exit(1);
});
