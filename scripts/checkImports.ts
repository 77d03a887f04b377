// `npm run lint` runs this after ESLint: the import rules of scripts/importRules.ts over src/, with type-only
// imports counted. Exits 1 on any violation not named in scripts/imports-allowlist.json, a temporary list of
// the violations that existed when the rule came in (issue 21); it empties as they are fixed, then goes.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { checkImports } from './importRules';

const ROOT = path.resolve(__dirname, '..');
const ALLOW_LIST = path.join(ROOT, 'scripts', 'imports-allowlist.json');

const allowed = new Set<string>(existsSync(ALLOW_LIST) ? (JSON.parse(readFileSync(ALLOW_LIST, 'utf8')) as string[]) : []);
const violations = checkImports(ROOT);
const failures = violations.filter((violation) => !allowed.has(violation.key));
const stale = [...allowed].filter((key) => !violations.some((violation) => violation.key === key));

for (const violation of failures) {
  console.error(`✗ ${violation.key}`);
  for (const step of violation.chain) console.error(`    ${step}`);
}
if (stale.length > 0) {
  console.warn(`scripts/imports-allowlist.json names ${stale.length} violation(s) no longer found; remove them:`);
  for (const key of stale) console.warn(`    ${key}`);
}
const tolerated = violations.length - failures.length;
if (failures.length > 0) {
  console.error(`\n${failures.length} import rule violation(s) (file cycles, module loops, upward imports; docs/architecture.md).`);
  process.exit(1);
}
console.log(`imports: no new cycle, module loop or upward import${tolerated > 0 ? ` (${tolerated} still on the allow-list)` : ''}.`);
