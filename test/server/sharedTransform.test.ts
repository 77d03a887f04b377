// The tests' own transform (test/helpers/sharedTransform.cjs): babel-jest's output, compiled once for every project
// and worker of a run. Checked here because a wrong key would hand one file's code to another, or a file compiled
// for one kind of module to a project that loads the other kind.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import babelJestModule from 'babel-jest';
import os from 'node:os';
import path from 'node:path';

interface Transformer {
  getCacheKey(source: string, file: string, options: object): string;
  process(source: string, file: string, options: object): { code: string; map?: unknown };
}

const root = path.resolve(__dirname, '../..');
const file = path.join(root, 'src/shared/example.ts');
const source = 'export const twice = (n: number): number => n * 2;\nexport type Twice = typeof twice;\n';

let cacheDir: string;
let shared: Transformer;

/** What Jest hands a transformer for a CommonJS file of a project whose configuration reads `project`. */
function options(project: string, flags: Partial<Record<'supportsStaticESM' | 'instrument', boolean>> = {}) {
  return {
    config: { rootDir: root, cwd: root },
    configString: JSON.stringify({ displayName: project, moduleNameMapper: { project } }),
    instrument: flags.instrument ?? false,
    supportsDynamicImport: true,
    supportsExportNamespaceFrom: false,
    supportsStaticESM: flags.supportsStaticESM ?? false,
    supportsTopLevelAwait: false,
    transformerConfig: {},
    cacheFS: new Map(),
  };
}

const keptFiles = () =>
  readdirSync(cacheDir, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.json'))
    .map((name) => path.join(cacheDir, name));

beforeEach(() => {
  cacheDir = mkdtempSync(path.join(os.tmpdir(), 'ken-transform-'));
  process.env.KEN_TRANSFORM_CACHE = cacheDir;
  jest.isolateModules(() => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- a fresh copy that reads the folder set above
    shared = require('../helpers/sharedTransform.cjs');
  });
});

afterEach(() => {
  delete process.env.KEN_TRANSFORM_CACHE;
  rmSync(cacheDir, { recursive: true, force: true });
});

test('gives babel-jest’s own code, and keeps it once for every project', () => {
  const babelJest = (babelJestModule as unknown as { createTransformer(): Transformer }).createTransformer();
  const expected = babelJest.process(source, file, options('server'));
  const first = shared.process(source, file, options('server'));
  expect(first.code).toBe(expected.code);
  expect(first.code).toContain('exports.twice');
  expect(first.code).not.toContain(': number');

  // Another project (another configuration) has the same key and reads the kept copy: changing that copy on disk
  // shows which one was answered.
  expect(shared.getCacheKey(source, file, options('e2e'))).toBe(shared.getCacheKey(source, file, options('server')));
  const [kept] = keptFiles();
  writeFileSync(kept, JSON.stringify({ code: '/* kept */', map: null }));
  expect(shared.process(source, file, options('e2e')).code).toBe('/* kept */');
  expect(keptFiles()).toHaveLength(1);
});

test('keeps apart what Babel compiles differently', () => {
  const key = shared.getCacheKey(source, file, options('server'));
  expect(shared.getCacheKey(`${source}\n`, file, options('server'))).not.toBe(key);
  expect(shared.getCacheKey(source, path.join(root, 'src/shared/other.ts'), options('server'))).not.toBe(key);
  expect(shared.getCacheKey(source, file, options('server', { supportsStaticESM: true }))).not.toBe(key);
  expect(shared.getCacheKey(source, file, options('server', { instrument: true }))).not.toBe(key);
  // A client file goes through the configuration's override (the client's import() compiled to require).
  const clientFile = path.join(root, 'src/client/example.ts');
  expect(shared.getCacheKey(source, clientFile, options('client'))).not.toBe(shared.getCacheKey(source, file, options('client')));
});

test('waits for a file another worker is compiling, and takes over a lock its worker left behind', async () => {
  const key = shared.getCacheKey(source, file, options('server'));
  const folder = path.join(cacheDir, key.slice(0, 2));
  const result = path.join(folder, `${key}.json`);
  const lock = `${result}.lock`;
  mkdirSync(folder, { recursive: true });

  // Another worker holds the lock and finishes 400 ms later, writing its result as the transform does: whole, by a
  // rename, so that a reader never sees half of it.
  writeFileSync(lock, '');
  const other = spawn(process.execPath, [
    '-e',
    `const fs = require('fs');
     setTimeout(() => {
       fs.writeFileSync(${JSON.stringify(`${result}.tmp`)}, JSON.stringify({ code: '/* other worker */', map: null }));
       fs.renameSync(${JSON.stringify(`${result}.tmp`)}, ${JSON.stringify(result)});
     }, 400)`,
  ]);
  const exited = new Promise((resolve) => other.on('exit', resolve));
  expect(shared.process(source, file, options('server')).code).toBe('/* other worker */');
  await exited;

  // A lock a minute old, with no result: its worker died, so this one compiles, keeps the result and removes it.
  rmSync(result);
  const old = new Date(Date.now() - 60_000);
  utimesSync(lock, old, old);
  expect(shared.process(source, file, options('server')).code).toContain('exports.twice');
  expect(existsSync(lock)).toBe(false);
  expect(existsSync(result)).toBe(true);
});
