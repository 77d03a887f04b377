#!/usr/bin/env node
// `npm test`: everything a fresh machine needs, then every Jest project.
// Builds the web app for the end-to-end project unless SKIP_BUILD=1 (CI builds once before),
// and runs Jest with --experimental-vm-modules because PGlite loads its WebAssembly through import().
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const run = (cmd, args, env = {}) => {
  const result = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0 && result.status !== null) process.exit(result.status);
  if (result.signal) process.exit(1);
};

if (process.env.SKIP_BUILD !== '1') {
  console.log('› building the web app for the end-to-end tests');
  run('npx', ['webpack', '--mode', 'production']);
}
if (!existsSync('dist/index.html')) {
  console.error('dist/index.html is missing: the web app was not built.');
  process.exit(1);
}

const nodeOptions = [process.env.NODE_OPTIONS, '--experimental-vm-modules', '--no-warnings'].filter(Boolean).join(' ');
run('npx', ['jest', ...process.argv.slice(2)], { NODE_OPTIONS: nodeOptions });
