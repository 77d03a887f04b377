// The embedded database's folder (issue 28 §3): one that cannot be opened is reported with what to do (restore the
// last backup) and is never replaced by an empty database; nothing in it is changed.
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadConfig } from '../../src/server/config';
import { openConfiguredDatabase } from '../../src/server/db/open';
import { TEST_JWT_SECRET } from '../helpers/server/testApp';

const folders: string[] = [];
afterAll(() => folders.forEach((folder) => rmSync(folder, { recursive: true, force: true })));

function dataDir() {
  const folder = mkdtempSync(path.join(tmpdir(), 'ken-datafolder-'));
  folders.push(folder);
  return folder;
}
const configFor = (folder: string) => loadConfig({ NODE_ENV: 'test', DATA_DIR: folder, JWT_SECRET: TEST_JWT_SECRET, LOG_LEVEL: 'silent' });

/** Every file under a folder with its bytes' hash: what "nothing was changed" means. */
function fingerprint(folder: string): Record<string, string> {
  const files: Record<string, string> = {};
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const full = path.join(dir, name);
      if (statSync(full).isDirectory()) walk(full);
      else files[path.relative(folder, full)] = createHash('sha256').update(readFileSync(full)).digest('hex');
    }
  };
  walk(folder);
  return files;
}

it('refuses a folder with files but no PG_VERSION, says to restore the last backup, and changes nothing', async () => {
  const folder = dataDir();
  const pglite = path.join(folder, 'pglite');
  mkdirSync(path.join(pglite, 'base', '5'), { recursive: true });
  writeFileSync(path.join(pglite, 'base', '5', '16384'), Buffer.alloc(8192, 1));
  writeFileSync(path.join(pglite, 'postgresql.conf'), '# half a copy\n');
  const before = fingerprint(pglite);

  await expect(openConfiguredDatabase(configFor(folder))).rejects.toThrow(/cannot be opened.*no PG_VERSION.*npm run restore/s);
  expect(fingerprint(pglite)).toEqual(before);
});

it('refuses a database folder PGlite cannot open (a damaged pg_control), never starting an empty one in its place', async () => {
  const folder = dataDir();
  const pglite = path.join(folder, 'pglite');
  const { handle } = await openConfiguredDatabase(configFor(folder));
  await handle.db.execute('CREATE TABLE kept_rows (id int)');
  await handle.close();
  writeFileSync(path.join(pglite, 'global', 'pg_control'), Buffer.alloc(8192, 7));
  const before = fingerprint(pglite);

  const opening = openConfiguredDatabase(configFor(folder));
  await expect(opening).rejects.toThrow(/embedded database in .*pglite cannot be opened/);
  await expect(opening).rejects.toThrow(/will not be replaced by an empty one.*npm run restore -- --in FILE/s);
  expect(fingerprint(pglite)).toEqual(before);
}, 120_000);

it('opens a missing or empty folder as a new database', async () => {
  const folder = dataDir();
  mkdirSync(path.join(folder, 'pglite'));
  const { handle } = await openConfiguredDatabase(configFor(folder));
  await handle.ping();
  await handle.close();
});
