// Jest globalSetup of the server and e2e projects: one migrated PGlite data folder per run of the migrations,
// which createTestDatabase (in memory) and the e2e server (on disk) copy instead of running initdb and the
// migrations in every file. See dbTemplates.ts.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { PGLITE_TEMPLATE_ENV, templateKey } from './dbTemplates';

const ROOT = path.resolve(__dirname, '../../..');

export default function globalSetupPglite(): void {
  const cache = path.join(ROOT, 'node_modules/.cache/ken-test');
  const folder = path.join(cache, `pglite-${templateKey()}`);
  if (!existsSync(path.join(folder, 'data.tar'))) {
    mkdirSync(cache, { recursive: true });
    const building = `${folder}.building-${process.pid}`;
    rmSync(building, { recursive: true, force: true });
    const made = spawnSync(process.execPath, ['--import', 'tsx', path.join(__dirname, 'makePgliteTemplate.ts'), building], {
      cwd: ROOT,
      stdio: 'inherit',
      // Jest's own options (--experimental-vm-modules) are not wanted by a plain script.
      env: { ...process.env, NODE_OPTIONS: '' },
    });
    if (made.status !== 0) throw new Error(`making the migrated PGlite template failed (exit ${made.status ?? made.signal})`);
    try {
      renameSync(building, folder);
    } catch (error) {
      // Another run made the same template meanwhile: theirs is as good as ours.
      rmSync(building, { recursive: true, force: true });
      if (!existsSync(path.join(folder, 'data.tar'))) throw error;
    }
  }
  process.env[PGLITE_TEMPLATE_ENV] = folder;
}
