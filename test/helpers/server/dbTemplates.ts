// Migrated databases made once per test run (Jest's globalSetup) and copied for each test file.
// Every file still gets a database of its own; it only skips what is the same for all of them: PGlite's initdb
// (the slowest part of opening an empty PGlite, several seconds on a busy machine) and the migrations.
// The templates are keyed by a hash of everything that shapes a migrated database, so a changed migration
// never meets an old template; createTestDatabase still runs the migrator, which finds nothing to do.
import { createHash } from 'node:crypto';
import { cpSync, existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../../..');

/** Set by the global set-up: a folder holding `data/` (a PGlite data folder) and `data.tar` (the same, dumped). */
export const PGLITE_TEMPLATE_ENV = 'KEN_TEST_PGLITE_TEMPLATE';
/** Set by the global set-up: the name of a migrated database on TEST_DATABASE_URL's server, to clone. */
export const POSTGRES_TEMPLATE_ENV = 'KEN_TEST_POSTGRES_TEMPLATE';

function filesUnder(dir: string): string[] {
  return readdirSync(dir)
    .sort()
    .flatMap((name) => {
      const full = path.join(dir, name);
      return statSync(full).isDirectory() ? filesUnder(full) : [full];
    });
}

/** A short hash of the migrations, the code that applies them and the PGlite version. */
export function templateKey(): string {
  const hash = createHash('sha256');
  const inputs = [
    ...filesUnder(path.join(ROOT, 'src/server/db/migrations')),
    ...['migrate.ts', 'changes.ts', 'client.ts', 'pgliteWorker.mjs'].map((name) => path.join(ROOT, 'src/server/db', name)),
    path.join(ROOT, 'test/helpers/server/makePgliteTemplate.ts'),
    path.join(ROOT, 'node_modules/@electric-sql/pglite/package.json'),
  ];
  for (const file of inputs) hash.update(path.relative(ROOT, file)).update('\0').update(readFileSync(file)).update('\0');
  return hash.digest('hex').slice(0, 16);
}

let pgliteTarball: Blob | undefined;

/** The migrated PGlite data folder as a tarball for `loadDataDir`, or undefined when no template was made. */
export function pgliteTemplateTarball(): Blob | undefined {
  const dir = process.env[PGLITE_TEMPLATE_ENV];
  if (!dir || !existsSync(path.join(dir, 'data.tar'))) return undefined;
  pgliteTarball ??= new Blob([readFileSync(path.join(dir, 'data.tar'))]);
  return pgliteTarball;
}

/** Copies the migrated PGlite data folder to `target` (which must not exist yet); false when there is no template. */
export function copyPgliteTemplate(target: string): boolean {
  const dir = process.env[PGLITE_TEMPLATE_ENV];
  if (!dir || !existsSync(path.join(dir, 'data', 'PG_VERSION'))) return false;
  cpSync(path.join(dir, 'data'), target, { recursive: true });
  return true;
}
