// Jest's transform for our TypeScript and the ES-module packages: babel-jest, with one compiled copy of each file
// shared by every project and every worker of a run (and kept on disk for the next run).
//
// Jest keeps transformed files per project (its cache folder's name and babel-jest's cache key both hold the project's
// whole configuration), so on a fresh clone the server's ~1,000 modules were compiled by Babel once for each project
// that loads them (server, server-pg, e2e) and, since every worker starts at once and asks for the same modules in the
// same order, once in each of the four workers: up to twelve times the same work. Here the key is babel-jest's own
// (the Babel options as Babel resolved them for the file, its caller's flags, the source, the file's path, coverage,
// the environment and Node's version) without the project's configuration, which Babel never sees; the result is
// kept in node_modules/.cache/ken-test/babel. A worker that needs a file another worker is compiling waits for it
// (a lock file per key) instead of compiling it too. Jest still keeps its own per-project cache in front of this.
'use strict';
const { createHash } = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');

const babelJest = require('babel-jest').default;

const inner = babelJest.createTransformer();
const CACHE_DIR = process.env.KEN_TRANSFORM_CACHE ?? path.resolve(__dirname, '../../node_modules/.cache/ken-test/babel');
/** A lock older than this is a worker that died while compiling: the file is compiled again. */
const STALE_LOCK_MS = 30_000;
const VERSION = createHash('sha1')
  .update(fs.readFileSync(__filename))
  .update(require('babel-jest/package.json').version)
  .update(require('@babel/core/package.json').version)
  .digest('hex');

const sleeper = new Int32Array(new SharedArrayBuffer(4));
const sleep = (ms) => Atomics.wait(sleeper, 0, 0, ms);

function sharedKey(sourceText, sourcePath, transformOptions) {
  // babel-jest's key with the project's configuration left out (it is hashed in as text; Babel's options are not).
  const key = inner.getCacheKey(sourceText, sourcePath, { ...transformOptions, configString: '' });
  return createHash('sha1').update(VERSION).update('\0').update(key).digest('hex');
}

function readResult(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

function writeResult(file, result) {
  const temporary = `${file}.${process.pid}.${Date.now()}.tmp`;
  fs.writeFileSync(temporary, JSON.stringify(result));
  fs.renameSync(temporary, file); // whole or absent for the other workers
}

/** Takes the key's lock, or waits while another worker holds it; returns whether this worker must compile. */
function lockOrWait(file, lock) {
  for (;;) {
    try {
      fs.closeSync(fs.openSync(lock, 'wx'));
      return true;
    } catch (error) {
      if (error.code !== 'EEXIST') return true; // no lock to be had (read-only folder): compile here
    }
    if (fs.existsSync(file)) return false;
    let age;
    try {
      age = Date.now() - fs.statSync(lock).mtimeMs;
    } catch {
      continue; // released just now: look again
    }
    if (age > STALE_LOCK_MS) {
      fs.rmSync(lock, { force: true });
      continue;
    }
    sleep(15);
  }
}

module.exports = {
  canInstrument: true,
  getCacheKey(sourceText, sourcePath, transformOptions) {
    return sharedKey(sourceText, sourcePath, transformOptions);
  },
  process(sourceText, sourcePath, transformOptions) {
    const key = sharedKey(sourceText, sourcePath, transformOptions);
    const folder = path.join(CACHE_DIR, key.slice(0, 2));
    const file = path.join(folder, `${key}.json`);
    const kept = readResult(file);
    if (kept) return kept;
    try {
      fs.mkdirSync(folder, { recursive: true });
    } catch {
      return inner.process(sourceText, sourcePath, transformOptions);
    }
    const lock = `${file}.lock`;
    const owned = lockOrWait(file, lock);
    try {
      // Finished by the worker this one waited for, or by another between the first look and the lock.
      const again = readResult(file);
      if (again) return again;
      const result = inner.process(sourceText, sourcePath, transformOptions);
      try {
        writeResult(file, { code: result.code, map: result.map ?? null });
      } catch {
        // a full disk only costs the next worker a compile
      }
      return result;
    } finally {
      if (owned) fs.rmSync(lock, { force: true });
    }
  },
};
