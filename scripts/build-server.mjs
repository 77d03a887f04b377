#!/usr/bin/env node
// `npm run build:server`: the API server as plain JavaScript in dist-server/, so `npm start` runs node on it
// instead of transpiling TypeScript at every start (tsx stays for `npm run dev:server`). One file per source
// file, same tree (dist-server/server, dist-server/shared), so every __dirname-relative path still resolves:
// the repository root (config.ts), the migrations and the PGlite worker, which are copied beside the code.
// esbuild is the one tsx already ships; it strips types only: `npm run typecheck` is where types are checked.
import { build } from 'esbuild';
import { cpSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const out = path.join(root, 'dist-server');

const sources = (dir) =>
  readdirSync(path.join(root, dir), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.ts') && !entry.name.endsWith('.d.ts'))
    .map((entry) => path.join(entry.parentPath, entry.name));

const started = performance.now();
rmSync(out, { recursive: true, force: true });
await build({
  entryPoints: [...sources('src/server'), ...sources('src/shared')],
  outdir: out,
  outbase: path.join(root, 'src'),
  format: 'cjs',
  platform: 'node',
  target: 'node20',
  sourcemap: 'linked',
  logLevel: 'warning',
});
cpSync(path.join(root, 'src/server/db/migrations'), path.join(out, 'server/db/migrations'), { recursive: true });
cpSync(path.join(root, 'src/server/db/pgliteWorker.mjs'), path.join(out, 'server/db/pgliteWorker.mjs'));
console.log(`server built into dist-server/ in ${Math.round(performance.now() - started)} ms`);
