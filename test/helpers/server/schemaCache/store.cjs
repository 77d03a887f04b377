// Compiled route schemas kept between the test files of one Jest worker, and on disk between workers and runs.
//
// Jest evaluates the whole server again for each test file (a module registry and a JavaScript realm of its own), so
// every file's app compiled all of its ~340 routes' Ajv validators and fast-json-stringify serializers anew: about
// a third of what a server or e2e file spends before its first test. What is kept here is the generated JavaScript
// SOURCE of each compiled function (Ajv's and fast-json-stringify's own "standalone" output), never a function: a
// function made in one file's realm would carry that realm's Date, Array and Error into the next file. Each file
// evaluates the kept source in its own realm, which is a parse instead of a code generation.
//
// The key is a hash of everything that shapes the generated code: the schema, the shared schemas the app added,
// the compiler's options and the versions of the compilers. A miss compiles exactly as Fastify would, in the
// standalone form, and the source is then evaluated the same way as a hit, so the first file and the rest run the
// same validators. Used only by Jest (jest.config.js moduleNameMapper); the server itself never loads this.
'use strict';

const { createHash } = require('node:crypto');
const { mkdirSync, readFileSync, renameSync, writeFileSync } = require('node:fs');
const path = require('node:path');

const ROOT = path.resolve(__dirname, '../../../..');
const packageDir = (name, from = ROOT) => path.dirname(require.resolve(`${name}/package.json`, { paths: [from] }));
const AJV_COMPILER_DIR = packageDir('@fastify/ajv-compiler');
const FJS_COMPILER_DIR = packageDir('@fastify/fast-json-stringify-compiler');
const FJS_DIR = packageDir('fast-json-stringify', FJS_COMPILER_DIR);

const versionOf = (dir) => JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')).version;
const VERSIONS = [
  versionOf(AJV_COMPILER_DIR),
  versionOf(packageDir('ajv', AJV_COMPILER_DIR)),
  versionOf(packageDir('ajv-formats', AJV_COMPILER_DIR)),
  versionOf(FJS_COMPILER_DIR),
  versionOf(FJS_DIR),
].join(' ');

const DISK = path.join(ROOT, 'node_modules/.cache/ken-test', `schemas-${createHash('sha256').update(VERSIONS).digest('hex').slice(0, 12)}`);

// Shared by every test file of this worker: a property of a Node core module, which Jest hands to each file as the
// same object (unlike globalThis, which is new per file). Only strings are kept in it.
const shared = require('node:v8');
const KEY = Symbol.for('ken.test.compiledSchemaSources');
/** @type {Map<string, string>} */
const memory = (shared[KEY] ??= new Map());

const counts = { hits: 0, misses: 0 };

// Within one file (this module is evaluated once per file), one function per key: many routes share a schema (the
// error answers above all), as Ajv itself shares one compiled function among the uses of one schema object.
/** @type {Map<string, unknown>} */
const inThisFile = new Map();

/** The hash naming one compiled schema. */
function keyOf(kind, parts) {
  return createHash('sha256').update(kind).update('\0').update(JSON.stringify(parts)).digest('hex');
}

/** The kept source for `key`, from this worker's memory or from disk. */
function lookUp(key) {
  const known = memory.get(key);
  if (known !== undefined) return known;
  try {
    const source = readFileSync(path.join(DISK, `${key}.js`), 'utf8');
    memory.set(key, source);
    return source;
  } catch {
    return undefined;
  }
}

function keep(key, source) {
  memory.set(key, source);
  try {
    mkdirSync(DISK, { recursive: true });
    // Written aside and renamed: another worker never reads half a file.
    const aside = path.join(DISK, `${key}.${process.pid}.tmp`);
    writeFileSync(aside, source);
    renameSync(aside, path.join(DISK, `${key}.js`));
  } catch {
    // A read-only tree: the memory copy still serves this worker.
  }
}

/** Evaluates CommonJS source made by a compiler, in the realm of the calling test file; `from` resolves its requires. */
function load(source, from) {
  const module = { exports: {} };
  const requireFrom = (id) => require(require.resolve(id, { paths: [from] }));
  new Function('module', 'exports', 'require', source)(module, module.exports, requireFrom);
  return module.exports;
}

/**
 * The function for `parts` of kind `kind`: the kept source evaluated, or `generate()`'s source (kept, then
 * evaluated). When `generate` cannot give source (a schema the standalone form does not support), `fallback()`
 * compiles it the ordinary way for this file only.
 */
function compiled(kind, parts, from, generate, fallback) {
  let key;
  try {
    key = keyOf(kind, parts);
  } catch {
    return fallback();
  }
  const made = inThisFile.get(key);
  if (made !== undefined) {
    counts.hits += 1;
    return made;
  }
  const known = lookUp(key);
  if (known !== undefined) {
    counts.hits += 1;
    const fn = load(known, from);
    inThisFile.set(key, fn);
    return fn;
  }
  counts.misses += 1;
  let source;
  try {
    source = generate();
  } catch {
    return fallback();
  }
  keep(key, source);
  const fn = load(source, from);
  inThisFile.set(key, fn);
  return fn;
}

module.exports = { compiled, counts, AJV_COMPILER_DIR, FJS_COMPILER_DIR, FJS_DIR, DISK };
